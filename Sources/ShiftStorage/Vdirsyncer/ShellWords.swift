import Foundation

/// A command line split into words as a shell would, for the plain cases:
/// spaces, single and double quotes, backslashes. Anything a shell would do
/// more with (variables, pipes, globs, `~`) is left to a shell.
package enum ShellWords {
    static let shellOnly = Set("$`|&;<>(){}*?[]~!#\n")

    /// The words, or nil when only a shell runs the line as meant.
    package static func split(_ line: String) -> [String]? {
        var words: [String] = []
        var word = ""
        var inWord = false
        var quote: Character?
        var escaped = false
        for character in line {
            if escaped {
                word.append(character)
                escaped = false
                continue
            }
            switch (quote, character) {
            case (nil, "\\"), ("\"", "\\"):
                escaped = true
                inWord = true
            case (nil, "'"), (nil, "\""):
                quote = character
                inWord = true
            case ("'", "'"), ("\"", "\""):
                quote = nil
            case (nil, _) where character.isWhitespace:
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case (nil, _) where shellOnly.contains(character):
                return nil
            case ("\"", "$"), ("\"", "`"):
                return nil
            default:
                word.append(character)
                inWord = true
            }
        }
        guard quote == nil, !escaped else { return nil }
        if inWord { words.append(word) }
        return words.isEmpty ? nil : words
    }
}
