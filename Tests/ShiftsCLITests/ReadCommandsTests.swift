import Foundation
import ShiftModel
import Testing

/// `list`, `next`, `types` and `export` as real processes on temp data dirs.
@Suite("Read-only commands, as real processes")
struct ReadCommandsTests {
    static let calendar = """
        BEGIN:VCALENDAR\r
        VERSION:2.0\r
        PRODID:-//test//EN\r
        BEGIN:VTIMEZONE\r
        TZID:Europe/Berlin\r
        BEGIN:STANDARD\r
        DTSTART:19701025T030000\r
        TZOFFSETFROM:+0200\r
        TZOFFSETTO:+0100\r
        RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU\r
        END:STANDARD\r
        END:VTIMEZONE\r
        BEGIN:VEVENT\r
        UID:early-1\r
        DTSTART;TZID=Europe/Berlin:20261123T060000\r
        DTEND;TZID=Europe/Berlin:20261123T140000\r
        SUMMARY:Early\r
        LOCATION:Ward 3\r
        X-SHIFTS-SYMBOL:E\r
        X-OTHER-APP:keep me\r
        END:VEVENT\r
        BEGIN:VTODO\r
        UID:todo-1\r
        SUMMARY:not a shift\r
        END:VTODO\r
        BEGIN:VEVENT\r
        UID:night-1\r
        DTSTART:20261125T210000Z\r
        DTEND:20261126T050000Z\r
        SUMMARY:Night \\u001B]0;pwned\\u0007cover\r
        X-SHIFTS-SYMBOL:N\r
        END:VEVENT\r
        BEGIN:VEVENT\r
        UID:late-1\r
        DTSTART:20261125T130000Z\r
        DTEND:20261125T210000Z\r
        SUMMARY:Late\r
        X-SHIFTS-SYMBOL:L\r
        END:VEVENT\r
        END:VCALENDAR\r

        """.replacingOccurrences(of: "\\u001B", with: "\u{1B}").replacingOccurrences(of: "\\u0007", with: "\u{07}")

    @Test("list prints each shift of the range with its date, in start order, sanitized")
    func list() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "2026-11-25"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == """
            Mon 23 Nov 2026  E  Early        06:00–14:00              @ Ward 3
            Wed 25 Nov 2026  L  Late         14:00–22:00
            Wed 25 Nov 2026  N  Night cover  22:00–06:00 (overnight)

            """)
        let oneDay = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-24", "--to", "2026-11-24"])
        #expect(oneDay.status == 0)
        #expect(oneDay.stdout == "", "the night of the 25th belongs to the 25th, not the 24th or 26th")
        // A weekday --to counts from --from: from Monday the 23rd to "mon" is that Monday alone,
        // whatever day it is today (not the next Monday after today).
        let toWeekday = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "mon"])
        #expect(toWeekday.status == 0)
        #expect(toWeekday.stdout == "Mon 23 Nov 2026  E  Early  06:00–14:00  @ Ward 3\n")
    }

    @Test("the README's list --from mon --to sun is this week, Monday to Sunday, on the real today")
    func thisWeek() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "mon", "--to", "sun", "--json"])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        // Today as the child saw it (TZ=Europe/Berlin); a run across midnight may see the day after.
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = try #require(TimeZone(identifier: "Europe/Berlin"))
        let today = CalendarDay(Date(), in: calendar)
        let monday = today.adding(days: -((today.weekday + 5) % 7))
        #expect(result.stdout.hasPrefix(#"{"from":"\#(monday)","#))
        #expect(result.stdout.hasSuffix(#""to":"\#(monday.adding(days: 6))"}\#n"#))
    }

    @Test("list --json has the documented shape")
    func listJSON() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "2026-11-23", "--json"])
        #expect(result.status == 0)
        #expect(result.stdout == #"{"from":"2026-11-23","shifts":[{"allDay":false,"date":"2026-11-23","end":"2026-11-23T14:00:00+01:00","id":"early-1","location":"Ward 3","notes":"","start":"2026-11-23T06:00:00+01:00","symbol":"E","title":"Early"}],"to":"2026-11-23"}"# + "\n")
    }

    @Test("bad dates and backwards ranges: a message naming the option, exit 64, nothing on stdout",
          arguments: [
            (["--from", "someday"], "shifts: --from 'someday' is not a date: use YYYY-MM-DD, today, tomorrow, yesterday or a weekday name.\n"),
            (["--from", "2026-11-25", "--to", "2026-11-23"], "shifts: --to 2026-11-23 is before --from 2026-11-25: give the earlier day first.\n"),
            (["--from", "2026-01-01", "--to", "2036-12-31"], "shifts: 2026-01-01 to 2036-12-31 is more than 3660 days: ask for a shorter range.\n"),
          ])
    func badRange(arguments: [String], message: String) async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--data-dir", dir.path] + arguments)
        #expect(result.status == 64)
        #expect(result.stdout == "")
        #expect(result.stderr == message)
    }

    @Test("a corrupt calendar: list and export name the file, exit 1, and leave it untouched")
    func corrupt() async throws {
        let text = "BEGIN:VCALENDAR\r\nBEGIN:VEVENT\r\nDTSTART:garbage\r\n"
        let dir = try makeDataDir(calendar: text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("calendar.ics")
        for command in [["list"], ["export"], ["next"]] {
            let result = try await CLIProcess.run(command + ["--data-dir", dir.path])
            #expect(result.status == 1, "\(command)")
            #expect(result.stdout == "", "\(command)")
            #expect(result.stderr.hasPrefix("shifts: Cannot read \(file.path)"), "\(command)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
    }

    @Test("an event libical rejects is left out with one warning naming it (escapes removed); reads still succeed")
    func escapeInErrorMessage() async throws {
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nUID:a\r\nSUMMARY:x\r\n"
            + "DTSTART:2026\u{1B}[31m1123T060000Z\r\nDTEND:20261123T140000Z\r\nEND:VEVENT\r\n"
            + "BEGIN:VEVENT\r\nUID:b\r\nSUMMARY:Good\r\nDTSTART:20261123T060000Z\r\nDTEND:20261123T140000Z\r\n"
            + "END:VEVENT\r\nEND:VCALENDAR\r\n"
        let dir = try makeDataDir(calendar: text)
        defer { try? FileManager.default.removeItem(at: dir) }
        let file = dir.appendingPathComponent("calendar.ics")
        let warning = "shifts: warning: left out what cannot be read in \(file.path): line 3: libical rejects this event: "
            + "Can't parse as DATE-TIME value in DTSTART property. Removing entire property: 20261123T060000Z. "
            + "shifts keeps it in the file unchanged; fix it there to see it.\n"
        let expected: [([String], String)] = [
            (["today", "--date", "2026-11-23"], "?  Good  07:00–15:00\n"),
            (["list", "--from", "2026-11-23", "--to", "2026-11-23"], "Mon 23 Nov 2026  ?  Good  07:00–15:00\n"),
            (["next"], ""),
            (["export"], text),
        ]
        for (command, stdout) in expected {
            let result = try await CLIProcess.run(command + ["--data-dir", dir.path])
            #expect(result.status == 0, "\(command)")
            #expect(result.stdout == stdout, "\(command)")
            #expect(result.stderr == warning, "\(command)")
        }
        #expect(try String(contentsOf: file, encoding: .utf8) == text)
        // A warning that cannot be written (standard error full) does not bring the read down.
        let full = try await CLIProcess.run(["-c", "exec \"$0\" \"$@\" 2>/dev/full", CLIProcess.binary.path,
                                       "list", "--from", "2026-11-23", "--to", "2026-11-23", "--data-dir", dir.path],
                                      executable: URL(fileURLWithPath: "/bin/bash"))
        #expect(full.status == 0)
        #expect(full.stdout == "Mon 23 Nov 2026  ?  Good  07:00–15:00\n")
    }

    @Test("the warning names three unreadable events at most, and counts the rest")
    func manyUnreadableEvents() async throws {
        let bad = (1...5).map { "BEGIN:VEVENT\r\nUID:bad\($0)\r\nDTSTART:2026bad\r\nEND:VEVENT\r\n" }.joined()
        let dir = try makeDataDir(calendar: "BEGIN:VCALENDAR\r\nVERSION:2.0\r\n" + bad + "END:VCALENDAR\r\n")
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["list", "--from", "2026-11-23", "--to", "2026-11-23", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stderr.components(separatedBy: "; line ").count == 3)
        #expect(result.stderr.contains("; and 2 more. shifts keeps it in the file unchanged; fix it there to see it.\n"))
    }

    @Test("next: the first shift starting from now (not one under way, not a past one), and its countdown")
    func next() async throws {
        let now = Date()
        let minute = (now.timeIntervalSince1970 / 60).rounded(.down) * 60
        func stamp(_ offset: Double) -> String {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: "en_US_POSIX")
            formatter.timeZone = TimeZone(identifier: "UTC")
            formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
            return formatter.string(from: Date(timeIntervalSince1970: minute + offset))
        }
        func event(_ uid: String, _ start: Double, _ end: Double, _ title: String) -> String {
            "BEGIN:VEVENT\r\nUID:\(uid)\r\nDTSTART:\(stamp(start))\r\nDTEND:\(stamp(end))\r\nSUMMARY:\(title)\r\nX-SHIFTS-SYMBOL:\(title.prefix(1))\r\nEND:VEVENT\r\n"
        }
        let text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//t//EN\r\n"
            + event("past", -86_400, -80_000, "Past") + event("running", -3600, 3600, "Running")
            + event("later", 2 * 86_400, 2 * 86_400 + 3600, "Later") + event("soon", 2 * 3600 + 300, 3 * 3600, "Soon")
            + "END:VCALENDAR\r\n"
        let dir = try makeDataDir(calendar: text)
        defer { try? FileManager.default.removeItem(at: dir) }

        let plain = try await CLIProcess.run(["next", "--data-dir", dir.path])
        #expect(plain.status == 0)
        // 2 h 5 min ahead of the minute the test started in; the process runs a little later.
        let startsIn = Countdown.possibleMinutes(until: minute + 2 * 3600 + 300, since: minute)
        #expect(Countdown.leadingMinutes(plain.stdout).map(startsIn.contains) == true, "\(plain.stdout), not in \(startsIn)")
        #expect(plain.stdout.contains("  S  Soon  "))

        let json = try await CLIProcess.run(["next", "--data-dir", dir.path, "--json"])
        #expect(json.status == 0)
        #expect(json.stdout.contains(#""id":"soon""#))
        // Asked again: a minute may have turned since the first run ended.
        let startsInLater = Countdown.possibleMinutes(until: minute + 2 * 3600 + 300, since: minute)
        #expect(Countdown.number(after: #""startsInMinutes":"#, in: json.stdout).map(startsInLater.contains) == true,
                "\(json.stdout), not in \(startsInLater)")

        let empty = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: empty) }
        let none = try await CLIProcess.run(["next", "--data-dir", empty.path])
        #expect(none.status == 0)
        #expect(none.stdout == "")
        let noneJSON = try await CLIProcess.run(["next", "--data-dir", empty.path, "--json"])
        #expect(noneJSON.stdout.hasSuffix(#","shift":null,"startsInMinutes":null}"# + "\n"))
    }

    @Test("types: needs a catalog and says to run init; after init lists the defaults, and as JSON")
    func types() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let missing = try await CLIProcess.run(["types", "--data-dir", dir.path])
        #expect(missing.status == 1)
        #expect(missing.stderr == "shifts: there is no \(dir.path)/catalog.json yet, so there are no shift types to list: run `shifts init` first.\n")
        #expect(try await CLIProcess.run(["init", "--data-dir", dir.path, "--name", "Sam"]).status == 0)
        let listed = try await CLIProcess.run(["types", "--data-dir", dir.path])
        #expect(listed.status == 0)
        #expect(listed.stdout == """
            E  Early  06:00–14:00  @ Main site
            L  Late  14:00–22:00  @ Main site
            N  Night  22:00–06:00 (overnight)  @ Main site
            O  Off  all day  @ Main site

            """)
        let json = try await CLIProcess.run(["types", "--data-dir", dir.path, "--json"])
        #expect(json.stdout.contains(#"{"allDay":false,"description":"","end":"06:00","id":"#))
        #expect(json.stdout.contains(#""location":"Main site","overnight":true,"start":"22:00","symbol":"N","title":"Night"}"#))
    }

    @Test("export ics: the whole file as it is; a range keeps only its events, byte for byte, with the zones")
    func exportICS() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let whole = try await CLIProcess.run(["export", "--data-dir", dir.path])
        #expect(whole.status == 0)
        #expect(whole.stdout == Self.calendar)

        let range = try await CLIProcess.run(["export", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "2026-11-24"])
        #expect(range.status == 0)
        let lines = Self.calendar.components(separatedBy: "\r\n")
        let expected = (lines[0..<21] + ["END:VCALENDAR"]).joined(separator: "\r\n") + "\r\n"
        #expect(lines[20] == "END:VEVENT")
        #expect(range.stdout == expected)

        // Outside the data dir: a path inside it is refused (ExportTargetTests).
        let out = FileManager.default.temporaryDirectory.appendingPathComponent("week-\(UUID().uuidString).ics")
        defer { try? FileManager.default.removeItem(at: out) }
        let written = try await CLIProcess.run(["export", "--data-dir", dir.path, "--from", "2026-11-23", "--to", "2026-11-24",
                                          "-o", out.path])
        #expect(written.status == 0)
        #expect(written.stdout == "")
        #expect(written.stderr == "Exported 1 shift to \(out.path).\n")
        #expect(try String(contentsOf: out, encoding: .utf8) == expected)

        let half = try await CLIProcess.run(["export", "--data-dir", dir.path, "--from", "2026-11-23"])
        #expect(half.status == 64)
        #expect(half.stderr.contains("give both --from and --to for a range, or neither for the whole calendar."))
    }

    @Test("export symbols: one per day, ~ for none, + for two")
    func exportSymbols() async throws {
        let dir = try makeDataDir(calendar: Self.calendar)
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["export", "--data-dir", dir.path, "--format", "symbols",
                                         "--from", "2026-11-22", "--to", "2026-11-26"])
        #expect(result.status == 0)
        #expect(result.stdout == "~ E ~ L+N ~\n")
    }
}
