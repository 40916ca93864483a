import Foundation

/// A menu element whose children are made when the menu opens, like `UIDeferredMenuElement`.
/// The provider receives a completion to call with the elements.
@preconcurrency @MainActor
public final class DeferredMenuElement: MenuElement {
    /// Makes the elements and passes them to the completion.
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([any MenuElement]) -> Void) -> Void

    /// Empty: a deferred element has no title of its own.
    public let title = ""
    /// Whether the elements are made again each time the menu opens.
    public let isUncached: Bool
    private let provider: ElementProvider

    /// An element whose children `elementProvider` makes once, as UIKit caches them.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = false
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        isUncached = true
    }

    /// An element whose children `elementProvider` makes every time the menu opens.
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> DeferredMenuElement {
        DeferredMenuElement(uncached: elementProvider)
    }

    /// Asks the provider for the elements; `completion` receives them when it calls back.
    public func provideElements(_ completion: @escaping @MainActor ([any MenuElement]) -> Void) {
        provider(completion)
    }
}
