import Foundation
import Redux
import ShiftModel

public typealias ShiftQueryStore = Store<ShiftQueryState, ShiftQueryAction, ServiceContainer>
