import ArgumentParser
import Foundation
import ShiftModel
import ShiftStorage

/// What shell completion offers for a day or a shift type. The shell runs
/// `shifts` to ask (argument-parser's custom completion), so bash, zsh and
/// fish get the same words, and the symbols come from the data dir's
/// catalog as it is at that moment.
enum Completions {
    /// `today`, `tomorrow`, `yesterday` and the weekday names.
    static let day = CompletionKind.custom { @Sendable (_: [String], _: Int, prefix: String) -> [String] in
        matching(dayWords, prefix: prefix)
    }

    /// The symbols of the shift types in the catalog of the data dir the
    /// command line names (`--data-dir`), else the usual one; none when
    /// there is no catalog or it cannot be read.
    static let shiftType = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async -> [String] in
        let directory = DataDirectory.resolve(explicit: dataDir(in: words), environment: DataOptions.environment())
        let file = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory), backups: 0)
        guard let catalog = try? await file.load() else { return [] }
        return matching(catalog.shiftTypes.map(\.symbol), prefix: prefix)
    }

    /// The user's rotations by name, then the presets by id, from the
    /// catalog of the data dir the command line names; the presets alone
    /// when there is no catalog.
    static let rotation = CompletionKind.custom { @Sendable (words: [String], _: Int, prefix: String) async -> [String] in
        let directory = DataDirectory.resolve(explicit: dataDir(in: words), environment: DataOptions.environment())
        let file = FileCatalogService(fileURL: DataDirectory.catalogFile(in: directory), backups: 0)
        let own = (try? await file.load())?.rotations.map(\.name) ?? []
        return matching(own + RotationPreset.all.map(\.id), prefix: prefix)
    }

    static let dayWords = ["today", "tomorrow", "yesterday"] + DayArgument.weekdays

    /// The words that start with `prefix`, case ignored as the commands
    /// ignore it, in their order.
    static func matching(_ words: [String], prefix: String) -> [String] {
        let typed = prefix.lowercased()
        return words.filter { $0.lowercased().hasPrefix(typed) }
    }

    /// The value of the last `--data-dir DIR` or `--data-dir=DIR` among the
    /// shell's words, with quotes around it removed (the shell passes words
    /// verbatim).
    static func dataDir(in words: [String]) -> String? {
        var found: String?
        for (index, word) in words.enumerated() {
            if word == "--data-dir", index + 1 < words.count {
                found = words[index + 1]
            } else if word.hasPrefix("--data-dir=") {
                found = String(word.dropFirst("--data-dir=".count))
            }
        }
        return found.map(unquoted).flatMap { $0.isEmpty ? nil : $0 }
    }

    private static func unquoted(_ word: String) -> String {
        for quote in ["'", "\""] where word.count >= 2 && word.hasPrefix(quote) && word.hasSuffix(quote) {
            return String(word.dropFirst().dropLast())
        }
        return word
    }
}
