import ShiftModel
import ShiftPresentation
import Testing

/// What is said of a member's calendar that cannot be shown: the file, why,
/// and what to do about it.
struct TeamWordsTests {
    @Test("a missing calendar asks whether it was synced; an unreadable one says why and to sync or fix it there")
    func problems() {
        #expect(TeamWords.problem(.missing(path: "/sync/ana")) == "there is nothing at /sync/ana yet (has the calendar been synced there?)")
        #expect(TeamWords.problem(.unreadable(path: "/sync/ana.ics", reason: "line 2: BEGIN:VEVENT is never closed"))
            == "/sync/ana.ics cannot be read: line 2: BEGIN:VEVENT is never closed; sync it again or fix it there (shifts only reads it)")
        #expect(TeamWords.status(nil) == "ok")
        #expect(TeamWords.reason(.missing(path: "/sync/ana")) == nil)
    }
}
