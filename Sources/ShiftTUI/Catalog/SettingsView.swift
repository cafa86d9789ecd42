import ShiftPresentation
import ShiftFeatures
import ShiftModel
import Terminal

/// What the Settings screen draws.
struct SettingsProps: Hashable, Sendable {
    public var rows: [(label: String, value: String)] {
        zip(labels, values).map { ($0, $1) }
    }

    public var labels: [String]
    public var values: [String]
    public var form: FormProps?
    /// Which shifts ring, with reminders on: an alarm is written into a
    /// shift's event when it is saved, so older shifts keep what they had.
    var reminderNote: String?
    var notice: NoticeLine?
    public var isBusy: Bool

    static func catalogStatus(_ catalog: CatalogState) -> String {
        switch catalog.status {
        case .failed: "could not be read (below)"
        case .notLoaded, .loading: "loading…"
        case .loaded: catalog.isSaved ? "saved" : "defaults, not saved yet (saved with the first change)"
        }
    }

    /// `30 minutes before each shift`, `at the start of each shift`, `off`.
    static func reminder(_ minutes: Int?) -> String {
        switch minutes {
        case nil: "off"
        case 0?: "at the start of each shift"
        case let minutes?: "\(minutes.counted("minute")) before each shift"
        }
    }

    /// Which shifts carry the alarm of `minutes`, or nil with reminders off.
    static func reminderNote(_ minutes: Int?) -> String? {
        minutes.map { _ in
            "Reminders ring for shifts saved (added or changed) since this was set; older shifts keep the alarm they were saved with, or none."
        }
    }

    /// The contract, the night window, sick hours and the rules' limits, a row each.
    static func workingTime(_ settings: WorkingTimeSettings) -> [String] {
        let limits = settings.limits
        return [
            settings.contractMinutesPerWeek.map(HoursWords.duration(minutes:)) ?? "none (no target, no balance)",
            "\(settings.nightStart)–\(settings.nightEnd)",
            settings.sickCountsTowardTarget ? "count toward the target" : "do not count toward the target",
            HoursWords.account(settings),
            LeaveWords.settings(settings),
            "rest at least \(HoursWords.duration(minutes: limits.minimumRestMinutes)); at most "
                + "\(limits.maximumConsecutiveDays.counted("day")), \(limits.maximumConsecutiveNights.counted("night"))",
            "at most \(HoursWords.duration(minutes: limits.weeklyMaximumMinutes)), on average "
                + "\(HoursWords.duration(minutes: limits.averageWeeklyMaximumMinutes)) over \(limits.averagingWeeks.counted("week"))",
        ]
    }

    public init(settings state: SettingsState, catalog: CatalogState) {
        let current = catalog.catalog
        labels = ["Display name", "Keep change log", "Purge on launch", "Remind before", "Week starts on",
                  "Contract a week", "Night", "Sick hours", "Hours account", "Leave", "Rest, in a row", "Hours a week", "Catalog"]
        if catalog.status == .loaded {
            values = [
                current.profile.displayName.isEmpty ? "(not set)" : current.profile.displayName,
                current.settings.retention.label,
                current.settings.purgeOnLaunch ? "yes" : "no",
                Self.reminder(current.settings.reminderMinutes),
                current.settings.firstWeekday.name,
            ] + Self.workingTime(current.settings.workingTime)
            reminderNote = Self.reminderNote(current.settings.reminderMinutes)
        } else {
            // Not read (yet): no made-up values.
            values = Array(repeating: "–", count: labels.count - 1)
        }
        values.append(Self.catalogStatus(catalog))
        if let form = state.form {
            self.form = FormProps(form, title: FormWords.settingsTitle, words: FormWords.settings)
        } else {
            self.form = state.exportForm.map { FormProps($0, title: FormWords.exportTitle, words: FormWords.export) }
        }
        notice = ListProps.notice(state.notice, catalog: catalog)
        isBusy = state.isBusy || catalog.status == .loading
    }
}

/// Draws the Settings screen. Pure.
enum SettingsView {
    public static func render(_ props: SettingsProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header("Settings", screen: .settings, isBusy: props.isBusy, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        if let form = props.form {
            FormView.render(form, top: 2, into: &grid)
            return
        }
        var row = 2
        for (label, value) in props.rows {
            grid.write(label, row: row, column: 2, style: .bold)
            grid.write(value, row: row, column: FormView.valueColumn)
            row += 1
        }
        if let note = props.reminderNote {
            row += 1
            for line in TextWrap.lines(note, width: grid.size.columns - 4) {
                grid.write(line, row: row, column: 2, style: .dim)
                row += 1
            }
        }
        row += 1
        grid.write("\(KeyWords.key(.editSettings, in: .settings)) edits these. \(KeyWords.key(.export, in: .settings)) "
                   + "exports one symbol per day for a date range to a file (~ = no shift).",
                   row: row, column: 2, style: .dim)
        if let notice = props.notice {
            Chrome.notice(notice.text, isError: notice.isError, into: &grid)
        }
    }
}

/// What the first-run screen draws: the name question and the default
/// catalog that confirming will save.
struct FirstRunProps: Hashable, Sendable {
    public var form: FormProps
    public var types: [String]

    public init(form: FormState<FirstRunField>, catalog: Catalog) {
        self.form = FormProps(form, title: FormWords.firstRunTitle, words: FormWords.firstRun,
                              problem: FormWords.firstRunProblem, failure: FormWords.firstRunFailure)
        types = catalog.shiftTypes.map { type in
            let location = catalog.location(type.locationID)?.name ?? ""
            return "\(type.symbol)  \(type.title.padding(toLength: 8, withPad: " ", startingAt: 0)) "
                + "\(type.duration.label.padding(toLength: 24, withPad: " ", startingAt: 0)) @ \(location)"
        }
    }
}

/// Draws the first-run questions. Pure.
enum FirstRunView {
    public static func render(_ props: FirstRunProps, spinnerFrame: Int, statusLine: String, into grid: inout CellGrid) {
        if Chrome.tooSmall(&grid) { return }
        Chrome.header("Welcome", isBusy: props.form.isSaving, spinnerFrame: spinnerFrame, into: &grid)
        // Last, so nothing drawn on a small terminal covers the keys.
        defer { Chrome.status(statusLine, into: &grid) }
        var row = FormView.render(props.form, top: 2, into: &grid)
        grid.write("\(KeyWords.submit) saves your name and these shift types "
                   + "(change them any time on screen \(KeyWords.screen(.shiftTypes))):",
                   row: row, column: 1)
        row += 1
        for line in props.types where row < grid.size.rows - 3 {
            grid.write(line, row: row, column: 3, style: .dim)
            row += 1
        }
        if row < grid.size.rows - 2 {
            grid.write("Nothing is written until you press \(KeyWords.submit); \(KeyWords.cancel) skips and uses them unsaved.",
                       row: row + 1, column: 1, style: .dim)
        }
    }
}
