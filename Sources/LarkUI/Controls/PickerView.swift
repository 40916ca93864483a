import Foundation

/// Supplies a picker's components and rows, like `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol PickerViewDataSource: AnyObject {
    /// How many spinning wheels there are.
    func numberOfComponents(in pickerView: PickerView) -> Int
    /// How many rows a wheel has.
    func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int
}

/// Names a picker's rows and hears a user's choice, like `UIPickerViewDelegate`.
@preconcurrency @MainActor
public protocol PickerViewDelegate: AnyObject {
    /// A row's title. Default: nil.
    func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A user stopped a wheel at a row. Default: nothing.
    func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int)
}

extension PickerViewDelegate {
    /// Default: nil.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Default: does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
}

/// Spinning wheels of rows, like `UIPickerView`. Counts come live from the data source. Selecting
/// in code (`selectRow(_:inComponent:animated:)`) calls no delegate method, as in UIKit; a user's
/// spin is Fleet's `selectRow(_:inComponent:)`.
@preconcurrency @MainActor
open class PickerView: View {
    /// Supplies the components and rows (held weakly).
    open weak var dataSource: PickerViewDataSource?
    /// Names the rows and hears the user's choices (held weakly).
    open weak var delegate: PickerViewDelegate?
    private var selected: [Int: Int] = [:]

    /// How many components the data source reports (0 without one).
    open var numberOfComponents: Int { dataSource?.numberOfComponents(in: self) ?? 0 }

    /// How many rows a component has (0 for one that does not exist).
    open func numberOfRows(inComponent component: Int) -> Int {
        guard let dataSource, component >= 0, component < numberOfComponents else { return 0 }
        return dataSource.pickerView(self, numberOfRowsInComponent: component)
    }

    /// The row a component shows; -1 when the component has no rows or does not exist.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selected[component] ?? 0, rows - 1)
    }

    /// Turns a component to a row without calling the delegate; ignored for rows that do not exist.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard row >= 0, row < numberOfRows(inComponent: component) else { return }
        selected[component] = row
    }

    /// The delegate's title for a row, if any.
    open func title(forRow row: Int, inComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// Forgets nothing (the model caches no rows); present for UIKit code that calls it.
    open func reloadAllComponents() {}
}
