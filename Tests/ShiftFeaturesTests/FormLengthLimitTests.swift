import ShiftFeatures
import ShiftModel
import Testing

/// A catalog form's text field takes ten characters more than the value may
/// have, so a value one too long can be typed and validation says
/// "At most N characters." instead of the keys silently doing nothing; past
/// that the field keeps further input out.
@Suite("Catalog forms: how much each text field takes")
struct FormLengthLimitTests {
    /// What `field` holds after typing `count` characters into it, one key at a time past the first `count - 1`.
    static func typed<Name>(_ count: Int, into field: Int, of form: FormState<Name>) -> String {
        var form = form
        for _ in 0..<field { form.apply(.nextField) }
        form.apply(.text(.insert(String(repeating: "x", count: count - 1))))
        form.apply(.text(.insert("x")))
        return form.fields[field].input.text
    }

    @Test func shiftTypeFields() {
        let form = ShiftTypeForm.make(ShiftTypeDraft(), catalog: .defaults())
        #expect(form.fields.prefix(3).map(\.name) == [.symbol, .title, .description])
        #expect(Self.typed(8, into: 0, of: form).count == 8)
        #expect(Self.typed(9, into: 0, of: form).count == 8)
        #expect(Self.typed(50, into: 1, of: form).count == 50)
        #expect(Self.typed(51, into: 1, of: form).count == 50)
        #expect(Self.typed(210, into: 2, of: form).count == 210)
        #expect(Self.typed(211, into: 2, of: form).count == 210)
    }

    @Test func locationFields() {
        let form = LocationForm.make(LocationDraft())
        #expect(form.fields.map(\.name) == [.name, .address])
        #expect(Self.typed(50, into: 0, of: form).count == 50)
        #expect(Self.typed(51, into: 0, of: form).count == 50)
        #expect(Self.typed(130, into: 1, of: form).count == 130)
        #expect(Self.typed(131, into: 1, of: form).count == 130)
    }
}
