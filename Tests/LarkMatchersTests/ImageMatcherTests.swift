import Lark
import XCTest

/// haveImage for image views and buttons (identity comparison of images).
@MainActor
final class ImageMatcherTests: XCTestCase {
    let turtle = Image(named: "turtle")
    let crab = Image(named: "crab")

    func testImageViewWithAnImage() async {
        let imageView = ImageView(image: turtle)
        XCTAssertEqual(outcomes(imageView, haveImage(turtle)), .matches(
            toNot: "expected to not have image Image(named: \"turtle\"), got <ImageView> (image: Image(named: \"turtle\"))"))
        XCTAssertEqual(outcomes(imageView, haveImage(crab)), .doesNotMatch(
            "expected to have image Image(named: \"crab\"), got <ImageView> (image: Image(named: \"turtle\"))"))
        XCTAssertEqual(outcomes(imageView, haveImage()), .matches(
            toNot: "expected to not have an image, got <ImageView> (image: Image(named: \"turtle\"))"))
        XCTAssertEqual(outcomes(imageView, haveImage(nil)), .doesNotMatch(
            "expected to have image nil, got <ImageView> (image: Image(named: \"turtle\"))"))
    }

    func testImageViewWithoutAnImage() async {
        let imageView = ImageView(image: nil)
        XCTAssertEqual(outcomes(imageView, haveImage()), .doesNotMatch("expected to have an image, got <ImageView> (image: nil)"))
        XCTAssertEqual(outcomes(imageView, haveImage(crab)), .doesNotMatch(
            "expected to have image Image(named: \"crab\"), got <ImageView> (image: nil)"))
        // Absence can be asserted directly (the reference failed both ways, M10).
        XCTAssertEqual(outcomes(imageView, haveImage(nil)), .matches(
            toNot: "expected to not have image nil, got <ImageView> (image: nil)"))
    }

    func testImagesCompareByIdentity() async {
        let size = CGSize(width: 4, height: 4)
        let drawn = Image(size: size)
        let imageView = ImageView(image: drawn)
        XCTAssertEqual(status(imageView, haveImage(drawn)), .matches)
        XCTAssertEqual(status(imageView, haveImage(Image(size: size))), .doesNotMatch)
        XCTAssertEqual(status(ImageView(image: Image(named: "turtle")), haveImage(turtle)), .matches)
    }

    func testNilImageView() async {
        XCTAssertEqual(outcomes(nil as ImageView?, haveImage(turtle)), .fails(nilMessage("have image Image(named: \"turtle\")")))
        XCTAssertEqual(outcomes(nil as ImageView?, haveImage()), .fails(nilMessage("have an image")))
    }

    func testButtonImagesPerState() async {
        let button = Fixture.button("Play")
        button.setImage(turtle, for: .normal)
        XCTAssertEqual(outcomes(button, haveImage(turtle)), .matches(
            toNot: "expected to not have image Image(named: \"turtle\") for .normal, got <Button \"Play\"> (image(for: .normal): Image(named: \"turtle\"))"))
        XCTAssertEqual(outcomes(button, haveImage(crab)), .doesNotMatch(
            "expected to have image Image(named: \"crab\") for .normal, got <Button \"Play\"> (image(for: .normal): Image(named: \"turtle\"))"))
        XCTAssertEqual(status(button, haveImage(for: .normal)), .matches)
        // States without an image of their own fall back to the normal image.
        XCTAssertEqual(status(button, haveImage(turtle, for: .disabled)), .matches)
        button.setImage(crab, for: .selected)
        XCTAssertEqual(outcomes(button, haveImage(turtle, for: .selected)), .doesNotMatch(
            "expected to have image Image(named: \"turtle\") for .selected, got <Button \"Play\"> (image(for: .selected): Image(named: \"crab\"))"))
    }

    func testButtonWithoutImage() async {
        let button = Fixture.button("Play")
        XCTAssertEqual(outcomes(button, haveImage(for: .normal)), .doesNotMatch(
            "expected to have an image for .normal, got <Button \"Play\"> (image(for: .normal): nil)"))
        XCTAssertEqual(outcomes(button, haveImage()), .doesNotMatch(
            "expected to have an image for .normal, got <Button \"Play\"> (image(for: .normal): nil)"))
        XCTAssertEqual(status(button, haveImage(nil)), .matches)
        XCTAssertEqual(outcomes(nil as Button?, haveImage(turtle)), .fails(nilMessage("have image Image(named: \"turtle\") for .normal")))
        XCTAssertEqual(outcomes(nil as Button?, haveImage(for: .normal)), .fails(nilMessage("have an image for .normal")))
    }
}
