import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftStorage
import ShiftTUI
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
            change log and one undo step: `u` in the app takes it back.

            Times with a TZID, in UTC, floating (read in your time zone) and
            all-day events are understood. Recurring events are expanded into
            one shift per occurrence that starts between --from and --until.

            Examples:
              shifts import rota.ics --dry-run
              shifts import work.ics --from 2026-01-01 --until 2026-12-31
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
            let read = try await ICSImport.read(path, calendar: calendar, range: range)
            let store = await Self.storeWithCatalog(services)
            let catalog = await store.state.catalog
            if let error = catalog.errorMessage { throw UserFacingError(message: error) }
            let existing = try await calendarFile.allIDs()
            // Without a saved catalog every event is of unknown type (not
            // matched against the unsaved defaults).
            // Overlaps and the limit are not listed here yet: add everything, as before.
            let plan = ImportPlan(events: read.shifts, catalog: catalog.isSaved ? catalog.catalog : nil, existing: existing,
                                  allowOverlaps: true, limit: .max)
            try report(plan, skipped: read.skipped, calendar: calendar)
            guard !dryRun else {
                try CommandOutput.print("Dry run: nothing was written.")
                return
            }
            guard !plan.additions.isEmpty else { return }
            if let refusal = await Self.write(plan.additions.map { .addShift($0.shift) }, store: store) {
                throw failure(refusal)
            }
            let target = DataDirectory.calendarFile(in: data.directory).path
            try CommandOutput.print("Added \(count(plan.additions.count)) to \(target.sanitizedForTerminal).")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(UserFacingError(error).message)
        }
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
        return notice.isError ? notice.text : nil
    }

    private func report(_ plan: ImportPlan, skipped: [ICSImport.Skip], calendar: Calendar) throws {
        if plan.additions.isEmpty {
            try CommandOutput.print("Nothing to add.")
        } else {
            try CommandOutput.print("\(dryRun ? "Would add" : "Adding") \(count(plan.additions.count)):")
        }
        for entry in plan.additions {
            try CommandOutput.print("  " + Self.line(entry, calendar: calendar))
        }
        if !plan.alreadyPresent.isEmpty {
            try CommandOutput.print("Skipped \(count(plan.alreadyPresent.count)) already in the calendar (same UID).")
        }
        for skip in skipped {
            try CommandOutput.print("Skipped the event at \(skip.description.sanitizedForTerminal).")
        }
    }

    private func count(_ number: Int) -> String {
        number == 1 ? "1 shift" : "\(number) shifts"
    }

    /// `2026-11-23  06:00–14:00  E  Early  @ Ward 3`; text from the file is
    /// sanitized so it cannot drive the terminal.
    static func line(_ entry: ImportPlan.Entry, calendar: Calendar) -> String {
        let shift = entry.shift
        let time: String
        if shift.isAllDay {
            let days = CalendarDay(shift.end, in: calendar).ordinal - shift.day.ordinal
            time = days > 1 ? "all day (\(days) days)" : "all day"
        } else {
            time = "\(DayFormat.time(shift.start, in: calendar))–\(DayFormat.time(shift.end, in: calendar))"
        }
        var parts = [shift.day.description, time, shift.symbol ?? "?", shift.title]
        if let location = shift.location { parts.append("@ \(location)") }
        if entry.match == .unknown { parts.append("(unknown type)") }
        return parts.map(\.sanitizedForTerminal).joined(separator: "  ")
    }
}
