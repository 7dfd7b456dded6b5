import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock frames --instants FILE` and `--name TEMPLATE`: frames at the instants a file lists
/// (a timelapse's photos, taken at their own times), named after its lines.
///
/// The file is read in `run`, not while parsing: ArgumentParser may parse the arguments twice,
/// and standard input (`-`) can be read once.
struct InstantsOptions: ParsableArguments {
  @Option(
    help: ArgumentHelp(
      "A file of instants, one a line (- reads standard input); a frame for each, instead of --from, --to and a schedule.",
      discussion: """
        Each line: an instant as --at takes it, or YYYY:MM:DD HH:MM:SS[.fff] as exiftool prints DateTimeOriginal, \
        read in the first --tz (a repeated hour's first pass; a time in a gap moved forward by the gap); \
        then optionally a TAB and a name (exiftool -T order). Blank lines and # comments are skipped.
        """,
      valueName: "file"),
    completion: .file())
  var instants: String?

  @Option(
    help: ArgumentHelp(
      "Name each --instants frame by TEMPLATE: {stem} (the line's name without its extension), {index}, {hhmmss} (first zone's local time); it ends in the format's extension.",
      valueName: "template"),
    transform: OptionValueHint.transform(FrameNameTemplate.init(parsing:)))
  var name: FrameNameTemplate?

  /// The file as messages name it: `--instants 'photos.txt'`.
  var source: String { "--instants " + UserText.quotedPath(instants ?? "-") }

  /// The lines of the `--instants` file, local times read in `timeZone`, at most `limit` of
  /// them; nil without `--instants`. Reading or parsing failures are one line, exit 64 (as a
  /// style file's are).
  func lines(in timeZone: ZoneRules, now: Date, limit: Int) throws(CLIError) -> [InstantList.Line]? {
    guard let instants else { return nil }
    let bytes: [UInt8]
    do throws(InputFileError) {
      bytes = try InputFile(path: instants == "-" ? InputFile.standardInputPath : instants).bytes(limit: InstantList.byteLimit)
    } catch {
      throw .badUsage("cannot read \(source): \(error)")
    }
    guard let text = String(validating: bytes, as: UTF8.self) else {
      throw .badUsage("\(source) is not UTF-8 text")
    }
    let list: InstantList
    do throws(InstantListError) {
      list = try InstantList(text: text, in: timeZone, now: now)
    } catch {
      throw .badUsage("\(source) line \(error.line): \(error.problem)")
    }
    if list.lines.isEmpty {
      throw .badUsage("\(source) lists no instants")
    }
    if list.lines.count > limit {
      throw .badUsage("\(source) lists \(list.lines.count) instants, more than \(limit) (--max-frames)")
    }
    return list.lines
  }

  /// The names of `lines`' frames: `--name`'s, or numbered in file order.
  func names(of lines: [InstantList.Line], naming: FrameNaming, format: FrameFormat, zone: ZoneRules) throws(CLIError) -> FrameNames {
    guard let name else {
      return FrameNames(naming, count: lines.count, fileExtension: format.fileExtension, zone: zone)
    }
    return FrameNames(
      given: try FrameNameList.names(of: lines, by: name, fileExtension: format.fileExtension, zone: zone, source: source),
      fileExtension: format.fileExtension)
  }
}
