import Foundation

extension ViewController {
    func performStoryboardSegue(withIdentifier identifier: String, sender: Any?) throws {
        guard let storyboard, let sceneIdentifier = storyboardSceneIdentifier else {
            throw StoryboardLookupError(kind: .unknownSegue, storyboard: nil, identifier: identifier, found: bracketed(self))
        }
        try storyboard.performSegue(withIdentifier: identifier, from: self, sceneIdentifier: sceneIdentifier, sender: sender)
    }
}
