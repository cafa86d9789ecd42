import Redux

/// Rows' answers on their way to the store. The first to come sends; the
/// ones that come while it is sent (its frame drawn) wait and go in the
/// next send, together. So the frame count follows the drawing, not the
/// row count, with no timer: a row that answers alone is drawn at once.
@UIActor
package final class RowAnswers {
    private let span: TeamSpan
    private let dispatch: Dispatcher<AppAction>
    private var waiting: [TeamRowID: TeamRowLoad] = [:]
    private var isSending = false

    package init(span: TeamSpan, dispatch: Dispatcher<AppAction>) {
        self.span = span
        self.dispatch = dispatch
    }

    /// Returns when this answer is sent: by this call, or by the call
    /// already sending, which takes it in its next send.
    package func arrived(_ row: TeamRowID, _ load: TeamRowLoad) async {
        waiting[row] = load
        guard !isSending else { return }
        isSending = true
        defer { isSending = false }
        while !waiting.isEmpty, !Task.isCancelled {
            // Answers already queued for this actor join this send.
            await Task.yield()
            let batch = waiting
            waiting = [:]
            await dispatch(.team(.rowsLoaded(span, batch)))
        }
    }
}
