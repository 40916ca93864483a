import Nimble

/// Which Nimble the library was built against.
public func fakesNimble() -> String { whichNimble() }
