/// The events a period's figures left out, by why.
public struct LeftOutEvents: Hashable, Sendable {
    /// Events of a type marked not work.
    public var notWork: Int
    /// Events without a type the catalog knows.
    public var unknownType: Int

    public init(notWork: Int = 0, unknownType: Int = 0) {
        self.notWork = notWork
        self.unknownType = unknownType
    }

    public var total: Int { notWork + unknownType }
}
