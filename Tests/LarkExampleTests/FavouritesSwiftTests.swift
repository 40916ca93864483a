import Foundation
import Lark
import LarkSampleApp
import Testing

@Suite @MainActor struct FavouritesSwiftTests {
    @Test func pickingAFavouriteByItsName() throws {
        let favourites = FavouritesViewController(favourites: ["Milk", "Eggs", "Bread"])
        Fleet.setAsAppWindowRoot(favourites)
        try favourites.find(CollectionViewCell.self, where: .text("Eggs")).tap()
        #expect(favourites.picked == "Eggs")
        expect(favourites.grid).to(haveSelectedItems([IndexPath(item: 1, section: 0)]))
        let error = try #require(throws: ViewQueryError.self) { try favourites.find(CollectionViewCell.self, where: .text("Butter")) }
        #expect(error.message.contains("CollectionViewCells on screen (3):"))
    }
}
