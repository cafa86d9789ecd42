import CLibical
import Foundation
import ShiftFeatures
import ShiftModel

/// The public holidays in the data dir's `holidays.ics`: none when there is
/// no such file; a file that cannot be read is an error naming it.
package struct FileHolidayService: HolidayService {
    package let fileURL: URL
    /// The user's calendar: a holiday's date is a day wherever it is read.
    package let calendar: Calendar

    package init(fileURL: URL, calendar: Calendar) {
        self.fileURL = fileURL
        self.calendar = calendar
    }

    package func load() async throws -> PublicHolidays {
        let path = fileURL.path
        let calendar = self.calendar
        return try await FileCalendarService.queue.run { () throws(UserFacingError) -> PublicHolidays in
            let contents: (bytes: [UInt8], identity: FileIdentity)?
            do throws(POSIXFailure) {
                contents = try AtomicFile.read(path)
            } catch {
                throw UserFacingError(message: "Cannot read the public holidays in \(path): \(error.message).")
            }
            guard let contents else { return PublicHolidays() }
            do throws(HolidayFile.Failure) {
                return try HolidayFile.decode(contents.bytes, path: path, calendar: calendar)
            } catch {
                throw UserFacingError(message: error.message)
            }
        }
    }
}
