import CLibical
import Foundation
import ShiftFeatures
import ShiftModel

/// The data dir's `holidays.ics`: the public holidays imported from a
/// published calendar, one all-day event a day, read by `FileHolidayService`.
package enum HolidayFile {
    /// What an imported calendar holds as holidays.
    package struct Imported: Sendable, Equatable {
        package var holidays: PublicHolidays
        /// Events with a time of day: left out, holidays are whole days.
        package var timedEvents: Int
        /// Events that could not be read, each with its line and why.
        package var skipped: [ICSImport.Skip]
    }

    /// Why a holiday file cannot be imported, read or written.
    package struct Failure: Error, Sendable, Equatable, LocalizedError {
        package var message: String
        package var errorDescription: String? { message }
    }

    /// The all-day events of the calendar at `path` as holidays, each day
    /// of an event of several days its own, named by the SUMMARY (names
    /// cleaned of control characters). Recurring events are expanded for
    /// occurrences starting in `range`. Refuses a file with no all-day
    /// event: it is not a holiday calendar.
    package static func read(_ path: String, calendar: Calendar, range: DateInterval) async throws -> Imported {
        let result: ICSImport.Result
        do {
            result = try await ICSImport.read(path, calendar: calendar, range: range)
        } catch let failure as ICSImport.Failure {
            let location = failure.line.map { "line \($0): " } ?? ""
            throw Failure(message: "Cannot import \(path): \(location)\(failure.problem). The holidays were not changed.")
        }
        let holidays = holidays(in: result.shifts, calendar: calendar)
        guard !holidays.isEmpty else {
            throw Failure(message: "\(path) has no all-day events, so no holidays to import (a holiday calendar "
                + "gives each holiday as an all-day event). The holidays were not changed.")
        }
        return Imported(holidays: holidays, timedEvents: result.shifts.count { !$0.isAllDay }, skipped: result.skipped)
    }

    /// The days of the all-day events among `shifts`, each with its name;
    /// two holidays on one day are joined (`A / B`).
    static func holidays(in shifts: [ScheduledShift], calendar: Calendar) -> PublicHolidays {
        var names: [CalendarDay: [String]] = [:]
        for shift in shifts where shift.isAllDay {
            let name = cleanedName(shift.title)
            var day = shift.day
            let last = max(shift.day, shift.endDay(in: calendar))
            while day <= last {
                if !(names[day] ?? []).contains(name) { names[day, default: []].append(name) }
                day = day.adding(days: 1)
            }
        }
        return PublicHolidays(names: names.mapValues { $0.joined(separator: " / ") })
    }

    /// A holiday's name as kept: on one line, without terminal escape
    /// sequences (removed whole, not only their ESC), control or bidi
    /// characters (text from a file reaches a terminal), trimmed; a holiday
    /// without a name is called one.
    static func cleanedName(_ text: String) -> String {
        let name = UntrustedText.cleaned(text).split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
        return name.isEmpty ? "Public holiday" : name
    }

    /// The text of `holidays.ics`: a VCALENDAR with one all-day VEVENT per
    /// day, in day order; `stamp` is each event's DTSTAMP.
    static func encode(_ holidays: PublicHolidays, stamp: Date) -> [UInt8] {
        guard let calendar = icalcomponent_new(ICAL_VCALENDAR_COMPONENT) else { return [] }
        defer { icalcomponent_free(calendar) }
        icalcomponent_add_property(calendar, icalproperty_new_version("2.0"))
        icalcomponent_add_property(calendar, icalproperty_new_prodid("-//shifts//public holidays//EN"))
        let conversion = TimeConversion(calendar: Calendar(identifier: .gregorian))
        for (day, name) in holidays.names.sorted(by: { $0.key < $1.key }) {
            guard let event = icalcomponent_new(ICAL_VEVENT_COMPONENT) else { continue }
            let digits = day.description.replacingOccurrences(of: "-", with: "")
            icalcomponent_add_property(event, icalproperty_new_uid("holiday-\(digits)"))
            icalcomponent_add_property(event, icalproperty_new_dtstamp(conversion.utcTime(stamp)))
            icalcomponent_add_property(event, icalproperty_new_dtstart(conversion.dateValue(day)))
            icalcomponent_add_property(event, icalproperty_new_dtend(conversion.dateValue(day.adding(days: 1))))
            icalcomponent_add_property(event, icalproperty_new_summary(name))
            icalcomponent_add_property(event, icalproperty_new_transp(ICAL_TRANSP_TRANSPARENT))
            icalcomponent_add_component(calendar, event)
        }
        return Libical.serialize(calendar)
    }

    /// Replaces the data dir's holidays with `holidays`: one atomic write
    /// (temporary file, fsync, rename) holding the data dir's lock.
    package static func write(_ holidays: PublicHolidays, to url: URL, stamp: Date) async throws {
        let path = url.path
        try await FileCalendarService.queue.run { () throws(Failure) -> Void in
            let bytes = encode(holidays, stamp: stamp)
            let directory = url.deletingLastPathComponent().path
            try DataDirLock.withLock(in: directory, lockFailure: { failure -> Failure in
                Failure(message: "Cannot save \(path): \(failure.retryableProblem).")
            }) { () throws(Failure) in
                do throws(AtomicFile.WriteFailure) {
                    try AtomicFile.write(bytes, to: path)
                } catch {
                    throw Failure(message: "Cannot save \(path): \(error.message). The holidays were not changed.")
                }
            }
        }
    }

    /// Removes the data dir's holidays; false when there were none.
    package static func remove(at url: URL) async throws -> Bool {
        let path = url.path
        return try await FileCalendarService.queue.run { () throws(Failure) -> Bool in
            let directory = url.deletingLastPathComponent().path
            var info = stat()
            guard lstat(path, &info) == 0 else { return false }
            return try DataDirLock.withLock(in: directory, lockFailure: { failure -> Failure in
                Failure(message: "Cannot remove \(path): \(failure.retryableProblem).")
            }) { () throws(Failure) -> Bool in
                guard unlink(path) == 0 else {
                    let failure = POSIXFailure(code: errno)
                    if failure.code == ENOENT { return false }
                    throw Failure(message: "Cannot remove \(path): \(failure.message).")
                }
                AtomicFile.syncDirectory(of: path)
                return true
            }
        }
    }

    /// The holidays in the bytes of a `holidays.ics`; every all-day event
    /// counts, whoever wrote it.
    static func decode(_ bytes: [UInt8], path: String, calendar: Calendar) throws(Failure) -> PublicHolidays {
        let supported = CalendarDay.supported
        let range = DateInterval(start: supported.lowerBound.start(in: calendar),
                                 end: supported.upperBound.adding(days: 1).start(in: calendar))
        do throws(ICSImport.Failure) {
            return holidays(in: try ICSImport.parse(bytes, path: path, calendar: calendar, range: range).shifts,
                            calendar: calendar)
        } catch {
            let location = error.line.map { "line \($0): " } ?? ""
            throw Failure(message: "Cannot read the public holidays in \(path): \(location)\(error.problem). "
                + "Import them again (shifts holidays import FILE.ics), or remove them (shifts holidays clear).")
        }
    }
}
