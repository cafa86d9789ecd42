"""Reads a calendar written by `shifts` with Python's icalendar package and
checks it against the events scripts/interop imported: the same UIDs,
summaries, locations and instants; every TZID defined by a VTIMEZONE in the
file, and that VTIMEZONE's own rules giving the same instants.

Usage: interop-check.py CALENDAR.ics   (exit status 1 on any difference)
       interop-check.py --marked CALENDAR.ics   (the reminder and sick events)
       interop-check.py --real CALENDAR.ics   (the phone's cancelled events and leave)
"""
import sys
from datetime import date, datetime, timedelta, timezone

import icalendar

UTC = timezone.utc

# uid: (summary, location, start, end); timed values in UTC, all-day as dates.
EXPECTED = {
    "tz-1@elsewhere": ("Call with NY, team", "Room 1; east",
                       datetime(2026, 11, 23, 14, 0, tzinfo=UTC), datetime(2026, 11, 23, 22, 0, tzinfo=UTC)),
    "utc-1@elsewhere": ("Early", "Main site",
                        datetime(2026, 11, 24, 5, 0, tzinfo=UTC), datetime(2026, 11, 24, 13, 0, tzinfo=UTC)),
    # Floating 22:00-06:00 read in Europe/Berlin across the spring change: 7 hours.
    "dst-1@elsewhere": ("Night", "Station 4",
                        datetime(2026, 3, 28, 21, 0, tzinfo=UTC), datetime(2026, 3, 29, 4, 0, tzinfo=UTC)),
    "allday-1@elsewhere": ("Holiday", None, date(2026, 11, 27), date(2026, 11, 29)),
    "weekly@elsewhere/20261102T130000Z": ("Late", "Main site",
                                          datetime(2026, 11, 2, 13, 0, tzinfo=UTC), datetime(2026, 11, 2, 21, 0, tzinfo=UTC)),
    "weekly@elsewhere/20261109T130000Z": ("Late", "Main site",
                                          datetime(2026, 11, 9, 13, 0, tzinfo=UTC), datetime(2026, 11, 9, 21, 0, tzinfo=UTC)),
    "utf-1@elsewhere": ("Bereitschaft; Notdienst, Station \\ 4 – a long title that libical has to fold "
                        "because it is longer than seventy-five octets", "Ärztehaus 🚑",
                        datetime(2026, 12, 1, 7, 0, tzinfo=UTC), datetime(2026, 12, 1, 15, 0, tzinfo=UTC)),
}

problems = []


def instant(prop, zones):
    """The property's value as icalendar reads it, checked against the
    file's own VTIMEZONE when it has a TZID."""
    value = prop.dt
    if not isinstance(value, datetime):
        return value
    tzid = prop.params.get("TZID")
    if tzid is None:
        if value.tzinfo is None:
            problems.append(f"{prop.to_ical().decode()}: a floating time (no TZID, no Z)")
            return value
        return value.astimezone(UTC)
    if tzid not in zones:
        problems.append(f"TZID={tzid} has no VTIMEZONE in the file")
        return value.astimezone(UTC)
    by_definition = value.replace(tzinfo=None).replace(tzinfo=zones[tzid]).astimezone(UTC)
    by_icalendar = value.astimezone(UTC)
    if by_definition != by_icalendar:
        problems.append(f"TZID={tzid}: the file's VTIMEZONE gives {by_definition}, icalendar {by_icalendar}")
    return by_definition


def main(path):
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    zones = {str(zone["TZID"]): zone.to_tz() for zone in calendar.walk("VTIMEZONE")}
    if calendar.get_missing_tzids():
        problems.append(f"TZIDs without VTIMEZONE: {sorted(calendar.get_missing_tzids())}")
    seen = {}
    for event in calendar.walk("VEVENT"):
        uid = str(event["UID"])
        summary = str(event.get("SUMMARY")) if "SUMMARY" in event else None
        location = str(event.get("LOCATION")) if "LOCATION" in event else None
        start = instant(event["DTSTART"], zones)
        end = instant(event["DTEND"], zones) if "DTEND" in event else start
        seen[uid] = (summary, location, start, end)
    for uid in sorted(set(EXPECTED) | set(seen)):
        if EXPECTED.get(uid) != seen.get(uid):
            problems.append(f"{uid}: expected {EXPECTED.get(uid)}, read {seen.get(uid)}")
    print(f"  icalendar {icalendar.__version__}: {len(seen)} events, VTIMEZONEs {sorted(zones)}")
    for problem in problems:
        print(f"  icalendar: {problem}")
    return 1 if problems else 0


def marked(path):
    """The events of scripts/interop's second import: `sick-1` written as
    sick with no alarm, `alarm-1` with one DISPLAY alarm 30 minutes before."""
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    events = {str(event["UID"]): event for event in calendar.walk("VEVENT")}
    sick, alarmed = events.get("sick-1@elsewhere"), events.get("alarm-1@elsewhere")
    if sick is None or alarmed is None:
        problems.append(f"expected sick-1 and alarm-1, read {sorted(events)}")
    else:
        found = sick.get("CATEGORIES")
        lines = found if isinstance(found, list) else [found] if found is not None else []
        categories = [str(value).upper() for line in lines for value in line.cats]
        if str(sick.get("SUMMARY")) != "Early (sick)":
            problems.append(f"sick-1: SUMMARY {sick.get('SUMMARY')!r}, expected 'Early (sick)'")
        if "SICK" not in categories:
            problems.append(f"sick-1: CATEGORIES {categories}, expected SICK among them")
        if sick.walk("VALARM"):
            problems.append("sick-1: a sick shift has an alarm")
        alarms = alarmed.walk("VALARM")
        expected = [("DISPLAY", timedelta(minutes=-30), "E Early")]
        read = [(str(alarm.get("ACTION")), alarm["TRIGGER"].dt, str(alarm.get("DESCRIPTION"))) for alarm in alarms]
        if read != expected:
            problems.append(f"alarm-1: alarms {read}, expected {expected}")
    print(f"  icalendar {icalendar.__version__}: {len(events)} events, the sick mark and the reminder checked")
    for problem in problems:
        print(f"  icalendar: {problem}")
    return 1 if problems else 0


def real(path):
    """The phone's calendar of scripts/interop after `shifts import`: the
    Late's first day and the leave as five whole days; no event is
    cancelled and none of the cancelled ones is there."""
    with open(path, "rb") as handle:
        calendar = icalendar.Calendar.from_ical(handle.read())
    seen = {}
    for event in calendar.walk("VEVENT"):
        if str(event.get("STATUS", "")).upper() == "CANCELLED":
            problems.append(f"{event['UID']}: written as cancelled")
        start, end = event["DTSTART"].dt, event["DTEND"].dt
        if isinstance(start, datetime):
            start, end = start.astimezone(UTC), end.astimezone(UTC)
        seen[str(event["UID"])] = (str(event.get("SUMMARY")), start, end)
    expected = {
        "late@phone/20261214T130000Z": ("Late", datetime(2026, 12, 14, 13, 0, tzinfo=UTC),
                                        datetime(2026, 12, 14, 21, 0, tzinfo=UTC)),
        "leave@phone": ("Annual leave", date(2026, 12, 7), date(2026, 12, 12)),
    }
    if seen != expected:
        problems.append(f"expected {expected}, read {seen}")
    print(f"  icalendar {icalendar.__version__}: {len(seen)} events, no cancelled one, the leave five days long")
    for problem in problems:
        print(f"  icalendar: {problem}")
    return 1 if problems else 0


if __name__ == "__main__":
    if sys.argv[1] == "--marked":
        sys.exit(marked(sys.argv[2]))
    if sys.argv[1] == "--real":
        sys.exit(real(sys.argv[2]))
    sys.exit(main(sys.argv[1]))
