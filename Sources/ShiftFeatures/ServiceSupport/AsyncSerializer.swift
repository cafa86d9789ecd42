/// Runs async operations one at a time, in the order they arrive: a change
/// suspends while the calendar writes, and no other history call may start
/// in between.
package actor AsyncSerializer {
    private var isBusy = false
    private var waiting: [CheckedContinuation<Void, Never>] = []

    package init() {}

    package func run<Result: Sendable>(_ operation: @Sendable () async throws -> Result) async throws -> Result {
        if isBusy {
            await withCheckedContinuation { waiting.append($0) }
        }
        isBusy = true
        defer {
            if waiting.isEmpty {
                isBusy = false
            } else {
                waiting.removeFirst().resume()
            }
        }
        return try await operation()
    }
}
