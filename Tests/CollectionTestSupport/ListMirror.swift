import AlmanacCore
import Testing

/// What a list model shows after applying `splices` in order to `before`, checked at each step
/// against the splice's own list — the way GTK reads a model while it is told of changes.
public func apply(_ splices: [ListSplice<String>], to before: [String]) -> [String] {
    var model = before
    for splice in splices {
        model.replaceSubrange(splice.position..<splice.position + splice.removed,
                              with: splice.list[splice.position..<splice.position + splice.added].map(describe))
        #expect(model == splice.list.map(describe), "after the splice at \(splice.position)")
    }
    return model
}

/// A list entry as the tests write it: "[A]" a header, "Alpha" a row, "(Loading…)" the
/// footer, "_" the end space.
public func describe(_ entry: ListEntry<String>) -> String {
    switch entry {
    case .header(let title): "[\(title)]"
    case .row(let name): name
    case .footer(let text): "(\(text))"
    case .endSpace: "_"
    }
}

/// What the state's list shows, entry by entry.
public func shown(_ state: CollectionState<String>) -> [String] { state.list.map(describe) }
