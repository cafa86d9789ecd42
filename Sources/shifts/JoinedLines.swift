extension Array where Element == String {
    /// `joined(separator:)`, written out: the library's version looks up the
    /// sequence's element type at run time on its first call (about 290,000
    /// instructions, a tenth of what `shifts today` does with its data).
    func joinedWithoutLookup(separator: String) -> String {
        var text = ""
        for (index, part) in enumerated() {
            if index > 0 { text += separator }
            text += part
        }
        return text
    }
}
