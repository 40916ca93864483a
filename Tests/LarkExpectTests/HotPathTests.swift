import LarkExpect
import Testing

/// A passing expectation must never turn a value into text: these run outside any recorder
/// (which would ask for messages) and count every description request.
@Suite struct HotPathTests {
    @Test func valueOnlyMatchersNeverStringifyWhenTheyPass() {
        let counter = StringifyCounter()
        let one = Probe(value: 1, counter: counter)
        let two = Probe(value: 2, counter: counter)
        let list = [one, two]
        let object = ProbeObject(counter)
        let error = ProbeError(code: 1, counter: counter)
        let otherError = ProbeError(code: 2, counter: counter)

        expect(one).to(equal(one))
        expect(one).toNot(equal(two))
        expect(one) == one
        expect(one) != two
        expect((one, two)).to(equal((one, two)))
        expect(one).toNot(beNil())
        expect(Probe?.none).to(beNil())
        expect(two).to(beGreaterThan(one))
        expect(two).to(beGreaterThanOrEqualTo(one))
        expect(one).to(beLessThan(two))
        expect(one).to(beLessThanOrEqualTo(two))
        expect(one).toNot(beLessThan(one))
        expect(one).to(beWithin(one..<two))
        expect(two).to(beWithin(one...two))
        expect(list).to(contain(one))
        expect(list).toNot(contain(Probe(value: 3, counter: counter)))
        expect(list).to(haveCount(2))
        expect(list).toNot(beEmpty())
        expect(list).to(beginWith(one))
        expect(list).to(endWith(two))
        expect(list).to(beginWith(prefix: [one]))
        expect(list).to(elementsEqual([one, two]))
        expect(list).toNot(elementsEqual([two, one]))
        expect(list).to(containElementSatisfying({ $0 == two }))
        expect(list).to(allPass { $0 <= two })
        expect(list).to(allPass(beLessThanOrEqualTo(two)))
        expect(list).toNot(allPass(beLessThan(two)))
        expect(one).to(satisfyAllOf(equal(one), beLessThan(two)))
        expect(one).to(equal(two) || equal(one))
        expect(one).toNot(equal(two) && equal(one))
        expect(one).to(not(equal(two)))
        expect(list).to(map(\.count, equal(2)))
        expect(list).to(map(\.first, equal(one)))
        expect(object).to(beIdenticalTo(object))
        expect(object).toNot(beIdenticalTo(ProbeObject(counter)))
        expect(object).to(beAnInstanceOf(ProbeObject.self))
        expect(object).to(beAKindOf(ProbeObject.self))
        expect(error as any Error).to(matchError(error))
        expect(error as any Error).toNot(matchError(otherError))
        expect(error as any Error).to(matchError(ProbeError.self))
        expect(Result<Probe, ProbeError>.success(one)).to(beSuccess())
        expect(Result<Probe, ProbeError>.success(one)).to(beSuccess(one))
        expect(Result<Probe, ProbeError>.success(one)).to(beSuccess(equal(one)))
        expect(Result<Probe, ProbeError>.failure(error)).to(beFailure())
        expect(Result<Probe, ProbeError>.failure(error)).to(beFailure(equal(error)))
        expect(Result<Probe, ProbeError>.failure(error)).toNot(beSuccess())

        #expect(counter.value == 0)
    }

    @Test func closureMatchersNeverStringifyWhenTheyPass() {
        let counter = StringifyCounter()
        let error = ProbeError(code: 1, counter: counter)
        expect { throw error }.to(throwError())
        expect { throw error }.to(throwError(error))
        expect { throw error }.to(throwError(errorType: ProbeError.self))
        expect { Probe(value: 1, counter: counter) }.toNot(throwError())
        #expect(counter.value == 0)
    }

    @Test func theCounterDoesCountFailures() {
        // The other tests mean something only if a failure does stringify these values.
        let counter = StringifyCounter()
        let one = Probe(value: 1, counter: counter)
        _ = failures { expect(one).to(equal(Probe(value: 2, counter: counter))) }
        #expect(counter.value > 0)
    }
}
