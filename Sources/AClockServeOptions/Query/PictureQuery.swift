import AClockCLI
import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
import ClockRender

/// A server's query turned into a picture by the command line's own parsers: each parameter is
/// a long option of the clock command (`tz=Europe/Paris&size=800x480&palette=gray4` is
/// `--tz=Europe/Paris --size=800x480 --palette=gray4`), so a value means the same in both and is
/// refused with the same one-line message.
///
/// Only the options that shape one picture are reachable (``names``): none that names a file to
/// write (`--png`), runs live, or reads the file system: `style` takes built-in names only and
/// `font` installed families only, never a path.
///
/// ```swift
/// let request = try PictureQuery.request([("tz", "Asia/Tokyo"), ("no-seconds", "")], format: .png)
/// request.changes  // every local minute: no second hand
/// ```
package enum PictureQuery {
  /// The options taking a value, by the name a query gives them.
  package static let valueNames: Set<String> = [
    "tz", "timezone", "at", "size", "rotate", "style", "theme", "background", "font", "numerals", "dial", "label", "complications",
    "gmt-zone", "palette", "dither", "svg-text", "svg-id",
  ]
  /// The flags: present with an empty value or `true`/`1`/`yes`/`on`, absent with
  /// `false`/`0`/`no`/`off`.
  package static let flagNames: Set<String> = ["no-seconds", "sweep", "seconds", "no-shadow", "invert"]

  /// Every parameter a query may give, sorted.
  package static var names: [String] { (valueNames.union(flagNames)).sorted() }

  /// The picture `items` (name, value; in the query's order) ask for in `format`. Throws the
  /// refusal as the command line words it, without its `aclock: ` prefix.
  package static func request(_ items: [(name: String, value: String)], format: PictureFormat) throws(PictureQueryError) -> PictureRequest {
    let arguments = try self.arguments(items)
    let options: PictureQueryOptions
    do {
      options = try PictureQueryOptions.parse(arguments)
    } catch {
      let text = (error as? CLIError)?.description ?? PictureQueryOptions.message(for: error).replacing("Error: ", with: "")
      throw PictureQueryError(ErrorLine.oneLine(ErrorLine.showingArguments(arguments, in: text)))
    }
    do throws(CLIError) {
      return try options.request(format: format)
    } catch {
      throw PictureQueryError(ErrorLine.oneLine(error.description))
    }
  }

  /// The command-line arguments of `items`, in their order: `--name=value` (so a value that
  /// starts with a dash stays a value), a flag's bare `--name`.
  static func arguments(_ items: [(name: String, value: String)]) throws(PictureQueryError) -> [String] {
    var arguments: [String] = []
    for (name, value) in items {
      if flagNames.contains(name) {
        switch value.lowercased() {
        case "", "true", "1", "yes", "on": arguments.append("--" + name)
        case "false", "0", "no", "off": continue
        default:
          throw PictureQueryError("\(UserText.quoted(name)) is a flag: give it no value, or true or false, not \(UserText.quoted(value))")
        }
        continue
      }
      guard valueNames.contains(name) else {
        throw PictureQueryError("unknown parameter \(UserText.quoted(name)): use \(names.joined(separator: ", "))")
      }
      try refuseFiles(name: name, value: value)
      arguments.append("--\(name)=\(value)")
    }
    return arguments
  }

  /// Refuses a `style` other than a built-in one's name, and a `font` that names a file: a
  /// server reads nothing from the file system on a client's word.
  private static func refuseFiles(name: String, value: String) throws(PictureQueryError) {
    if name == "style", ClockStyle.named(value) == nil {
      throw PictureQueryError(
        "unknown style \(UserText.quoted(value)): use \(ClockStyle.builtInNames.joined(separator: ", ")) (style files are not read here)")
    }
    let lowered = value.lowercased()
    if name == "font", value.contains("/") || lowered.hasSuffix(".ttf") || lowered.hasSuffix(".otf") {
      throw PictureQueryError("font \(UserText.quoted(value)): name an installed family such as 'DejaVu Serif' (font files are not read here)")
    }
  }
}

/// Why a query was refused, in one line with every value from the query escaped and cut.
package struct PictureQueryError: Error, Equatable, CustomStringConvertible {
  /// The line, without a prefix or a newline.
  package let description: String

  init(_ description: String) { self.description = description }
}
