/// Per-field messages from validating a draft: each invalid field gets its
/// own, and an empty set means the draft is valid.
package struct ValidationErrors<Field: Hashable & Sendable>: Error, Hashable, Sendable {
    package var problems: [Field: FieldProblem]

    package init(_ problems: [Field: FieldProblem] = [:]) { self.problems = problems }

    package var isEmpty: Bool { problems.isEmpty }

    package subscript(field: Field) -> FieldProblem? {
        get { problems[field] }
        set { problems[field] = newValue }
    }
}
