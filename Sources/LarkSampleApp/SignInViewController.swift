import Foundation
import LarkUI

/// Two fields and a button that becomes enabled once both are filled. A wrong password shows
/// the error label; a right one shows the item list.
public final class SignInViewController: ViewController, TextFieldDelegate {
    /// The e-mail field.
    public private(set) var emailField: TextField!
    /// The password field (secure entry).
    public private(set) var passwordField: TextField!
    /// Signs in; enabled only while both fields have text.
    public private(set) var signInButton: Button!
    /// Hidden until a sign-in attempt fails.
    public private(set) var errorLabel: Label!

    /// Decides whether a password is right for an e-mail (the demo accepts "secret").
    public var checkCredentials: (String, String) -> Bool = { _, password in password == "secret" }

    /// The e-mail of the signed-in user, once signed in.
    public private(set) var signedInEmail: String?

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Sign In"
        emailField = TextField()
        emailField.placeholder = "E-mail"
        emailField.accessibilityIdentifier = "email"
        passwordField = TextField()
        passwordField.placeholder = "Password"
        passwordField.isSecureTextEntry = true
        passwordField.accessibilityIdentifier = "password"
        signInButton = Button()
        signInButton.setTitle("Sign In", for: .normal)
        signInButton.accessibilityIdentifier = "signIn"
        errorLabel = Label()
        errorLabel.textColor = .red
        errorLabel.isHidden = true
        for field in [emailField!, passwordField!] {
            field.delegate = self
            field.addAction(Action { [weak self] _ in self?.updateButton() }, for: .editingChanged)
        }
        signInButton.addAction(Action { [weak self] _ in self?.signIn() }, for: .touchUpInside)
        // A column within the margins, below the safe area; the hidden error label takes no room.
        let form = StackView(arrangedSubviews: [emailField, passwordField, signInButton, errorLabel])
        form.axis = .vertical
        form.spacing = 16
        form.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(form)
        NSLayoutConstraint.activate([
            form.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 100),
            form.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            form.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            signInButton.heightAnchor.constraint(equalToConstant: 50),
        ])
        updateButton()
    }

    private func updateButton() {
        signInButton.isEnabled = emailField.hasText && passwordField.hasText
    }

    private func signIn() {
        let email = emailField.text ?? ""
        guard checkCredentials(email, passwordField.text ?? "") else {
            errorLabel.text = "Wrong e-mail or password"
            errorLabel.isHidden = false
            return
        }
        errorLabel.isHidden = true
        signedInEmail = email
        performSegue(withIdentifier: "ShowItems", sender: self)
    }

    /// Return in the e-mail field moves to the password field.
    public func textFieldShouldReturn(_ textField: TextField) -> Bool {
        if textField === emailField { _ = passwordField.becomeFirstResponder() }
        return true
    }
}
