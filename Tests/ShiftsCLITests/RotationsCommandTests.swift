import Foundation
import Testing

/// `shifts rotations` as a real process: the presets and the data dir's own rotations.
@Suite("shifts rotations, as a real process")
struct RotationsCommandTests {
    static let presets = """
        Presets (D a day shift, N a night, E an early, L a late, ~ off):
          4on4off-days         4 on 4 off, days                8 days    D D D D ~ ~ ~ ~  (needs --map D=TYPE)
          4on4off-days-nights  4 on 4 off, days and nights     8 days    D D N N ~ ~ ~ ~  (needs --map D=TYPE)
          pitman               Pitman 2-2-3                    14 days   D D ~ ~ D D D ~ ~ D D ~ ~ ~  (needs --map D=TYPE)
          panama               Panama 2-2-3, days then nights  28 days   D D ~ ~ D D D ~ ~ D D ~ ~ ~ N N ~ ~ N N N ~ ~ N N ~ ~ ~  (needs --map D=TYPE)
          dupont               DuPont                          28 days   N N N N ~ ~ ~ D D D ~ N N N ~ ~ ~ D D D D ~ ~ ~ ~ ~ ~ ~  (needs --map D=TYPE)
          continental          Continental                     28 days   E E L L N N N ~ ~ E E L L L N N ~ ~ ~ E E E L L N N ~ ~
          5on2off              5 on 2 off                      7 days    E E E E E ~ ~
          2-2-2-4off           2-2-2 with 4 off                10 days   E E L L N N ~ ~ ~ ~

        """

    @Test("the presets with the roles the catalog lacks, then your own in your symbols, ? for a type gone")
    func text() async throws {
        let dir = try await RotateCommandTests.dataDir(rotations: [RotateCommandTests.wardA, RotateCommandTests.old])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["rotations", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stderr == "")
        #expect(result.stdout == Self.presets + """
            Yours:
              Ward A  3 days    E ~ L  anchor 2026-11-29
              Old     2 days    ? ~  anchor 2026-12-01  (?: shift type "gone" is no longer in the catalog)

            """)
    }

    @Test("with no rotations of your own, it says where to make one; a D type needs no --map")
    func noneOfYourOwn() async throws {
        let dir = try await RotateCommandTests.dataDir(extraTypes: [RotateCommandTests.dayType])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["rotations", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout == Self.presets.replacingOccurrences(of: "  (needs --map D=TYPE)", with: "")
            + "Yours: none yet (make one on the Rotations screen).\n")
    }

    @Test("--json: presets in roles, your own in symbols and type ids, null for a day off")
    func json() async throws {
        let dir = try await RotateCommandTests.dataDir(rotations: [RotateCommandTests.wardA, RotateCommandTests.old])
        defer { try? FileManager.default.removeItem(at: dir) }
        let result = try await CLIProcess.run(["rotations", "--json", "--data-dir", dir.path])
        #expect(result.status == 0)
        #expect(result.stdout.hasPrefix(#"{"presets":[{"cycle":["D","D","D","D",null,null,null,null],"id":"4on4off-days","length":8,"name":"4 on 4 off, days","roles":["D"]},{"cycle":["D","D","N","N",null,null,null,null],"id":"4on4off-days-nights","length":8,"name":"4 on 4 off, days and nights","roles":["D","N"]},"#))
        #expect(result.stdout.hasSuffix(#""rotations":[{"anchor":"2026-11-29","cycle":["E",null,"L"],"id":"r1","length":3,"name":"Ward A","typeIds":["early",null,"late"]},{"anchor":"2026-12-01","cycle":["?",null],"id":"r2","length":2,"name":"Old","typeIds":["gone",null]}]}"# + "\n"))
        let object = try #require(try JSONSerialization.jsonObject(with: Data(result.stdout.utf8)) as? [String: Any])
        #expect((object["presets"] as? [Any])?.count == 8)
    }

    @Test("an unreadable catalog is said, exit 1; a data dir that is not there lists the presets alone")
    func unreadable() async throws {
        let dir = try makeDataDir(calendar: nil)
        defer { try? FileManager.default.removeItem(at: dir) }
        try Data(#"{"schemaVersion": 3, "rotations": 1}"#.utf8).write(to: dir.appendingPathComponent("catalog.json"))
        let result = try await CLIProcess.run(["rotations", "--data-dir", dir.path])
        #expect(result.status == 1)
        #expect(result.stdout == "")
        #expect(result.stderr.hasPrefix("shifts: Cannot read \(dir.path)/catalog.json: "))
        let missing = try await CLIProcess.run(["rotations", "--data-dir", dir.path + "/nope"])
        #expect(missing.status == 0)
        #expect(missing.stderr == "")
        #expect(missing.stdout.hasSuffix("Yours: none (no data dir yet: `shifts init` starts one).\n"))
    }
}
