import ShiftModel

/// The colours shift types are shown in, by name: the screens draw them as
/// terminal colours, the printable month as print colours.
package enum TypeColor: String, Hashable, Sendable, CaseIterable {
    case cyan, green, yellow, magenta, blue
}
