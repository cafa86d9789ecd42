import Foundation
import ShiftModel
import Testing

/// The ids are bare strings in every file and in `--json`: the coding the
/// protocol gives them must stay the one the files have always had.
@Suite("String identifiers: a bare string in JSON, both ways")
struct StringIdentifierTests {
    @Test("each id encodes as its bare string and decodes from one")
    func bareStrings() throws {
        let encoder = JSONEncoder(), decoder = JSONDecoder()
        #expect(String(decoding: try encoder.encode(ShiftID("uid-1")), as: UTF8.self) == #""uid-1""#)
        #expect(String(decoding: try encoder.encode(ShiftTypeID("early")), as: UTF8.self) == #""early""#)
        #expect(String(decoding: try encoder.encode(LocationID("site")), as: UTF8.self) == #""site""#)
        #expect(String(decoding: try encoder.encode(RotationID("r-1")), as: UTF8.self) == #""r-1""#)
        #expect(String(decoding: try encoder.encode(MemberID("ana")), as: UTF8.self) == #""ana""#)
        #expect(try decoder.decode([MemberID].self, from: Data(#"["ana","ben"]"#.utf8)) == ["ana", "ben"])
        #expect(try decoder.decode(ShiftTypeID.self, from: Data(#""night""#.utf8)) == "night")
        #expect(ShiftID("uid-1").description == "uid-1")
    }
}
