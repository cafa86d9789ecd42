import Foundation
import ShiftFeatures
import ShiftModel
import Terminal

/// What a list screen (Shift types, Locations) draws: columns of rows, the
/// selection, the search line, and the form or question when one is open.
struct ListProps: Hashable, Sendable {
    public struct Column: Hashable, Sendable {
        public var heading: String
        /// Display columns; the last column takes what is left.
        public var width: Int
    }

    public var title: String
    /// Which list screen it is (Shift types or Locations), for the header.
    public var screen: AppScreen
    public var columns: [Column]
    public var rows: [[String]]
    /// The colour of each row's first column (a type's symbol in its
    /// colour, as on every screen); nil: one colour for all.
    var firstColumnColors: [TerminalColor]?
    /// Index into `rows`; nil when there are none.
    public var selected: Int?
    /// The search text and, while typing it, the cursor.
    public var search: String?
    public var searchCursor: Int?
    public var emptyText: String
    var notice: NoticeLine?
    public var question: String?
    public var form: FormProps?
    public var isBusy: Bool

    static func searchParts(_ search: SearchState) -> (text: String?, cursor: Int?) {
        if let input = search.input { return (input.text, input.cursor) }
        return (search.query.isEmpty ? nil : search.query, nil)
    }

    /// The screen's own error (a refusal just now) first, then why the
    /// catalog could not be read, then the screen's own plain notice.
    static func notice(_ own: Notice?, catalog: CatalogState) -> NoticeLine? {
        if let own, own.isError { return NoticeLine(own) }
        if let message = catalog.errorMessage { return NoticeLine("\(message) (\(KeyWords.reload): retry)", isError: true) }
        return own.map(NoticeLine.init)
    }

    /// What an empty list says: why there is nothing, and what to do.
    static func emptyText(_ catalog: CatalogState, search: SearchState, noun: String, plural: String) -> String {
        switch catalog.status {
        case .failed: return "No \(plural) to show: catalog.json could not be read."
        case .notLoaded, .loading: return "Loading…"
        case .loaded:
            return search.query.isEmpty
                ? "No \(plural) yet: press \(KeyWords.key(.add, in: .shiftTypes)) to add one." : "No \(noun) matches \"\(search.query)\"."
        }
    }
}

extension ListProps {
    /// The Shift types screen; `calendar` gives the times of shifts an
    /// edit would make overlap.
    public init(shiftTypes state: ShiftTypesState, catalog: CatalogState, calendar: Calendar) {
        var question: String?
        if let id = state.confirmingDelete, let type = catalog.catalog.shiftType(id) {
            question = QuestionWords.deleteShiftType(type)
        }
        self.init(
            title: "Shift types", screen: .shiftTypes, noun: "shift type", plural: "shift types",
            columns: [Column(heading: "Sym", width: 5), Column(heading: "Title", width: 18),
                      Column(heading: "Time", width: 26), Column(heading: "Location", width: 18),
                      Column(heading: "Description", width: 0)],
            rows: state.visible(in: catalog.catalog).map { type in
                [type.symbol, type.title, type.duration.label,
                 catalog.catalog.location(type.locationID)?.name ?? "(no location)", type.description]
            },
            selection: state.selection, search: state.search, notice: state.notice, question: question,
            form: state.form.map {
                FormProps($0, title: FormWords.shiftTypeTitle(editing: state.editing), words: FormWords.shiftType)
            },
            isBusy: state.isBusy, catalog: catalog)
        if let clashes = state.clashes { form?.question = QuestionWords.overlaps(clashes, calendar: calendar) }
        let colors = TypeColors(catalog.catalog)
        firstColumnColors = state.visible(in: catalog.catalog).map(colors.color(of:))
    }

    /// The Locations screen.
    public init(locations state: LocationsState, catalog: CatalogState) {
        var question: String?
        if let id = state.confirmingDelete, let location = catalog.catalog.location(id) {
            question = QuestionWords.deleteLocation(location)
        }
        self.init(
            title: "Locations", screen: .locations, noun: "location", plural: "locations",
            columns: [Column(heading: "Name", width: 24), Column(heading: "Address", width: 36),
                      Column(heading: "Used by", width: 0)],
            rows: state.visible(in: catalog.catalog).map { location in
                let count = catalog.catalog.types(at: location.id).count
                return [location.name, location.address, count.counted("shift type")]
            },
            selection: state.selection, search: state.search, notice: state.notice, question: question,
            form: state.form.map {
                FormProps($0, title: FormWords.locationTitle(editing: state.editing), words: FormWords.location)
            },
            isBusy: state.isBusy, catalog: catalog)
    }

    /// What both list screens make the same way from their state: the
    /// selected row, the search line, the empty text, the notice, the form
    /// and the spinner.
    private init(title: String, screen: AppScreen, noun: String, plural: String, columns: [Column], rows: [[String]],
                 selection: Int, search: SearchState, notice: Notice?, question: String?,
                 form: FormProps?, isBusy: Bool, catalog: CatalogState) {
        let searchParts = Self.searchParts(search)
        self.init(
            title: title, screen: screen, columns: columns, rows: rows,
            selected: ListSelection.index(selection, count: rows.count),
            search: searchParts.text, searchCursor: searchParts.cursor,
            emptyText: Self.emptyText(catalog, search: search, noun: noun, plural: plural),
            notice: Self.notice(notice, catalog: catalog),
            question: question,
            form: form,
            isBusy: isBusy || catalog.status == .loading)
    }
}
