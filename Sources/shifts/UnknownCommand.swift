/// A first argument that names no command. With `open` as the default
/// command, ArgumentParser would read `shifts bogus` as an argument to
/// `open` and say so in `open`'s words; the user typed a command name.
enum UnknownCommand {
    /// The commands, as typed (`help` is ArgumentParser's own).
    static var known: [String] {
        Shifts.configuration.subcommands.compactMap { $0.configuration.commandName } + ["help"]
    }

    /// The first argument when it is neither an option nor a command.
    static func name(in arguments: [String]) -> String? {
        guard let first = arguments.first, !first.isEmpty, !first.hasPrefix("-"), !known.contains(first) else {
            return nil
        }
        return first
    }
}
