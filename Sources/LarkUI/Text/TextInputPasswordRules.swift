import Foundation

/// The rules a strong password AutoFill makes must follow, like `UITextInputPasswordRules`;
/// stored (the model suggests no passwords).
public final class TextInputPasswordRules: Hashable, Sendable, CustomStringConvertible {
    /// The rules in Apple's password-rules language, e.g. `"required: lower; minlength: 8;"`.
    public let passwordRulesDescriptor: String

    /// Rules from a descriptor.
    public init(descriptor: String) { passwordRulesDescriptor = descriptor }

    /// Whether both have the same descriptor.
    public static func == (lhs: TextInputPasswordRules, rhs: TextInputPasswordRules) -> Bool {
        lhs.passwordRulesDescriptor == rhs.passwordRulesDescriptor
    }

    /// Hashes the descriptor.
    public func hash(into hasher: inout Hasher) { hasher.combine(passwordRulesDescriptor) }

    /// The descriptor.
    public var description: String { passwordRulesDescriptor }
}
