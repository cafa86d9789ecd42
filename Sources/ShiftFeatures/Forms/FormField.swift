import ShiftModel

/// One field of a form: which one (`name`, a case of the form's own enum),
/// what was typed or chosen, and what is wrong with it. Labels and hints
/// are words: the screen makes them from `name`.
package struct FormField<Name: Hashable & Sendable>: Hashable, Sendable {
    package var name: Name
    package var kind: FormFieldKind
    package var input: TextInput
    /// The chosen option of a choice field; 1 for a toggle that is on.
    package var choice: Int
    /// Why the value is not valid (shown next to the field); what was typed stays.
    package var problem: FieldProblem?

    package init(_ name: Name, _ kind: FormFieldKind, text: String = "", choice: Int = 0) {
        self.name = name
        self.kind = kind
        self.input = TextInput(text)
        self.choice = choice
        self.problem = nil
    }

    /// A yes/no field.
    package static func toggle(_ name: Name, isOn: Bool) -> FormField {
        FormField(name, .toggle, choice: isOn ? 1 : 0)
    }

    /// A choice field with the option whose value is `selected` chosen (the first if none is).
    package static func choice(_ name: Name, options: [FormChoice], selected: FormValue?) -> FormField {
        FormField(name, .choice(options), choice: options.firstIndex { $0.value == selected && selected != nil } ?? 0)
    }

    package var options: [FormChoice] {
        if case .choice(let options) = kind { return options }
        return []
    }

    /// The chosen option of a choice field, if it has any.
    package var chosen: FormChoice? {
        options.indices.contains(choice) ? options[choice] : nil
    }

    /// What the field holds, for telling whether anything was typed.
    var content: Content {
        switch kind {
        case .text, .time: .text(input.text)
        case .toggle, .choice: .chosen(choice)
        }
    }

    enum Content: Hashable, Sendable {
        case text(String)
        case chosen(Int)
    }
}
