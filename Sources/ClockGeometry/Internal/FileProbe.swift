#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What a path names, and its bytes, straight from `stat`, `open` and `read`: without
/// Foundation's `FileHandle` and `ObjCBool`, which live outside FoundationEssentials, and without
/// `FileManager.attributesOfItem`, whose values do not cast to `FileAttributeType` when only
/// FoundationEssentials is loaded (every zone was refused that way).
package enum FileProbe {
  /// What a path names.
  package enum Kind: Equatable {
    /// Nothing, or nothing `stat` may see.
    case missing
    /// A directory.
    case directory
    /// A regular file, a pipe, a device: anything `open` and `read` can try.
    case file
  }

  /// What `path` names, following symbolic links (as `stat` does).
  package static func kind(of path: String) -> Kind {
    var status = stat()
    guard stat(path, &status) == 0 else { return .missing }
    return status.st_mode & S_IFMT == S_IFDIR ? .directory : .file
  }

  /// Up to `limit` bytes of the file at `path`, read to its end or the limit; nil if it cannot
  /// be opened or read, or if it holds more than `limit` bytes and `refusingLonger` is set.
  /// (Files a user names as input go through ``InputFile``, which refuses FIFOs and devices.)
  package static func bytes(atPath path: String, limit: Int, refusingLonger: Bool = false) -> [UInt8]? {
    let descriptor = open(path, O_RDONLY | O_CLOEXEC)
    guard descriptor >= 0 else { return nil }
    defer { close(descriptor) }
    // One byte past the limit tells a file of exactly `limit` bytes from a longer one.
    guard case .bytes(let bytes) = DescriptorReader.read(descriptor, limit: refusingLonger ? limit + 1 : limit) else { return nil }
    return bytes.count > limit ? nil : bytes
  }
}
