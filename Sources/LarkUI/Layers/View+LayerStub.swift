import Foundation

// TEMPORARY, for the graphics branch only: the lead's View.swift gives View a real `layer`
// and `transform`; delete this file when merging that. Storage is a side table keyed by view
// identity because extensions cannot add stored properties; entries are never freed.

@MainActor private var stubLayers: [ObjectIdentifier: CALayer] = [:]
@MainActor private var stubTransforms: [ObjectIdentifier: CGAffineTransform] = [:]

extension View {
    /// The view's backing layer (stub: see the file comment).
    public var layer: CALayer {
        if let existing = stubLayers[ObjectIdentifier(self)], existing.hostView === self { return existing }
        let created = CALayer.make(ofClass: CALayer.self)
        created.hostView = self
        stubLayers[ObjectIdentifier(self)] = created
        return created
    }

    /// The view's transform (stub: see the file comment).
    public var transform: CGAffineTransform {
        get { stubTransforms[ObjectIdentifier(self)] ?? .identity }
        set { stubTransforms[ObjectIdentifier(self)] = newValue }
    }
}
