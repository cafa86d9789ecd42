/// `/` starts a search, keys edit it, Enter keeps the filter, Esc clears it.
package enum SearchAction: Hashable, Sendable {
    case begin
    case edit(TextEdit)
    case commit
    case cancel
}
