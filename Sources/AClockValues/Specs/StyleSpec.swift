import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// The value of `--style`: a built-in style's name, or the path of a style file (anything with
/// a `/` or a `.` in it, or a file that exists).
package struct StyleSpec: Sendable, Equatable {
  package let style: ClockStyle

  /// The largest style file read: a whole one is a few KB, so more is refused, never cut.
  package static let byteLimit = 1 << 20

  package init(parsing text: String) throws(StyleSpecError) {
    if let builtIn = ClockStyle.named(text) {
      style = builtIn
      return
    }
    let looksLikePath = text.contains("/") || text.contains(".") || FileManager.default.fileExists(atPath: text)
    guard looksLikePath else {
      throw StyleSpecError(
        description: "unknown style \(UserText.quoted(text)): use \(ClockStyle.builtInNames.joined(separator: ", ")), or a style file such as ./mine.style")
    }
    let bytes: [UInt8]
    do throws(InputFileError) {
      // Only a regular file (or /dev/stdin, named on purpose) is read: a FIFO would wait for ever.
      bytes = try InputFile(path: text).bytes(limit: Self.byteLimit)
    } catch {
      let hint = error == .missing || error == .directory ? "; write one with 'aclock styles show classic > mine.style'" : ""
      throw StyleSpecError(description: "cannot read style file \(UserText.quotedPath(text)): \(error)\(hint)")
    }
    guard let fileText = String(validating: bytes, as: UTF8.self) else {
      throw StyleSpecError(description: "style file \(UserText.quotedPath(text)) is not UTF-8 text")
    }
    do throws(StyleFileError) {
      style = try ClockStyle(fileText: fileText, source: UserText.shown(text, limit: UserText.longestPath))
    } catch {
      throw StyleSpecError(description: error.description)
    }
    // A font file that is missing falls back to fontconfig's pick for the family (README); one
    // that is there but is no font is a mistake in the file.
    for (key, face) in [("font-regular", style.typeface.regular), ("font-bold", style.typeface.bold)] {
      guard case .file(let path) = face, FileManager.default.fileExists(atPath: path) else { continue }
      if let problem = FontSpec.problem(loading: path) {
        throw StyleSpecError(
          description: "\(UserText.shown(text, limit: UserText.longestPath)): '\(key)' \(UserText.quotedPath(path)) \(problem); name a .ttf or .otf file")
      }
    }
  }
}

/// Why a `--style` value was refused, in one line (ArgumentParser puts the option before it).
package struct StyleSpecError: Error, CustomStringConvertible {
  package let description: String
}
