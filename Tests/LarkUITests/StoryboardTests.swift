import Foundation
import LarkUI
import Testing
@testable import LarkTestSupport

@Suite("Storyboards")
@MainActor
struct StoryboardTests {
    init() {
        StoryboardFixtures.registerAll()
    }

    @Test func anUnknownStoryboardNameFailsClearly() {
        #expect {
            _ = try Storyboard(name: "garbage")
        } throws: { error in
            guard let error = error as? StoryboardLookupError else { return false }
            return error.kind == .storyboardNotFound && error.message.contains("'garbage'")
        }
    }

    @Test func eachCallReturnsANewInstance() throws {
        let one = try Storyboard(name: TurtlesAndFriends.name)
        let two = try Storyboard(name: TurtlesAndFriends.name)
        #expect(one !== two)
        #expect(one.name == TurtlesAndFriends.name)
    }

    @Test func instantiatingByIdentifierMakesANewControllerEachTime() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let first = try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController")
        let second = try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController")
        #expect(first is BoxTurtleViewController)
        #expect(first !== second)
        #expect(first.storyboard === storyboard)
        #expect(!first.isViewLoaded)
        let box = first as! BoxTurtleViewController
        #expect(box.informationLabel == nil)
        box.loadViewIfNeeded()
        #expect(box.informationLabel.text == "")
    }

    @Test func anUnknownIdentifierIsAnError() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        #expect(throws: StoryboardLookupError(kind: .unknownIdentifier, storyboard: "TurtlesAndFriendsStoryboard", identifier: "WatermelonViewController")) {
            _ = try storyboard.instantiateViewControllerChecked(withIdentifier: "WatermelonViewController")
        }
        #expect(throws: StoryboardLookupError.self) {
            _ = try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController", as: CrabViewController.self)
        }
    }

    @Test func theInitialControllerComesWithItsRelationshipChildren() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let home = try #require(try storyboard.instantiateInitialViewControllerChecked() as? HomeTabBarController)
        let tabs = try #require(home.viewControllers)
        #expect(tabs.count == 2)
        let animals = try #require(tabs[0] as? NavigationController)
        #expect(animals.tabBarItem.title == "Animals")
        #expect(animals.topViewController is AnimalListViewController)
        #expect(tabs[1] is FruitViewController)
        #expect(home.tabBar.items?.map(\.title) == ["Animals", "Fruit"])
        #expect(try Storyboard(name: Crab.name).instantiateInitialViewControllerChecked() == nil)
    }

    @Test func introspectionListsScenesAndTheFiveReferences() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        #expect(storyboard.references.count == 5)
        #expect(storyboard.sceneIdentifiers.contains("AnimalListViewController"))
        #expect(!storyboard.sceneIdentifiers.contains("CrabViewController"))
        #expect(storyboard.localIdentifiers.contains(TurtlesAndFriends.crabReference))
        let crab = storyboard.references.filter { $0.storyboardName == Crab.name }
        #expect(crab.map(\.connectedIdentifier).sorted() == [TurtlesAndFriends.crabReference, TurtlesAndFriends.crabReference2].sorted())
        #expect(crab.allSatisfy { $0.referencedIdentifier == "CrabViewController" && !$0.referencesInitialViewController })
        let puppy = storyboard.references.first { $0.storyboardName == Puppy.name }
        #expect(puppy?.referencesInitialViewController == true)
        #expect(storyboard.initialSceneIdentifier == "HomeTabBar")
    }

    @Test func unIDedScenesGetGeneratedIdentifiers() throws {
        let kittens = try Storyboard(name: Kittens.name)
        let generated = kittens.definition.scenes.filter { !$0.hasStoryboardIdentifier }
        #expect(generated.count == 1)
        #expect(generated[0].identifier.hasPrefix("ViewController-"))
        #expect(kittens.sceneIdentifiers.contains(generated[0].identifier))
    }

    @Test func placeholdersInstantiateFromAFreshReferencedStoryboard() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let crab = try storyboard.instantiateViewControllerChecked(withIdentifier: TurtlesAndFriends.crabReference)
        #expect(crab is CrabViewController)
        #expect(crab.storyboard?.name == Crab.name)
        let puppy = try storyboard.instantiateViewControllerChecked(withIdentifier: TurtlesAndFriends.puppyReference)
        #expect((puppy as? NavigationController)?.topViewController is PuppyListViewController)
    }

    @Test func seguesPushLocalScenesAndReferences() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let list = try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController", as: AnimalListViewController.self)
        let navigation = NavigationController(rootViewController: list)
        try list.goToBoxTurtle()
        #expect(navigation.topViewController is BoxTurtleViewController)
        #expect(navigation.topViewController?.isViewLoaded == true)
        try list.goToCrab()
        #expect(navigation.topViewController is CrabViewController)
        try list.goToBirds()
        #expect(navigation.topViewController is BirdsViewController)
    }

    @Test func anUnknownSegueIsAnErrorNotACrash() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let list = try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController")
        let inScene = try #require(throws: StoryboardLookupError.self) { try list.performSegueChecked(withIdentifier: "ShowWatermelon", sender: nil) }
        #expect(inScene.kind == .unknownSegue)
        #expect(inScene.storyboard == TurtlesAndFriends.name)
        #expect(inScene.identifier == "ShowWatermelon")
        #expect(inScene.message.hasSuffix("has no segue with identifier 'ShowWatermelon' in storyboard 'TurtlesAndFriendsStoryboard'"))
        let sceneless = try #require(throws: StoryboardLookupError.self) { try ViewController().performSegueChecked(withIdentifier: "Anything", sender: nil) }
        #expect(sceneless.storyboard == nil)
        #expect(sceneless.message.hasSuffix("has no segue with identifier 'Anything': it was not instantiated from a storyboard scene."))
    }

    @Test func aLookupErrorKeepsWhatWasLookedUpAndRendersItsMessageFromThat() throws {
        let missing = try #require(throws: StoryboardLookupError.self) { try Storyboard(name: "Nowhere") }
        #expect(missing == StoryboardLookupError(kind: .storyboardNotFound, storyboard: nil, identifier: "Nowhere"))
        #expect(missing.message == "Could not find a storyboard named 'Nowhere'. Register a StoryboardDefinition with that name using Storyboard.register(_:) before instantiating it.")
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let mismatch = try #require(throws: StoryboardLookupError.self) {
            _ = try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController", as: CrabViewController.self)
        }
        #expect(mismatch.kind == .typeMismatch)
        #expect(mismatch.found == "BoxTurtleViewController")
        #expect(mismatch.wanted == "CrabViewController")
        #expect(mismatch.message == "Storyboard 'TurtlesAndFriendsStoryboard' made a BoxTurtleViewController for identifier 'BoxTurtleViewController', not a CrabViewController.")
        let noInitial = StoryboardLookupError(kind: .noInitialViewController, storyboard: "Main", identifier: "Settings", found: "Preferences")
        #expect(noInitial.description == "Storyboard 'Main' references the initial view controller of storyboard 'Preferences' (placeholder 'Settings'), but that storyboard has no initial scene.")
    }

    @Test func instanceOverridesApplyToIdentifiersSeguesAndReferences() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let boundTurtle = BoxTurtleViewController()
        storyboard.setOverride(boundTurtle, forIdentifier: "BoxTurtleViewController")
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === boundTurtle)
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") === boundTurtle)
        #expect(storyboard.overridingViewController(forIdentifier: "BoxTurtleViewController") === boundTurtle)
        let other = try Storyboard(name: TurtlesAndFriends.name)
        #expect(try other.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") !== boundTurtle)

        let mockCrab = CrabViewController()
        mockCrab.suppressesLifecycleCallbacks = true
        for reference in storyboard.references where reference.referencedIdentifier == "CrabViewController" {
            storyboard.setOverride(mockCrab, forIdentifier: reference.connectedIdentifier)
        }
        let list = try storyboard.instantiateViewControllerChecked(withIdentifier: "AnimalListViewController", as: AnimalListViewController.self)
        let navigation = NavigationController(rootViewController: list)
        try list.goToCrab2()
        #expect(navigation.topViewController === mockCrab)
        #expect(!mockCrab.hasRunViewDidLoad)

        let boundPuppy = ViewController()
        storyboard.setOverride(forIdentifier: TurtlesAndFriends.puppyReference) { boundPuppy }
        navigation.popToRootViewController(animated: false)
        try list.goToPuppy()
        #expect(navigation.topViewController === boundPuppy)
        #expect(storyboard.overriddenIdentifiers.count == 4)
        storyboard.removeOverride(forIdentifier: "BoxTurtleViewController")
        #expect(try storyboard.instantiateViewControllerChecked(withIdentifier: "BoxTurtleViewController") !== boundTurtle)
        storyboard.removeAllOverrides()
        #expect(storyboard.overriddenIdentifiers.isEmpty)
    }

    @Test func overridesApplyToTheInitialControllerAndRelationshipChildren() throws {
        let storyboard = try Storyboard(name: TurtlesAndFriends.name)
        let mockList = AnimalListViewController()
        storyboard.setOverride(mockList, forIdentifier: "AnimalListViewController")
        let fakeFruit = ViewController()
        storyboard.setOverride(forIdentifier: "Fruit") { fakeFruit }
        let home = try #require(try storyboard.instantiateInitialViewControllerChecked() as? TabBarController)
        #expect((home.viewControllers?[0] as? NavigationController)?.topViewController === mockList)
        #expect(home.viewControllers?[1] === fakeFruit)
        let replacement = TabBarController()
        storyboard.setOverride(replacement, forIdentifier: "HomeTabBar")
        #expect(try storyboard.instantiateInitialViewControllerChecked() === replacement)
    }

    @Test func prepareForSegueSeesTheBoundDestinationBeforeItsViewLoads() throws {
        let window = makeVisibleWindow()
        let storyboard = try Storyboard(name: Puppy.name)
        let corgi = CorgiViewController()
        storyboard.setOverride(corgi, forIdentifier: "CorgiViewController")
        let navigation = try #require(try storyboard.instantiateInitialViewControllerChecked() as? NavigationController)
        window.rootViewController = navigation
        let list = try #require(navigation.topViewController as? PuppyListViewController)
        try list.performSegueChecked(withIdentifier: "ShowCorgi", sender: nil)
        #expect(list.preparedDestination === corgi)
        #expect(list.destinationHadRunViewDidLoad == false)
        #expect(list.destinationImageViewWasNil == true)
        #expect(navigation.topViewController === corgi)
        #expect(corgi.hasRunViewDidLoad)
        #expect(corgi.imageView != nil)
    }

    @Test func kittensNavigationShowsTheBoundControllerPushedFromViewDidLoad() throws {
        let window = makeVisibleWindow()
        let storyboard = try Storyboard(name: Kittens.name)
        let kitten = KittenImageViewController()
        storyboard.setOverride(kitten, forIdentifier: "KittenImage")
        let navigation = try #require(try storyboard.instantiateInitialViewControllerChecked() as? KittensNavigationController)
        window.rootViewController = navigation
        #expect(navigation.segueError == nil)
        #expect(navigation.visibleViewController === kitten)
        #expect(kitten.view.window === window)
    }

    @Test func presentAndCustomSegueKinds() throws {
        var customPerformed: [String] = []
        let definition = StoryboardDefinition(name: "Segues", initialScene: "Start", scenes: [
            StoryboardScene(identifier: "Start", segues: [
                .present("Modal", to: "End"),
                StoryboardSegueDefinition(identifier: "Custom", kind: .custom({ segue in
                    customPerformed.append("\(segue.identifier ?? "") \(type(of: segue.destination))")
                }), destination: "End"),
            ]) { ViewController() },
            StoryboardScene(identifier: "End") { CrabViewController() },
        ])
        Storyboard.register(definition)
        defer { Storyboard.unregister(name: "Segues") }
        #expect(Storyboard.registeredNames.contains("Segues"))
        let window = makeVisibleWindow()
        let start = try #require(try Storyboard(name: "Segues").instantiateInitialViewControllerChecked())
        window.rootViewController = start
        try start.performSegueChecked(withIdentifier: "Modal", sender: nil)
        #expect(start.presentedViewController is CrabViewController)
        try start.performSegueChecked(withIdentifier: "Custom", sender: nil)
        #expect(customPerformed == ["Custom CrabViewController"])
    }

    @Test func embeddedRelationshipChildrenAreInstalledWhenTheParentLoads() throws {
        Storyboard.register(StoryboardDefinition(name: "Embeds", initialScene: "Parent", scenes: [
            StoryboardScene(identifier: "Parent", relationships: ["Child"]) { ViewController() },
            StoryboardScene(identifier: "Child") { CrabViewController() },
        ]))
        defer { Storyboard.unregister(name: "Embeds") }
        let parent = try #require(try Storyboard(name: "Embeds").instantiateInitialViewControllerChecked())
        let child = try #require(parent.children.first as? CrabViewController)
        #expect(!child.isViewLoaded)
        parent.loadViewIfNeeded()
        #expect(child.view.superview === parent.view)
    }
}
