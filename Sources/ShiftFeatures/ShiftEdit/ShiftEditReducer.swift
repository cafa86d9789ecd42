import Redux

package enum ShiftEditReducer {
    package static let reducer = Reducer<ShiftEditState, ShiftEditEvent>(reduce)

    package static func reduce(_ state: inout ShiftEditState, _ event: ShiftEditEvent) {
        switch event {
        case .began:
            state.isApplying = true
            state.notice = nil
            state.unfinished = nil
            state.onWritten = nil
        case .beganSaying(let notice):
            state.isApplying = true
            state.notice = nil
            state.unfinished = nil
            state.onWritten = notice
        case .applied(let record, let source):
            state.isApplying = false
            state.lastOperation = record.commit.operation
            state.notice = source == .edit ? state.onWritten ?? .changed(record.commit.operation, by: source)
                : .changed(record.commit.operation, by: source)
            state.onWritten = nil
            state.unfinished = record.unfinished
        case .failed(let failure):
            state.isApplying = false
            state.notice = failure.notice
            state.unfinished = nil
            state.onWritten = nil
        case .said(let notice):
            state.notice = notice
        case .ended(let notice):
            state.isApplying = false
            state.notice = notice
        case .paused:
            state.isApplying = false
            state.onWritten = nil
        }
    }
}
