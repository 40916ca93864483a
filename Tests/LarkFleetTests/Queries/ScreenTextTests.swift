import Foundation
import Lark
import Testing

@Suite @MainActor struct ScreenTextTests {
    @Test func theScreenAsAUserPerceivesIt() throws {
        let screen = SignInScreen()
        screen.signIn.isEnabled = false
        screen.forgot.accessibilityHint = "Sends a reset link"
        let toggle = Switch(frame: CGRect(x: 20, y: 340, width: 51, height: 31))
        toggle.isOn = true
        screen.controller.view.addSubview(toggle)
        let logo = ImageView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        logo.image = Image(named: "logo")
        screen.controller.view.addSubview(logo)
        try screen.email.startEditing()
        #expect(screen.window.screenText() == """
            Window
              NavigationController
                SignInViewController
                  TextField "Email" (placeholder) [editing]
                  TextField "Password" (placeholder)
                  Button#signIn "Sign in" [disabled]
                  Button "Forgot?" hint="Sends a reset link"
                  View#footer [hidden, 1 view inside]
                  Switch [on]
                  ImageView image="logo"
                NavigationBar
                Toolbar [hidden]
            """)
        // The same text every time: nothing depends on addresses or hash order.
        #expect(screen.window.screenText() == screen.window.screenText())
        #expect(ViewController().screenText == "(ViewController: no view to show)")
    }

    @Test func theAccessibilityElementsInReadingOrder() throws {
        let screen = SignInScreen()
        screen.forgot.accessibilityHint = "Sends a reset link"
        let title = Label(frame: CGRect(x: 20, y: 40, width: 200, height: 30))
        title.text = "Welcome back"
        screen.controller.view.addSubview(title)  // added last, read first: it is highest
        // The text fields have no label: the rendering shows it, as VoiceOver users would meet it.
        #expect(screen.controller.accessibilityText == """
            "Welcome back", traits=[staticText]
            (no label)
            (no label)
            "Sign in", traits=[button]
            "Forgot?", traits=[button], hint="Sends a reset link"
            """)
    }

    @Test func anAlertShowsItsActions() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let alert = AlertController(title: "Delete Milk?", message: "It cannot be undone.", preferredStyle: .alert)
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        let delete = AlertAction(title: "Delete", style: .destructive)
        delete.isEnabled = false
        alert.addAction(delete)
        controller.present(alert, animated: false)
        #expect(window.screenText() == """
            Window
              ViewController [covered by AlertController "Delete Milk?"]
              AlertController "Delete Milk?" actions=["Cancel" (.cancel), "Delete" (.destructive) [disabled]]
                Label "Delete Milk?"
                Label "It cannot be undone."
            """)
    }

    @Test func controlsShowWhatAUserSeesOfThem() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let slider = Slider(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        slider.value = 0.25
        let stepper = Stepper(frame: CGRect(x: 0, y: 40, width: 94, height: 32))
        stepper.maximumValue = 10
        stepper.value = 3
        let toggle = Switch(frame: CGRect(x: 0, y: 80, width: 51, height: 31))
        let segments = SegmentedControl(items: ["Day", "Week", "Month"])
        segments.selectedSegmentIndex = 1
        segments.setEnabled(false, forSegmentAt: 2)
        let sort = Button(frame: CGRect(x: 0, y: 160, width: 80, height: 44))
        sort.setTitle("Sort", for: .normal)
        sort.menu = Menu(children: [Action(title: "By name") { _ in }])
        sort.showsMenuAsPrimaryAction = true
        let share = Button(frame: CGRect(x: 100, y: 160, width: 80, height: 44))
        share.setTitle("Share", for: .normal)
        share.menu = Menu(children: [Action(title: "Mail") { _ in }])
        for view in [slider, stepper, toggle, segments, sort, share] { root.addSubview(view) }
        #expect(root.screenText() == """
            View
              Slider [value 0.25 (0 to 1)]
              Stepper [value 3 (0 to 10)]
              Switch [off]
              SegmentedControl "Week" segments=["Day", "Week" (selected), "Month" [disabled]]
              Button "Sort" [menu on tap]
              Button "Share" [menu]
            """)
    }

    @Test func aCoverInsideAContainerIsNamedWithWhatItShows() {
        let window = Window(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let list = ViewController()
        window.rootViewController = NavigationController(rootViewController: list)
        window.makeKeyAndVisible()
        let editor = ViewController()
        editor.title = "Edit"
        let sheet = NavigationController(rootViewController: editor)
        sheet.modalPresentationStyle = .overFullScreen
        window.rootViewController?.present(sheet, animated: false)
        #expect(window.screenText().contains(#"NavigationController [covered by NavigationController showing <ViewController "Edit">"#))
    }

    @Test func aLargeScreenIsCutAndCounted() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        for _ in 0..<50 { root.addSubview(View(frame: root.frame)) }
        let text = root.screenText(maximumLines: 10)
        #expect(text.split(separator: "\n").count == 11)
        #expect(text.hasSuffix("… (41 more views)"))
    }
}
