extension RotationPlan {
    /// Ten years (3,660 days): the most days a rotation is applied to at
    /// once, as many as one export covers. A longer range is applied in parts.
    package static let maxDays = SymbolExport.maxDays
}
