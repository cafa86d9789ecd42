import Foundation
import ShiftModel

extension CalendarDocument {
    /// The calendar with only the events whose ids are in `ids`, each copied
    /// byte for byte, with the calendar's own properties and every
    /// VTIMEZONE (so the times keep their zones). Other components (VTODO,
    /// ...) are left out: an excerpt is about shifts.
    func excerpt(keeping ids: Set<ShiftID>) throws(ReadProblem) -> [UInt8] {
        let bytes = try bytes()
        var text = Array(bytes[layout.head])
        var keptEvents = Set<Int>()
        for event in events where ids.contains(event.id) { keptEvents.insert(event.part) }
        for (index, part) in layout.parts.enumerated() {
            switch part.kind {
            case .properties, .timeZone: text += bytes[part.range]
            case .event where keptEvents.contains(index): text += bytes[part.range]
            case .event, .other: break
            }
        }
        text += bytes[layout.tail]
        return text
    }
}

extension FileCalendarService {
    /// The calendar file's text, whole (`ids` nil) or cut down to the events
    /// with these ids (`shifts export --format ics --from ... --to ...`).
    /// A missing file is an empty calendar.
    package func calendarText(keeping ids: Set<ShiftID>?) async throws -> [UInt8] {
        try await perform { engine throws(CalendarFileError) in
            let document = try engine.document()
            do throws(ReadProblem) {
                guard let ids else { return try document.bytes() }
                return try document.excerpt(keeping: ids)
            } catch {
                throw .unreadable(path: engine.path, line: error.line, problem: error.problem)
            }
        }
    }
}
