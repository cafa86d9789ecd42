import ArgumentParser
import Foundation
import ShiftModel
import Terminal

/// `--map TITLE=TYPE` and `--not-work TITLE` of `shifts import`, read
/// against the catalog, and the words the import says about them. Pure:
/// the catalog comes in, the problems go out as lines.
enum ImportTitleFlags {
    /// The catalog's type that `--not-work` gives events: the first type
    /// marked not work, so an import never makes one behind the user's back.
    static func notWorkType(in catalog: Catalog) -> ShiftType? {
        catalog.shiftTypes.first { !$0.pay.isWork }
    }

    /// What to say when `--not-work` (or `-` in the questions) finds no
    /// type marked not work.
    static let noNotWorkType = [
        "no shift type is marked not work, so there is none to give these events.",
        "Make one first: in the app, Shift types (3), a, with Counts as: not work",
        "(or \"notWork\": true on a type in catalog.json). Left of unknown type,",
        "events are not counted as work either.",
    ]

    /// The user's map, or the lines saying what is wrong with a flag.
    static func map(maps: [String], notWork: [String], catalog: Catalog) -> Result<ImportTitleMap, StoreRun.TypeProblem> {
        var rules: [ImportTitleMap.Rule] = []
        for flag in maps {
            // The last `=`: a title may hold one, a type's symbol or title hardly.
            guard let equals = flag.lastIndex(of: "=") else {
                return .failure(.init(lines: ["--map \(ShellWord.quoted(flag)): give TITLE=TYPE, e.g. "
                    + "--map 'Staff meeting=\(catalog.shiftTypes.first?.symbol ?? "E")'."]))
            }
            let title = String(flag[..<equals]).trimmingWhitespace()
            let typeText = String(flag[flag.index(after: equals)...])
            guard !title.isEmpty else {
                return .failure(.init(lines: ["--map \(ShellWord.quoted(flag)): the title before = is empty."]))
            }
            switch StoreRun.type(typeText, in: catalog) {
            case .success(let type):
                rules.append(.init(title: title, typeID: type.id))
            case .failure(let problem):
                return .failure(.init(lines: ["--map \(ShellWord.quoted(flag)): " + (problem.lines.first ?? "")]
                    + problem.lines.dropFirst()))
            }
        }
        if !notWork.isEmpty {
            guard let type = notWorkType(in: catalog) else {
                return .failure(.init(lines: ["--not-work: " + noNotWorkType[0]] + noNotWorkType.dropFirst()))
            }
            for title in notWork {
                let trimmed = title.trimmingWhitespace()
                guard !trimmed.isEmpty else { return .failure(.init(lines: ["--not-work: the title is empty."])) }
                rules.append(.init(title: trimmed, typeID: type.id, isNotWork: true))
            }
        }
        return .success(ImportTitleMap(rules))
    }

    /// A line per title given: how many events it mapped and to what, or
    /// that no event of the file has that title (a likely typo).
    static func report(_ titleMap: ImportTitleMap, plan: ImportPlan, fileTitles: [String],
                       catalog: Catalog) -> [String] {
        let unused = Set(titleMap.unused(by: fileTitles).map { ImportTitleMap.key($0.title) })
        var seen = Set<String>()
        var lines: [String] = []
        for rule in titleMap.rules.reversed() where seen.insert(ImportTitleMap.key(rule.title)).inserted {
            let flag = rule.isNotWork ? "--not-work \(ShellWord.quoted(rule.title))"
                : "--map \(ShellWord.quoted(rule.title + "=" + (catalog.shiftType(rule.typeID)?.symbol ?? "")))"
            if unused.contains(ImportTitleMap.key(rule.title)) {
                lines.append("\(flag): no event of this file is titled so (a typo?); it mapped nothing.")
                continue
            }
            let count = plan.additions.filter {
                $0.match == .titleMap && titleMap.rule(for: $0.shift.title) == rule
            }.count
            guard let type = catalog.shiftType(rule.typeID) else { continue }
            let notWork = type.pay.isWork ? "" : ", not work"
            lines.append("\(flag): \(count.counted("new event")) as \(type.symbol) \(type.title)\(notWork).")
        }
        return lines.reversed().map(\.sanitizedForTerminal)
    }

    /// The events of unknown type by title, each with the flags that would
    /// map it; nothing when every event has a type.
    static func suggestions(_ titles: [UnknownTitle]) -> [String] {
        guard !titles.isEmpty else { return [] }
        let total = titles.reduce(0) { $0 + $1.count }
        var lines = ["\(total.counted("event")) of unknown type \(total.agreeing("is", "are")) not counted as work "
            + "until mapped; by title:"]
        for group in titles {
            if group.title.isEmpty {
                lines.append("  (no title) (\(group.count)): give \(group.count.agreeing("it", "them")) a type in the app (s).")
            } else {
                let title = ShellWord.quoted(group.title)
                lines.append("  \(group.title) (\(group.count)): --map \(ShellWord.quoted(group.title + "=TYPE")) "
                    + "or --not-work \(title)")
            }
        }
        lines.append("TYPE is a shift type's symbol or title (`shifts types` lists them).")
        return lines.map(\.sanitizedForTerminal)
    }
}
