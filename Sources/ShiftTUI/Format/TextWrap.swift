import Terminal

enum TextWrap {
    /// Splits `text` into lines of at most `width` display columns, breaking
    /// at spaces where it can and inside a word only when one is too long.
    static func lines(_ text: String, width: Int) -> [String] {
        guard width > 0 else { return [] }
        var lines: [String] = []
        var current = ""
        var currentWidth = 0
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            var word = String(word)
            var wordWidth = DisplayWidth.of(word)
            if currentWidth > 0, currentWidth + 1 + wordWidth <= width {
                current += " " + word
                currentWidth += 1 + wordWidth
                continue
            }
            if currentWidth > 0 {
                lines.append(current)
                current = ""
                currentWidth = 0
            }
            while wordWidth > width {
                var head = ""
                var headWidth = 0
                for character in word {
                    let w = DisplayWidth.of(character)
                    if headWidth + w > width { break }
                    head.append(character)
                    headWidth += w
                }
                if head.isEmpty { return lines }
                lines.append(head)
                word.removeFirst(head.count)
                wordWidth -= headWidth
            }
            current = word
            currentWidth = wordWidth
        }
        if currentWidth > 0 { lines.append(current) }
        return lines
    }
}
