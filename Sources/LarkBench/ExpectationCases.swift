import LarkExpect

// One @inline(never) loop per case, so each can be timed and counted (callgrind) on its own.

@inline(never) func passInt(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.intsA[k]).to(equal(d.intsB[k])); i += 1 }
    return n
}

@inline(never) func passString(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.stringsA[k]).to(equal(d.stringsB[k])); i += 1 }
    return n
}

@inline(never) func passContain(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.arrays[k]).to(contain(d.needles[k])); i += 1 }
    return n
}

@inline(never) func passHaveCount(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.arrays[k]).to(haveCount(BenchData.arrayLength)); i += 1 }
    return n
}

@inline(never) func passAllOf(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n {
        let k = i & BenchData.mask
        expect(d.intsA[k]).to(satisfyAllOf(beGreaterThan(d.missing[k]), equal(d.intsB[k])))
        i += 1
    }
    return n
}

@inline(never) func passToNot(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.intsA[k]).toNot(equal(d.intsC[k])); i += 1 }
    return n
}

@inline(never) func failInt(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.intsA[k]).to(equal(d.intsC[k])); i += 1 }
    return n
}

@inline(never) func failString(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.stringsA[k]).to(equal(d.stringsC[k])); i += 1 }
    return n
}

@inline(never) func failContain(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect(d.arrays[k]).to(contain(d.missing[k])); i += 1 }
    return n
}

/// `expect { try f() }.toNot(throwError())` passing: the closure form, and `throwError`'s check
/// that the expression was not a function value.
@inline(never) func passNoThrow(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect { try d.checked(k) }.toNot(throwError()); i += 1 }
    return n
}

/// `pass_nothrow` with a function that returns a `String` (a two-word value, like a function).
@inline(never) func passNoThrowString(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; expect { try d.checkedName(k) }.toNot(throwError()); i += 1 }
    return n
}
