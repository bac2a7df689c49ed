import AlmanacCore
import AlmanacStore
import Testing

@Suite struct AddressDraftTests {
    static let species = LiveAddress(key: "species-url", defaultAddress: "https://swapi.example/default", variable: "S",
                                     title: "Species", meaning: "")
    static let loans = LiveAddress(key: "loans-url", defaultAddress: "https://kiva.example/graphql", variable: "L",
                                   title: "Loans", meaning: "")

    @Test func typingChangesNothingUntilTheAddressIsCommitted() {
        let settings = LiveSettings()
        var draft = AddressDraft(Self.species, in: settings)
        #expect(draft.text == "https://swapi.example/default")
        #expect(draft.committed(to: settings) == nil, "the address in force is no change")
        for prefix in ["h", "https:/", "https://swapi.example/api"] {
            draft.text = prefix
            #expect(settings[address: Self.species] == "https://swapi.example/default")
        }
        #expect(draft.problem == nil)
        #expect(draft.committed(to: settings)?[address: Self.species] == "https://swapi.example/api")
        #expect(draft.committed(to: settings)?[address: Self.loans] == settings[address: Self.loans])
    }

    @Test func anAddressTheAppWouldNotFetchFromIsRefusedWithItsReason() {
        var draft = AddressDraft(Self.loans, in: LiveSettings())
        draft.text = "http://insecure.example/graphql"
        #expect(draft.problem?.isEmpty == false)
        #expect(draft.committed(to: LiveSettings()) == nil)
    }
}
