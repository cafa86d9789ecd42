import CLibical
import Foundation
import ShiftModel

/// Why a VEVENT could not be read or written.
struct EventCodecError: Error, Equatable {
    var problem: String
}
