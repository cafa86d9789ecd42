/// The one actor that owns a Store and everything that draws (ncurses is not
/// thread-safe). A plain actor, not `@MainActor`: on Linux every hop to the main
/// actor goes through the main dispatch queue, which costs 25-30x more per
/// dispatch (Docs/Architecture.md, `scripts/bench`).
@globalActor
public actor UIActor {
    public static let shared = UIActor()
}
