import Lark
import Testing
import UIKit

// API that a fresh sample of real screen files reached for and the model lacked, each as UIKit
// documents it: designated image-view initialisers, nib registration of headers, launch-option
// keys, accessibility identification, coordinate spaces and the rest of the keyframe options.

private final class FittingImageView: UIImageView {
    var setUp = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp += 1
    }
    override init(image: UIImage?) {
        super.init(image: image)
        setUp += 1
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

private final class LaunchingDelegate: UIResponder, UIApplicationDelegate {
    var launchedWith: URL?
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchedWith = launchOptions?[.url] as? URL
        return true
    }
}

@MainActor private func identify(_ item: any UIAccessibilityIdentification, as identifier: String) {
    item.accessibilityIdentifier = identifier
}

@Suite @MainActor struct ScreenFileGapTests {
    @Test func anImageViewSubclassOverridesTheDesignatedImageInitialiser() {
        let image = UIImage(size: CGSize(width: 24, height: 12))
        let view = FittingImageView(image: image)
        #expect(view.setUp == 1, "init(image:) is designated: it does not go through init(frame:)")
        #expect(view.image == image)
        #expect(view.frame.size == CGSize(width: 24, height: 12))
        #expect(!view.isUserInteractionEnabled)
        let highlighted = UIImageView(image: image, highlightedImage: UIImage(systemName: "star.fill"))
        #expect(highlighted.highlightedImage == UIImage(systemName: "star.fill"))
        #expect(highlighted.bounds.size == image.size && !highlighted.isUserInteractionEnabled)
        #expect(!view.adjustsImageSizeForAccessibilityContentSizeCategory)
        view.adjustsImageSizeForAccessibilityContentSizeCategory = true
        #expect(view.adjustsImageSizeForAccessibilityContentSizeCategory)
    }

    @Test func aHeaderNibRegistersAPlainHeaderAndSaysSo() {
        let table = UITableView()
        let warnings = ModelWarnings.capture {
            table.register(UINib(nibName: "SectionHeader", bundle: nil), forHeaderFooterViewReuseIdentifier: "header")
        }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("Nib 'SectionHeader' for headers and footers 'header'") == true)
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header")?.reuseIdentifier == "header")
        table.register(nil as UINib?, forHeaderFooterViewReuseIdentifier: "header")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "header") == nil)
    }

    @Test func launchOptionKeysReachTheDelegate() {
        let delegate = LaunchingDelegate()
        let url = URL(string: "app://open")!
        #expect(delegate.application(.shared, didFinishLaunchingWithOptions: [.url: url]))
        #expect(delegate.launchedWith == url)
        #expect(UIApplication.LaunchOptionsKey.url.rawValue == "UIApplicationLaunchOptionsURLKey")
        #expect(UIApplication.LaunchOptionsKey(rawValue: "UIApplicationLaunchOptionsShortcutItemKey") == .shortcutItem)
    }

    @Test func viewsBarItemsAndAlertActionsAreIdentifiable() {
        let view = UIView(), item = UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil)
        let action = UIAlertAction(title: "OK", style: .default)
        identify(view, as: "view")
        identify(item, as: "item")
        identify(action, as: "action")
        #expect([view.accessibilityIdentifier, item.accessibilityIdentifier, action.accessibilityIdentifier] == ["view", "item", "action"])
    }

    @Test func pointsConvertBetweenViewsAndTheScreensSpaces() {
        let window = UIWindow(frame: CGRect(x: 0, y: 100, width: 390, height: 744))
        let container = UIView(frame: CGRect(x: 10, y: 20, width: 300, height: 300))
        let child = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
        window.addSubview(container)
        container.addSubview(child)
        let screen = UIScreen.main
        #expect(screen.fixedCoordinateSpace.bounds == screen.bounds)
        #expect(screen.coordinateSpace === screen.fixedCoordinateSpace, "the model's screen never rotates")
        #expect(child.convert(CGPoint(x: 1, y: 2), to: screen.coordinateSpace) == CGPoint(x: 16, y: 127))
        #expect(child.convert(CGPoint(x: 16, y: 127), from: screen.fixedCoordinateSpace) == CGPoint(x: 1, y: 2))
        #expect(screen.coordinateSpace.convert(CGPoint(x: 16, y: 127), to: child) == CGPoint(x: 1, y: 2))
        #expect(screen.coordinateSpace.convert(CGRect(x: 15, y: 125, width: 4, height: 4), to: child) == CGRect(x: 0, y: 0, width: 4, height: 4))
        let space: any UICoordinateSpace = container
        #expect(child.convert(CGPoint.zero, to: space) == CGPoint(x: 5, y: 5), "a view as a space converts as a view")
        #expect(child.convert(CGRect(x: 0, y: 0, width: 2, height: 2), from: space) == CGRect(x: -5, y: -5, width: 2, height: 2))
    }

    @Test func keyframeOptionsHaveUIKitsBitsAndStillEndAtOnce() {
        let options: UIView.KeyframeAnimationOptions = [.repeat, .calculationModeLinear, .autoreverse]
        #expect(options.rawValue == (1 << 3) | (1 << 4))
        #expect(UIView.KeyframeAnimationOptions.calculationModePaced.rawValue == 2 << 10)
        #expect(UIView.KeyframeAnimationOptions.calculationModeCubicPaced.rawValue == 4 << 10)
        let view = UIView()
        var finished: Bool?
        UIView.animateKeyframes(withDuration: 2, delay: 0, options: options, animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 1) { view.alpha = 0.5 }
        }, completion: { finished = $0 })
        #expect(view.alpha == 0.5)
        #expect(finished == true)
    }
}

private final class CustomInputTextField: UITextField {
    var customInput: UIInputViewController?
    override var inputViewController: UIInputViewController? { customInput }
}

@Suite @MainActor struct InputControllerAndOrientationTests {
    @Test func aResponderOffersItsInputViewController() {
        let field = CustomInputTextField()
        #expect(field.inputViewController == nil && UIView().inputAccessoryViewController == nil)
        let keyboard = UIInputViewController()
        field.customInput = keyboard
        #expect(field.inputViewController === keyboard)
        let pad = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
        keyboard.inputView = pad
        #expect(keyboard.view === pad && keyboard.inputView === pad)
    }

    @Test func dismissingTheKeyboardEndsEditingInItsWindow() {
        let screen = UIViewController()
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 44))
        screen.view.addSubview(field)
        let window = show(screen)
        let keyboard = UIInputViewController()
        window.addSubview(keyboard.view)
        #expect(field.becomeFirstResponder())
        keyboard.dismissKeyboard()
        #expect(!field.isFirstResponder)
    }

    @Test func theStatusBarOrientationIsTheScenes() {
        #expect(UIApplication.shared.statusBarOrientation == .portrait)
        #expect(UIApplication.shared.statusBarOrientation == UIApplication.shared.windowScene.interfaceOrientation)
    }
}

@Suite @MainActor struct FontFamilyTests {
    @Test func aDescriptorMovesToAnotherFamilyKeepingSizeAndTraits() {
        let bold = UIFont(name: "Georgia-Bold", size: 17)!.fontDescriptor.withSymbolicTraits(.traitBold)!
        let moved = bold.withFamily("Avenir Next")
        #expect(moved.symbolicTraits == .traitBold)
        #expect(moved.pointSize == 17)
        let font = UIFont(descriptor: moved, size: 0)
        #expect(font.familyName == "Avenir Next")
        #expect(font.pointSize == 17)
    }
}

// A third sample of real screen files reached for these: the animating-position names, the
// collection view's scroll direction, an image's colour space, mask clips, a text storage that
// a standalone layout manager is added to (the "which word did the tap hit" pattern) and the
// networking types iOS's Foundation has.
@Suite @MainActor struct ThirdSampleGapTests {
    @Test func aSpringAnimatorsCompletionGetsTheEndPosition() {
        let view = UIView()
        let animator = UIViewPropertyAnimator(duration: 0.3, timingParameters: UISpringTimingParameters(dampingRatio: 0.7))
        var ended: UIViewAnimatingPosition?
        animator.addAnimations { view.alpha = 0 }
        animator.addCompletion { ended = $0 }
        #expect(animator.state == UIViewAnimatingState.inactive)
        animator.startAnimation()
        #expect(view.alpha == 0)
        #expect(ended == .end)
    }

    @Test func aFlowLayoutTakesTheCollectionViewsScrollDirection() {
        let layout = UICollectionViewFlowLayout()
        let direction: UICollectionView.ScrollDirection = .horizontal
        layout.scrollDirection = direction
        #expect(layout.scrollDirection == .horizontal)
        #expect(UICollectionView.ScrollDirection.vertical.rawValue == 0 && UICollectionView.ScrollDirection.horizontal.rawValue == 1)
    }

    @Test func aBitmapsImageIsInTheDeviceRGBSpace() throws {
        let space = CGColorSpaceCreateDeviceRGB()
        let context = try #require(CGContext(data: nil, width: 30, height: 20, bitsPerComponent: 8, bytesPerRow: 0, space: space,
                                             bitmapInfo: CGImageAlphaInfo.premultipliedLast.rawValue))
        let image = try #require(context.makeImage())
        #expect(image.colorSpace == space)
        #expect(image.colorSpace?.numberOfComponents == 3)
        // The rotation idiom: a context made from the image's own space and layout.
        let rotated = CGContext(data: nil, width: image.height, height: image.width, bitsPerComponent: image.bitsPerComponent, bytesPerRow: 0,
                                space: try #require(image.colorSpace), bitmapInfo: image.bitmapInfo.rawValue)
        #expect(rotated?.makeImage()?.width == 20)
    }

    @Test func aMaskClipNarrowsTheClipToItsRectangle() {
        let context = CGContext(size: CGSize(width: 100, height: 100))
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        context.clip(to: rect, mask: CGImage(width: 30, height: 40))
        #expect(context.boundingBoxOfClipPath == rect)
        guard case .clip(let path, .winding) = context.operations.last else {
            Issue.record("expected a clip, got \(String(describing: context.operations.last))")
            return
        }
        #expect(path.boundingBoxOfPath == rect)
    }

    @Test func aLayoutManagerAddedToAStorageFindsTheTappedWord() {
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
        label.text = "Read the Terms"
        let storage = NSTextStorage(attributedString: label.attributedText!)
        let manager = NSLayoutManager()
        let container = NSTextContainer(size: label.bounds.size)
        container.lineFragmentPadding = 0
        manager.addTextContainer(container)
        storage.addLayoutManager(manager)
        #expect(manager.textStorage === storage)
        #expect(storage.layoutManagers.count == 1 && storage.layoutManagers.first === manager)
        storage.addLayoutManager(manager)
        #expect(storage.layoutManagers.count == 1, "adding a manager twice lists it once")

        let terms = ("Read the Terms" as NSString).range(of: "Terms")
        let box = manager.boundingRect(forGlyphRange: terms, in: container)
        let tapped = manager.characterIndex(for: CGPoint(x: box.midX, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        #expect(NSLocationInRange(tapped, terms))
        let elsewhere = manager.characterIndex(for: CGPoint(x: 1, y: box.midY), in: container, fractionOfDistanceBetweenInsertionPoints: nil)
        #expect(elsewhere == 0)

        storage.removeLayoutManager(manager)
        #expect(storage.layoutManagers.isEmpty)
        #expect(manager.textStorage == nil)
        #expect(manager.numberOfGlyphs == 0)
    }

    @Test func networkingTypesComeWithUIKitAsWithIOSsFoundation() throws {
        let url = try #require(URL(string: "https://example.com/image.png"))
        let response = try #require(HTTPURLResponse(url: url, statusCode: 404, httpVersion: nil, headerFields: nil))
        #expect(response.statusCode == 404)
        let session: URLSession = .shared
        #expect(session === URLSession.shared)
    }
}

private final class TintedAttributes: UICollectionViewLayoutAttributes {
    var separatorColor: UIColor?
    override func isEqual(_ object: Any?) -> Bool {
        separatorColor == (object as? TintedAttributes)?.separatorColor && super.isEqual(object)
    }
}

private final class OneRowLayout: UICollectionViewLayout {
    override class var layoutAttributesClass: AnyClass { TintedAttributes.self }
    override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.item == 0 else { return nil }
        return UICollectionViewLayoutAttributes(indexPath: indexPath, frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    }
    override func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath, withTargetPosition position: CGPoint) -> UICollectionViewLayoutAttributes {
        let attributes = super.layoutAttributesForInteractivelyMovingItem(at: indexPath, withTargetPosition: position)
        attributes.frame.size.width = 60
        return attributes
    }
}

// The second batch of the third sample: buttons made from a type and an action, the app's
// default orientations, selector-passing helpers, custom layout attributes and a custom
// layout's update and drag hooks, and the deprecated opaque bar style.
@Suite @MainActor struct ThirdSampleSecondBatchGapTests {
    @Test func aTypedButtonPerformsItsPrimaryAction() {
        var performed = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Post") { _ in performed += 1 })
        #expect(button.buttonType == .system)
        #expect(button.title(for: .normal) == "Post")
        button.sendActions(for: .primaryActionTriggered)
        #expect(performed == 1)
        #expect(UIButton(type: .close, primaryAction: nil).buttonType == .close)
    }

    @Test func theAppsDefaultOrientationsAreAPhonesWithoutAnInfoPlist() {
        let orientations = UIApplication.shared.supportedInterfaceOrientations(for: nil)
        #expect(orientations == .allButUpsideDown)
        #expect(orientations.contains(.landscapeLeft) && !orientations.contains(.portraitUpsideDown))
        #expect(orientations == UIViewController().supportedInterfaceOrientations)
    }

    @Test func aSelectorTargetActionRegistersNothingAndSaysSo() {
        let button = UIButton()
        let forward: (Any?, Selector) -> Void = { target, action in button.addTarget(target, action: action, for: .touchUpInside) }
        let warnings = ModelWarnings.capture { forward(self as Any, "save:") }
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("cannot call 'save:'") == true)
        #expect(button.allTargets.isEmpty)
    }

    @Test func customAttributesCompareTheirOwnPartsThroughIsEqual() {
        let path = IndexPath(item: 0, section: 0)
        let red = TintedAttributes(forCellWith: path), blue = TintedAttributes(forCellWith: path)
        red.separatorColor = .red
        blue.separatorColor = .blue
        #expect(red != blue, "== asks isEqual, which the subclass overrides")
        blue.separatorColor = .red
        #expect(red == blue)
        blue.frame.origin.x = 4
        #expect(red != blue, "the subclass's isEqual still calls super's")
        #expect(!UICollectionViewLayoutAttributes(forCellWith: path).isEqual("cell"))
    }

    @Test func aDraggedItemIsACopyCentredOnTheFinger() {
        let layout = OneRowLayout()
        let first = IndexPath(item: 0, section: 0)
        let moving = layout.layoutAttributesForInteractivelyMovingItem(at: first, withTargetPosition: CGPoint(x: 200, y: 20))
        #expect(moving.frame == CGRect(x: 150, y: 0, width: 60, height: 40), "centred on the target, then narrowed by the override")
        #expect(layout.layoutAttributesForItem(at: first)?.frame == CGRect(x: 0, y: 0, width: 100, height: 40))
        let unknown = layout.layoutAttributesForInteractivelyMovingItem(at: IndexPath(item: 5, section: 0), withTargetPosition: CGPoint(x: 10, y: 10))
        #expect(unknown is TintedAttributes, "without attributes, new ones of layoutAttributesClass")
        #expect(unknown.frame == CGRect(x: 10, y: 10, width: 60, height: 0), "a zero-size element centred on the target, then widened")
        #expect(layout.indexPathsToDeleteForDecorationView(ofKind: "separator").isEmpty)
        #expect(layout.indexPathsToInsertForDecorationView(ofKind: "separator").isEmpty)
        #expect(layout.indexPathsToDeleteForSupplementaryView(ofKind: "header").isEmpty)
        #expect(layout.indexPathsToInsertForSupplementaryView(ofKind: "header").isEmpty)
    }

    @Test func darwinsTimeConstantsComeWithUIKit() {
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC * 1_000 == NSEC_PER_SEC)
        #expect(NSEC_PER_USEC * 1_000 == NSEC_PER_MSEC && USEC_PER_SEC * NSEC_PER_USEC == NSEC_PER_SEC)
        let start = DispatchTime.now()
        let deadline = start + Double(Int64(0.5 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(deadline.uptimeNanoseconds - start.uptimeNanoseconds == NSEC_PER_SEC / 2)
    }

    @Test func theOpaqueBlackBarStyleIsBlack() {
        let bar = UINavigationBar()
        bar.barStyle = .blackOpaque
        #expect(bar.barStyle == .black)
    }
}
