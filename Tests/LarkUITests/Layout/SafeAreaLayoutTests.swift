import Foundation
import LarkUI
import Testing

@MainActor
@Suite struct SafeAreaLayoutTests {
    @Test func theSafeAreaGuideFollowsTheWindowsInsets() {
        let window = Window()
        window.simulatedSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let controller = ViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(content)
        let guide = controller.view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        ])
        controller.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 47, width: 390, height: 763))
        #expect(controller.view.safeAreaInsets == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(guide.layoutFrame == CGRect(x: 0, y: 47, width: 390, height: 763))
        // A view lying below the top inset has none at its top.
        #expect(content.safeAreaInsets == .zero)
        controller.additionalSafeAreaInsets = EdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
        controller.view.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 57, width: 390, height: 753))
    }

    @Test func marginsGuideInsetsFromTheSafeArea() {
        let window = Window()
        window.simulatedSafeAreaInsets = EdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        let root = View(frame: window.bounds)
        window.addSubview(root)
        root.layoutMargins = EdgeInsets(top: 8, left: 12, bottom: 8, right: 12)
        #expect(root.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 8, leading: 12, bottom: 8, trailing: 12))
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: root.layoutMarginsGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: root.layoutMarginsGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: root.layoutMarginsGuide.trailingAnchor),
            content.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 12, y: 28, width: 366, height: 10))
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(content.frame.minY == 8)
    }

    @Test func aControllersRootViewHasTheSystemMinimumMargins() {
        let controller = ViewController()
        let window = Window()
        window.rootViewController = controller
        #expect(controller.view.layoutMargins == EdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
    }

    @Test func scrollViewGuidesGiveTheContentSize() {
        let window = Window()
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
        window.addSubview(scroll)
        let content = View()
        content.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(content)
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        scroll.layoutIfNeeded()
        #expect(scroll.contentSize == CGSize(width: 390, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 390, height: 1500))
    }

    @Test func adjustedContentInsetAddsTheSafeArea() {
        let window = Window()
        window.simulatedSafeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        let scroll = ScrollView(frame: window.bounds)
        window.addSubview(scroll)
        scroll.contentInset = EdgeInsets(top: 5, left: 0, bottom: 0, right: 0)
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 52, left: 0, bottom: 34, right: 0))
        scroll.contentInsetAdjustmentBehavior = .never
        #expect(scroll.adjustedContentInset == EdgeInsets(top: 5, left: 0, bottom: 0, right: 0))
    }
}

