/// What the Schedule has open of its own over the grid: one at a time,
/// so opening one closes the other.
package enum SchedulePrompt: Hashable, Sendable {
    /// The go-to-date prompt (`g`).
    case goTo(GoToLine)
    /// The `/` search line while it has the keys; what it holds is `filter.text`.
    case search(TextInput)
    /// The filter form (`f`).
    case filter(FormState<ScheduleFilterField>)
}

/// Each prompt seen alone: nil when another (or none) is open. Set, it
/// takes the place of whatever was open; set to nil, it closes only if
/// it is what is open.
extension ScheduleState {
    package var goTo: GoToLine? {
        get {
            guard case .goTo(let line)? = prompt else { return nil }
            return line
        }
        set { replace(newValue.map(SchedulePrompt.goTo)) { if case .goTo = $0 { true } else { false } } }
    }

    package var searchLine: TextInput? {
        get {
            guard case .search(let line)? = prompt else { return nil }
            return line
        }
        set { replace(newValue.map(SchedulePrompt.search)) { if case .search = $0 { true } else { false } } }
    }

    package var filterForm: FormState<ScheduleFilterField>? {
        get {
            guard case .filter(let form)? = prompt else { return nil }
            return form
        }
        set { replace(newValue.map(SchedulePrompt.filter)) { if case .filter = $0 { true } else { false } } }
    }

    private mutating func replace(_ opened: SchedulePrompt?, closing isThisKind: (SchedulePrompt) -> Bool) {
        if let opened {
            prompt = opened
        } else if let open = prompt, isThisKind(open) {
            prompt = nil
        }
    }
}
