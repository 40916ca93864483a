import LarkExpect
import XCTest

final class ErrorTests: XCTestCase {
    func testThrowAnyError() {
        XCTAssertTrue(passes {
            expect { throw Weather.rain }.to(throwError())
            expect { }.toNot(throwError())
            expect { 1 }.toNot(throwError())
        })
        XCTAssertEqual(failures { expect { }.to(throwError()) }, ["expected to throw any error, got no error"])
        XCTAssertEqual(failures { expect { throw Weather.rain }.toNot(throwError()) }, ["expected to not throw any error, got <rain>"])
        // Nil is an ordinary value: a closure returning nil simply throws nothing.
        XCTAssertEqual(failures { expect { nil as Int? }.to(throwError()) }, ["expected to throw any error, got no error"])
        XCTAssertTrue(passes { expect { nil as Int? }.toNot(throwError()) })
    }

    func testThrowSpecificError() {
        XCTAssertTrue(passes {
            expect { throw Weather.rain }.to(throwError(Weather.rain))
            expect { throw Weather.rain }.toNot(throwError(Weather.snow))
            expect { throw Coded.code(1) }.to(throwError(Coded.code(1)))
            expect { throw Coded.code(1) }.toNot(throwError(Coded.code(2)))
            expect { throw NonEquatable.boom }.to(throwError(NonEquatable.boom))
            expect { throw NonEquatable.boom }.toNot(throwError(NonEquatable.bang(0)))
        })
        XCTAssertEqual(failures { expect { throw Weather.rain }.to(throwError(Weather.snow)) }, ["expected to throw error <snow>, got <rain>"])
        XCTAssertEqual(failures { expect { throw Coded.code(1) }.to(throwError(Coded.code(2))) }, ["expected to throw error <code(2)>, got <code(1)>"])
        XCTAssertEqual(failures { expect { throw Weather.rain }.toNot(throwError(Weather.rain)) }, ["expected to not throw error <rain>, got <rain>"])
        XCTAssertEqual(failures { expect { }.to(throwError(NonEquatable.boom)) }, ["expected to throw error <boom>, got no error"])
    }

    func testThrowErrorType() {
        XCTAssertTrue(passes {
            expect { throw Weather.rain }.to(throwError(errorType: Weather.self))
            expect { throw Coded.code(1) }.toNot(throwError(errorType: Weather.self))
        })
        XCTAssertEqual(failures { expect { throw Coded.code(1) }.to(throwError(errorType: Weather.self)) },
                       ["expected to throw error from type <Weather>, got <code(1)>"])
        XCTAssertEqual(failures { expect { throw Weather.rain }.toNot(throwError(errorType: Weather.self)) },
                       ["expected to not throw error from type <Weather>, got <rain>"])
    }

    func testThrowErrorWithClosures() {
        XCTAssertTrue(passes {
            expect { throw Coded.code(42) }.to(throwError { (error: Coded) in expect(error).to(equal(.code(42))) })
            expect { throw Coded.code(42) }.to(throwError(errorType: Coded.self) { expect($0).to(equal(.code(42))) })
            expect { throw Coded.code(42) }.to(throwError(Coded.code(42)) { expect($0).to(equal(.code(42))) })
            expect { throw Weather.rain }.to(throwError { error in expect(error is Weather).to(beTrue()) })
        })
        // A failing expectation inside the closure is reported too, before the verdict.
        XCTAssertEqual(failures { expect { throw Coded.code(1) }.to(throwError { (error: any Error) in expect(error as? Coded).to(equal(.code(2))) }) },
                       ["expected to equal <code(2)>, got <code(1)>", "expected to throw error that satisfies block, got <code(1)>"])
        XCTAssertEqual(failures { expect { throw Coded.code(1) }.to(throwError(errorType: Coded.self) { expect($0).to(equal(.code(2))) }) },
                       ["expected to equal <code(2)>, got <code(1)>", "expected to throw error from type <Coded> that satisfies block, got <code(1)>"])
        XCTAssertEqual(failures { expect { throw Weather.rain }.to(throwError(Weather.snow) { _ in }) },
                       ["expected to throw error <snow> that satisfies block, got <rain>"])
        XCTAssertEqual(failures { expect { }.to(throwError { (_: Coded) in XCTFail("must not run") }) },
                       ["expected to throw error from type <Coded> that satisfies block, got no error"])
        XCTAssertEqual(failures { expect { }.to(throwError { (_: any Error) in XCTFail("must not run") }) },
                       ["expected to throw error that satisfies block, got no error"])
    }

    func testThrowErrorKeepsTheValueForChaining() {
        XCTAssertTrue(passes { expect { 5 }.toNot(throwError()).to(equal(5)) })
    }

    func testMatchError() {
        XCTAssertEqual(checkMatcher(
            matchError(Weather.rain), matching: Weather.rain as any Error, notMatching: Weather.snow as any Error,
            to: "expected to match error <rain>, got <snow>", toNot: "expected to not match error <rain>, got <rain>",
            nilTo: "expected to match error <rain>, got no error" + beNilHint,
            nilToNot: "expected to not match error <rain>, got no error" + beNilHint), [])
        XCTAssertTrue(passes {
            expect(Weather.rain).to(matchError(Weather.self))
            expect(Coded.code(1)).to(matchError(Coded.code(1)))
            expect(Coded.code(1)).toNot(matchError(Coded.code(2)))
            expect(NonEquatable.boom).to(matchError(NonEquatable.boom))
            expect(NonEquatable.boom).toNot(matchError(NonEquatable.bang(0)))
        })
        XCTAssertEqual(failures { expect(Weather.rain).to(matchError(Coded.self)) }, ["expected to match error from type <Coded>, got <rain>"])
        XCTAssertEqual(failures { expect(Coded.code(1)).to(matchError(Coded.code(2))) }, ["expected to match error <code(2)>, got <code(1)>"])
    }

    func testBeSuccess() {
        typealias R = Result<Int, Coded>
        XCTAssertEqual(checkMatcher(
            beSuccess(), matching: R.success(1), notMatching: R.failure(.code(1)),
            to: "expected to be <success(Int)>, got <failure(code(1))>", toNot: "expected to not be <success(Int)>, got <success(1)>",
            nilTo: "expected to be <success(Int)>, got <nil>" + beNilHint, nilToNot: "expected to not be <success(Int)>, got <nil>" + beNilHint), [])
        XCTAssertEqual(checkMatcher(
            beSuccess(1), matching: R.success(1), notMatching: R.success(2),
            to: "expected to be <success(Int)> that equals 1, got <success(2)>",
            toNot: "expected to not be <success(Int)> that equals 1, got <success(1)>",
            nilTo: "expected to be <success(Int)> that equals 1, got <nil>" + beNilHint,
            nilToNot: "expected to not be <success(Int)> that equals 1, got <nil>" + beNilHint), [])
        XCTAssertEqual(failures { expect(R.success(1)).to(beSuccess(equal(2))) },
                       ["expected to be <success(Int)> that satisfies matcher, got <success(1)>\nexpected to equal <2>, got 1"])
        XCTAssertEqual(failures { expect(R.failure(.code(1))).to(beSuccess(equal(2))) },
                       ["expected to be <success(Int)> that satisfies matcher, got <failure(code(1))>"])
        XCTAssertTrue(passes { expect(R.success(2)).to(beSuccess(equal(2))); expect(R.success(2)).toNot(beSuccess(equal(1))) })
        XCTAssertTrue(passes { expect(R.success(2)).to(beSuccess { expect($0).to(equal(2)) }) })
        XCTAssertEqual(failures { expect(R.success(1)).to(beSuccess { _ in fail("inner") }) },
                       ["inner", "expected to be <success(Int)> that satisfies block, got <success(1)>"])
    }

    func testBeFailure() {
        typealias R = Result<Int, Coded>
        XCTAssertEqual(checkMatcher(
            beFailure(), matching: R.failure(.code(1)), notMatching: R.success(1),
            to: "expected to be <failure(Coded)>, got <success(1)>", toNot: "expected to not be <failure(Coded)>, got <failure(code(1))>",
            nilTo: "expected to be <failure(Coded)>, got <nil>" + beNilHint,
            nilToNot: "expected to not be <failure(Coded)>, got <nil>" + beNilHint), [])
        XCTAssertEqual(failures { expect(R.failure(.code(1))).to(beFailure(equal(.code(2)))) },
                       ["expected to be <failure(Coded)> that satisfies matcher, got <failure(code(1))>\nexpected to equal <code(2)>, got code(1)"])
        XCTAssertEqual(failures { expect(Result<Int, any Error>.failure(Coded.code(3))).to(beFailure(matchError(Coded.code(1)))) },
                       ["expected to be <failure(Error)> that satisfies matcher, got <failure(code(3))>\nexpected to match error <code(1)>, got <code(3)>"])
        XCTAssertTrue(passes { expect(R.failure(.code(1))).to(beFailure { expect($0).to(equal(.code(1))) }) })
        XCTAssertEqual(failures { expect(R.failure(.code(1))).to(beFailure { expect($0).to(equal(.code(2))) }) },
                       ["expected to equal <code(2)>, got <code(1)>", "expected to be <failure(Coded)> that satisfies block, got <failure(code(1))>"])
    }
}

/// Not `Equatable` (it has an associated value), so `throwError`/`matchError` compare domain and code.
private enum NonEquatable: Error {
    case boom, bang(Int)
}
