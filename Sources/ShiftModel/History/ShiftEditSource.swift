import Foundation

/// Where a change came from: the change log and undo history tell an edit
/// from its undo and redo.
package enum ShiftEditSource: String, Hashable, Sendable, Codable, CaseIterable {
    case edit, undo, redo
}
