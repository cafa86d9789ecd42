import Foundation
import Redux
import ReduxTesting
import ShiftFeatures
import ShiftInMemoryServices
import ShiftModel
import ShiftTesting
import Testing

/// The hours' fields of the settings form (contract, night window, sick
/// hours, the rules' limits) and of the shift type form (an unpaid break,
/// an all-day count): each refused with its own problem, then saved.
@Suite("Hours fields of the settings and shift type forms (TestStore)")
@UIActor
struct HoursFormFieldsTests {
    let clock = TestWallClock(day: "2026-11-23", hour: 9)

    func makeStore(_ catalog: MockCatalogService, _ start: Catalog, screen: AppScreen) -> TestStore<AppState, AppAction, ServiceContainer> {
        let state = AppState(screen: screen, catalog: CatalogState(catalog: start, status: .loaded, isSaved: true))
        return TestStore(initialState: state, reducer: AppReducer.reducer,
                         services: ServiceContainer.inMemory(calendar: MockCalendarService(), clock: clock, catalog: catalog,
                                                           ids: SequentialIDGenerator(prefix: "type-")),
                         middlewares: AppReducer.middlewares())
    }

    typealias Store = TestStore<AppState, AppAction, ServiceContainer>

    /// ^U then `text` into the focused settings field `field`; `problem` is
    /// what the field says once emptied (nil: empty is valid or it had none).
    func retype(_ text: String, settings field: Int, emptied problem: FieldProblem?, _ store: Store) async {
        await store.send(.settings(.form(.edit(.text(.deleteToStart))))) {
            $0.settings.form?.fields[field].input = TextInput("")
            $0.settings.form?.fields[field].problem = problem
        }
        await store.send(.settings(.form(.edit(.text(.insert(text)))))) {
            $0.settings.form?.fields[field].input = TextInput(text)
            $0.settings.form?.fields[field].problem = nil
        }
    }

    func next(settings focus: Int, _ store: Store) async {
        await store.send(.settings(.form(.edit(.nextField)))) { $0.settings.form?.focus = focus }
    }

    @Test("settings: contract, night, sick, rest, days, weeks refused each with its problem; fixed, saved into the catalog")
    func settingsHours() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        let store = makeStore(catalog, .defaults(displayName: "Sam"), screen: .settings)
        await store.send(.settings(.edit)) { $0.settings.form = LiteralForms.settings(name: "Sam") }
        for focus in 1...6 { await next(settings: focus, store) }
        await store.send(.settings(.form(.edit(.text(.insert("38:75")))))) {
            $0.settings.form?.fields[6].input = TextInput("38:75")
        }
        await next(settings: 7, store)
        await retype("22:00", settings: 7, emptied: nil, store)
        await next(settings: 8, store)
        await retype("22:00", settings: 8, emptied: nil, store)
        await next(settings: 9, store)
        await store.send(.settings(.form(.edit(.text(.insert("n")))))) { $0.settings.form?.fields[9].choice = 0 }
        await next(settings: 10, store)
        await retype("25:00", settings: 10, emptied: nil, store)
        await next(settings: 11, store)
        await retype("0", settings: 11, emptied: nil, store)
        for focus in 12...15 { await next(settings: focus, store) }
        await retype("53", settings: 15, emptied: nil, store)

        #expect(SettingsIntent.submit(in: store.state) == .settings(.form(.submit)))
        await store.send(.settings(.form(.submit))) {
            $0.settings.form?.fields[6].problem = .notHours(lowest: 0, highest: 10_080)
            $0.settings.form?.fields[8].problem = .endIsStart
            $0.settings.form?.fields[10].problem = .notHours(lowest: 0, highest: 1_440)
            $0.settings.form?.fields[11].problem = .notANumber(lowest: 1, highest: 31)
            $0.settings.form?.fields[15].problem = .notANumber(lowest: 1, highest: 52)
            $0.settings.form?.focus = 6
        }
        #expect(catalog.calls == [])

        // Emptied, the contract is valid (no target): its problem goes at once.
        await retype("38:30", settings: 6, emptied: nil, store)
        for focus in 7...8 { await next(settings: focus, store) }
        await retype("06:00", settings: 8, emptied: .endIsStart, store)
        for focus in 9...10 { await next(settings: focus, store) }
        await retype("11:30", settings: 10, emptied: .notHours(lowest: 0, highest: 1_440), store)
        await next(settings: 11, store)
        await retype("5", settings: 11, emptied: .notANumber(lowest: 1, highest: 31), store)
        await next(settings: 12, store)
        await next(settings: 13, store)
        await retype("30", settings: 13, emptied: nil, store)
        for focus in 14...15 { await next(settings: focus, store) }
        await retype("26", settings: 15, emptied: .notANumber(lowest: 1, highest: 52), store)

        var expected = Catalog.defaults(displayName: "Sam")
        expected.settings.workingTime = WorkingTimeSettings(
            contractMinutesPerWeek: 38 * 60 + 30, nightStart: TimeOfDay(hour: 22, minute: 0),
            nightEnd: TimeOfDay(hour: 6, minute: 0), sickCountsTowardTarget: false,
            limits: WorkingTimeLimits(minimumRestMinutes: 11 * 60 + 30, maximumConsecutiveDays: 5, maximumConsecutiveNights: 4,
                                      weeklyMaximumMinutes: 30 * 60, averageWeeklyMaximumMinutes: 48 * 60, averagingWeeks: 26))
        #expect(SettingsIntent.submit(in: store.state) == .settings(.saveSubmitted(expected)))
        await store.send(.settings(.saveSubmitted(expected))) { $0.settings.form?.isSaving = true }
        await store.receive(.settings(.saved(.success(expected)))) {
            $0.catalog.catalog = expected
            $0.settings = SettingsState(notice: .settingsSaved)
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
        // The form opens again on what was saved.
        #expect(SettingsReducer.settingsForm(expected) == LiteralForms.settings(
            name: "Sam", contract: "38:30", nightStart: "22:00", nightEnd: "06:00", sickCounts: false, rest: "11:30",
            days: "5", weekly: "30:00", averagingWeeks: "26"))
    }

    @Test("settings: an opening balance needs the account's start day; a bad day is refused; both saved and shown again")
    func settingsAccount() async {
        let catalog = MockCatalogService(catalog: .defaults(displayName: "Sam"))
        let store = makeStore(catalog, .defaults(displayName: "Sam"), screen: .settings)
        await store.send(.settings(.edit)) { $0.settings.form = LiteralForms.settings(name: "Sam") }
        for focus in 1...17 { await next(settings: focus, store) }
        await retype("-12:30", settings: 17, emptied: nil, store)
        await store.send(.settings(.form(.submit))) {
            $0.settings.form?.fields[17].problem = .balanceWithoutStart
        }
        await store.send(.settings(.form(.edit(.previousField)))) { $0.settings.form?.focus = 16 }
        // A day typed: the balance's problem is solved, the day's is seen on Enter.
        await store.send(.settings(.form(.edit(.text(.insert("2026-13-01")))))) {
            $0.settings.form?.fields[16].input = TextInput("2026-13-01")
            $0.settings.form?.fields[17].problem = nil
        }
        await store.send(.settings(.form(.submit))) { $0.settings.form?.fields[16].problem = .notADate }
        await retype("2026-11-02", settings: 16, emptied: nil, store)
        #expect(catalog.calls == [])

        var expected = Catalog.defaults(displayName: "Sam")
        expected.settings.workingTime.accountStart = CalendarDay("2026-11-02")
        expected.settings.workingTime.openingBalanceMinutes = -750
        #expect(SettingsIntent.submit(in: store.state) == .settings(.saveSubmitted(expected)))
        await store.send(.settings(.saveSubmitted(expected))) { $0.settings.form?.isSaving = true }
        await store.receive(.settings(.saved(.success(expected)))) {
            $0.catalog.catalog = expected
            $0.settings = SettingsState(notice: .settingsSaved)
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
        #expect(SettingsReducer.settingsForm(expected)
            == LiteralForms.settings(name: "Sam", accountStart: "2026-11-02", openingBalance: "-12:30"))
    }

    @Test("a shift type marked not work: the toggle saves it, and its edit form opens with it on")
    func notWorkType() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog, .defaults(), screen: .shiftTypes)
        await store.send(.shiftTypes(.add)) { $0.shiftTypes.form = LiteralForms.shiftType() }
        await type("M", into: 0, store)
        await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = 1 }
        await type("Meeting", into: 1, store)
        for focus in [2, 3, 4] {
            await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = focus }
        }
        await type("13:00", into: 4, store)
        await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = 5 }
        await type("14:00", into: 5, store)
        for focus in [6, 7, 8, 9] {
            await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = focus }
        }
        await store.send(.shiftTypes(.form(.edit(.text(.insert("y")))))) { $0.shiftTypes.form?.fields[9].choice = 1 }
        let values = ShiftTypeValues(symbol: "M", title: "Meeting",
                                     duration: .timed(start: TimeOfDay(hour: 13, minute: 0), end: TimeOfDay(hour: 14, minute: 0)),
                                     locationID: "main", pay: ShiftPay(isWork: false))
        #expect(CatalogListIntent.submit(ShiftType.self, in: store.state)
            == .shiftTypes(.submitted(values, editing: nil, allowingOverlaps: false)))
        #expect(ShiftTypeForm.make(ShiftTypeDraft(ShiftType(id: "type-1", values)), catalog: .defaults())
            == LiteralForms.shiftType(symbol: "M", title: "Meeting", start: "13:00", end: "14:00", notWork: true))
    }

    /// Types `text` a key at a time into shift type field `field`, which holds `before`.
    func type(_ text: String, into field: Int, after before: String = "", _ store: Store) async {
        var typed = before
        for character in text {
            typed.append(character)
            let expected = typed
            await store.send(.shiftTypes(.form(.edit(.text(.insert(String(character))))))) {
                $0.shiftTypes.form?.fields[field].input = TextInput(expected)
            }
        }
    }

    func next(type focus: Int, _ store: Store) async {
        await store.send(.shiftTypes(.form(.edit(.nextField)))) { $0.shiftTypes.form?.focus = focus }
    }

    @Test("a timed type: a break as long as the shift is refused; 45 min is saved and shown when edited again")
    func unpaidBreak() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog, .defaults(), screen: .shiftTypes)
        await store.send(.shiftTypes(.add)) { $0.shiftTypes.form = LiteralForms.shiftType() }
        await type("D", into: 0, store)
        await next(type: 1, store)
        await type("Day", into: 1, store)
        for focus in 2...4 { await next(type: focus, store) }
        await type("08:00", into: 4, store)
        await next(type: 5, store)
        await type("16:00", into: 5, store)
        for focus in 6...7 { await next(type: focus, store) }
        await type("480", into: 7, store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.fields[7].problem = .notANumber(lowest: 0, highest: 479)
            $0.shiftTypes.form?.focus = 7
        }
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[7].input = TextInput("")
            $0.shiftTypes.form?.fields[7].problem = nil
        }
        await type("45", into: 7, store)
        let values = ShiftTypeValues(symbol: "D", title: "Day",
                                     duration: .timed(start: TimeOfDay(hour: 8, minute: 0), end: TimeOfDay(hour: 16, minute: 0)),
                                     locationID: "main", pay: ShiftPay(unpaidBreakMinutes: 45))
        #expect(CatalogListIntent.submit(ShiftType.self, in: store.state)
            == .shiftTypes(.submitted(values, editing: nil, allowingOverlaps: false)))
        await store.send(.shiftTypes(.submitted(values, editing: nil, allowingOverlaps: false))) {
            $0.shiftTypes.form?.isSaving = true
        }
        let day = ShiftType(id: "type-1", values)
        var expected = Catalog.defaults()
        expected.shiftTypes.append(day)
        await store.receive(.shiftTypes(.saved(.success(CatalogItemSaved(
            catalog: expected, item: day, isNew: true, updatedShifts: 0))))) {
            $0.catalog.catalog = expected
            $0.shiftTypes = ShiftTypesState(selection: 4, notice: .shiftTypeAdded(name: "D Day"))
        }
        await store.finish()
        #expect(catalog.calls == [.save(expected)])
        #expect(ShiftTypeForm.make(ShiftTypeDraft(day), catalog: expected)
            == LiteralForms.shiftType(symbol: "D", title: "Day", start: "08:00", end: "16:00", unpaidBreak: "45"))
    }

    @Test("an all-day type: 25 hours is refused, 7:30 counts 450 minutes; its break field is not checked")
    func allDayHours() async {
        let catalog = MockCatalogService(catalog: .defaults())
        let store = makeStore(catalog, .defaults(), screen: .shiftTypes)
        await store.send(.shiftTypes(.add)) { $0.shiftTypes.form = LiteralForms.shiftType() }
        await type("T", into: 0, store)
        await next(type: 1, store)
        await type("Training", into: 1, store)
        for focus in 2...3 { await next(type: focus, store) }
        await store.send(.shiftTypes(.form(.edit(.text(.insert("y")))))) { $0.shiftTypes.form?.fields[3].choice = 1 }
        for focus in 4...7 { await next(type: focus, store) }
        // Not checked for an all-day type: a timed type's field.
        await type("x", into: 7, store)
        await next(type: 8, store)
        await type("25", into: 8, store)
        await store.send(CatalogListIntent.submit(ShiftType.self, in: store.state)) {
            $0.shiftTypes.form?.fields[8].problem = .notHours(lowest: 0, highest: 1_440)
            $0.shiftTypes.form?.focus = 8
        }
        await store.send(.shiftTypes(.form(.edit(.text(.deleteToStart))))) {
            $0.shiftTypes.form?.fields[8].input = TextInput("")
            $0.shiftTypes.form?.fields[8].problem = nil
        }
        await type("7:30", into: 8, store)
        let values = ShiftTypeValues(symbol: "T", title: "Training", duration: .allDay, locationID: "main",
                                     pay: ShiftPay(allDayMinutes: 450))
        #expect(CatalogListIntent.submit(ShiftType.self, in: store.state)
            == .shiftTypes(.submitted(values, editing: nil, allowingOverlaps: false)))
        #expect(ShiftTypeForm.make(ShiftTypeDraft(ShiftType(id: "t", values)), catalog: .defaults())
            == LiteralForms.shiftType(symbol: "T", title: "Training", allDay: true, allDayHours: "7:30"))
        await store.send(.shiftTypes(.form(.cancel))) { $0.shiftTypes.form?.isConfirmingDiscard = true }
        await store.send(.shiftTypes(.form(.discard(true)))) { $0.shiftTypes.form = nil }
        await store.finish()
    }
}

@Suite("The settings form's leave fields")
struct LeaveFormFieldsTests {
    @Test("days a year and what a day counts: refused each with its problem, else read; empty means none")
    func leaveFields() {
        let bad = LiteralForms.settings(annualLeave: "400", absenceDay: "25:00")
        guard case .failure(let errors) = SettingsReducer.workingTime(bad, over: WorkingTimeSettings()) else {
            Issue.record("a year of 400 days and a day of 25 hours were taken")
            return
        }
        #expect(errors[.annualLeave] == .notANumber(lowest: 0, highest: 366))
        #expect(errors[.absenceDay] == .notHours(lowest: 0, highest: 1440))
        let good = LiteralForms.settings(annualLeave: "28", absenceDay: "7:42")
        let read = SettingsReducer.workingTime(good, over: WorkingTimeSettings())
        #expect((try? read.get())?.annualLeaveDays == 28)
        #expect((try? read.get())?.absenceDayMinutes == 462)
        var set = WorkingTimeSettings()
        set.annualLeaveDays = 30
        set.absenceDayMinutes = 480
        let cleared = SettingsReducer.workingTime(LiteralForms.settings(), over: set)
        #expect((try? cleared.get())?.annualLeaveDays == nil)
        #expect((try? cleared.get())?.absenceDayMinutes == nil)
        // The form shows what is set.
        var catalog = Catalog.defaults()
        catalog.settings.workingTime = set
        #expect(SettingsReducer.settingsForm(catalog).text(.annualLeave) == "30")
        #expect(SettingsReducer.settingsForm(catalog).text(.absenceDay) == "8:00")
    }
}
