import Foundation

extension ListContentConfiguration {
    /// The primary text a label shows: the attributed text's string, else the text.
    var shownText: String? { attributedText?.string ?? text }
    /// The secondary text a label shows.
    var shownSecondaryText: String? { secondaryAttributedText?.string ?? secondaryText }

    /// Puts the primary text's look on `label`.
    @MainActor func stylePrimary(_ label: Label?) { Self.style(label, textProperties, attributedText) }
    /// Puts the secondary text's look on `label`.
    @MainActor func styleSecondary(_ label: Label?) { Self.style(label, secondaryTextProperties, secondaryAttributedText) }

    @MainActor
    private static func style(_ label: Label?, _ properties: TextProperties, _ attributed: NSAttributedString?) {
        guard let label else { return }
        label.font = properties.font
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.adjustsFontSizeToFitWidth = properties.adjustsFontSizeToFitWidth
        label.textAlignment = switch properties.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        if let attributed { label.attributedText = attributed }
    }
}
