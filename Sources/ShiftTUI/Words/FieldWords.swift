import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// How a form's field reads: its label, a grey hint, and for a toggle the
/// names of off and on.
struct FieldWords: Hashable, Sendable {
    var label: String
    var hint: String?
    var off = "no"
    var on = "yes"
}
