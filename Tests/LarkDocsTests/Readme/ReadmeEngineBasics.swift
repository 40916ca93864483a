// A code block of README.md, verbatim: ReadmeCodeTests fails if they drift apart,
// and this file compiling (and, for tests, passing) proves that code works.

import Foundation
import LarkExpect

func engineBasics() throws {
    expect([1, 2, 3]).to(haveCount(3) && contain(2))
    expect(0.1 + 0.2).to(beCloseTo(0.3, within: 0.0001))
    expect { try JSONSerialization.jsonObject(with: Data("{".utf8)) }.to(throwError())
    let port = try require(Int("8080")).to(beGreaterThan(1024))  // unwrapped, or it throws
    expect(port) == 8080
}

func moreEngineBasics() throws {
    expect(2 + 2).to(equal(4))
    expect("lark").toNot(beEmpty(), description: "the name")
    expect(3) > 2
    let host = try unwrap(URL(string: "https://example.com")?.host)
    _ = host
}
