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
