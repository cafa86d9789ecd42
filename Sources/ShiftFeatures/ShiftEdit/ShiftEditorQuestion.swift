import ShiftModel

/// A yes/no question before a change (a switch or a delete): what yes
/// sends; the screen asks it in words made from the request.
package struct ShiftEditorQuestion: Hashable, Sendable {
    package var request: ShiftEditRequest

    package init(request: ShiftEditRequest) {
        self.request = request
    }
}
