@testable import AlmanacCore
import Testing

@Suite struct DetailNavigationTests {
    @Test func wideTheDetailFollowsTheCurrentItem() {
        var navigation = DetailNavigation<String>()
        navigation.currentChanged(to: "Kenya")
        #expect(navigation.shown == "Kenya")
        #expect(!navigation.detailReplacesList && !navigation.canGoBack)
        navigation.currentChanged(to: nil)
        #expect(navigation.shown == nil)
    }

    @Test func aFollowedLinkGoesBackToWhereItWasFollowedFrom() {
        var navigation = DetailNavigation<String>()
        navigation.open("Loan of Abebe")
        navigation.follow("Ethiopia")
        #expect(navigation.shown == "Ethiopia" && navigation.canGoBack)
        let wentBack = navigation.goBack()
        #expect(wentBack && navigation.shown == "Loan of Abebe")
        let wentFurther = navigation.goBack()
        #expect(!wentFurther)
    }

    @Test func narrowMovingInTheListKeepsTheListAndOpeningShowsTheDetailUntilBack() {
        var navigation = DetailNavigation<String>()
        navigation.setNarrow(true)
        navigation.currentChanged(to: "Kenya")
        #expect(!navigation.detailReplacesList)
        navigation.open("Kenya")
        #expect(navigation.detailReplacesList && navigation.canGoBack)
        let wentBack = navigation.goBack()
        #expect(wentBack && !navigation.detailReplacesList && navigation.shown == "Kenya")
    }

    @Test func wideTheCurrentItemCountsAsOpenSoNarrowingShowsItsDetail() {
        var navigation = DetailNavigation<String>()
        navigation.currentChanged(to: "Kenya")
        navigation.setNarrow(true)
        #expect(navigation.detailReplacesList)
        // Narrowed while typing a search: the list stays.
        navigation.setNarrow(false)
        navigation.setNarrow(true, keepingList: true)
        #expect(!navigation.detailReplacesList)
    }

    @Test func anotherCollectionShowsItsOwnCurrentItemAndNarrowItsList() {
        var navigation = DetailNavigation<String>()
        navigation.setNarrow(true)
        navigation.open("Kenya")
        navigation.collectionChanged(current: "Bear")
        #expect(navigation.shown == "Bear" && !navigation.detailReplacesList)
        navigation.setNarrow(false)
        navigation.collectionChanged(current: nil)
        #expect(navigation.shown == nil && !navigation.canGoBack)
    }

    @Test func theSearchShowsTheListAndARefreshedDetailKeepsAFollowedLink() {
        var navigation = DetailNavigation<String>()
        navigation.setNarrow(true)
        navigation.open("Loan of Abebe")
        navigation.showList()
        #expect(!navigation.detailReplacesList)
        navigation.follow("Ethiopia")
        navigation.refreshCurrent("Loan of Abebe, with more")
        #expect(navigation.history == ["Loan of Abebe", "Ethiopia"])
        navigation.goBack()
        navigation.refreshCurrent("Loan of Abebe, with more")
        #expect(navigation.shown == "Loan of Abebe, with more")
    }
}
