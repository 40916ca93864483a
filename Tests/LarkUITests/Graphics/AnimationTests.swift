import Foundation
import LarkUI
import Testing

/// Records delegate calls in order, as a view that is its animations' delegate would.
@MainActor
private final class AnimationLog: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ anim: CAAnimation) { events.append("start \(anim.value(forKey: "id") as? String ?? "?")") }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(anim.value(forKey: "id") as? String ?? "?") \(flag)")
    }
}

@Suite("CAAnimation recording, CATransaction and CADisplayLink")
@MainActor
struct AnimationTests {
    @Test func aFiniteAnimationStartsAndFinishesAtOnceAndStaysReadable() {
        let log = AnimationLog()
        let layer = CALayer()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.fromValue = 1
        fade.toValue = 0
        fade.duration = 0.3
        fade.setValue("fade", forKey: "id")
        fade.delegate = log
        layer.add(fade, forKey: "fade")
        #expect(log.events == ["start fade", "stop fade true"])
        let recorded = layer.animation(forKey: "fade") as? CABasicAnimation
        #expect(recorded?.keyPath == "opacity")
        #expect(recorded?.toValue as? Int == 0)
        #expect(recorded?.duration == 0.3)
        #expect(recorded !== fade)  // a copy, as Core Animation keeps
        #expect(recorded?.delegate == nil)  // released once stopped
        #expect(fade.delegate === log)  // the caller's object is untouched
        #expect(layer.opacity == 1)  // nothing moves
        #expect(layer.animationKeys() == ["fade"])
        layer.removeAnimation(forKey: "fade")
        #expect(log.events.count == 2)
        #expect(layer.animationKeys() == nil)
    }

    @Test func aForeverAnimationOnlyStartsUntilRemoved() {
        let log = AnimationLog()
        let layer = CALayer()
        let spin = CABasicAnimation(keyPath: "transform.rotation.z")
        spin.fromValue = 0
        spin.toValue = Double.pi * 2
        spin.repeatCount = .infinity
        spin.setValue("spin", forKey: "id")
        spin.delegate = log
        layer.add(spin, forKey: "spin")
        #expect(log.events == ["start spin"])
        #expect((layer.animation(forKey: "spin") as? CABasicAnimation)?.repeatCount == .infinity)
        // Adding under the same key replaces it: the running one stops unfinished.
        let again = spin.copy() as? CABasicAnimation
        again?.setValue("again", forKey: "id")
        layer.add(again ?? spin, forKey: "spin")
        #expect(log.events == ["start spin", "stop spin false", "start again"])
        layer.removeAllAnimations()
        #expect(log.events == ["start spin", "stop spin false", "start again", "stop again false"])
        #expect(layer.animation(forKey: "spin") == nil)
    }

    @Test func groupsKeyframesSpringsAndTransitionsAreStored() {
        let layer = CAShapeLayer()
        let stroke = CABasicAnimation(keyPath: "strokeEnd")
        let shake = CAKeyframeAnimation(keyPath: "position.x")
        shake.values = [0, 10, -10, 0]
        shake.keyTimes = [0, 0.25, 0.75, 1]
        shake.timingFunctions = [CAMediaTimingFunction(name: .easeIn)]
        shake.calculationMode = .cubic
        let group = CAAnimationGroup()
        group.animations = [stroke, shake]
        group.duration = 1
        group.fillMode = .forwards
        group.isRemovedOnCompletion = false
        group.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
        layer.add(group, forKey: nil)
        #expect(layer.animationKeys() == nil)  // added without a key: not retrievable by one
        layer.add(group, forKey: "group")
        let recorded = layer.animation(forKey: "group") as? CAAnimationGroup
        #expect(recorded?.animations?.count == 2)
        #expect((recorded?.animations?.last as? CAKeyframeAnimation)?.keyTimes == [0, 0.25, 0.75, 1])
        #expect(recorded?.fillMode == .forwards && recorded?.isRemovedOnCompletion == false)
        #expect(recorded?.timingFunction == CAMediaTimingFunction(controlPoints: 0.42, 0, 0.58, 1))
        let spring = CASpringAnimation(keyPath: "transform.scale")
        #expect(spring.mass == 1 && spring.stiffness == 100 && spring.damping == 10 && spring.initialVelocity == 0)
        // Underdamped (ζ = 0.5, ω₀ = 10): the envelope e^(−5t) reaches 0.1% at ln(1000)/5.
        #expect(isClose(CGFloat(spring.settlingDuration), log(1000) / 5))
        spring.damping = 0
        #expect(spring.settlingDuration == .infinity)
        let transition = CATransition()
        transition.type = .push
        transition.subtype = .fromRight
        layer.add(transition, forKey: kCATransition)
        #expect((layer.animation(forKey: kCATransition) as? CATransition)?.subtype == .fromRight)
        var point: [Float] = [0, 0]
        CAMediaTimingFunction(name: .easeOut).getControlPoint(at: 2, values: &point)
        #expect(point == [0.58, 1])
    }

    @Test func aViewThatIsItsAnimationsDelegateIsFreedAfterAFiniteAnimation() {
        final class PulsingView: View, CAAnimationDelegate {
            var stopped = false
            func pulse() {
                let pulse = CABasicAnimation(keyPath: "transform.scale")
                pulse.delegate = self
                layer.add(pulse, forKey: "pulse")
            }
            func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stopped = flag }
        }
        weak var weakView: PulsingView?
        do {
            let view = PulsingView()
            view.pulse()
            #expect(view.stopped)
            weakView = view
        }
        #expect(weakView == nil)
    }

    @Test func transactionsRunTheirCompletionAtCommit() {
        var events: [String] = []
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        CATransaction.setAnimationDuration(0.5)
        CATransaction.setCompletionBlock { events.append("outer") }
        #expect(CATransaction.disableActions())
        #expect(CATransaction.animationDuration() == 0.5)
        CATransaction.begin()
        #expect(!CATransaction.disableActions())
        CATransaction.setCompletionBlock { events.append("inner") }
        let log = AnimationLog()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.delegate = log
        fade.setValue("fade", forKey: "id")
        CALayer().add(fade, forKey: "fade")
        CATransaction.commit()
        #expect(events == ["inner"])
        #expect(log.events == ["start fade", "stop fade true"])
        CATransaction.commit()
        #expect(events == ["inner", "outer"])
        #expect(CATransaction.depth == 0)
        CATransaction.commit()  // unbalanced: ignored
        // Outside begin/commit the completion runs at once.
        CATransaction.setCompletionBlock { events.append("implicit") }
        #expect(events.last == "implicit")
    }

    @Test func displayLinksStepOnlyWhileScheduledAndRunning() {
        var frames: [CFTimeInterval] = []
        let link = CADisplayLink { frames.append($0.timestamp) }
        #expect(!link.step())
        link.add(to: .main, forMode: .common)
        link.preferredFramesPerSecond = 50
        #expect(link.step() && link.step())
        #expect(isClose(CGFloat(frames.last ?? 0), 0.04))
        #expect(isClose(CGFloat(link.targetTimestamp), 0.06))
        link.isPaused = true
        #expect(!link.step())
        link.isPaused = false
        link.invalidate()
        #expect(!link.step() && link.isInvalidated)
        #expect(frames.count == 2)
        #expect(CACurrentMediaTime() > 0)
    }

    @Test func layerTimeConvertsThroughSpeedAndOffset() {
        let layer = CALayer()
        let now = CACurrentMediaTime()
        #expect(layer.convertTime(now, from: nil) == now)
        // The pause idiom: speed 0 and timeOffset at the paused time.
        let paused = layer.convertTime(now, from: nil)
        layer.speed = 0
        layer.timeOffset = paused
        #expect(layer.convertTime(now + 10, from: nil) == paused)
        layer.speed = 2
        layer.timeOffset = 0
        layer.beginTime = 1
        #expect(layer.convertTime(5, from: nil) == 8)
        #expect(layer.convertTime(8, to: nil) == 5)
    }
}
