import Foundation
import LarkUI
import Testing

@Suite @MainActor struct RecursiveDescriptionTests {
    @Test func aTreeIsListedDepthFirstWithTheStatesThatMatter() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.accessibilityIdentifier = "root"
        let label = Label(frame: CGRect(x: 0, y: 0, width: 80, height: 20.5))
        label.text = "Hi"
        label.alpha = 0.5
        let button = Button(frame: CGRect(x: 0, y: 20, width: 44, height: 44))
        button.setTitle("Go", for: .normal)
        button.isEnabled = false
        button.isUserInteractionEnabled = false
        let hidden = View(frame: .zero)
        hidden.isHidden = true
        root.addSubview(label)
        root.addSubview(button)
        button.addSubview(hidden)
        #expect(root.recursiveDescription == """
            View#root frame=(0, 0, 100, 50)
              Label "Hi" frame=(0, 0, 80, 20.5) alpha=0.5 userInteractionEnabled=false
              Button "Go" frame=(0, 20, 44, 44) userInteractionEnabled=false enabled=false
                View frame=(0, 0, 0, 0) hidden
            """)
        #expect(root.recursiveDescription(marking: [(button, "here")]).split(separator: "\n")[2].hasSuffix("enabled=false  ← here"))
    }

    @Test func deepAndLargeTreesAreCut() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        var parent = root
        for _ in 0..<10_000 {
            let child = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
            parent.addSubview(child)
            parent = child
        }
        let lines = root.recursiveDescription.split(separator: "\n")
        #expect(lines.count == 501)
        #expect(lines.last == "… (9501 more views)")
        #expect(lines[45].hasPrefix(String(repeating: "  ", count: 40) + "(depth 45) View"))
    }

    @Test func aControllerListsItsChildrenAndItsViewWithoutLoadingIt() {
        let controller = ViewController()
        #expect(controller.recursiveDescription == "ViewController\n  (view not loaded)")
        #expect(!controller.isViewLoaded)
        controller.loadViewIfNeeded()
        let child = ViewController()
        controller.addChild(child)
        #expect(controller.recursiveDescription.hasPrefix("ViewController\n  children: ViewController\n  View frame="))
    }
}
