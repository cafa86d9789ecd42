import Foundation
import ShiftModel
import Testing

/// The settings of issue point "seen outside shifts" on the command line:
/// `next --reminder`, the alarm `add` writes, and the week's first day.
@Suite("Reminders and the first weekday, as real processes")
struct ReminderCommandTests {
    /// A catalog.json of the default types with these settings keys added.
    static func catalog(_ settings: String) -> String {
        #"{"schemaVersion": 2, "profile": {"displayName": "T"}, "settings": {"retention": "1y", "purgeOnLaunch": false\#(settings)}, "#
            + #""locations": [{"id": "main", "name": "Main site", "address": ""}], "shiftTypes": ["#
            + #"{"id": "early", "symbol": "E", "title": "Early", "description": "", "allDay": false, "start": "06:00", "end": "14:00", "locationId": "main"}]}"#
    }

    /// UTC `yyyyMMddTHHmmssZ` of the minute the test started in, plus `offset` seconds.
    static func stamp(_ minute: Double, _ offset: Double) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: Date(timeIntervalSince1970: minute + offset))
    }

    static func dataDir(catalog: String?, events: [(uid: String, start: Double, end: Double, extra: String)],
                        minute: Double) throws -> URL {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n" + events.map { event in
            "BEGIN:VEVENT\r\nUID:\(event.uid)\r\nDTSTART:\(stamp(minute, event.start))\r\nDTEND:\(stamp(minute, event.end))\r\n"
                + "SUMMARY:\(event.uid)\r\nX-SHIFTS-SYMBOL:\(event.uid.prefix(1).uppercased())\r\n\(event.extra)END:VEVENT\r\n"
        }.joined() + "END:VCALENDAR\r\n"
        let dir = try makeDataDir(calendar: text)
        if let catalog { try Data(catalog.utf8).write(to: dir.appendingPathComponent("catalog.json")) }
        return dir
    }

    /// The VALARM `shifts` writes into a shift saved with reminders `minutes` before.
    static func alarm(_ minutes: Int) -> String {
        "BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT\(minutes)M\r\nDESCRIPTION:Shift\r\nX-SHIFTS-ALARM:TRUE\r\nEND:VALARM\r\n"
    }

    @Test("next --reminder: the first alarm the calendar holds still to ring, skipping a passed one, a sick shift, an all-day one; a shift saved before reminders is named as silent")
    func nextReminder() async throws {
        let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        let dir = try Self.dataDir(catalog: Self.catalog(#", "reminderMinutes": 60"#), events: [
            // Starts in 30 min: its alarm rang 30 min ago.
            ("passed", 1800, 7200, Self.alarm(60)),
            ("sick", 2 * 3600, 3 * 3600, "X-SHIFTS-SICK:TRUE\r\n" + Self.alarm(60)),
            ("holiday", 0, 0, ""),
            // Saved before reminders were on: no alarm, it does not ring.
            ("old", 2 * 3600 + 1800, 3 * 3600, ""),
            // Starts in 3 h 5 min: rings in 2 h 5 min.
            ("soon", 3 * 3600 + 300, 4 * 3600, Self.alarm(60)),
        ], minute: minute)
        defer { try? FileManager.default.removeItem(at: dir) }

        let plain = try await CLIProcess.run(["next", "--reminder", "--data-dir", dir.path])
        #expect(plain.status == 0)
        #expect(plain.stderr.hasPrefix("shifts: 1 shift before it has no reminder in the calendar, the first O old on "),
                "\(plain.stderr)")
        #expect(plain.stderr.hasSuffix(": saved before reminders were set to 60 minutes. Saving a shift again (an edit) writes its alarm.\n"))
        var berlin = Calendar(identifier: .gregorian)
        berlin.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let rings = berlin.dateComponents([.hour, .minute], from: Date(timeIntervalSince1970: minute + 2 * 3600 + 300))
        let time = TimeOfDay(hour: rings.hour ?? 0, minute: rings.minute ?? 0)
        // The process runs a little after the minute the test started in.
        let ringsIn = Countdown.possibleMinutes(until: minute + 2 * 3600 + 300, since: minute)
        #expect(Countdown.leadingMinutes(plain.stdout).map(ringsIn.contains) == true, "\(plain.stdout), not in \(ringsIn)")
        #expect(plain.stdout.contains(" min  reminder \(time)  "), "\(plain.stdout)")
        #expect(plain.stdout.contains("  S  soon  "))

        let json = try await CLIProcess.run(["next", "--reminder", "--json", "--data-dir", dir.path])
        #expect(json.status == 0)
        // Asked again: a minute may have turned since the first run ended.
        let ringsInLater = Countdown.possibleMinutes(until: minute + 2 * 3600 + 300, since: minute)
        #expect(Countdown.number(after: #""reminderMinutes":60,"remindsInMinutes":"#, in: json.stdout)
                    .map(ringsInLater.contains) == true, "\(json.stdout), not in \(ringsInLater)")
        #expect(json.stdout.contains(#""id":"soon""#))
        let startsIn = Countdown.possibleMinutes(until: minute + 3 * 3600 + 300, since: minute)
        #expect(Countdown.number(after: #","startsInMinutes":"#, in: json.stdout).map(startsIn.contains) == true,
                "\(json.stdout), not in \(startsIn)")
        #expect(json.stdout.hasSuffix("}\n"))
    }

    @Test("next --reminder rings at the minutes the shift was saved with, not the setting's now")
    func nextReminderUsesTheSavedAlarm() async throws {
        let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        let dir = try Self.dataDir(catalog: Self.catalog(#", "reminderMinutes": 60"#), events: [
            // Saved while reminders were 30 minutes: starts in 3 h, rings in 2 h 30 min.
            ("early", 3 * 3600, 4 * 3600, Self.alarm(30)),
        ], minute: minute)
        defer { try? FileManager.default.removeItem(at: dir) }
        let json = try await CLIProcess.run(["next", "--reminder", "--json", "--data-dir", dir.path])
        #expect(json.status == 0)
        #expect(json.stderr == "")
        let ringsIn = Countdown.possibleMinutes(until: minute + 2 * 3600 + 1800, since: minute)
        #expect(Countdown.number(after: #""reminderMinutes":30,"remindsInMinutes":"#, in: json.stdout)
                    .map(ringsIn.contains) == true, "\(json.stdout), not in \(ringsIn)")
    }

    @Test("next --reminder with reminders off says how to turn them on (exit 1); --json says null")
    func remindersOff() async throws {
        let minute = (Date().timeIntervalSince1970 / 60).rounded(.down) * 60
        let dir = try Self.dataDir(catalog: Self.catalog(""), events: [("soon", 3600, 7200, "")], minute: minute)
        defer { try? FileManager.default.removeItem(at: dir) }
        let plain = try await CLIProcess.run(["next", "--reminder", "--data-dir", dir.path])
        #expect(plain.status == 1)
        #expect(plain.stdout == "")
        #expect(plain.stderr == "shifts: reminders are off: set minutes under \"Remind before\" on the Settings screen, "
            + "and shifts writes an alarm into each shift it writes from then on.\n")
        let json = try await CLIProcess.run(["next", "--reminder", "--json", "--data-dir", dir.path])
        #expect(json.status == 0)
        #expect(json.stdout.hasSuffix(#","reminder":null,"reminderMinutes":null,"remindsInMinutes":null,"shift":null,"startsInMinutes":null}"# + "\n"),
                "\(json.stdout)")
    }

    @Test("add with reminders on writes the shift's event with its alarm")
    func addWritesTheAlarm() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.catalog(#", "reminderMinutes": 45"#).utf8).write(to: dir.appendingPathComponent("catalog.json"))
        let added = try await CLIProcess.run(["add", "2026-11-24", "E", "--data-dir", dir.path])
        #expect(added.status == 0, "\(added.stderr)")
        let text = String(decoding: try Data(contentsOf: dir.appendingPathComponent("calendar.ics")), as: UTF8.self)
        #expect(text.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:-PT45M\r\nDESCRIPTION:E Early\r\n"
            + "X-SHIFTS-ALARM:TRUE\r\nEND:VALARM\r\nEND:VEVENT\r\n"))
    }

    @Test("list --from sun --to sat follows the first weekday of the settings: this week from Sunday")
    func weekFromSettings() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(Self.catalog(#", "firstWeekday": "sunday""#).utf8).write(to: dir.appendingPathComponent("catalog.json"))
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "sun", "--to", "sat", "--json"])
        #expect(result.status == 0)
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let today = CalendarDay(Date(), in: calendar)
        let sunday = today.adding(days: -(today.weekday - 1))
        #expect(result.stdout == #"{"from":"\#(sunday)","shifts":[],"to":"\#(sunday.adding(days: 6))"}"# + "\n")
    }
}
