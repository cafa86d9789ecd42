import Foundation
import ShiftFeatures
import ShiftModel

/// The JSON of the history files (Docs/FileFormat.md): `changelog.jsonl`
/// (one entry per line), `undo.json` and `pending-change.json`. Keys are
/// sorted; instants are ISO 8601 with the user's UTC offset, to the second.
///
/// Version 2 adds catalog edits (a type or location edit with the shifts
/// that follow it): `undo.json` and `pending-change.json` are written as
/// version 2, since an older reader would drop the edit from a step; a log
/// line is version 2 only when it records a catalog edit, so the lines of
/// shift changes stay readable by older versions.
enum HistoryFileFormat {
    /// The version this build writes and the newest it reads.
    static let currentVersion = 2
    /// The version of a log line that records a change to shifts only.
    static let shiftEntryVersion = 1

    struct Problem: Error, Equatable {
        var message: String
        var newerVersion: Int?
    }

    // MARK: Version 1

    /// A shift, as `--json` shows it too.
    typealias ShiftV1 = ShiftRecord

    /// One edit of an operation.
    struct EditV1: Codable, Equatable {
        var kind: String
        var before: ShiftV1?
        var after: ShiftV1?
        var reason: String
    }

    /// A catalog edit (version 2): one of the two pairs.
    struct CatalogEditV2: Codable, Equatable {
        var shiftType: Pair<CatalogFileFormat.ShiftTypeV1>?
        var location: Pair<CatalogFileFormat.LocationV1>?

        init(shiftType: Pair<CatalogFileFormat.ShiftTypeV1>? = nil, location: Pair<CatalogFileFormat.LocationV1>? = nil) {
            self.shiftType = shiftType
            self.location = location
        }
    }

    struct Pair<Value: Codable & Equatable>: Codable, Equatable {
        var before: Value
        var after: Value
    }

    /// One line of `changelog.jsonl`.
    struct EntryV1: Codable, Equatable {
        var v: Int
        var id: String
        var change: String
        var time: String
        var user: String
        /// Left out for a catalog edit (version 2).
        var date: String?
        var kind: String
        var source: String
        var before: ShiftV1?
        var after: ShiftV1?
        var reason: String
        var size: Int
        var catalog: CatalogEditV2?
    }

    struct StepV1: Codable, Equatable {
        var id: String
        var title: String
        var time: String
        var edits: [EditV1]
        var catalog: CatalogEditV2?
    }

    /// `undo.json`.
    struct UndoFileV1: Codable {
        var schemaVersion: Int
        var undo: [StepV1]
        var redo: [StepV1]
    }

    /// `pending-change.json`: a commit being written.
    struct PendingFileV1: Codable {
        var schemaVersion: Int
        var id: String
        var time: String
        var user: String
        var source: String
        var stepId: String?
        var edits: [EditV1]
        var catalog: CatalogEditV2?
    }

    private struct VersionProbe: Decodable {
        var schemaVersion: Int?
        var v: Int?
    }

    // MARK: Conversions

    /// Converts between values and their JSON in one time zone.
    struct Coder: Sendable {
        private let style: Date.ISO8601FormatStyle

        init(timeZone: TimeZone) {
            style = ShiftRecord.timestamps(in: timeZone)
        }

        func string(_ date: Date) -> String { date.formatted(style) }

        func date(_ text: String, field: String) throws(Problem) -> Date {
            guard let date = try? Date(text, strategy: style) else {
                throw Problem(message: "\(field) \"\(text)\" is not an ISO 8601 time like 2026-11-23T06:00:00+01:00")
            }
            return date
        }

        func day(_ text: String, field: String) throws(Problem) -> CalendarDay {
            guard let day = CalendarDay(iso: text) else {
                throw Problem(message: "\(field) \"\(text)\" is not a date like 2026-11-23")
            }
            return day
        }

        func json(_ shift: ScheduledShift) -> ShiftV1 {
            ShiftRecord(shift, timestamps: style)
        }

        func shift(_ json: ShiftV1, field: String) throws(Problem) -> ScheduledShift {
            ScheduledShift(id: ShiftID(json.id), day: try day(json.date, field: "\(field).date"),
                           start: try date(json.start, field: "\(field).start"),
                           end: try date(json.end, field: "\(field).end"), isAllDay: json.allDay,
                           title: json.title, symbol: json.symbol, shiftTypeID: json.typeId.map { ShiftTypeID($0) },
                           location: json.location, notes: json.notes, sick: json.sick.map { SickMark(reason: $0.reason) },
                           absence: try absence(json.absence, field: "\(field).absence"))
        }

        func absence(_ text: String?, field: String) throws(Problem) -> AbsenceKind? {
            guard let text else { return nil }
            guard let kind = AbsenceKind(rawValue: text) else {
                throw Problem(message: "\(field) \"\(text)\" is not one of "
                    + AbsenceKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return kind
        }

        func kind(_ text: String, field: String) throws(Problem) -> ShiftEditKind {
            guard let kind = ShiftEditKind(rawValue: text) else {
                throw Problem(message: "\(field) \"\(text)\" is not one of "
                    + ShiftEditKind.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return kind
        }

        func source(_ text: String, field: String) throws(Problem) -> ShiftEditSource {
            guard let source = ShiftEditSource(rawValue: text) else {
                throw Problem(message: "\(field) \"\(text)\" is not one of "
                    + ShiftEditSource.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return source
        }

        func json(_ edit: ShiftEdit) -> EditV1 {
            EditV1(kind: edit.kind.rawValue, before: edit.before.map(json), after: edit.after.map(json),
                   reason: edit.reason)
        }

        func edit(_ json: EditV1, field: String) throws(Problem) -> ShiftEdit {
            let kind = try kind(json.kind, field: "\(field).kind")
            let before = try json.before.map { value throws(Problem) in try shift(value, field: "\(field).before") }
            let after = try json.after.map { value throws(Problem) in try shift(value, field: "\(field).after") }
            switch (before, after) {
            case (nil, let after?): return .add(after, reason: json.reason)
            case (let before?, nil): return .delete(before, reason: json.reason)
            case let (before?, after?) where before.id == after.id:
                return .change(kind, from: before, to: after, reason: json.reason)
            default: throw Problem(message: "\(field) needs a before or an after of the same shift")
            }
        }

        /// The operation of a step or pending change (`field` names the step;
        /// empty at the top level of the file).
        func operation(_ edits: [EditV1], catalog: CatalogEditV2?, field: String) throws(Problem) -> ShiftOperation {
            let prefix = field.isEmpty ? "" : field + "."
            var result: [ShiftEdit] = []
            for (index, json) in edits.enumerated() {
                result.append(try edit(json, field: "\(prefix)edits[\(index)]"))
            }
            let edit = try catalog.map { value throws(Problem) in try catalogEdit(value, field: "\(prefix)catalog") }
            return ShiftOperation(result, catalog: edit)
        }

        func json(_ entry: ChangeLogEntry) -> EntryV1 {
            EntryV1(v: entry.catalog == nil ? HistoryFileFormat.shiftEntryVersion : currentVersion, id: entry.id,
                    change: entry.changeID, time: string(entry.time),
                    user: entry.user, date: entry.day?.description, kind: entry.kind.rawValue,
                    source: entry.source.rawValue, before: entry.before.map(json), after: entry.after.map(json),
                    reason: entry.reason, size: entry.changeSize, catalog: entry.catalog.map(json))
        }

        func json(_ edit: CatalogEdit) -> CatalogEditV2 {
            switch edit {
            case .shiftType(let before, let after):
                CatalogEditV2(shiftType: Pair(before: CatalogFileFormat.json(before), after: CatalogFileFormat.json(after)))
            case .location(let before, let after):
                CatalogEditV2(location: Pair(before: CatalogFileFormat.json(before), after: CatalogFileFormat.json(after)))
            }
        }

        func catalogEdit(_ json: CatalogEditV2, field: String) throws(Problem) -> CatalogEdit {
            if let pair = json.shiftType, json.location == nil {
                do throws(CatalogFileFormat.Problem) {
                    return .shiftType(before: try CatalogFileFormat.shiftType(pair.before, name: "\(field).shiftType.before"),
                                      after: try CatalogFileFormat.shiftType(pair.after, name: "\(field).shiftType.after"))
                } catch {
                    throw Problem(message: error.message)
                }
            }
            if let pair = json.location, json.shiftType == nil {
                return .location(before: CatalogFileFormat.location(pair.before),
                                 after: CatalogFileFormat.location(pair.after))
            }
            throw Problem(message: "\(field) needs either a shiftType or a location")
        }

        func entry(_ json: EntryV1) throws(Problem) -> ChangeLogEntry {
            guard json.v <= currentVersion else {
                throw Problem(message: "it is from a newer version of shifts (v \(json.v))", newerVersion: json.v)
            }
            let catalog = try json.catalog.map { value throws(Problem) in try catalogEdit(value, field: "catalog") }
            guard catalog != nil || json.date != nil else { throw Problem(message: "it has no \"date\"") }
            return ChangeLogEntry(
                id: json.id, changeID: json.change, time: try date(json.time, field: "time"), user: json.user,
                day: try json.date.map { text throws(Problem) in try day(text, field: "date") },
                kind: try kind(json.kind, field: "kind"),
                source: try source(json.source, field: "source"),
                before: try json.before.map { value throws(Problem) in try shift(value, field: "before") },
                after: try json.after.map { value throws(Problem) in try shift(value, field: "after") },
                reason: json.reason, changeSize: catalog == nil ? max(1, json.size) : max(0, json.size),
                catalog: catalog)
        }

        func json(_ step: UndoStep) -> StepV1 {
            StepV1(id: step.id, title: step.title, time: string(step.time), edits: step.operation.edits.map(json),
                   catalog: step.operation.catalog.map(json))
        }

        func step(_ json: StepV1, field: String) throws(Problem) -> UndoStep {
            UndoStep(id: json.id, title: json.title, time: try date(json.time, field: "\(field).time"),
                     operation: try operation(json.edits, catalog: json.catalog, field: field))
        }
    }

    // MARK: Files

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    /// One line of `changelog.jsonl`, with its newline.
    static func line(_ entry: ChangeLogEntry, coder: Coder) throws(JSONEncodingFailure) -> [UInt8] {
        try encoder().bytes(of: coder.json(entry))
    }

    static func entry(fromLine bytes: ArraySlice<UInt8>, coder: Coder) throws(Problem) -> ChangeLogEntry {
        let json: EntryV1
        do {
            json = try JSONDecoder().decode(EntryV1.self, from: Data(bytes))
        } catch {
            if let probe = try? JSONDecoder().decode(VersionProbe.self, from: Data(bytes)), let v = probe.v,
               v > currentVersion {
                throw Problem(message: "it is from a newer version of shifts (v \(v))", newerVersion: v)
            }
            throw Problem(message: CatalogFileFormat.describe(error))
        }
        return try coder.entry(json)
    }

    static func undoFile(_ history: UndoHistory, coder: Coder) throws(JSONEncodingFailure) -> [UInt8] {
        let file = UndoFileV1(schemaVersion: currentVersion, undo: history.undo.map(coder.json),
                              redo: history.redo.map(coder.json))
        return try encoder().bytes(of: file)
    }

    static func undoHistory(_ bytes: [UInt8], coder: Coder) throws(Problem) -> UndoHistory {
        let file: UndoFileV1 = try decodeVersioned(bytes)
        var undo: [UndoStep] = []
        var redo: [UndoStep] = []
        for (index, step) in file.undo.enumerated() { undo.append(try coder.step(step, field: "undo[\(index)]")) }
        for (index, step) in file.redo.enumerated() { redo.append(try coder.step(step, field: "redo[\(index)]")) }
        return UndoHistory(undo: undo, redo: redo)
    }

    static func pendingFile(_ commit: HistoryCommit, coder: Coder) throws(JSONEncodingFailure) -> [UInt8] {
        let file = PendingFileV1(schemaVersion: currentVersion, id: commit.id, time: coder.string(commit.time),
                                 user: commit.user, source: commit.source.rawValue, stepId: commit.stepID,
                                 edits: commit.operation.edits.map(coder.json),
                                 catalog: commit.operation.catalog.map(coder.json))
        return try encoder().bytes(of: file)
    }

    static func pending(_ bytes: [UInt8], coder: Coder) throws(Problem) -> HistoryCommit {
        let file: PendingFileV1 = try decodeVersioned(bytes)
        return HistoryCommit(id: file.id, time: try coder.date(file.time, field: "time"), user: file.user,
                             source: try coder.source(file.source, field: "source"),
                             operation: try coder.operation(file.edits, catalog: file.catalog, field: ""),
                             stepID: file.stepId)
    }

    private static func decodeVersioned<File: Decodable>(_ bytes: [UInt8]) throws(Problem) -> File {
        let data = Data(bytes)
        guard let probe = try? JSONDecoder().decode(VersionProbe.self, from: data) else {
            throw Problem(message: "it is not valid JSON")
        }
        guard let version = probe.schemaVersion else { throw Problem(message: "it has no schemaVersion") }
        guard version <= currentVersion else {
            throw Problem(message: "schemaVersion \(version) is newer than \(currentVersion)", newerVersion: version)
        }
        do {
            return try JSONDecoder().decode(File.self, from: data)
        } catch {
            throw Problem(message: CatalogFileFormat.describe(error))
        }
    }
}
