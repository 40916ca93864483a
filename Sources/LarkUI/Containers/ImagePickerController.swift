import Foundation

/// The system photo picker and camera (`UIImagePickerController`): present it like any
/// controller; a test plays the user with `simulatePicking(_:)` or `simulateCancelling()`,
/// which call the delegate as UIKit does (the delegate dismisses the picker).
@preconcurrency @MainActor
open class ImagePickerController: NavigationController {
    /// Where images come from (`UIImagePickerController.SourceType`).
    public enum SourceType: Int, Hashable, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// Saved photos.
        case savedPhotosAlbum
    }

    /// What the camera captures (`UIImagePickerController.CameraCaptureMode`).
    public enum CameraCaptureMode: Int, Hashable, Sendable {
        /// Photos.
        case photo
        /// Video.
        case video
    }

    /// Which camera (`UIImagePickerController.CameraDevice`).
    public enum CameraDevice: Int, Hashable, Sendable {
        /// The back camera.
        case rear
        /// The front camera.
        case front
    }

    /// The camera's flash (`UIImagePickerController.CameraFlashMode`).
    public enum CameraFlashMode: Int, Hashable, Sendable {
        /// Off.
        case off = -1
        /// Automatic.
        case auto = 0
        /// On.
        case on = 1
    }

    /// A key of the picked media's information (`UIImagePickerController.InfoKey`).
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The image as taken or chosen.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's edit.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop rectangle.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The media type (`"public.image"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// A file URL of the image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
        /// A file URL of the movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The image's metadata.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
    }

    /// Which sources exist on the model's device: the photo library and saved photos; no camera,
    /// as in the iOS Simulator.
    public static func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// The media types a source offers: images.
    public static func availableMediaTypes(for sourceType: SourceType) -> [String]? { isSourceTypeAvailable(sourceType) ? ["public.image"] : nil }
    /// Whether a camera exists: none in the model.
    public static func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// The navigation `delegate` as a picker delegate: UIKit types the picker's delegate as
    /// both, so `picker.delegate = self` sets it.
    public var imagePickerDelegate: (any ImagePickerControllerDelegate)? { delegate as? ImagePickerControllerDelegate }
    /// Where images come from. Setting `.camera`, which the model's device lacks, fails the test
    /// (UIKit raises) and keeps the old source.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if !Self.isSourceTypeAvailable(sourceType) {
                modelFault("UIImagePickerController's source type \(sourceType) is not available on this device; check isSourceTypeAvailable first.")
                sourceType = oldValue
            }
        }
    }
    /// The media types offered.
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may crop after choosing.
    open var allowsEditing = false
    /// What the camera captures (stored).
    open var cameraCaptureMode: CameraCaptureMode = .photo
    /// Which camera (stored).
    open var cameraDevice: CameraDevice = .rear
    /// The flash (stored).
    open var cameraFlashMode: CameraFlashMode = .auto
    /// Whether the camera controls show (stored).
    open var showsCameraControls = true
    /// The video quality (stored).
    open var videoMaximumDuration: TimeInterval = 600

    /// Plays the user choosing `image`: the delegate gets the information UIKit gives (the
    /// original image, the edited one when `allowsEditing`, the media type).
    public func simulatePicking(_ image: Image) {
        var info: [InfoKey: Any] = [.originalImage: image, .mediaType: "public.image"]
        if allowsEditing {
            info[.editedImage] = image
            info[.cropRect] = NSValue(cgRect: CGRect(origin: .zero, size: image.size))
        }
        imagePickerDelegate?.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// Plays the user tapping Cancel: the delegate's `imagePickerControllerDidCancel`, or, when it
    /// does not implement it, the picker dismisses itself, as UIKit does.
    public func simulateCancelling() {
        guard let delegate = imagePickerDelegate else {
            dismiss(animated: true)
            return
        }
        let (_, implemented) = OptionalMethod.call { delegate.imagePickerControllerDidCancel(self) }
        if !implemented { dismiss(animated: true) }
    }
}

/// What an image picker tells its delegate (`UIImagePickerControllerDelegate`).
@preconcurrency @MainActor
public protocol ImagePickerControllerDelegate: AnyObject {
    /// The user chose media.
    func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user cancelled.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    /// Default: dismisses the picker (the model notes the default was used).
    public func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {
        OptionalMethod.defaultUsed()
        picker.dismiss(animated: true)
    }
    /// Default: the picker dismisses itself.
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        OptionalMethod.defaultUsed()
    }
}
