/// The effects one reduction requested, in the order asked. The app's
/// reducer empties it before each action. An output of the reduction, not a
/// fact: every value equals every other, so a screen or a test that compares
/// states sees the facts only (a test reads the requests themselves).
public struct EffectRequests<Effect: Sendable>: Sendable, Hashable {
    public private(set) var all: [Effect] = []

    public init(_ all: [Effect] = []) {
        self.all = all
    }

    @inlinable public var isEmpty: Bool { all.isEmpty }

    public mutating func append(_ effect: Effect) {
        all.append(effect)
    }

    /// The first request `extract` recognises.
    @inlinable
    public func first<Found>(_ extract: (Effect) -> Found?) -> Found? {
        if all.isEmpty { return nil }
        for effect in all {
            if let found = extract(effect) { return found }
        }
        return nil
    }

    public static func == (_: Self, _: Self) -> Bool { true }
    public func hash(into _: inout Hasher) {}
}
