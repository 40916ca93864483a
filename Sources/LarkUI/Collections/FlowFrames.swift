import Foundation

/// The frames a flow layout computed in `prepare()`: per section, the item frames, the header
/// and footer, and the section's extent along the scrolling axis, so that queries for a
/// rectangle look only at the sections it meets.
@MainActor
struct FlowFrames {
    struct Section {
        var items: [CGRect] = []
        var header: CGRect?
        var footer: CGRect?
        var extent: ClosedRange<CGFloat> = 0...0
    }

    var sections: [Section] = []
    var contentSize: CGSize = .zero
    var vertical = true

    init() {}

    init(layout: CollectionViewFlowLayout, collectionView: CollectionView) {
        vertical = layout.scrollDirection == .vertical
        let delegate = collectionView.delegate as? CollectionViewDelegateFlowLayout
        let size = collectionView.bounds.size
        // Work in flow coordinates: `u` along a line, `v` across lines (down when vertical).
        let lineLength = vertical ? size.width : size.height
        var v: CGFloat = 0
        for section in 0..<collectionView.numberOfSections {
            let count = collectionView.numberOfItems(inSection: section)
            let inset = delegate?.collectionView(collectionView, layout: layout, insetForSectionAt: section) ?? layout.sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: layout, minimumLineSpacingForSectionAt: section) ?? layout.minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: layout, minimumInteritemSpacingForSectionAt: section) ?? layout.minimumInteritemSpacing
            let headerSize = delegate?.collectionView(collectionView, layout: layout, referenceSizeForHeaderInSection: section) ?? layout.headerReferenceSize
            let footerSize = delegate?.collectionView(collectionView, layout: layout, referenceSizeForFooterInSection: section) ?? layout.footerReferenceSize
            // Insets before and after along the line, and before and after across lines.
            let (uBefore, uAfter, vBefore, vAfter) = vertical
                ? (inset.left, inset.right, inset.top, inset.bottom)
                : (inset.top, inset.bottom, inset.left, inset.right)
            var result = Section()
            let start = v
            let headerDepth = vertical ? headerSize.height : headerSize.width
            if headerDepth > 0 { result.header = rect(u: 0, v: v, along: lineLength, across: headerDepth) }
            v += headerDepth + vBefore
            var line: [(index: Int, size: CGSize)] = []
            var u = uBefore
            var lineDepth: CGFloat = 0
            var frames = [CGRect](repeating: .zero, count: count)
            func finishLine() {
                var position = uBefore
                for entry in line {
                    let along = vertical ? entry.size.width : entry.size.height
                    let across = vertical ? entry.size.height : entry.size.width
                    frames[entry.index] = rect(u: position, v: v + (lineDepth - across) / 2, along: along, across: across)
                    position += along + itemSpacing
                }
            }
            for item in 0..<count {
                let itemSize = delegate?.collectionView(collectionView, layout: layout, sizeForItemAt: IndexPath(item: item, section: section)) ?? layout.itemSize
                let along = vertical ? itemSize.width : itemSize.height
                let across = vertical ? itemSize.height : itemSize.width
                if !line.isEmpty, u + along > lineLength - uAfter + 0.001 {
                    finishLine()
                    v += lineDepth + lineSpacing
                    line.removeAll()
                    u = uBefore
                    lineDepth = 0
                }
                line.append((item, itemSize))
                u += along + itemSpacing
                lineDepth = max(lineDepth, across)
            }
            if !line.isEmpty {
                finishLine()
                v += lineDepth
            }
            v += vAfter
            result.items = frames
            let footerDepth = vertical ? footerSize.height : footerSize.width
            if footerDepth > 0 { result.footer = rect(u: 0, v: v, along: lineLength, across: footerDepth) }
            v += footerDepth
            result.extent = start...max(start, v)
            sections.append(result)
        }
        contentSize = vertical ? CGSize(width: size.width, height: v) : CGSize(width: v, height: size.height)
    }

    private func rect(u: CGFloat, v: CGFloat, along: CGFloat, across: CGFloat) -> CGRect {
        vertical ? CGRect(x: u, y: v, width: along, height: across) : CGRect(x: v, y: u, width: across, height: along)
    }

    func item(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].items.indices.contains(indexPath.item) else { return nil }
        return CollectionViewLayoutAttributes(indexPath: indexPath, frame: sections[indexPath.section].items[indexPath.item])
    }

    func supplementary(ofKind kind: String, section: Int) -> CollectionViewLayoutAttributes? {
        guard sections.indices.contains(section) else { return nil }
        let frame = kind == CollectionView.elementKindSectionHeader ? sections[section].header
            : kind == CollectionView.elementKindSectionFooter ? sections[section].footer : nil
        guard let frame else { return nil }
        let attributes = CollectionViewLayoutAttributes(forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Elements meeting `rect` (overlap of area, not a shared edge). Sections outside the
    /// rectangle along the scrolling axis are skipped whole.
    func elements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        let low = vertical ? rect.minY : rect.minX
        let high = vertical ? rect.maxY : rect.maxX
        var result: [CollectionViewLayoutAttributes] = []
        for (index, section) in sections.enumerated() where section.extent.upperBound > low && section.extent.lowerBound < high {
            if let header = section.header, header.sharesArea(with: rect), let made = supplementary(ofKind: CollectionView.elementKindSectionHeader, section: index) {
                result.append(made)
            }
            for (item, frame) in section.items.enumerated() where frame.sharesArea(with: rect) {
                result.append(CollectionViewLayoutAttributes(indexPath: IndexPath(item: item, section: index), frame: frame))
            }
            if let footer = section.footer, footer.sharesArea(with: rect), let made = supplementary(ofKind: CollectionView.elementKindSectionFooter, section: index) {
                result.append(made)
            }
        }
        return result
    }
}
