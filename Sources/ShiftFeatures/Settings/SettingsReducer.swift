import Redux
import ShiftModel

/// Pure transitions of the Settings screen.
public enum SettingsReducer {
    public static let defaultExportFile = "shifts-export.txt"

    public static func settingsForm(_ catalog: Catalog) -> FormState {
        FormState(title: "Settings", fields: [
            FormField(key: "name", label: "Display name", kind: .text(maxLength: CatalogState.maxNameLength + 10),
                      text: catalog.profile.displayName, hint: "shown in the change log"),
            .choice(key: "retention", label: "Keep change log",
                    options: RetentionPolicy.allCases.map { FormChoice(value: $0.rawValue, label: $0.label) },
                    selected: catalog.settings.retention.rawValue),
            .choice(key: "purge", label: "Purge on launch",
                    options: [FormChoice(value: "no", label: "no"), FormChoice(value: "yes", label: "yes")],
                    selected: catalog.settings.purgeOnLaunch ? "yes" : "no",
                    hint: "remove entries older than that at start"),
        ])
    }

    /// From today, 30 days, when the day is known.
    public static func exportForm(today: CalendarDay?) -> FormState {
        FormState(title: "Export one symbol per day (~ for a day with no shift)", fields: [
            FormField(key: "from", label: "From", kind: .text(maxLength: 20),
                      text: today?.description ?? "", hint: "YYYY-MM-DD, today, mon ..."),
            FormField(key: "through", label: "Through", kind: .text(maxLength: 20),
                      text: today?.adding(days: 29).description ?? ""),
            FormField(key: "file", label: "File", kind: .text(maxLength: 500), text: defaultExportFile,
                      hint: "~/ is your home folder"),
        ])
    }

    /// What Settings reads and does not own: the catalog, and the day the
    /// export form starts on.
    public struct Input: Sendable {
        public var catalog: CatalogState
        public var today: CalendarDay?

        public init(catalog: CatalogState, today: CalendarDay?) {
            self.catalog = catalog
            self.today = today
        }

        public init(_ app: AppState) {
            self.init(catalog: app.catalog, today: app.today.today)
        }
    }

    public static let reducer = ReadingReducer<SettingsState, Input, SettingsAction>(reduce)

    public static func reduce(_ state: inout SettingsState, _ action: SettingsAction, input: Input) {
        switch action {
        case .edit:
            if input.catalog.refuses(&state.notice) { return }
            state.notice = nil
            state.formKind = .settings
            state.form = settingsForm(input.catalog.catalog)

        case .export:
            state.notice = nil
            state.formKind = .export
            state.form = exportForm(today: input.today)

        case .form(let formAction):
            guard FormReducer.reduce(&state.form, formAction) == .submit else {
                if state.form == nil { state.formKind = nil }
                return
            }
            if case .invalid(let problems, let message)? = submission(state, input: input) {
                state.form?.setErrors(problems)
                state.form?.error = message
            }

        case .saveSubmitted, .exportSubmitted:
            guard state.form?.isSaving == false else { return }
            state.form?.validated([:])

        case .saved(.success):
            state.form = nil
            state.formKind = nil
            state.notice = Notice("Settings saved.")

        case .saved(.failure(let error)), .exported(.failure(let error)):
            state.form?.saveFailed(error.message)

        case .exported(.success(let done)):
            state.form = nil
            state.formKind = nil
            state.notice = Notice("Exported \(done.days.counted("day")) to \(done.path).")
        }
    }

    /// What Enter on the open form comes to.
    public enum Submission: Hashable, Sendable {
        /// Messages by field, and one for the whole form.
        case invalid([String: String], String?)
        case save(Catalog)
        case export(ExportRequest)
    }

    /// What Enter on the open form comes to, or nil with no form open.
    public static func submission(_ state: SettingsState, input: Input) -> Submission? {
        guard let form = state.form else { return nil }
        if state.formKind == .export { return exportSubmission(form, today: input.today) }
        if let refusal = input.catalog.refusal { return .invalid([:], refusal) }
        let problem = CatalogState.nameProblem(TextRules.trimmed(form["name"]),
                                               whenEmpty: "Enter a name: the change log records it.")
        if let problem { return .invalid(["name": problem], nil) }
        return .save(applying(form, to: input.catalog.catalog))
    }

    /// The catalog with the settings form's values.
    public static func applying(_ form: FormState, to catalog: Catalog) -> Catalog {
        var catalog = catalog
        catalog.profile.displayName = TextRules.trimmed(form["name"])
        catalog.settings.retention = RetentionPolicy(rawValue: form["retention"]) ?? catalog.settings.retention
        catalog.settings.purgeOnLaunch = form["purge"] == "yes"
        return catalog
    }

    private static func exportSubmission(_ form: FormState, today: CalendarDay?) -> Submission {
        var errors: [String: String] = [:]
        /// The day typed into `field`, or nil with its message in `errors`.
        func day(_ field: String) -> CalendarDay? {
            let resolved: Result<CalendarDay, DayArgument.Refusal>
            if let today {
                resolved = DayArgument.resolve(form[field], today: today)
            } else {
                let day = CalendarDay(iso: TextRules.trimmed(form[field]))
                resolved = day.map { $0.isSupported ? .success($0) : .failure(.unsupported($0)) } ?? .failure(.notADate)
            }
            switch resolved {
            case .success(let day): return day
            case .failure(.unsupported(let day)): errors[field] = "\(day.unsupportedProblem)."
            case .failure(.notADate): errors[field] = "Not a date: use \(DayArgument.accepted)."
            }
            return nil
        }
        let from = day("from")
        let through = day("through")
        let path = TextRules.trimmed(form["file"])
        if path.isEmpty { errors["file"] = "Enter a file name." }
        var request: ExportRequest?
        if let from, let through {
            let export = ExportRequest(from: from, through: through, path: path)
            if through < from {
                errors["through"] = "Before the start date."
            } else if export.dayCount > SymbolExport.maxDays {
                errors["through"] = "At most \(SymbolExport.maxDays) days in one export."
            }
            request = export
        }
        guard errors.isEmpty, let request else { return .invalid(errors, nil) }
        return .export(request)
    }
}

/// Enter on the Settings screen's forms: what to save or export, or (not
/// valid) `.form(.submit)`, which shows why.
public enum SettingsIntent {
    public static func submit(in state: AppState) -> AppAction {
        let settings = state.settings
        guard let form = settings.form, !form.isSaving, !form.isConfirmingDiscard else {
            return .settings(.form(.submit))
        }
        switch SettingsReducer.submission(settings, input: SettingsReducer.Input(state)) {
        case .save(let catalog)?: return .settings(.saveSubmitted(catalog))
        case .export(let request)?: return .settings(.exportSubmitted(request))
        case .invalid?, nil: return .settings(.form(.submit))
        }
    }
}
