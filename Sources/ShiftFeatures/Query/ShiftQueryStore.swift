import Foundation
import Redux
import ShiftModel

package typealias ShiftQueryStore = Store<ShiftQueryState, ShiftQueryAction, ServiceContainer>
