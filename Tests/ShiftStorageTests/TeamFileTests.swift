import Foundation
import ShiftFeatures
import ShiftModel
import Testing
@testable import ShiftStorage

@Suite("team.json: versioned, written atomically, never overwritten when it cannot be read")
struct TeamFileTests {
    static let ana = TeamMember(id: "m-ana", name: "Ana Ruiz", initials: "AR", calendarPath: "/sync/ana")

    func service(_ directory: URL) throws -> FileTeamService {
        FileTeamService(fileURL: DataDirectory.teamFile(in: directory), calendar: try calendar())
    }

    @Test("no team.json is an empty team; adding a member writes it, with mode 0600, keys sorted")
    func addWrites() async throws {
        try await withTemporaryDirectory { directory in
            let service = try service(directory)
            #expect(try await service.load() == Team())
            try await service.update { $0.members.append(Self.ana) }
            let url = DataDirectory.teamFile(in: directory)
            #expect(try readText(url) == """
                {
                  "members" : [
                    {
                      "calendar" : "/sync/ana",
                      "id" : "m-ana",
                      "initials" : "AR",
                      "name" : "Ana Ruiz"
                    }
                  ],
                  "schemaVersion" : 1
                }

                """)
            let mode = try FileManager.default.attributesOfItem(atPath: url.path)[.posixPermissions] as? Int
            #expect(mode == 0o600)
            #expect(try await self.service(directory).load() == Team(members: [Self.ana]))
        }
    }

    @Test("a team.json that is not JSON, or has a member without a name, is refused naming the problem, and left as it was",
          arguments: [
              ("{ not json", "it is not a JSON object"),
              (#"{"schemaVersion": 1, "members": [{"id": "a", "name": " ", "initials": "", "calendar": "/x"}]}"#,
               "members[0] has an empty name"),
              (#"{"schemaVersion": 1, "members": [{"id": "a", "name": "Ana", "initials": "A"}]}"#,
               "members[0].calendar is missing"),
              (#"{"members": []}"#, "it has no schemaVersion"),
          ])
    func badFile(text: String, problem: String) async throws {
        try await withTemporaryDirectory { directory in
            let url = DataDirectory.teamFile(in: directory)
            try write(text, to: url)
            let service = try service(directory)
            let path = url.path
            await #expect(throws: TeamFileError.unreadable(path: path, problem: problem)) { try await service.load() }
            await #expect(throws: TeamFileError.unreadable(path: path, problem: problem)) {
                try await service.update { $0.members.append(Self.ana) }
            }
            #expect(try readText(url) == text)
        }
    }

    @Test("a team.json from a newer shifts is refused and left as it was")
    func newerVersion() async throws {
        try await withTemporaryDirectory { directory in
            let url = DataDirectory.teamFile(in: directory)
            let text = #"{"schemaVersion": 2, "members": [], "groups": []}"#
            try write(text, to: url)
            let service = try service(directory)
            await #expect(throws: TeamFileError.newerVersion(path: url.path, found: 2, supported: 1)) {
                try await service.update { $0.members = [] }
            }
            #expect(try readText(url) == text)
            #expect(TeamFileError.newerVersion(path: "/d/team.json", found: 2, supported: 1).localizedDescription
                == "/d/team.json is from a newer version of shifts (schemaVersion 2; this one reads up to 1). "
                + "The file was left untouched; update shifts to use it.")
        }
    }
}
