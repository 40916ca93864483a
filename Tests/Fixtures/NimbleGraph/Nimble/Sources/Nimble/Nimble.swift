/// The fake Nimble's one function: tells a test which module `import Nimble` found.
public func whichNimble() -> String { "the real Nimble" }
