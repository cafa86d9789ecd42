import Foundation
import ShiftFeatures
import ShiftModel
import Synchronization

/// A calendar service whose loads can be held open, as a test's gate holds
/// them: while held, `shifts(in:)` waits until `release()` or until its task
/// is cancelled (a newer load replaced it), then asks the real service.
final class HeldCalendarService: CalendarService {
    private struct State {
        var isHeld = false
        var nextID = 0
        var arrivals = 0
        var parked: [Int: CheckedContinuation<Void, Never>] = [:]
    }

    private let base: any CalendarService
    private let state = Mutex(State())

    init(_ base: any CalendarService) {
        self.base = base
    }

    func firstAbsence(in interval: DateInterval) async throws -> ScheduledShift? {
        try await base.firstAbsence(in: interval)
    }

    /// Loads that start from now on wait.
    func hold() {
        state.withLock { $0.isHeld = true }
    }

    /// Lets every waiting load and every later one through.
    func release() {
        let parked = state.withLock { s -> [CheckedContinuation<Void, Never>] in
            s.isHeld = false
            defer { s.parked = [:] }
            return Array(s.parked.values)
        }
        for continuation in parked { continuation.resume() }
    }

    /// How many loads wait now.
    var waiting: Int { state.withLock { $0.parked.count } }

    /// How many loads have been asked for so far.
    var arrivals: Int { state.withLock { $0.arrivals } }

    /// Suspends (yielding to the caller's actor) until `count` loads have
    /// been asked for.
    func waitForArrivals(_ count: Int, isolation: isolated (any Actor)? = #isolation) async {
        while arrivals < count { await Task.yield() }
    }

    func shifts(in interval: DateInterval) async throws -> [ScheduledShift] {
        let id = state.withLock { s -> Int in
            s.nextID += 1
            s.arrivals += 1
            return s.nextID
        }
        await withTaskCancellationHandler {
            await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
                let passes = state.withLock { s -> Bool in
                    if !s.isHeld || Task.isCancelled { return true }
                    s.parked[id] = continuation
                    return false
                }
                if passes { continuation.resume() }
            }
        } onCancel: {
            state.withLock { $0.parked.removeValue(forKey: id) }?.resume()
        }
        try Task.checkCancellation()
        return try await base.shifts(in: interval)
    }

    func create(_ shifts: [ScheduledShift]) async throws { try await base.create(shifts) }
    func update(_ shifts: [ScheduledShift]) async throws { try await base.update(shifts) }
    func delete(_ ids: [ShiftID]) async throws { try await base.delete(ids) }
    func apply(_ changes: CalendarChanges) async throws { try await base.apply(changes) }
    func unreadableEvents() async -> [UnreadableEvent] { await base.unreadableEvents() }
}
