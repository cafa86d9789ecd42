/// The global actor a `Store` and everything that touches it live on:
/// `StoreProtocol`, observers, interceptors, `StateTrigger`, and
/// ReduxTesting's stores. The app chooses it when it depends on the package:
///
/// - `UIActor` by default, the library's own plain actor. On Linux every hop
///   to the main actor goes through the main dispatch queue, which costs
///   25-30x more per dispatch; a terminal app has no main thread to keep.
/// - `MainActor` with the package trait `MainActorStore`, for an app whose
///   views must read the state synchronously on the main actor (SwiftUI,
///   AppKit, UIKit): `.package(url: ..., from: ..., traits: ["MainActorStore"])`.
///
/// An alias, not a generic parameter: Swift cannot make a class generic over
/// its global actor, and an alias keeps every isolation check at compile time
/// and the dispatch path the same code for either actor.
#if MainActorStore
public typealias StoreActor = MainActor
#else
public typealias StoreActor = UIActor
#endif
