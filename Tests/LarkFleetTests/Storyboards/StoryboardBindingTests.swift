import Foundation
import Lark
import Testing
@testable import LarkTestSupport

@Suite("Storyboard binding (storyboards.md §2, §3, §5)")
@MainActor
struct StoryboardBindingTests {
    let storyboard: Storyboard

    init() throws {
        Application.shared.printsWarnings = false
        StoryboardFixtures.registerAll()
        storyboard = try Storyboard(name: TurtlesAndFriends.name)
    }

    /// AnimalList on a navigation controller that is not in any window, as Fleet's tests do.
    private func animalList() throws -> (AnimalListViewController, NavigationController) {
        let list = try #require(try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController") as? AnimalListViewController)
        return (list, NavigationController(rootViewController: list))
    }

    @Test func aBoundIdentifierYieldsThatInstanceEveryTime() throws {
        let turtle = BoxTurtleViewController()
        try storyboard.bind(viewController: turtle, toIdentifier: "BoxTurtleViewController")
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === turtle)
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === turtle)
        let (list, navigation) = try animalList()
        try list.goToBoxTurtle()
        #expect(navigation.topViewController === turtle, "segues go through the binding")
    }

    @Test func bindingsBelongToOneStoryboardInstance() throws {
        let other = try Storyboard(name: TurtlesAndFriends.name)
        let first = BoxTurtleViewController()
        let second = BoxTurtleViewController()
        try storyboard.bind(viewController: first, toIdentifier: "BoxTurtleViewController")
        try other.bind(viewController: second, toIdentifier: "BoxTurtleViewController")
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === first)
        #expect(try other.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === second)
        let fresh = try Storyboard(name: TurtlesAndFriends.name)
        let made = try fresh.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController")
        #expect(made !== first && made !== second, "a new instance (another test) has no bindings")
    }

    @Test func bindingAgainReplacesAndBindingsCanBeRemoved() throws {
        let first = BoxTurtleViewController()
        let second = BoxTurtleViewController()
        try storyboard.bind(viewController: first, toIdentifier: "BoxTurtleViewController")
        try storyboard.bind(viewController: second, toIdentifier: "BoxTurtleViewController")
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === second)
        storyboard.removeAllOverrides()
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") !== second)
    }

    @Test func bindingsApplyToRelationshipChildren() throws {
        let list = AnimalListViewController()
        try storyboard.bind(viewController: list, toIdentifier: "AnimalListViewController")
        let navigation = try #require(try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalsNavigation") as? NavigationController)
        #expect(navigation.viewControllers.first === list)
    }

    @Test func aLoadedControllerIsRefusedBeforeTheIdentifierIsChecked() throws {
        let loaded = BoxTurtleViewController()
        loaded.loadViewIfNeeded()
        let error = try #require(throws: Fleet.StoryboardError.self) { try storyboard.bind(viewController: loaded, toIdentifier: "NotAnIdentifier") }
        #expect(error.kind == .viewControllerAlreadyLoaded)
        #expect(error.name == "Fleet.StoryboardError")
        #expect(error.message.contains("whose view has already been loaded, to storyboard identifier 'NotAnIdentifier'"))
        #expect(error.message.contains("UIKit does not load the view of a segue destination view controller"))
        #expect(storyboard.overriddenIdentifiers.isEmpty)

        let calledDirectly = BoxTurtleViewController()
        calledDirectly.viewDidLoad()
        let direct = try #require(throws: Fleet.StoryboardError.self) { try storyboard.bind(viewController: calledDirectly, toIdentifier: "BoxTurtleViewController") }
        #expect(direct.kind == .viewControllerAlreadyLoaded)

        let referenced = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.bind(viewController: loaded, toIdentifier: "CrabViewController", forReferencedStoryboardWithName: Crab.name)
        }
        #expect(referenced.message.contains("to view controller identifier 'CrabViewController' on storyboard '\(Crab.name)'"))
        let initial = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.bind(viewController: loaded, asInitialViewControllerForReferencedStoryboardWithName: Puppy.name)
        }
        #expect(initial.message.contains("to initial view controller of storyboard '\(Puppy.name)'"))
        #expect(storyboard.overriddenIdentifiers.isEmpty)
    }

    @Test func anUnknownIdentifierIsRefusedSayingWhatToAdd() throws {
        let error = try #require(throws: Fleet.StoryboardError.self) { try storyboard.bind(viewController: ViewController(), toIdentifier: "WatermelonViewController") }
        #expect(error.kind == .unknownIdentifier)
        #expect(error.message.contains("Could not find identifier 'WatermelonViewController' on storyboard with name '\(TurtlesAndFriends.name)'"))
        #expect(error.message.contains("Add a scene with storyboard ID 'WatermelonViewController'"))
        #expect(error.message.contains("'AnimalListViewController'"))
        #expect(storyboard.overriddenIdentifiers.isEmpty)
    }

    @Test func anIdentifierOfAReferencedStoryboardPointsAtTheReferenceVariant() throws {
        let error = try #require(throws: Fleet.StoryboardError.self) { try storyboard.bind(viewController: CrabViewController(), toIdentifier: "CrabViewController") }
        #expect(error.kind == .identifierOnlyOnReference)
        #expect(error.message.contains("Could not find identifier 'CrabViewController' on storyboard with name '\(TurtlesAndFriends.name)', but found this identifier on an external storyboard reference to '\(Crab.name)'"))
        #expect(error.message.contains("bind(viewController:toIdentifier:forReferencedStoryboardWithName: \"\(Crab.name)\")"))
    }

    @Test func aPlaceholdersOwnIdentifierCanBeBound() throws {
        let crab = CrabViewController()
        try storyboard.bind(viewController: crab, toIdentifier: TurtlesAndFriends.crabReference)
        let (list, navigation) = try animalList()
        try list.goToCrab()
        #expect(navigation.topViewController === crab)
    }

    @Test func bindingThroughAReferenceBindsEveryMatchingPlaceholder() throws {
        let crab = CrabViewController()
        try storyboard.bind(viewController: crab, toIdentifier: "CrabViewController", forReferencedStoryboardWithName: Crab.name)
        #expect(storyboard.overriddenIdentifiers == [TurtlesAndFriends.crabReference, TurtlesAndFriends.crabReference2])
        let (list, navigation) = try animalList()
        try list.goToCrab()
        #expect(navigation.topViewController === crab)
        navigation.popViewController(animated: false)
        try list.goToCrab2()
        #expect(navigation.topViewController === crab)
    }

    @Test func anUnknownReferenceIsRefusedSayingWhatToAdd() throws {
        let error = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.bind(viewController: ViewController(), toIdentifier: "KingCrab", forReferencedStoryboardWithName: Crab.name)
        }
        #expect(error.kind == .unknownReference)
        #expect(error.message.contains("Could not find identifier 'KingCrab' (external storyboard reference: '\(Crab.name)') on storyboard '\(TurtlesAndFriends.name)'"))
        #expect(error.message.contains("lead to: 'CrabViewController', 'CrabViewController'"))
        #expect(error.message.contains("Add a StoryboardReference to storyboard '\(Crab.name)' with referenced identifier 'KingCrab'"))
        let elsewhere = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.bind(viewController: ViewController(), toIdentifier: "Lobster", forReferencedStoryboardWithName: "garbage")
        }
        #expect(elsewhere.message.contains("It has no reference to storyboard 'garbage'."))
        #expect(storyboard.overriddenIdentifiers.isEmpty)
    }

    @Test func bindingAsInitialViewControllerOfAReferencedStoryboard() throws {
        let puppy = ViewController()
        try storyboard.bind(viewController: puppy, asInitialViewControllerForReferencedStoryboardWithName: Puppy.name)
        let (list, navigation) = try animalList()
        try list.goToPuppy()
        #expect(navigation.topViewController === puppy)
        let error = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.bind(viewController: ViewController(), asInitialViewControllerForReferencedStoryboardWithName: Crab.name)
        }
        #expect(error.kind == .unknownInitialReference)
        #expect(error.message.contains("Could not find reference to an external storyboard with name '\(Crab.name)' on storyboard '\(TurtlesAndFriends.name)'"))
        #expect(error.message.contains("with no referenced identifier"))
    }

    @Test func prepareForSegueSeesTheBoundControllerUnloaded() throws {
        let puppyStoryboard = try Storyboard(name: Puppy.name)
        let corgi = CorgiViewController()
        try puppyStoryboard.bind(viewController: corgi, toIdentifier: "CorgiViewController")
        let navigation = try #require(try puppyStoryboard.instantiateInitialViewControllerChecked() as? NavigationController)
        Fleet.setAsAppWindowRoot(navigation)
        let list = try #require(navigation.topViewController as? PuppyListViewController)
        try list.performSegueChecked(withIdentifier: "ShowCorgi", sender: nil)
        #expect(list.preparedDestination === corgi)
        #expect(list.destinationHadRunViewDidLoad == false)
        #expect(list.destinationImageViewWasNil == true)
        #expect(navigation.topViewController === corgi)
        #expect(corgi.isViewLoaded)
    }

    @Test func aSegueFromViewDidLoadShowsTheBoundController() throws {
        let kittens = try Storyboard(name: Kittens.name)
        let image = KittenImageViewController()
        try kittens.bind(viewController: image, toIdentifier: "KittenImage")
        let navigation = try #require(try kittens.instantiateInitialViewControllerChecked() as? KittensNavigationController)
        Fleet.setAsAppWindowRoot(navigation)
        #expect(navigation.segueError == nil)
        #expect(navigation.visibleViewController === image)
    }
}

@Suite("Storyboard mocking (storyboards.md §4)")
@MainActor
struct StoryboardMockingTests {
    let storyboard: Storyboard

    init() throws {
        Application.shared.printsWarnings = false
        StoryboardFixtures.registerAll()
        storyboard = try Storyboard(name: TurtlesAndFriends.name)
    }

    @Test func aMockedIdentifierYieldsTheMockWithoutLifecycle() throws {
        let mock = try storyboard.mockIdentifier("BoxTurtleViewController", usingMockFor: BoxTurtleViewController.self)
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === mock)
        let list = try #require(try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController") as? AnimalListViewController)
        let navigation = Fleet.setInAppWindowRootNavigation(list)
        try list.goToBoxTurtle()
        #expect(navigation.topViewController === mock)
        #expect(mock.isViewLoaded, "everything else is real: the view loads")
        #expect(mock.textField != nil)
        #expect(mock.navigationItem.rightBarButtonItem == nil, "viewDidLoad, which adds the bar items, did not run")
        #expect(!mock.hasRunViewDidLoad)
    }

    @Test func aTabBarControllerCanBeMocked() throws {
        let mock = try storyboard.mockIdentifier("HomeTabBar", usingMockFor: HomeTabBarController.self)
        #expect(try storyboard.instantiateInitialViewControllerChecked() === mock)
        Fleet.setAsAppWindowRoot(mock)
        #expect(mock.delegate == nil, "HomeTabBarController.viewDidLoad sets the delegate; it did not run")
    }

    @Test func mockingThroughReferences() throws {
        let crab = try storyboard.mockIdentifier("CrabViewController", forReferencedStoryboardWithName: Crab.name, usingMockFor: CrabViewController.self)
        let puppy = try storyboard.mockInitialViewController(forReferencedStoryboardWithName: Puppy.name, usingMockFor: NavigationController.self)
        let list = try #require(try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController") as? AnimalListViewController)
        let navigation = NavigationController(rootViewController: list)
        try list.goToCrab2()
        #expect(navigation.topViewController === crab)
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: TurtlesAndFriends.puppyReference) === puppy)
    }

    @Test func mockingFailsLikeBindingAndRecordsNothing() throws {
        let unknown = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.mockIdentifier("WatermelonViewController", usingMockFor: ViewController.self)
        }
        #expect(unknown.kind == .unknownIdentifier)
        #expect(unknown.message.contains("Could not find identifier 'WatermelonViewController' on storyboard with name '\(TurtlesAndFriends.name)'"))
        let local = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.mockIdentifier("CrabViewController", usingMockFor: CrabViewController.self)
        }
        #expect(local.kind == .identifierOnlyOnReference)
        let referenced = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.mockIdentifier("Lobster", forReferencedStoryboardWithName: Crab.name, usingMockFor: ViewController.self)
        }
        #expect(referenced.kind == .unknownReference)
        let initial = try #require(throws: Fleet.StoryboardError.self) {
            try storyboard.mockInitialViewController(forReferencedStoryboardWithName: Crab.name, usingMockFor: ViewController.self)
        }
        #expect(initial.kind == .unknownInitialReference)
        #expect(storyboard.overriddenIdentifiers.isEmpty)
    }
}
