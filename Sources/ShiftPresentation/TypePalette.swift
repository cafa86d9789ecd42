import ShiftModel

/// Each shift type's colour, stable across runs and machines: a fixed hash
/// of the type id (FNV-1a, not Swift's per-process seeded `Hasher`) picks a
/// palette slot; a type whose slot an earlier type of the catalog took gets
/// the next free one, so the first five types always differ. Red is left
/// out: it means sick or error.
package struct TypePalette: Hashable, Sendable {
    package static let colors: [TypeColor] = [.cyan, .green, .yellow, .magenta, .blue]

    private var byType: [String: TypeColor] = [:]

    package init(_ catalog: Catalog) {
        var taken = Set<Int>()
        for type in catalog.shiftTypes {
            var slot = Self.slot(forKey: type.id.rawValue)
            if taken.count < Self.colors.count {
                while taken.contains(slot) { slot = (slot + 1) % Self.colors.count }
            }
            taken.insert(slot)
            byType[type.id.rawValue] = Self.colors[slot]
        }
    }

    /// The colour of a type of the catalog, as its shifts have it everywhere.
    package func color(of type: ShiftType) -> TypeColor {
        byType[type.id.rawValue] ?? Self.colors[Self.slot(forKey: type.id.rawValue)]
    }

    /// The colour of a shift's type; a type not in the catalog, or an event
    /// from another program, is coloured by its hash (by title when it has
    /// no type), so it is stable too.
    package func color(of shift: ScheduledShift) -> TypeColor {
        if let id = shift.shiftTypeID, let color = byType[id.rawValue] { return color }
        return Self.colors[Self.slot(forKey: shift.shiftTypeID?.rawValue ?? shift.title)]
    }

    package static func slot(forKey key: String) -> Int {
        var hash: UInt32 = 2_166_136_261
        for byte in key.utf8 {
            hash ^= UInt32(byte)
            hash = hash &* 16_777_619
        }
        return Int(hash % UInt32(colors.count))
    }
}
