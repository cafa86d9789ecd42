/// What applying a rotation has open over the Schedule: the form or the
/// preview, never both. A rules question is asked over the preview
/// (`rulesQuestion`).
package enum RotationApplyOpen: Hashable, Sendable {
    /// The form, and what it asked for while the shifts of its days are read.
    case form(FormState<RotationApplyField>, loading: RotationApplyRequest?)
    /// The preview on the grid, until Enter's change is written or Esc.
    case preview(RotationPreview)
}

/// The form and the preview seen alone: nil when the other (or none) is
/// open. Set, each takes the place of what was open; set to nil, it closes
/// only if it is what is open.
extension RotationApplyState {
    /// The form's fields; set over the open form, what it asked for stays.
    package var form: FormState<RotationApplyField>? {
        get {
            guard case .form(let form, _)? = open else { return nil }
            return form
        }
        set {
            if let newValue {
                open = .form(newValue, loading: loading)
            } else if form != nil {
                open = nil
            }
        }
    }

    /// What the form asked for, while the shifts of its days are read.
    /// Set, it changes only an open form.
    package var loading: RotationApplyRequest? {
        get {
            guard case .form(_, let loading)? = open else { return nil }
            return loading
        }
        set {
            guard case .form(let form, _)? = open else { return }
            open = .form(form, loading: newValue)
        }
    }

    package var preview: RotationPreview? {
        get {
            guard case .preview(let preview)? = open else { return nil }
            return preview
        }
        set {
            if let newValue {
                open = .preview(newValue)
            } else if preview != nil {
                open = nil
            }
        }
    }
}
