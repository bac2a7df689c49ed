import AlmanacCore
import Foundation
import Testing

@Suite struct FlatListTests {
    let english = Collator(localeIdentifier: "en_US")!

    func flat(_ names: [String], query: String = "", footer: String? = nil) -> FlatList<String> {
        FlatList(IndexedCollection(names, collator: english, name: { $0 }).filtered(by: query), footer: footer)
    }

    func describe(_ list: FlatList<String>) -> [String] {
        list.map { entry in
            switch entry {
            case .header(let title): "[\(title)]"
            case .row(let name): name
            case .footer(let text): "(\(text))"
            case .endSpace: "…"
            }
        }
    }

    @Test func headersRowsThenTheEndSpace() {
        #expect(describe(flat(["Dog", "Bear", "Buffalo", "42"])) == ["[B]", "Bear", "Buffalo", "[D]", "Dog", "[#]", "42", "…"])
    }

    @Test func filteredListsKeepTheirHeaders() {
        #expect(describe(flat(["Dog", "Bear", "Buffalo", "Donkey"], query: "o")) == ["[B]", "Buffalo", "[D]", "Dog", "Donkey", "…"])
    }

    @Test func theFooterFollowsTheLastRowBeforeTheEndSpace() {
        #expect(describe(flat(["Dog", "Bear"], footer: "Loading")) == ["[B]", "Bear", "[D]", "Dog", "(Loading)", "…"])
    }

    @Test func anEmptyListHasNoEndSpaceNorFooter() {
        #expect(flat([]).isEmpty)
        #expect(flat(["Dog"], query: "cat", footer: "Loading").isEmpty)
    }
}
