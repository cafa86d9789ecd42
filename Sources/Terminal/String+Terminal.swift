extension String {
    /// Removes C0 and C1 control characters, DEL and whole escape sequences (CSI, OSC, DCS,
    /// SOS, PM, APC and two-byte ESC sequences) so text from files can't drive the terminal.
    /// Tabs, newlines (CR, LF, CR LF), vertical tabs, form feeds and the Unicode line and
    /// paragraph separators become one space each. Bidi embedding and isolate controls are
    /// removed so a name can't reorder the rest of the line.
    package var sanitizedForTerminal: String {
        // Fast path: almost all text needs nothing, and views sanitize every frame.
        guard unicodeScalars.contains(where: TerminalSanitizer.needsAttention) else { return self }
        return TerminalSanitizer.sanitize(self)
    }

    /// Pads with spaces to `width` display columns (wide characters count
    /// two, combining marks none); longer text is left as it is.
    package func padded(toWidth width: Int) -> String {
        let used = DisplayWidth.of(self)
        return used >= width ? self : self + String(repeating: " ", count: width - used)
    }

    /// Truncates to at most `width` display columns, ending with one "…" when cut
    /// (never splitting a wide character). Spaces, dots and an ellipsis the text had
    /// right at the cut go, so "wait..." never shows as "wait...…". Returns "" for a
    /// width of 0 or less. The one way text is shortened for the screen: `CellGrid`'s
    /// `write` cuts with it too.
    package func truncated(toWidth width: Int) -> String {
        guard width > 0 else { return "" }
        if utf8.count <= width || DisplayWidth.of(self) <= width { return self }
        var result = ""
        var used = 0
        for character in self {
            let characterWidth = DisplayWidth.of(character)
            if used + characterWidth > width - 1 { break }
            result.append(character)
            used += characterWidth
        }
        while let last = result.last, last == "…" || last == "." || last.isWhitespace { result.removeLast() }
        return result + "…"
    }
}
