import Dispatch

/// What `run` hands back: `Result` without its `Failure: Error` requirement,
/// so making this type for a new pair of types checks no conformance (the
/// runtime's first check of each conformance scans all of the binary's
/// conformance records: about 400,000 instructions at start).
enum QueueOutcome<Value, Failure> {
    case value(Value)
    case failure(Failure)
}

extension QueueOutcome: Sendable where Value: Sendable, Failure: Sendable {}
