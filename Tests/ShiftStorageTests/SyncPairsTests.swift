import Foundation
import Testing
@testable import ShiftStorage

/// shifts' own vdirsyncer config on real temp files: pairs added and
/// removed, names kept apart, the member's folder made and removed, and
/// never a folder shifts did not make.
@Suite("Sync pairs in DIR/vdirsyncer/config")
struct SyncPairsTests {
    @Test("two members of one name get two pairs and folders; removing one leaves the other's sections, status and copy")
    func addAndRemove() async throws {
        try await withTemporaryDirectory { directory in
            let pairs = SyncPairs(dataDirectory: directory)
            let first = try pairs.newMemberPair(memberName: "Ana", url: "https://dav/a/", username: nil, password: .none)
            try pairs.add(first)
            let second = try pairs.newMemberPair(memberName: "ana", url: "https://dav/b/", username: "x", password: .typed)
            try pairs.add(second)
            #expect([first.name, second.name] == ["team_ana", "team_ana_2"])
            #expect(try pairs.pairs() == [first, second])
            #expect(try pairs.pair(filling: directory.path + "/team/ana_2/") == second)
            let status = directory.appendingPathComponent("vdirsyncer/status")
            try FileManager.default.createDirectory(at: status, withIntermediateDirectories: true)
            for file in ["team_ana.items", "team_ana.collections", "team_ana_2.items"] {
                try Data().write(to: status.appendingPathComponent(file))
            }
            try pairs.remove(first)
            #expect(try pairs.pairs() == [second])
            #expect(try FileManager.default.contentsOfDirectory(atPath: status.path) == ["team_ana_2.items"])
            #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path + "/team") == ["ana_2"])
            #expect(try pairs.load().sections.compactMap(\.name) == ["team_ana_2", "team_ana_2_local", "team_ana_2_server"])
        }
    }

    @Test("a pair whose folder is not one shifts made (edited by hand) loses its sections, never the folder")
    func neverRemovesAForeignFolder() async throws {
        try await withTemporaryDirectory { directory in
            let pairs = SyncPairs(dataDirectory: directory.appendingPathComponent("data"))
            let foreign = directory.appendingPathComponent("mine")
            try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
            let pair = CalDAVPair(name: "team_x", role: .member(folder: foreign.path), url: "https://dav/x/", username: nil,
                                  password: .none)
            try pairs.add(pair)
            try pairs.remove(pair)
            #expect(FileManager.default.fileExists(atPath: foreign.path))
            #expect(try pairs.pairs() == [])
            #expect(!pairs.isMadeByShifts(pairs.teamFolder))
            #expect(pairs.isMadeByShifts(pairs.teamFolder + "/x/"))
        }
    }

    @Test("a config line vdirsyncer would not read is named with its line")
    func unreadableConfig() async throws {
        try await withTemporaryDirectory { directory in
            let pairs = SyncPairs(dataDirectory: directory)
            try FileManager.default.createDirectory(at: directory.appendingPathComponent("vdirsyncer"), withIntermediateDirectories: true)
            try Data("[general]\nstatus_path = /x/\n".utf8).write(to: URL(fileURLWithPath: pairs.configPath))
            #expect(throws: SyncPairs.Failure(message: "cannot read \(pairs.configPath): line 2: the value of status_path is not "
                + "a JSON string, list, true, false or null; fix or remove that line")) { try pairs.pairs() }
        }
    }

    @Test("sharing with no calendar.ics yet makes an empty one, so vdirsyncer asks nothing")
    func shareMakesTheCalendar() async throws {
        try await withTemporaryDirectory { directory in
            let pairs = SyncPairs(dataDirectory: directory)
            try pairs.add(pairs.newSharePair(url: "https://dav/s/", username: nil, password: .netrc))
            #expect(try readText(directory.appendingPathComponent("calendar.ics"))
                == "BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//shifts//shifts//EN\r\nEND:VCALENDAR\r\n")
            #expect(try pairs.sharePair()?.password == .netrc)
        }
    }
}
