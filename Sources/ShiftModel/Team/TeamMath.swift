import Foundation

/// Who is on and who works beside the user. Pure: instants are compared,
/// so members whose calendars are in other zones line up; days are the
/// user's (`calendar`'s zone).
///
/// Only timed shifts not marked sick count as being at work: an all-day
/// entry has no hours to be on in (an Off day, a course elsewhere).
package enum TeamMath {
    /// Whether `shift` puts someone at work during its times.
    package static func isAtWork(_ shift: ScheduledShift) -> Bool {
        !shift.isAllDay && shift.sick == nil && shift.end > shift.start
    }

    /// Whether `shift` has someone at work at `instant` (its start
    /// included, its end not).
    package static func isAtWork(_ shift: ScheduledShift, at instant: Date) -> Bool {
        isAtWork(shift) && shift.start <= instant && instant < shift.end
    }

    /// The members with a shift covering `instant` (its start included,
    /// its end not), in team order; overnight shifts from the day before
    /// count. Of two shifts covering it, the one ending later is given.
    /// Members whose calendars could not be read are left out.
    package static func onNow(rotas: [MemberRota], at instant: Date) -> [MemberOnShift] {
        rotas.compactMap { rota in
            guard case .success(let shifts) = rota.shifts else { return nil }
            let covering = shifts.filter { isAtWork($0, at: instant) }
            guard let latest = covering.max(by: { ($0.end, $0.id.rawValue) < ($1.end, $1.id.rawValue) }) else {
                return nil
            }
            return MemberOnShift(member: rota.member, shift: latest)
        }
    }

    /// The members whose shifts overlap the user's shifts of `day` (the
    /// user's shifts that start on it, overnight ones to their end), in team
    /// order. Touching is not overlapping: a late that ends at 22:00 is not
    /// with a night that starts then.
    package static func onWithYou(rotas: [MemberRota], yours: [ScheduledShift], on day: CalendarDay) -> [MemberAlongside] {
        let mine = yours.filter { $0.day == day && isAtWork($0) }
        guard !mine.isEmpty else { return [] }
        return rotas.compactMap { rota in
            guard case .success(let shifts) = rota.shifts else { return nil }
            let overlapping = shifts.filter { theirs in
                isAtWork(theirs) && mine.contains { overlaps($0, theirs) }
            }.sorted(by: ScheduledShift.startOrder)
            return overlapping.isEmpty ? nil : MemberAlongside(member: rota.member, shifts: overlapping)
        }
    }

    /// Whether two shifts share some time (instants, so zones do not matter).
    package static func overlaps(_ a: ScheduledShift, _ b: ScheduledShift) -> Bool {
        a.start < b.end && b.start < a.end
    }

    /// `shift` with its day taken in `calendar`'s zone: a member's timed
    /// shift read in another zone may start on another day there. All-day
    /// entries keep their date, which has no zone.
    package static func day(of shift: ScheduledShift, in calendar: Calendar) -> ScheduledShift {
        guard !shift.isAllDay else { return shift }
        var moved = shift
        moved.day = CalendarDay(shift.start, in: calendar)
        return moved
    }
}
