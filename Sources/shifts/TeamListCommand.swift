import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts team list`: the members, and whether each one's calendar reads.
struct TeamListCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "Print the team members: name, initials, calendar, and whether it reads.",
        discussion: """
            Each calendar is read: ok, missing (nothing at its path yet), or
            unreadable with the reason. One member's problem does not stop the
            others.

            Examples:
              shifts team list
              shifts team list --json
            """)

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"members\": [{\"id\", \"name\", \"initials\", \"calendar\", \"status\": \"ok|missing|unreadable\", \"reason\"}]}.")
    var json = false

    struct Listing: Encodable {
        struct Member: Encodable {
            var id: String
            var name: String
            var initials: String
            var calendar: String
            var status: String
            /// Why an unreadable calendar is; null otherwise.
            var reason: String?

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(name, forKey: .name)
                try container.encode(initials, forKey: .initials)
                try container.encode(calendar, forKey: .calendar)
                try container.encode(status, forKey: .status)
                try container.encode(reason, forKey: .reason)
            }

            enum CodingKeys: String, CodingKey { case id, name, initials, calendar, status, reason }
        }

        var members: [Member]
    }

    func run() async throws {
        let services = data.services(preload: false)
        let team = try await TeamCommand.load(services.team)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        var problems: [MemberCalendarProblem?] = []
        for member in team.members {
            let rota = await services.team.rota(of: member, in: today.interval(in: calendar))
            if case .failure(let problem) = rota.shifts { problems.append(problem) } else { problems.append(nil) }
        }
        if json {
            try CommandOutput.print(try ShiftJSON.encode(Listing(members: zip(team.members, problems).map { member, problem in
                Listing.Member(id: member.id.rawValue, name: member.name, initials: member.initials,
                               calendar: member.calendarPath, status: TeamWords.status(problem),
                               reason: problem.flatMap(TeamWords.reason))
            })))
            return
        }
        guard !team.members.isEmpty else {
            try CommandOutput.print("No team members yet: add one with `shifts team add NAME PATH`.")
            return
        }
        try CommandOutput.print(lines: Self.lines(team.members, problems))
    }

    /// `Ana Ruiz  AR  /sync/ana  ok`, columns lined up.
    static func lines(_ members: [TeamMember], _ problems: [MemberCalendarProblem?]) -> [String] {
        let names = members.map(\.name.sanitizedForTerminal)
        let initials = members.map(\.initials.sanitizedForTerminal)
        let paths = members.map(\.calendarPath.sanitizedForTerminal)
        let widths = [names, initials, paths].map { column in column.map(\.count).max() ?? 0 }
        return members.indices.map { index in
            let problem = problems[index]
            let status = TeamWords.status(problem) + (problem.flatMap(TeamWords.reason).map { ": " + $0 } ?? "")
            return [padded(names[index], widths[0]), padded(initials[index], widths[1]), padded(paths[index], widths[2]),
                    status.sanitizedForTerminal].joined(separator: "  ")
        }
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count < width ? text + String(repeating: " ", count: width - text.count) : text
    }
}
