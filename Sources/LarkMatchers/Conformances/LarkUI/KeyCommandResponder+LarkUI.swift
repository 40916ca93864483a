import LarkUI

/// `keyCommands` is the responder's own overridable property.
extension Responder: KeyCommandResponder {}
