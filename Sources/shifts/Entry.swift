import ArgumentParser
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the program starts. A synchronous main: `shifts today` runs on
/// this thread alone and ends, without starting Swift's concurrency
/// runtime (its cooperative pool and the main queue's thread were about
/// 0.4 ms of an empty start, Docs/Performance.md). Every other command
/// line runs as an async main would: a task, with the main queue served
/// until it exits.
///
/// The everyday command lines skip ArgumentParser's reflection (see
/// QuickStart); every other one is parsed by it as usual. --backups is left
/// to ArgumentParser (it validates the number).
@main
enum Entry {
    static func main() {
        switch QuickStart.invocation(for: Array(CommandLine.arguments.dropFirst())) {
        case .today(let dataDir, let date, let json):
            do {
                try TodayCommand.run(dataDir: dataDir, backups: nil, date: date, json: json)
            } catch {
                Shifts.exit(withError: error)
            }
        case .open(let dataDir):
            runAsync { try await OpenCommand.run(dataDir: dataDir, backups: nil) }
        case nil:
            runAsync { await Shifts.main() }
        }
    }

    /// Runs `work` in a task and serves the main queue until it ends, then
    /// exits: an error is reported as ArgumentParser reports it.
    private static func runAsync(_ work: @escaping @Sendable () async throws -> Void) -> Never {
        Task {
            do {
                try await work()
            } catch {
                Shifts.exit(withError: error)
            }
            exit(EXIT_SUCCESS)
        }
        dispatchMain()
    }
}
