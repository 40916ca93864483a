// Intentionally empty: Swift Testing declares a cross-import overlay for Testing and CoreGraphics
// that the Linux toolchain does not ship, so `import Testing` next to `import CoreGraphics` looks
// for this module. Nothing here is used.
