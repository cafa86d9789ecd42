import Foundation
import Testing

/// The scan cache seen from outside: `shifts today` prints the same with and
/// without it, keeps it under $XDG_CACHE_HOME/shifts, reuses it while the
/// calendar is unchanged, and never shows a stale scan.
@Suite("the scan cache, as a real process")
struct ScanCacheCommandTests {
    /// 600 daily shifts from 2026-06-01, about 90 kB: over the size the
    /// cache starts at. `title` names the shifts of 2026-11-23.
    static func calendar(title: String) -> String {
        var text = "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//test//EN\r\n"
        let start = Date(timeIntervalSince1970: 1_780_272_000)  // 2026-06-01 00:00 UTC
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyyMMdd"
        formatter.timeZone = TimeZone(identifier: "UTC")
        for day in 0..<600 {
            let date = formatter.string(from: start.addingTimeInterval(Double(day) * 86_400))
            let summary = date == "20261123" ? title : "Early"
            text += "BEGIN:VEVENT\r\nUID:day-\(day)-0b1e6f7c-3a52-4b2e-9d1f-5c8a7e6d4b3a\r\n"
                + "DTSTART:\(date)T050000Z\r\nDTEND:\(date)T130000Z\r\nSUMMARY:\(summary)\r\n"
                + "LOCATION:Ward 3\r\nX-SHIFTS-SYMBOL:E\r\nEND:VEVENT\r\n"
        }
        return text + "END:VCALENDAR\r\n"
    }

    func inode(_ path: String) throws -> UInt64 {
        let attributes = try FileManager.default.attributesOfItem(atPath: path)
        return try #require((attributes[.systemFileNumber] as? NSNumber)?.uint64Value)
    }

    @Test("today prints the same with and without the cache, and a changed calendar is read again")
    func sameOutput() async throws {
        let dir = try makeDataDir(calendar: Self.calendar(title: "Early"))
        let cacheHome = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-cache-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: cacheHome)
        }
        let arguments = ["today", "--data-dir", dir.path, "--date", "2026-11-23"]
        let withCache = ["XDG_CACHE_HOME": cacheHome.path]
        let expected = "E  Early  06:00–14:00  @ Ward 3\n"

        // No cache place at all (no XDG_CACHE_HOME, no HOME): scanned.
        let uncached = try await CLIProcess.run(arguments)
        #expect(uncached.stdout == expected)
        #expect(uncached.status == 0)
        #expect(!FileManager.default.fileExists(atPath: cacheHome.path))

        let first = try await CLIProcess.run(arguments, environment: withCache)
        #expect(first.stdout == expected)
        #expect(first.stderr == "")
        let files = try FileManager.default.contentsOfDirectory(atPath: cacheHome.appendingPathComponent("shifts").path)
        #expect(files.count == 1)
        let cacheFile = cacheHome.appendingPathComponent("shifts").appendingPathComponent(try #require(files.first)).path
        let written = try inode(cacheFile)

        // Unchanged calendar: the cache is read, not written again.
        let second = try await CLIProcess.run(arguments, environment: withCache)
        #expect(second.stdout == expected)
        #expect(try inode(cacheFile) == written)
        let json = try await CLIProcess.run(arguments + ["--json"], environment: withCache)
        #expect(json.stdout == (try await CLIProcess.run(arguments + ["--json"])).stdout)

        // Another program changes the calendar: the change shows, and the
        // cache is written again for the new file.
        try Data(Self.calendar(title: "Later").utf8).write(to: dir.appendingPathComponent("calendar.ics"))
        let changed = try await CLIProcess.run(arguments, environment: withCache)
        #expect(changed.stdout == "E  Later  06:00–14:00  @ Ward 3\n")
        #expect(try inode(cacheFile) != written)
    }

    /// Each kind of time the cache keeps or leaves, around the night
    /// Europe's clocks go back (2026-10-25), added to the daily shifts.
    static let zonedEvents = [
        "BEGIN:VTIMEZONE", "TZID:Europe/Berlin", "BEGIN:STANDARD", "DTSTART:19701025T030000",
        "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU", "TZOFFSETFROM:+0200", "TZOFFSETTO:+0100", "END:STANDARD",
        "BEGIN:DAYLIGHT", "DTSTART:19700329T020000", "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
        "TZOFFSETFROM:+0100", "TZOFFSETTO:+0200", "END:DAYLIGHT", "END:VTIMEZONE",
        "BEGIN:VEVENT", "UID:night-1f0c", "DTSTART;TZID=Europe/Berlin:20261024T220000",
        "DTEND;TZID=Europe/Berlin:20261025T060000", "SUMMARY:Night", "X-SHIFTS-SYMBOL:N", "END:VEVENT",
        "BEGIN:VEVENT", "UID:sick-2a7d", "DTSTART:20261025T140000Z", "DTEND:20261025T220000Z",
        "SUMMARY:Late (sick)", "X-SHIFTS-SICK:TRUE", "X-SHIFTS-SICK-REASON:Flu", "END:VEVENT",
        "BEGIN:VEVENT", "UID:leave-3b8e", "DTSTART;VALUE=DATE:20261024", "DTEND;VALUE=DATE:20261027",
        "SUMMARY:Leave", "END:VEVENT",
        "BEGIN:VEVENT", "UID:floating-4c9f", "DTSTART:20261025T013000", "DTEND:20261025T043000",
        "SUMMARY:Floating", "END:VEVENT",
    ].map { $0 + "\r\n" }.joined()

    @Test("every zone prints the same without a cache, with one just written and with one kept, whoever wrote it")
    func sameOutputInEveryZone() async throws {
        let text = Self.calendar(title: "Early")
            .replacingOccurrences(of: "END:VCALENDAR\r\n", with: Self.zonedEvents + "END:VCALENDAR\r\n")
        let dir = try makeDataDir(calendar: text)
        let cacheRoot = FileManager.default.temporaryDirectory.appendingPathComponent("shifts-cache-\(UUID().uuidString)")
        defer {
            try? FileManager.default.removeItem(at: dir)
            try? FileManager.default.removeItem(at: cacheRoot)
        }
        let commands = [
            ["today", "--data-dir", dir.path, "--date", "2026-10-24"],
            ["today", "--data-dir", dir.path, "--date", "2026-10-25", "--json"],
            ["list", "--data-dir", dir.path, "--from", "2026-10-23", "--to", "2026-10-27"],
        ]
        let zones = ["UTC", "Europe/Berlin", "America/New_York", "Asia/Kolkata", "Pacific/Chatham"]
        for (number, writer) in zones.enumerated() {
            let cacheHome = cacheRoot.appendingPathComponent("\(number)").path
            for zone in [writer] + zones {
                for arguments in commands {
                    let uncached = try await CLIProcess.run(arguments, environment: ["TZ": zone])
                    #expect(uncached.status == 0)
                    // The writer's zone first: cold, then warm; then every
                    // zone reads what the writer's zone kept.
                    let cached = try await CLIProcess.run(arguments, environment: ["TZ": zone, "XDG_CACHE_HOME": cacheHome])
                    #expect(cached.stdout == uncached.stdout, "\(arguments) in \(zone), cache from \(writer)")
                    #expect(cached.stderr == uncached.stderr)
                }
            }
        }
        let berlin = try await CLIProcess.run(commands[2], environment: ["TZ": "Europe/Berlin"]).stdout
        #expect(berlin.contains("Night") && berlin.contains("Leave") && berlin.contains("Floating")
            && berlin.contains("Late"))
    }
}
