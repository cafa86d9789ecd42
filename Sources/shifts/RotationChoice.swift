import ArgumentParser
import Foundation
import Redux
import ShiftModel
import ShiftPresentation

/// What `shifts rotate NAME` applies: one of the user's rotations (by name),
/// a preset (by id or name, its roles mapped to the user's types), or a
/// pattern typed in the user's symbols, tried in that order, case ignored.
enum RotationChoice {
    /// One `--map ROLE=TYPE`, as typed.
    struct RoleMap: Equatable {
        var role: String
        var type: String

        /// `D=E`, spaces around either side allowed; nil when it is not
        /// ROLE=TYPE.
        init?(_ text: String) {
            let parts = text.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            guard parts.count == 2 else { return nil }
            role = parts[0].trimmingCharacters(in: .whitespaces)
            type = parts[1].trimmingCharacters(in: .whitespaces)
            guard !role.isEmpty, !type.isEmpty else { return nil }
        }
    }

    /// The rotation `name` means in `run`'s catalog, laid from `anchor`
    /// unless it is the user's own (which keeps its anchor). A preset role
    /// no type's symbol matches and no `--map` maps, a `--map` that is not
    /// needed, and text that is neither a name nor a readable pattern are
    /// usage errors (exit 64) that say what to type.
    @UIActor
    static func rotation(_ name: String, maps: [RoleMap], anchor: CalendarDay, run: StoreRun) throws -> Rotation {
        let catalog = run.catalog
        if let own = catalog.rotation(named: name) {
            guard maps.isEmpty else {
                throw usageError("--map maps the roles of a preset; \"\(own.name)\" is your own rotation, "
                    + "already in your shift types.")
            }
            return own
        }
        if let preset = RotationPreset.named(name) {
            let mapping = try mapping(for: preset, maps: maps, run: run)
            guard let rotation = preset.rotation(id: RotationID(preset.id), anchor: anchor, mapping: mapping) else {
                throw usageError("the preset \"\(preset.name)\" could not be mapped to your shift types.")
            }
            return rotation
        }
        let (cycle, problem) = RotationDraft.cycle(name, in: catalog)
        if let problem {
            throw usageError("no rotation of yours and no preset is called '\(name)', and as a pattern of your "
                + "symbols it does not read: \(problem.sentence) (`shifts rotations` lists the rotations and "
                + "presets, `shifts types` the symbols.)")
        }
        guard maps.isEmpty else {
            throw usageError("--map maps the roles of a preset; a pattern is typed in your own symbols already.")
        }
        let text = cycle.map { $0.flatMap { catalog.shiftType($0)?.symbol } ?? String(RotaPattern.off) }
            .joined(separator: " ")
        return Rotation(id: "pattern", name: text, cycle: cycle, anchor: anchor)
    }

    /// Each role of `preset` mapped to a type: by `--map` first, else to the
    /// type whose symbol is the role.
    @UIActor
    private static func mapping(for preset: RotationPreset, maps: [RoleMap], run: StoreRun) throws -> [String: ShiftTypeID] {
        var (mapping, unmatched) = preset.matching(run.catalog)
        let roles = preset.roles.joined(separator: " ")
        for map in maps {
            guard let role = preset.roles.first(where: { $0.lowercased() == map.role.lowercased() }) else {
                throw usageError("--map \(map.role)=\(map.type): the preset \"\(preset.name)\" has no role "
                    + "\(map.role); its roles are \(roles).")
            }
            mapping[role] = try run.type(map.type).id
            unmatched.removeAll { $0 == role }
        }
        guard unmatched.isEmpty else {
            let named = unmatched.map { "\($0) (\(RotationWords.role($0)))" }.joined(separator: ", ")
            let options = unmatched.map { "--map \($0)=TYPE" }.joined(separator: " ")
            let example = run.catalog.shiftTypes.first.map { ", e.g. --map \(unmatched[0])=\($0.symbol)" } ?? ""
            throw usageError(lines: ["the preset \"\(preset.name)\" works \(unmatched.count.agreeing("a role", "roles")) "
                + "no shift type's symbol matches: \(named). Map \(unmatched.count.agreeing("it", "each")) to one of "
                + "your shift types (its symbol or title) with \(options)\(example). Your shift types:"]
                + run.catalog.shiftTypes.map { "  \($0.symbol)  \($0.title)" })
        }
        return mapping
    }
}
