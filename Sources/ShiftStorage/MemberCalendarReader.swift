import Foundation
import ShiftModel
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads members' calendars, read-only: a single .ics file, or a vdir (a
/// folder of .ics files, one event each, as vdirsyncer writes them). What
/// was parsed is kept per file with the file's identity (size, mtime,
/// inode), so moving the view re-reads nothing while the files are the
/// same; a vdir's listing is kept with the folder's identity, which changes
/// when vdirsyncer adds, removes or replaces (renames over) a file in it.
/// Not thread-safe: used on the storage queue only.
final class MemberCalendarReader {
    /// One file's events. A file without recurring events is parsed once,
    /// whatever the range; one with them is parsed again when asked for a
    /// range its expansion does not cover.
    struct ParsedFile {
        var identity: FileIdentity
        var shifts: [ScheduledShift]
        /// The range recurring events were expanded over; nil when the file
        /// has none, so `shifts` holds all of it.
        var expanded: DateInterval?
        /// Kept only when the file recurs, to expand it over another range.
        var bytes: [UInt8]?
        /// Not parsed: the file's one event lies within this span, outside
        /// every range asked for so far.
        var unparsed: DateInterval?
    }

    private struct Folder {
        var identity: FileIdentity
        /// The .ics files' names, sorted.
        var names: [String]
    }

    /// How far beyond the range asked for recurring events are expanded,
    /// so that moving by a week or two needs no new expansion.
    static let expansionMargin: TimeInterval = 8 * 7 * 86_400

    let calendar: Calendar
    private var files: [String: ParsedFile] = [:]
    private var folders: [String: Folder] = [:]
    /// Files parsed (for tests of the cache).
    private(set) var parseCount = 0

    init(calendar: Calendar) { self.calendar = calendar }

    /// The shifts of the calendar at `path` that overlap `interval`, in start order.
    func shifts(at path: String, in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        var info = stat()
        guard stat(path, &info) == 0 else {
            let code = errno
            if code == ENOENT || code == ENOTDIR {
                if let dangling = POSIXFailure.danglingLink(at: path) {
                    return .failure(.unreadable(path: path, reason: dangling.message))
                }
                return .failure(.missing(path: path))
            }
            return .failure(.unreadable(path: path, reason: POSIXFailure(code: code).message))
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            return file(path, identity: FileIdentity(info), in: interval).map { Self.overlapping($0, interval) }
        case S_IFDIR:
            return folder(path, identity: FileIdentity(info), in: interval)
        default:
            return .failure(.unreadable(path: path, reason: POSIXFailure.notRegularFile(mode: info.st_mode).message))
        }
    }

    private func folder(_ path: String, identity: FileIdentity,
                        in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        let unchanged = folders[path]?.identity == identity
        let names: [String]
        if unchanged, let known = folders[path] {
            names = known.names
        } else {
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: path)
                    .filter { $0.hasSuffix(".ics") && !$0.hasPrefix(".") }.sorted()
            } catch {
                return .failure(.unreadable(path: path, reason: "the folder cannot be listed"))
            }
            // Files gone from the folder are forgotten.
            let kept = Set(names.map { path + "/" + $0 })
            for known in folders[path]?.names ?? [] where !kept.contains(path + "/" + known) {
                files[path + "/" + known] = nil
            }
            folders[path] = Folder(identity: identity, names: names)
        }
        var all: [ScheduledShift] = []
        for name in names {
            let filePath = path + "/" + name
            let fileIdentity: FileIdentity
            // While the folder is the same, so are its files: vdirsyncer
            // replaces a file by renaming a new one over it, which changes
            // the folder. So a week move stats nothing but the folder.
            if unchanged, let known = files[filePath] {
                fileIdentity = known.identity
            } else {
                do throws(POSIXFailure) {
                    guard let current = try FileIdentity.current(at: filePath) else { continue }
                    fileIdentity = current
                } catch {
                    return .failure(.unreadable(path: filePath, reason: error.message))
                }
            }
            switch file(filePath, identity: fileIdentity, in: interval) {
            case .success(let shifts): all += Self.overlapping(shifts, interval)
            case .failure(let problem): return .failure(problem)
            }
        }
        return .success(all.sorted(by: ScheduledShift.startOrder))
    }

    private func file(_ path: String, identity: FileIdentity,
                      in interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        if let known = files[path], known.identity == identity {
            if let span = known.unparsed {
                guard span.intersects(interval) else { return .success([]) }
            } else {
                guard let expanded = known.expanded, let bytes = known.bytes,
                      !(expanded.start <= interval.start && interval.end <= expanded.end) else {
                    return .success(known.shifts)
                }
                return parse(bytes, path: path, identity: identity, around: interval)
            }
        }
        let contents: (bytes: [UInt8], identity: FileIdentity)?
        do throws(POSIXFailure) {
            contents = try AtomicFile.read(path)
        } catch {
            return .failure(.unreadable(path: path, reason: error.message))
        }
        guard let contents else { return .failure(.missing(path: path)) }
        // A vdir's file of one event far from the view is not parsed yet:
        // its dates, read off the text, say when it will be needed.
        if let span = Self.roughSpan(contents.bytes), !span.intersects(interval) {
            files[path] = ParsedFile(identity: contents.identity, shifts: [], expanded: nil, bytes: nil, unparsed: span)
            return .success([])
        }
        return parse(contents.bytes, path: path, identity: contents.identity, around: interval)
    }

    private static let utc: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(secondsFromGMT: 0) ?? calendar.timeZone
        return calendar
    }()

    /// For a file of exactly one event that does not recur, the instants it
    /// surely lies within, from the dates of its DTSTART and DTEND lines: a
    /// day either side, as no zone is more than 14 hours from UTC. Nil when
    /// the text does not say plainly (folded lines, DURATION, several
    /// events, a recurrence): then the file is parsed.
    static func roughSpan(_ bytes: [UInt8]) -> DateInterval? {
        var events = 0
        var start: CalendarDay?
        var end: CalendarDay?
        var lineStart = 0
        // Bytes, not strings: a vdir of a year is thousands of these files.
        while lineStart < bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != 10 { lineEnd += 1 }
            let line = bytes[lineStart..<lineEnd]
            if has(line, prefix: beginEvent) { events += 1 }
            if has(line, prefix: rrule) || has(line, prefix: rdate) || has(line, prefix: recurrenceID) { return nil }
            if has(line, prefix: dtstart), line.count > dtstart.count, [58, 59].contains(line[line.startIndex + dtstart.count]) {
                start = date(ofValue: line)
            } else if has(line, prefix: dtend), line.count > dtend.count, [58, 59].contains(line[line.startIndex + dtend.count]) {
                end = date(ofValue: line)
            }
            lineStart = lineEnd + 1
        }
        guard events == 1, let start, let end, start <= end else { return nil }
        return DateInterval(start: start.adding(days: -1).start(in: utc), end: end.adding(days: 2).start(in: utc))
    }

    private static let beginEvent = Array("BEGIN:VEVENT".utf8)
    private static let rrule = Array("RRULE".utf8)
    private static let rdate = Array("RDATE".utf8)
    private static let recurrenceID = Array("RECURRENCE-ID".utf8)
    private static let dtstart = Array("DTSTART".utf8)
    private static let dtend = Array("DTEND".utf8)

    private static func has(_ line: ArraySlice<UInt8>, prefix: [UInt8]) -> Bool {
        line.count >= prefix.count && line.prefix(prefix.count).elementsEqual(prefix)
    }

    /// The date a property line's value begins with (`...:20261207T050000Z`).
    private static func date(ofValue line: ArraySlice<UInt8>) -> CalendarDay? {
        guard let colon = line.lastIndex(of: 58) else { return nil }
        let digits = line[(colon + 1)...].prefix(8)
        guard digits.count == 8, digits.allSatisfy({ (48...57).contains($0) }) else { return nil }
        func number(_ range: Range<Int>) -> Int {
            digits.dropFirst(range.lowerBound).prefix(range.count).reduce(0) { $0 * 10 + Int($1 - 48) }
        }
        let day = CalendarDay(year: number(0..<4), month: number(4..<6), day: number(6..<8))
        guard (1...12).contains(day.month), (1...31).contains(day.day), CalendarDay(ordinal: day.ordinal) == day else { return nil }
        return day
    }

    private func parse(_ bytes: [UInt8], path: String, identity: FileIdentity,
                       around interval: DateInterval) -> Result<[ScheduledShift], MemberCalendarProblem> {
        let range = DateInterval(start: interval.start.addingTimeInterval(-Self.expansionMargin),
                                 end: interval.end.addingTimeInterval(Self.expansionMargin))
        parseCount += 1
        let read: ICSImport.Result
        do throws(ICSImport.Failure) {
            read = try ICSImport.parse(bytes, path: path, calendar: calendar, range: range)
        } catch {
            let reason = (error.line.map { "line \($0): " } ?? "") + error.problem
            files[path] = nil
            return .failure(.unreadable(path: path, reason: Self.clean(reason)))
        }
        let recurs = Self.recurs(bytes)
        let shifts = read.shifts.map(Self.sanitized).sorted(by: ScheduledShift.startOrder)
        files[path] = ParsedFile(identity: identity, shifts: shifts, expanded: recurs ? range : nil,
                                 bytes: recurs ? bytes : nil, unparsed: nil)
        return .success(shifts)
    }

    /// Whether the file may hold a recurring event: a cheap look for the
    /// property names, before a range is trusted to cover all of it.
    static func recurs(_ bytes: [UInt8]) -> Bool {
        // Only an event's own rule counts: a VTIMEZONE's RRULE (in every
        // file a calendar program writes) says when the clocks change.
        let text = String(decoding: bytes, as: UTF8.self)
        var inEvent = false
        for line in text.split(whereSeparator: \.isNewline) {
            if line.hasPrefix("BEGIN:VEVENT") { inEvent = true } else if line.hasPrefix("END:VEVENT") { inEvent = false }
            if inEvent, line.hasPrefix("RRULE") || line.hasPrefix("RDATE") { return true }
        }
        return false
    }


    static func overlapping(_ shifts: [ScheduledShift], _ interval: DateInterval) -> [ScheduledShift] {
        shifts.filter { $0.end > interval.start && $0.start < interval.end }
    }

    /// A member's text is another program's: no control characters (line
    /// breaks kept in notes), no bidirectional overrides.
    static func sanitized(_ shift: ScheduledShift) -> ScheduledShift {
        var clean = shift
        clean.title = Self.clean(shift.title)
        clean.symbol = shift.symbol.map { Self.clean($0) }
        clean.location = shift.location.map { Self.clean($0) }
        clean.notes = Self.clean(shift.notes, keepingLines: true)
        clean.sick = shift.sick.map { SickMark(reason: Self.clean($0.reason)) }
        return clean
    }

    static func clean(_ text: String, keepingLines: Bool = false) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.filter { scalar in
            if keepingLines, scalar == "\n" { return true }
            let value = scalar.value
            return !(value < 0x20 || (0x7F...0x9F).contains(value) || (0x202A...0x202E).contains(value)
                || (0x2066...0x2069).contains(value) || value == 0x200E || value == 0x200F || value == 0x061C)
        }))
    }
}
