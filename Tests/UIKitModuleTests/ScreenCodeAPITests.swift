import Lark
import Testing
import UIKit

// API that real screen files reach for, each as UIKit documents it and tested where the model
// can show it: focus overrides, CoreGraphics leftovers, invalidation contexts, popover source
// items, menu-element nesting, search-bar icons and archiving overrides.

private final class FocusCell: UIView {
    var updates: [String] = []
    override var canBecomeFocused: Bool { true }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        coordinator.addCoordinatedAnimations({ self.updates.append("animated") }, completion: { self.updates.append("done") })
    }
}

private final class ArchivingView: UIView {
    var encoded = false
    override func encode(with coder: NSCoder) {
        super.encode(with: coder)
        encoded = true
    }
}

private final class ScrollAwareLayout: UICollectionViewLayout {
    var contexts: [UICollectionViewLayoutInvalidationContext] = []
    var prepared = 0
    override func prepare() { prepared += 1 }
    override var collectionViewContentSize: CGSize { CGSize(width: 320, height: 2_000) }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { true }
    override func invalidationContext(forBoundsChange newBounds: CGRect) -> UICollectionViewLayoutInvalidationContext {
        let context = super.invalidationContext(forBoundsChange: newBounds)
        context.invalidateItems(at: [IndexPath(item: 0, section: 0)])
        return context
    }
    override func invalidateLayout(with context: UICollectionViewLayoutInvalidationContext) {
        contexts.append(context)
        super.invalidateLayout(with: context)
    }
}

@Suite @MainActor struct ScreenCodeAPITests {
    @Test func focusCallbacksAreOverridePointsTheModelNeverCallsItself() {
        let cell = FocusCell()
        #expect(cell.canBecomeFocused)
        #expect(!cell.isFocused)
        #expect(UIView().canBecomeFocused == false)
        #expect(cell.shouldUpdateFocus(in: UIFocusUpdateContext()))
        #expect(cell.updates.isEmpty)
        cell.didUpdateFocus(in: UIFocusUpdateContext(nextlyFocusedView: cell, focusHeading: .down), with: UIFocusAnimationCoordinator())
        #expect(cell.updates == ["animated", "done"])
        let environment: UIFocusEnvironment = UIViewController()
        #expect(environment.preferredFocusEnvironments.isEmpty)
    }

    @Test func geometryComparesWithEqualTo() {
        let rect = CGRect(x: 1, y: 2, width: 3, height: 4)
        #expect(rect.equalTo(CGRect(x: 1, y: 2, width: 3, height: 4)))
        #expect(!rect.equalTo(.zero))
        #expect(CGSize(width: 2, height: 3).equalTo(CGSize(width: 2, height: 3)))
        #expect(!CGSize(width: 2, height: 3).equalTo(CGSize(width: 3, height: 2)))
        #expect(CGPoint(x: 1, y: 1).equalTo(CGPoint(x: 1, y: 1)))
    }

    @Test func bitmapInfoCombinesWithAlphaInfoAndTheContextKeepsNoPixels() throws {
        let info = CGBitmapInfo.byteOrder32Little.rawValue | CGImageAlphaInfo.premultipliedFirst.rawValue
        #expect(info == 0x2002)
        #expect(CGBitmapInfo(rawValue: info).intersection(.byteOrderMask) == .byteOrder32Little)
        let context = try #require(CGContext(data: nil, width: 4, height: 4, bitsPerComponent: 8, bytesPerRow: 16,
                                             space: CGColorSpaceCreateDeviceRGB(), bitmapInfo: info))
        #expect(context.data == nil)
        let image = CGImage(width: 4, height: 4)
        #expect(image.alphaInfo == .premultipliedLast)
        #expect(image.bitmapInfo.intersection(.alphaInfoMask).rawValue == CGImageAlphaInfo.premultipliedLast.rawValue)
    }

    @Test func textPositionsCompareByTheirPlace() throws {
        let field = UITextField()
        field.text = "hello"
        let start = field.beginningOfDocument
        let two = try #require(field.position(from: start, offset: 2))
        let alsoTwo = try #require(field.position(from: two, offset: 0))
        #expect(two == alsoTwo)
        #expect(two != start)
    }

    @Test func aPropertyAnimatorRecordsItsPausingChoice() {
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeInOut)
        #expect(!animator.pausesOnCompletion)
        animator.pausesOnCompletion = true
        #expect(animator.pausesOnCompletion)
    }

    @Test func aPopoverSourceItemIsAViewOrABarButtonItem() throws {
        let sheet = UIViewController()
        sheet.modalPresentationStyle = .popover
        let popover = try #require(sheet.popoverPresentationController)
        let anchor = UIView()
        popover.sourceItem = anchor
        #expect(popover.sourceView === anchor)
        #expect(popover.sourceItem === anchor)
        let item = UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)
        popover.sourceItem = item
        #expect(popover.barButtonItem === item)
        #expect(popover.sourceView == nil)
    }

    @Test func menuElementAttributesAreNestedAsInUIKit() {
        let attributes: UIAction.Attributes = [.destructive]
        let action = UIAction(title: "Delete", attributes: attributes) { _ in }
        #expect(action.attributes == .destructive)
        let state: UIMenuElement.State = .on
        #expect(state == .on)
    }

    @Test func searchBarIconsTakeImagesPerState() {
        let bar = UISearchBar()
        let glass = UIImage()
        #expect(bar.image(for: .search, state: .normal) == nil)
        bar.setImage(glass, for: .search, state: .normal)
        #expect(bar.image(for: .search, state: .normal) === glass)
        #expect(bar.image(for: .search, state: .highlighted) == nil)
        bar.setPositionAdjustment(UIOffset(horizontal: 4, vertical: 0), for: .search)
        #expect(bar.positionAdjustment(for: .search) == UIOffset(horizontal: 4, vertical: 0))
    }

    @Test func encodingIsAnOverridePoint() {
        let view = ArchivingView()
        view.encode(with: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(view.encoded)
    }

    @Test func aScrollALayoutAsksAboutInvalidatesWithItsOwnContext() throws {
        let layout = ScrollAwareLayout()
        let view = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        _ = view.contentSize
        let prepared = layout.prepared
        view.contentOffset = CGPoint(x: 0, y: 100)
        _ = view.contentSize
        #expect(layout.prepared == prepared + 1)
        let context = try #require(layout.contexts.last)
        #expect(context.invalidateEverything == false)
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 0, section: 0)])
        layout.invalidateLayout()
        #expect(layout.contexts.last?.invalidateEverything == true)
    }
}
