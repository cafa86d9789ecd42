import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation
import Terminal

/// `shifts rotations`: the presets and the user's own rotations, for
/// `shifts rotate`.
struct RotationsCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "rotations",
        abstract: "Print the preset rotations and your own: name, cycle, length.",
        discussion: """
            Presets are written in roles: D a day shift, N a night, E an early,
            L a late, ~ a day off; `shifts rotate` works each role as your type
            of that symbol, or as the one --map names. Your own rotations (made
            on the Rotations screen) are shown in your types' symbols, ? for a
            type no longer in the catalog, with their anchor: a day the cycle's
            first day falls on.

            Examples:
              shifts rotations
              shifts rotations --json
            """)

    @OptionGroup var data: DataOptions

    @Flag(help: "Print JSON: {\"presets\": [{\"id\", \"name\", \"cycle\", \"length\", \"roles\"}], \"rotations\": [{\"id\", \"name\", \"cycle\", \"typeIds\", \"length\", \"anchor\"}]}.")
    var json = false

    func run() async throws { try await perform() }

    @UIActor
    private func perform() async throws {
        // The presets need no data dir: without one there is no catalog
        // (no rotations of your own, no types to match roles against).
        var catalog: Catalog?
        if DataOptions.directoryExists(dataDir: data.dataDir) {
            catalog = try await StoreRun.start(data, needing: nil, readsShifts: false).catalog
        }
        if json {
            try CommandOutput.print(try ShiftJSON.rotations(catalog ?? Catalog()))
            return
        }
        try CommandOutput.print(lines: Self.lines(catalog))
    }

    /// The presets, then the user's rotations, names padded so the cycles
    /// line up; a preset role no type's symbol matches says how to map it.
    static func lines(_ catalog: Catalog?) -> [String] {
        let presets = RotationPreset.all
        let idWidth = presets.map(\.id.count).max() ?? 0
        let nameWidth = presets.map(\.name.count).max() ?? 0
        var lines = ["Presets (D a day shift, N a night, E an early, L a late, ~ off):"]
        for preset in presets {
            let unmatched = catalog.map { preset.matching($0).unmatched } ?? []
            let hint = unmatched.isEmpty ? "" : "  (needs " + unmatched.map { "--map \($0)=TYPE" }.joined(separator: " ") + ")"
            lines.append("  \(padded(preset.id, idWidth))  \(padded(preset.name, nameWidth))  "
                + "\(length(preset.cycle.count))  \(preset.patternText)\(hint)")
        }
        guard let catalog else {
            lines.append("Yours: none (no data dir yet: `shifts init` starts one).")
            return lines
        }
        guard !catalog.rotations.isEmpty else {
            lines.append("Yours: none yet (make one on the Rotations screen).")
            return lines
        }
        lines.append("Yours:")
        let width = catalog.rotations.map(\.name.count).max() ?? 0
        for rotation in catalog.rotations {
            let unknown = rotation.unknownTypes(in: catalog).map { "\"\($0)\"" }
            let hint = unknown.isEmpty ? ""
                : "  (\(Rotation.unknownSymbol): shift type \(unknown.joined(separator: ", ")) is no longer in the catalog)"
            lines.append(("  \(padded(rotation.name, width))  \(length(rotation.cycle.count))  "
                + "\(rotation.patternText(in: catalog))  anchor \(rotation.anchor)\(hint)").sanitizedForTerminal)
        }
        return lines
    }

    /// `8 days`, padded to the widest (140 days).
    private static func length(_ days: Int) -> String {
        padded(days.counted("day"), "\(Rotation.maxCycleDays) days".count)
    }

    private static func padded(_ text: String, _ width: Int) -> String {
        text.count < width ? text + String(repeating: " ", count: width - text.count) : text
    }
}

extension ShiftJSON {
    struct Rotations: Encodable {
        var presets: [Preset]
        var rotations: [Own]
    }

    struct Preset: Encodable {
        var id: String
        var name: String
        /// Roles, null for a day off.
        var cycle: [String?]
        var length: Int
        var roles: [String]
    }

    struct Own: Encodable {
        var id: String
        var name: String
        /// The user's symbols, `?` for a type no longer in the catalog, null for a day off.
        var cycle: [String?]
        /// The same days as type ids (what catalog.json keeps).
        var typeIds: [String?]
        var length: Int
        var anchor: String
    }

    static func rotations(_ catalog: Catalog) throws -> String {
        try encode(Rotations(
            presets: RotationPreset.all.map { preset in
                Preset(id: preset.id, name: preset.name, cycle: preset.cycle, length: preset.cycle.count,
                       roles: preset.roles)
            },
            rotations: catalog.rotations.map { rotation in
                Own(id: rotation.id.rawValue, name: rotation.name,
                    cycle: rotation.cycle.map { $0.map { catalog.shiftType($0)?.symbol ?? Rotation.unknownSymbol } },
                    typeIds: rotation.cycle.map { $0?.rawValue }, length: rotation.cycle.count,
                    anchor: rotation.anchor.description)
            }))
    }
}
