import ShiftPresentation
import Foundation
import ShiftFeatures
import ShiftModel
import Terminal

/// What a list screen (Shift types, Locations, Rotations) draws: columns of rows, the
/// selection, the search line, and the form or question when one is open.
struct ListProps: Hashable, Sendable {
    package struct Column: Hashable, Sendable {
        package var heading: String
        /// Display columns; the last column takes what is left.
        package var width: Int
    }

    package var title: String
    /// Which list screen it is, for the header.
    package var screen: AppScreen
    package var columns: [Column]
    package var rows: [[String]]
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
    package var selected: Int?
    /// The search text and, while typing it, the cursor.
    package var search: String?
    package var searchCursor: Int?
    package var emptyText: String
    var notice: NoticeLine?
    package var question: String?
    package var form: FormProps?
    package var isBusy: Bool

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
    package init(shiftTypes state: ShiftTypesState, catalog: CatalogState, calendar: Calendar) {
        self.init(
            state, catalog: catalog, title: "Shift types", screen: .shiftTypes, noun: "shift type", plural: "shift types",
            columns: [Column(heading: "Sym", width: 5), Column(heading: "Title", width: 16),
                      Column(heading: "Time", width: 25), Column(heading: "Location", width: 14),
                      Column(heading: "Pay", width: 15), Column(heading: "Description", width: 0)],
            row: { type in
                [type.symbol, type.title, type.duration.label,
                 catalog.catalog.location(type.locationID)?.name ?? "(no location)", Self.pay(of: type), type.description]
            },
            question: QuestionWords.deleteShiftType,
            form: { FormProps($0, title: FormWords.shiftTypeTitle(editing: state.editing), words: FormWords.shiftType) })
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
    package init(locations state: LocationsState, catalog: CatalogState) {
        self.init(
            state, catalog: catalog, title: "Locations", screen: .locations, noun: "location", plural: "locations",
            columns: [Column(heading: "Name", width: 24), Column(heading: "Address", width: 36),
                      Column(heading: "Used by", width: 0)],
            row: { location in
                [location.name, location.address, catalog.catalog.types(at: location.id).count.counted("shift type")]
            },
            question: QuestionWords.deleteLocation,
            form: { FormProps($0, title: FormWords.locationTitle(editing: state.editing), words: FormWords.location) })
    }

    /// The Rotations screen: each rotation's name, length, anchor and its
    /// cycle as a row of symbols in their types' colours (`?` for a type
    /// deleted since, `~` for off).
    init(rotations state: RotationsState, catalog: CatalogState) {
        self.init(
            state, catalog: catalog, title: "Rotations", screen: .rotations, noun: "rotation", plural: "rotations",
            columns: [Column(heading: "Name", width: 26), Column(heading: "Days", width: 6),
                      Column(heading: "First day on", width: 17), Column(heading: "Cycle", width: 0)],
            row: { rotation in
                [rotation.name, String(rotation.cycle.count), rotation.anchor.mediumLabel,
                 rotation.patternText(in: catalog.catalog)]
            },
            question: QuestionWords.deleteRotation,
            form: { FormProps($0, title: FormWords.rotationTitle(editing: state.editing), words: FormWords.rotation) })
        if let picker = state.extra.presetForm {
            form = FormProps(picker, title: FormWords.presetTitle(state.extra.preset), words: FormWords.preset)
        }
        if catalog.status == .loaded, state.search.query.isEmpty {
            emptyText = "No rotations yet: \(KeyWords.key(.add, in: .rotations)) adds one, "
                + "\(KeyWords.presets) copies a preset (4 on 4 off, Pitman, DuPont ...)."
        }
        let colors = TypeColors(catalog.catalog)
        symbolRows = state.visible(in: catalog.catalog).map { rotation in
            rotation.cycle.map { id in
                guard let id else { return Symbol(text: String(RotaPattern.off), color: nil) }
                guard let type = catalog.catalog.shiftType(id) else { return Symbol(text: Rotation.unknownSymbol, color: nil) }
                return Symbol(text: type.symbol, color: colors.color(of: type))
            }
        }
    }

    /// What every list screen makes the same way from its state: a row per
    /// visible item, the selected row, the search line, the empty text, the
    /// notice, the delete question, the form and the spinner.
    private init<Item: CatalogListItem>(
        _ state: CatalogListState<Item>, catalog: CatalogState, title: String, screen: AppScreen, noun: String,
        plural: String, columns: [Column], row: (Item) -> [String], question: (Item) -> String,
        form: (FormState<Item.Field>) -> FormProps
    ) {
        let rows = state.visible(in: catalog.catalog).map(row)
        let searchParts = Self.searchParts(state.search)
        self.init(
            title: title, screen: screen, columns: columns, rows: rows,
            selected: ListSelection.index(state.selection, count: rows.count),
            search: searchParts.text, searchCursor: searchParts.cursor,
            emptyText: Self.emptyText(catalog, search: state.search, noun: noun, plural: plural),
            notice: Self.notice(state.notice, catalog: catalog),
            question: state.confirmingDelete.flatMap { Item.find($0, in: catalog.catalog) }.map(question),
            form: state.form.map(form),
            isBusy: state.isBusy || catalog.status == .loading)
    }
}
