import ShiftModel

/// `ScanCacheFormat.contentHash` of bytes given in pieces: the same value
/// however they are cut, so a file can be hashed through a small buffer
/// instead of read into memory whole. The total count is part of the hash
/// and must be known at the start.
///
/// Each 32-byte block is four words, one for each of four lanes: a lane's
/// step (xor, multiply, shift) waits for the one before, so one lane ran at
/// the multiplier's latency; four run side by side, about three times as
/// fast (hashing the calendar was the largest part of a start from the scan
/// cache). A last, partial block is zero-filled; the count tells it apart.
struct ContentHasher {
    private static let multiplier: UInt64 = 0xFF51_AFD7_ED55_8CCD
    private var lane0, lane1, lane2, lane3: UInt64
    /// The bytes of a block not complete yet, and how many.
    private var pending: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    private var pendingCount = 0

    init(count: Int) {
        let seed = 0x9E37_79B9_7F4A_7C15 ^ UInt64(count)
        lane0 = seed
        lane1 = seed &+ 0x2545_F491_4F6C_DD1D
        lane2 = seed &+ 0x4F1B_BCDC_BFA5_3E0B
        lane3 = seed &+ 0x7A64_6E4D_1F2B_5C39
    }

    mutating func combine(_ raw: UnsafeRawBufferPointer) {
        var offset = 0
        // A block begun by the piece before is completed first.
        if pendingCount > 0 {
            let taken = min(32 - pendingCount, raw.count)
            withUnsafeMutableBytes(of: &pending) { block in
                for index in 0..<taken { block[pendingCount + index] = raw[index] }
            }
            pendingCount += taken
            offset = taken
            guard pendingCount == 32 else { return }
            mix(pending.0, pending.1, pending.2, pending.3)
            pending = (0, 0, 0, 0)
            pendingCount = 0
        }
        while offset &+ 32 <= raw.count {
            mix(raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 8, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 16, as: UInt64.self),
                raw.loadUnaligned(fromByteOffset: offset &+ 24, as: UInt64.self))
            offset &+= 32
        }
        let rest = raw.count - offset
        if rest > 0 {
            withUnsafeMutableBytes(of: &pending) { block in
                for index in 0..<rest { block[index] = raw[offset + index] }
            }
            pendingCount = rest
        }
    }

    /// The hash of everything combined (the last, partial block included).
    func finalize() -> UInt64 {
        var last = self
        if pendingCount > 0 {
            last.mix(pending.0, pending.1, pending.2, pending.3)
        }
        var hash = last.lane0
        hash = Self.fold(hash, last.lane1)
        hash = Self.fold(hash, last.lane2)
        hash = Self.fold(hash, last.lane3) &* Self.multiplier
        return hash ^ (hash >> 29)
    }

    private static func fold(_ hash: UInt64, _ lane: UInt64) -> UInt64 {
        let mixed = (hash ^ lane) &* multiplier
        return mixed ^ (mixed >> 32)
    }

    /// Four little-endian words, one into each lane.
    private mutating func mix(_ word0: UInt64, _ word1: UInt64, _ word2: UInt64, _ word3: UInt64) {
        lane0 = (lane0 ^ UInt64(littleEndian: word0)) &* Self.multiplier
        lane1 = (lane1 ^ UInt64(littleEndian: word1)) &* Self.multiplier
        lane2 = (lane2 ^ UInt64(littleEndian: word2)) &* Self.multiplier
        lane3 = (lane3 ^ UInt64(littleEndian: word3)) &* Self.multiplier
        lane0 ^= lane0 >> 32
        lane1 ^= lane1 >> 32
        lane2 ^= lane2 >> 32
        lane3 ^= lane3 >> 32
    }
}
