import Foundation
import ShiftModel
import Terminal

/// The questions of `shifts import --dry-run --interactive`: for each title
/// of unknown type, a shift type, not work, or leave it; then the command
/// line that imports with those choices. The answer logic is pure
/// (`answer`, `flags`, `commandLine`); `ask` only reads and writes.
enum ImportQuestions {
    /// What one answer means.
    enum Answer: Equatable {
        case type(ShiftType)
        case notWork(ShiftType)
        case leaveUnknown
        /// Not an answer: say these lines and ask again.
        case problem([String])
    }

    /// `-` for not work: a letter would clash with a type's symbol (the
    /// first catalog's Night is `N`).
    static let notWorkAnswer = "-"

    static func question(_ title: UnknownTitle) -> String {
        "\(title.title) (\(title.count.counted("event"))): a type's symbol, \(notWorkAnswer) for not work, "
            + "Enter to leave it unknown? "
    }

    static func answer(_ text: String, catalog: Catalog) -> Answer {
        let typed = text.trimmingWhitespace()
        if typed.isEmpty { return .leaveUnknown }
        if typed == notWorkAnswer {
            guard let type = ImportTitleFlags.notWorkType(in: catalog) else {
                return .problem(ImportTitleFlags.noNotWorkType)
            }
            return .notWork(type)
        }
        switch StoreRun.type(typed, in: catalog) {
        case .success(let type): return .type(type)
        case .failure(let problem): return .problem(problem.lines)
        }
    }

    /// The flags that give each title its chosen answer, in the order asked.
    static func flags(_ choices: [(title: String, answer: Answer)]) -> [String] {
        choices.flatMap { choice -> [String] in
            switch choice.answer {
            case .type(let type): ["--map", "\(choice.title)=\(type.symbol)"]
            case .notWork: ["--not-work", choice.title]
            case .leaveUnknown, .problem: []
            }
        }
    }

    /// The import's own command line, without the dry run and the
    /// questions, with `flags` added; each word quoted for a shell.
    static func commandLine(arguments: [String], adding flags: [String]) -> String {
        let asked: Set<String> = ["--dry-run", "--interactive", "-i"]
        return (["shifts"] + arguments.filter { !asked.contains($0) } + flags)
            .map(ShellWord.quoted).joined(separator: " ")
    }

    /// Asks about each title in turn on the terminal; the end of input
    /// leaves the rest unknown. Returns the choices made.
    static func ask(_ titles: [UnknownTitle], catalog: Catalog,
                    readLine: () -> String? = { Swift.readLine() }) throws -> [(title: String, answer: Answer)] {
        var choices: [(title: String, answer: Answer)] = []
        for title in titles where !title.title.isEmpty {
            while true {
                try CommandOutput.write(Array(question(title).sanitizedForTerminal.utf8))
                guard let line = readLine() else {
                    try CommandOutput.print("")
                    return choices
                }
                let answer = answer(line, catalog: catalog)
                if case .problem(let lines) = answer {
                    try CommandOutput.print(lines: lines.map(\.sanitizedForTerminal))
                    continue
                }
                choices.append((title.title, answer))
                break
            }
        }
        return choices
    }
}
