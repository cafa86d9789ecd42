import ArgumentParser
import Foundation
import ShiftModel
import ShiftPresentation
import ShiftStorage

/// `shifts init`: the first run without questions, for scripts.
struct InitCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create catalog.json with the default shift types, without asking.",
        discussion: """
            Creates the data dir if needed and writes DIR/catalog.json with Early
            06:00-14:00, Late 14:00-22:00, Night 22:00-06:00 and Off (all day) at
            one location, as the first start of `shifts` would after its questions.
            An existing catalog.json is left as it is (exit status 1). The
            calendar file is not touched.

            Examples:
              shifts init --name "Sam Doe"
              shifts init --data-dir ~/rota
            """)

    @OptionGroup var data: DataOptions

    @Option(help: ArgumentHelp("Your display name, for the change log (default: $USER).", valueName: "NAME"))
    var name: String?

    func run() async throws {
        let displayName = (name ?? ProcessInfo.processInfo.environment["USER"] ?? "")
            .trimmingCharacters(in: .whitespaces)
        if let problem = TextRules.problem(displayName, required: nil, maxLength: 60) {
            throw usageError("--name: \(problem.sentence)")
        }
        let file = DataDirectory.catalogFile(in: data.directory)
        let service = FileCatalogService(fileURL: file)
        do {
            if try await service.load() != nil {
                throw failure("\(file.path) exists already; it was left as it is.")
            }
            let catalog = Catalog.defaults(displayName: displayName)
            try await service.save(catalog)
            let types = catalog.shiftTypes.map { "\($0.symbol) \($0.title)" }.joined(separator: ", ")
            try CommandOutput.print("Created \(file.path): \(types) at \(catalog.locations.map(\.name).joined(separator: ", ")).")
        } catch let error as CatalogFileError {
            throw failure(error.localizedDescription)
        }
    }
}
