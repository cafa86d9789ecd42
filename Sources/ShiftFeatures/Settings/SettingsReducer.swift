import Redux
import ShiftModel

/// Pure transitions of the Settings screen.
package enum SettingsReducer {
    /// In the home folder, not wherever the app was started from.
    package static let defaultExportFile = "~/shifts-export.txt"

    /// The settings form, built in one place.
    package static func settingsForm(_ catalog: Catalog) -> FormState<SettingsField> {
        FormState([
            FormField(.name, .text(maxLength: CatalogState.maxNameLength + 10), text: catalog.profile.displayName),
            .choice(.retention, options: RetentionPolicy.allCases.map { FormChoice(.retention($0), name: $0.label) },
                    selected: .retention(catalog.settings.retention)),
            .toggle(.purgeOnLaunch, isOn: catalog.settings.purgeOnLaunch),
            .toggle(.weekNumbers, isOn: catalog.settings.showsWeekNumbers),
            FormField(.reminderMinutes, .text(maxLength: 4), text: catalog.settings.reminderMinutes.map(String.init) ?? ""),
            .choice(.firstWeekday, options: Weekday.allCases.map { FormChoice(.weekday($0), name: $0.name) },
                    selected: .weekday(catalog.settings.firstWeekday)),
        ] + workingTimeFields(catalog.settings.workingTime))
    }

    /// The hours' and the rules' fields: hours as `38:30`, counts as numbers.
    static func workingTimeFields(_ settings: WorkingTimeSettings) -> [FormField<SettingsField>] {
        let limits = settings.limits
        return [
            FormField(.contractHours, .text(maxLength: 6), text: settings.contractMinutesPerWeek.map(HoursText.text) ?? ""),
            FormField(.nightStart, .time, text: settings.nightStart.description),
            FormField(.nightEnd, .time, text: settings.nightEnd.description),
            .toggle(.sickCounts, isOn: settings.sickCountsTowardTarget),
            FormField(.minimumRest, .text(maxLength: 6), text: HoursText.text(limits.minimumRestMinutes)),
            FormField(.maxConsecutiveDays, .text(maxLength: 3), text: "\(limits.maximumConsecutiveDays)"),
            FormField(.maxConsecutiveNights, .text(maxLength: 3), text: "\(limits.maximumConsecutiveNights)"),
            FormField(.weeklyMaximum, .text(maxLength: 6), text: HoursText.text(limits.weeklyMaximumMinutes)),
            FormField(.averageWeeklyMaximum, .text(maxLength: 6), text: HoursText.text(limits.averageWeeklyMaximumMinutes)),
            FormField(.averagingWeeks, .text(maxLength: 3), text: "\(limits.averagingWeeks)"),
            FormField(.accountStart, .text(maxLength: 10), text: settings.accountStart?.description ?? ""),
            FormField(.openingBalance, .text(maxLength: 8),
                      text: settings.openingBalanceMinutes == 0 ? "" : HoursText.signedText(settings.openingBalanceMinutes)),
            FormField(.annualLeave, .text(maxLength: 3), text: settings.annualLeaveDays.map(String.init) ?? ""),
            FormField(.absenceDay, .text(maxLength: 6), text: settings.absenceDayMinutes.map(HoursText.text) ?? ""),
        ]
    }

    /// The working-time settings the form holds, or each field's problem.
    package static func workingTime(_ form: FormState<SettingsField>,
                                   over current: WorkingTimeSettings) -> Result<WorkingTimeSettings, ValidationErrors<SettingsField>> {
        var errors = ValidationErrors<SettingsField>()
        var settings = current
        func read(_ reading: HoursText.Reading, _ field: SettingsField, into value: inout Int) {
            switch reading {
            case .value(let read): value = read
            case .problem(let problem): errors[field] = problem
            }
        }
        let contract = form.text(.contractHours)
        if TextRules.trimmed(contract).isEmpty {
            settings.contractMinutesPerWeek = nil
        } else {
            var minutes = 0
            read(HoursText.parsed(contract, in: WorkingTimeSettings.contractRange), .contractHours, into: &minutes)
            settings.contractMinutesPerWeek = minutes
        }
        for field in [SettingsField.nightStart, .nightEnd] {
            let text = form.text(field)
            guard let time = TimeOfDay(parsing: text) else {
                errors[field] = TextRules.trimmed(text).isEmpty ? .missing(.time) : .notATime
                continue
            }
            if field == .nightStart { settings.nightStart = time } else { settings.nightEnd = time }
        }
        if errors[.nightStart] == nil, errors[.nightEnd] == nil, settings.nightStart == settings.nightEnd {
            errors[.nightEnd] = .endIsStart
        }
        settings.sickCountsTowardTarget = form.isOn(.sickCounts)
        readAccount(form, into: &settings, errors: &errors)
        readLeave(form, into: &settings, errors: &errors)
        read(HoursText.parsed(form.text(.minimumRest), in: WorkingTimeLimits.restRange), .minimumRest,
             into: &settings.limits.minimumRestMinutes)
        read(HoursText.number(form.text(.maxConsecutiveDays), in: WorkingTimeLimits.consecutiveRange),
             .maxConsecutiveDays, into: &settings.limits.maximumConsecutiveDays)
        read(HoursText.number(form.text(.maxConsecutiveNights), in: WorkingTimeLimits.consecutiveRange),
             .maxConsecutiveNights, into: &settings.limits.maximumConsecutiveNights)
        read(HoursText.parsed(form.text(.weeklyMaximum), in: WorkingTimeLimits.weeklyRange), .weeklyMaximum,
             into: &settings.limits.weeklyMaximumMinutes)
        read(HoursText.parsed(form.text(.averageWeeklyMaximum), in: WorkingTimeLimits.weeklyRange),
             .averageWeeklyMaximum, into: &settings.limits.averageWeeklyMaximumMinutes)
        read(HoursText.number(form.text(.averagingWeeks), in: WorkingTimeLimits.averagingRange), .averagingWeeks,
             into: &settings.limits.averagingWeeks)
        return errors.isEmpty ? .success(settings) : .failure(errors)
    }

    /// The hours account's start and opening balance: a day as
    /// `YYYY-MM-DD` (empty: none), a balance as signed hours (empty: none),
    /// which needs a start day.
    static func readAccount(_ form: FormState<SettingsField>, into settings: inout WorkingTimeSettings,
                            errors: inout ValidationErrors<SettingsField>) {
        let start = TextRules.trimmed(form.text(.accountStart))
        if start.isEmpty {
            settings.accountStart = nil
        } else if let day = CalendarDay(iso: start) {
            if day.isSupported { settings.accountStart = day } else { errors[.accountStart] = .unsupportedDay(day) }
        } else {
            errors[.accountStart] = .notADate
        }
        let balance = TextRules.trimmed(form.text(.openingBalance))
        if balance.isEmpty {
            settings.openingBalanceMinutes = 0
        } else {
            switch HoursText.parsedSigned(balance, in: WorkingTimeSettings.openingBalanceRange) {
            case .value(let minutes): settings.openingBalanceMinutes = minutes
            case .problem(let problem): errors[.openingBalance] = problem
            }
        }
        if settings.openingBalanceMinutes != 0, start.isEmpty {
            errors[.openingBalance] = .balanceWithoutStart
        }
    }

    /// The leave allowance (days; empty: none) and what a day of absence
    /// counts (hours; empty: a fifth of the contract).
    static func readLeave(_ form: FormState<SettingsField>, into settings: inout WorkingTimeSettings,
                          errors: inout ValidationErrors<SettingsField>) {
        let days = form.text(.annualLeave)
        if TextRules.trimmed(days).isEmpty {
            settings.annualLeaveDays = nil
        } else {
            switch HoursText.number(days, in: WorkingTimeSettings.annualLeaveRange) {
            case .value(let value): settings.annualLeaveDays = value
            case .problem(let problem): errors[.annualLeave] = problem
            }
        }
        let day = form.text(.absenceDay)
        if TextRules.trimmed(day).isEmpty {
            settings.absenceDayMinutes = nil
        } else {
            switch HoursText.parsed(day, in: WorkingTimeSettings.absenceDayRange) {
            case .value(let minutes): settings.absenceDayMinutes = minutes
            case .problem(let problem): errors[.absenceDay] = problem
            }
        }
    }

    /// What the reminder field holds.
    package enum ReminderEntry: Hashable, Sendable {
        /// Empty: no reminders.
        case off
        case minutes(Int)
        case invalid(FieldProblem)

        /// Whole minutes in `Settings.reminderMinutesRange`, or empty for off.
        package init(_ text: String) {
            let typed = TextRules.trimmed(text)
            let range = Settings.reminderMinutesRange
            if typed.isEmpty {
                self = .off
            } else if typed.allSatisfy({ $0.isASCII && $0.isNumber }), let minutes = Int(typed), range.contains(minutes) {
                self = .minutes(minutes)
            } else {
                self = .invalid(.notANumber(lowest: range.lowerBound, highest: range.upperBound))
            }
        }
    }

    /// The export form, built in one place: from today, 30 days, when the day is known.
    package static func exportForm(today: CalendarDay?) -> FormState<ExportField> {
        FormState([
            FormField(.from, .text(maxLength: 20), text: today?.description ?? ""),
            FormField(.through, .text(maxLength: 20), text: today?.adding(days: 29).description ?? ""),
            FormField(.file, .text(maxLength: 500), text: defaultExportFile),
        ])
    }

    /// What Settings reads and does not own: the catalog, and the day the
    /// export form starts on.
    package struct Input: Sendable {
        package var catalog: CatalogState
        package var today: CalendarDay?

        package init(catalog: CatalogState, today: CalendarDay?) {
            self.catalog = catalog
            self.today = today
        }

        package init(_ app: AppState) {
            self.init(catalog: app.catalog, today: app.clockToday)
        }
    }

    package static let reducer = EffectReducer<SettingsState, Input, SettingsAction, SettingsEffect>(reduce)

    /// Saving and exporting are asked of `SettingsMiddleware` only when the
    /// form takes the submission (it was not already saving).
    @discardableResult
    package static func reduce(_ state: inout SettingsState, _ action: SettingsAction, input: Input) -> SettingsEffect? {
        switch action {
        case .edit:
            if input.catalog.refuses(&state.notice) { return nil }
            state.notice = nil
            state.exportForm = nil
            state.form = settingsForm(input.catalog.catalog)

        case .export:
            state.notice = nil
            state.form = nil
            state.exportForm = exportForm(today: input.today)

        case .form(let formAction):
            if state.exportForm != nil {
                let outcome = FormReducer.reduce(&state.exportForm, formAction)
                let checks = outcome == .submit || state.exportForm?.rechecks(after: formAction) == true
                guard checks else { return nil }
                var problems: [ExportField: FieldProblem] = [:]
                if case .invalid(let found)? = exportSubmission(state, today: input.today) { problems = found }
                if outcome == .submit {
                    state.exportForm?.refused(problems)
                } else {
                    state.exportForm?.clearSolved(problems)
                }
                return nil
            }
            let outcome = FormReducer.reduce(&state.form, formAction)
            if outcome == .submit, case .invalid(let problems, let failure)? = submission(state, input: input) {
                state.form?.refused(problems, failure: failure)
            } else if state.form?.rechecks(after: formAction) == true {
                let current = submission(state, input: input)?.problems ?? [:]
                state.form?.clearSolved(current)
            }

        case .saveSubmitted(let catalog):
            guard state.form?.isSaving == false else { return nil }
            state.form?.startSaving()
            return .save(catalog)

        case .exportSubmitted(let request):
            guard state.exportForm?.isSaving == false else { return nil }
            state.exportForm?.startSaving()
            return .export(request)

        case .saved(.success):
            state.form = nil
            state.notice = .settingsSaved

        case .saved(.failure(let error)):
            state.form?.saveFailed(.saveFailed(error.message))

        case .exported(.failure(let error)):
            state.exportForm?.saveFailed(.saveFailed(error.message))

        case .exported(.success(let done)):
            state.exportForm = nil
            state.notice = .exported(done)
        }
        return nil
    }

    /// What Enter on the settings form comes to.
    package enum Submission: Hashable, Sendable {
        /// Problems by field, and why the whole form cannot be saved.
        case invalid([SettingsField: FieldProblem], FormFailure?)
        case save(Catalog)

        /// The fields' problems (none when it can be saved).
        var problems: [SettingsField: FieldProblem] {
            if case .invalid(let problems, _) = self { return problems }
            return [:]
        }
    }

    /// What Enter on the settings form comes to, or nil with it not open.
    package static func submission(_ state: SettingsState, input: Input) -> Submission? {
        guard let form = state.form else { return nil }
        if let refusal = input.catalog.refusal { return .invalid([:], .catalogRefused(refusal)) }
        var problems: [SettingsField: FieldProblem] = [:]
        problems[.name] = CatalogState.nameProblem(TextRules.trimmed(form.text(.name)), whenEmpty: .displayName)
        if case .invalid(let problem) = ReminderEntry(form.text(.reminderMinutes)) {
            problems[.reminderMinutes] = problem
        }
        if case .failure(let errors) = workingTime(form, over: input.catalog.catalog.settings.workingTime) {
            problems.merge(errors.problems) { first, _ in first }
        }
        if !problems.isEmpty { return .invalid(problems, nil) }
        return .save(applying(form, to: input.catalog.catalog))
    }

    /// The catalog with the settings form's values.
    package static func applying(_ form: FormState<SettingsField>, to catalog: Catalog) -> Catalog {
        var catalog = catalog
        catalog.profile.displayName = TextRules.trimmed(form.text(.name))
        catalog.settings.retention = form.retention(.retention) ?? catalog.settings.retention
        catalog.settings.purgeOnLaunch = form.isOn(.purgeOnLaunch)
        catalog.settings.showsWeekNumbers = form.isOn(.weekNumbers)
        switch ReminderEntry(form.text(.reminderMinutes)) {
        case .off: catalog.settings.reminderMinutes = nil
        case .minutes(let minutes): catalog.settings.reminderMinutes = minutes
        case .invalid: break
        }
        catalog.settings.firstWeekday = form.weekday(.firstWeekday) ?? catalog.settings.firstWeekday
        if case .success(let workingTime) = workingTime(form, over: catalog.settings.workingTime) {
            catalog.settings.workingTime = workingTime
        }
        return catalog
    }

    /// What Enter on the export form comes to.
    package enum ExportSubmission: Hashable, Sendable {
        case invalid([ExportField: FieldProblem])
        case export(ExportRequest)
    }

    /// What Enter on the export form comes to, or nil with it not open.
    package static func exportSubmission(_ state: SettingsState, today: CalendarDay?) -> ExportSubmission? {
        guard let form = state.exportForm else { return nil }
        var problems: [ExportField: FieldProblem] = [:]
        /// The day typed into `field`, or nil with its problem in `problems`.
        func day(_ field: ExportField) -> CalendarDay? {
            let resolved: Result<CalendarDay, DayArgument.Refusal>
            if let today {
                resolved = DayArgument.resolve(form.text(field), today: today)
            } else {
                let day = CalendarDay(iso: TextRules.trimmed(form.text(field)))
                resolved = day.map { $0.isSupported ? .success($0) : .failure(.unsupported($0)) } ?? .failure(.notADate)
            }
            switch resolved {
            case .success(let day): return day
            case .failure(let refusal): problems[field] = refusal.problem
            }
            return nil
        }
        let from = day(.from)
        let through = day(.through)
        let path = TextRules.trimmed(form.text(.file))
        if path.isEmpty { problems[.file] = .missing(.fileName) }
        var request: ExportRequest?
        if let from, let through {
            problems[.through] = FieldProblem.ofRange(from: from, through: through, maxDays: SymbolExport.maxDays)
            request = ExportRequest(from: from, through: through, path: path)
        }
        guard problems.isEmpty, let request else { return .invalid(problems) }
        return .export(request)
    }
}
