import Foundation

/// The heights of a section's rows: one base height, and the rows that differ from it (in row
/// order) with the running sum of their differences. Uniform rows cost nothing per row; a row's
/// offset is a binary search among the rows that differ.
struct TableSectionRows {
    let count: Int
    let base: CGFloat
    private var differing: [Int] = []
    private var heights: [CGFloat] = []
    /// `extra[i]`: the sum of (height - base) over `differing[0..<i]`.
    private var extra: [CGFloat] = [0]

    /// `count` rows of `base` height.
    init(count: Int, base: CGFloat) {
        self.count = count
        self.base = base
    }

    /// `count` rows of `base` height, but for the rows in `differing` (row, height), in any order.
    init(count: Int, base: CGFloat, differing pairs: [(row: Int, height: CGFloat)]) {
        self.count = count
        self.base = base
        for (row, height) in pairs.sorted(by: { $0.row < $1.row }) where row >= 0 && row < count && height != base {
            differing.append(row)
            heights.append(height)
            extra.append(extra[extra.count - 1] + height - base)
        }
    }

    /// Rows with the given heights; the first is the base.
    init(heights all: [CGFloat]) {
        count = all.count
        base = all.first ?? 0
        for (row, height) in all.enumerated() where height != base {
            differing.append(row)
            heights.append(height)
            extra.append(extra[extra.count - 1] + height - base)
        }
    }

    /// The number of differing rows before `row`.
    private func differingBefore(_ row: Int) -> Int {
        var low = 0, high = differing.count
        while low < high {
            let middle = (low + high) / 2
            if differing[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// The height of `row`.
    func height(ofRow row: Int) -> CGFloat {
        let index = differingBefore(row)
        return index < differing.count && differing[index] == row ? heights[index] : base
    }

    /// The top of `row` from the top of the first; `offset(ofRow: count)` is the total.
    func offset(ofRow row: Int) -> CGFloat {
        CGFloat(row) * base + extra[differingBefore(row)]
    }

    /// The height of every row together.
    var total: CGFloat { offset(ofRow: count) }

    /// The row covering `y` (from the top of the first row), or nil outside the rows.
    func row(at y: CGFloat) -> Int? {
        guard count > 0, y >= 0, y < total else { return nil }
        // The last row starting at or above y: a row of no height yields to the next.
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if offset(ofRow: middle) <= y { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Changes the height of one row.
    mutating func setHeight(_ height: CGFloat, ofRow row: Int) {
        guard row >= 0, row < count else { return }
        let index = differingBefore(row)
        let present = index < differing.count && differing[index] == row
        if present {
            if height == base {
                differing.remove(at: index)
                heights.remove(at: index)
            } else {
                heights[index] = height
            }
        } else {
            guard height != base else { return }
            differing.insert(row, at: index)
            heights.insert(height, at: index)
        }
        // The running sums from the change on.
        extra.removeSubrange((index + 1)...)
        for position in index..<differing.count { extra.append(extra[position] + heights[position] - base) }
    }
}
