import Foundation
import ShiftModel

/// Runs vdirsyncer, the sync engine, on shifts' own config: `sync` of one
/// pair (and `discover` when it asks for it), each with a deadline,
/// standard input closed (a question can never wait for an answer), and a
/// typed password only in that process's environment. What went wrong is read from its output.
package struct Vdirsyncer: Sendable {
    /// The program, as found on the PATH; nil when it is not installed.
    package var executable: String?
    /// How long one vdirsyncer run may take before it is ended.
    package var deadline: Duration

    private static let queue = DispatchQueue(label: "shifts.vdirsyncer", attributes: .concurrent)

    package init(executable: String?, deadline: Duration = .seconds(120)) {
        self.executable = executable
        self.deadline = deadline
    }

    /// vdirsyncer on the PATH of `environment`.
    package static func onPath(_ environment: EnvironmentVariables, deadline: Duration = .seconds(120)) -> Vdirsyncer {
        let path = environment["PATH"] ?? "/usr/local/bin:/usr/bin:/bin"
        let found = path.split(separator: ":").map { String($0) + "/vdirsyncer" }
            .first { FileManager.default.isExecutableFile(atPath: $0) }
        return Vdirsyncer(executable: found, deadline: deadline)
    }

    /// Syncs `pair` of `pairs`' config (discovering it first when
    /// vdirsyncer asks for that); the events in the local copy afterwards,
    /// or why not.
    /// - Parameter password: a typed password, for a pair that takes one.
    package func sync(_ pair: CalDAVPair, of pairs: SyncPairs, password: String?) async -> Result<Int, CalDAVSyncFailure> {
        guard let executable else { return .failure(.notInstalled) }
        if pair.password == .typed, password == nil { return .failure(.passwordNeeded) }
        let extra = password.map { [pair.passwordVariable: $0] } ?? [:]
        func run(_ command: String) async -> ProcessRun.Outcome {
            await Self.queue.run { [deadline] in
                ProcessRun.run(executable, ["-c", pairs.configPath, command, pair.name], adding: extra, deadline: deadline)
            }
        }
        // vdirsyncer needs `discover` before a pair's first sync (no status
        // yet), and again when the pair's settings changed (a password typed
        // anew is one: it keeps a digest of them): it says so, then.
        // File work too runs on the queue, off the cooperative pool; a
        // member's copy deleted by hand is made again, not a failure.
        let neverSynced = await Self.queue.run {
            if case .member(let folder) = pair.role { try? AtomicFile.createDirectory(folder) }
            return !FileManager.default.fileExists(atPath: pairs.statusPath + pair.name + ".collections")
        }
        var outcome = neverSynced ? await run("discover") : await run("sync")
        if neverSynced, outcome.status == 0 { outcome = await run("sync") }
        if outcome.status != 0, !outcome.timedOut, outcome.output.contains("vdirsyncer discover") {
            let discovered = await run("discover")
            outcome = discovered.status == 0 ? await run("sync") : discovered
        }
        if outcome.timedOut { return .failure(.timedOut(seconds: Int(deadline.components.seconds))) }
        if outcome.status == -1 { return .failure(.notInstalled) }
        if outcome.status != 0 { return .failure(Self.failure(outcome.output, pair: pair)) }
        return .success(await Self.queue.run { Self.eventCount(pair) })
    }

    /// The events in the pair's local copy: files of a member's folder,
    /// events of the shared calendar.ics.
    static func eventCount(_ pair: CalDAVPair) -> Int {
        switch pair.role {
        case .member(let folder):
            let files = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            return files.filter { $0.hasSuffix(".ics") }.count
        case .share(let calendarFile):
            guard let text = try? String(contentsOfFile: calendarFile, encoding: .utf8) else { return 0 }
            return text.components(separatedBy: "BEGIN:VEVENT").count - 1
        }
    }

    /// What vdirsyncer's output says went wrong.
    static func failure(_ output: String, pair: CalDAVPair) -> CalDAVSyncFailure {
        let lines = output.split(whereSeparator: \.isNewline).map(String.init)
        let reason = lines.first { $0.hasPrefix("error:") || $0.hasPrefix("critical:") }
            .map(Self.reason) ?? lines.last ?? "vdirsyncer failed without saying why"
        if output.contains("printenv") && output.contains("non-zero exit status") { return .passwordNeeded }
        if output.contains("401") || output.contains("403, message") || output.contains("Unauthorized") {
            return .refused(reason: reason)
        }
        if output.contains("404") || output.contains("Not Found") { return .noCalendar(url: pair.url) }
        if output.contains("Cannot connect to host") || output.contains("Connect call failed")
            || output.contains("Name or service not known") || output.contains("Temporary failure in name resolution") {
            return .cannotConnect(host: pair.host, reason: reason)
        }
        return .other(reason: reason)
    }

    /// `error: Unknown error occurred for team_ana: REASON` -> `REASON`, on one line.
    static func reason(_ line: String) -> String {
        var text = line
        for prefix in ["error:", "critical:"] where text.hasPrefix(prefix) { text = String(text.dropFirst(prefix.count)) }
        text = text.trimmingCharacters(in: .whitespaces)
        if text.hasPrefix("Unknown error occurred"), let colon = text.firstIndex(of: ":") {
            text = text[text.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        }
        return String(text.prefix(300))
    }
}
