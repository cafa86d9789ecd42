import Foundation

// Usage: shifts-bench [--json FILE] [--quick]
// Prints one line per figure (name, value, unit) and writes them as JSON.
var arguments = CommandLine.arguments.dropFirst()
var jsonPath = "bench-results/latest.json"
var scale = 1
while let argument = arguments.popFirst() {
    switch argument {
    case "--json": jsonPath = arguments.popFirst() ?? jsonPath
    case "--quick": scale = 10
    default:
        FileHandle.standardError.write(Data("shifts-bench: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

let report = Report()
await DispatchBench.run(into: report, scale: scale)
await ActorChoiceBench.run(into: report, scale: scale)

do {
    try FileManager.default.createDirectory(
        at: URL(fileURLWithPath: jsonPath).deletingLastPathComponent(), withIntermediateDirectories: true)
    try report.write(to: jsonPath)
    print("wrote \(jsonPath)")
} catch {
    FileHandle.standardError.write(Data("shifts-bench: cannot write \(jsonPath): \(error)\n".utf8))
    exit(1)
}
