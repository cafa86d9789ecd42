import Foundation

/// Collects figures, prints one line each and writes them as JSON.
final class Report {
    private(set) var figures: [Figure] = []
    /// With `--only NAME`: only the figures whose name contains it (any case).
    let only: String?

    init(only: String? = nil) {
        self.only = only
    }

    /// True when a figure named `name` is to be reported.
    func wants(_ name: String) -> Bool {
        guard let only else { return true }
        return name.range(of: only, options: .caseInsensitive) != nil
    }

    /// True when one of the figures a part reports (`names`) is wanted: a
    /// part with none is not run.
    func wantsAny(_ names: [String]) -> Bool {
        names.contains(where: wants)
    }

    /// Reports a figure; one not wanted is dropped, unless `always` (the
    /// machine's load, which every run's figures need beside them).
    func add(_ name: String, _ value: Double, _ unit: String, target: String? = nil, note: String? = nil,
             always: Bool = false) {
        guard always || wants(name) else { return }
        figures.append(Figure(name: name, value: value, unit: unit, target: target, note: note))
        let shown = value >= 100 ? String(format: "%.0f", value) : String(format: "%.3f", value)
        let padded = name.count < 44 ? name + String(repeating: " ", count: 44 - name.count) : name
        var line = "\(padded) \(shown) \(unit)"
        if let target { line += "  (target \(target))" }
        if let note { line += "  [\(note)]" }
        print(line)
        fflush(nil)  // all streams: stdout is a C global Swift 6 will not touch
    }

    func write(to path: String) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(figures).write(to: URL(fileURLWithPath: path))
    }
}
