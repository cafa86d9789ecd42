import Foundation
import Redux
import ShiftModel

/// Writes every change to shifts: plans requests (or checks the next undo
/// or redo step) against the calendar and the undo history as they are
/// now, holding the history so no other process changes shifts in between,
/// writes the operation through the history service (one all-or-nothing
/// calendar write, recorded in the change log and undo history with it),
/// and reports. Never throws.
package enum ShiftEditMiddleware {
    /// What the middleware is asked to write: requests (from the editor,
    /// a bulk change or the command line), or the next undo or redo step.
    package enum Work: Hashable, Sendable {
        /// Requests to write; from the screens, checked against the
        /// working-time rules first unless the user accepted breaking them
        /// (the command line warns on its own).
        case requests([ShiftEditRequest], checkingRules: Bool)
        case step(UndoList)

        package init?(_ action: AppAction) {
            switch action {
            case .shiftEdit(.request(let requests)): self = .requests(requests, checkingRules: false)
            case .bulk(.submitted(let requests, let accepted)): self = .requests(requests, checkingRules: !accepted)
            case .editor(.submitted(let request, let accepted)): self = .requests([request], checkingRules: !accepted)
            case .rotationApply(.submitted(let requests, _, let accepted)):
                self = .requests(requests, checkingRules: !accepted)
            case .history(.undo): self = .step(.undo)
            case .history(.redo): self = .step(.redo)
            default: return nil
            }
        }
    }

    package static func make() -> Middleware<AppState, AppAction, ServiceContainer> {
        Middleware("shiftEdit", handling: Work.init) { work, context in
            let services = context.services
            let catalog = context.state.catalog.catalog
            switch work {
            case .requests(let requests, let checkingRules):
                await write({ _ in
                    try await planned(requests, checkingRules: checkingRules, catalog: catalog, services: services)
                }, 
                            source: .edit, context)
            case .step(let list):
                await write({ read in try await stepTaken(list, read: read, catalog: catalog, services: services) },
                            source: list == .undo ? .undo : .redo, context)
            }
        }
    }

    /// Writes the change `prepare` makes and reports it; a refusal because
    /// the calendar is not what the screen showed loads the screen again.
    static func write(_ prepare: @escaping @Sendable (UndoHistoryRead) async throws -> HistoryCommit,
                      source: ShiftEditSource,
                      _ context: MiddlewareContext<AppState, AppAction, ServiceContainer>) async {
        let outcome: Result<HistoryRecord, ShiftEditFailure>
        do {
            outcome = .success(try await context.services.history.change(prepare))
        } catch let broken as RulesBroken {
            guard !Task.isCancelled else { return }
            await context.dispatch(.shiftEdit(.rulesBroken(broken.question)))
            return
        } catch {
            outcome = .failure(ShiftEditFailure(error))
        }
        guard !Task.isCancelled else { return }
        switch outcome {
        case .success(let record):
            await context.dispatch(.shiftEdit(.applied(record, source: source)))
        case .failure(let failure):
            await context.dispatch(.shiftEdit(.failed(failure, source: source)))
        }
    }

    /// The commit for `requests`, planned on the shifts around their days as
    /// the calendar holds them now. Checking rules, a change that would
    /// break one is not written (`RulesBroken`): the screen asks first.
    private static func planned(_ requests: [ShiftEditRequest], checkingRules: Bool, catalog: Catalog,
                                services: ServiceContainer) async throws -> HistoryCommit {
        let calendar = services.clock.calendar
        let planner = ShiftEditPlanner(catalog: catalog, calendar: calendar)
        guard let range = ShiftEditPlanner.neighbourhood(of: requests.flatMap(\.days), in: calendar) else {
            throw ShiftEditFailure(nothingTo: .change)
        }
        let current = try await services.calendar.shifts(in: range)
        let ids = services.ids
        let operation = try planner.plan(requests, current: current, newID: { ShiftID(ids.makeID()) }).get()
        if checkingRules, ChangeRuleCheck.canBreakRules(requests), let days = ChangeRuleCheck.days(of: requests) {
            let calculator = HoursCalculator(catalog: catalog, calendar: calendar)
            let context = try await services.calendar.shifts(
                in: ChangeRuleCheck.interval(calculator.checkContext(for: days), in: calendar))
            let broken = ChangeRuleCheck.newViolations(of: operation, context: context, range: days, calculator: calculator)
            if !broken.isEmpty { throw RulesBroken(question: RulesQuestion(violations: broken, requests: requests)) }
        }
        return commit(operation, source: .edit, stepID: nil, catalog: catalog, services: services)
    }

    /// The commit that takes the next step of `list` back (its inverse) or
    /// makes it again, if it still applies to the calendar and the catalog
    /// as they are now; else `StaleStep`.
    private static func stepTaken(_ list: UndoList, read: UndoHistoryRead, catalog: Catalog,
                                  services: ServiceContainer) async throws -> HistoryCommit {
        let history: UndoHistory
        do {
            history = try read.get()
        } catch {
            throw ShiftEditFailure(message: "Undo is not available: \(error.message)")
        }
        guard let step = list == .undo ? history.nextUndo : history.nextRedo else { throw NoStepToTake(list) }
        let operation = list == .undo ? step.operation.inverse : step.operation
        var current = catalog
        if operation.catalog != nil, let onDisk = try await services.catalog.load() { current = onDisk }
        let calendar = services.clock.calendar
        let planner = ShiftEditPlanner(catalog: current, calendar: calendar)
        var shifts: [ScheduledShift] = []
        if let range = ShiftEditPlanner.neighbourhood(of: operation.days, in: calendar) {
            shifts = try await services.calendar.shifts(in: range)
        }
        if case .failure(let refusal) = planner.verify(operation, current: shifts) {
            throw StaleStep(step: step, list: list, refusal: refusal)
        }
        return commit(operation, source: list == .undo ? .undo : .redo, stepID: step.id, catalog: current,
                      services: services)
    }

    /// The commit that records `operation`: a new id, now (to the second,
    /// as the files keep it), the user's display name, for an undo or redo
    /// the step it moves, and the alarm the catalog's settings ask for.
    static func commit(_ operation: ShiftOperation, source: ShiftEditSource, stepID: String?, catalog: Catalog,
                       services: ServiceContainer) -> HistoryCommit {
        let now = services.clock.now().timeIntervalSince1970.rounded(.down)
        return HistoryCommit(id: services.ids.makeID(), time: Date(timeIntervalSince1970: now),
                             user: catalog.profile.displayName, source: source, operation: operation,
                             stepID: stepID, reminder: catalog.settings.reminder)
    }
}
