import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts team now`: who is on shift at this moment.
struct TeamNowCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "now",
        abstract: "Print who of the team is on shift right now, and until when.",
        discussion: """
            One line per member on shift: name, initials, the shift, and when it
            ends. Nothing is printed (exit status 0) when nobody is. A member
            whose calendar cannot be read is named on standard error.

            Examples:
              shifts team now
              shifts team now --json
            """)

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"now\": \"...\", \"onShift\": [{\"id\", \"name\", \"initials\", \"title\", \"symbol\", \"start\", \"end\"}]}.")
    var json = false

    /// Shifts longer than this that began before it are not looked for.
    static let lookBack: TimeInterval = 2 * 86_400

    struct Listing: Encodable {
        struct OnShift: Encodable {
            var id: String
            var name: String
            var initials: String
            var title: String
            var symbol: String?
            var start: String
            var end: String

            func encode(to encoder: any Encoder) throws {
                var container = encoder.container(keyedBy: CodingKeys.self)
                try container.encode(id, forKey: .id)
                try container.encode(name, forKey: .name)
                try container.encode(initials, forKey: .initials)
                try container.encode(title, forKey: .title)
                try container.encode(symbol, forKey: .symbol)
                try container.encode(start, forKey: .start)
                try container.encode(end, forKey: .end)
            }

            enum CodingKeys: String, CodingKey { case id, name, initials, title, symbol, start, end }
        }

        var now: String
        var onShift: [OnShift]
    }

    func run() async throws {
        let services = data.services(preload: false)
        let team = try await TeamCommand.load(services.team)
        let calendar = services.clock.calendar
        let now = services.clock.now()
        let window = DateInterval(start: now.addingTimeInterval(-Self.lookBack), end: now.addingTimeInterval(1))
        var rotas: [MemberRota] = []
        for member in team.members {
            let rota = await services.team.rota(of: member, in: window)
            if case .failure(let problem) = rota.shifts {
                CommandOutput.writeError("shifts: \(member.name): \(TeamWords.problem(problem))".sanitizedForTerminal + "\n")
            }
            rotas.append(rota)
        }
        let on = TeamMath.onNow(rotas: rotas, at: now)
        if json {
            let stamps = ShiftJSON.timestamps(calendar)
            try CommandOutput.print(try ShiftJSON.encode(Listing(now: now.formatted(stamps), onShift: on.map { entry in
                Listing.OnShift(id: entry.member.id.rawValue, name: entry.member.name, initials: entry.member.initials,
                                title: entry.shift.title, symbol: entry.shift.symbol,
                                start: entry.shift.start.formatted(stamps), end: entry.until.formatted(stamps))
            })))
            return
        }
        let today = CalendarDay(now, in: calendar)
        try CommandOutput.print(lines: on.map { entry in
            let endDay = CalendarDay(entry.until, in: calendar)
            let day = endDay == today ? "" : (DayFormat.relative(endDay, today: today).map { $0.lowercased() + " " }
                ?? "\(endDay) ")
            return "\(entry.member.name) (\(entry.member.initials))  \(entry.shift.title)  until \(day)"
                .sanitizedForTerminal + DayFormat.time(entry.until, in: calendar)
        })
    }
}
