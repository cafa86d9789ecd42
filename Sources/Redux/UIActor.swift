/// The library's own global actor, where a `Store` lives unless the app
/// chooses `MainActor` (see `StoreActor`): a plain actor, for an app whose
/// UI library is not bound to the main thread (a terminal, through ncurses),
/// since that library is rarely thread-safe either, and the actor
/// serializes access to it.
@globalActor
public actor UIActor {
    public static let shared = UIActor()
}
