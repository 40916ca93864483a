import LarkExpect
import LarkUI

/// Passes when the subject (an image view, or any `ImageDisplayer`) shows `image`. Images
/// compare by identity, as `UIImage` pointers do: an image equals itself and its copies, and
/// `Image(named:)` returns the same image for the same name. `nil` expects no image.
///
/// ```swift
/// expect(avatarView).to(haveImage(Image(named: "avatar")))
/// ```
///
/// Message: `expected to have image Image(named: "avatar"), got <ImageView> (image: nil)`.
@MainActor
public func haveImage<T: ImageDisplayer>(_ image: Image?) -> Predicate<T> {
    imagePredicate(image) { $0 }
}

/// `haveImage(_:)` for subjects seen as `any ImageDisplayer`.
@MainActor
func imagePredicate<T>(_ image: Image?, _ displayer: @escaping (T) -> any ImageDisplayer) -> Predicate<T> {
    subjectPredicate({ imageExpectation(image, state: nil) }, as: displayer) { subject in
        let actual = subject.displayedImage
        return Verdict(actual == image, facts: "image: \(described(actual))")
    }
}

/// Passes when the subject (any `ImageDisplayer`) shows some image.
///
/// ```swift
/// expect(avatarView).to(haveImage())
/// ```
///
/// Message: `expected to have an image, got <ImageView> (image: nil)`.
@MainActor
public func haveImage<T: ImageDisplayer>() -> Predicate<T> {
    anyImagePredicate { $0 }
}

/// `haveImage()` for subjects seen as `any ImageDisplayer`.
@MainActor
func anyImagePredicate<T>(_ displayer: @escaping (T) -> any ImageDisplayer) -> Predicate<T> {
    subjectPredicate({ "have an image" }, as: displayer) { subject in
        let actual = subject.displayedImage
        return Verdict(actual != nil, facts: "image: \(described(actual))")
    }
}

/// Passes when the button's image for `state` (`image(for:)`, which falls back to the
/// `.normal` image) is `image`, by identity. `nil` expects no image.
///
/// ```swift
/// expect(playButton).to(haveImage(Image(systemName: "play")))
/// ```
///
/// Message: `expected to have image Image(systemName: "play") for .normal, got <Button> (image(for: .normal): nil)`.
@MainActor
public func haveImage<B: Button>(_ image: Image?, for state: Control.State = .normal) -> Predicate<B> {
    subjectPredicate({ imageExpectation(image, state: state) }) { button in
        let actual = button.image(for: state)
        return Verdict(actual == image, facts: "image(for: \(stateText(state))): \(described(actual))")
    }
}

/// Passes when the button has an image for `state` (falling back to `.normal`).
///
/// ```swift
/// expect(playButton).to(haveImage(for: .normal))
/// ```
///
/// Message: `expected to have an image for .normal, got <Button> (image(for: .normal): nil)`.
@MainActor
public func haveImage<B: Button>(for state: Control.State = .normal) -> Predicate<B> {
    subjectPredicate({ "have an image for \(stateText(state))" }) { button in
        let actual = button.image(for: state)
        return Verdict(actual != nil, facts: "image(for: \(stateText(state))): \(described(actual))")
    }
}

/// `have image X` (`have image nil`), plus ` for <state>` for buttons.
private func imageExpectation(_ image: Image?, state: Control.State?) -> String {
    let base = "have image \(described(image))"
    return state.map { "\(base) for \(stateText($0))" } ?? base
}
