import Foundation
import PropertyBased
import ShiftModel
import Testing

@Suite("A rotation: its cycle laid on the calendar from an anchor, by whole days")
struct RotationTests {
    static let e: ShiftTypeID = "early", l: ShiftTypeID = "late", n: ShiftTypeID = "night"
    static let anchor = CalendarDay(year: 2026, month: 3, day: 2)
    /// E E L L ~ ~: a six-day cycle from Monday 2 March 2026.
    let rotation = Rotation(id: "r", name: "Six", cycle: [e, e, l, l, nil, nil], anchor: anchor)

    func day(_ year: Int, _ month: Int, _ day: Int) -> CalendarDay { CalendarDay(year: year, month: month, day: day) }

    @Test("the anchor is the cycle's first day; the days after it follow the cycle and wrap")
    func afterTheAnchor() {
        let types = (0..<8).map { rotation.shiftType(on: Self.anchor.adding(days: $0)) }
        #expect(types == [Self.e, Self.e, Self.l, Self.l, nil, nil, Self.e, Self.e])
    }

    @Test("days before the anchor count backwards into earlier cycles")
    func beforeTheAnchor() {
        #expect(rotation.cycleIndex(of: Self.anchor.adding(days: -1)) == 5)
        #expect(rotation.cycleIndex(of: Self.anchor.adding(days: -6)) == 0)
        #expect(rotation.cycleIndex(of: Self.anchor.adding(days: -7)) == 5)
        #expect(rotation.shiftType(on: day(2026, 2, 26)) == Self.l)  // four days before: index 2
        #expect(rotation.shiftType(on: day(2026, 2, 26)) == rotation.shiftType(on: day(2026, 3, 4)))
    }

    @Test("a leap day is one day like any other: 2028-02-28 to 03-01 are three cycle days")
    func leapDay() {
        let february28 = day(2028, 2, 28)
        let index = rotation.cycleIndex(of: february28)
        #expect(rotation.cycleIndex(of: day(2028, 2, 29)) == (index + 1) % 6)
        #expect(rotation.cycleIndex(of: day(2028, 3, 1)) == (index + 2) % 6)
        // 2026-03-02 to 2028-02-28 is 728 days: 728 mod 6 = 2.
        #expect(index == 2)
    }

    @Test("the nights the clocks change are days like others (Europe/Berlin, 2026-03-29 and 10-25)")
    func daylightSaving() {
        // 27 and 237 days after the anchor: 27 mod 6 = 3, 237 mod 6 = 3.
        #expect(rotation.cycleIndex(of: day(2026, 3, 29)) == 3)
        #expect(rotation.cycleIndex(of: day(2026, 3, 30)) == 4)
        #expect(rotation.cycleIndex(of: day(2026, 10, 25)) == 3)
        #expect(rotation.cycleIndex(of: day(2026, 10, 26)) == 4)
    }

    @Test("a one-day cycle works every day; a 140-day cycle comes back after 140 days")
    func shortestAndLongest() {
        let daily = Rotation(id: "d", name: "Daily", cycle: [Self.n], anchor: Self.anchor)
        #expect(daily.cycleIndex(of: day(1990, 1, 1)) == 0)
        #expect(daily.shiftType(on: day(2500, 12, 31)) == Self.n)
        var cycle = [ShiftTypeID?](repeating: nil, count: Rotation.maxCycleDays)
        cycle[139] = Self.l
        let long = Rotation(id: "x", name: "Long", cycle: cycle, anchor: Self.anchor)
        #expect(long.shiftType(on: Self.anchor.adding(days: 139)) == Self.l)
        #expect(long.shiftType(on: Self.anchor.adding(days: -1)) == Self.l)
        #expect(long.shiftType(on: Self.anchor.adding(days: 279)) == Self.l)
        #expect(long.shiftType(on: Self.anchor.adding(days: 140)) == nil)
    }

    @Test("property: moving a day by whole cycles keeps its index; one day moves it by one, wrapping")
    func cycleProperties() async {
        await propertyCheck(count: 300, input: Gen.int(in: 1...Rotation.maxCycleDays),
                            Gen.int(in: -200_000...200_000), Gen.int(in: -50...50)) { length, offset, cycles in
            let rotation = Rotation(id: "p", name: "P", cycle: Array(repeating: Self.e, count: length),
                                    anchor: Self.anchor)
            let day = Self.anchor.adding(days: offset)
            let index = rotation.cycleIndex(of: day)
            #expect((0..<length).contains(index))
            #expect(rotation.cycleIndex(of: day.adding(days: cycles * length)) == index)
            #expect(rotation.cycleIndex(of: day.adding(days: 1)) == (index + 1) % length)
            // The same as counting whole days with Foundation's Gregorian calendar in UTC.
            var gregorian = Calendar(identifier: .gregorian)
            gregorian.timeZone = TimeZone(identifier: "UTC") ?? gregorian.timeZone
            let days = gregorian.dateComponents([.day], from: Self.anchor.start(in: gregorian),
                                                to: day.start(in: gregorian)).day ?? 0
            #expect(index == ((days % length) + length) % length)
        }
    }

    @Test("the cycle in the catalog's symbols; a deleted type shows as ? and is named")
    func symbols() {
        var catalog = Catalog.defaults()
        #expect(rotation.patternText(in: catalog) == "E E L L ~ ~")
        catalog.removeShiftType(Self.l)
        #expect(rotation.patternText(in: catalog) == "E E ? ? ~ ~")
        #expect(rotation.unknownTypes(in: catalog) == [Self.l])
        #expect(rotation.workingDays == 4)
    }
}

@Suite("Rotation presets: the common rotas, copied onto the user's types")
struct RotationPresetTests {
    @Test("each preset has the cycle shift workers know, at its length")
    func cycles() {
        let texts = Dictionary(uniqueKeysWithValues: RotationPreset.all.map { ($0.id, $0.patternText) })
        #expect(texts == [
            "4on4off-days": "D D D D ~ ~ ~ ~",
            "4on4off-days-nights": "D D N N ~ ~ ~ ~",
            "pitman": "D D ~ ~ D D D ~ ~ D D ~ ~ ~",
            "panama": "D D ~ ~ D D D ~ ~ D D ~ ~ ~ N N ~ ~ N N N ~ ~ N N ~ ~ ~",
            "dupont": "N N N N ~ ~ ~ D D D ~ N N N ~ ~ ~ D D D D ~ ~ ~ ~ ~ ~ ~",
            "continental": "E E L L N N N ~ ~ E E L L L N N ~ ~ ~ E E E L L N N ~ ~",
            "5on2off": "E E E E E ~ ~",
            "2-2-2-4off": "E E L L N N ~ ~ ~ ~",
        ])
        #expect(RotationPreset.all.map(\.cycle.count) == [8, 8, 14, 28, 28, 28, 7, 10])
    }

    @Test("roles match the user's types by symbol, ignoring case; the rest are named to be asked")
    func matching() throws {
        let catalog = Catalog.defaults()  // E L N O
        let continental = try #require(RotationPreset.named("Continental"))
        #expect(continental.matching(catalog).mapping == ["E": "early", "L": "late", "N": "night"])
        #expect(continental.matching(catalog).unmatched == [])
        let dayNight = try #require(RotationPreset.named("4on4off-days-nights"))
        #expect(dayNight.roles == ["D", "N"])
        #expect(dayNight.matching(catalog).unmatched == ["D"])
        #expect(dayNight.rotation(id: "x", anchor: RotationTests.anchor, mapping: ["N": "night"]) == nil)
        let copied = dayNight.rotation(id: "x", anchor: RotationTests.anchor, mapping: ["D": "early", "N": "night"])
        #expect(copied == Rotation(id: "x", name: "4 on 4 off, days and nights",
                                   cycle: ["early", "early", "night", "night", nil, nil, nil, nil],
                                   anchor: RotationTests.anchor))
    }
}

@Suite("A rotation form's draft: a problem per field")
struct RotationDraftTests {
    let today = CalendarDay(year: 2026, month: 11, day: 25)

    func problems(_ draft: RotationDraft, in catalog: Catalog = .defaults()) -> [RotationField: FieldProblem] {
        if case .failure(let errors) = draft.validated(in: catalog, editing: nil, today: today) { return errors.problems }
        return [:]
    }

    @Test("a valid draft gives its values; counts and case are read as in the rota line")
    func valid() {
        let draft = RotationDraft(name: " Ward ", cycle: "2e 2L 2~", anchor: "2026-12-01")
        #expect(draft.validated(in: .defaults(), editing: nil, today: today)
            == .success(RotationValues(name: "Ward", cycle: ["early", "early", "late", "late", nil, nil],
                                       anchor: CalendarDay(year: 2026, month: 12, day: 1))))
    }

    @Test("each field says what is wrong: no name, an unknown symbol, an empty cycle, too long, a bad date")
    func invalid() {
        #expect(problems(RotationDraft(name: "", cycle: "E X", anchor: "soon"))
            == [.name: .missing(.name), .cycle: .unknownSymbol("X"), .anchor: .notADate])
        #expect(problems(RotationDraft(name: "A", cycle: " / ", anchor: "today")) == [.cycle: .emptyCycle])
        #expect(problems(RotationDraft(name: "A", cycle: "141E", anchor: "today")) == [.cycle: .cycleTooLong(max: 140)])
        #expect(problems(RotationDraft(name: "A", cycle: "140E", anchor: "")) == [.anchor: .missing(.date)])
        #expect(problems(RotationDraft(name: "A", cycle: "E 3", anchor: "today")) == [.cycle: .countWithoutSymbol])
        var catalog = Catalog.defaults()
        catalog.addOrReplace(Rotation(id: "w", name: "Ward", cycle: ["early"], anchor: today))
        #expect(problems(RotationDraft(name: "ward", cycle: "E", anchor: "today"), in: catalog) == [.name: .nameTaken("Ward")])
        #expect(RotationDraft(name: "ward", cycle: "E", anchor: "today").validated(in: catalog, editing: "w", today: today)
            == .success(RotationValues(name: "ward", cycle: ["early"], anchor: today)))
    }
}
