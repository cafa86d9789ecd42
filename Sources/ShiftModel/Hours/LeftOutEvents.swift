/// The events a period's figures left out, by why.
package struct LeftOutEvents: Hashable, Sendable {
    /// Events of a type marked not work.
    package var notWork: Int
    /// Events without a type the catalog knows.
    package var unknownType: Int

    package init(notWork: Int = 0, unknownType: Int = 0) {
        self.notWork = notWork
        self.unknownType = unknownType
    }

    package var total: Int { notWork + unknownType }
}
