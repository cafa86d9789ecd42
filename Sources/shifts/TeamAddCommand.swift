import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts team add NAME PATH`.
struct TeamAddCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "add",
        abstract: "Add a team member and where their calendar is.",
        discussion: """
            PATH is a single .ics file or a folder of .ics files (a vdir). It
            need not be there yet: a member whose calendar is not synced yet is
            added, with a note, and shown as missing until it is.

            Examples:
              shifts team add "Ana Ruiz" ~/.local/share/vdirsyncer/team/ana
              shifts team add Ben ~/calendars/ben.ics --initials BK
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The member's name (up to \(TeamMember.maxNameLength) characters).", valueName: "NAME"))
    var name: String

    @Argument(help: ArgumentHelp("Their calendar: an .ics file or a vdir folder.", valueName: "PATH"))
    var path: String

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
    }

    func run() async throws {
        let calendarPath = path.hasPrefix("/") ? path
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(path)
        let clean = (calendarPath as NSString).standardizingPath
        let trimmed = name.trimmingWhitespace()
        let member = TeamMember(id: MemberID("m-" + UUID().uuidString.lowercased()), name: trimmed,
                                initials: initials?.trimmingWhitespace() ?? TeamMember.initials(of: trimmed),
                                calendarPath: clean)
        let service = data.teamService(calendar: SystemWallClock.current().calendar)
        let added: Bool
        do {
            added = try await service.update { team in
                guard team.member(named: member.name) == nil else { return false }
                team.members.append(member)
                return true
            }
        } catch {
            throw failure(UserFacingError(error).message)
        }
        guard added else {
            throw usageError("there is already a member called \(trimmed) in the team: give another name, "
                + "or `shifts team remove \(trimmed)` first.")
        }
        try CommandOutput.print("Added \(member.name) (\(member.initials)), reading \(clean).".sanitizedForTerminal)
        if !FileManager.default.fileExists(atPath: clean) {
            CommandOutput.writeError(("shifts: note: there is nothing at \(clean) yet; \(member.name) is shown as missing "
                + "until their calendar is synced there.").sanitizedForTerminal + "\n")
        }
    }
}
