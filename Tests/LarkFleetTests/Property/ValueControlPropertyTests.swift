import Foundation
import Lark
import Testing

// Random action sequences on sliders, segmented controls, refresh controls and gesture
// recognizers, each against a small oracle: a refused action changes nothing and sends nothing;
// an accepted one sends exactly the events specified in docs/helpers.md; values stay in range.

@MainActor
private func hosted(_ view: View) -> Window {
    hostInWindow(view, frame: CGRect(x: 20, y: 20, width: 200, height: 200))
}

/// Counts a control's events by name, in order.
/// A log that closures can append to (a captured `var` would be a Sendable-capture warning).
@MainActor
private final class Log<Entry> {
    var entries: [Entry] = []
}

@MainActor
private func recordEvents(of control: Control) -> () -> [String] {
    let log = Log<String>()
    for (event, name) in [(Control.Event.touchDown, "down"), (.valueChanged, "changed"), (.touchUpInside, "up")] {
        control.addAction(Action { _ in log.entries.append(name) }, for: event)
    }
    return { defer { log.entries = [] }; return log.entries }
}

@Suite @MainActor struct ValueControlPropertyTests {
    @Test(arguments: 0..<20) func slidesAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x511D_E000 + seed)
        let slider = Slider()
        let window = hosted(slider)
        slider.minimumValue = Float(Int.random(in: -5...0, using: &random))
        slider.maximumValue = Float(Int.random(in: 1...5, using: &random))
        slider.value = slider.minimumValue
        let events = recordEvents(of: slider)
        for step in 0..<30 {
            if Int.random(in: 0..<6, using: &random) == 0 { slider.isEnabled.toggle() }
            let target = Float(Int.random(in: -14...14, using: &random)) / 2
            let before = slider.value
            let accepted = slider.isEnabled && (slider.minimumValue...slider.maximumValue).contains(target)
            do {
                try slider.slide(to: target)
                #expect(accepted, "seed \(seed) step \(step)")
                #expect(events() == (target == before ? ["down", "up"] : ["down", "changed", "up"]), "seed \(seed) step \(step)")
                #expect(slider.value == target)
            } catch {
                #expect(!accepted, "seed \(seed) step \(step)")
                #expect(error.kind == (slider.isEnabled ? .valueOutOfRange : .notEnabled))
                #expect(events().isEmpty && slider.value == before)
            }
            #expect((slider.minimumValue...slider.maximumValue).contains(slider.value))
        }
        withExtendedLifetime(window) {}
    }

    @Test(arguments: 0..<20) func segmentTapsAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x5E6E_0000 + seed)
        let titles = (0..<Int.random(in: 2...5, using: &random)).map { "S\($0)" }
        let control = SegmentedControl(items: titles)
        let window = hosted(control)
        var disabled = Set<Int>()
        for index in titles.indices where Int.random(in: 0..<4, using: &random) == 0 {
            control.setEnabled(false, forSegmentAt: index)
            disabled.insert(index)
        }
        let events = recordEvents(of: control)
        var selected = SegmentedControl.noSegment
        for step in 0..<30 {
            let index = Int.random(in: -1...titles.count, using: &random)
            let accepted = titles.indices.contains(index) && !disabled.contains(index)
            do {
                try control.selectSegment(at: index)
                #expect(accepted, "seed \(seed) step \(step)")
                #expect(events() == (index == selected ? ["down", "up"] : ["down", "changed", "up"]), "seed \(seed) step \(step)")
                selected = index
            } catch {
                #expect(!accepted, "seed \(seed) step \(step)")
                #expect(error.kind == (titles.indices.contains(index) ? .segmentNotEnabled : .noSuchSegment))
                #expect(events().isEmpty)
            }
            #expect(control.selectedSegmentIndex == selected, "seed \(seed) step \(step)")
        }
        withExtendedLifetime(window) {}
    }

    @Test(arguments: 0..<10) func pullsAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x9E11_0000 + seed)
        let feed = ScrollView()
        let window = hosted(feed)
        let refresh = RefreshControl()
        feed.refreshControl = refresh
        let pulls = Log<Void>()
        refresh.addAction(Action { _ in pulls.entries.append(()) }, for: .valueChanged)
        var refreshing = false, expectedPulls = 0
        for step in 0..<30 {
            switch Int.random(in: 0..<3, using: &random) {
            case 0:
                refresh.endRefreshing()
                refreshing = false
            default:
                try feed.pullToRefresh()
                if !refreshing { expectedPulls += 1 }
                refreshing = true
            }
            #expect(refresh.isRefreshing == refreshing && pulls.entries.count == expectedPulls, "seed \(seed) step \(step)")
        }
        withExtendedLifetime(window) {}
    }

    /// Random recognizers (random kinds, enabled states and failure requirements) and random
    /// gestures: the oracle says which recognizer fires, or which refusal comes first.
    @Test(arguments: 0..<30) func gesturesAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0x6E57_0000 + seed)
        let view = View()
        let window = hosted(view)
        let fired = Log<Int>()
        var recognizers: [GestureRecognizer] = []
        for id in 0..<Int.random(in: 0...5, using: &random) {
            let recognizer: GestureRecognizer
            switch Int.random(in: 0..<4, using: &random) {
            case 0:
                let tap = TapGestureRecognizer { _ in fired.entries.append(id) }
                tap.numberOfTapsRequired = Int.random(in: 1...2, using: &random)
                recognizer = tap
            case 1: recognizer = LongPressGestureRecognizer { recognizer in if recognizer.state == .ended { fired.entries.append(id) } }
            case 2:
                let swipe = SwipeGestureRecognizer { _ in fired.entries.append(id) }
                swipe.direction = Bool.random(using: &random) ? .left : [.left, .right]
                recognizer = swipe
            default: recognizer = PanGestureRecognizer { recognizer in if recognizer.state == .ended { fired.entries.append(id) } }
            }
            recognizer.isEnabled = Int.random(in: 0..<4, using: &random) != 0
            if let other = recognizers.randomElement(using: &random), Bool.random(using: &random) {
                recognizer.require(toFail: other)
            }
            recognizers.append(recognizer)
            view.addGestureRecognizer(recognizer)
        }
        for step in 0..<12 {
            let gesture = Int.random(in: 0..<5, using: &random)
            let matches: (GestureRecognizer) -> Bool = switch gesture {
            case 0: { ($0 as? TapGestureRecognizer)?.numberOfTapsRequired == 1 }
            case 1: { ($0 as? TapGestureRecognizer)?.numberOfTapsRequired == 2 }
            case 2: { $0 is LongPressGestureRecognizer }
            case 3: { ($0 as? SwipeGestureRecognizer)?.direction.contains(.right) == true }
            default: { $0 is PanGestureRecognizer }
            }
            let candidates = recognizers.filter(matches)
            let enabled = candidates.filter(\.isEnabled)
            let recognizing = enabled.filter { recognizer in
                !recognizer.failureRequirements.contains { required in enabled.contains { $0 === required } }
            }
            let oracleKind: Fleet.GestureErrorKind? =
                candidates.isEmpty ? .noRecognizer : enabled.isEmpty ? .notEnabled : recognizing.isEmpty ? .notRecognized : nil
            fired.entries = []
            do {
                switch gesture {
                case 0: try view.performTap()
                case 1: try view.performTap(taps: 2)
                case 2: try view.performLongPress()
                case 3: try view.performSwipe(.right)
                default: try view.performPan(by: CGPoint(x: 30, y: 0))
                }
                #expect(oracleKind == nil, "seed \(seed) step \(step)")
                // Without delegates no two recognize at once: the first free to decide wins
                // (docs/helpers.md, "Which recognizers recognize").
                #expect(fired.entries == recognizing.prefix(1).compactMap { r in recognizers.firstIndex { $0 === r } }, "seed \(seed) step \(step)")
            } catch {
                #expect(error.kind == oracleKind, "seed \(seed) step \(step)")
                #expect(fired.entries.isEmpty)
            }
            #expect(recognizers.allSatisfy { $0.state == .possible })
        }
        withExtendedLifetime(window) {}
    }

    /// Random multi-component pickers and random spins: the delegate hears exactly the spins
    /// that moved a wheel, each component keeps its own row, and refusals change nothing.
    @Test(arguments: 0..<20) func spinsAgreeWithTheOracle(seed: UInt64) throws {
        @MainActor final class Wheels: PickerViewDataSource, PickerViewDelegate {
            let rows: [Int]
            let heard = Log<String>()
            init(rows: [Int]) { self.rows = rows }
            func numberOfComponents(in pickerView: PickerView) -> Int { rows.count }
            func pickerView(_ pickerView: PickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
            func pickerView(_ pickerView: PickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component).\(row)" }
            func pickerView(_ pickerView: PickerView, didSelectRow row: Int, inComponent component: Int) { heard.entries.append("\(component).\(row)") }
        }
        var random = SeededGenerator(seed: 0x91C0_0000 + seed)
        let wheels = Wheels(rows: (0..<Int.random(in: 1...3, using: &random)).map { _ in Int.random(in: 1...4, using: &random) })
        let picker = PickerView()
        let window = hosted(picker)
        picker.dataSource = wheels
        picker.delegate = wheels
        var shown = wheels.rows.map { _ in 0 }
        for step in 0..<30 {
            let component = Int.random(in: 0...wheels.rows.count, using: &random)
            let row = Int.random(in: -1...4, using: &random)
            let accepted = wheels.rows.indices.contains(component) && (0..<wheels.rows[component]).contains(row)
            wheels.heard.entries = []
            do {
                if Bool.random(using: &random) { try picker.selectRow(row, inComponent: component) }
                else { try picker.selectRow(withTitle: "\(component).\(row)", inComponent: component) }
                #expect(accepted, "seed \(seed) step \(step)")
                #expect(wheels.heard.entries == (shown[component] == row ? [] : ["\(component).\(row)"]), "seed \(seed) step \(step)")
                shown[component] = row
            } catch {
                #expect(!accepted, "seed \(seed) step \(step)")
                #expect(error.kind == .noSuchRow)
                #expect(wheels.heard.entries.isEmpty)
            }
            #expect(wheels.rows.indices.map { picker.selectedRow(inComponent: $0) } == shown, "seed \(seed) step \(step)")
        }
        withExtendedLifetime(window) {}
    }

    @Test(arguments: 0..<10) func datesAgreeWithTheOracle(seed: UInt64) throws {
        var random = SeededGenerator(seed: 0xDA7E_0000 + seed)
        let picker = DatePicker()
        let window = hosted(picker)
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(10 * 3_600)
        picker.date = start
        let events = recordEvents(of: picker)
        for step in 0..<30 {
            let date = start.addingTimeInterval(Double(Int.random(in: -2...12, using: &random)) * 3_600)
            let before = picker.date
            do {
                try picker.choose(date)
                #expect((start...picker.maximumDate!).contains(date), "seed \(seed) step \(step)")
                #expect(events() == (date == before ? ["down", "up"] : ["down", "changed", "up"]), "seed \(seed) step \(step)")
            } catch {
                #expect(error.kind == .valueOutOfRange && !(start...picker.maximumDate!).contains(date), "seed \(seed) step \(step)")
                #expect(events().isEmpty && picker.date == before)
            }
        }
        withExtendedLifetime(window) {}
    }
}
