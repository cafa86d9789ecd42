import ArgumentParser
import Foundation
import ShiftFeatures
import ShiftModel
import ShiftStorage

struct HolidaysClearCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "clear",
        abstract: "Remove the imported public holidays.")

    @OptionGroup var data: DataOptions

    func run() async throws {
        let target = DataDirectory.holidaysFile(in: data.directory)
        do {
            let removed = try await HolidayFile.remove(at: target)
            try CommandOutput.print(removed ? "Removed the public holidays (\(target.path.sanitizedForTerminal))."
                                            : "There were no public holidays to remove.")
        } catch let exit as ExitCode {
            throw exit
        } catch {
            throw failure(UserFacingError(error).message)
        }
    }
}
