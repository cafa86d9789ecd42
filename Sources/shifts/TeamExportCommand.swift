import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts team export`: the team's month as a page to print (the ward
/// print) or a grid to mail, made by the pure builders of ShiftPresentation
/// from each person's shifts, the catalog and the imported holidays.
struct TeamExportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "export",
        abstract: "Write the team's month to print (HTML, A4 landscape) or to mail (text).",
        discussion: """
            One row per person, you first (your profile's name, else "You"),
            then the members as they were added, or the ones named with
            --member in that order; one column per day of the month. Each day
            shows the symbols of that person's shifts in their type's colour
            (a shift is matched to your shift types by its symbol, then by its
            title; another keeps its own symbol), weekends and public holidays
            (from `shifts holidays import`) shaded, a legend below.

            --format html (the default) is one self-contained page, laid out
            for A4 landscape: names are printed whole, wrapped when one is too
            long for the room beside the days. A team too tall for one sheet
            goes on over the next ones, the days' heads repeated on each.
            --format text is a plain grid for an e-mail.

            A member whose calendar is missing or cannot be read gets a row
            that says so, and is named on standard error; the page is made all
            the same. The output goes to standard output, or with -o to a file
            (written atomically; `~/` is the home folder). A path inside the
            data dir is refused.

            Examples:
              shifts team export --month 2026-12 -o ward-december.html
              shifts team export --member "Ana Ruiz" --member Ben -o group.html
              shifts team export --format text --without-me
            """)

    enum Format: String, ExpressibleByArgument, CaseIterable {
        case html, text
    }

    @OptionGroup var data: DataOptions

    @Option(help: "html or text.")
    var format: Format = .html

    @Option(help: ArgumentHelp("The month: \(MonthExport.accepted) (default: this month).", valueName: "YYYY-MM"))
    var month: String?

    @Option(name: .customLong("member"), help: ArgumentHelp(
        "Only this member (as `shifts team list` names them); repeat for more, in the order to print.", valueName: "NAME"))
    var members: [String] = []

    @Flag(help: "Leave your own row out.")
    var withoutMe = false

    @Option(name: .shortAndLong, help: ArgumentHelp("Write to this file instead of standard output.", valueName: "FILE"))
    var output: String?

    func validate() throws {
        if let month, MonthExport.month(month) == nil {
            throw ValidationError("--month '\(month)' is not a month: use \(MonthExport.accepted) "
                + "(from \(YearMonth(CalendarDay.supported.lowerBound)) to \(YearMonth(CalendarDay.supported.upperBound))).")
        }
        if members.contains(where: { $0.trimmingWhitespace().isEmpty }) {
            throw ValidationError("--member needs a member's name, as `shifts team list` shows it.")
        }
    }

    func run() async throws {
        try data.requireExistingDirectory()
        let services = data.services(preload: !withoutMe)
        let team = try await TeamCommand.load(services.team)
        let chosen = try choose(from: team)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        let shownMonth = month.flatMap(MonthExport.month) ?? YearMonth(today)
        let (catalog, holidays) = try await MonthExport.catalogAndHolidays(services)
        guard !withoutMe || !chosen.isEmpty else {
            throw failure("There is nobody to print: the team has no members yet (add one with `shifts team add NAME PATH`), "
                + "and --without-me leaves your own row out.")
        }

        let interval = DateInterval(start: shownMonth.firstDay.start(in: calendar),
                                    end: shownMonth.lastDay.adding(days: 1).start(in: calendar))
        var people: [WardSheet.Person] = []
        if !withoutMe {
            people.append(await own(in: interval, catalog: catalog, services: services))
        }
        for member in chosen {
            let rota = await services.team.rota(of: member, in: interval)
            if case .failure(let problem) = rota.shifts {
                CommandOutput.writeError("shifts: \(member.name): \(TeamWords.problem(problem)); their row says so."
                    .sanitizedForTerminal + "\n")
            }
            people.append(WardSheet.Person(name: member.name.sanitizedForTerminal,
                                           shifts: rota.shifts.map { $0.map(MonthExport.sanitized) }))
        }
        let sheet = WardSheet(month: shownMonth, people: people, catalog: catalog, holidays: holidays,
                              printed: today, calendar: calendar)
        let text = format == .html ? WardPage.html(sheet) : TerminalSafeText.lines(WardText.text(sheet, width: DisplayWidth.of))
        let bytes = Array(text.utf8)

        guard let output else {
            try CommandOutput.write(bytes)
            return
        }
        do {
            let path = try await data.exportWriter().write(bytes, to: output, onTerminal: TerminalSafeText.lines)
            CommandOutput.writeError("Exported the team's \(DayNames.months[shownMonth.month - 1]) \(shownMonth.year) "
                + "(\(people.count.counted("person", "people"))) to \(path.sanitizedForTerminal).\n")
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }

    /// The members `--member` names, in its order (each once), or the whole team.
    func choose(from team: Team) throws -> [TeamMember] {
        guard !members.isEmpty else { return team.members }
        var chosen: [TeamMember] = []
        for name in members {
            guard let member = team.member(named: name) else {
                let known = team.members.map(\.name).joined(separator: ", ")
                throw usageError(("--member '\(name)': nobody of that name is in the team; "
                    + (known.isEmpty ? "the team has no members yet." : "its members are \(known).")).sanitizedForTerminal)
            }
            if !chosen.contains(member) { chosen.append(member) }
        }
        return chosen
    }

    /// The user's own row: the profile's name (else `You`) and the month's
    /// shifts, or why calendar.ics cannot be read.
    func own(in interval: DateInterval, catalog: Catalog, services: ServiceContainer) async -> WardSheet.Person {
        let name = catalog.profile.displayName.trimmingWhitespace().sanitizedForTerminal
        do {
            let shifts = try await services.calendar.shifts(in: interval)
            await ShiftQueryRun.warnAboutUnreadableEvents(services)
            return WardSheet.Person(name: name.isEmpty ? "You" : name, shifts: .success(shifts.map(MonthExport.sanitized)))
        } catch {
            let path = DataDirectory.calendarFile(in: data.directory).path
            CommandOutput.writeError("shifts: \(UserFacingError(error).message); your row says so.".sanitizedForTerminal + "\n")
            return WardSheet.Person(name: name.isEmpty ? "You" : name,
                                    shifts: .failure(.unreadable(path: path, reason: UserFacingError(error).message)))
        }
    }
}
