import Foundation

extension String {
    /// The localized string for `key`, as `String(localized:)` gives on Apple platforms (Linux's
    /// Foundation has no string catalogues, so this looks the key up as `NSLocalizedString` does:
    /// without a table, the key itself).
    public init(localized key: String, table: String? = nil, bundle: Bundle? = nil, comment: StaticString? = nil) {
        self = NSLocalizedString(key, tableName: table, bundle: bundle ?? .main, comment: "")
    }
}
