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
        var state = ScanState()
        let result: Result<Void, ReadProblem> = bytes.withUnsafeBufferPointer { buffer in
            var position = 0
            var lineNumber = 0
            while position < buffer.count {
                let start = position
                let number = lineNumber + 1
                var end = lineEnd(in: buffer, from: position)
                lineNumber += 1
                if state.lineEnding == nil {
                    state.lineEnding = end >= 2 && buffer[end - 2] == 13 ? .crlf : .lf
                }
                // Folded continuations belong to this logical line.
                while end < buffer.count, buffer[end] == 32 || buffer[end] == 9 {
                    end = lineEnd(in: buffer, from: end)
                    lineNumber += 1
                }
                let line = LogicalLine(buffer: buffer, range: start..<end, number: number)
                do throws(ReadProblem) {
                    try state.consume(line)
                } catch {
                    return .failure(error)
                }
                position = end
            }
            state.lineCount = lineNumber
            return .success(())
        }
        try result.get()
        return try state.finish(byteCount: bytes.count)
    }

    /// Index just past the next LF at or after `from`, or the end of the buffer.
    static func lineEnd(in buffer: UnsafeBufferPointer<UInt8>, from: Int) -> Int {
        guard from < buffer.count, let base = buffer.baseAddress,
              let found = memchr(base + from, 10, buffer.count - from) else { return buffer.count }
        return base.distance(to: found.assumingMemoryBound(to: UInt8.self)) + 1
    }
}

/// One unfolded-on-demand content line: only BEGIN/END lines are unfolded,
/// every other line is looked at through its first bytes.
private struct LogicalLine {
    let buffer: UnsafeBufferPointer<UInt8>
    let range: Range<Int>
    let number: Int

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
        if let decided = plainDelimiter(from: first) { return decided }
        let text = unfolded(from: first).uppercased()
        for keyword in ["BEGIN", "END"] where text.hasPrefix(keyword + ":") {
            let name = text.dropFirst(keyword.count + 1).trimmingWhitespace()
            return (keyword, name)
        }
        return nil
    }

    /// The common case without building strings: an unfolded ASCII line.
    /// `.some(nil)` when it is surely no delimiter, nil when only the full
    /// (unfolding, Unicode-aware) path can tell.
    private func plainDelimiter(from first: Int) -> (keyword: String, name: String)?? {
        var end = range.upperBound
        while end > first, buffer[end - 1] == 10 || buffer[end - 1] == 13 { end -= 1 }
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
        let count = prefix.utf8CodeUnitCount
        guard end - first >= count else { return false }
        let expected = prefix.utf8Start
        for offset in 0..<count {
            var byte = buffer[first + offset]
            if byte >= 97, byte <= 122 { byte -= 32 }
            guard byte == expected[offset] else { return false }
        }
        return true
    }

    /// The line's text with folding and the line terminator removed.
    private func unfolded(from first: Int) -> String {
        var bytes: [UInt8] = []
        var index = first
        while index < range.upperBound {
            let byte = buffer[index]
            if byte == 13 || byte == 10 {
                // Skip the terminator and the single space or tab that folds.
                while index < range.upperBound, buffer[index] == 13 || buffer[index] == 10 { index += 1 }
                if index < range.upperBound, buffer[index] == 32 || buffer[index] == 9 { index += 1 }
                continue
            }
            bytes.append(byte)
            index += 1
        }
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
    func trimmingWhitespace() -> String {
        let isSpace: (Character) -> Bool = { $0 == " " || $0 == "\t" }
        guard let first = firstIndex(where: { !isSpace($0) }),
              let last = lastIndex(where: { !isSpace($0) }) else { return "" }
        return String(self[first...last])
    }
}
