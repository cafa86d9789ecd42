import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import ShiftStorage
import Terminal

/// What the commands that need the catalog share (those that change shifts,
/// and `types`): the app's own store with the catalog loaded, a TYPE argument matched to a shift type, the shifts of
/// a day, and one edit request dispatched exactly as a screen would, so the
/// change goes through the same planner, middleware, change log and undo
/// history as a key press.
@UIActor
struct StoreRun {
    let store: AppStore
    let services: ServiceContainer
    let today: CalendarDay

    /// A store whose catalog is loaded; without a saved catalog there are no
    /// shift types (`purpose`: "to schedule", "to list"), so it says to run
    /// `shifts init` (`purpose` nil: the command needs no types). `readsShifts`: false when the command never looks at
    /// the calendar, so it is not read ahead.
    static func start(_ data: DataOptions, needing purpose: String? = "to schedule",
                      readsShifts: Bool = true) async throws -> StoreRun {
        let services = data.services(preload: readsShifts)
        let store = AppReducer.makeStore(services: services)
        // A change a crash cut short is finished first, so the catalog read
        // next agrees with the calendar.
        await store.dispatch(.history(.load))
        await store.dispatch(.catalog(.load))
        let catalog = store.state.catalog
        if let error = catalog.errorMessage {
            throw failure(error)
        }
        if let purpose, !catalog.isSaved {
            let file = DataDirectory.catalogFile(in: data.directory).path
            throw failure("there is no \(file) yet, so there are no shift types \(purpose): run `shifts init` first.")
        }
        let today = CalendarDay(services.clock.now(), in: services.clock.calendar)
        return StoreRun(store: store, services: services, today: today)
    }

    var catalog: Catalog { store.state.catalog.catalog }

    func day(_ text: String) throws -> CalendarDay {
        try ShiftQueryRun.day(text, option: "D", today: today)
    }

    /// The shift type whose symbol, else title, is `text`, ignoring case.
    func type(_ text: String) throws -> ShiftType {
        switch Self.type(text, in: catalog) {
        case .success(let type): return type
        case .failure(let problem): throw usageError(lines: problem.lines)
        }
    }

    /// Why a TYPE argument names no one shift type: the lines to print.
    struct TypeProblem: Error, Equatable {
        var lines: [String]
    }

    /// The shift type of `catalog` whose symbol, else title, is `text`,
    /// ignoring case and surrounding blanks; else what to say.
    nonisolated static func type(_ text: String, in catalog: Catalog) -> Result<ShiftType, TypeProblem> {
        let wanted = text.trimmingCharacters(in: .whitespaces).lowercased()
        if let bySymbol = catalog.shiftTypes.first(where: { $0.symbol.lowercased() == wanted }) { return .success(bySymbol) }
        let byTitle = catalog.shiftTypes.filter { $0.title.lowercased() == wanted }
        if byTitle.count == 1 { return .success(byTitle[0]) }
        if byTitle.isEmpty {
            return .failure(TypeProblem(lines: TypeSuggestion(typed: text, types: catalog.shiftTypes).message))
        }
        return .failure(TypeProblem(lines: ["several shift types are titled '\(text)': use a symbol instead:"]
            + byTitle.map { "  \($0.symbol)  \($0.title)" }))
    }

    /// The shifts that start on `day`, in start order.
    func shifts(on day: CalendarDay) async throws -> [ScheduledShift] {
        try await ShiftQueryRun.ask(.days(first: day, last: day), services: services)
    }

    /// The one shift of `day` a command means: the only one, or the one of
    /// `type` when given. Refuses (exit 1) when there is none or it is
    /// ambiguous, listing what is there and saying how to name one
    /// (`naming`).
    func shift(on day: CalendarDay, type: ShiftType?, verb: String, naming: String) async throws -> ScheduledShift {
        let all = try await shifts(on: day)
        let matching = type.map { type in all.filter { $0.shiftTypeID == type.id || $0.symbol == type.symbol } } ?? all
        let listed = all.map { ShiftQueryRun.line($0, calendar: services.clock.calendar, withDate: false) }
            .joined(separator: "; ")
        if matching.count == 1 { return matching[0] }
        if all.isEmpty {
            printError("there is no shift on \(day) to \(verb).")
        } else if matching.isEmpty, let type {
            printError("there is no \(type.symbol.sanitizedForTerminal) shift on \(day) to \(verb); the day has: \(listed).")
        } else {
            printError("\(day) has \(matching.count) shifts: \(listed). Name the one to \(verb) with \(naming).")
        }
        throw ExitCode.failure
    }

    /// Dispatches the edit like a key press and reports what the app would
    /// show: the summary on standard output, or the refusal on standard
    /// error with exit status 1 (nothing was written then).
    func apply(_ request: ShiftEditRequest) async throws {
        await store.dispatch(.shiftEdit(.request([request])))
        try report()
    }

    /// Dispatches `requests` as one change, like `apply`, and prints
    /// `success()` instead of the app's summary once it is written (a
    /// command that knows more than the operation says, such as the days a
    /// rotation skipped). A refusal is said and exits 1 as with `apply`.
    func apply(_ requests: [ShiftEditRequest], success: () throws -> String) async throws {
        await store.dispatch(.shiftEdit(.request(requests)))
        try report { _ in try success() }
    }

    /// Takes the next undo or redo step of the history on disk, as `u` or
    /// Ctrl-R does, and reports it like `apply`. Nothing to take ("Nothing
    /// to undo.") is exit status 1; a step that no longer applies says why
    /// and where to drop it.
    func take(_ step: HistoryAction) async throws {
        await store.dispatch(.history(step))
        if let stale = store.state.history.staleStep {
            printError(lines: [stale.refusal.sentence, "To drop this step so older ones can be "
                + "\(stale.list == .undo ? "undone" : "redone"): open shifts and press \(stale.list == .undo ? "u" : "Ctrl-R"), then y."])
            throw ExitCode.failure
        }
        try report()
    }

    /// What the app would show after a change: the summary on standard
    /// output; a refusal, or nothing to do, on standard error with exit
    /// status 1 (nothing was written then).
    private func report(success: (String) throws -> String = { $0.sanitizedForTerminal }) throws {
        guard let notice = store.state.shiftEdit.notice else {
            throw failure("the change was not made, and no reason was given. Nothing was written.")
        }
        let line = ChangeOutcomeWords.line(notice)
        if line.isError {
            throw failure(line.text)
        }
        try CommandOutput.print(try success(line.text))
        // Made, but its record could not be written yet: said, and still a success.
        if let unfinished = store.state.shiftEdit.unfinished {
            printError("warning: " + ChangeWords.notFullyRecorded(unfinished))
        }
    }
}
