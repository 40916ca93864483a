import Foundation

extension ViewController {
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) throws {
        guard let storyboard, let sceneIdentifier = storyboardSceneIdentifier else {
            throw StoryboardLookupError(
                kind: .unknownSegue,
                message: "\(bracketed(self)) has no segue with identifier '\(identifier)': it was not instantiated from a storyboard scene.")
        }
        try storyboard.performSegue(withIdentifier: identifier, from: self, sceneIdentifier: sceneIdentifier, sender: sender)
    }
}
