/// The fields of the Schedule's filter form.
package enum ScheduleFilterField: Hashable, Sendable, CaseIterable {
    case type, location, sickOnly, from, through, text
}
