// swift-tools-version:6.2
import PackageDescription

// Release executables are static PIEs: the Swift runtime, Foundation, libc,
// libstdc++ and ncurses linked in, no dynamic loader at start. Loading and
// binding the shared libraries was a third of an empty start (3.1 million of
// 8.7 million instructions, most of it looking up 1,300 symbols) and their
// pages 3.8 MB of its memory; it is address-randomized like any PIE. Debug
// builds stay dynamic so test links stay fast (and libfaketime, which is
// preloaded, works there). The flag is needed when compiling too: it makes
// the objects ask for the static libraries in an order the linker can
// resolve (ncursesw's archive needs libtinfo's named). glibc's start of a
// static PIE refuses a run path, which SwiftPM gives every executable:
// scripts/link-static-pie runs lld without it.
// The linker packs the binary's 90,000 relative relocations into a few kB
// (DT_RELR: needs glibc 2.36, as in Debian 12): about 3 MB less to page in
// at every start. lld places the functions a start runs next to each other
// (scripts/startup-order.txt, written by scripts/startup-order): the kernel
// maps code 64 kB around each page touched, so spread over the binary they
// kept 5 to 6 MB more resident (a third of a warm `shifts today`'s peak).
// The functions the compiler leaves without a symbol cannot be named there:
// scripts/unnamed-functions.ld gathers them. A name the list has and the
// binary lacks is skipped without a warning (the list serves shifts-bench
// too); scripts/bench-startup-instructions.py fails when the list names too
// few of the functions a start runs.
let startupOrder = Context.packageDirectory + "/scripts/startup-order.txt"
let unnamedFunctions = Context.packageDirectory + "/scripts/unnamed-functions.ld"
let staticPIELinker = Context.packageDirectory + "/scripts/link-static-pie"
let staticExecutable = (
    swift: [SwiftSetting.unsafeFlags(["-static-executable"], .when(platforms: [.linux], configuration: .release))],
    linker: [LinkerSetting.unsafeFlags(["-static-executable", "-Xclang-linker", "-static-pie", "-ltinfo",
                                        "-Xclang-linker", "--ld-path=" + staticPIELinker, "-Xlinker", "-z", "-Xlinker", "pack-relative-relocs",
                                        "-Xlinker", "--symbol-ordering-file=" + startupOrder,
                                        "-Xlinker", "-T", "-Xlinker", unnamedFunctions,
                                        "-Xlinker", "--no-warn-symbol-ordering"],
                                       .when(platforms: [.linux], configuration: .release))]
)

// Dependencies point one way (see Docs/Architecture.md): ShiftModel and Redux
// stand alone; ShiftPresentation uses ShiftModel; ShiftFeatures uses Redux,
// ShiftModel and ShiftPresentation (for the words of a refused change);
// ShiftStorage and ShiftTUI use ShiftFeatures (ShiftTUI also Terminal and
// ShiftPresentation); `shifts` puts them together. The test support uses
// ShiftFeatures: ShiftTesting (mocks, builders; also ReduxTesting) and
// ShiftInMemoryServices (the services a test or a bench figure keeps in
// memory). Only tests and shifts-bench use them, so `shifts` cannot reach a
// fake. Every module a target imports is named in its dependencies.
let package = Package(
    name: "shifts",
    // What Redux and ReduxTesting use sets the floor: `Task.immediate` needs
    // the 26 releases (Mutex the 2024 ones, Duration and clocks the 2022 ones).
    // The 6.2 tools are the first to name them, and the first compiler that
    // knows `nonisolated(nonsending)`. Linux has no such floor.
    platforms: [.macOS(.v26), .iOS(.v26), .tvOS(.v26), .watchOS(.v26), .visionOS(.v26)],
    products: [
        .executable(name: "shifts", targets: ["shifts"]),
        .library(name: "Redux", targets: ["Redux"]),
        .library(name: "ReduxTesting", targets: ["ReduxTesting"]),
    ],
    // An app that depends on Redux chooses its store's actor (Sources/Redux/StoreActor.swift).
    traits: [
        .trait(name: "MainActorStore", description: "Stores live on MainActor instead of Redux's UIActor."),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.0.0"),
        .package(url: "https://github.com/pointfreeco/swift-custom-dump", from: "1.3.0"),
        .package(url: "https://github.com/pointfreeco/xctest-dynamic-overlay", from: "1.4.0"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // Linked through its modulemap: ncursesw's pkg-config flags are ones SwiftPM refuses.
        .systemLibrary(name: "CNcurses", providers: [.apt(["libncurses-dev"])]),
        // Not through pkg-config: it would add libicalss and libicalvcal (and
        // through them libdb), which we never call. On Linux libical is
        // linked statically (ShiftStorage's linker settings) and its calls
        // into ICU are answered by CLibicalICU, so the system ICU is never
        // loaded (Docs/Performance.md).
        .systemLibrary(name: "CLibical", providers: [.apt(["libical-dev"])]),
        // libical's sixteen ICU calendar calls, answered by the ICU that
        // Foundation carries (`swift_ucal_open`, ...).
        .target(name: "CLibicalICU", linkerSettings: [
            .linkedLibrary("_FoundationICU", .when(platforms: [.linux])),
        ]),
        // The terminal put back from a fatal signal's handler: C, because
        // only async-signal-safe calls may run there, and no Swift runtime.
        .target(name: "CTerminalRestore"),

        .target(name: "Redux"),
        .target(name: "ReduxTesting", dependencies: [
            "Redux",
            .product(name: "Clocks", package: "swift-clocks"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
            .product(name: "IssueReporting", package: "xctest-dynamic-overlay"),
            // On Linux reportIssue reaches Swift Testing only through this library.
            .product(name: "IssueReportingTestSupport", package: "xctest-dynamic-overlay"),
        ]),
        .target(name: "ShiftModel"),
        .target(name: "ShiftFeatures", dependencies: ["Redux", "ShiftModel", "ShiftPresentation"]),
        .target(name: "ShiftStorage", dependencies: [
            "ShiftFeatures", "ShiftModel", "CLibical", .target(name: "CLibicalICU", condition: .when(platforms: [.linux])),
        ], linkerSettings: [
            // `-l:` names the archive itself, so the shared library (and the
            // system ICU it loads) is never picked.
            .unsafeFlags(["-Xlinker", "-l:libical.a"], .when(platforms: [.linux])),
            .linkedLibrary("ical", .when(platforms: [.macOS])),
        ]),
        // Not in ShiftTesting: shifts-bench links these statically, and
        // ReduxTesting brings in XCTest and Swift Testing, which have no
        // static libraries.
        .target(name: "ShiftInMemoryServices", dependencies: ["ShiftFeatures", "ShiftModel"]),
        .target(name: "ShiftTesting", dependencies: [
            "ShiftFeatures", "ShiftModel", "ReduxTesting", .product(name: "Clocks", package: "swift-clocks"),
        ]),
        .target(name: "Terminal", dependencies: ["CNcurses", "CTerminalRestore"]),
        // The words both front ends use for shifts and days: the screens' props
        // and the command line's lines are made from them.
        .target(name: "ShiftPresentation", dependencies: ["ShiftModel"]),
        .target(name: "ShiftTUI", dependencies: ["Terminal", "ShiftFeatures", "ShiftModel", "ShiftPresentation", "Redux"]),
        .executableTarget(name: "shifts", dependencies: [
            "ShiftTUI", "ShiftPresentation", "ShiftStorage", "ShiftFeatures", "ShiftModel", "Redux", "Terminal",
            .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ], swiftSettings: staticExecutable.swift, linkerSettings: staticExecutable.linker),

        // Test helper: saves in a loop through FileCalendarService and says so
        // after each save; crash and two-writer tests run it as a process.
        .executableTarget(name: "shifts-save-loop", dependencies: ["ShiftStorage", "ShiftFeatures", "ShiftModel"]),

        .testTarget(name: "ReduxTests", dependencies: [
            "Redux", "ReduxTesting", .product(name: "Clocks", package: "swift-clocks"),
        ]),
        .testTarget(name: "ShiftModelTests", dependencies: [
            "ShiftModel", "ShiftPresentation",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "ShiftFeaturesTests", dependencies: [
            "ShiftFeatures", "ShiftModel", "Redux", "ShiftTesting", "ShiftInMemoryServices", "ReduxTesting",
            .product(name: "Clocks", package: "swift-clocks"),
            .product(name: "CustomDump", package: "swift-custom-dump"),
        ]),
        .testTarget(name: "ShiftStorageTests", dependencies: [
            "ShiftStorage", "ShiftFeatures", "ShiftModel", "Redux", "ShiftTesting", "ShiftInMemoryServices", "ReduxTesting",
            "CLibical",
            .product(name: "PropertyBased", package: "swift-property-based"),
        ]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal", "CTerminalRestore", "ReduxTesting"]),
        // Runs the built `shifts` binary as a process; the dependency makes sure it is built.
        .testTarget(name: "ShiftsCLITests", dependencies: [
            "shifts", "shifts-save-loop", "ShiftStorage", "ShiftFeatures", "ShiftModel", "ShiftPresentation", "Redux",
            "ReduxTesting", "ShiftInMemoryServices", .product(name: "ArgumentParser", package: "swift-argument-parser"),
        ]),
        .testTarget(name: "ShiftTUITests", dependencies: [
            "ShiftTUI", "ShiftPresentation", "ShiftFeatures", "ShiftModel", "Redux", "ShiftTesting", "ShiftInMemoryServices",
            "ReduxTesting", "Terminal", .product(name: "Clocks", package: "swift-clocks"),
        ]),
    ],
    swiftLanguageModes: [.v6]
)

// `scripts/bench` runs this in release mode: one line per figure, plus JSON.
// Declared only when SHIFTS_BENCH is set (scripts/bench sets it;
// scripts/startup-order's usage line says to), so that `swift build`, `swift run shifts`
// and the tests never build what only the bench runs.
if Context.environment["SHIFTS_BENCH"] != nil {
    // ShiftInMemoryServices: the services a figure does not measure are
    // kept in memory (`ServiceContainer.inMemory`).
    package.targets.append(.executableTarget(name: "shifts-bench", dependencies: [
        "Redux", "ShiftModel", "ShiftFeatures", "ShiftStorage", "ShiftTUI", "ShiftInMemoryServices", "Terminal",
    ], swiftSettings: staticExecutable.swift, linkerSettings: staticExecutable.linker))
}

// Release builds of our Swift targets put each function in a section of its
// own, so the start-up order above can move it (without, a file's functions
// move together) and the linker can drop the ones nothing calls. A frontend
// flag, not a supported option: pinned to the compiler it was measured
// with. For another, check that it still does this (peak RSS in
// scripts/bench, the order file's share in bench-startup-instructions.py)
// before moving the pin. Not the C targets, and not the targets of the
// library products: another package cannot depend on a product whose
// targets have unsafe flags (a library target that comes to depend on
// another target of ours must keep that one out of this list too).
let cTargets: Set<String> = ["CLibicalICU", "CTerminalRestore"]
let libraryTargets = Set(package.products.compactMap { $0 as? Product.Library }.flatMap(\.targets))
#if compiler(>=6.3) && !compiler(>=6.4)
for target in package.targets
where [.regular, .executable].contains(target.type) && !cTargets.contains(target.name)
    && !libraryTargets.contains(target.name) {
    target.swiftSettings = (target.swiftSettings ?? [])
        + [.unsafeFlags(["-Xfrontend", "-function-sections"],
                        .when(platforms: [.linux], configuration: .release))]
}
#endif
