import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts share URL`, `shifts share --sync`, `shifts share --stop`.
struct ShareCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "share",
        abstract: "Share your calendar both ways with a CalDAV calendar, so colleagues can `team add` it.",
        discussion: """
            With a URL, writes a vdirsyncer pair between DIR/calendar.ics and
            that CalDAV calendar into shifts' own config (DIR/vdirsyncer/config),
            and syncs it: your shifts go up, shifts added on the server (another
            machine, a phone) come down. Where the same shift changed on both
            sides, the server's version wins. --sync syncs again (from cron or
            a timer, or by hand); --stop removes the pair (your calendar.ics and
            the server's calendar are not touched). A password typed at the
            prompt is kept nowhere: --sync asks for it again, so for a timer
            give --password-command or --netrc.

            Examples:
              shifts share https://dav.example.org/sam/shifts/ --user sam --password-command "pass show dav"
              shifts share --sync
              shifts share --stop
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The CalDAV calendar's http(s) URL (create it first: see Docs/Sharing.md).",
                                 valueName: "URL"))
    var url: String?

    @OptionGroup var login: CalDAVOptions

    @Flag(help: "Sync your calendar with the calendar shared before.")
    var sync = false

    @Flag(help: "Stop sharing: remove the pair (nothing else is touched).")
    var stop = false

    func validate() throws {
        guard [url != nil, sync, stop].filter({ $0 }).count == 1 else {
            throw ValidationError("give one of: a URL to share with, --sync, or --stop.")
        }
        if let url, let problem = CalDAVPair.problem(url: url) {
            throw ValidationError("URL \(url.sanitizedForTerminal): \(problem); give the calendar's http(s) address.")
        }
        if url == nil, login.isGiven {
            throw ValidationError("--user, --password-command and --netrc go with a URL: `shifts share URL --user USER ...`.")
        }
    }

    func run() async throws {
        try data.requireExistingDirectory()
        let environment = DataOptions.environment()
        let pairs = SyncPairs(dataDirectory: data.directory)
        let shared: CalDAVPair?
        do {
            shared = try pairs.sharePair()
        } catch {
            throw failure(error.message)
        }
        if stop { return try Self.stop(shared, pairs: pairs) }
        let vdirsyncer = Vdirsyncer.onPath(environment)
        guard vdirsyncer.executable != nil else { throw failure(TeamSyncWords.failure(.notInstalled) + ".") }
        if let url { return try await start(url, shared: shared, pairs: pairs, vdirsyncer: vdirsyncer, environment: environment) }
        guard let shared else { throw failure("your calendar is not shared yet: `shifts share URL` first.") }
        var typed: String?
        if shared.password == .typed {
            typed = PasswordPrompt.ask("Password for \(shared.username ?? "you") at \(shared.host): ")
        }
        try CommandOutput.write(Array("Syncing your calendar with \(shared.url)... ".sanitizedForTerminal.utf8))
        let result = shared.password == .typed && typed == nil ? .failure(.passwordNeeded)
            : await vdirsyncer.sync(shared, of: pairs, password: typed)
        try CommandOutput.print(TeamSyncWords.result(result, atTerminal: typed != nil).sanitizedForTerminal)
        if case .failure = result { throw ExitCode.failure }
    }

    private func start(_ url: String, shared: CalDAVPair?, pairs: SyncPairs, vdirsyncer: Vdirsyncer,
                       environment: EnvironmentVariables) async throws {
        if let shared {
            throw usageError("your calendar is already shared with \(shared.url): `shifts share --sync` syncs it, "
                + "`shifts share --stop` stops sharing it.")
        }
        let account = try login.login(host: URLComponents(string: url)?.host ?? url, environment: environment)
        let chosen = pairs.newSharePair(url: url, username: account.user, password: account.password)
        do {
            try pairs.add(chosen)
        } catch {
            throw failure(error.message)
        }
        switch await vdirsyncer.sync(chosen, of: pairs, password: account.typed) {
        case .success(let events):
            try CommandOutput.print(("Shared \(pairs.calendarFile) with \(url): " + events.counted("event")
                + " in your calendar after the first sync.").sanitizedForTerminal)
            if account.password == .typed {
                try CommandOutput.print("The password is kept nowhere: `shifts share --sync` asks for it again.")
            }
        case .failure(let problem):
            try? pairs.remove(chosen)
            throw failure("your calendar is not shared: " + TeamSyncWords.failure(problem) + ".")
        }
    }

    private static func stop(_ shared: CalDAVPair?, pairs: SyncPairs) throws {
        guard let shared else { throw failure("your calendar is not shared: there is nothing to stop.") }
        do {
            try pairs.remove(shared)
        } catch {
            throw failure(error.message)
        }
        try CommandOutput.print(("Stopped sharing with \(shared.url); \(pairs.calendarFile) and the server's calendar "
            + "were not touched.").sanitizedForTerminal)
    }
}
