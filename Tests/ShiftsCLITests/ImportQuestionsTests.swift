import ShiftModel
import Testing
@testable import shifts

/// The answer logic behind `shifts import --dry-run --interactive`, and the
/// flags read from the command line, without a process.
@Suite("import's questions and title flags, pure")
struct ImportQuestionsTests {
    static var catalog: Catalog {
        var catalog = Catalog.defaults()
        var appointment = ShiftType(id: "appointment", symbol: "A", title: "Appointment", duration: .allDay,
                                    locationID: "main")
        appointment.pay.isWork = false
        catalog.shiftTypes.append(appointment)
        return catalog
    }

    @Test func anAnswerIsATypeNotWorkLeaveOrAProblemToAskAgain() throws {
        let catalog = Self.catalog
        let early = try #require(catalog.shiftTypes.first)
        let appointment = try #require(catalog.shiftTypes.last)
        #expect(ImportQuestions.answer(" e ", catalog: catalog) == .type(early))
        #expect(ImportQuestions.answer("early", catalog: catalog) == .type(early))
        // `n` is the Night's symbol, not "not work".
        #expect(ImportQuestions.answer("n", catalog: catalog) == .type(catalog.shiftTypes[2]))
        #expect(ImportQuestions.answer("-", catalog: catalog) == .notWork(appointment))
        #expect(ImportQuestions.answer("  ", catalog: catalog) == .leaveUnknown)
        guard case .problem(let lines) = ImportQuestions.answer("Erly", catalog: catalog) else {
            Issue.record("a typo is a problem")
            return
        }
        #expect(lines.first == "no shift type has the symbol or title 'Erly'. Did you mean E (Early)? The shift types are:")
        // Without a type marked not work, `-` says how to make one.
        #expect(ImportQuestions.answer("-", catalog: Catalog.defaults()) == .problem(ImportTitleFlags.noNotWorkType))
    }

    @Test func theChoicesBecomeFlagsOnTheCommandLineWithoutTheDryRunAndQuotedForAShell() throws {
        let catalog = Self.catalog
        let flags = ImportQuestions.flags([
            ("Staff meeting", .type(catalog.shiftTypes[0])),
            ("Course", .leaveUnknown),
            ("Dr. O'Neil", .notWork(catalog.shiftTypes[4])),
        ])
        #expect(flags == ["--map", "Staff meeting=E", "--not-work", "Dr. O'Neil"])
        let line = ImportQuestions.commandLine(arguments: ["import", "my file.ics", "--dry-run", "-i", "--max", "5"],
                                               adding: flags)
        #expect(line == #"shifts import 'my file.ics' --max 5 --map 'Staff meeting=E' --not-work 'Dr. O'\''Neil'"#)
        // A title with control or bidi characters is kept exact, so the
        // command maps it, and written as escapes, so none reaches the terminal.
        let hidden = ImportQuestions.commandLine(arguments: ["import", "a.ics"],
                                                 adding: ["--not-work", "Late\u{1B}[31m\tO'K\u{202E}\\"])
        #expect(hidden == #"shifts import a.ics --not-work $'Late\x1B[31m\x09O\'K\u202E\\'"#)
    }

    @Test func mapFlagsSplitAtTheLastEqualsSignAndNameTheirProblem() throws {
        let catalog = Self.catalog
        let map = try ImportTitleFlags.map(maps: ["a=b = L", " Course =Early"], notWork: ["Dentist"],
                                           catalog: catalog).get()
        #expect(map.rules == [.init(title: "a=b", typeID: "late"), .init(title: "Course", typeID: "early"),
                              .init(title: "Dentist", typeID: "appointment", isNotWork: true)])
        #expect(throws: StoreRun.TypeProblem(lines: ["--map ' =E': the title before = is empty."])) {
            try ImportTitleFlags.map(maps: [" =E"], notWork: [], catalog: catalog).get()
        }
        #expect(throws: StoreRun.TypeProblem(lines: ["--not-work: the title is empty."])) {
            try ImportTitleFlags.map(maps: [], notWork: [" "], catalog: catalog).get()
        }
    }
}
