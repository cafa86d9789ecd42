import ShiftFeatures
import ShiftModel

/// The forms as the features should open them, written out field by field
/// with literal limits, options and choices. A flow test expects these, not
/// what `ShiftTypeForm.make` or a reducer's `form(...)` builds: the builder is
/// part of the code under test, and an expectation built with it cannot see
/// it go wrong.
enum LiteralForms {
    /// The default catalog's one location.
    static let mainSite = [FormChoice(.location("main"), name: "Main site")]

    /// The shift type form; `location` is the index of the chosen option.
    static func shiftType(symbol: String = "", title: String = "", description: String = "", allDay: Bool = false,
                          start: String = "", end: String = "", locations: [FormChoice] = mainSite,
                          location: Int = 0, unpaidBreak: String = "", allDayHours: String = "",
                          notWork: Bool = false) -> FormState<ShiftTypeField> {
        FormState([
            FormField(.symbol, .text(maxLength: 8), text: symbol),
            FormField(.title, .text(maxLength: 50), text: title),
            FormField(.description, .text(maxLength: 210), text: description),
            FormField(.allDay, .toggle, choice: allDay ? 1 : 0),
            FormField(.start, .time, text: start),
            FormField(.end, .time, text: end),
            FormField(.location, .choice(locations), choice: location),
            FormField(.unpaidBreak, .text(maxLength: 4), text: unpaidBreak),
            FormField(.allDayHours, .text(maxLength: 5), text: allDayHours),
            FormField(.notWork, .toggle, choice: notWork ? 1 : 0),
        ])
    }

    /// The default catalog's Early (E, 06:00–14:00 at Main site), as its edit form opens.
    static let early = shiftType(symbol: "E", title: "Early", start: "06:00", end: "14:00")
    /// The default catalog's Late (L, 14:00–22:00 at Main site), as its edit form opens.
    static let late = shiftType(symbol: "L", title: "Late", start: "14:00", end: "22:00")

    static func location(name: String = "", address: String = "") -> FormState<LocationField> {
        FormState([
            FormField(.name, .text(maxLength: 50), text: name),
            FormField(.address, .text(maxLength: 130), text: address),
        ])
    }

    static func rotation(name: String = "", cycle: String = "", anchor: String) -> FormState<RotationField> {
        FormState([
            FormField(.name, .text(maxLength: 50), text: name),
            FormField(.cycle, .text(maxLength: 420), text: cycle),
            FormField(.anchor, .text(maxLength: 20), text: anchor),
        ])
    }

    static let retentions = [
        FormChoice(.retention(.days30), name: "30 days"), FormChoice(.retention(.days90), name: "90 days"),
        FormChoice(.retention(.months6), name: "6 months"), FormChoice(.retention(.year1), name: "1 year"),
        FormChoice(.retention(.years2), name: "2 years"), FormChoice(.retention(.forever), name: "forever"),
    ]

    static let weekdays = [
        FormChoice(.weekday(.sunday), name: "Sunday"), FormChoice(.weekday(.monday), name: "Monday"),
        FormChoice(.weekday(.tuesday), name: "Tuesday"), FormChoice(.weekday(.wednesday), name: "Wednesday"),
        FormChoice(.weekday(.thursday), name: "Thursday"), FormChoice(.weekday(.friday), name: "Friday"),
        FormChoice(.weekday(.saturday), name: "Saturday"),
    ]

    /// The settings form; the defaults are the default catalog's settings
    /// (1 year, no purge, no week numbers, no reminder, Monday first).
    static func settings(name: String = "", retention: Int = 3, purgeOnLaunch: Bool = false,
                         weekNumbers: Bool = false, reminder: String = "",
                         firstWeekday: Int = 1, contract: String = "", nightStart: String = "20:00",
                         nightEnd: String = "06:00", sickCounts: Bool = true, rest: String = "11:00",
                         days: String = "6", nights: String = "4", weekly: String = "60:00", average: String = "48:00",
                         averagingWeeks: String = "17", accountStart: String = "",
                         openingBalance: String = "", annualLeave: String = "",
                         absenceDay: String = "") -> FormState<SettingsField> {
        FormState([
            FormField(.name, .text(maxLength: 70), text: name),
            FormField(.retention, .choice(retentions), choice: retention),
            FormField(.purgeOnLaunch, .toggle, choice: purgeOnLaunch ? 1 : 0),
            FormField(.weekNumbers, .toggle, choice: weekNumbers ? 1 : 0),
            FormField(.reminderMinutes, .text(maxLength: 4), text: reminder),
            FormField(.firstWeekday, .choice(weekdays), choice: firstWeekday),
            FormField(.contractHours, .text(maxLength: 6), text: contract),
            FormField(.nightStart, .time, text: nightStart),
            FormField(.nightEnd, .time, text: nightEnd),
            FormField(.sickCounts, .toggle, choice: sickCounts ? 1 : 0),
            FormField(.minimumRest, .text(maxLength: 6), text: rest),
            FormField(.maxConsecutiveDays, .text(maxLength: 3), text: days),
            FormField(.maxConsecutiveNights, .text(maxLength: 3), text: nights),
            FormField(.weeklyMaximum, .text(maxLength: 6), text: weekly),
            FormField(.averageWeeklyMaximum, .text(maxLength: 6), text: average),
            FormField(.averagingWeeks, .text(maxLength: 3), text: averagingWeeks),
            FormField(.accountStart, .text(maxLength: 10), text: accountStart),
            FormField(.openingBalance, .text(maxLength: 8), text: openingBalance),
            FormField(.annualLeave, .text(maxLength: 3), text: annualLeave),
            FormField(.absenceDay, .text(maxLength: 6), text: absenceDay),
        ])
    }

    static func export(from: String, through: String, file: String = "~/shifts-export.txt") -> FormState<ExportField> {
        FormState([
            FormField(.from, .text(maxLength: 20), text: from),
            FormField(.through, .text(maxLength: 20), text: through),
            FormField(.file, .text(maxLength: 500), text: file),
        ])
    }

    /// The first-run question: the display name, empty.
    static let firstRun = FormState([FormField(FirstRunField.name, .text(maxLength: 60))])
}
