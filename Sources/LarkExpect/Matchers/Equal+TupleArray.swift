// `==` and `!=` on arrays of tuples, one overload per arity (2 to 6) as for the tuple
// operators: parameter packs do not take labeled tuples, and an array of one-element packs
// would be any array. Labels are ignored: an array of `(Int, String)` equals one of
// `(Int, named: String)`. A nil expected or actual array fails both ways.
//
// `equal(_:)` takes arrays of tuples through its run-time form (Equal+RunTime.swift).

/// `expect(arrayOfTuples) == expected`.
public func == <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `expect(arrayOfTuples) != expected`.
public func != <T1: Equatable, T2: Equatable>(lhs: SyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) {
    lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } == expected`.
public func == <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) async {
    await lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } != expected`.
public func != <T1: Equatable, T2: Equatable>(lhs: AsyncExpectation<[(T1, T2)]>, rhs: [(T1, T2)]?) async {
    await lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}


/// `expect(arrayOfTuples) == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?) {
    lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `expect(arrayOfTuples) != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: SyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?) {
    lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?) async {
    await lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3)]>, rhs: [(T1, T2, T3)]?) async {
    await lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}


/// `expect(arrayOfTuples) == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?) {
    lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `expect(arrayOfTuples) != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?) {
    lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?) async {
    await lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4)]>, rhs: [(T1, T2, T3, T4)]?) async {
    await lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}


/// `expect(arrayOfTuples) == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?) {
    lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `expect(arrayOfTuples) != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?) {
    lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?) async {
    await lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4, T5)]>, rhs: [(T1, T2, T3, T4, T5)]?) async {
    await lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}


/// `expect(arrayOfTuples) == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) {
    lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `expect(arrayOfTuples) != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: SyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) {
    lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } == expected`.
public func == <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) async {
    await lhs.to(equal(rhs) { $0.elementsEqual($1, by: ==) })
}

/// `await expect { arrayOfTuples } != expected`.
public func != <T1: Equatable, T2: Equatable, T3: Equatable, T4: Equatable, T5: Equatable, T6: Equatable>(lhs: AsyncExpectation<[(T1, T2, T3, T4, T5, T6)]>, rhs: [(T1, T2, T3, T4, T5, T6)]?) async {
    await lhs.toNot(equal(rhs) { $0.elementsEqual($1, by: ==) })
}
