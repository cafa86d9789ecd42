import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

extension TeamAddCommand {
    /// `shifts team add NAME URL`: the member's pair written, discovered and
    /// synced, then the member added reading the copy. A sync that fails
    /// takes the pair and the copy away again, and adds nobody.
    func addFromServer() async throws {
        let trimmed = name.trimmingWhitespace()
        let environment = DataOptions.environment()
        let service = data.teamService(calendar: SystemWallClock.current().calendar)
        guard try await TeamCommand.load(service).member(named: trimmed) == nil else { throw Self.nameTaken(trimmed) }
        let vdirsyncer = Vdirsyncer.onPath(environment)
        guard vdirsyncer.executable != nil else { throw failure(TeamSyncWords.failure(.notInstalled) + ".") }
        let pairs = SyncPairs(dataDirectory: data.directory)
        let host = URLComponents(string: path)?.host ?? path
        let account = try login.login(host: host, environment: environment)
        let pair: CalDAVPair
        do {
            pair = try pairs.newMemberPair(memberName: trimmed, url: path, username: account.user, password: account.password)
            try pairs.add(pair)
        } catch {
            throw failure(error.message)
        }
        guard case .member(let folder) = pair.role else { return }
        let events: Int
        switch await vdirsyncer.sync(pair, of: pairs, password: account.typed) {
        case .success(let count): events = count
        case .failure(let problem):
            try? pairs.remove(pair)
            throw failure("\(trimmed) was not added: " + TeamSyncWords.failure(problem) + ".")
        }
        let member = newMember(reading: folder)
        guard try await Self.insert(member, into: service) else {
            try? pairs.remove(pair)
            throw Self.nameTaken(trimmed)
        }
        try CommandOutput.print(("Added \(member.name) (\(member.initials)): " + events.counted("event")
            + " copied from \(path) into \(folder).").sanitizedForTerminal)
        if account.password == .typed {
            try CommandOutput.print("The password is kept nowhere: `shifts team sync` asks for it again.")
        }
    }
}
