import ArgumentParser
import Dispatch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the program starts: every command line runs as an async main
/// would, in a task, with the main queue served until it exits.
///
/// The everyday command lines skip ArgumentParser's reflection (see
/// QuickStart); every other one is parsed by it as usual. --backups is left
/// to ArgumentParser (it validates the number).
@main
enum Entry {
    static func main() {
        switch QuickStart.invocation(for: arguments()) {
        case .today(let dataDir, let date, let json):
            runAsync(startingHere: true) {
                try DataOptions.checkBackupsVariable(environment: DataOptions.environment())
                try await TodayCommand.run(dataDir: dataDir, backups: nil, date: date, json: json,
                                           onCallingThread: true)
            }
        case .open(let dataDir):
            runAsync {
                try DataOptions.checkBackupsVariable(environment: DataOptions.environment())
                try await OpenCommand.run(dataDir: dataDir, backups: nil)
            }
        case nil:
            let arguments = arguments()
            if let name = UnknownCommand.name(in: arguments) {
                Shifts.exit(withError: usageError("unknown command '\(name)'. The commands are: "
                    + UnknownCommand.known.joined(separator: ", ") + ". See 'shifts --help'."))
            }
            runAsync { await Shifts.main() }
        }
    }

    /// The arguments after the program's name, read from argv as
    /// `CommandLine.arguments` reads them (each C string as UTF-8, repaired).
    /// Made at their final size: the standard library's code that grows an
    /// array of strings, and so `CommandLine.arguments`, names the storage
    /// type by a mangled name that the runtime must demangle at first use.
    /// ArgumentParser still reads `CommandLine.arguments` for itself.
    private static func arguments() -> [String] {
        let count = max(Int(CommandLine.argc) - 1, 0)
        return [String](unsafeUninitializedCapacity: count) { buffer, initialized in
            for index in 0..<count {
                let argument = CommandLine.unsafeArgv[index + 1].map { String(cString: $0) } ?? ""
                (buffer.baseAddress! + index).initialize(to: argument)
            }
            initialized = count
        }
    }

    /// Runs `work` in a task and serves the main queue until it ends, then
    /// exits: an error is reported as ArgumentParser reports it.
    /// `startingHere`: the task runs on this thread until it first waits, so
    /// work that never waits ends here without starting the thread pool.
    private static func runAsync(startingHere: Bool = false,
                                 _ work: sending @escaping () async throws -> Void) -> Never {
        if startingHere {
            Task.immediate { await runToExit(work) }
        } else {
            Task { await runToExit(work) }
        }
        dispatchMain()
    }

    private static func runToExit(_ work: () async throws -> Void) async -> Never {
        do {
            try await work()
        } catch {
            Shifts.exit(withError: error)
        }
        exit(EXIT_SUCCESS)
    }
}
