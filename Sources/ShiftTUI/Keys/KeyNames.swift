import Terminal

extension Key {
    /// How help names the key: `h`, `←`, `PgUp`, `^R`, `S-Tab`.
    var helpName: String {
        switch self {
        case .character(" "): "Space"
        case .character(let character): String(character)
        case .control(let letter): "^\(letter.uppercased())"
        case .alt(let character): "M-\(character)"
        case .up: "↑"
        case .down: "↓"
        case .left: "←"
        case .right: "→"
        case .home: "Home"
        case .end: "End"
        case .pageUp: "PgUp"
        case .pageDown: "PgDn"
        case .enter: "Enter"
        case .escape: "Esc"
        case .tab: "Tab"
        case .backTab: "S-Tab"
        case .backspace: "Bksp"
        case .delete: "Del"
        case .resize: "resize"
        case .function(let number): "F\(number)"
        case .unknown(let code): "key \(code)"
        }
    }
}
