import Clocks
import Foundation
import ShiftModel
import ShiftTesting
import Testing

@Suite("TestWallClock: set by hand or driven by a TestClock")
struct TestWallClockTests {
    @Test("by hand: set and advance move now")
    func byHand() {
        let clock = TestWallClock(day: "2026-11-23", hour: 9)
        let start = clock.now()
        #expect(CalendarDay(start, in: clock.calendar) == CalendarDay("2026-11-23"))
        #expect(clock.calendar.component(.hour, from: start) == 9)
        clock.advance(by: 90)
        #expect(clock.now() == start + 90)
        clock.set(start + 3600)
        #expect(clock.now() == start + 3600)
    }

    @Test("driven: now is the start plus the time the test clock advanced")
    func drivenByTestClock() async {
        let testClock = TestClock()
        let clock = TestWallClock(day: "2026-11-23", hour: 23, minute: 59, drivenBy: testClock)
        let start = clock.now()
        await testClock.advance(by: .seconds(59))
        #expect(clock.now() == start + 59)
        await testClock.advance(by: .milliseconds(1500))
        #expect(clock.now() == start + 60.5)
        #expect(CalendarDay(clock.now(), in: clock.calendar) == CalendarDay("2026-11-24"))
    }

    @Test("driven: set and advance still work on top of the test clock")
    func drivenWithSetAndAdvance() async {
        let testClock = TestClock()
        let start = Date(timeIntervalSince1970: 1_800_000_000)
        let clock = TestWallClock(start: start, calendar: .gregorian(timeZone: "UTC"), drivenBy: testClock)
        await testClock.advance(by: .seconds(10))
        clock.advance(by: 5)
        #expect(clock.now() == start + 15)
        clock.set(start)
        #expect(clock.now() == start)
        await testClock.advance(by: .seconds(1))
        #expect(clock.now() == start + 1)
    }
}
