import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// The titles of `shifts import`: `--map`, `--not-work`, what is said about
/// the events of unknown type, and the questions of `--interactive`.
extension ImportCommand {
    /// The user's titles mapped to types; a flag that names no type, or
    /// `--not-work` without a type marked not work, is a usage error.
    func titleMap(_ catalog: CatalogState) throws -> ImportTitleMap {
        guard !maps.isEmpty || !notWork.isEmpty else { return ImportTitleMap() }
        guard catalog.isSaved else {
            let file = DataDirectory.catalogFile(in: data.directory).path
            throw usageError("--map and --not-work need shift types, and there is no \(file) yet: run `shifts init` first.")
        }
        switch ImportTitleFlags.map(maps: maps, notWork: notWork, catalog: catalog.catalog) {
        case .success(let map): return map
        case .failure(let problem): throw usageError(lines: problem.lines.map(\.sanitizedForTerminal))
        }
    }

    /// The titles of unknown type with the flags that map them (a dry run),
    /// or how many such shifts were added.
    func unknownTypeReport(_ plan: ImportPlan) -> [String] {
        let titles = plan.unknownTitles
        if dryRun { return ImportTitleFlags.suggestions(titles) }
        let count = titles.reduce(0) { $0 + $1.count }
        guard count > 0 else { return [] }
        return ["\(count.counted("shift")) of unknown type \(count.agreeing("is", "are")) not counted as work "
            + "until given a type (s on it in the app)."]
    }

    /// The questions, when standard input and output are a terminal: never
    /// when a script runs the command.
    func ask(_ titles: [UnknownTitle], catalog: CatalogState) throws {
        guard titles.contains(where: { !$0.title.isEmpty }) else {
            try CommandOutput.print("No titles of unknown type to ask about.")
            return
        }
        guard isatty(STDIN_FILENO) == 1, CommandOutput.isTerminal else {
            try CommandOutput.print("Not asking: standard input and output are not both a terminal.")
            return
        }
        let choices = try ImportQuestions.ask(titles, catalog: catalog.catalog)
        let flags = ImportQuestions.flags(choices)
        guard !flags.isEmpty else {
            try CommandOutput.print("Nothing chosen: every title stays of unknown type.")
            return
        }
        try CommandOutput.print(lines: ["To import so, run:",
            ImportQuestions.commandLine(arguments: Array(CommandLine.arguments.dropFirst()), adding: flags)])
    }
}
