import Lark
import Testing
import UIKit

/// Pixels-only properties: stored, read back, never drawn. One row per property.
@MainActor
private let pixelsOnly: [(name: String, check: @MainActor () -> Bool)] = [
    ("UIView.contentMode", { let v = UIView(); v.contentMode = .scaleAspectFill; return v.contentMode == .scaleAspectFill }),
    ("UIView.isOpaque", { let v = UIView(); v.isOpaque = false; return !v.isOpaque }),
    ("UIView.tintAdjustmentMode", { let v = UIView(); v.tintAdjustmentMode = .dimmed; return v.tintAdjustmentMode == .dimmed }),
    ("UIView.semanticContentAttribute", { let v = UIView(); v.semanticContentAttribute = .forceRightToLeft; return v.semanticContentAttribute == .forceRightToLeft }),
    ("UIView.isExclusiveTouch", { let v = UIView(); v.isExclusiveTouch = true; return v.isExclusiveTouch }),
    ("UIView.setNeedsDisplay", { let v = UIView(); v.setNeedsDisplay(); return v.needsDisplay }),
    ("UILabel.textAlignment", { let l = UILabel(); l.textAlignment = .center; return l.textAlignment == .center }),
    ("UILabel.lineBreakMode", { let l = UILabel(); l.lineBreakMode = .byWordWrapping; return l.lineBreakMode == .byWordWrapping }),
    ("UILabel.adjustsFontSizeToFitWidth", { let l = UILabel(); l.adjustsFontSizeToFitWidth = true; return l.adjustsFontSizeToFitWidth }),
    ("UILabel.minimumScaleFactor", { let l = UILabel(); l.minimumScaleFactor = 0.5; return l.minimumScaleFactor == 0.5 }),
    ("UILabel.attributedText", { let l = UILabel(); l.attributedText = NSAttributedString(string: "Hi"); return l.text == "Hi" }),
    ("UIButton.adjustsImageWhenHighlighted", { let b = UIButton(); b.adjustsImageWhenHighlighted = false; return !b.adjustsImageWhenHighlighted }),
    ("UIButton.contentEdgeInsets", { let b = UIButton(); b.contentEdgeInsets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4); return b.contentEdgeInsets.right == 4 }),
    ("UIControl.contentHorizontalAlignment", { let c = UIControl(); c.contentHorizontalAlignment = .leading; return c.contentHorizontalAlignment == .leading }),
    ("UINavigationBar.prefersLargeTitles", { let n = UINavigationBar(); n.prefersLargeTitles = true; return n.prefersLargeTitles }),
    ("UINavigationBar.isTranslucent", { let n = UINavigationBar(); n.isTranslucent = false; return !n.isTranslucent }),
    ("UINavigationItem.largeTitleDisplayMode", { let i = UINavigationItem(); i.largeTitleDisplayMode = .never; return i.largeTitleDisplayMode == .never }),
    ("UITableView.separatorStyle", { let t = UITableView(); t.separatorStyle = .none; return t.separatorStyle == .none }),
    ("UITableView.estimatedRowHeight", { let t = UITableView(); t.estimatedRowHeight = 80; return t.estimatedRowHeight == 80 }),
    ("UITableView.tableFooterView", { let t = UITableView(); let f = UIView(); t.tableFooterView = f; return t.tableFooterView === f }),
    ("UIViewController.modalTransitionStyle", { let c = UIViewController(); c.modalTransitionStyle = .crossDissolve; return c.modalTransitionStyle == .crossDissolve }),
    ("UIViewController.isModalInPresentation", { let c = UIViewController(); c.isModalInPresentation = true; return c.isModalInPresentation }),
    ("UIViewController.preferredContentSize", { let c = UIViewController(); c.preferredContentSize = CGSize(width: 1, height: 2); return c.preferredContentSize.height == 2 }),
    ("UIViewController.setNeedsStatusBarAppearanceUpdate", { let c = UIViewController(); c.setNeedsStatusBarAppearanceUpdate(); return c.statusBarAppearanceUpdates == 1 }),
    ("UIViewController.editButtonItem", { let c = UIViewController(); c.setEditing(true, animated: false); return c.editButtonItem.title == "Done" && c.isEditing }),
    ("UICollectionViewFlowLayout.headerReferenceSize", { let f = UICollectionViewFlowLayout(); f.headerReferenceSize = CGSize(width: 1, height: 40); return f.headerReferenceSize.height == 40 }),
    ("UILabel.lineBreakStrategy", { let l = UILabel(); l.lineBreakStrategy = .pushOut; return l.lineBreakStrategy == .pushOut }),
    ("UILabel.showsExpansionTextWhenTruncated", { let l = UILabel(); l.showsExpansionTextWhenTruncated = true; return l.showsExpansionTextWhenTruncated }),
    ("NSMutableParagraphStyle.hyphenationFactor", { let p = NSMutableParagraphStyle(); p.hyphenationFactor = 0.5; return p.hyphenationFactor == 0.5 }),
    ("NSMutableParagraphStyle.baseWritingDirection", { let p = NSMutableParagraphStyle(); p.baseWritingDirection = .rightToLeft; return p.baseWritingDirection == .rightToLeft }),
    ("NSTextContainer.exclusionPaths", { let c = NSTextContainer(size: .zero); c.exclusionPaths = [UIBezierPath(rect: .zero)]; return c.exclusionPaths.count == 1 }),
    ("UIButton.role", { let b = UIButton(); b.role = .destructive; return b.role == .destructive }),
    ("UIButton.titleShadowColor", { let b = UIButton(); b.setTitleShadowColor(.black, for: .normal); return b.currentTitleShadowColor == .black }),
    ("UIButton.preferredMenuElementOrder", { let b = UIButton(); b.preferredMenuElementOrder = .fixed; return b.preferredMenuElementOrder == .fixed }),
    ("UIButton.Configuration.background", { var c = UIButton.Configuration.plain(); c.background.strokeWidth = 2; c.background.strokeColor = .red; return c.background.strokeWidth == 2 && c.background.strokeColor == .red }),
    ("UITextField.smartDashesType", { let f = UITextField(); f.smartDashesType = .no; return f.smartDashesType == .no }),
    ("UITextField.background", { let f = UITextField(); f.background = UIImage(named: "field"); return f.background == UIImage(named: "field") }),
    ("UITextView.usesStandardTextScaling", { let t = UITextView(); t.usesStandardTextScaling = true; return t.usesStandardTextScaling }),
    ("UITextView.keyboardDismissMode", { let t = UITextView(); t.keyboardDismissMode = .interactive; return t.keyboardDismissMode == .interactive }),
    ("UIImageView.animationDuration", { let i = UIImageView(); i.animationDuration = 2; i.animationRepeatCount = 3; return i.animationDuration == 2 && i.animationRepeatCount == 3 }),
    ("UIImageView.preferredSymbolConfiguration", { let i = UIImageView(); i.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 9); return i.preferredSymbolConfiguration != nil }),
    ("UISwitch.preferredStyle", { let s = UISwitch(); s.preferredStyle = .checkbox; return s.preferredStyle == .checkbox }),
    ("UISlider.minimumTrackTintColor", { let s = UISlider(); s.minimumTrackTintColor = .red; s.maximumTrackTintColor = .blue; return s.minimumTrackTintColor == .red && s.maximumTrackTintColor == .blue }),
    ("UISlider.thumbImage", { let s = UISlider(); let i = UIImage(named: "thumb"); s.setThumbImage(i, for: .normal); return s.thumbImage(for: .highlighted) == i && s.currentThumbImage == i }),
    ("UISlider.minimumValueImage", { let s = UISlider(); s.minimumValueImage = UIImage(named: "low"); return s.minimumValueImage != nil }),
    ("UISegmentedControl.selectedSegmentTintColor", { let c = UISegmentedControl(items: ["a"]); c.selectedSegmentTintColor = .red; return c.selectedSegmentTintColor == .red }),
    ("UISegmentedControl.titleTextAttributes", { let c = UISegmentedControl(items: ["a"]); c.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected); return c.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red }),
    ("UISegmentedControl.apportionsSegmentWidthsByContent", { let c = UISegmentedControl(items: ["a"]); c.apportionsSegmentWidthsByContent = true; return c.apportionsSegmentWidthsByContent }),
    ("UIStepper.incrementImage", { let s = UIStepper(); s.setIncrementImage(UIImage(named: "plus"), for: .normal); return s.incrementImage(for: .normal) != nil }),
    ("UIDatePicker.locale", { let d = UIDatePicker(); d.locale = Locale(identifier: "fr_FR"); return d.locale?.identifier == "fr_FR" }),
    ("UIDatePicker.preferredDatePickerStyle", { let d = UIDatePicker(); d.preferredDatePickerStyle = .wheels; return d.datePickerStyle == .wheels }),
    ("UIPageControl.indicatorImage", { let p = UIPageControl(); p.setIndicatorImage(UIImage(named: "dot"), forPage: 1); return p.indicatorImage(forPage: 1) != nil && p.indicatorImage(forPage: 0) == nil }),
    ("UIProgressView.progressImage", { let p = UIProgressView(); p.progressImage = UIImage(named: "bar"); return p.progressImage != nil }),
    ("UISearchBar.searchBarStyle", { let b = UISearchBar(); b.searchBarStyle = .minimal; return b.searchBarStyle == .minimal }),
    ("UISearchBar.scopeButtonTitles", { let b = UISearchBar(); b.scopeButtonTitles = ["All"]; b.showsScopeBar = true; return b.scopeButtonTitles == ["All"] && b.showsScopeBar }),
    ("UIRefreshControl.attributedTitle", { let r = UIRefreshControl(); r.attributedTitle = NSAttributedString(string: "Pull"); return r.attributedTitle?.string == "Pull" }),
    ("UIScrollView.bouncesZoom", { let s = UIScrollView(); s.bouncesZoom = false; return !s.bouncesZoom }),
    ("UIToolbar.barStyle", { let t = UIToolbar(); t.barStyle = .black; t.isTranslucent = false; return t.barStyle == .black && !t.isTranslucent }),
    ("UIVibrancyEffect.style", { UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark), style: .label).style == .label }),
    ("UISearchController.automaticallyShowsCancelButton", { let c = UISearchController(searchResultsController: nil); c.automaticallyShowsCancelButton = false; return !c.automaticallyShowsCancelButton }),
    ("CALayer.shadowOpacity", { let l = CALayer(); l.shadowOpacity = 0.4; return l.shadowOpacity == 0.4 }),
    ("CAShapeLayer.strokeEnd", { let l = CAShapeLayer(); l.strokeEnd = 0.3; return l.strokeEnd == 0.3 }),
]

@Suite @MainActor struct StoredPropertyTests {
    @Test func everyPixelsOnlyPropertyReadsBackWhatWasSet() {
        for row in pixelsOnly {
            #expect(row.check(), "\(row.name)")
        }
    }
}
