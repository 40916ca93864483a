import Foundation

// Reading attributed text from document data, as UIKit adds to `NSAttributedString`. Linux has
// no HTML or RTF importer: HTML is read as its text (tags dropped, line breaks kept, common
// entities decoded) without its styling; plain text as it is; RTF is refused.

extension NSAttributedString {
    /// A document format (`NSAttributedString.DocumentType`).
    public struct DocumentType: RawRepresentable, Hashable, Sendable {
        /// The format's name.
        public let rawValue: String
        /// A format named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// HTML.
        public static let html = DocumentType(rawValue: "NSHTML")
        /// Plain text.
        public static let plain = DocumentType(rawValue: "NSPlainText")
        /// Rich text.
        public static let rtf = DocumentType(rawValue: "NSRTF")
        /// Rich text with attachments.
        public static let rtfd = DocumentType(rawValue: "NSRTFD")
    }

    /// An option for reading a document (`NSAttributedString.DocumentReadingOptionKey`).
    public struct DocumentReadingOptionKey: RawRepresentable, Hashable, Sendable {
        /// The option's name.
        public let rawValue: String
        /// An option named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The format (a `DocumentType`).
        public static let documentType = DocumentReadingOptionKey(rawValue: "DocumentType")
        /// The text encoding (a `String.Encoding` raw value).
        public static let characterEncoding = DocumentReadingOptionKey(rawValue: "CharacterEncoding")
        /// Attributes for text without its own.
        public static let defaultAttributes = DocumentReadingOptionKey(rawValue: "DefaultAttributes")
    }

    /// The text of a document: HTML as its text without styling, plain text as it is, in the
    /// given encoding (UTF-8 by default), with `.defaultAttributes` applied.
    ///
    /// The document attributes are not reported (Linux has no autoreleasing pointer; pass nil).
    ///
    /// - Throws: `CocoaError(.fileReadCorruptFile)` for RTF or undecodable data.
    public convenience init(data: Data, options: [DocumentReadingOptionKey: Any] = [:],
                            documentAttributes: UnsafeMutablePointer<NSDictionary?>?) throws {
        let encodingValue = options[.characterEncoding] as? UInt ?? String.Encoding.utf8.rawValue
        let type = options[.documentType] as? DocumentType ?? .plain
        guard type == .html || type == .plain, let source = String(data: data, encoding: String.Encoding(rawValue: encodingValue)) else {
            throw CocoaError(.fileReadCorruptFile)
        }
        let text = type == .html ? HTMLText.text(of: source) : source
        let attributes = options[.defaultAttributes] as? [NSAttributedString.Key: Any] ?? [:]
        self.init(string: text, attributes: attributes)
    }
}

/// HTML reduced to its text, for `NSAttributedString(data:options:documentAttributes:)`.
enum HTMLText {
    static func text(of html: String) -> String {
        var result = ""
        var index = html.startIndex
        while index < html.endIndex {
            if html[index] == "<", let close = html[index...].firstIndex(of: ">") {
                let tag = html[html.index(after: index)..<close].lowercased()
                let name = tag.split(whereSeparator: { $0 == " " || $0 == "/" }).first.map(String.init) ?? ""
                if name == "br" || (tag.hasPrefix("/") && ["p", "div", "li", "h1", "h2", "h3", "h4", "h5", "h6"].contains(String(tag.dropFirst()))) {
                    result.append("\n")
                }
                index = html.index(after: close)
            } else {
                result.append(html[index])
                index = html.index(after: index)
            }
        }
        let entities = ["&nbsp;": "\u{00A0}", "&lt;": "<", "&gt;": ">", "&quot;": "\"", "&#39;": "'", "&apos;": "'", "&amp;": "&"]
        for (entity, character) in entities { result = result.replacingOccurrences(of: entity, with: character) }
        while result.hasSuffix("\n") { result.removeLast() }
        return result
    }
}
