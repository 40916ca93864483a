// UIKit's names over Lark's model, so that screen code written for iOS compiles unchanged on
// Linux. Every name is an alias of one LarkUI type: there is one model, and a `UIButton` *is* a
// `Button` to matchers and helpers. What UIKit re-exports (Foundation) comes along, as it does on
// iOS. Why aliases rather than renaming the model: docs/uikit-module.md.
@_exported import Foundation
// On iOS, Foundation has URLSession and HTTPURLResponse; Linux moves them to FoundationNetworking.
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
@_exported import LarkUI

// MARK: Views and controls

public typealias UIResponder = Responder
public typealias UIInputViewController = InputViewController
public typealias UIView = View
public typealias UIControl = Control
public typealias UIButton = Button
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UITextField = TextField
public typealias UITextView = TextView
public typealias UISwitch = Switch
public typealias UISlider = Slider
public typealias UIStepper = Stepper
public typealias UISegmentedControl = SegmentedControl
public typealias UIDatePicker = DatePicker
public typealias UIPickerView = PickerView
public typealias UISearchBar = SearchBar
public typealias UISearchTextField = SearchTextField
public typealias UIStackView = StackView
public typealias UIScrollView = ScrollView
public typealias UIRefreshControl = RefreshControl
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UINavigationBar = NavigationBar
public typealias UITabBar = TabBar
public typealias UIToolbar = Toolbar
public typealias UIWindow = Window

// MARK: Scenes, presentation, appearance, collections (added with the UIKit surface)

public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene
public typealias UISceneDelegate = SceneDelegate
public typealias UIWindowSceneDelegate = WindowSceneDelegate
public typealias UIStatusBarManager = StatusBarManager
public typealias UIApplicationDelegate = ApplicationDelegate
public typealias UIBackgroundTaskIdentifier = BackgroundTaskIdentifier
public typealias UIAccessibility = Accessibility
public typealias UIAccessibilityIdentification = AccessibilityIdentification
public typealias UICoordinateSpace = CoordinateSpace
public typealias UIOffset = Offset
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIHoverGestureRecognizer = HoverGestureRecognizer
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UIPresentationController = PresentationController
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UISheetPresentationController = SheetPresentationController
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIPopoverArrowDirection = PopoverPresentationController.ArrowDirection
public typealias UIContentContainer = ContentContainer
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIPercentDrivenInteractiveTransition = PercentDrivenInteractiveTransition
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
public typealias UITransitionContextViewKey = TransitionContextViewKey
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIActivity = Activity
public typealias UIActivityViewController = ActivityViewController
public typealias UIBarAppearance = BarAppearance
public typealias UINavigationBarAppearance = NavigationBarAppearance
public typealias UITabBarAppearance = TabBarAppearance
public typealias UIToolbarAppearance = ToolbarAppearance
public typealias UIBarButtonItemAppearance = BarButtonItemAppearance
public typealias UIBarButtonItemStateAppearance = BarItemStateAppearance
public typealias UITabBarItemAppearance = TabBarItemAppearance
public typealias UITabBarItemStateAppearance = BarItemStateAppearance
public typealias UIBarMetrics = BarMetrics
public typealias UIAppearance = AppearanceCustomizable
public typealias UIApplicationOpenExternalURLOptionsKey = OpenExternalURLOptionsKey
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinator
public typealias UICollectionViewController = CollectionViewController
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem
public typealias UICellConfigurationState = CellConfigurationState
public typealias UIConfigurationColorTransformer = ConfigurationColorTransformer
public typealias UIImagePickerController = ImagePickerController
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
public typealias UIDocumentPickerViewController = DocumentPickerViewController
public typealias UIDocumentPickerDelegate = DocumentPickerDelegate
public typealias UIDocumentPickerMode = DocumentPickerViewController.Mode
public typealias UIColorPickerViewController = ColorPickerViewController
public typealias UIColorPickerViewControllerDelegate = ColorPickerViewControllerDelegate
public typealias UITabBarDelegate = TabBarDelegate
public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
public typealias UISpringTimingParameters = SpringTimingParameters
public typealias UICubicTimingParameters = CubicTimingParameters
public typealias UITimingCurveProvider = TimingCurveProvider
public typealias UITimingCurveType = TimingCurveType
public typealias UICollectionViewDragDelegate = CollectionViewDragDelegate
public typealias UICollectionViewDropDelegate = CollectionViewDropDelegate
public typealias UICollectionViewDataSourcePrefetching = CollectionViewDataSourcePrefetching
public typealias UITableViewDragDelegate = TableViewDragDelegate
public typealias UITableViewDropDelegate = TableViewDropDelegate
public typealias UITableViewDataSourcePrefetching = TableViewDataSourcePrefetching

// MARK: Controllers and app

public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIApplication = Application
public typealias UIStoryboard = Storyboard
public typealias UIStoryboardSegue = StoryboardSegue
public typealias UIModalPresentationStyle = ModalPresentationStyle

// MARK: Items, actions, menus, gestures

public typealias UIBarItem = BarItem
public typealias UIBarButtonItem = BarButtonItem
public typealias UITabBarItem = TabBarItem
public typealias UINavigationItem = NavigationItem
public typealias UIAction = Action
public typealias UIMenu = Menu
public typealias UIMenuElement = MenuElement
public typealias UIKeyCommand = KeyCommand
public typealias UIKeyModifierFlags = KeyModifierFlags
public typealias UICommandAlternate = CommandAlternate
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIInteraction = Interaction
public typealias UIPointerInteraction = PointerInteraction
public typealias UIPointerInteractionDelegate = PointerInteractionDelegate
public typealias UIPointerStyle = PointerStyle
public typealias UIPointerEffect = PointerEffect
public typealias UIPointerShape = PointerShape
public typealias UIPointerRegion = PointerRegion
public typealias UIGestureRecognizer = GestureRecognizer
public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UITableViewRowAction = TableViewRowAction
public typealias UIListContentConfiguration = ListContentConfiguration
public typealias UIListContentView = ListContentView
public typealias UIContentConfiguration = ContentConfiguration
public typealias UIContentView = ContentView
public typealias UIConfigurationState = ConfigurationState
public typealias UIViewConfigurationState = ViewConfigurationState

// MARK: Values

public typealias UIColor = Color
public typealias UIFont = Font
public typealias UIImage = Image
public typealias UIEdgeInsets = EdgeInsets
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityScrollDirection = AccessibilityScrollDirection
public typealias UIFocusEnvironment = FocusEnvironment
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusHeading = FocusHeading
public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UIPopoverPresentationControllerSourceItem = PopoverPresentationControllerSourceItem

// MARK: Text and controls

public typealias UIKeyInput = KeyInput
public typealias UITextInput = TextInput
public typealias UITextPosition = TextPosition
public typealias UITextRange = TextRange
public typealias UITextInputPasswordRules = TextInputPasswordRules
public typealias UITextSmartQuotesType = TextSmartQuotesType
public typealias UITextSmartDashesType = TextSmartDashesType
public typealias UITextSmartInsertDeleteType = TextSmartInsertDeleteType
public typealias UIDragInteraction = DragInteraction
public typealias UITextItemInteraction = TextItemInteraction
public typealias UIDeferredMenuElement = DeferredMenuElement
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle
public typealias UIContextMenuActionProvider = ContextMenuActionProvider
public typealias UIContextMenuContentPreviewProvider = ContextMenuContentPreviewProvider
public typealias UIConfigurationTextAttributesTransformer = ConfigurationTextAttributesTransformer
public typealias UIBackgroundConfiguration = BackgroundConfiguration
public typealias UIVibrancyEffectStyle = VibrancyEffectStyle
public typealias UIDatePickerStyle = DatePicker.Style

// MARK: Delegates and data sources

public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UITextFieldDelegate = TextFieldDelegate
public typealias UITextViewDelegate = TextViewDelegate
public typealias UISearchBarDelegate = SearchBarDelegate
public typealias UIPickerViewDataSource = PickerViewDataSource
public typealias UIPickerViewDelegate = PickerViewDelegate
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UITabBarControllerDelegate = TabBarControllerDelegate
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate

// MARK: Added with the UIKit module

public typealias UITouch = Touch
public typealias UIEvent = Event
public typealias UITraitCollection = TraitCollection
public typealias UITraitEnvironment = TraitEnvironment
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitDefinition = TraitDefinition
public typealias UITrait = any TraitDefinition.Type
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitPreferredContentSizeCategory = TraitPreferredContentSizeCategory
public typealias UITraitLayoutDirection = TraitLayoutDirection
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitAccessibilityContrast = TraitAccessibilityContrast
public typealias UITraitLegibilityWeight = TraitLegibilityWeight
public typealias UIUserInterfaceStyle = UserInterfaceStyle
public typealias UIUserInterfaceSizeClass = UserInterfaceSizeClass
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
public typealias UITraitEnvironmentLayoutDirection = TraitEnvironmentLayoutDirection
public typealias UIAccessibilityContrast = AccessibilityContrast
public typealias UILegibilityWeight = LegibilityWeight
public typealias UIContentSizeCategory = ContentSizeCategory
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
public typealias UIModalTransitionStyle = ModalTransitionStyle
public typealias UIRectEdge = RectEdge
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIFontDescriptor = FontDescriptor
public typealias UIFontMetrics = FontMetrics
public typealias UIBaselineAdjustment = BaselineAdjustment
public typealias UIBarStyle = BarStyle
public typealias UIScreen = Screen
public typealias UIFeedbackGenerator = FeedbackGenerator
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
public typealias UIViewAnimatingState = ViewPropertyAnimator.State
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UITableViewController = TableViewController
public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate

/// What `#colorLiteral(...)` makes in a file that imports UIKit, as on iOS.
public typealias _ColorLiteralType = UIColor
/// What `#imageLiteral(...)` makes in a file that imports UIKit, as on iOS.
public typealias _ImageLiteralType = UIImage
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias UIGraphicsImageRenderer = GraphicsImageRenderer
public typealias UIGraphicsImageRendererFormat = GraphicsImageRendererFormat
public typealias UIGraphicsImageRendererContext = GraphicsImageRendererContext
public typealias UIActivityIndicatorView = ActivityIndicatorView
public typealias UIProgressView = ProgressView
public typealias UIPageControl = PageControl
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVisualEffectView = VisualEffectView
public typealias UISearchController = SearchController
public typealias UISearchResultsUpdating = SearchResultsUpdating
public typealias UISearchControllerDelegate = SearchControllerDelegate
public typealias UIContentMode = View.ContentMode
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority
public typealias UILayoutConflictReport = LayoutConflictReport
public typealias UILayoutConstraintAxis = NSLayoutConstraint.Axis
public typealias UICollectionViewCompositionalLayout = CollectionViewCompositionalLayout
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = CollectionLayoutSectionOrthogonalScrollingBehavior
public typealias UICollectionViewListCell = CollectionViewListCell
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UICollectionReusableView = CollectionReusableView
public typealias UIDevice = Device
public typealias UIDeviceOrientation = Device.Orientation
public typealias UIPasteboard = Pasteboard
public typealias UITextInputTraits = TextInputTraits
public typealias UIKeyboardType = KeyboardType
public typealias UIReturnKeyType = ReturnKeyType
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
public typealias UITextAutocorrectionType = TextAutocorrectionType
public typealias UITextSpellCheckingType = TextSpellCheckingType
public typealias UIKeyboardAppearance = KeyboardAppearance
public typealias UITextContentType = TextContentType
public typealias UIDataDetectorTypes = DataDetectorTypes
public typealias UIScrollViewKeyboardDismissMode = ScrollView.KeyboardDismissMode
public typealias UINib = Nib

// MARK: CoreFoundation's array, as drawing code casts to it

/// `[colors] as CFArray`, as gradient code writes it: on iOS UIKit brings CoreFoundation's array
/// along; Linux's Foundation does not, and its arrays do not bridge, so the cast is a Swift array.
public typealias CFArray = [Any]

