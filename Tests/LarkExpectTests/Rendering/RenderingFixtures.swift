import Foundation

// Values shared by the rendering tests (XCTest and Swift Testing).

struct RenderUser {
    var name: String
    var roles: [String]
    var age: Int
}

enum RenderShape {
    case circle(radius: Double)
    case square(Double)
    case pair(Int, Int)
    case none
}

/// A parent that holds its children and children that point back: a reference cycle.
final class RenderTreeNode {
    var name: String
    weak var parent: RenderTreeNode?
    var children: [RenderTreeNode] = []

    init(_ name: String, parent: RenderTreeNode? = nil) {
        self.name = name
        self.parent = parent
        parent?.children.append(self)
    }
}

/// A controller that is its own delegate.
final class SelfDelegatingController {
    var title = "main"
    var delegate: AnyObject?
}

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100 < 10 ? "0" : "")\(cents % 100)" }
}

final class ListLink {
    var value: Int
    var next: ListLink?

    init(_ value: Int) {
        self.value = value
    }
}

/// A linked list `count` long, and a teardown that frees it without recursing once per link
/// (releasing a long list link by link from the head would overflow the stack).
func makeLinkedList(count: Int) -> (head: ListLink, tearDown: () -> Void) {
    let head = ListLink(0)
    var last = head
    for value in 1..<count {
        let link = ListLink(value)
        last.next = link
        last = link
    }
    return (head, {
        var next = head.next
        head.next = nil
        while let link = next {
            next = link.next
            link.next = nil
        }
    })
}

/// `[[[...0...]]]`, `depth` arrays deep.
func nestedArrays(depth: Int, innermost: Int = 0) -> Any {
    var value: Any = innermost
    for _ in 0..<depth { value = [value] }
    return value
}
