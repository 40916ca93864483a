import Foundation

// LarkFleet: interaction helpers that act like a user over the LarkUI model, firing every callback,
// control event and notification the real action would, in UIKit's order. A refused action
// throws a typed `Fleet.Refusal` and changes nothing. Each helper's callback order and error
// cases: docs/helpers.md; deliberate differences from the Fleet library: docs/design-decisions.md.

/// The namespace of the interaction helpers' free functions and error types.
public enum Fleet {}
