import ShiftPresentation
import Foundation
import ShiftFeatures
import ShiftModel
import Terminal

/// A run of text in one style, for lines that mix colours.
struct StyledText: Hashable, Sendable {
    var text: String
    var style: TextStyle

    init(_ text: String, _ style: TextStyle = .plain) {
        self.text = text
        self.style = style
    }
}
