import Foundation

extension Settings {
    /// The alarm the settings ask for, nil when reminders are off.
    package var reminder: ShiftReminder? { reminderMinutes.map(ShiftReminder.init(minutesBefore:)) }
}
