import ShiftPresentation
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
    /// One symbol of a row drawn in colour (a rotation's cycle).
    struct Symbol: Hashable, Sendable {
        var text: String
        /// The type's colour; nil for off and for a type no longer there.
        var color: TerminalColor?
    }
    /// Per row, symbols drawn in the last column in place of its text.
    var symbolRows: [[Symbol]]?
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
            columns: [Column(heading: "Sym", width: 5), Column(heading: "Title", width: 16),
                      Column(heading: "Time", width: 25), Column(heading: "Location", width: 14),
                      Column(heading: "Pay", width: 15), Column(heading: "Description", width: 0)],
            rows: state.visible(in: catalog.catalog).map { type in
                [type.symbol, type.title, type.duration.label,
                 catalog.catalog.location(type.locationID)?.name ?? "(no location)", Self.pay(of: type),
                 type.description]
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

    /// `30 min break` for a timed type, `counts 8 h` for an all-day one,
    /// `not work` for a type never counted.
    static func pay(of type: ShiftType) -> String {
        if !type.pay.isWork { return "not work" }
        if type.duration.isAllDay { return "counts \(HoursWords.duration(minutes: type.pay.allDayMinutes))" }
        return type.pay.unpaidBreakMinutes == 0 ? "no break" : "\(HoursWords.duration(minutes: type.pay.unpaidBreakMinutes)) break"
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

    /// The Rotations screen: each rotation's name, length, anchor and its
    /// cycle as a row of symbols in their types' colours (`?` for a type
    /// deleted since, `~` for off).
    init(rotations state: RotationsState, catalog: CatalogState) {
        var question: String?
        if let id = state.confirmingDelete, let rotation = catalog.catalog.rotation(id) {
            question = QuestionWords.deleteRotation(rotation)
        }
        let visible = state.visible(in: catalog.catalog)
        var form = state.form.map {
            FormProps($0, title: FormWords.rotationTitle(editing: state.editing), words: FormWords.rotation)
        }
        if let picker = state.presetForm {
            form = FormProps(picker, title: FormWords.presetTitle(state.preset), words: FormWords.preset)
        }
        self.init(
            title: "Rotations", screen: .rotations, noun: "rotation", plural: "rotations",
            columns: [Column(heading: "Name", width: 26), Column(heading: "Days", width: 6),
                      Column(heading: "First day on", width: 17), Column(heading: "Cycle", width: 0)],
            rows: visible.map { rotation in
                [rotation.name, String(rotation.cycle.count), rotation.anchor.mediumLabel,
                 rotation.patternText(in: catalog.catalog)]
            },
            selection: state.selection, search: state.search, notice: state.notice, question: question,
            form: form, isBusy: state.isBusy, catalog: catalog)
        if catalog.status == .loaded, state.search.query.isEmpty {
            emptyText = "No rotations yet: \(KeyWords.key(.add, in: .rotations)) adds one, "
                + "\(KeyWords.presets) copies a preset (4 on 4 off, Pitman, DuPont ...)."
        }
        let colors = TypeColors(catalog.catalog)
        symbolRows = visible.map { rotation in
            rotation.cycle.map { id in
                guard let id else { return Symbol(text: String(RotaPattern.off), color: nil) }
                guard let type = catalog.catalog.shiftType(id) else { return Symbol(text: Rotation.unknownSymbol, color: nil) }
                return Symbol(text: type.symbol, color: colors.color(of: type))
            }
        }
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
