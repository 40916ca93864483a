import Foundation
import Lark
import Testing

/// `find` and `findAll` over random trees of labels and buttons with random texts, positions,
/// sizes, clipping and hidden ancestors, against an oracle that decides top-down what a user
/// sees and sorts by absolute position.
@Suite("Queries agree with an oracle")
@MainActor
struct QueryPropertyTests {
    private static let texts = ["Save", "Cancel", "Save ", ""]

    @MainActor
    private struct Node {
        let view: View
        let order: Int
        var text: String? {
            if let label = view as? Label { return label.text }
            return (view as? Button)?.currentTitle
        }
    }

    private func randomTree(_ random: inout SeededGenerator) -> (root: View, nodes: [Node]) {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        var views: [View] = [root]
        for _ in 0..<Int.random(in: 1...40, using: &random) {
            let frame = CGRect(
                x: [-50, 0, 0, 20, 150, 320].randomElement(using: &random)!, y: [-50, 0, 0, 20, 150, 320].randomElement(using: &random)!,
                width: [0, 40, 200, 200].randomElement(using: &random)!, height: [0, 40, 200, 200].randomElement(using: &random)!)
            let view: View
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                let label = Label(frame: frame)
                label.text = Self.texts.randomElement(using: &random)
                view = label
            case 1:
                let button = Button(frame: frame)
                button.setTitle(Self.texts.randomElement(using: &random), for: .normal)
                view = button
            default:
                view = View(frame: frame)
            }
            view.isHidden = Int.random(in: 0..<8, using: &random) == 0
            view.alpha = Int.random(in: 0..<10, using: &random) == 0 ? 0 : 1
            view.clipsToBounds = Bool.random(using: &random)
            views.randomElement(using: &random)!.addSubview(view)
            views.append(view)
        }
        // Tree order, as a depth-first walk from the root.
        var nodes: [Node] = []
        var stack = [root]
        while let view = stack.popLast() {
            nodes.append(Node(view: view, order: nodes.count))
            stack.append(contentsOf: view.subviews.reversed())
        }
        return (root, nodes)
    }

    /// The view's frame in the root's coordinates, and whether a user sees it.
    private func oracle(_ view: View, root: View) -> (origin: CGPoint, seen: Bool) {
        var chain = [view]
        while chain.last! !== root, let parent = chain.last!.superview { chain.append(parent) }
        chain.reverse()  // root first
        var origin = CGPoint.zero
        var clip: CGRect?  // the visible area so far, in root coordinates
        var seen = true
        for (index, node) in chain.enumerated() {
            if index > 0 {
                origin.x += node.frame.minX
                origin.y += node.frame.minY
            }
            if node.isHidden || node.alpha < 0.01 || node.frame.width <= 0 || node.frame.height <= 0 { seen = false }
            let rect = CGRect(origin: origin, size: node.frame.size)
            if index == chain.count - 1 {
                if let clip, !(rect.minX < clip.maxX && rect.maxX > clip.minX && rect.minY < clip.maxY && rect.maxY > clip.minY) { seen = false }
            } else if node.clipsToBounds {
                clip = clip.map { $0.intersection(rect) } ?? rect
                if clip!.isNull || clip!.isEmpty { seen = false }
            }
        }
        return (origin, seen)
    }

    @Test(arguments: 0..<6)
    func findAllAndFindAgreeWithTheOracle(batch: UInt64) throws {
        var random = SeededGenerator(seed: 0xF1ED_0000 + batch)
        var single = 0, none = 0, several = 0
        for iteration in 0..<150 {
            let (root, nodes) = randomTree(&random)
            let text = Self.texts.randomElement(using: &random)!
            let context = Comment(rawValue: "seed batch \(batch), iteration \(iteration), text \(String(reflecting: text))\n\(root.recursiveDescription)")
            let matching = nodes.filter { $0.view !== root && $0.text == text }
            let judged = matching.map { ($0, oracle($0.view, root: root)) }
            let expected = judged.filter(\.1.seen)
                .sorted { ($0.1.origin.y, $0.1.origin.x, $0.0.order) < ($1.1.origin.y, $1.1.origin.x, $1.0.order) }
                .map(\.0.view)
            let found = try root.findAll(where: .text(text))
            #expect(found.map(ObjectIdentifier.init) == expected.map(ObjectIdentifier.init), context)
            let everything = try root.findAll(where: .text(text), includingHidden: true)
            #expect(Set(everything.map(ObjectIdentifier.init)) == Set(matching.map { ObjectIdentifier($0.view) }), context)
            do {
                let one = try root.find(where: .text(text))
                #expect(expected.count == 1 && one === expected[0], context)
                single += 1
            } catch {
                switch error.kind {
                case .notFound:
                    #expect(expected.isEmpty, context)
                    #expect(error.hidden.count == matching.count, context)
                    none += 1
                case .severalFound:
                    #expect(error.matches.count == expected.count && expected.count > 1, context)
                    several += 1
                case .nothingToSearch:
                    Issue.record(Comment(rawValue: "a view always has something to search: \(context.rawValue)"))
                }
            }
        }
        #expect(single > 15 && none > 15 && several > 5, "one: \(single), none: \(none), several: \(several)")
    }
}
