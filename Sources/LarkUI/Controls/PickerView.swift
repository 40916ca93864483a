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
    /// A row's styled title (used when `titleForRow` gives none). Default: nil.
    func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// A view for a row, reusing `view` when given. Default: nil.
    func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View
    /// A component's width. Default: the picker's width shared equally.
    func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat
    /// A component's row height. Default: 32 points.
    func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat
}

extension PickerViewDelegate {
    /// Default: nil.
    public func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Default: does nothing.
    public func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Default: nil.
    public func pickerView(_ pickerView: PickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// Default: a label showing the row's title (the model asks only from
    /// `view(forRow:forComponent:)`).
    public func pickerView(_ pickerView: PickerView, viewForRow row: Int, forComponent component: Int, reusing view: View?) -> View {
        let label = view as? Label ?? Label()
        label.text = pickerView.title(forRow: row, inComponent: component)
        return label
    }
    /// Default: the picker's width shared equally.
    public func pickerView(_ pickerView: PickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
    /// Default: 32 points.
    public func pickerView(_ pickerView: PickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
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
            ?? delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component)?.string
    }

    /// Forgets nothing (the model caches no rows); present for UIKit code that calls it.
    open func reloadAllComponents() {}

    /// Reloads one component (the model caches no rows: it asks the data source on every read).
    open func reloadComponent(_ component: Int) {}

    /// The size of a row in `component`: the delegate's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else { return CGSize(width: bounds.width / CGFloat(max(numberOfComponents, 1)), height: 32) }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component), height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The view the delegate makes for a row (nil without a delegate or for a row that does not
    /// exist).
    open func view(forRow row: Int, forComponent component: Int) -> View? {
        guard let delegate, row >= 0, row < numberOfRows(inComponent: component) else { return nil }
        return delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
    }

    /// Whether the selection indicator shows (deprecated in UIKit; stored).
    open var showsSelectionIndicator = true
}
