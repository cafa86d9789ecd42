import Foundation

/// A failure as the screen shows it: one line that names the problem and
/// what to do. Middlewares turn any thrown error into one of these.
public struct UserFacingError: Error, Hashable, Sendable, CustomStringConvertible {
    public var message: String

    public init(message: String) { self.message = message }

    public init(_ error: any Error) {
        if let known = error as? UserFacingError {
            self = known
        } else if let described = (error as? LocalizedError)?.errorDescription {
            message = described
        } else {
            message = String(describing: error)
        }
    }

    public var description: String { message }
}
