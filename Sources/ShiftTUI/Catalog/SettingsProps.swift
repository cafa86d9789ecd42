import ShiftPresentation
import ShiftFeatures
import ShiftModel
import Terminal

/// What the Settings screen draws.
struct SettingsProps: Hashable, Sendable {
    package var rows: [(label: String, value: String)] {
        zip(labels, values).map { ($0, $1) }
    }

    package var labels: [String]
    package var values: [String]
    package var form: FormProps?
    /// Which shifts ring, with reminders on: an alarm is written into a
    /// shift's event when it is saved, so older shifts keep what they had.
    var reminderNote: String?
    var notice: NoticeLine?
    package var isBusy: Bool

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

    package init(settings state: SettingsState, catalog: CatalogState) {
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
