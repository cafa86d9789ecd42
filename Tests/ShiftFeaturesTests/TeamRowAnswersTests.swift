import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftModel
import ShiftTesting
import Synchronization
import Testing

/// Rows that answer while an earlier answer is being sent (its frame drawn)
/// go out together in the next send; an answer that comes alone goes alone.
@Suite("Team row answers, gathered while a frame is drawn")
@UIActor
struct TeamRowAnswersTests {
    let span = TeamSpan(first: CalendarDay(year: 2026, month: 11, day: 23))

    /// Records each send; the first is held at `firstSend` until opened.
    final class Sends: Sendable {
        let firstSend = AsyncGate()
        private let sent = Mutex<[AppAction]>([])
        var actions: [AppAction] { sent.withLock { $0 } }

        var dispatcher: Dispatcher<AppAction> {
            Dispatcher { [self] action in
                let isFirst = sent.withLock { list -> Bool in
                    list.append(action)
                    return list.count == 1
                }
                if isFirst { await firstSend.pass() }
            }
        }
    }

    @Test("two rows answering while the first row's answer is sent land in one action, after it")
    func answersDuringASendGoTogether() async {
        let sends = Sends()
        let answers = RowAnswers(span: span, dispatch: sends.dispatcher)
        let first = Task { @UIActor in await answers.arrived(.member("cy"), .loaded([])) }
        await sends.firstSend.waitForArrivals(1)
        // Both return at once: the send in flight takes them.
        await answers.arrived(.member("ana"), .failed(.member(.missing(path: "/team/ana.ics"))))
        await answers.arrived(.own, .loaded([]))
        #expect(sends.actions == [.team(.rowsLoaded(span, [.member("cy"): .loaded([])]))])
        sends.firstSend.open()
        await first.value
        #expect(sends.actions == [
            .team(.rowsLoaded(span, [.member("cy"): .loaded([])])),
            .team(.rowsLoaded(span, [.member("ana"): .failed(.member(.missing(path: "/team/ana.ics"))),
                                     .own: .loaded([])])),
        ])
    }

    @Test("an answer that comes when nothing is being sent is sent by itself, at once")
    func loneAnswerGoesAlone() async {
        let sends = Sends()
        sends.firstSend.open()
        let answers = RowAnswers(span: span, dispatch: sends.dispatcher)
        await answers.arrived(.member("ben"), .loaded([]))
        await answers.arrived(.own, .loaded([]))
        #expect(sends.actions == [
            .team(.rowsLoaded(span, [.member("ben"): .loaded([])])),
            .team(.rowsLoaded(span, [.own: .loaded([])])),
        ])
    }
}
