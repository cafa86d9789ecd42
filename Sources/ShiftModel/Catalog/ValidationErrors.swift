/// Per-field messages from validating a draft: each invalid field gets its
/// own, and an empty set means the draft is valid.
public struct ValidationErrors<Field: Hashable & Sendable>: Error, Hashable, Sendable {
    public var problems: [Field: FieldProblem]

    public init(_ problems: [Field: FieldProblem] = [:]) { self.problems = problems }

    public var isEmpty: Bool { problems.isEmpty }

    public subscript(field: Field) -> FieldProblem? {
        get { problems[field] }
        set { problems[field] = newValue }
    }
}
