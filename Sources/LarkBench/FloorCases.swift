// The floor: the same comparisons written by hand. A failing floor appends an interpolated
// message to an array, which is what a hand-written assertion would do at best.

@inline(never) func floorPassInt(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; if d.intsA[k] != d.intsB[k] { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorPassString(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; if d.stringsA[k] != d.stringsB[k] { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorPassContain(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; if !d.arrays[k].contains(d.needles[k]) { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorPassHaveCount(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; if d.arrays[k].count != BenchData.arrayLength { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorPassAllOf(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n {
        let k = i & BenchData.mask
        if !(d.intsA[k] > d.missing[k] && d.intsA[k] == d.intsB[k]) { fatalError() }
        i += 1
    }
    return n
}

@inline(never) func floorPassToNot(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; if d.intsA[k] == d.intsC[k] { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorFailInt(_ d: BenchData, _ n: Int) -> Int {
    var messages: [String] = []
    var i = 0
    while i < n {
        let k = i & BenchData.mask
        if d.intsA[k] != d.intsC[k] { messages.append("expected to equal <\(d.intsC[k])>, got <\(d.intsA[k])>") }
        i += 1
    }
    return messages.count
}

@inline(never) func floorFailString(_ d: BenchData, _ n: Int) -> Int {
    var messages: [String] = []
    var i = 0
    while i < n {
        let k = i & BenchData.mask
        if d.stringsA[k] != d.stringsC[k] { messages.append("expected to equal <\(d.stringsC[k])>, got <\(d.stringsA[k])>") }
        i += 1
    }
    return messages.count
}

@inline(never) func floorFailContain(_ d: BenchData, _ n: Int) -> Int {
    var messages: [String] = []
    var i = 0
    while i < n {
        let k = i & BenchData.mask
        if !d.arrays[k].contains(d.missing[k]) { messages.append("expected to contain <\(d.missing[k])>, got <\(d.arrays[k])>") }
        i += 1
    }
    return messages.count
}

@inline(never) func floorPassNoThrow(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; do { _ = try d.checked(k) } catch { fatalError() }; i += 1 }
    return n
}

@inline(never) func floorPassNoThrowString(_ d: BenchData, _ n: Int) -> Int {
    var i = 0
    while i < n { let k = i & BenchData.mask; do { _ = try d.checkedName(k) } catch { fatalError() }; i += 1 }
    return n
}
