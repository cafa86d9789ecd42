import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// The words of every form, in one place: titles, labels, hints and the
/// messages over a whole form. A form's state holds only typed facts.
enum FormWords {
    private static var chooseHint: String { "\(KeyWords.choose) or a letter" }

    // MARK: Titles

    static func editorTitle(_ purpose: ShiftEditorPurpose?) -> String {
        switch purpose {
        case .add(let day)?: "Add a shift on \(day.mediumLabel)"
        case .switchType(let shift)?: "Switch \(shift.name) on \(shift.day.mediumLabel)"
        case .notes(let shift)?: "Notes for \(shift.name) on \(shift.day.mediumLabel)"
        case .sick(let shift)?: "Mark \(shift.name) on \(shift.day.mediumLabel) sick"
        case nil: ""
        }
    }

    static func bulkTitle(_ kind: BulkEditState.FormKind?) -> String {
        switch kind {
        case .oneType(let days)?: "Add one shift type to \(Self.days(days))"
        case .typePerDay(let days)?: "Add a shift type per day to \(Self.days(days))"
        case nil: ""
        }
    }

    static func shiftTypeTitle(editing: ShiftType?) -> String {
        editing.map { "Edit shift type \($0.name)" } ?? "New shift type"
    }

    static func locationTitle(editing: Location?) -> String {
        editing.map { "Edit location \($0.name)" } ?? "New location"
    }

    static func rotationTitle(editing: Rotation?) -> String {
        editing.map { "Edit rotation \($0.name)" } ?? "New rotation"
    }

    static func presetTitle(_ preset: RotationPreset?) -> String {
        guard let preset else { return "Add a rotation from a preset" }
        return "\(preset.name) (\(preset.patternText)): a type for each role"
    }

    static let rotationApplyTitle = "Apply a rotation: the grid previews it before anything is written"

    static let settingsTitle = "Settings"
    static let exportTitle = "Export one symbol per day (~ for a day with no shift)"
    static let firstRunTitle = "Welcome to shifts"

    /// `Mon 23 Nov 2026`, or `5 days (Mon 23 Nov – Fri 27 Nov 2026)`.
    static func days(_ days: [CalendarDay]) -> String {
        guard let first = days.first, let last = days.last else { return "no days" }
        if days.count == 1 { return first.mediumLabel }
        return "\(days.count) days (\(first.shortLabel) – \(last.mediumLabel))"
    }

    // MARK: Fields

    static func editor(_ field: EditorField, purpose: ShiftEditorPurpose?) -> FieldWords {
        switch field {
        case .type:
            if case .switchType? = purpose { return FieldWords(label: "Switch to", hint: chooseHint) }
            return FieldWords(label: "Shift type", hint: chooseHint)
        case .notes:
            if case .notes? = purpose { return FieldWords(label: "Notes", hint: "empty clears them") }
            return FieldWords(label: "Notes", hint: "optional")
        case .reason:
            return FieldWords(label: "Reason", hint: "optional")
        }
    }

    static func bulk(_ field: BulkField) -> FieldWords {
        switch field {
        case .type: FieldWords(label: "Shift type", hint: chooseHint)
        case .notes: FieldWords(label: "Notes", hint: "optional, for every shift added")
        case .day(let day): FieldWords(label: day.shortLabel)
        }
    }

    static func shiftType(_ field: ShiftTypeField) -> FieldWords {
        switch field {
        case .symbol: FieldWords(label: "Symbol", hint: "1-3 characters or an emoji")
        case .title: FieldWords(label: "Title")
        case .description: FieldWords(label: "Description")
        case .allDay: FieldWords(label: "Duration", off: "start to end", on: "all day")
        case .start: FieldWords(label: "Start", hint: "HH:MM")
        case .end: FieldWords(label: "End", hint: "HH:MM, before the start = overnight")
        case .location: FieldWords(label: "Location")
        case .unpaidBreak: FieldWords(label: "Unpaid break", hint: "minutes; empty: none")
        case .allDayHours: FieldWords(label: "All day counts", hint: "hours, e.g. 8 or 7:30")
        case .notWork: FieldWords(label: "Counts as", off: "work", on: "not work (never counted as hours)")
        }
    }

    static func location(_ field: LocationField) -> FieldWords {
        switch field {
        case .name: FieldWords(label: "Name")
        case .address: FieldWords(label: "Address")
        }
    }

    static func settings(_ field: SettingsField) -> FieldWords {
        switch field {
        case .name: FieldWords(label: "Display name", hint: "shown in the change log")
        case .retention: FieldWords(label: "Keep change log")
        case .purgeOnLaunch: FieldWords(label: "Purge on launch", hint: "remove entries older than that at start")
        case .weekNumbers: FieldWords(label: "Week numbers", hint: "ISO weeks beside the Schedule's grid")
        case .reminderMinutes:
            FieldWords(label: "Remind before", hint: "minutes before a shift; empty: none")
        case .firstWeekday: FieldWords(label: "Week starts on", hint: chooseHint)
        case .contractHours: FieldWords(label: "Contract a week", hint: "hours, e.g. 38:30; empty: no target")
        case .nightStart: FieldWords(label: "Night from", hint: "HH:MM")
        case .nightEnd: FieldWords(label: "Night until", hint: "HH:MM, before the start = overnight")
        case .sickCounts: FieldWords(label: "Sick hours", off: "do not count toward the target",
                                     on: "count toward the target")
        case .accountStart: FieldWords(label: "Account from", hint: "YYYY-MM-DD; empty: from 1 January")
        case .openingBalance: FieldWords(label: "Balance then", hint: "hours carried in, e.g. 40 or -12:30")
        case .annualLeave: FieldWords(label: "Leave a year", hint: "days of annual leave; empty: none")
        case .absenceDay: FieldWords(label: "Leave day counts", hint: "hours, e.g. 7:42; empty: week / 5")
        case .minimumRest: FieldWords(label: "Rest at least", hint: "hours between two shifts")
        case .maxConsecutiveDays: FieldWords(label: "Days in a row", hint: "at most")
        case .maxConsecutiveNights: FieldWords(label: "Nights in a row", hint: "at most")
        case .weeklyMaximum: FieldWords(label: "Week at most", hint: "hours in one week")
        case .averageWeeklyMaximum: FieldWords(label: "Average at most", hint: "hours a week, on average over")
        case .averagingWeeks: FieldWords(label: "Averaged over", hint: "weeks in a row")
        }
    }

    static func export(_ field: ExportField) -> FieldWords {
        switch field {
        case .from: FieldWords(label: "From", hint: "YYYY-MM-DD, today, mon ...")
        case .through: FieldWords(label: "Through")
        case .file: FieldWords(label: "File", hint: "~/ is your home folder")
        }
    }

    static let statisticsRangeTitle = "Statistics for a range of days"

    static func statisticsRange(_ field: StatisticsRangeField) -> FieldWords {
        switch field {
        case .from: FieldWords(label: "From", hint: "YYYY-MM-DD, today, mon ...")
        case .through: FieldWords(label: "Through", hint: "both included")
        }
    }

    static let scheduleFilterTitle = "Filter the schedule: text in titles, locations, notes and sick reasons"

    static func scheduleFilter(_ field: ScheduleFilterField) -> FieldWords {
        switch field {
        case .type: FieldWords(label: "Shift type", hint: "\(chooseHint); — keeps every type")
        case .location: FieldWords(label: "Location", hint: "— keeps every location")
        case .sickOnly: FieldWords(label: "Sick only")
        case .from: FieldWords(label: "From", hint: "empty: no range")
        case .through: FieldWords(label: "Through", hint: "both included")
        case .text: FieldWords(label: "Text", hint: "every word")
        }
    }

    static func rotation(_ field: RotationField) -> FieldWords {
        switch field {
        case .name: FieldWords(label: "Name")
        case .cycle: FieldWords(label: "Cycle", hint: "~ for a day off")
        case .anchor: FieldWords(label: "First day on", hint: "the cycle's day 1")
        }
    }

    static func preset(_ field: PresetField) -> FieldWords {
        switch field {
        case .preset: FieldWords(label: "Preset", hint: chooseHint)
        case .role(let role): FieldWords(label: "\(role) (\(RotationWords.role(role)))", hint: chooseHint)
        }
    }

    static func rotationApply(_ field: RotationApplyField) -> FieldWords {
        switch field {
        case .rotation: FieldWords(label: "Rotation", hint: chooseHint)
        case .from: FieldWords(label: "From", hint: "YYYY-MM-DD, today, mon ...")
        case .to: FieldWords(label: "To", hint: "both included")
        case .anchor: FieldWords(label: "First day on", hint: "empty: the rotation's own (a preset's: From)")
        }
    }

    /// The apply form's problems: its range has its own limit.
    static func rotationApplyProblem(_ problem: FieldProblem) -> String {
        if case .tooManyDays(let max) = problem { return "At most \(max) days at a time." }
        return problem.sentence
    }

    static func firstRun(_ field: FirstRunField) -> FieldWords {
        switch field {
        case .name: FieldWords(label: "Your name", hint: "shown in the change log")
        }
    }

    // MARK: Messages

    /// Why the whole form was not saved.
    static func failure(_ failure: FormFailure) -> String {
        switch failure {
        case .saveFailed(let message): message
        case .catalogRefused(let refusal): NoticeWords.catalogRefusal(refusal)
        case .noDayChosen: "Choose a shift type for at least one day (\(KeyWords.choose) on its line)."
        case .nothingTo(let what): ChangeWords.nothingTo(what)
        }
    }

    /// The first run's failed save also says what the keys do now.
    static func firstRunFailure(_ failure: FormFailure) -> String {
        "\(Self.failure(failure)) Press \(KeyWords.submit) to try again, or \(KeyWords.cancel) to go on without saving."
    }

    /// A missing first-run name: Esc may skip the question.
    static func firstRunProblem(_ problem: FieldProblem) -> String {
        problem == .missing(.name) ? "Enter a name (\(KeyWords.cancel) skips the questions)." : problem.sentence
    }
}
