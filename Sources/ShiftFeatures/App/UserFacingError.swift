import Foundation

/// A failure as the screen shows it: one line that names the problem and
/// what to do. Middlewares turn any thrown error into one of these.
package struct UserFacingError: Error, Hashable, Sendable, CustomStringConvertible {
    package var message: String

    package init(message: String) { self.message = message }

    package init(_ error: any Error) {
        if let known = error as? UserFacingError {
            self = known
        } else if let described = (error as? LocalizedError)?.errorDescription {
            message = described
        } else {
            message = String(describing: error)
        }
    }

    package var description: String { message }
}
