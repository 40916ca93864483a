/// Never built: the graph does not load.
public func clash() {}
