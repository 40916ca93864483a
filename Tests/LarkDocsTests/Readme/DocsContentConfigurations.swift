// docs/collections.md's content configuration, verbatim, with the content view it names.

import Lark
import Testing
import UIKit

struct ItemConfiguration: UIContentConfiguration {
    var title = ""
    func makeContentView() -> UIView & UIContentView { ItemContentView(configuration: self) }
    func updated(for state: UIConfigurationState) -> ItemConfiguration { self }
}

@MainActor func configure(_ cell: UITableViewCell, title: String) {
    cell.contentConfiguration = ItemConfiguration(title: title)
}

/// The view the page's configuration makes: its title in a label filling it.
final class ItemContentView: UIView, UIContentView {
    private let title = UILabel()
    var configuration: UIContentConfiguration { didSet { apply() } }

    init(configuration: ItemConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
        title.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(title)
        apply()
    }
    required init?(coder: NSCoder) { fatalError("not made by storyboards") }

    private func apply() { title.text = (configuration as? ItemConfiguration)?.title }
}

@Suite @MainActor struct DocsContentConfigurationTests {
    @Test func theCellShowsThePagesConfiguration() throws {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        configure(cell, title: "Milk")
        let view = try #require(cell.contentView.subviews.first as? ItemContentView)
        #expect(view.frame == cell.contentView.bounds)
        #expect(view.subviews.compactMap { ($0 as? UILabel)?.text } == ["Milk"])
    }
}
