/// How painted pixels combine with what is below, CoreGraphics' `CGBlendMode` (recorded only:
/// nothing is painted).
public enum CGBlendMode: Int32, Hashable, Sendable, CaseIterable {
    /// Paints the source over the destination (the default).
    case normal = 0
    /// Multiplies source and destination.
    case multiply = 1
    /// Multiplies the inverses.
    case screen = 2
    /// Multiplies or screens, depending on the destination.
    case overlay = 3
    /// Keeps the darker of source and destination.
    case darken = 4
    /// Keeps the lighter of source and destination.
    case lighten = 5
    /// Brightens the destination towards the source.
    case colorDodge = 6
    /// Darkens the destination towards the source.
    case colorBurn = 7
    /// Darkens or lightens softly.
    case softLight = 8
    /// Multiplies or screens, depending on the source.
    case hardLight = 9
    /// Subtracts the darker from the lighter.
    case difference = 10
    /// Like difference, with lower contrast.
    case exclusion = 11
    /// Takes the source's hue.
    case hue = 12
    /// Takes the source's saturation.
    case saturation = 13
    /// Takes the source's hue and saturation.
    case color = 14
    /// Takes the source's luminosity.
    case luminosity = 15
    /// Clears to transparent.
    case clear = 16
    /// Replaces the destination with the source.
    case copy = 17
    /// Source where the destination is opaque.
    case sourceIn = 18
    /// Source where the destination is transparent.
    case sourceOut = 19
    /// Source over the destination, only where the destination is opaque.
    case sourceAtop = 20
    /// Destination over the source.
    case destinationOver = 21
    /// Destination where the source is opaque.
    case destinationIn = 22
    /// Destination where the source is transparent.
    case destinationOut = 23
    /// Destination over the source, only where the source is opaque.
    case destinationAtop = 24
    /// Either source or destination, not both.
    case xor = 25
    /// Adds, then darkens.
    case plusDarker = 26
    /// Adds, then lightens.
    case plusLighter = 27
}
