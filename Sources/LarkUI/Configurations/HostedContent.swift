import Foundation

/// The content configuration a cell or header shows and the view it made, behind the
/// `contentConfiguration` of table cells, collection cells and table headers alike.
@MainActor
struct HostedContent {
    /// The configuration shown (after any `updated(for:)`).
    private(set) var configuration: ContentConfiguration?
    /// The view the configuration made, inside the owner's content view.
    private(set) var view: (View & ContentView)?

    /// Shows `configuration` in `contentView`: a configuration of the type shown before goes
    /// to the same view when it supports it; any other replaces the view; nil removes it.
    mutating func show(_ configuration: ContentConfiguration?, in contentView: View) {
        let previous = self.configuration
        self.configuration = configuration
        guard let configuration else {
            view?.removeFromSuperview()
            view = nil
            return
        }
        if let view, let previous, type(of: previous) == type(of: configuration), view.supports(configuration) {
            view.configuration = configuration
            return
        }
        view?.removeFromSuperview()
        let made = configuration.makeContentView()
        Self.fill(contentView, with: made)
        view = made
    }

    /// What setting an owner's `contentConfiguration` does: shows `configuration`, updated for
    /// `state` when there is one (the owner's `automaticallyUpdatesContentConfiguration` is on).
    mutating func show(_ configuration: ContentConfiguration?, updatedFor state: ConfigurationState?, in contentView: View) {
        guard let state, let configuration else { return show(configuration, in: contentView) }
        show(configuration.updated(for: state), in: contentView)
    }

    /// What a change of an owner's state does while it updates automatically: shows the
    /// configuration again, updated for `state` (nothing when none is shown).
    mutating func update(for state: ConfigurationState, in contentView: View) {
        if let configuration { show(configuration.updated(for: state), in: contentView) }
    }

    /// Puts `view` in `contentView`, filling it. A view laid out by constraints is pinned to
    /// the edges, so a self-sizing row measures it; one laid out by frames follows the content
    /// view's size by autoresizing, leaving the row's height as it was.
    private static func fill(_ contentView: View, with view: View) {
        view.frame = contentView.bounds
        if view.layoutState.subtreeUsesAutoLayout {
            view.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(view)
            NSLayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: contentView.topAnchor),
                view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
                view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
                view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            ])
        } else {
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(view)
        }
    }

    /// The texts of the labels in the content view, in tree order: what VoiceOver reads for a
    /// cell whose content is a configuration's view.
    var labelTexts: [String] {
        guard let view else { return [] }
        var texts: [String] = []
        func walk(_ node: View) {
            if let label = node as? Label, !label.isHidden, let text = label.text, !text.isEmpty { texts.append(text) }
            for subview in node.subviews { walk(subview) }
        }
        walk(view)
        return texts
    }
}
