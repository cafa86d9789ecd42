import Foundation
import Redux
import ShiftModel

package enum ShiftQueryAction: Hashable, Sendable {
    case ask(ShiftQueryState.Question)
    case answered(Result<[ScheduledShift], UserFacingError>)
}
