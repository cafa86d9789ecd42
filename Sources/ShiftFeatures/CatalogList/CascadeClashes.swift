import ShiftModel

/// An edit that would make shifts overlap: nothing was written; the user
/// is asked.
struct CascadeClashes: Error {
    var clashes: [ShiftClash]
}
