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

    /// `text` wrapped as `lines(_:width:)` does, then `ending` (a retry key)
    /// after it, on at most `maxLines` lines. When it needs more, the rest of
    /// the text joins the last line, which is cut with one "…" so that
    /// `ending` still fits at its end.
    static func lines(_ text: String, width: Int, maxLines: Int, ending: String = "") -> [String] {
        let all = lines(text + ending, width: width)
        guard maxLines > 0, all.count > maxLines else { return all }
        // Greedy wrapping: the lines before the one `ending` starts on are
        // the same without it, and with more than `maxLines` lines it starts
        // on the last one kept or later.
        let body = lines(text, width: width)
        let rest = body.dropFirst(maxLines - 1).joined(separator: " ")
        return Array(body.prefix(maxLines - 1))
            + [rest.truncated(toWidth: width - DisplayWidth.of(ending)) + ending]
    }
}
