import Foundation

/// Cuts iCalendar text into blocks by looking only at BEGIN/END lines.
///
/// It does not parse properties (libical does that per block), so it runs at
/// memory speed and checks just the structure: one VCALENDAR, BEGIN/END
/// pairs that match, no text outside the calendar. Lines may end in CRLF or
/// LF, and folded lines (continuations starting with a space or tab) belong
/// to the line before them.
enum ICSScanner {
    /// The layout of `bytes`, or nil when the text is empty or only blank
    /// lines (a calendar with nothing in it yet).
    static func scan(_ bytes: [UInt8]) throws(ReadProblem) -> ICSLayout? {
        try scan(bytes, summarizingEvents: false)?.layout
    }

    /// The layout of `bytes` and, for each event part in order, what
    /// `EventPreScan.summary(of:)` finds in it, from one pass over the lines.
    static func scanSummarizingEvents(_ bytes: [UInt8]) throws(ReadProblem) -> ScannedCalendar? {
        try scan(bytes, summarizingEvents: true).map { ScannedCalendar(layout: $0.layout, summaries: $0.summaries) }
    }

    private static func scan(_ bytes: [UInt8], summarizingEvents: Bool) throws(ReadProblem)
        -> (layout: ICSLayout, summaries: [EventSummary])? {
        var state = ScanState(summarizing: summarizingEvents)
        try bytes.withUnsafeBufferPointer { (buffer) throws(ReadProblem) in try state.run(buffer) }
        guard let layout = try state.finish(byteCount: bytes.count) else { return nil }
        return (layout, state.summaries)
    }

    /// Index just past the next LF at or after `from`, or the end of the buffer.
    static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < buffer.count, let base = buffer.baseAddress,
              let found = memchr(base + from, 10, buffer.count - from) else { return buffer.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }

    /// `end` moved back past the line terminator (CR and LF bytes) that
    /// ends `buffer[start..<end]`.
    @inline(__always)
    static func contentEnd(in buffer: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var end = end
        while end > start, buffer[end - 1] == 10 || buffer[end - 1] == 13 { end -= 1 }
        return end
    }

    /// The content line in `range` without its terminator and with folds
    /// removed (a line break followed by one space or tab), into `line`.
    static func unfold(_ buffer: UnsafeBufferPointer<UInt8>, _ range: Range<Int>, into line: inout [UInt8]) {
        line.removeAll(keepingCapacity: true)
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = buffer[index]
            if byte == 13 || byte == 10 {
                // Skip the terminator and the single space or tab that folds.
                while index < range.upperBound, buffer[index] == 13 || buffer[index] == 10 { index += 1 }
                if index < range.upperBound, buffer[index] == 32 || buffer[index] == 9 { index += 1 }
                continue
            }
            line.append(byte)
            index += 1
        }
    }

    /// True when the bytes from `start` begin with `prefix` (upper-case
    /// ASCII), in any case. The caller makes sure they are that many.
    @inline(__always)
    static func startsWithUppercased(_ buffer: UnsafeBufferPointer<UInt8>, at start: Int,
                                     _ prefix: StaticString) -> Bool {
        let expected = prefix.utf8Start
        for offset in 0..<prefix.utf8CodeUnitCount {
            var byte = buffer[start + offset]
            if byte >= 97, byte <= 122 { byte -= 32 }
            guard byte == expected[offset] else { return false }
        }
        return true
    }
}

/// One unfolded-on-demand content line: only BEGIN/END lines are unfolded,
/// every other line is looked at through its first bytes.
private struct LogicalLine {
    let buffer: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    let number: Int
    /// Continuation lines are part of it.
    let isFolded: Bool

    var isBlank: Bool {
        range.allSatisfy { buffer[$0] == 13 || buffer[$0] == 10 || buffer[$0] == 32 || buffer[$0] == 9 }
    }

    var hasColon: Bool {
        guard let base = buffer.baseAddress, !range.isEmpty else { return false }
        return memchr(base + range.lowerBound, 58, range.count) != nil
    }

    /// `("BEGIN", "VEVENT")` for a BEGIN or END line (names upper-cased), else nil.
    func delimiter(skippingBOM: Bool) -> (keyword: String, name: String)? {
        var first = range.lowerBound
        if skippingBOM, range.count >= 3, buffer[first] == 0xEF, buffer[first + 1] == 0xBB,
           buffer[first + 2] == 0xBF {
            first += 3
        }
        guard first < range.upperBound else { return nil }
        let lead = buffer[first] & 0xDF
        guard lead == 66 || lead == 69 else { return nil }  // B or E: cheap pre-filter
        if !isFolded, let known = knownDelimiter(from: first) { return known }
        if let decided = plainDelimiter(from: first) { return decided }
        let text = unfolded(from: first).uppercased()
        for keyword in ["BEGIN", "END"] where text.hasPrefix(keyword + ":") {
            let name = text.dropFirst(keyword.count + 1).trimmingBlanks()
            return (keyword, name)
        }
        return nil
    }

    /// The delimiters of the components calendar files are made of, written
    /// as RFC 5545 writes them: compared byte for byte, no string built.
    private static let knownDelimiters: [(line: [UInt8], keyword: String, name: String)] =
        ["VEVENT", "VALARM", "VTIMEZONE", "STANDARD", "DAYLIGHT", "VCALENDAR"].flatMap { name in
            [(Array("BEGIN:\(name)".utf8), "BEGIN", name), (Array("END:\(name)".utf8), "END", name)]
        }

    private func knownDelimiter(from first: Int) -> (keyword: String, name: String)? {
        let end = ICSScanner.contentEnd(in: buffer, from: first, to: range.upperBound)
        guard let base = buffer.baseAddress else { return nil }
        for known in Self.knownDelimiters where known.line.count == end - first {
            let same = known.line.withUnsafeBufferPointer { line in
                line.baseAddress.map { memcmp($0, base + first, end - first) == 0 } ?? false
            }
            if same { return (known.keyword, known.name) }
        }
        return nil
    }

    /// The common case without building strings: an unfolded ASCII line.
    /// `.some(nil)` when it is surely no delimiter, nil when only the full
    /// (unfolding, Unicode-aware) path can tell.
    private func plainDelimiter(from first: Int) -> (keyword: String, name: String)?? {
        var end = ICSScanner.contentEnd(in: buffer, from: first, to: range.upperBound)
        for index in first..<end where buffer[index] == 10 || buffer[index] == 13 || buffer[index] >= 0x80 {
            return nil
        }
        let keyword: String
        var nameStart: Int
        if hasPrefix("BEGIN:", at: first, end: end) {
            keyword = "BEGIN"
            nameStart = first + 6
        } else if hasPrefix("END:", at: first, end: end) {
            keyword = "END"
            nameStart = first + 4
        } else {
            return .some(nil)
        }
        while nameStart < end, buffer[nameStart] == 32 || buffer[nameStart] == 9 { nameStart += 1 }
        while end > nameStart, buffer[end - 1] == 32 || buffer[end - 1] == 9 { end -= 1 }
        let source = UnsafeBufferPointer(rebasing: buffer[nameStart..<end])
        // ASCII only (checked above): upper-cased straight into the string.
        let name = String(unsafeUninitializedCapacity: source.count) { target in
            for (index, byte) in source.enumerated() {
                target[index] = byte >= 97 && byte <= 122 ? byte - 32 : byte
            }
            return source.count
        }
        return (keyword, name)
    }

    /// True when `prefix` (upper-case ASCII) starts at `first`, in any case.
    private func hasPrefix(_ prefix: StaticString, at first: Int, end: Int) -> Bool {
        end - first >= prefix.utf8CodeUnitCount && ICSScanner.startsWithUppercased(buffer, at: first, prefix)
    }

    /// The line's text with folding and the line terminator removed.
    private func unfolded(from first: Int) -> String {
        var bytes: [UInt8] = []
        ICSScanner.unfold(buffer, first..<range.upperBound, into: &bytes)
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The start of the line for an error message.
    var preview: String {
        let end = range.firstIndex { buffer[$0] == 13 || buffer[$0] == 10 } ?? range.upperBound
        let text = String(decoding: UnsafeBufferPointer(rebasing: buffer[range.lowerBound..<end]), as: UTF8.self)
        return text.count > 40 ? String(text.prefix(40)) + "..." : text
    }
}

private struct ScanState {
    enum Phase { case beforeCalendar, inCalendar, afterCalendar }

    var phase = Phase.beforeCalendar
    var lineEnding: LineEnding?
    var head: Range<Int>?
    var calendarLine = 0
    var parts: [ICSPart] = []
    /// Open components inside VCALENDAR, innermost last.
    var stack: [(name: String, line: Int)] = []
    var componentStart = 0
    var propertiesStart: (offset: Int, line: Int)?
    var tailStart: Int?
    var lineCount = 0
    /// When set, each top-level VEVENT's lines also go to `eventScan`, and
    /// `summaries` gets one summary per event part.
    let summarizing: Bool
    var summaries: [EventSummary] = []
    /// A top-level VEVENT is open and being summarized.
    private var inEvent = false
    private var eventScan = BlockScan()
    private var scratch: [UInt8] = []

    init(summarizing: Bool) {
        self.summarizing = summarizing
    }

    /// Consumes the text line by line. The line most files are made of, a
    /// property inside the calendar, takes a short path: no BEGIN or END can
    /// start with anything but B or E, and with a colon it is well formed.
    mutating func run(_ buffer: UnsafeBufferPointer<UInt8>) throws(ReadProblem) {
        guard let base = buffer.baseAddress else { return }
        let count = buffer.count
        var position = 0
        var lineNumber = 0
        while position < count {
            let start = position
            lineNumber += 1
            let number = lineNumber
            var end = ICSScanner.lineEnd(in: buffer, from: position)
            if lineEnding == nil {
                lineEnding = end >= 2 && base[end - 2] == 13 ? .crlf : .lf
            }
            // Folded continuations belong to this logical line.
            var isFolded = false
            while end < count, base[end] == 32 || base[end] == 9 {
                end = ICSScanner.lineEnd(in: buffer, from: end)
                lineNumber += 1
                isFolded = true
            }
            position = end
            let lead = base[start] & 0xDF
            if phase == .inCalendar, lead != 66, lead != 69, memchr(base + start, 58, end - start) != nil {
                if inEvent {
                    eventScan.consume(buffer, start..<end, isFolded: isFolded, scratch: &scratch)
                } else if stack.isEmpty, propertiesStart == nil {
                    propertiesStart = (start, number)
                }
                continue
            }
            try consume(LogicalLine(buffer: buffer, range: start..<end, number: number, isFolded: isFolded))
        }
        lineCount = lineNumber
    }

    mutating func consume(_ line: LogicalLine) throws(ReadProblem) {
        switch phase {
        case .beforeCalendar:
            if line.isBlank { return }
            guard let (keyword, name) = line.delimiter(skippingBOM: line.range.lowerBound == 0),
                  keyword == "BEGIN", name == "VCALENDAR" else {
                throw ReadProblem(line: line.number,
                                   problem: "expected BEGIN:VCALENDAR, found \"\(line.preview)\"")
            }
            head = 0..<line.range.upperBound
            calendarLine = line.number
            phase = .inCalendar
        case .inCalendar:
            try consumeInCalendar(line)
        case .afterCalendar:
            if line.isBlank { return }
            throw ReadProblem(line: line.number,
                               problem: "unexpected \"\(line.preview)\" after END:VCALENDAR")
        }
    }

    private mutating func consumeInCalendar(_ line: LogicalLine) throws(ReadProblem) {
        if inEvent {
            eventScan.consume(line.buffer, line.range, isFolded: line.isFolded, scratch: &scratch)
        }
        if let (keyword, name) = line.delimiter(skippingBOM: false) {
            if keyword == "BEGIN" {
                guard !name.isEmpty else {
                    throw ReadProblem(line: line.number, problem: "BEGIN without a component name")
                }
                guard name != "VCALENDAR" else {
                    throw ReadProblem(line: line.number, problem: "BEGIN:VCALENDAR inside a calendar")
                }
                if stack.isEmpty {
                    closeProperties(at: line.range.lowerBound)
                    componentStart = line.range.lowerBound
                    if summarizing, name == "VEVENT" {
                        inEvent = true
                        eventScan = BlockScan()
                        eventScan.consume(line.buffer, line.range, isFolded: line.isFolded, scratch: &scratch)
                    }
                }
                stack.append((name, line.number))
                return
            }
            guard let open = stack.last else {
                if name == "VCALENDAR" {
                    closeProperties(at: line.range.lowerBound)
                    tailStart = line.range.lowerBound
                    phase = .afterCalendar
                    return
                }
                throw ReadProblem(line: line.number, problem: "END:\(name) without BEGIN")
            }
            guard open.name == name else {
                throw ReadProblem(line: line.number,
                                   problem: "END:\(name) does not close BEGIN:\(open.name) from line \(open.line)")
            }
            stack.removeLast()
            if stack.isEmpty {
                parts.append(ICSPart(kind: Self.kind(of: name),
                                     range: componentStart..<line.range.upperBound, firstLine: open.line))
                if inEvent {
                    summaries.append(eventScan.summary)
                    inEvent = false
                }
            }
            return
        }
        if !line.hasColon, !line.isBlank {
            throw ReadProblem(line: line.number,
                               problem: "\"\(line.preview)\" is not a NAME:VALUE content line")
        }
        if stack.isEmpty, propertiesStart == nil {
            propertiesStart = (line.range.lowerBound, line.number)
        }
    }

    private mutating func closeProperties(at offset: Int) {
        guard let start = propertiesStart else { return }
        parts.append(ICSPart(kind: .properties, range: start.offset..<offset, firstLine: start.line))
        propertiesStart = nil
    }

    func finish(byteCount: Int) throws(ReadProblem) -> ICSLayout? {
        switch phase {
        case .beforeCalendar:
            return nil
        case .inCalendar:
            if let open = stack.first {
                throw ReadProblem(line: open.line,
                                   problem: "BEGIN:\(open.name) is never closed (the file looks truncated)")
            }
            throw ReadProblem(line: max(1, lineCount),
                               problem: "the file ends without END:VCALENDAR (it looks truncated)")
        case .afterCalendar:
            guard let head, let tailStart else {
                throw ReadProblem(line: nil, problem: "internal scanner error")
            }
            return ICSLayout(head: head, parts: parts, tail: tailStart..<byteCount,
                             lineEnding: lineEnding ?? .crlf)
        }
    }

    private static func kind(of name: String) -> ICSPart.Kind {
        switch name {
        case "VEVENT": .event
        case "VTIMEZONE": .timeZone
        default: .other(name)
        }
    }
}

extension StringProtocol {
    /// Without leading and trailing spaces and tabs (the blanks of a
    /// content line; not ShiftModel's `trimmingWhitespace`, which trims all
    /// whitespace).
    fileprivate func trimmingBlanks() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
