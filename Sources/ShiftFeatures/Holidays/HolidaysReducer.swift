import Redux

package enum HolidaysReducer {
    package static let reducer = EffectReducer<HolidaysState, Void, HolidaysAction, HolidaysEffect> { state, action, _ in
        reduce(&state, action)
    }

    /// A read is requested each time it is asked for: what was read before
    /// stays shown meanwhile.
    @discardableResult
    package static func reduce(_ state: inout HolidaysState, _ action: HolidaysAction) -> HolidaysEffect? {
        switch action {
        case .load:
            return .load
        case .loaded(.success(let holidays)):
            state = HolidaysState(holidays: holidays)
        case .loaded(.failure(let error)):
            state.problem = error.message
        }
        return nil
    }
}
