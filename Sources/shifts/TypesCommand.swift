import ArgumentParser
import Foundation
import Redux
import ShiftFeatures
import ShiftModel
import ShiftStorage
import Terminal

/// `shifts types`: the shift types of the catalog, for scripts that add
/// shifts by symbol.
struct TypesCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "types",
        abstract: "Print the shift types: symbol, title, time, location.",
        discussion: """
            Needs DIR/catalog.json; without one, run `shifts init` first.

            Examples:
              shifts types
              shifts types --json
            """)

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"types\": [{\"id\", \"symbol\", \"title\", \"description\", \"allDay\", \"start\", \"end\", \"overnight\", \"location\"}]}.")
    var json = false

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        let catalog = try await StoreRun.start(data, needing: "to list", readsShifts: false).catalog
        if json {
            try CommandOutput.print(try ShiftJSON.types(catalog))
            return
        }
        try CommandOutput.print(lines: catalog.shiftTypes.map { type in
            let location = catalog.location(type.locationID)?.name ?? "(no location)"
            return [type.symbol, type.title, type.duration.label, "@ \(location)"]
                .map(\.sanitizedForTerminal).joined(separator: "  ")
        })
    }
}
