import Foundation
import ShiftModel

/// y or n to the change log's question: the plan to carry out.
package enum ChangeLogIntent {
    package static func answer(_ yes: Bool, in state: AppState) -> AppAction? {
        guard let question = state.changeLog.question else { return nil }
        guard yes else { return .changeLog(.declined) }
        switch question {
        case .purge(let plan): return .changeLog(.removeConfirmed(plan))
        case .clearAll(let count): return .changeLog(.removeConfirmed(.clearAll(count: count)))
        }
    }
}
