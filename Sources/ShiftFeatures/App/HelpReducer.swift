import Redux

/// Opening, closing and scrolling the help. Pure.
package enum HelpReducer {
    package enum Action: Hashable, Sendable {
        case show(Bool)
        case scroll(by: Int)

        package init?(app action: AppAction) {
            switch action {
            case .showHelp(let shown): self = .show(shown)
            case .scrollHelp(let lines): self = .scroll(by: lines)
            default: return nil
            }
        }
    }

    package static let reducer = Reducer<HelpState, Action> { state, action in
        switch action {
        case .show(let shown): state = HelpState(isShown: shown)
        case .scroll(let lines): state.offset = max(0, state.offset + lines)
        }
    }
}
