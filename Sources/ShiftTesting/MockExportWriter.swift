import ShiftFeatures
import Synchronization

/// Records exports instead of writing files.
package final class MockExportWriter: ExportWriter {
    package struct Written: Hashable, Sendable {
        package var text: String
        package var path: String

        package init(text: String, path: String) {
            self.text = text
            self.path = path
        }
    }

    private let state = Mutex<(written: [Written], failures: [any Error])>(([], []))

    package init() {}

    package var written: [Written] { state.withLock { $0.written } }

    package func failNext(with error: any Error = MockCalendarService.ScriptedFailure("scripted failure")) {
        state.withLock { $0.failures.append(error) }
    }

    /// Records the text; the path comes back under `/export/` when relative.
    package func write(_ text: String, to path: String) async throws -> String {
        let resolved = path.hasPrefix("/") ? path : "/export/\(path)"
        try state.withLock { s in
            if !s.failures.isEmpty { throw s.failures.removeFirst() }
            s.written.append(Written(text: text, path: resolved))
        }
        return resolved
    }
}
