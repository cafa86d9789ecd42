extension TimeOfDay {
    /// Parses `06:00`, `6:00` or `0600`; nil for anything else or an
    /// impossible time (`24:00`, `12:60`).
    package init?(parsing text: String) {
        let trimmed = text.trimmingWhitespace()
        let digits: (hour: Substring, minute: Substring)
        if let colon = trimmed.firstIndex(of: ":") {
            digits = (trimmed[..<colon], trimmed[trimmed.index(after: colon)...])
        } else if trimmed.count == 4 {
            digits = (trimmed.prefix(2), trimmed.suffix(2))
        } else {
            return nil
        }
        guard (1...2).contains(digits.hour.count), digits.minute.count == 2,
              digits.hour.allSatisfy(\.isASCIIDigit), digits.minute.allSatisfy(\.isASCIIDigit),
              let hour = Int(digits.hour), let minute = Int(digits.minute),
              (0...23).contains(hour), (0...59).contains(minute) else { return nil }
        self.init(hour: hour, minute: minute)
    }
}

extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}

extension String {
    /// Without leading and trailing spaces, tabs and line breaks.
    package func trimmingWhitespace() -> String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
