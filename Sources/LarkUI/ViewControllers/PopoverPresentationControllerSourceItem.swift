import Foundation

/// What a popover can point at (`UIPopoverPresentationControllerSourceItem`): views and bar
/// button items.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerSourceItem: AnyObject {}

extension View: PopoverPresentationControllerSourceItem {}
extension BarButtonItem: PopoverPresentationControllerSourceItem {}
