import Foundation
import LarkExpect
import XCTest

final class NotificationTests: XCTestCase {
    let center = NotificationCenter()
    let foo = Notification(name: Notification.Name("Foo"), object: nil)
    let bar = Notification(name: Notification.Name("Bar"), object: nil)

    func testPassesWhenTheExpectedNotificationsArePosted() {
        XCTAssertTrue(passes {
            expect { self.center.post(self.foo) }.to(postNotifications(equal([foo]), from: center))
            expect { self.center.post(self.foo); self.center.post(self.bar) }.to(postNotifications(equal([foo, bar]), from: center))
            expect { }.to(postNotifications(beEmpty(), from: center))
            expect { self.center.post(self.bar) }.toNot(postNotifications(equal([foo]), from: center))
        })
    }

    func testFailureMessages() {
        XCTAssertEqual(failures { expect { }.to(postNotifications(equal([self.foo]), from: self.center)) },
                       ["expected to equal <\(stringify([foo]))>, got no notifications"])
        XCTAssertEqual(failures { expect { self.center.post(self.bar) }.to(postNotifications(equal([self.foo]), from: self.center)) },
                       ["expected to equal <\(stringify([foo]))>, got <\(stringify([bar]))>"])
        XCTAssertEqual(failures { expect { self.center.post(self.foo) }.toNot(postNotifications(equal([self.foo]), from: self.center)) },
                       ["expected to not equal <\(stringify([foo]))>, got <\(stringify([foo]))>"])
    }

    func testOnlyNotificationsOfTheCheckedCenterCount() {
        let other = NotificationCenter()
        XCTAssertTrue(passes { expect { other.post(self.foo) }.to(postNotifications(beEmpty(), from: center)) })
    }

    func testSeesNotificationsPostedFromOtherThreads() {
        XCTAssertTrue(passes {
            expect {
                let center = self.center
                let queue = OperationQueue()
                queue.addOperations([BlockOperation { center.post(name: Notification.Name("Bar"), object: nil) }], waitUntilFinished: true)
                center.post(self.foo)
            }.to(postNotifications(equal([bar, foo]), from: center))
        })
    }

    func testTheExpressionValueIsNotJudgedSoNilIsFine() {
        XCTAssertTrue(passes { expect { () -> Int? in self.center.post(self.foo); return nil }.to(postNotifications(contain(foo), from: center)) })
        XCTAssertEqual(status(postNotifications(beEmpty(), from: center) as Matcher<Int>, nil), .matches)
    }

    func testAnErrorThrownByTheExpressionIsReported() {
        XCTAssertEqual(failures { expect { throw Weather.rain }.to(postNotifications(beEmpty(), from: self.center)) },
                       ["unexpected error thrown: <rain>"])
    }
}
