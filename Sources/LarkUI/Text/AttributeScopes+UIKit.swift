import Foundation

// UIKit's attribute scope for Swift's `AttributedString` (`AttributeScopes.UIKitAttributes`), so
// `string.font = .systemFont(ofSize: 17)` and `NSAttributedString(string)` compile and keep the
// attributes. Foundation on Linux lets a module declare a scope; it has no bridge of its own
// from `AttributedString` to `NSAttributedString`, so the model converts this scope's
// attributes and Foundation's `link`.

extension AttributeScopes {
    /// The attributes UIKit adds to `AttributedString`, with Foundation's.
    public struct UIKitAttributes: AttributeScope {
        /// The font.
        public let font: FontAttribute
        /// The text colour.
        public let foregroundColor: ForegroundColorAttribute
        /// The background colour.
        public let backgroundColor: BackgroundColorAttribute
        /// Letter spacing, in points.
        public let kern: KernAttribute
        /// Letter spacing that also turns off ligatures, in points.
        public let tracking: TrackingAttribute
        /// Baseline offset, in points.
        public let baselineOffset: BaselineOffsetAttribute
        /// Underline.
        public let underlineStyle: UnderlineStyleAttribute
        /// Underline colour.
        public let underlineColor: UnderlineColorAttribute
        /// Strike-through.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// Strike-through colour.
        public let strikethroughColor: StrikethroughColorAttribute
        /// Outline colour.
        public let strokeColor: StrokeColorAttribute
        /// Outline width.
        public let strokeWidth: StrokeWidthAttribute
        /// Slant.
        public let obliqueness: ObliquenessAttribute
        /// Horizontal stretch.
        public let expansion: ExpansionAttribute
        /// Foundation's attributes.
        public let foundation: FoundationAttributes

        /// The font.
        public enum FontAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Font
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSFont"
        }

        /// The text colour.
        public enum ForegroundColorAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSColor"
        }

        /// The background colour.
        public enum BackgroundColorAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSBackgroundColor"
        }

        /// Letter spacing, in points.
        public enum KernAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSKern"
        }

        /// Letter spacing that also turns off ligatures, in points.
        public enum TrackingAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSTracking"
        }

        /// Baseline offset, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSBaselineOffset"
        }

        /// Underline.
        public enum UnderlineStyleAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = NSUnderlineStyle
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSUnderline"
        }

        /// Underline colour.
        public enum UnderlineColorAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSUnderlineColor"
        }

        /// Strike-through.
        public enum StrikethroughStyleAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = NSUnderlineStyle
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSStrikethrough"
        }

        /// Strike-through colour.
        public enum StrikethroughColorAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSStrikethroughColor"
        }

        /// Outline colour.
        public enum StrokeColorAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = Color
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSStrokeColor"
        }

        /// Outline width.
        public enum StrokeWidthAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSStrokeWidth"
        }

        /// Slant.
        public enum ObliquenessAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSObliqueness"
        }

        /// Horizontal stretch.
        public enum ExpansionAttribute: AttributedStringKey {
            /// The value's type.
            public typealias Value = CGFloat
            /// The `NSAttributedString.Key` it stands for.
            public static let name = "NSExpansion"
        }
    }

    /// UIKit's scope, for APIs that take a scope key path.
    public var uiKit: UIKitAttributes.Type { UIKitAttributes.self }
}

extension AttributeDynamicLookup {
    /// Lets `string.font`, `string.foregroundColor`, ... read and write UIKit's attributes.
    public subscript<T: AttributedStringKey>(dynamicMember keyPath: KeyPath<AttributeScopes.UIKitAttributes, T>) -> T {
        self[T.self]
    }
}

extension NSAttributedString {
    /// The characters of `attributedString` with its UIKit attributes (and `link`).
    public convenience init(_ attributedString: AttributedString) {
        let result = NSMutableAttributedString(string: String(attributedString.characters))
        var location = 0
        for run in attributedString.runs {
            let length = String(attributedString[run.range].characters).utf16.count
            let range = NSRange(location: location, length: length)
            location += length
            func add<Key: AttributedStringKey>(_ key: Key.Type, _ value: (Key.Value) -> Any = { $0 }) where Key.Value: Sendable {
                if let found = run[Key.self] { result.addAttribute(NSAttributedString.Key(Key.name), value: value(found), range: range) }
            }
            typealias UIKit = AttributeScopes.UIKitAttributes
            add(UIKit.FontAttribute.self)
            add(UIKit.ForegroundColorAttribute.self)
            add(UIKit.BackgroundColorAttribute.self)
            add(UIKit.KernAttribute.self)
            add(UIKit.TrackingAttribute.self)
            add(UIKit.BaselineOffsetAttribute.self)
            add(UIKit.UnderlineStyleAttribute.self) { $0.rawValue }
            add(UIKit.UnderlineColorAttribute.self)
            add(UIKit.StrikethroughStyleAttribute.self) { $0.rawValue }
            add(UIKit.StrikethroughColorAttribute.self)
            add(UIKit.StrokeColorAttribute.self)
            add(UIKit.StrokeWidthAttribute.self)
            add(UIKit.ObliquenessAttribute.self)
            add(UIKit.ExpansionAttribute.self)
            if let link = run.link { result.addAttribute(.link, value: link, range: range) }
        }
        self.init(attributedString: result)
    }
}
