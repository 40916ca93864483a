import Foundation

/// The keyboard a text input asks for (`UITextInputTraits`). Linux has no keyboard: the traits
/// are stored for tests to read (a password field should say `isSecureTextEntry`, an e-mail
/// field `.emailAddress`).
@preconcurrency @MainActor
public protocol TextInputTraits: AnyObject {
    /// The kind of keyboard.
    var keyboardType: KeyboardType { get set }
    /// The return key's title.
    var returnKeyType: ReturnKeyType { get set }
    /// Automatic capitals.
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Automatic correction.
    var autocorrectionType: TextAutocorrectionType { get set }
    /// Spell checking.
    var spellCheckingType: TextSpellCheckingType { get set }
    /// Light or dark keyboard.
    var keyboardAppearance: KeyboardAppearance { get set }
    /// What the text is (AutoFill).
    var textContentType: TextContentType! { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Smart quotes.
    var smartQuotesType: TextSmartQuotesType { get set }
    /// Smart dashes.
    var smartDashesType: TextSmartDashesType { get set }
    /// Smart spacing on insert and delete.
    var smartInsertDeleteType: TextSmartInsertDeleteType { get set }
    /// The rules a suggested strong password follows.
    var passwordRules: TextInputPasswordRules? { get set }
}

/// A keyboard layout (`UIKeyboardType`).
public enum KeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// Letters and punctuation.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// URL entry.
    case URL
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A name and phone keypad.
    case namePhonePad
    /// E-mail addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// Twitter handles.
    case twitter
    /// Web search.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

/// The return key's title (`UIReturnKeyType`).
public enum ReturnKeyType: Int, Hashable, Sendable {
    /// Return.
    case `default`
    /// Go.
    case go
    /// Google.
    case google
    /// Join.
    case join
    /// Next.
    case next
    /// Route.
    case route
    /// Search.
    case search
    /// Send.
    case send
    /// Yahoo.
    case yahoo
    /// Done.
    case done
    /// Emergency call.
    case emergencyCall
    /// Continue.
    case `continue`
}

/// Automatic capitals (`UITextAutocapitalizationType`).
public enum TextAutocapitalizationType: Int, Hashable, Sendable {
    /// None.
    case none
    /// Each word.
    case words
    /// Each sentence.
    case sentences
    /// Every character.
    case allCharacters
}

/// Automatic correction (`UITextAutocorrectionType`).
public enum TextAutocorrectionType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// Spell checking (`UITextSpellCheckingType`).
public enum TextSpellCheckingType: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// Keyboard appearance (`UIKeyboardAppearance`).
public enum KeyboardAppearance: Int, Hashable, Sendable {
    /// The system's choice.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light
}

/// What a text input holds, for AutoFill (`UITextContentType`).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    /// UIKit's name.
    public let rawValue: String
    /// A content type from its name.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// A user name.
    public static let username = TextContentType(rawValue: "username")
    /// A password.
    public static let password = TextContentType(rawValue: "password")
    /// A new password.
    public static let newPassword = TextContentType(rawValue: "new-password")
    /// A one-time code.
    public static let oneTimeCode = TextContentType(rawValue: "one-time-code")
    /// An e-mail address.
    public static let emailAddress = TextContentType(rawValue: "email")
    /// A telephone number.
    public static let telephoneNumber = TextContentType(rawValue: "tel")
    /// A full name.
    public static let name = TextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = TextContentType(rawValue: "given-name")
    /// A family name.
    public static let familyName = TextContentType(rawValue: "family-name")
    /// A URL.
    public static let URL = TextContentType(rawValue: "url")
    /// A street address.
    public static let fullStreetAddress = TextContentType(rawValue: "street-address")
    /// A postal code.
    public static let postalCode = TextContentType(rawValue: "postal-code")
    /// A city.
    public static let addressCity = TextContentType(rawValue: "address-level2")
    /// A credit card number.
    public static let creditCardNumber = TextContentType(rawValue: "cc-number")
    /// An organisation.
    public static let organizationName = TextContentType(rawValue: "organization")
    /// A nickname.
    public static let nickname = TextContentType(rawValue: "nickname")
    /// A job title.
    public static let jobTitle = TextContentType(rawValue: "job-title")
    /// A location.
    public static let location = TextContentType(rawValue: "location")
}

/// How a text field draws its border (`UITextField.BorderStyle`).
public enum TextBorderStyle: Int, Hashable, Sendable {
    /// No border.
    case none
    /// A thin line.
    case line
    /// A bezel.
    case bezel
    /// A rounded rectangle.
    case roundedRect
}

extension TextField: TextInputTraits {}
extension TextView: TextInputTraits {}
