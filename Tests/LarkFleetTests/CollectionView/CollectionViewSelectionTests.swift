import Foundation
import Lark
import Testing
import XCTest

private let a = IndexPath(item: 1, section: 0)
private let b = IndexPath(item: 2, section: 0)
private let c = IndexPath(item: 0, section: 1)

@Suite @MainActor struct CollectionViewSelectionTests {
    @Test func aTapInSingleSelectionHighlightsThenSelectsInUIKitsOrder() throws {
        let gallery = Gallery()
        _ = gallery.collectionView.cellForItem(at: a)
        try gallery.collectionView.selectItem(at: a)
        #expect(gallery.recorder.calls == tapSelectCalls(a))
        #expect(gallery.recorder.highlightedDuringDidHighlight == true)
        #expect(gallery.collectionView.cellForItem(at: a)?.isHighlighted == false)
        #expect(gallery.collectionView.cellForItem(at: a)?.isSelected == true)
        #expect(gallery.selected == [a])
    }

    @Test func anotherTapInSingleSelectionDeselectsTheOldItemWithoutAskingShouldDeselect() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        gallery.recorder.calls = []
        gallery.recorder.refuseDeselect = [a]
        try gallery.collectionView.selectItem(at: c)
        #expect(gallery.recorder.calls == tapSelectCalls(c, deselecting: [a]))
        #expect(gallery.selected == [c])
    }

    @Test func tappingTheSelectedItemInSingleSelectionSelectsItAgain() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        gallery.recorder.calls = []
        try gallery.collectionView.selectItem(at: a)
        #expect(gallery.recorder.calls == tapSelectCalls(a))
        #expect(gallery.selected == [a])
    }

    @Test func multipleSelectionAddsAndATapOnASelectedItemTogglesItOff() throws {
        let gallery = Gallery(multiple: true)
        try gallery.collectionView.selectItem(at: a)
        try gallery.collectionView.selectItem(at: b)
        #expect(gallery.selected == [a, b])
        gallery.recorder.calls = []
        try gallery.collectionView.selectItem(at: a)
        #expect(gallery.recorder.calls == tapDeselectCalls(a))
        #expect(gallery.selected == [b])
        gallery.recorder.calls = []
        try gallery.collectionView.deselectItem(at: b)
        #expect(gallery.recorder.calls == tapDeselectCalls(b))
        #expect(gallery.selected == [])
    }

    @Test func shouldHighlightFalseIgnoresTheTap() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        gallery.recorder.calls = []
        gallery.recorder.refuseHighlight = [b]
        try gallery.collectionView.selectItem(at: b)
        #expect(gallery.recorder.calls == ["shouldHighlight 0-2"])
        #expect(gallery.selected == [a])
    }

    @Test func shouldSelectFalseKeepsTheSelection() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        gallery.recorder.calls = []
        gallery.recorder.refuseSelect = [b]
        try gallery.collectionView.selectItem(at: b)
        #expect(gallery.recorder.calls == ["shouldHighlight 0-2", "didHighlight 0-2", "didUnhighlight 0-2", "shouldSelect 0-2"])
        #expect(gallery.selected == [a])
    }

    @Test func shouldDeselectFalseKeepsTheItemSelectedInMultipleSelection() throws {
        let gallery = Gallery(multiple: true)
        try gallery.collectionView.selectItem(at: a)
        gallery.recorder.calls = []
        gallery.recorder.refuseDeselect = [a]
        try gallery.collectionView.deselectItem(at: a)
        #expect(gallery.recorder.calls == ["shouldHighlight 0-1", "didHighlight 0-1", "didUnhighlight 0-1", "shouldDeselect 0-1"])
        #expect(gallery.selected == [a])
    }

    @Test func programmaticSelectionCallsNoDelegate() {
        let gallery = Gallery()
        gallery.collectionView.selectItem(at: a, animated: false, scrollPosition: [])
        gallery.collectionView.selectItem(at: b, animated: false, scrollPosition: [])
        gallery.collectionView.deselectItem(at: b, animated: false)
        gallery.collectionView.selectItem(at: c, animated: false, scrollPosition: .top)
        #expect(gallery.recorder.calls == [])
        #expect(gallery.selected == [c])
        #expect(gallery.collectionView.contentOffset == CGPoint(x: 0, y: 820))
    }

    @Test func aDelegateForScrollingOnlyIsNotAskedAboutSelection() throws {
        let gallery = Gallery()
        let scrolls = ScrollRecorder()
        gallery.collectionView.delegate = scrolls
        #expect(gallery.collectionView.collectionDelegate == nil)
        try gallery.collectionView.selectItem(at: a)
        #expect(gallery.selected == [a])
        #expect(scrolls.calls == [])
    }

    // MARK: Refusals

    /// Runs a refused action: it throws `kind`, calls nothing, changes no selection.
    private func expectRefusal(
        _ gallery: Gallery, _ kind: Fleet.CollectionViewErrorKind, message: String? = nil,
        _ action: () throws(Fleet.CollectionViewError) -> Void, sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) {
        let before = gallery.selected
        gallery.recorder.calls = []
        do {
            try action()
            Issue.record("expected a refusal of kind \(kind)", sourceLocation: sourceLocation)
        } catch {
            #expect(error.kind == kind, sourceLocation: sourceLocation)
            if let message { #expect(error.message == message, sourceLocation: sourceLocation) }
        }
        #expect(gallery.recorder.calls == [], sourceLocation: sourceLocation)
        #expect(gallery.selected == before, sourceLocation: sourceLocation)
    }

    @Test func eachRefusalNamesItsCauseAndChangesNothing() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        let view = gallery.collectionView
        expectRefusal(gallery, .noSuchSection, message: "Cannot select item 0 in section 2 of CollectionView: Collection view has no section 2. It has 2 sections; use one from 0 to 1, or make the data source report more.") {
            () throws(Fleet.CollectionViewError) in try view.selectItem(at: IndexPath(item: 0, section: 2))
        }
        expectRefusal(gallery, .noSuchItem, message: "Cannot select item 4 in section 1 of CollectionView: Collection view has no item 4 in section 1. It has 4 items in that section; use one from 0 to 3, or make the data source report more.") {
            () throws(Fleet.CollectionViewError) in try view.selectItem(at: IndexPath(item: 4, section: 1))
        }
        expectRefusal(gallery, .noSuchItem) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: IndexPath(item: -1, section: 0)) }
        expectRefusal(gallery, .malformedIndexPath) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: IndexPath(index: 0)) }
        expectRefusal(gallery, .notSelected, message: "Cannot deselect item 2 in section 0 of CollectionView: The item is not selected (selected: item 1 in section 0 is). Select it first, or deselect a selected item.") {
            () throws(Fleet.CollectionViewError) in try view.deselectItem(at: b)
        }
        expectRefusal(gallery, .singleSelection) { () throws(Fleet.CollectionViewError) in try view.deselectItem(at: a) }

        view.allowsSelection = false
        expectRefusal(gallery, .selectionNotAllowed) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: b) }
        view.allowsSelection = true

        view.isHidden = true
        expectRefusal(gallery, .unreachable(.notVisible)) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: b) }
        view.isHidden = false
        view.superview?.isUserInteractionEnabled = false
        expectRefusal(gallery, .unreachable(.userInteractionDisabled)) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: b) }
        view.superview?.isUserInteractionEnabled = true

        view.dataSource = nil
        expectRefusal(gallery, .noDataSource) { () throws(Fleet.CollectionViewError) in try view.selectItem(at: b) }
        expectRefusal(gallery, .noDataSource) { () throws(Fleet.CollectionViewError) in _ = try view.fetchCell(at: b) }
    }

    @Test func aCollectionViewInNoHierarchyWithoutADataSourceSaysItsControllerNeverLoaded() throws {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let error = try #require(throws: Fleet.CollectionViewError.self) { _ = try view.fetchCell(at: IndexPath(item: 0, section: 0)) }
        #expect(error.kind == .noDataSource)
        #expect(error.reason == "Data source required to fetch cells, and the collection view is in no view hierarchy: the view of the controller that would set its data source was never loaded (viewDidLoad did not run)")
        #expect(error.remedy == "Show the controller first (Fleet.setAsAppWindowRoot, or loadViewIfNeeded()), or set the collection view's dataSource")
        let table = TableView(frame: view.frame)
        let tableError = try #require(throws: Fleet.TableViewError.self) { _ = try table.fetchCell(at: IndexPath(row: 0, section: 0)) }
        #expect(tableError.reason == error.reason.replacingOccurrences(of: "collection view", with: "table view"))
    }

    @Test func fetchCellChecksTheType() throws {
        let gallery = Gallery()
        let cell = try gallery.collectionView.fetchCell(at: IndexPath(item: 25, section: 0), asType: PhotoCell.self)
        #expect(cell.caption.text == "Photo 0-25")
        #expect(try gallery.collectionView.fetchCell(at: IndexPath(item: 25, section: 0)) === cell)
        #expect(throws: Fleet.CollectionViewError.self) {
            try gallery.collectionView.fetchCell(at: a, asType: CollectionViewCellSubclassNeverMade.self)
        }
    }
}

@MainActor final class CollectionViewCellSubclassNeverMade: CollectionViewCell {}

@Suite @MainActor struct CollectionViewLayoutTests {
    @Test func itemsFillLinesWithinTheWidthAndTheContentSizeFollows() throws {
        let gallery = Gallery()
        let view = gallery.collectionView
        #expect(gallery.layout.itemsPerLine(inWidth: 320) == 3)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))?.frame == CGRect(x: 110, y: 110, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame == CGRect(x: 220, y: 1_090, width: 100, height: 100))
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 4, section: 1)) == nil)
        #expect(view.contentSize == CGSize(width: 320, height: 1_300))
        gallery.layout.sectionInset = EdgeInsets(top: 5, left: 10, bottom: 5, right: 10)
        gallery.layout.minimumLineSpacing = 20
        #expect(gallery.layout.itemsPerLine(inWidth: 320) == 2)
        #expect(view.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 120, y: 125, width: 100, height: 100))
        // 15 lines of 100 with 14 gaps of 20, then 2 lines; 5 above and below each section.
        #expect(view.contentSize == CGSize(width: 320, height: 1_780 + 10 + 220 + 10))
        #expect(try view.fetchCell(at: IndexPath(item: 3, section: 0)).frame == CGRect(x: 120, y: 125, width: 100, height: 100))
    }

    @Test func aQueryProducesOnlyTheCellsInTheBounds() throws {
        let gallery = Gallery()
        _ = try gallery.window.find(CollectionViewCell.self, where: .text("Photo 0-0"))
        // Lines at 0, 110, 220, 330 and 440 meet the 480 points of bounds: 15 items.
        #expect(gallery.collectionView.indexPathsForVisibleItems == (0..<15).map { IndexPath(item: $0, section: 0) })
        #expect(gallery.source.made == 15)
    }

    @Test func cellsAreReusedAfterReloadData() throws {
        let gallery = Gallery()
        let view = gallery.collectionView
        let cell = try view.fetchCell(at: a, asType: PhotoCell.self)
        try view.selectItem(at: a)
        #expect(cell.isSelected)
        view.reloadData()
        #expect(gallery.selected == [])
        #expect(cell.superview == nil)
        let again = try view.fetchCell(at: b, asType: PhotoCell.self)
        #expect(again === cell)
        #expect(again.reuses == 1)
        #expect(!again.isSelected)
        #expect(again.caption.text == "Photo 0-2")
        #expect(again.reuseIdentifier == "Photo")
        #expect(view.indexPath(for: again) == b)
    }

    @Test func anUnregisteredIdentifierGivesAPlainCell() {
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        var made: CollectionViewCell?
        let warnings = ModelWarnings.capture { made = view.dequeueReusableCell(withReuseIdentifier: "Nope", for: a) }
        #expect(warnings.count == 1)
        #expect(warnings.last?.contains("no cell registered for reuse identifier 'Nope'") == true)
        guard let cell = made else { Issue.record("no cell"); return }
        #expect(type(of: cell) == CollectionViewCell.self)
        #expect(cell.reuseIdentifier == "Nope")
        #expect(cell.frame.size == CGSize(width: 50, height: 50))
    }
}

@Suite @MainActor struct CollectionViewReachTests {
    @Test func anItemScrolledOutCannotBeFoundOrTappedUntilScrolledTo() throws {
        let gallery = Gallery()
        let far = IndexPath(item: 20, section: 0)  // line 6, at y 660
        #expect(throws: ViewQueryError.self) { try gallery.window.find(CollectionViewCell.self, where: .text("Photo 0-20")) }
        let cell = try gallery.collectionView.fetchCell(at: far)
        #expect(throws: Fleet.CollectionViewError.self) { try cell.tap() }
        do {
            try cell.tap()
        } catch {
            #expect(error.kind == .unreachable(.outsideBounds))
        }
        #expect(gallery.recorder.calls == [])
        #expect(gallery.selected == [])

        gallery.collectionView.scrollToItem(at: far, at: [], animated: false)
        #expect(gallery.collectionView.contentOffset == CGPoint(x: 0, y: 280))
        let found = try gallery.window.find(CollectionViewCell.self, where: .text("Photo 0-20"))
        #expect(found === cell)
        try found.tap()
        #expect(gallery.selected == [far])
        #expect(gallery.recorder.calls == tapSelectCalls(far))
    }

    @Test func aUsersDragBringsItemsIntoSight() throws {
        let gallery = Gallery()
        try gallery.collectionView.drag(to: CGPoint(x: 0, y: 820))
        try gallery.window.find(CollectionViewCell.self, where: .text("Photo 1-3")).tap()
        #expect(gallery.selected == [IndexPath(item: 3, section: 1)])
    }

    @Test func aCellOfNoCollectionViewCannotBeTapped() {
        let cell = PhotoCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(throws: Fleet.CollectionViewError.self) { try cell.tap() }
    }

    @Test func selectItemActsOnItemsOutOfSight() throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: IndexPath(item: 29, section: 0))
        #expect(gallery.selected == [IndexPath(item: 29, section: 0)])
    }
}

@MainActor
final class CollectionViewXCTests: XCTestCase {
    func testMultipleSelectionTogglesThroughTheDelegate() async throws {
        let gallery = Gallery(multiple: true)
        try gallery.collectionView.selectItem(at: a)
        try gallery.collectionView.selectItem(at: c)
        try gallery.collectionView.selectItem(at: a)
        XCTAssertEqual(gallery.recorder.calls, tapSelectCalls(a) + tapSelectCalls(c) + tapDeselectCalls(a))
        XCTAssertEqual(gallery.selected, [c])
    }

    func testARefusedTapChangesNothing() async throws {
        let gallery = Gallery()
        try gallery.collectionView.selectItem(at: a)
        XCTAssertThrowsError(try gallery.collectionView.selectItem(at: IndexPath(item: 9, section: 1)))
        XCTAssertEqual(gallery.selected, [a])
    }
}
