import Foundation
import LarkTestContext

/// Passes when the notifications posted on `center` while the expression is evaluated
/// satisfy `predicate` (which sees them as an array, in posting order).
///
/// ```swift
/// expect { store.save() }.to(postNotifications(equal([saved]), from: center))
/// expect { store.reload() }.to(postNotifications(contain(reloaded)))
/// ```
///
/// Observation starts when the predicate is created and ends when it is released, so
/// notifications posted from other threads during the evaluation are seen too. The
/// expression's value is not judged; nil is fine.
///
/// Message: `predicate`'s expectation with the notifications as the actual value, e.g.
/// `expected to equal <[name = Foo, object = nil, userInfo = nil]>, got no notifications`.
///
/// (Nimble's `postDistributedNotifications` has no counterpart: `DistributedNotificationCenter`
/// does not exist outside macOS.)
public func postNotifications<Out>(
    _ predicate: Predicate<[Notification]>,
    from center: NotificationCenter = .default
) -> Predicate<Out> {
    let collector = NotificationCollector(observing: center)
    return Predicate { actual in
        _ = try actual.evaluate()
        let notifications = collector.log.notifications
        let result = try predicate.satisfies(elementExpression(notifications, actual.location))
        return PredicateResult(status: result.status, message: notificationsMessage(result.message, notifications))
    }
}

/// The inner predicate's expectation, with the notifications (or `no notifications`) as the
/// actual value.
func notificationsMessage(_ message: ExpectationMessage, _ notifications: [Notification]) -> ExpectationMessage {
    let actual = notifications.isEmpty ? "no notifications" : "<\(stringify(notifications))>"
    return message.replacedExpectation { .expectedCustomValueTo($0.expectedMessage, actual: actual) }
}

/// Observes every notification on a center for as long as it lives.
final class NotificationCollector {
    let log = NotificationLog()
    private let center: NotificationCenter
    private let token: any NSObjectProtocol

    init(observing center: NotificationCenter) {
        self.center = center
        let log = self.log
        token = center.addObserver(forName: nil, object: nil, queue: nil) { notification in
            log.append(notification)
        }
    }

    deinit {
        center.removeObserver(token)
    }
}

/// The notifications seen so far; appended to from whichever thread posts.
final class NotificationLog: Sendable {
    /// `Notification` is not `Sendable` (its `object` and `userInfo` are `Any`). This wrapper is
    /// safe because the log never reads or mutates either: it stores immutable `Notification`
    /// values under the mutex and returns copies, so the only access to a notification's contents
    /// is by the predicate that reads them afterwards — the same hand-over NotificationCenter
    /// itself makes when it delivers a notification to an observer on the posting thread.
    private struct Posted: @unchecked Sendable {
        let notification: Notification
    }

    private let storage = Locked<[Posted]>([])

    var notifications: [Notification] { storage.withLock { $0.map(\.notification) } }

    func append(_ notification: Notification) {
        let posted = Posted(notification: notification)
        storage.withLock { $0.append(posted) }
    }
}
