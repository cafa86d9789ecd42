import Foundation
import ReduxTesting
import ShiftFeatures
import ShiftModel
import Synchronization

/// An in-memory `CalendarService` for tests: stored shifts, a log of every
/// call with its arguments, scripted failures, and an optional gate that holds
/// each call open until the test opens it.
package final class MockCalendarService: CalendarService {
    package enum Call: Hashable, Sendable {
        case shifts(DateInterval)
        case create([ScheduledShift])
        case update([ScheduledShift])
        case delete([ShiftID])
        case apply(CalendarChanges)
    }

    package enum Method: Hashable, Sendable {
        case shifts, create, update, delete, apply
    }

    package struct ScriptedFailure: Error, LocalizedError, Hashable, Sendable {
        package var message: String
        package init(_ message: String) { self.message = message }
        package var errorDescription: String? { message }
    }

    /// A change refused because a shift is not what it expected, as the file
    /// calendar refuses it.
    package struct ChangedElsewhere: Error, LocalizedError, Hashable, Sendable, StalenessReporting {
        package var id: ShiftID
        package var errorDescription: String? { "shift \(id) was changed elsewhere; nothing was saved" }
        package var meansChangedElsewhere: Bool { true }
    }

    private struct State {
        var shifts: [ShiftID: ScheduledShift]
        var calls: [Call] = []
        var failures: [Method: [any Error]] = [:]
        var gate: AsyncGate?
        var unreadable: [UnreadableEvent] = []
    }

    private let state: Mutex<State>

    package init(shifts: [ScheduledShift] = []) {
        state = Mutex(State(shifts: Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { $1 })))
    }

    // MARK: Test controls

    /// Every call made so far, in order.
    package var calls: [Call] { state.withLock { $0.calls } }

    package func callCount(_ method: Method) -> Int {
        calls.filter { $0.method == method }.count
    }

    /// The stored shifts, sorted by start.
    package var storedShifts: [ScheduledShift] {
        state.withLock { $0.shifts.values.sorted { ($0.start, $0.id.rawValue) < ($1.start, $1.id.rawValue) } }
    }

    package func setShifts(_ shifts: [ScheduledShift]) {
        state.withLock { $0.shifts = Dictionary(shifts.map { ($0.id, $0) }, uniquingKeysWith: { $1 }) }
    }

    /// The next call of `method` throws `error` (queued: several calls fail in turn).
    package func failNext(_ method: Method, with error: any Error = ScriptedFailure("scripted failure")) {
        state.withLock { $0.failures[method, default: []].append(error) }
    }

    /// What `unreadableEvents()` answers from now on.
    package func setUnreadable(_ events: [UnreadableEvent]) {
        state.withLock { $0.unreadable = events }
    }

    /// From now on every call waits at `gate` before doing anything.
    package func hold(at gate: AsyncGate?) {
        state.withLock { $0.gate = gate }
    }

    // MARK: CalendarService

    package func shifts(in interval: DateInterval) async throws -> [ScheduledShift] {
        try await begin(.shifts(interval))
        return state.withLock { s in
            s.shifts.values
                .filter { shift in
                    shift.end > shift.start
                        ? shift.start < interval.end && shift.end > interval.start
                        : interval.start <= shift.start && shift.start < interval.end
                }
                .sorted { ($0.start, $0.id.rawValue) < ($1.start, $1.id.rawValue) }
        }
    }

    /// Answered from the stored shifts, and not among `calls`: the loads
    /// tests count are the screens' reads of shifts.
    package func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift? {
        state.withLock { s in
            s.shifts.values
                .filter { $0.absence != nil && $0.start < interval.end && $0.end > interval.start }
                .min(by: ScheduledShift.startOrder)
        }
    }

    package func create(_ shifts: [ScheduledShift]) async throws {
        try await begin(.create(shifts))
        try state.withLock { s in
            if let clash = shifts.first(where: { s.shifts[$0.id] != nil }) {
                throw ScriptedFailure("shift \(clash.id) exists already")
            }
            for shift in shifts { s.shifts[shift.id] = shift }
        }
    }

    package func update(_ shifts: [ScheduledShift]) async throws {
        try await begin(.update(shifts))
        try state.withLock { s in
            if let missing = shifts.first(where: { s.shifts[$0.id] == nil }) {
                throw ScriptedFailure("no shift \(missing.id)")
            }
            for shift in shifts { s.shifts[shift.id] = shift }
        }
    }

    package func delete(_ ids: [ShiftID]) async throws {
        try await begin(.delete(ids))
        try state.withLock { s in
            if let missing = ids.first(where: { s.shifts[$0] == nil }) {
                throw ScriptedFailure("no shift \(missing)")
            }
            for id in ids { s.shifts[id] = nil }
        }
    }

    /// All or nothing, like the file: every id is checked before anything changes.
    package func apply(_ changes: CalendarChanges) async throws {
        try await begin(.apply(changes))
        try state.withLock { s in
            var seen = Set<ShiftID>()
            for shift in changes.create where s.shifts[shift.id] != nil || !seen.insert(shift.id).inserted {
                throw ScriptedFailure("shift \(shift.id) exists already")
            }
            for id in changes.update.map(\.id) + changes.delete {
                guard s.shifts[id] != nil else { throw ScriptedFailure("no shift \(id)") }
                guard seen.insert(id).inserted else { throw ScriptedFailure("shift \(id) is listed twice") }
            }
            for (id, expected) in changes.expected where s.shifts[id] != expected {
                throw ChangedElsewhere(id: id)
            }
            // Every change was checked above, so the write is all or nothing,
            // as the file calendar's is: a failure scripted with
            // `failNext(.apply)` is thrown before anything is stored.
            for id in changes.delete { s.shifts[id] = nil }
            for shift in changes.update + changes.create { s.shifts[shift.id] = shift }
        }
    }

    package func unreadableEvents() async -> [UnreadableEvent] {
        state.withLock { $0.unreadable }
    }

    /// Logs the call, waits at the gate if one is set, then throws a scripted
    /// failure if one is queued for this method.
    private func begin(_ call: Call) async throws {
        let gate = state.withLock { s -> AsyncGate? in
            s.calls.append(call)
            return s.gate
        }
        if let gate { await gate.pass() }
        try Task.checkCancellation()
        let failure = state.withLock { s -> (any Error)? in
            guard var queue = s.failures[call.method], !queue.isEmpty else { return nil }
            let first = queue.removeFirst()
            s.failures[call.method] = queue
            return first
        }
        if let failure { throw failure }
    }
}

extension MockCalendarService.Call {
    package var method: MockCalendarService.Method {
        switch self {
        case .shifts: .shifts
        case .create: .create
        case .update: .update
        case .delete: .delete
        case .apply: .apply
        }
    }
}
