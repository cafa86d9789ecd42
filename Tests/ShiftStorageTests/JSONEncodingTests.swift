import Foundation
@testable import ShiftStorage
import Testing

/// The files are encoded with `JSONEncoder.bytes(of:)`: a value that cannot
/// be encoded throws, naming it, instead of giving `{}` or nothing to write.
@Suite("Encoding the files' JSON")
struct JSONEncodingTests {
    struct Reading: Encodable {
        var hours: Double
    }

    @Test("a value JSON cannot hold throws, naming its type; nothing comes back to write")
    func unencodableThrows() {
        #expect(throws: JSONEncodingFailure.self) { try JSONEncoder().bytes(of: Reading(hours: .nan)) }
        do {
            _ = try JSONEncoder().bytes(of: Reading(hours: .infinity))
            Issue.record("an infinite number was encoded")
        } catch {
            #expect(error.message.hasPrefix("cannot encode Reading as JSON: "))
        }
    }

    @Test("a value it can hold is its JSON and one newline")
    func encodes() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        #expect(try encoder.bytes(of: Reading(hours: 7.5)) == Array(#"{"hours":7.5}"#.utf8) + [10])
    }
}
