/// A shift type's identity in the catalog, written into each of its calendar
/// events (`X-SHIFTS-TYPE-ID`); stable across edits.
package struct ShiftTypeID: Hashable, Sendable, CustomStringConvertible, ExpressibleByStringLiteral {
    package let rawValue: String
    package init(_ rawValue: String) { self.rawValue = rawValue }
    package init(stringLiteral value: String) { self.rawValue = value }
    package var description: String { rawValue }
}

/// Encoded as its plain string, as the files and `--json` have always had it.
extension ShiftTypeID: Codable {
    package init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
