
/// A named rota that repeats: a cycle of days, each a shift type or off,
/// whose first day falls on `anchor` (and on every `cycle.count` days before
/// and after it).
///
/// Days hold type ids, not symbols, so renaming a type's symbol keeps the
/// rotation; a day whose type was deleted since is `unknownTypes`.
package struct Rotation: Hashable, Sendable, Identifiable {
    package var id: RotationID
    package var name: String
    /// One entry per day of the cycle: the type worked that day, nil for off.
    package var cycle: [ShiftTypeID?]
    /// A day the cycle's first day falls on.
    package var anchor: CalendarDay

    package init(id: RotationID, name: String, cycle: [ShiftTypeID?], anchor: CalendarDay) {
        self.id = id
        self.name = name
        self.cycle = cycle
        self.anchor = anchor
    }

    /// Twenty weeks: the longest rota a ward plans in one piece.
    package static let maxCycleDays = 140

    /// Where `day` falls in the cycle, 0 ..< cycle.count. Whole days between
    /// dates (ordinals), so no time of day and no daylight-saving change can
    /// shift it; days before the anchor count backwards into earlier cycles.
    /// 0 for an empty cycle, which validation never lets into the catalog.
    package func cycleIndex(of day: CalendarDay, anchor: CalendarDay? = nil) -> Int {
        let length = cycle.count
        guard length > 0 else { return 0 }
        let offset = day.ordinal - (anchor ?? self.anchor).ordinal
        let index = offset % length
        return index < 0 ? index + length : index
    }

    /// The type worked on `day`, nil when the cycle is off that day.
    package func shiftType(on day: CalendarDay, anchor: CalendarDay? = nil) -> ShiftTypeID? {
        cycle.isEmpty ? nil : cycle[cycleIndex(of: day, anchor: anchor)]
    }

    /// Days worked per cycle.
    package var workingDays: Int { cycle.lazy.filter { $0 != nil }.count }

    /// The cycle in the symbols of `catalog`'s types, `~` for off and `?`
    /// for a type no longer in the catalog: `E E L L ~ ~`.
    package func symbols(in catalog: Catalog) -> [String] {
        cycle.map { id in
            guard let id else { return String(RotaPattern.off) }
            return catalog.shiftType(id)?.symbol ?? Self.unknownSymbol
        }
    }

    /// The cycle as it is typed: symbols separated by spaces.
    package func patternText(in catalog: Catalog) -> String {
        symbols(in: catalog).joined(separator: " ")
    }

    /// The ids in the cycle that name no type of `catalog` (deleted since).
    package func unknownTypes(in catalog: Catalog) -> [ShiftTypeID] {
        var seen: [ShiftTypeID] = []
        for case let id? in cycle where catalog.shiftType(id) == nil && !seen.contains(id) {
            seen.append(id)
        }
        return seen
    }

    /// Shown for a day whose type is gone.
    package static let unknownSymbol = "?"
}

extension Catalog {
    package func rotation(_ id: RotationID) -> Rotation? {
        rotations.first { $0.id == id }
    }

    /// The rotation called `name`, ignoring case.
    package func rotation(named name: String) -> Rotation? {
        let wanted = name.trimmingWhitespace().lowercased()
        return rotations.first { $0.name.lowercased() == wanted }
    }

    /// Puts `rotation` in place of the one with its id, or last when there is none.
    package mutating func addOrReplace(_ rotation: Rotation) {
        if let index = rotations.firstIndex(where: { $0.id == rotation.id }) {
            rotations[index] = rotation
        } else {
            rotations.append(rotation)
        }
    }

    package mutating func removeRotation(_ id: RotationID) {
        rotations.removeAll { $0.id == id }
    }

    /// The rotations whose cycle works `type` on some day.
    package func rotations(using type: ShiftTypeID) -> [Rotation] {
        rotations.filter { $0.cycle.contains(type) }
    }
}
