import AClockRuntime
import AClockValues
import ClockGeometry

/// The file names `--name TEMPLATE` gives the lines of an `--instants` file, checked before
/// anything is written.
///
/// A template must end in the frames' extension. Refused, naming the line: `{stem}` for a line without a second column, a name holding `/`
/// (a second column such as `a/b.jpg`), a hidden name (aclock's own files and temporaries start
/// with `.`), a name longer than a file name may be (255 bytes), and two lines given the same name.
package enum FrameNameList {
  /// The longest file name Linux file systems take, in bytes (`NAME_MAX`).
  package static let longestName = 255

  /// The names of `lines` (all the file's instants, in order) by `template`, for frames ending
  /// in `.fileExtension`, local times read in `zone`; `source` names the file in messages
  /// (`--instants 'photos.txt'`).
  package static func names(
    of lines: [InstantList.Line], by template: FrameNameTemplate, fileExtension: String, zone: ZoneRules, source: String
  ) throws(CLIError) -> [String] {
    let option = "--name \(UserText.quoted(template.text))"
    guard template.text.hasSuffix("." + fileExtension) else {
      throw .badUsage("\(option) must end in .\(fileExtension), the extension of --format \(fileExtension) frames")
    }
    var names: [String] = []
    names.reserveCapacity(lines.count)
    var lineOfName: [String: Int] = [:]
    for (index, line) in lines.enumerated() {
      let at = "\(source) line \(line.number)"
      if template.usesStem && line.name == nil {
        throw .badUsage("\(option) uses {stem}, but \(at) has no second column (a name after a TAB)")
      }
      let time = LocalTime(line.instant, in: zone)
      let name = template.name(
        index: index, count: lines.count, column: line.name, hour: time.hour, minute: time.minute, second: time.second)
      if name.contains("/") {
        throw .badUsage("\(option) gives \(at) the name \(UserText.quoted(name)), which holds '/'; a frame's name is a file name inside --out")
      }
      if name.hasPrefix(".") {
        throw .badUsage("\(option) gives \(at) the hidden name \(UserText.quoted(name)); aclock keeps names starting with '.' for its own files")
      }
      if name.utf8.count > longestName {
        throw .badUsage("\(option) gives \(at) a name of \(name.utf8.count) bytes, longer than a file name may be (\(longestName))")
      }
      if let earlier = lineOfName[name] {
        throw .badUsage(
          "\(option) gives \(source) lines \(earlier) and \(line.number) the same name \(UserText.quoted(name)); add {index} to the template")
      }
      lineOfName[name] = line.number
      names.append(name)
    }
    return names
  }
}
