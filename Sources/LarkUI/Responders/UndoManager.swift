import Foundation

/// Foundation's `UndoManager`, which Linux's Foundation lacks: a stack of undo actions and one
/// of redo actions. An action registered while undoing goes on the redo stack, as in Foundation;
/// groups (explicit or none) make one step each.
open class UndoManager {
    private struct Step {
        var actions: [() -> Void] = []
        var name = ""
    }

    private var undoStack: [Step] = []
    private var redoStack: [Step] = []
    private var openGroup: Step?
    private var groupDepth = 0

    /// Whether `undo()` is running.
    public private(set) var isUndoing = false
    /// Whether `redo()` is running.
    public private(set) var isRedoing = false
    /// While false, registrations are dropped.
    public private(set) var isUndoRegistrationEnabled = true
    /// Kept for source compatibility; the model makes groups only where asked.
    open var groupsByEvent = true
    /// How many steps are kept (0: no limit).
    open var levelsOfUndo = 0

    /// An empty undo manager.
    public init() {}

    /// Whether there is a step to undo.
    open var canUndo: Bool { !undoStack.isEmpty }
    /// Whether there is a step to redo.
    open var canRedo: Bool { !redoStack.isEmpty }
    /// The name of the step `undo()` would undo.
    open var undoActionName: String { undoStack.last?.name ?? "" }
    /// The name of the step `redo()` would redo.
    open var redoActionName: String { redoStack.last?.name ?? "" }

    /// Registers `handler` to run with `target` when the current step is undone.
    open func registerUndo<Target: AnyObject>(withTarget target: Target, handler: @escaping (Target) -> Void) {
        register { [weak target] in if let target { handler(target) } }
    }

    /// Names the step being registered (shown by an Undo menu item).
    open func setActionName(_ actionName: String) {
        if openGroup != nil { openGroup?.name = actionName } else if !undoStack.isEmpty, collecting == nil { undoStack[undoStack.count - 1].name = actionName }
    }

    /// Opens a group: registrations until the matching `endUndoGrouping()` make one step.
    open func beginUndoGrouping() {
        if groupDepth == 0 { openGroup = Step() }
        groupDepth += 1
    }

    /// Closes the group `beginUndoGrouping()` opened.
    open func endUndoGrouping() {
        guard groupDepth > 0 else { return }
        groupDepth -= 1
        if groupDepth == 0, let group = openGroup {
            openGroup = nil
            if !group.actions.isEmpty { push(group) }
        }
    }

    /// Undoes the last step; what it registers becomes a redo step.
    open func undo() {
        guard let step = undoStack.popLast() else { return }
        isUndoing = true
        if let opposite = replay(step) { redoStack.append(opposite) }
        isUndoing = false
    }

    /// Redoes the last undone step; what it registers becomes an undo step again.
    open func redo() {
        guard let step = redoStack.popLast() else { return }
        isRedoing = true
        if let opposite = replay(step) { undoStack.append(opposite) }
        isRedoing = false
    }

    /// Forgets every step.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Stops recording registrations until `enableUndoRegistration()`.
    open func disableUndoRegistration() { isUndoRegistrationEnabled = false }
    /// Records registrations again.
    open func enableUndoRegistration() { isUndoRegistrationEnabled = true }

    private var collecting: [() -> Void]?

    private func register(_ action: @escaping () -> Void) {
        guard isUndoRegistrationEnabled else { return }
        if collecting != nil { collecting?.append(action); return }
        if openGroup != nil { openGroup?.actions.append(action); return }
        push(Step(actions: [action]))
    }

    private func push(_ step: Step) {
        undoStack.append(step)
        if !isRedoing { redoStack.removeAll() }
        if levelsOfUndo > 0, undoStack.count > levelsOfUndo { undoStack.removeFirst(undoStack.count - levelsOfUndo) }
    }

    /// Runs a step's actions newest first; what they register is the opposite step.
    private func replay(_ step: Step) -> Step? {
        collecting = []
        for action in step.actions.reversed() { action() }
        let registered = collecting ?? []
        collecting = nil
        return registered.isEmpty ? nil : Step(actions: registered, name: step.name)
    }
}
