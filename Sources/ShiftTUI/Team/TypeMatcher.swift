import Foundation
import ShiftFeatures
import ShiftModel
import ShiftPresentation
import Terminal

/// A member's shift matched to the user's catalog: by symbol, then by
/// title; what matches neither is shown as unknown, with its own symbol.
struct TypeMatcher {
    private let types: TeamTypeMatcher
    private let colors: TypeColors

    init(_ catalog: Catalog) {
        types = TeamTypeMatcher(catalog)
        colors = TypeColors(catalog)
    }

    func mark(_ shift: ScheduledShift) -> TeamProps.Mark {
        if let type = types.type(of: shift) {
            return TeamProps.Mark(text: type.symbol.sanitizedForTerminal, color: colors.color(of: type))
        }
        let own = shift.symbol.map(\.sanitizedForTerminal).flatMap { $0.isEmpty ? nil : $0 } ?? "?"
        return TeamProps.Mark(text: own, color: nil)
    }
}
