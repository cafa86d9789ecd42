import ShiftModel

/// The members whose shifts overlap the user's on the day Today shows.
package struct OnWithYou: Hashable, Sendable {
    package var day: CalendarDay
    package var members: [MemberAlongside]

    package init(day: CalendarDay, members: [MemberAlongside]) {
        self.day = day
        self.members = members
    }
}
