import Foundation
import PropertyBased
import ShiftModel
import Testing
@testable import ShiftStorage

/// team.json attacked as catalog.json is: one to three values of a team of
/// three replaced by hostile ones. Each is refused with a short message, or
/// read as a team of named members with unique ids and a calendar path each,
/// that saves and reads back the same.
@Suite struct TeamFileFuzzTests {
    static let file = #"""
        {"schemaVersion": 1, "members": [
         {"id": "m1", "name": "Ana Ruiz", "initials": "AR", "calendar": "/cal/ana.ics"},
         {"id": "m2", "name": "Ben Okafor", "initials": "BO", "calendar": "/cal/ben"},
         {"id": "m3", "name": "Cy Lind", "initials": "CL", "calendar": "~/cy.ics"}]}
        """#

    @Test(.replayableSeed) func hostileValuesAreRefusedShortlyOrReadWhole() async throws {
        let base = try JSONSerialization.jsonObject(with: Data(Self.file.utf8))
        let paths = CatalogFuzzTests.paths(base).filter { !$0.isEmpty }
        let hostile = CatalogFuzzTests.hostile
        await propertyCheck(count: 300, input: Gen.int(in: 0...(paths.count - 1)).array(of: 1...3),
                            Gen.int(in: -1...(hostile.count - 1)).array(of: 3...3)) { picks, values in
            var json: Any = base
            for (pick, value) in zip(picks, values) {
                json = CatalogFuzzTests.replacing(json, at: ArraySlice(paths[pick]), with: value < 0 ? nil : hostile[value])
                    ?? json
            }
            guard let data = try? JSONSerialization.data(withJSONObject: json) else { return }
            do throws(TeamFileFormat.Problem) {
                let team = try TeamFileFormat.decode(Array(data))
                #expect(Set(team.members.map(\.id)).count == team.members.count)
                #expect(team.members.allSatisfy { !$0.name.trimmingWhitespace().isEmpty && !$0.calendarPath.isEmpty })
                let saved = try? TeamFileFormat.encode(team)
                #expect(saved.flatMap { try? TeamFileFormat.decode($0) } == team)
            } catch {
                #expect(!error.message.isEmpty && error.message.count < 200,
                        "\(error.message.count) characters: \(error.message.prefix(120))")
            }
        }
    }
}
