/// The cursor of a list (the Shift types, Locations and Change log screens,
/// the shifts of a day): which of the visible rows is selected, always kept
/// inside them.
package enum ListSelection {
    /// `selection` inside `count` rows; nil when there are none.
    package static func index(_ selection: Int, count: Int) -> Int? {
        count == 0 ? nil : min(max(0, selection), count - 1)
    }

    /// The row `offset` places from `selection`, inside `count` rows (0 when there are none).
    package static func moved(_ selection: Int, by offset: Int, count: Int) -> Int {
        index(selection, count: count).map { min(max(0, $0 + offset), count - 1) } ?? 0
    }

    /// The selected one of `rows`; nil when there are none.
    package static func selected<Row>(_ rows: [Row], at selection: Int) -> Row? {
        index(selection, count: rows.count).map { rows[$0] }
    }

    /// Applies a search key; a changed query selects the first row again.
    package static func search(_ action: SearchAction, _ search: inout SearchState, selection: inout Int) {
        let query = search.query
        search.reduce(action)
        if search.query != query { selection = 0 }
    }
}
