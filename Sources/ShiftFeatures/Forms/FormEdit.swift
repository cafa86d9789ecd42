/// An edit of a form's content.
package enum FormEdit: Hashable, Sendable {
    case text(TextEdit)
    case nextField, previousField
}
