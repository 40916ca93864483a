/// Code under test.
public func answer() -> Int { 42 }
