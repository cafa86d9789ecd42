func seconds(_ duration: Duration) -> Double {
    Double(duration.components.seconds) + Double(duration.components.attoseconds) / 1e18
}

/// Median of several timed runs, in seconds, of `body`, which runs `count` operations.
/// Runs on the caller's actor, so the measured loop makes no extra hops.
func medianSeconds(
    runs: Int = 7, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Void
) async -> Double {
    var samples: [Double] = []
    for _ in 0..<runs {
        let clock = ContinuousClock()
        let elapsed = await clock.measure { await body() }
        samples.append(seconds(elapsed))
    }
    samples.sort()
    return samples[samples.count / 2]
}
