/// The user's own mapping of event titles to shift types for an import
/// (`--map TITLE=TYPE`, `--not-work TITLE`): an event whose title is one of
/// these, ignoring case and surrounding blanks, becomes a shift of that type,
/// whatever else the event says.
package struct ImportTitleMap: Hashable, Sendable {
    package struct Rule: Hashable, Sendable {
        /// The title as the user typed it.
        package var title: String
        package var typeID: ShiftTypeID
        /// Given as `--not-work` (the type is the catalog's not-work type).
        package var isNotWork: Bool

        package init(title: String, typeID: ShiftTypeID, isNotWork: Bool = false) {
            self.title = title
            self.typeID = typeID
            self.isNotWork = isNotWork
        }
    }

    /// In the order given; for a title given twice the last one counts.
    package var rules: [Rule]

    package init(_ rules: [Rule] = []) {
        self.rules = rules
    }

    package var isEmpty: Bool { rules.isEmpty }

    /// The rule for an event titled `title`, if any.
    package func rule(for title: String) -> Rule? {
        let key = Self.key(title)
        guard !key.isEmpty else { return nil }
        return rules.last { Self.key($0.title) == key }
    }

    /// The rules no event title matches: most likely a typo. Each title once.
    package func unused(by titles: [String]) -> [Rule] {
        let present = Set(titles.map(Self.key))
        var seen = Set<String>()
        return rules.filter { !present.contains(Self.key($0.title)) && seen.insert(Self.key($0.title)).inserted }
    }

    /// What two titles must share to be the same: case and surrounding
    /// blanks ignored.
    package static func key(_ title: String) -> String {
        title.trimmingWhitespace().lowercased()
    }
}
