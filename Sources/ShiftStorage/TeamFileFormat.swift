import Foundation
import ShiftModel

/// The JSON of `team.json` (Docs/FileFormat.md): keys sorted, two-space
/// indent, a final newline, and a `schemaVersion`.
enum TeamFileFormat {
    /// The version this build writes and the newest it reads.
    static let currentVersion = 1

    struct Problem: Error, Equatable {
        var message: String
        /// The file is from a newer version: this version number.
        var newerVersion: Int?
    }

    struct FileV1: Codable {
        var schemaVersion: Int
        var members: [MemberV1]
    }

    struct MemberV1: Codable, Equatable {
        var id: String
        var name: String
        var initials: String
        /// A single .ics file or a vdir folder.
        var calendar: String
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
    }

    static func encode(_ team: Team) throws(JSONEncodingFailure) -> [UInt8] {
        let file = FileV1(schemaVersion: currentVersion, members: team.members.map {
            MemberV1(id: $0.id.rawValue, name: $0.name, initials: $0.initials, calendar: $0.calendarPath)
        })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.bytes(of: file)
    }

    static func decode(_ bytes: [UInt8]) throws(Problem) -> Team {
        let data = Data(bytes)
        let decoder = JSONDecoder()
        let probe: VersionProbe
        do {
            probe = try decoder.decode(VersionProbe.self, from: data)
        } catch {
            throw Problem(message: "it is not a JSON object")
        }
        guard let version = probe.schemaVersion else { throw Problem(message: "it has no schemaVersion") }
        if version > currentVersion {
            throw Problem(message: "schemaVersion \(version) is newer than \(currentVersion)", newerVersion: version)
        }
        guard version == currentVersion else { throw Problem(message: "schemaVersion \(version) is not one shifts knows") }
        let file: FileV1
        do {
            file = try decoder.decode(FileV1.self, from: data)
        } catch let DecodingError.keyNotFound(key, context) {
            throw Problem(message: "\(path(context.codingPath + [key])) is missing")
        } catch let DecodingError.typeMismatch(_, context) {
            throw Problem(message: "\(path(context.codingPath)) has the wrong type")
        } catch {
            throw Problem(message: "its members are not in the expected form")
        }
        var ids = Set<String>()
        var members: [TeamMember] = []
        for (index, member) in file.members.enumerated() {
            let name = member.name.trimmingWhitespace()
            guard !name.isEmpty else { throw Problem(message: "members[\(index)] has an empty name") }
            guard !member.id.isEmpty, ids.insert(member.id).inserted else {
                throw Problem(message: "members[\(index)] (\(UntrustedText.cut(name))) has an empty or repeated id")
            }
            guard !member.calendar.isEmpty else {
                throw Problem(message: "members[\(index)] (\(UntrustedText.cut(name))) has no calendar path")
            }
            members.append(TeamMember(id: MemberID(member.id), name: name, initials: member.initials,
                                      calendarPath: member.calendar))
        }
        return Team(members: members)
    }

    private static func path(_ keys: [any CodingKey]) -> String {
        keys.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }.joined()
            .trimmingCharacters(in: CharacterSet(charactersIn: "."))
    }
}
