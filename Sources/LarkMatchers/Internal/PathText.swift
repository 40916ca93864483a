import Foundation
import LarkUI

/// The chain from `subject` up to `end` (both included), top first. Failure messages only.
@MainActor
func chain(from subject: any ViewHierarchyNode, to end: any ViewHierarchyNode) -> [any ViewHierarchyNode] {
    var nodes: [any ViewHierarchyNode] = [subject]
    var node = subject
    while node !== end, let parent = node.parentNode {
        nodes.append(parent)
        node = parent
    }
    return nodes.reversed()
}

/// `View#root > StackView > Button "Save"`: the chain from the top to the subject. Long chains
/// keep their two top and two bottom nodes and the node at `highlight` (a distance from the
/// subject), and replace each run of other nodes with `… N more …`.
@MainActor
func pathText(from subject: any ViewHierarchyNode, to end: any ViewHierarchyNode, highlight: Int? = nil) -> String {
    let nodes = chain(from: subject, to: end)
    let count = nodes.count
    let limit = 12
    var kept = Set<Int>()
    if count <= limit {
        kept = Set(nodes.indices)
    } else {
        kept = [0, 1, count - 2, count - 1]
        if let highlight { kept.insert(count - 1 - highlight) }
    }
    var parts: [String] = []
    var skipped = 0
    for index in nodes.indices {
        if kept.contains(index) {
            if skipped > 0 { parts.append("… \(skipped) more …") }
            skipped = 0
            parts.append(nodes[index].nodeDescription)
        } else {
            skipped += 1
        }
    }
    return parts.joined(separator: " > ")
}
