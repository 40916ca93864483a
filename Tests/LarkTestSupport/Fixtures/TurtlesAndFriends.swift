import Foundation
import LarkUI

/// TurtlesAndFriendsStoryboard: a tab bar (`HomeTabBar`, initial) with an Animals navigation
/// controller and a Fruit tab; the animal list segues to local turtles and, through five
/// reference placeholders, to Crab, Puppy, Kittens and Birds.
@MainActor
enum TurtlesAndFriends {
    static let name = "TurtlesAndFriendsStoryboard"
    static let crabReference = "UIViewController-gcW-ev-w5z"
    static let crabReference2 = "UIViewController-s4q-fa-MbE"
    static let puppyReference = "UIViewController-fVV-aN-iXJ"
    static let kittensReference = "UIViewController-pfk-wd-JTs"
    static let birdsReference = "UIViewController-b1r-dS-x0x"

    static func definition() -> StoryboardDefinition {
        StoryboardDefinition(
            name: name,
            initialScene: "HomeTabBar",
            scenes: [
                StoryboardScene(identifier: "BoxTurtleViewController") { BoxTurtleViewController() },
                StoryboardScene(identifier: "SpottedTurtleViewController") { SpottedTurtleViewController() },
                StoryboardScene(identifier: "AnimalsNavigation", relationships: ["AnimalListViewController"]) {
                    let navigation = NavigationController()
                    navigation.tabBarItem.title = "Animals"
                    return navigation
                },
                StoryboardScene(
                    identifier: "AnimalListViewController",
                    segues: [
                        .show("ShowBoxTurtle", to: "BoxTurtleViewController"),
                        .show("ShowSpottedTurtle", to: "SpottedTurtleViewController"),
                        .show("ShowCrab", to: crabReference),
                        .show("ShowCrab2", to: crabReference2),
                        .show("ShowPuppy", to: puppyReference),
                        .show("ShowKittens", to: kittensReference),
                        .show("ShowBirds", to: birdsReference),
                    ]
                ) { AnimalListViewController() },
                StoryboardScene(identifier: "HomeTabBar", relationships: ["AnimalsNavigation", "Fruit"]) { HomeTabBarController() },
                StoryboardScene(identifier: "Fruit") {
                    let fruit = FruitViewController()
                    fruit.tabBarItem.title = "Fruit"
                    return fruit
                },
            ],
            references: [
                StoryboardReference(connectedIdentifier: crabReference, storyboardName: Crab.name, referencedIdentifier: "CrabViewController"),
                StoryboardReference(connectedIdentifier: crabReference2, storyboardName: Crab.name, referencedIdentifier: "CrabViewController"),
                StoryboardReference(connectedIdentifier: puppyReference, storyboardName: Puppy.name, referencedIdentifier: ""),
                StoryboardReference(connectedIdentifier: kittensReference, storyboardName: Kittens.name, referencedIdentifier: nil),
                StoryboardReference(connectedIdentifier: birdsReference, storyboardName: Birds.name, referencedIdentifier: "BirdsViewController"),
            ]
        )
    }
}

/// Navigation item with "Stop" (left) and "Dance" (right) bar button items that change the
/// information label; a text field outlet.
@MainActor
final class BoxTurtleViewController: ViewController {
    var informationLabel: Label!
    var textField: TextField!

    override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        let label = Label(frame: CGRect(x: 0, y: 100, width: 300, height: 40))
        label.text = ""
        let field = TextField(frame: CGRect(x: 0, y: 150, width: 300, height: 40))
        root.addSubview(label)
        root.addSubview(field)
        informationLabel = label
        textField = field
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.leftBarButtonItem = BarButtonItem(title: "Stop", style: .plain, target: self, action: BoxTurtleViewController.stop)
        navigationItem.rightBarButtonItem = BarButtonItem(title: "Dance", style: .plain, target: self, action: BoxTurtleViewController.dance)
    }

    func dance(_ sender: BarButtonItem) {
        informationLabel.text = "Box Turtle Dance Party!!!!!!"
    }

    func stop(_ sender: BarButtonItem) {
        informationLabel.text = "box turtle stop party..."
    }
}

/// Buttons presenting an alert and an action sheet.
@MainActor
final class SpottedTurtleViewController: ViewController {
    var alertButton: Button!
    var actionSheetButton: Button!
    private(set) var alertActionTapped = false

    override func loadView() {
        let root = View(frame: Window.defaultScreenBounds)
        alertButton = Button(frame: CGRect(x: 0, y: 100, width: 200, height: 44))
        alertButton.setTitle("Show alert", for: .normal)
        actionSheetButton = Button(frame: CGRect(x: 0, y: 150, width: 200, height: 44))
        actionSheetButton.setTitle("Show action sheet", for: .normal)
        root.addSubview(alertButton)
        root.addSubview(actionSheetButton)
        view = root
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        alertButton.addTarget(self, action: SpottedTurtleViewController.showAlert, for: .touchUpInside)
        actionSheetButton.addTarget(self, action: SpottedTurtleViewController.showActionSheet, for: .touchUpInside)
    }

    func showAlert() {
        let alert = AlertController(title: "Turtle alert", message: "It is a turtle", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "OK", style: .default) { [weak self] _ in self?.alertActionTapped = true })
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        present(alert, animated: true)
    }

    func showActionSheet() {
        let sheet = AlertController(title: "Turtle sheet", message: nil, preferredStyle: .actionSheet)
        sheet.addAction(AlertAction(title: "Swim", style: .default))
        present(sheet, animated: true)
    }
}

/// Performs the storyboard's segues.
@MainActor
final class AnimalListViewController: ViewController {
    func goToBoxTurtle() throws { try performSegueChecked(withIdentifier: "ShowBoxTurtle", sender: nil) }
    func goToSpottedTurtle() throws { try performSegueChecked(withIdentifier: "ShowSpottedTurtle", sender: nil) }
    func goToCrab() throws { try performSegueChecked(withIdentifier: "ShowCrab", sender: nil) }
    func goToCrab2() throws { try performSegueChecked(withIdentifier: "ShowCrab2", sender: nil) }
    func goToPuppy() throws { try performSegueChecked(withIdentifier: "ShowPuppy", sender: nil) }
    func goToKittens() throws { try performSegueChecked(withIdentifier: "ShowKittens", sender: nil) }
    func goToBirds() throws { try performSegueChecked(withIdentifier: "ShowBirds", sender: nil) }
}

/// Its own tab bar delegate (set in `viewDidLoad`), recording selections.
@MainActor
final class HomeTabBarController: TabBarController, TabBarControllerDelegate {
    var shouldSelectArguments: [ViewController] = []
    var didSelectArguments: [ViewController] = []
    var allowSelection = true

    override func viewDidLoad() {
        super.viewDidLoad()
        delegate = self
    }

    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool {
        shouldSelectArguments.append(viewController)
        return allowSelection
    }

    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {
        didSelectArguments.append(viewController)
    }
}

/// Stands in for the original collection view controller (the model has no collection views).
@MainActor
final class FruitViewController: ViewController {}
