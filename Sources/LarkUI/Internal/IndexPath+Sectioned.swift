import Foundation

extension IndexPath {
    /// Whether this is a `[section, row or item]` path of an existing row or item. `sections`
    /// and `elements(section)` are asked only once the indices before them are in range, so the
    /// data source hears no question about a path that is already out.
    func isValid(sections: @autoclosure () -> Int, elements: (Int) -> Int) -> Bool {
        count == 2 && section >= 0 && section < sections() && self[1] >= 0 && self[1] < elements(section)
    }
}
