import ArgumentParser
import Testing
@testable import shifts

@Suite("QuickStart: the everyday command lines, read without ArgumentParser")
struct QuickStartTests {
    static let taken: [[String]] = [
        [], ["--data-dir", "/d"], ["--data-dir=/d"], ["open"], ["open", "--data-dir", "/d"],
        ["today"], ["today", "--json"], ["today", "--date", "tomorrow"],
        ["today", "--json", "--date=2026-12-24", "--data-dir", "/d"],
        ["today", "--data-dir=/d", "--date", "fri"],
    ]

    /// Every property (and so every one a later change adds) must come out
    /// as ArgumentParser sets it: an unset one prints as "*definition*".
    @Test("each form taken gives exactly the command ArgumentParser parses", arguments: taken)
    func sameAsArgumentParser(_ arguments: [String]) throws {
        let quick = try #require(QuickStart.command(for: arguments))
        let parsed = try Shifts.parseAsRoot(arguments)
        #expect(type(of: quick) == type(of: parsed))
        #expect(String(describing: quick) == String(describing: parsed))
        #expect(!String(describing: quick).contains("definition"))
    }

    static let left: [[String]] = [
        ["--help"], ["-h"], ["help"], ["today", "--help"], ["init"], ["todya"], ["today", "--nope"],
        ["today", "--date"], ["today", "--date", "--json"], ["today", "--data-dir="],
        ["today", "--data-dir", "/a", "--data-dir", "/b"], ["today", "--json", "--json"],
        ["today", "--", "x"], ["open", "--json"], ["open", "today"], ["--data-dir", "/d", "today"],
    ]

    @Test("anything else is left to ArgumentParser", arguments: left)
    func everythingElseIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(QuickStart.command(for: arguments) == nil)
    }
}
