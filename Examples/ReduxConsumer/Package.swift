// swift-tools-version:6.2
import PackageDescription

// An app's view of Redux and ReduxTesting: it depends on the two products
// only, as any other package would, and chooses the main actor for its
// stores. A package elsewhere writes `.package(url: ..., from: "1.0.0",
// traits: ["MainActorStore"])` (Docs/Redux.md); this one uses the
// repository it sits in, so CI (scripts/test) checks that the products
// build and test from outside.
let package = Package(
    name: "ReduxConsumer",
    platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],
    dependencies: [
        .package(name: "shifts", path: "../..", traits: ["MainActorStore"]),
    ],
    targets: [
        .target(name: "Counter", dependencies: [.product(name: "Redux", package: "shifts")]),
        .testTarget(name: "CounterTests", dependencies: [
            "Counter",
            .product(name: "Redux", package: "shifts"),
            .product(name: "ReduxTesting", package: "shifts"),
        ]),
        // The library's own tests (Tests/ReduxTests, through a symbolic
        // link), run here a second time with the store on the main actor.
        .testTarget(name: "ReduxTests", dependencies: [
            .product(name: "Redux", package: "shifts"),
            .product(name: "ReduxTesting", package: "shifts"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)
