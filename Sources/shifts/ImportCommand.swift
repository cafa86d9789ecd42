import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// `shifts import FILE.ics`: shifts from another calendar program (I1).
struct ImportCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "import",
        abstract: "Add the events of an .ics file from another program as shifts.",
        discussion: """
            Lists what it adds, then adds it in one save (with --dry-run it only
            lists). Each event becomes a shift with its own times, title, location
            and notes; one whose title or symbol is a shift type's (catalog.json)
            becomes a shift of that type, the rest are kept as shifts of unknown
            type. Events already in the calendar (same UID) are skipped, so
            importing a file again adds nothing. The import is one change in the
            change log and one undo step: `u` in the app, or `shifts undo`, takes
            it back.

            An event that would overlap a shift in the calendar, or an earlier
            event of the file, is listed and skipped; --allow-overlaps adds it
            anyway. One import adds at most \(ImportPlan.defaultLimit) shifts (--max N
            changes that): the latest ones over the limit are left out, and
            the first line says how many.

            Events of unknown type are not counted as work until they have a
            type. --map TITLE=TYPE gives the events titled TITLE (any case) the
            shift type TYPE (its symbol or title); --not-work TITLE gives them
            the catalog's first type marked not work (make one first: in the
            app, Shift types, Counts as: not work): they are shown, never
            counted. A TITLE no event has is reported. --dry-run lists the
            titles of unknown type with the flags that map them; with
            --interactive it asks, title by title, for a type's symbol, - (not
            work) or Enter (leave it), then prints the command that imports
            so. It asks only when standard input and output are a terminal.

            A cancelled event (STATUS:CANCELLED), or an occurrence an
            exception cancels, is not work: it is listed as cancelled and not
            imported.

            Times with a TZID, in UTC, floating (read in your time zone) and
            all-day events are understood. Recurring events are expanded into
            one shift per occurrence that starts between --from and --until.

            Examples:
              shifts import rota.ics --dry-run
              shifts import work.ics --from 2026-01-01 --until 2026-12-31
              shifts import work.ics --map 'Staff meeting=E' --not-work Dentist
              shifts import work.ics --dry-run --interactive
            """)

    @OptionGroup var data: DataOptions

    @Argument(help: ArgumentHelp("The .ics file to import.", valueName: "FILE"))
    var file: String

    @Flag(help: "Only list what would be added; write nothing.")
    var dryRun = false

    @Option(help: ArgumentHelp("Expand recurring events from this day (default: a year before today): \(DayArgument.accepted).",
                               valueName: "D"))
    var from: String?

    @Option(help: ArgumentHelp("...until this day, included (default: a year after today).", valueName: "D"))
    var until: String?

    @Flag(help: "Add events that overlap a shift too, instead of skipping them.")
    var allowOverlaps = false

    @Option(name: .customLong("max"),
            help: ArgumentHelp("Add at most N shifts (default: \(ImportPlan.defaultLimit)).", valueName: "N"))
    var limit: Int = ImportPlan.defaultLimit

    @Option(name: .customLong("map"),
            help: ArgumentHelp("Events titled TITLE become shifts of TYPE (a symbol or title); repeatable.",
                               valueName: "TITLE=TYPE"))
    var maps: [String] = []

    @Option(name: .customLong("not-work"),
            help: ArgumentHelp("Events titled TITLE get the type marked not work; repeatable.", valueName: "TITLE"))
    var notWork: [String] = []

    @Flag(name: [.short, .long],
          help: "With --dry-run on a terminal: ask a type for each title of unknown type, then print the command.")
    var interactive = false

    func validate() throws {
        if limit < 1 { throw ValidationError("--max: give 1 or more.") }
        if interactive && !dryRun {
            throw ValidationError("--interactive asks in a dry run: add --dry-run, then run the command it prints.")
        }
    }

    func run() async throws {
        let calendarFile = data.calendarService()
        let services = data.services(calendar: calendarFile)
        let calendar = services.clock.calendar
        let today = CalendarDay(services.clock.now(), in: calendar)
        let first = try from.map { try ShiftQueryRun.day($0, option: "--from", today: today) } ?? today.adding(days: -365)
        let last = try until.map { try ShiftQueryRun.day($0, option: "--until", today: today) } ?? today.adding(days: 365)
        guard first <= last else { throw usageError("--from \(first) is after --until \(last): give the earlier day first.") }
        let range = DateInterval(start: first.start(in: calendar), end: last.adding(days: 1).start(in: calendar))

        let path = file.hasPrefix("/") ? file
            : (FileManager.default.currentDirectoryPath as NSString).appendingPathComponent(file)
        do {
            // Enough occurrences to fill --max with the earliest of them.
            let wanted = limit.multipliedReportingOverflow(by: 5)
            let read = try await ICSImport.read(path, calendar: calendar, range: range, occurrences:
                max(ICSImport.occurrenceBudget, wanted.overflow ? Int.max : wanted.partialValue))
            let events = read.shifts.map(Self.cleaned)
            let store = await Self.storeWithCatalog(services)
            let catalog = await store.state.catalog
            if let error = catalog.errorMessage { throw UserFacingError(message: error) }
            let existing = try await calendarFile.allIDs()
            let calendarShifts = allowOverlaps ? [] : try await Self.shifts(around: events, excluding: existing,
                                                                           in: calendarFile)
            let titleMap = try self.titleMap(catalog)
            // Without a saved catalog every event is of unknown type (not
            // matched against the unsaved defaults).
            let plan = ImportPlan(events: events, catalog: catalog.isSaved ? catalog.catalog : nil, existing: existing,
                                  calendarShifts: calendarShifts, allowOverlaps: allowOverlaps, limit: limit,
                                  titleMap: titleMap)
            try CommandOutput.print(lines: report(plan, skipped: read.skipped, calendar: calendar)
                + ImportTitleFlags.report(titleMap, plan: plan, fileTitles: events.map(\.title), catalog: catalog.catalog)
                + unknownTypeReport(plan)
                + Self.report(cancelled: read.cancelled, calendar: calendar))
            guard !dryRun else {
                try CommandOutput.print("Dry run: nothing was written.")
                if interactive { try ask(plan.unknownTitles, catalog: catalog) }
                return
            }
            guard !plan.additions.isEmpty else { return }
            if let refusal = await Self.write(plan.additions.map { .addShift($0.shift, overlapsAllowed: allowOverlaps) }, store: store) {
                throw failure(refusal)
            }
            let target = DataDirectory.calendarFile(in: data.directory).path
            try CommandOutput.print("Added \(plan.additions.count.counted("shift")) to \(target.sanitizedForTerminal).")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }

    /// The event as it is listed and written: whatever a terminal would take
    /// as a control sequence removed whole (not only its ESC, which left
    /// `[31m` in the calendar while the listing showed none), bidi overrides
    /// removed, case and everything else kept. Notes keep their line breaks.
    static func cleaned(_ event: ScheduledShift) -> ScheduledShift {
        var shift = event
        shift.title = event.title.sanitizedForTerminal
        shift.symbol = event.symbol.map(\.sanitizedForTerminal)
        shift.location = event.location.map(\.sanitizedForTerminal)
        shift.notes = cleanedLines(event.notes)
        shift.sick = event.sick.map { SickMark(reason: cleanedLines($0.reason)) }
        return shift
    }

    private static func cleanedLines(_ text: String) -> String {
        text.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
            .split(separator: "\n", omittingEmptySubsequences: false)
            .map { String($0).sanitizedForTerminal }.joined(separator: "\n")
    }

    /// The app's store with the catalog read: its types map the events,
    /// its display name goes into the change log.
    @UIActor
    static func storeWithCatalog(_ services: ServiceContainer) async -> AppStore {
        let store = AppReducer.makeStore(services: services)
        await store.dispatch(.catalog(.load))
        return store
    }

    /// Adds the shifts as one edit, the way a key press would: one
    /// all-or-nothing write, one change-log entry per shift, one undo step
    /// (`u` in the app takes the whole import back). Returns why it was
    /// refused, or nil.
    @UIActor
    static func write(_ requests: [ShiftEditRequest], store: AppStore) async -> String? {
        await store.dispatch(.shiftEdit(.request(requests)))
        guard let notice = store.state.shiftEdit.notice else { return "the import was not written. Nothing was changed." }
        let line = ChangeOutcomeWords.line(notice)
        return line.isError ? line.text : nil
    }

    /// The calendar's shifts around the new events' times, for the overlap
    /// check; none when every event is in the calendar already.
    static func shifts(around events: [ScheduledShift], excluding existing: Set<ShiftID>,
                       in calendar: FileCalendarService) async throws -> [ScheduledShift] {
        let new = events.filter { !existing.contains($0.id) }
        guard let first = new.map(\.start).min(), let last = new.map({ max($0.start, $0.end) }).max() else { return [] }
        let day: TimeInterval = 86_400
        return try await calendar.shifts(in: DateInterval(start: first.addingTimeInterval(-day),
                                                          end: last.addingTimeInterval(day)))
    }

    /// What the import adds and leaves out, the count first.
    private func report(_ plan: ImportPlan, skipped: [ICSImport.Skip], calendar: Calendar) -> [String] {
        var lines: [String] = []
        if plan.additions.isEmpty {
            lines.append("Nothing to add.")
        } else {
            var header = "\(dryRun ? "Would add" : "Adding") \(plan.additions.count.counted("shift"))"
            var notAdded: [String] = []
            if !plan.overlapping.isEmpty { notAdded.append("\(plan.overlapping.count) overlap") }
            if !plan.leftOut.isEmpty { notAdded.append("\(plan.leftOut.count) over the limit of \(plan.limit)") }
            if !notAdded.isEmpty {
                let new = plan.additions.count + plan.overlapping.count + plan.leftOut.count
                header += " (of \(new) new: \(notAdded.joined(separator: ", ")))"
            }
            lines.append(header + ":")
        }
        for entry in plan.additions {
            lines.append("  " + Self.line(entry.shift, unknownType: entry.match == .unknown, calendar: calendar))
        }
        if !plan.alreadyPresent.isEmpty {
            lines.append("Skipped \(plan.alreadyPresent.count.counted("shift")) already in the calendar (same UID).")
        }
        if !plan.overlapping.isEmpty {
            let count = plan.overlapping.count
            lines.append("Skipped \(count.counted("shift")) that \(count.agreeing("overlaps", "overlap")) another "
                + "(--allow-overlaps adds \(count.agreeing("it", "them")) anyway):")
            for overlap in plan.overlapping {
                let other = Self.line(overlap.other, unknownType: false, calendar: calendar)
                lines.append("  " + Self.line(overlap.entry.shift, unknownType: overlap.entry.match == .unknown,
                                              calendar: calendar)
                    + "  overlaps  \(other)  (\(overlap.otherIsInCalendar ? "in the calendar" : "in this file"))")
            }
        }
        if let first = plan.leftOut.first, let last = plan.leftOut.last {
            lines.append("Left out \(plan.leftOut.count.counted("shift")) over the limit of \(plan.limit) per import: "
                + "those from \(Self.moment(first.shift, calendar: calendar)) to \(last.shift.day) (--max N raises it).")
        }
        for skip in skipped {
            lines.append("Skipped the event at \(skip.description.sanitizedForTerminal).")
        }
        return lines
    }

    /// The cancelled events left out, in start order, each with its line.
    static func report(cancelled: [ICSImport.Cancelled], calendar: Calendar) -> [String] {
        guard !cancelled.isEmpty else { return [] }
        let count = cancelled.count
        var lines = ["Left out \(count.counted("cancelled event")) (STATUS:CANCELLED): "
            + "\(count.agreeing("it is", "they are")) not work, and not imported:"]
        for entry in cancelled.sorted(by: { ScheduledShift.startOrder($0.shift, $1.shift) }) {
            let which = entry.isSeries ? ", every occurrence" : ""
            lines.append("  " + line(cleaned(entry.shift), unknownType: false, calendar: calendar) + "  (line \(entry.line)\(which))")
        }
        return lines
    }

    /// `2026-11-23 06:00`, or the day alone for an all-day shift.
    private static func moment(_ shift: ScheduledShift, calendar: Calendar) -> String {
        shift.isAllDay ? shift.day.description : "\(shift.day) \(DayFormat.time(shift.start, in: calendar))"
    }

    /// `2026-11-23  06:00–14:00  E  Early  @ Ward 3`; text from the file is
    /// sanitized so it cannot drive the terminal.
    static func line(_ shift: ScheduledShift, unknownType: Bool, calendar: Calendar) -> String {
        let time: String
        if shift.isAllDay {
            let days = CalendarDay(shift.end, in: calendar).ordinal - shift.day.ordinal
            time = days > 1 ? "all day (\(days) days)" : "all day"
        } else {
            time = "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        }
        var parts = [shift.day.description, time, shift.symbol ?? ShiftRow.unknownSymbol, shift.title]
        if let location = shift.location { parts.append("@ \(location)") }
        if unknownType { parts.append("(unknown type)") }
        return parts.map(\.sanitizedForTerminal).joined(separator: "  ")
    }
}
