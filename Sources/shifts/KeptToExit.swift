/// What a command is done with but leaves allocated: the process ends next,
/// and the kernel takes its memory back at once, where releasing a
/// calendar's document event by event (each id its own allocation) cost
/// about 1.6 million instructions at 3,650 events: more than the rest of
/// reading them from the scan cache.
enum KeptToExit {
    static func keep(_ object: AnyObject) {
        _ = Unmanaged.passRetained(object)
    }
}
