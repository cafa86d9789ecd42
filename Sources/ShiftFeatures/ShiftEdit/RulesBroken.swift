/// Thrown while the change is planned, holding the history: the change
/// breaks rules, and nothing is written.
struct RulesBroken: Error {
    var question: RulesQuestion
}
