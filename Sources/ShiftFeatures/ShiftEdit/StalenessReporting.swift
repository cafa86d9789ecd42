/// An error from a service that can tell whether it means the data changed
/// elsewhere since it was read (the screens then load it again).
package protocol StalenessReporting: Error {
    var meansChangedElsewhere: Bool { get }
}
