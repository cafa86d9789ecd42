import ShiftFeatures
import ShiftStorage
import Terminal

/// The Settings screen's export writes text for a terminal (a line of
/// symbols for a prompt): sanitized here, then written by the file writer.
struct TerminalSafeExportWriter: ExportWriter {
    let writer: FileExportWriter

    func write(_ text: String, to path: String) async throws -> String {
        try await writer.write(Array(TerminalSafeText.lines(text).utf8), to: path)
    }
}
