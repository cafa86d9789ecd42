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

    func run() async throws {
        let catalog = try await Self.loadCatalog(data)
        if json {
            print(try ShiftJSON.types(catalog))
            return
        }
        for type in catalog.shiftTypes {
            let location = catalog.location(type.locationID)?.name ?? "(no location)"
            print([type.symbol, type.title, type.duration.label, "@ \(location)"]
                .map(\.sanitizedForTerminal).joined(separator: "  "))
        }
    }

    /// The saved catalog, through the same store and middleware as the
    /// screens; a missing or unreadable one is printed and exits 1.
    @UIActor
    static func loadCatalog(_ data: DataOptions) async throws -> Catalog {
        let store = AppReducer.makeStore(services: data.services())
        await store.dispatch(.catalog(.load))
        let state = store.state.catalog
        if let error = state.errorMessage {
            printError(error)
            throw ExitCode.failure
        }
        guard state.isSaved else {
            let file = DataDirectory.catalogFile(in: data.directory).path
            printError("there is no \(file) yet: run `shifts init` (or start `shifts`) to create one.")
            throw ExitCode.failure
        }
        return state.catalog
    }
}
