// A code block of README.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Foundation
import LarkExpect

func engineBasics() throws {
    expect(2 + 2).to(equal(4))
    expect("lark").toNot(beEmpty(), description: "the name")
    expect([1, 2, 3]).to(haveCount(3) && contain(2))
    expect(0.1 + 0.2).to(beCloseTo(0.3, within: 0.0001))
    expect { try JSONSerialization.jsonObject(with: Data("{".utf8)) }.to(throwError())
    expect(3) > 2

    // `require` throws on failure and returns the checked value, unwrapped.
    let port = try require(Int("8080")).to(beGreaterThan(1024))
    let host = try unwrap(URL(string: "https://example.com")?.host)
    _ = (port, host)
}
