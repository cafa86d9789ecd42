/// The one actor that owns a Store and everything that draws (a terminal or
/// UI library is rarely thread-safe). A plain actor, not `@MainActor`: on
/// Linux every hop to the main actor goes through the main dispatch queue,
/// which costs 25-30x more per dispatch.
@globalActor
public actor UIActor {
    public static let shared = UIActor()
}
