import ShiftFeatures
import ShiftModel
import ShiftPresentation

/// A notice as one line of words, and whether it is a warning.
struct NoticeLine: Hashable, Sendable {
    var text: String
    var isError: Bool

    init(_ text: String, isError: Bool = false) {
        self.text = text
        self.isError = isError
    }

    init(_ notice: Notice) {
        self.init(NoticeWords.sentence(notice), isError: notice.isError)
    }
}
