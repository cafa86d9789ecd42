import ShiftModel

/// The Settings screen (SE1): display name, change-log retention, purge on
/// launch, and the export of one symbol per day.
public struct SettingsState: Hashable, Sendable {
    /// The settings form, while open.
    public var form: FormState<SettingsField>?
    /// The export form, while open (never both).
    public var exportForm: FormState<ExportField>?
    public var notice: Notice?

    public init(form: FormState<SettingsField>? = nil, exportForm: FormState<ExportField>? = nil,
                notice: Notice? = nil) {
        self.form = form
        self.exportForm = exportForm
        self.notice = notice
    }

    public var isBusy: Bool { form?.isSaving == true || exportForm?.isSaving == true }

    /// What the keys need to know of the open form, if one is.
    public var formStatus: FormStatus? { form?.status ?? exportForm?.status }
}

/// The fields of the settings form.
public enum SettingsField: Hashable, Sendable {
    /// The display name the change log records.
    case name
    case retention
    /// Remove entries older than the retention at start.
    case purgeOnLaunch
    /// ISO week numbers beside the Schedule's weeks.
    case weekNumbers
    /// Minutes before each shift its event rings; empty: no reminders.
    case reminderMinutes
    /// The day weeks start on.
    case firstWeekday
    /// Contract hours a week (`38:30`); empty: no target.
    case contractHours
    /// The night window, by the wall clock.
    case nightStart, nightEnd
    /// Whether sick hours count toward the target.
    case sickCounts
    /// The working-time rules' limits.
    case minimumRest, maxConsecutiveDays, maxConsecutiveNights, weeklyMaximum, averageWeeklyMaximum, averagingWeeks
    /// The hours account's first day (`YYYY-MM-DD`); empty: each year from January.
    case accountStart
    /// The balance carried in on that day (`-12:30`); empty: none.
    case openingBalance
    /// Days of annual leave a year; empty: no allowance.
    case annualLeave
    /// What a day of absence counts (`7:42`); empty: a fifth of the contract.
    case absenceDay
}

/// The fields of the export form.
public enum ExportField: Hashable, Sendable {
    case from, through
    /// Where to write.
    case file
}

/// What to export: the days `from` through `through`, to `path`.
public struct ExportRequest: Hashable, Sendable {
    public var from: CalendarDay
    public var through: CalendarDay
    public var path: String

    public init(from: CalendarDay, through: CalendarDay, path: String) {
        self.from = from
        self.through = through
        self.path = path
    }

    public var dayCount: Int { through.ordinal - from.ordinal + 1 }
}

public struct ExportDone: Hashable, Sendable {
    public var days: Int
    /// The absolute path written.
    public var path: String

    public init(days: Int, path: String) {
        self.days = days
        self.path = path
    }
}

public enum SettingsAction: Hashable, Sendable {
    /// Open the settings form.
    case edit
    /// Open the export form.
    case export
    /// A key in the open form (settings or export). Enter arrives as
    /// `.submit` only when the form is not valid: it then shows why.
    case form(FormAction)
    /// Enter on a valid settings form: save this catalog.
    case saveSubmitted(Catalog)
    /// Enter on a valid export form: write this export.
    case exportSubmitted(ExportRequest)
    case saved(Result<Catalog, UserFacingError>)
    case exported(Result<ExportDone, UserFacingError>)
}
