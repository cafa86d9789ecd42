/// A shift type's identity in the catalog, written into each of its calendar
/// events (`X-SHIFTS-TYPE-ID`); stable across edits.
package struct ShiftTypeID: StringIdentifier {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
}
