import Synchronization

/// Reads one value out of the state, as a value that can be passed around,
/// composed and overridden in tests (`MockStore.overrideSelector`).
///
/// Views get their props through selectors (`map(state) -> Props`), so a
/// selector is asked on every frame. Composed selectors are therefore memoized
/// on their inputs: when the selected inputs are equal to the last ones, the
/// projector is not run again and the last value is returned.
///
/// A class, not a struct: its identity is what a `MockStore` overrides, and
/// its cache is shared by every copy of the reference. The cache sits under a
/// `Mutex`, so one selector can be used from any task.
public final class Selector<State, Value: Sendable>: Sendable {
    private let select: @Sendable (State) -> Value

    /// A selector that reads `keyPath`: nothing to memoize, reading is the work.
    public init(_ keyPath: KeyPath<State, Value> & Sendable) {
        select = { $0[keyPath: keyPath] }
    }

    /// A selector that runs `projector` on every call. Use it for cheap reads;
    /// for derived values build on other selectors (`combine`, `map`) so the
    /// work is memoized.
    public init(_ projector: @escaping @Sendable (State) -> Value) {
        select = projector
    }

    /// A selector that reads `input` and runs `projector` only when the input
    /// differs from the one it saw last.
    public init<Input: Equatable & Sendable>(
        input: @escaping @Sendable (State) -> Input,
        projector: @escaping @Sendable (Input) -> Value
    ) {
        let cache = Mutex<(input: Input, value: Value)?>(nil)
        select = { state in
            let current = input(state)
            if let hit = cache.withLock({ last -> Value? in
                guard let last, last.input == current else { return nil }
                return last.value
            }) {
                return hit
            }
            // The projector runs outside the lock: it may be slow, and two
            // tasks computing the same value at once is harmless.
            let value = projector(current)
            cache.withLock { $0 = (current, value) }
            return value
        }
    }

    /// The selected value in `state`.
    public func callAsFunction(_ state: State) -> Value {
        select(state)
    }
}

extension Selector {
    /// A selector over this one's value, memoized on that value.
    public func map<NewValue: Sendable>(
        _ transform: @escaping @Sendable (Value) -> NewValue
    ) -> Selector<State, NewValue> where Value: Equatable {
        Selector<State, NewValue>(input: { self($0) }, projector: transform)
    }

    /// Combines two selectors; `projector` runs only when either value changed.
    public static func combine<A: Equatable & Sendable, B: Equatable & Sendable>(
        _ a: Selector<State, A>, _ b: Selector<State, B>,
        projector: @escaping @Sendable (A, B) -> Value
    ) -> Selector {
        Selector(input: { Inputs2(a: a($0), b: b($0)) }, projector: { projector($0.a, $0.b) })
    }

    /// Combines three selectors; `projector` runs only when any value changed.
    public static func combine<A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable>(
        _ a: Selector<State, A>, _ b: Selector<State, B>, _ c: Selector<State, C>,
        projector: @escaping @Sendable (A, B, C) -> Value
    ) -> Selector {
        Selector(input: { Inputs3(a: a($0), b: b($0), c: c($0)) },
                 projector: { projector($0.a, $0.b, $0.c) })
    }
}

/// Tuples are not Equatable: these carry the inputs of a combined selector.
private struct Inputs2<A: Equatable & Sendable, B: Equatable & Sendable>: Equatable, Sendable {
    var a: A
    var b: B
}

private struct Inputs3<A: Equatable & Sendable, B: Equatable & Sendable, C: Equatable & Sendable>:
    Equatable, Sendable {
    var a: A
    var b: B
    var c: C
}
