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

    /// What ArgumentParser made of the same line, as an invocation; nil for
    /// a command QuickStart does not take.
    static func parsed(_ arguments: [String]) throws -> QuickStart.Invocation? {
        switch try Shifts.parseAsRoot(arguments) {
        case let open as OpenCommand where open.data.backups == nil:
            .open(dataDir: open.data.dataDir)
        case let today as TodayCommand where today.data.backups == nil:
            .today(dataDir: today.data.dataDir, date: today.date, json: today.json)
        default: nil
        }
    }

    @Test("each form taken gives exactly what ArgumentParser parses", arguments: taken)
    func sameAsArgumentParser(_ arguments: [String]) throws {
        let quick = try #require(QuickStart.invocation(for: arguments))
        #expect(quick == (try Self.parsed(arguments)))
    }

    /// An option added to a command must be added to QuickStart's invocation
    /// too (or the command left to ArgumentParser): this counts them.
    @Test("the invocations carry every option the commands have")
    func invocationsCoverEveryOption() throws {
        let open = try #require(try Shifts.parseAsRoot(["open"]) as? OpenCommand)
        let today = try #require(try Shifts.parseAsRoot(["today"]) as? TodayCommand)
        #expect(Mirror(reflecting: open).children.map { $0.label } == ["_data"])
        #expect(Mirror(reflecting: today).children.map { $0.label } == ["_data", "_date", "_json"])
        // --backups is never taken (QuickStart leaves it to ArgumentParser).
        #expect(Mirror(reflecting: open.data).children.map { $0.label } == ["_dataDir", "_backups"])
    }

    static let left: [[String]] = [
        ["--help"], ["-h"], ["help"], ["today", "--help"], ["init"], ["todya"], ["today", "--nope"],
        ["today", "--date"], ["today", "--date", "--json"], ["today", "--data-dir="],
        ["today", "--data-dir", "/a", "--data-dir", "/b"], ["today", "--json", "--json"],
        ["today", "--", "x"], ["open", "--json"], ["open", "today"], ["--data-dir", "/d", "today"],
        ["--backups", "2"], ["today", "--backups=0"],
    ]

    @Test("anything else is left to ArgumentParser", arguments: left)
    func everythingElseIsLeftToArgumentParser(_ arguments: [String]) {
        #expect(QuickStart.invocation(for: arguments) == nil)
    }
}
