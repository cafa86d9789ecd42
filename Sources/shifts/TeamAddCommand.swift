import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts team add NAME PATH` and `shifts team add NAME URL`.
struct TeamAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a team member and where their calendar is: a file, a folder, or a CalDAV URL.",
        discussion: """
            PATH is a single .ics file or a folder of .ics files (a vdir). It
            need not be there yet: a member whose calendar is not synced yet is
            added, with a note, and shown as missing until it is.

            URL is a CalDAV calendar's http:// or https:// address. shifts then
            writes a read-only vdirsyncer pair for the member in its own config
            (DIR/vdirsyncer/config), copies the calendar into DIR/team/NAME/ with
            vdirsyncer, and adds the member reading that copy; `shifts team sync`
            copies it again. Nothing is ever written to the server. The password
            is typed at a prompt (echo off) unless --password-command or --netrc
            says where it is; a typed password is kept nowhere, so `shifts team
            sync` asks for it again.

            Examples:
              shifts team add "Ana Ruiz" ~/.local/share/vdirsyncer/team/ana
              shifts team add Ben ~/calendars/ben.ics --initials BK
              shifts team add Cleo https://dav.example.org/cleo/rota/ --user sam --password-command "pass show dav"
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The member's name (up to \(TeamMember.maxNameLength) characters).", valueName: "NAME"))
    var name: String

    @Argument(help: ArgumentHelp("Their calendar: an .ics file or a vdir folder, or a CalDAV calendar's http(s) URL.",
                                 valueName: "PATH|URL"))
    var path: String

    @OptionGroup var login: CalDAVOptions

    @Option(help: ArgumentHelp("Up to \(TeamMember.maxInitialsLength) characters shown where the name does not fit (default: from the name).",
                               valueName: "XY"))
    var initials: String?

    func validate() throws {
        let trimmed = name.trimmingWhitespace()
        guard !trimmed.isEmpty else { throw ValidationError("NAME is empty: give the member's name.") }
        guard trimmed.count <= TeamMember.maxNameLength else {
            throw ValidationError("NAME is \(trimmed.count) characters long: give at most \(TeamMember.maxNameLength).")
        }
        guard trimmed.sanitizedForTerminal == trimmed else {
            throw ValidationError("NAME has control characters: give the name as plain text.")
        }
        if let initials {
            let typed = initials.trimmingWhitespace()
            guard !typed.isEmpty, typed.count <= TeamMember.maxInitialsLength, typed.sanitizedForTerminal == typed else {
                throw ValidationError("--initials \(initials.sanitizedForTerminal): give 1 to \(TeamMember.maxInitialsLength) characters.")
            }
        }
        guard !path.isEmpty else { throw ValidationError("PATH is empty: give the member's .ics file or vdir folder.") }
        if isURL {
            if let problem = CalDAVPair.problem(url: path) {
                throw ValidationError("URL \(path.sanitizedForTerminal): \(problem); give the calendar's http(s) address.")
            }
        } else if login.isGiven {
            throw ValidationError("--user, --password-command and --netrc go with a URL: \(path.sanitizedForTerminal) is a PATH.")
        }
    }

    /// An address rather than a path: it names a scheme.
    var isURL: Bool { path.contains("://") }

    func run() async throws {
        if isURL { return try await addFromServer() }
        let calendarPath = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        let clean = (calendarPath as NSString).standardizingPath
        let member = newMember(reading: clean)
        let service = data.teamService(calendar: SystemWallClock.current().calendar)
        guard try await Self.insert(member, into: service) else { throw Self.nameTaken(member.name) }
        try CommandOutput.print("Added \(member.name) (\(member.initials)), reading \(clean).".sanitizedForTerminal)
        if !FileManager.default.fileExists(atPath: clean) {
            CommandOutput.writeError(("shifts: note: there is nothing at \(clean) yet; \(member.name) is shown as missing "
                + "until their calendar is synced there.").sanitizedForTerminal + "\n")
        }
    }

    /// The member called NAME with the given initials (or the name's) reading `path`.
    func newMember(reading path: String) -> TeamMember {
        let trimmed = name.trimmingWhitespace()
        return TeamMember(id: MemberID("m-" + UUID().uuidString.lowercased()), name: trimmed,
                          initials: initials?.trimmingWhitespace() ?? TeamMember.initials(of: trimmed), calendarPath: path)
    }

    /// Adds `member` to team.json; false when the name is taken.
    static func insert(_ member: TeamMember, into service: FileTeamService) async throws -> Bool {
        do {
            return try await service.update { team in
                guard team.member(named: member.name) == nil else { return false }
                team.members.append(member)
                return true
            }
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }

    static func nameTaken(_ name: String) -> ExitCode {
        usageError("there is already a member called \(name) in the team: give another name, "
            + "or `shifts team remove \(name)` first.")
    }
}
