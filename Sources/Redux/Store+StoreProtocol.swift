/// The real store is one implementation of `StoreProtocol`; `MockStore` in
/// ReduxTesting is the other. Everything the protocol needs is already there.
extension Store: StoreProtocol {}
