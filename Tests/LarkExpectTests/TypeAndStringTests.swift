import LarkExpect
import Testing

private protocol Animal {}
private class Dog: Animal {}
private final class Puppy: Dog {}
private struct Cat: Animal {}

@Suite struct TypeAndStringTests {
    @Test func beAnInstanceOf() {
        #expect(checkMatcher(
            LarkExpect.beAnInstanceOf(Int.self), matching: 1 as Any, notMatching: "1" as Any,
            to: "expected to be an instance of Int, got <String instance>",
            toNot: "expected to not be an instance of Int, got <Int instance>",
            nilTo: "expected to be an instance of Int, got <nil>" + beNilHint,
            nilToNot: "expected to not be an instance of Int, got <nil>" + beNilHint) == [])
        #expect(passes {
            expect(Dog()).to(LarkExpect.beAnInstanceOf(Dog.self))
            expect(Puppy() as Dog).toNot(LarkExpect.beAnInstanceOf(Dog.self))
            expect(Dog()).toNot(LarkExpect.beAnInstanceOf(Animal.self))
            expect(Cat() as Animal).to(LarkExpect.beAnInstanceOf(Cat.self))
        })
        #expect(failures { expect(Dog()).to(LarkExpect.beAnInstanceOf(Animal.self)) }
            == ["expected to be an instance of Animal, got <Dog instance>"])
    }

    @Test func beAKindOf() {
        #expect(checkMatcher(
            LarkExpect.beAKindOf(Dog.self), matching: Puppy() as Animal, notMatching: Cat() as Animal,
            // Values held as a protocol: Nimble names the protocol (the type its generic code sees).
            to: "expected to be a kind of Dog, got <Animal instance>",
            toNot: "expected to not be a kind of Dog, got <Animal instance>",
            nilTo: "expected to be a kind of Dog, got <nil>" + beNilHint,
            nilToNot: "expected to not be a kind of Dog, got <nil>" + beNilHint) == [])
        #expect(passes {
            expect(Cat()).to(LarkExpect.beAKindOf(Animal.self))
            expect(1).toNot(LarkExpect.beAKindOf(String.self))
        })
        #expect(failures { expect(1).to(LarkExpect.beAKindOf(String.self)) } == ["expected to be a kind of String, got <Int instance>"])
    }

    @Test func beAKindOfOnAValueHeldAsAProtocolKeepsNimblesTextAndNamesTheDynamicTypeBelow() {
        let records = gatherFailingExpectations(silently: true) {
            expect(Cat() as Animal).to(LarkExpect.beAKindOf(Dog.self))
            expect(Cat()).to(LarkExpect.beAKindOf(Dog.self))
        }
        #expect(records.map(\.message.stringValue) == [
            "expected to be a kind of Dog, got <Animal instance>",
            "expected to be a kind of Dog, got <Cat instance>",
        ])
        #expect(records.first?.message.difference == ["the actual value is a Cat"])
        #expect(records.last?.message.difference == [])
    }

    @Test func typeMatchersNestInsideResultMatchers() {
        #expect(passes {
            expect(Result<Int, any Error>.success(1)).to(beSuccess(LarkExpect.beAnInstanceOf(Int.self)))
            expect(Result<any Animal, any Error>.success(Dog())).to(beSuccess(LarkExpect.beAKindOf(Animal.self)))
        })
    }

    @Test func match() {
        #expect(checkMatcher(
            LarkExpect.match(#"\d{2}:\d{2}"#), matching: "11:14", notMatching: "hello",
            to: #"expected to match <\d{2}:\d{2}>, got <hello>"#,
            toNot: #"expected to not match <\d{2}:\d{2}>, got <11:14>"#,
            nilTo: #"expected to match <\d{2}:\d{2}>, got <nil>"# + beNilHint,
            nilToNot: #"expected to not match <\d{2}:\d{2}>, got <nil>"# + beNilHint) == [])
        #expect(passes { expect("at 11:14 sharp").to(LarkExpect.match(#"\d+:\d+"#)); expect("x").toNot(LarkExpect.match("^$")) })
        #expect(failures { expect("a").to(LarkExpect.match(nil)) } == ["expected to match <nil>, got <a>" + beNilHint])
    }

    @Test func matchWithAnInvalidPatternFailsBothWays() {
        #expect(status(LarkExpect.match("("), "(") == .fail)
        #expect(failures { expect("(").toNot(LarkExpect.match("(")) }
            == ["expected to not match <(>, got <(>\nthe pattern is not a valid regular expression"])
    }
}
