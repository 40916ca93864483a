import Foundation

extension NSLayoutConstraint {
    /// The standard space between a view and its superview's edge in a visual format (`|-[a]`).
    static let standardEdgeSpacing: CGFloat = 20

    /// The constraints a format of Apple's Visual Format Language describes, not activated, as
    /// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`:
    /// `H:|-20-[name(>=80@750)]-[other(==name)]-(>=8)-|`. `-` alone is the standard space (8
    /// points between views, 20 to the superview's edge); a connection left out joins the views.
    /// `options` lines the views up across the axis and picks a horizontal format's direction.
    ///
    /// UIKit raises on a format it cannot parse, an unknown name, or an alignment along the
    /// format's own axis: the model fails the running test with the reason and returns no
    /// constraints.
    public static func constraints(withVisualFormat format: String, options: FormatOptions = [], metrics: [String: Any]? = nil, views: [String: Any]) -> [NSLayoutConstraint] {
        let parsed: VisualFormat
        do throws(VisualFormat.ParseError) {
            parsed = try VisualFormat(parsing: format, metrics: metrics ?? [:], views: views)
        } catch {
            let caret = String(repeating: " ", count: error.position) + "^"
            modelFault("Unable to parse constraint format: \(error.reason)\n\(format.filter { !$0.isWhitespace })\n\(caret)")
            return []
        }
        return parsed.constraints(options: options, format: format)
    }
}

extension VisualFormat {
    /// The constraints of the format, in the order of the format.
    func constraints(options: NSLayoutConstraint.FormatOptions, format: String) -> [NSLayoutConstraint] {
        let alignments = options.alignmentAttributes
        let alongAxis: Set<NSLayoutConstraint.Attribute> = isVertical ? [.top, .bottom, .centerY, .firstBaseline, .lastBaseline] : [.left, .right, .leading, .trailing, .centerX]
        if let wrong = alignments.first(where: { alongAxis.contains($0) }) {
            modelFault("Unable to parse constraint format: options align the views on \(wrong), which is along the format's own \(isVertical ? "vertical" : "horizontal") axis.\n\(format)")
            return []
        }
        if (edgeNeedsSuperview(leadingEdge) || edgeNeedsSuperview(trailingEdge)), views.contains(where: { $0.view.superview == nil }) {
            modelFault("Unable to interpret '|' character, because the related view doesn't have a superview.\n\(format)")
            return []
        }
        // The start and end of the axis, and whether the format runs backwards (right to left).
        let direction = options.intersection(.directionMask)
        let start: NSLayoutConstraint.Attribute, end: NSLayoutConstraint.Attribute
        var backwards = false
        if isVertical {
            (start, end) = (.top, .bottom)
        } else if direction == .directionLeftToRight {
            (start, end) = (.left, .right)
        } else if direction == .directionRightToLeft {
            (start, end) = (.right, .left)
            backwards = true
        } else {
            (start, end) = (.leading, .trailing)
        }
        let length: NSLayoutConstraint.Attribute = isVertical ? .height : .width
        let baselines = isVertical && options.contains(.spacingBaselineToBaseline)
        var made: [NSLayoutConstraint] = []

        /// `later` after `earlier` by the connection: `later.start == earlier.end + c`, written the
        /// other way round when the format runs backwards, so the constant is always the gap.
        func space(_ connection: Connection, earlier: (AnyObject, NSLayoutConstraint.Attribute), later: (AnyObject, NSLayoutConstraint.Attribute), standard: CGFloat) {
            let predicates: [Predicate]
            switch connection {
            case .adjacent: predicates = [Predicate(relation: .equal, object: .constant(0), priority: .required)]
            case .standard: predicates = [Predicate(relation: .equal, object: .constant(standard), priority: .required)]
            case .predicates(let list): predicates = list
            }
            for predicate in predicates {
                guard case .constant(let gap) = predicate.object else { continue }
                let (first, second) = backwards ? (earlier, later) : (later, earlier)
                let constraint = NSLayoutConstraint(item: first.0, attribute: first.1, relatedBy: predicate.relation, toItem: second.0, attribute: second.1, multiplier: 1, constant: gap)
                constraint.priority = predicate.priority
                made.append(constraint)
            }
        }

        if let leadingEdge, let first = views.first?.view, let superview = first.superview {
            space(leadingEdge, earlier: (superview, start), later: (first, start), standard: NSLayoutConstraint.standardEdgeSpacing)
        }
        for (index, entry) in views.enumerated() {
            for predicate in entry.predicates {
                let constraint: NSLayoutConstraint
                switch predicate.object {
                case .constant(let value):
                    constraint = NSLayoutConstraint(item: entry.view, attribute: length, relatedBy: predicate.relation, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: value)
                case .view(let other):
                    constraint = NSLayoutConstraint(item: entry.view, attribute: length, relatedBy: predicate.relation, toItem: other, attribute: length, multiplier: 1, constant: 0)
                }
                constraint.priority = predicate.priority
                made.append(constraint)
            }
            guard index > 0 else { continue }
            let previous = views[index - 1].view
            let connection = connections[index - 1]
            if baselines {
                space(connection, earlier: (previous, .lastBaseline), later: (entry.view, .firstBaseline), standard: View.systemSpacing)
            } else {
                space(connection, earlier: (previous, end), later: (entry.view, start), standard: View.systemSpacing)
            }
            for attribute in alignments {
                made.append(NSLayoutConstraint(item: previous, attribute: attribute, relatedBy: .equal, toItem: entry.view, attribute: attribute, multiplier: 1, constant: 0))
            }
        }
        if let trailingEdge, let last = views.last?.view, let superview = last.superview {
            space(trailingEdge, earlier: (last, end), later: (superview, end), standard: NSLayoutConstraint.standardEdgeSpacing)
        }
        return made
    }

    private func edgeNeedsSuperview(_ connection: Connection?) -> Bool { connection != nil }
}
