// Intentionally empty: Swift Testing declares a cross-import overlay for Testing and UIKit that
// the Linux toolchain does not ship, so `import Testing` next to `import UIKit` looks for this
// module. Nothing here is used.
