import Dispatch
import Foundation
import ShiftFeatures

/// Writes exports (SE1) as whole files, atomically.
public struct FileExportWriter: ExportWriter {
    private let home: String
    private let workingDirectory: String

    /// - Parameters:
    ///   - home: what `~/` means in a path.
    ///   - workingDirectory: what a relative path is relative to.
    public init(home: String, workingDirectory: String) {
        self.home = home
        self.workingDirectory = workingDirectory
    }

    public func write(_ text: String, to path: String) async throws -> String {
        let target = resolve(path)
        let bytes = Array(text.utf8)
        do throws(AtomicFile.WriteFailure) {
            _ = try await DispatchQueue.global(qos: .userInitiated).run { () throws(AtomicFile.WriteFailure) in
                try AtomicFile.write(bytes, to: target)
            }
        } catch {
            throw UserFacingError(message: "Cannot write \(target): \(error.message). Nothing was exported.")
        }
        return target
    }

    func resolve(_ path: String) -> String {
        var expanded = DataDirectory.expandingTilde(path, home: home)
        if !expanded.hasPrefix("/") {
            expanded = (workingDirectory as NSString).appendingPathComponent(expanded)
        }
        return (expanded as NSString).standardizingPath
    }
}
