import Foundation

/// A bar a container lays along an edge of its view: the navigation bar and toolbar of a
/// navigation controller, the tab bar of a tab bar controller. Bars sit inside the container's
/// safe area, cover the top of the visible child's view (or its bottom), and the child's root
/// view counts what they cover as unsafe, as Apple documents for a view controller's root view
/// ("the insets account for the status bar, other visible bars").
struct ContainerBar {
    /// The edge the bar lies along.
    enum Edge {
        case top, bottom
    }

    /// The bar.
    let view: View
    /// Its edge.
    let edge: Edge
    /// Its height above the safe area's edge (44 for navigation bars and toolbars, 49 for tab bars).
    let height: CGFloat
    /// Whether its frame also covers the unsafe strip beyond it (a tab bar reaches the bottom of
    /// the screen; a toolbar stops at the safe area).
    let reachesScreenEdge: Bool
    /// Whether content shows through it (content extends under a translucent bar by default).
    let isTranslucent: Bool
}

extension ViewController {
    /// Places the container's bars for the root view's size and safe area, and the visible
    /// child's view under them (or beside an opaque bar it does not extend under). Run by the
    /// layout pass just before `viewWillLayoutSubviews`; a moved bar changes the child's safe area.
    func layoutContainerBars() {
        let bars = containerBars
        guard !bars.isEmpty, let root = viewIfLoaded else { return }
        let safe = root.computedSafeAreaInsets()
        var moved = false
        for bar in bars {
            let frame: CGRect = switch bar.edge {
            case .top:
                CGRect(x: 0, y: safe.top, width: root.bounds.width, height: bar.height)
            case .bottom:
                CGRect(x: 0, y: root.bounds.height - safe.bottom - bar.height, width: root.bounds.width,
                       height: bar.height + (bar.reachesScreenEdge ? safe.bottom : 0))
            }
            if bar.view.frame != frame {
                bar.view.frame = frame
                moved = true
            }
        }
        for child in children {
            guard let childView = child.viewIfLoaded, childView.superview === root else { continue }
            var frame = root.bounds
            for bar in bars where bar.covers(root) && !child.extends(under: bar) {
                switch bar.edge {
                case .top: frame = CGRect(x: frame.minX, y: bar.view.frame.maxY, width: frame.width, height: max(0, frame.maxY - bar.view.frame.maxY))
                case .bottom: frame.size.height = max(0, bar.view.frame.minY - frame.minY)
                }
            }
            if childView.frame != frame {
                childView.frame = frame
                moved = true
            }
        }
        if moved { LayoutEngineRegistry.safeAreaDidChange(in: root) }
    }

    /// What the container's visible bars cover of `childView` (a child's root view in the
    /// container's root view), as insets of the child view.
    func barInsets(forChildView childView: View) -> EdgeInsets {
        guard let root = viewIfLoaded, childView.superview === root else { return .zero }
        var insets = EdgeInsets.zero
        for bar in containerBars where bar.covers(root) {
            switch bar.edge {
            case .top: insets.top = max(insets.top, bar.view.frame.maxY - childView.frame.minY)
            case .bottom: insets.bottom = max(insets.bottom, childView.frame.maxY - bar.view.frame.minY)
            }
        }
        return insets
    }

    /// Whether the controller's view extends under `bar`: the edge is in `edgesForExtendedLayout`,
    /// and the bar is translucent or `extendedLayoutIncludesOpaqueBars` (Apple's rules).
    private func extends(under bar: ContainerBar) -> Bool {
        let edge: RectEdge = bar.edge == .top ? .top : .bottom
        return edgesForExtendedLayout.contains(edge) && (bar.isTranslucent || extendedLayoutIncludesOpaqueBars)
    }
}

extension ContainerBar {
    /// Whether the bar is shown in the container's root view.
    @MainActor
    func covers(_ root: View) -> Bool {
        !view.isHidden && view.superview === root
    }
}
