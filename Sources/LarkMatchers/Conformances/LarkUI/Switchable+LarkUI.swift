import LarkUI

/// `isOn` is the switch's own property, with the same meaning.
extension Switch: Switchable {}
