import Foundation

/// A step to drop that is no longer the next one: nothing was dropped.
package struct StepMoved: Error, Hashable, Sendable, LocalizedError {
    package init() {}
    package var errorDescription: String? {
        "The undo history changed meanwhile (another window or command), so nothing was dropped; undo takes its newest step."
    }
}
