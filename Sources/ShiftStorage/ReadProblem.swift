/// Why a calendar file cannot be read (structure or an event libical
/// rejects), with the line it is on when known.
struct ReadProblem: Error, Equatable, Sendable {
    var line: Int?
    var problem: String
}
