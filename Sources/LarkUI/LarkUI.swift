import Foundation

// LarkUI: a UIKit-shaped view-tree model for tests on Linux, with UIKit's names minus the `UI`
// prefix. What it covers, what it leaves out and every way it differs from UIKit: docs/ui-model.md.
