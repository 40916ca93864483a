import Foundation

// LarkFleet: helpers that act like a user on the LarkUI model, with UIKit's callbacks in UIKit's
// order; a refusal throws and changes nothing. See docs/helpers.md and docs/design-decisions.md.

/// The namespace of the interaction helpers' free functions and error types.
public enum Fleet {}
