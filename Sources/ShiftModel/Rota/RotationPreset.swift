/// A rotation to start from, written in roles rather than the user's types:
/// D a day shift (often 12 hours), N a night, E an early, L a late; `~` off.
/// Copying one maps each role to one of the user's types.
package struct RotationPreset: Hashable, Sendable, Identifiable {
    /// Stable across releases, for `shifts rotate` and scripts.
    package var id: String
    package var name: String
    /// One role per day, nil for off.
    package var cycle: [String?]

    init(id: String, name: String, _ pattern: String) {
        self.id = id
        self.name = name
        cycle = pattern.split(separator: " ").map { $0 == String(RotaPattern.off) ? nil : String($0) }
    }

    /// The roles the cycle uses, each once, in the order they first appear.
    package var roles: [String] {
        var roles: [String] = []
        for case let role? in cycle where !roles.contains(role) { roles.append(role) }
        return roles
    }

    /// The cycle as it is typed: `D D N N ~ ~ ~ ~`.
    package var patternText: String {
        cycle.map { $0 ?? String(RotaPattern.off) }.joined(separator: " ")
    }

    /// Each role matched to the type with that symbol (ignoring case), and
    /// the roles no type's symbol matches, which the user is asked to map.
    package func matching(_ catalog: Catalog) -> (mapping: [String: ShiftTypeID], unmatched: [String]) {
        var mapping: [String: ShiftTypeID] = [:]
        var unmatched: [String] = []
        for role in roles {
            if let type = catalog.shiftTypes.first(where: { $0.symbol.lowercased() == role.lowercased() }) {
                mapping[role] = type.id
            } else {
                unmatched.append(role)
            }
        }
        return (mapping, unmatched)
    }

    /// The preset as one of the user's rotations, each role worked as the
    /// type `mapping` gives it; nil when a role has none.
    package func rotation(id: RotationID, name: String? = nil, anchor: CalendarDay,
                         mapping: [String: ShiftTypeID]) -> Rotation? {
        var cycle: [ShiftTypeID?] = []
        cycle.reserveCapacity(self.cycle.count)
        for role in self.cycle {
            guard let role else { cycle.append(nil); continue }
            guard let type = mapping[role] else { return nil }
            cycle.append(type)
        }
        return Rotation(id: id, name: name ?? self.name, cycle: cycle, anchor: anchor)
    }

    /// The preset with this id or name, ignoring case.
    package static func named(_ text: String) -> RotationPreset? {
        let wanted = text.trimmingWhitespace().lowercased()
        return all.first { $0.id == wanted || $0.name.lowercased() == wanted }
    }

    /// The common rotas of shift work, shortest names first in each family.
    package static let all: [RotationPreset] = {
        let pitman = "D D ~ ~ D D D ~ ~ D D ~ ~ ~"
        return [
            RotationPreset(id: "4on4off-days", name: "4 on 4 off, days", "D D D D ~ ~ ~ ~"),
            RotationPreset(id: "4on4off-days-nights", name: "4 on 4 off, days and nights", "D D N N ~ ~ ~ ~"),
            RotationPreset(id: "pitman", name: "Pitman 2-2-3", pitman),
            RotationPreset(id: "panama", name: "Panama 2-2-3, days then nights",
                           pitman + " " + String(pitman.map { $0 == "D" ? "N" : $0 })),
            RotationPreset(id: "dupont", name: "DuPont",
                           "N N N N ~ ~ ~ D D D ~ N N N ~ ~ ~ D D D D ~ ~ ~ ~ ~ ~ ~"),
            RotationPreset(id: "continental", name: "Continental",
                           "E E L L N N N ~ ~ E E L L L N N ~ ~ ~ E E E L L N N ~ ~"),
            RotationPreset(id: "5on2off", name: "5 on 2 off", "E E E E E ~ ~"),
            RotationPreset(id: "2-2-2-4off", name: "2-2-2 with 4 off", "E E L L N N ~ ~ ~ ~"),
        ]
    }()
}
