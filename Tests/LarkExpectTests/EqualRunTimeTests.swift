@testable import LarkExpect
import Testing

// `equal`'s run-time form (Equal+RunTime.swift) and its five- and six-element tuple forms: what
// the compiler picks, what passes, and what a value without `==` reports.

/// No `==`: the run-time form must refuse to judge it, both ways.
private struct Opaque {
    let id: Int
}

private class Animal: Equatable {
    let name: String
    init(name: String) { self.name = name }
    static func == (lhs: Animal, rhs: Animal) -> Bool { lhs.name == rhs.name }
}

private final class Dog: Animal {}

/// A custom mirror that lists the value itself as its only element.
private final class Loop: CustomReflectable {
    var customMirror: Mirror { Mirror(self, unlabeledChildren: [self], displayStyle: .collection) }
}

@Suite struct EqualRunTimeTests {
    /// Labels are dropped where the two sides disagree, so messages show both sides unlabeled.
    @Test func tuplesWithLabelsOnOneSideOrNone() {
        #expect(passes {
            expect((1, two: "2")).to(equal((1, "2")))
            expect((1, "2", 3.5)).to(equal((one: 1, "2", 3.5)))
            expect((1, "2", 3, four: "4")).toNot(equal((1, "2", 3, "5")))
            expect((1, (2, "nested"))).to(equal((1, (2, "nested"))))
        })
        #expect(failures { expect((1, two: "2")).to(equal((1, "3"))) }
            == [#"expected to equal <(1, "3")>, got <(1, "2")>"#])
        #expect(failures { expect((1, two: "2")).toNot(equal((1, "2"))) }
            == [#"expected to not equal <(1, "2")>, got <(1, "2")>"#])
    }

    @Test func tuplesLabelledDifferentlyOnEachSide() {
        #expect(passes {
            expect((1, "2", 3, four: "4", 5)).to(equal((1, "2", 3, "4", five: 5)))
            expect((1, "2", 3, four: "4", 5, "6")).to(equal((1, "2", 3, "4", five: 5, "6")))
            expect((1, "2", 3, four: "4", 5)).toNot(equal((1, "2", 3, "4", five: 6)))
        })
        #expect(failures { expect((1, "2", 3, four: "4", 5)).to(equal((1, "2", 3, "4", five: 6))) }
            == [#"expected to equal <(1, "2", 3, "4", 6)>, got <(1, "2", 3, "4", 5)>"#])
        #expect(failures { expect((1, 2, 3, four: 4, 5, 6)).toNot(equal((1, 2, 3, 4, five: 5, 6))) }
            == ["expected to not equal <(1, 2, 3, 4, 5, 6)>, got <(1, 2, 3, 4, 5, 6)>"])
        #expect(failures { expect(nil as (Int, Int, Int, Int, Int)?).to(equal((1, 2, 3, 4, 5))) }
            == ["expected to equal <(1, 2, 3, 4, 5)>, got <nil>" + beNilHint])
    }

    @Test func arraysOfTuples() {
        let pairs: [(Int, String)] = [(0, "0"), (1, "1")]
        let named: [(Int, name: String)] = [(0, name: "0"), (1, name: "1")]
        #expect(passes {
            expect(pairs).to(equal(named))
            expect(pairs).toNot(equal(named.reversed()))
            expect(pairs).toNot(equal([]))
            expect([(Int, String)]()).to(equal([]))
            expect([(1, 2, 3, 4, 5, 6, 7)]).to(equal([(1, 2, 3, 4, 5, 6, 7)]))
        })
        #expect(failures { expect(pairs).to(equal([(0, "0")])) }
            == [#"expected to equal <[(0, "0")]>, got <[(0, "0"), (1, "1")]>"#])
        #expect(failures { expect(pairs).toNot(equal(named)) }
            == [#"expected to not equal <[(0, "0"), (1, "1")]>, got <[(0, "0"), (1, "1")]>"#])
        #expect(failures { expect(nil as [(Int, String)]?).toNot(equal(named)) }
            == [#"expected to not equal <[(0, "0"), (1, "1")]>, got <nil>"# + beNilHint])
    }

    @Test func dictionariesOfTuplesMatchByKey() {
        var built: [String: (Int, Int)] = [:]
        for key in (0..<20).map(String.init).reversed() { built[key] = (Int(key)!, 0) }
        let literal = Dictionary(uniqueKeysWithValues: (0..<20).map { (String($0), ($0, 0)) })
        #expect(passes {
            expect(built).to(equal(literal))
            expect(["a": (1, 2)]).toNot(equal(["a": (1, 3)]))
            expect(["a": (1, 2)]).toNot(equal(["b": (1, 2)]))
            expect(["a": (1, 2)]).toNot(equal(["a": (1, 2), "b": (1, 2)]))
        })
    }

    @Test func anExpectedValueWrittenAsInit() {
        #expect(passes {
            expect(Animal(name: "rex")).to(equal(.init(name: "rex")))
            expect([Opaque]()).to(equal(.init()))
        })
        #expect(failures { expect(Animal(name: "rex")).to(equal(.init(name: "tom"))) }.count == 1)
    }

    @Test func subclassInstancesCompareWithTheirBaseEquality() {
        #expect(passes {
            expect(Dog(name: "rex") as Any).to(equal(Animal(name: "rex")))
            expect(Animal(name: "rex") as Any).to(equal(Dog(name: "rex")))
            expect(Animal(name: "rex") as Any).toNot(equal(Dog(name: "tom")))
        })
    }

    @Test func valuesOfStaticTypeAnyCompareWhenTheirDynamicTypesAreEquatable() {
        #expect(passes {
            expect(1 as Any).to(equal(1))
            expect(1 as Any).toNot(equal("1"))
            expect(Optional<Int>.none as Any).toNot(equal(1))
        })
    }

    @Test(arguments: [false, true])
    func aValueWithoutEqualityFailsBothWays(negated: Bool) {
        let messages = failures {
            if negated {
                expect(Opaque(id: 1)).toNot(equal(Opaque(id: 2)))
            } else {
                expect(Opaque(id: 1)).to(equal(Opaque(id: 1)))
            }
        }
        let expected = negated ? "expected to not equal <Opaque(id: 2)>" : "expected to equal <Opaque(id: 1)>"
        #expect(messages == [expected + ", got <Opaque(id: 1)> (Opaque is not Equatable: equal cannot compare it)"])
    }

    @Test func aTupleWithAPartWithoutEqualityFailsBothWays() {
        let messages = failures {
            expect((1, Opaque(id: 1))).to(equal((1, Opaque(id: 1))))
            expect([(1, Opaque(id: 1))]).toNot(equal([(2, Opaque(id: 1))]))
        }
        #expect(messages.count == 2)
        #expect(messages.allSatisfy { $0.hasSuffix("(Opaque is not Equatable: equal cannot compare it)") })
    }

    @Test func aValueThatContainsItselfIsNotComparedForever() {
        #expect(RunTimeEquality.compare(Loop(), Loop()) == .incomparable("Loop"))
    }

    /// Every pair of a set of nested values (integers, strings, tuples of them, arrays of tuples,
    /// optional tuples) against the oracle "their descriptions are equal": every part is an `Int`
    /// or a `String` here, so equal descriptions mean equal values.
    @Test func nestedValuesAgreeWithTheirDescriptions() {
        let leaves: [Any] = [0, 1, "a", "b"]
        var values = leaves
        values += leaves.flatMap { first in leaves.map { second in (first, second) as Any } }
        values += [[(Int, String)](), [(0, "x")], [(1, "x")], [(0, "x"), (1, "x")]].map { $0 as Any }
        values += [nil, (0, 0), (1, 0)].map { ($0 as (Int, Int)?) as Any }
        for lhs in values {
            for rhs in values {
                let oracle: RunTimeEquality = String(reflecting: lhs) == String(reflecting: rhs) ? .equal : .different
                #expect(RunTimeEquality.compare(lhs, rhs) == oracle, "\(lhs) vs \(rhs)")
            }
        }
    }
}
