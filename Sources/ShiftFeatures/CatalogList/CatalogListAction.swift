import ShiftModel

package enum CatalogListAction<Item: CatalogListItem>: Hashable, Sendable {
    case moveSelection(by: Int)
    case search(SearchAction)
    /// Open the form for a new item.
    case add
    /// Open the form for the selected item.
    case edit
    /// Ask whether to delete the selected item (refused at once when
    /// `deleteRefusal` says why).
    case delete
    /// y to "delete this item?": it goes, unless calendar shifts still use it.
    case deleteConfirmed(Item.ID)
    /// n to "delete this item?".
    case deleteDeclined
    /// A key in the form. Enter arrives as `.submit` only when the form is
    /// not valid (or the catalog cannot change): it then shows why.
    case form(FormAction)
    /// Enter on a valid form (or y to the overlap question, allowing
    /// overlaps): save these values, as a new item or as an edit of
    /// `editing` as the form opened it.
    case submitted(Item.Values, editing: Item?, allowingOverlaps: Bool = false)
    /// Saving the edit would make these shifts overlap: ask first.
    case clashesFound([ShiftClash])
    /// n to the overlap question: back to the form.
    case overlapsDeclined
    case saved(Result<CatalogItemSaved<Item>, UserFacingError>)
    /// The edit was refused (after `.saved(.failure)`): the catalog or the
    /// calendar changed elsewhere since the form opened. The catalog
    /// follows it and reads its file again.
    case refusedAsStale
    case deleted(Result<CatalogItemDeletion<Item>, UserFacingError>)
    /// The screen's own action on its `extra`.
    case extra(Item.ExtraAction)
}
