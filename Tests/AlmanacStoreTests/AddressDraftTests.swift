import AlmanacCore
import AlmanacStore
import Testing

@Suite struct AddressDraftTests {
    @Test func typingChangesNothingUntilTheAddressIsCommitted() {
        let settings = LiveSettings()
        var draft = AddressDraft(\.speciesURL, in: settings)
        #expect(draft.text == LiveSettings.defaultSpeciesURL)
        #expect(draft.committed(to: settings) == nil, "the address in force is no change")
        for prefix in ["h", "https:/", "https://swapi.example/api"] {
            draft.text = prefix
            #expect(settings.speciesURL == LiveSettings.defaultSpeciesURL)
        }
        #expect(draft.problem == nil)
        #expect(draft.committed(to: settings)?.speciesURL == "https://swapi.example/api")
        #expect(draft.committed(to: settings)?.loansURL == settings.loansURL)
    }

    @Test func anAddressTheAppWouldNotFetchFromIsRefusedWithItsReason() {
        var draft = AddressDraft(\.loansURL, in: LiveSettings())
        draft.text = "http://insecure.example/graphql"
        #expect(draft.problem?.isEmpty == false)
        #expect(draft.committed(to: LiveSettings()) == nil)
    }
}
