import Foundation
@testable import LarkExpect
import Testing

@Suite struct RenderTests {
    @Test func scalarsStringsAndOptionals() {
        let table: [(value: Any?, rendering: String)] = [
            (30, "30"),
            (Int?.some(30), "30"),
            (Int??.some(.some(30)) as Any?, "30"),
            (Int?.none, "nil"),
            (nil, "nil"),
            (-2.5, "-2.5"),
            (Float(1), "1.0"),
            (UInt8(7), "7"),
            (true, "true"),
            ("a\"b\n", #""a\"b\n""#),
            ("tab\there\\\u{1}", #""tab\there\\\u{1}""#),
            (Character("x"), #""x""#),
            ("lark"[...], #""lark""#),
            (Int.self, "Int.self"),
            (Money(cents: 1234), "$12.34"),
            (Date(timeIntervalSinceReferenceDate: 0), "2001-01-01T00:00:00Z"),
            (Date(timeIntervalSinceReferenceDate: 0.25), "2001-01-01T00:00:00.250Z"),
            (URL(string: "https://example.com/a?b=1"), "https://example.com/a?b=1"),
            (UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"), "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"),
            (Decimal(string: "1.25"), "1.25"),
            (Data("hello".utf8), "Data(5 bytes: 68656c6c6f)"),
            (Data(count: 1_024), "Data(1,024 bytes)"),
        ]
        for (value, rendering) in table {
            #expect(Diagnostics.render(value) == rendering)
        }
    }

    @Test func structuresEnumsAndTuples() {
        let table: [(value: Any?, rendering: String)] = [
            (RenderUser(name: "Ann", roles: ["admin", "ops"], age: 30), #"RenderUser(name: "Ann", roles: ["admin", "ops"], age: 30)"#),
            (RenderShape.circle(radius: 2), ".circle(radius: 2.0)"),
            (RenderShape.square(3), ".square(3.0)"),
            (RenderShape.pair(1, 2), ".pair(1, 2)"),
            (RenderShape.none, ".none"),
            (RenderShape?.some(.none), ".none"),
            (Result<Int, CancellationError>.success(5), ".success(5)"),
            ((1, "a"), #"(1, "a")"#),
            ((x: 1, y: 2), "(x: 1, y: 2)"),
        ]
        for (value, rendering) in table {
            #expect(Diagnostics.render(value) == rendering)
        }
    }

    @Test func collectionsInAStableOrder() {
        let table: [(value: Any?, rendering: String)] = [
            ([Int](), "[]"),
            ([1, nil, 3] as [Int?], "[1, nil, 3]"),
            (["b": 2, "a": 1, "c": 3], #"["a": 1, "b": 2, "c": 3]"#),
            ([String: Int](), "[:]"),
            ([2: [3], 1: [1, 2]] as [Int: [Int]], "[1: [1, 2], 2: [3]]"),
            (Set([3, 1, 2]), "Set([1, 2, 3])"),
            (Set(["b", "a"]), #"Set(["a", "b"])"#),
        ]
        for (value, rendering) in table {
            #expect(Diagnostics.render(value) == rendering)
        }
    }

    @Test func wideValuesSpanIndentedLines() {
        let users = [
            RenderUser(name: "Ann", roles: ["admin", "ops"], age: 30),
            RenderUser(name: "Bob", roles: ["dev"], age: 41),
        ]
        #expect(Diagnostics.renderedLines(users) == [
            "[",
            #"  RenderUser(name: "Ann", roles: ["admin", "ops"], age: 30),"#,
            #"  RenderUser(name: "Bob", roles: ["dev"], age: 41)"#,
            "]",
        ])
        #expect(Diagnostics.render(users) == Diagnostics.renderedLines(users).joined(separator: "\n"))
    }

    @Test func cyclesAreShownNotFollowed() {
        let root = RenderTreeNode("root")
        _ = RenderTreeNode("child", parent: root)
        #expect(Diagnostics.renderedLines(root) == [
            "RenderTreeNode(",
            #"  name: "root","#,
            "  parent: nil,",
            "  children: [",
            #"    RenderTreeNode(name: "child", parent: <cycle: RenderTreeNode>, children: [])"#,
            "  ]",
            ")",
        ])
        let controller = SelfDelegatingController()
        controller.delegate = controller
        #expect(Diagnostics.renderedLines(controller) == [
            "SelfDelegatingController(",
            #"  title: "main","#,
            "  delegate: <cycle: SelfDelegatingController>",
            ")",
        ])
        controller.delegate = nil
    }

    @Test func largeValuesAreCut() {
        #expect(Diagnostics.render(Array(0..<10_000)) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, … (9,990 more)]")
        #expect(Diagnostics.render(Set(0..<100)) == "Set([0, 1, 10, 11, 12, 13, 14, 15, 16, 17, … (90 more)])")
        #expect(Diagnostics.render(String(repeating: "x", count: 250))
            == "\"" + String(repeating: "x", count: 200) + "\"… (50 more characters)")
    }

    @Test func deepValuesAreCut() {
        #expect(Diagnostics.render(nestedArrays(depth: 10_000))
            == String(repeating: "[", count: 12) + "…" + String(repeating: "]", count: 12))

        let list = makeLinkedList(count: 100_000)
        defer { list.tearDown() }
        let links = (0..<12).map { "ListLink(value: \($0), next: " }.joined()
        Diagnostics.$settings.withValue(DiagnosticsSettings(lineWidth: 10_000)) {
            #expect(Diagnostics.render(list.head) == links + "…" + String(repeating: ")", count: 12))
        }
        #expect(Diagnostics.renderedLines(list.head).count == 34)
    }

    @Test func settingsChangeTheCaps() {
        Diagnostics.$settings.withValue(DiagnosticsSettings(lineWidth: 40, maxElements: 2)) {
            #expect(Diagnostics.render([1, 2, 3]) == "[1, 2, … (1 more)]")
            #expect(Diagnostics.renderedLines(RenderUser(name: "Ann", roles: ["admin", "ops", "dev"], age: 30)) == [
                "RenderUser(",
                #"  name: "Ann","#,
                #"  roles: ["admin", "ops", … (1 more)],"#,
                "  age: 30",
                ")",
            ])
        }
        Diagnostics.$settings.withValue(.full) {
            #expect(Diagnostics.render(Array(0..<12)) == "[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]")
        }
    }

    @Test func theEnvironmentVariableAsksForFullOutput() {
        #expect(DiagnosticsSettings.fullOutputRequested(by: "1"))
        #expect(DiagnosticsSettings.fullOutputRequested(by: "true"))
        #expect(!DiagnosticsSettings.fullOutputRequested(by: "0"))
        #expect(!DiagnosticsSettings.fullOutputRequested(by: nil))
        #expect(DiagnosticsSettings.environment.maxDifferenceLines == 40)
    }
}
