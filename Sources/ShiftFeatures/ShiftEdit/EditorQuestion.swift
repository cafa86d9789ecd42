/// What the editor asks, over its form or alone: one question at a time.
package enum EditorQuestion: Hashable, Sendable {
    /// Switch or delete this shift?
    case change(ShiftEditorQuestion)
    /// Save a change that breaks working-time rules anyway?
    case rules(RulesQuestion)
}

/// Each question seen alone: nil when the other (or none) is asked. Set,
/// it takes the place of the one asked; set to nil, it goes only if it is
/// the one asked.
extension ShiftEditorState {
    /// Asked before a switch (over the form) or a delete.
    package var question: ShiftEditorQuestion? {
        get {
            guard case .change(let question)? = asking else { return nil }
            return question
        }
        set {
            if let newValue {
                asking = .change(newValue)
            } else if question != nil {
                asking = nil
            }
        }
    }

    /// Asked when the request sent would break working-time rules: over
    /// the form as it was, which no gives back.
    package var rulesQuestion: RulesQuestion? {
        get {
            guard case .rules(let question)? = asking else { return nil }
            return question
        }
        set {
            if let newValue {
                asking = .rules(newValue)
            } else if rulesQuestion != nil {
                asking = nil
            }
        }
    }
}
