import ShiftFeatures
import ShiftModel
@testable import ShiftTUI
import Testing

/// What the Team screen says under the rows after `r`.
@Suite("Team screen: the sync's lines")
struct TeamSyncLinesTests {
    @Test("while syncing; all synced; some failed, each named with the reason on a line of its own")
    func lines() {
        #expect(TeamProps.syncLines(nil) == [])
        #expect(TeamProps.syncLines(.syncing) == ["Syncing the team from their servers…"])
        #expect(TeamProps.syncLines(.done([])) == [])
        #expect(TeamProps.syncLines(.done([CalDAVSyncOutcome(name: "Ana", result: .success(3)),
                                           CalDAVSyncOutcome(name: "Ben", result: .success(0))]))
            == ["Synced 2 members from their servers."])
        #expect(TeamProps.syncLines(.done([
            CalDAVSyncOutcome(name: "Ana", result: .success(3)),
            CalDAVSyncOutcome(name: "Ben", result: .failure(.refused(reason: "401 Unauthorized"))),
            CalDAVSyncOutcome(name: "Cy", result: .failure(.noCalendar(url: "http://dav/cy/rota/"))),
            CalDAVSyncOutcome(name: "Di", result: .failure(.passwordNeeded)),
        ])) == [
            "Synced 1 of 4 members; 3 failed:",
            "  Ben: the server refused the user/password: 401 Unauthorized",
            "  Cy: no calendar at http://dav/cy/rota/: create it first (see Docs/Sharing.md)",
            "  Di: its password was typed at a prompt and is kept nowhere: run `shifts team sync` in a terminal to type it again",
        ])
    }
}
