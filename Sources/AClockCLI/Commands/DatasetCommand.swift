import AClockPresentations
import AClockRuntime
import AClockValues
import ArgumentParser
import ClockDataset
import ClockGeometry
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// `aclock dataset`: labelled analog clock images for training and testing vision models.
struct DatasetCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "dataset",
    abstract: "Draw a labelled dataset of analog clock images, reproducibly from a seed.",
    discussion: """
      Writes N PNG images (000000.png, …), labels.jsonl (one JSON object an image: file, time \
      HH:MM:SS, the angles `aclock angles` gives, the hands as drawn, valid, and every choice \
      behind the picture) and README.md, the dataset card with the command that draws it \
      again. Each image is drawn from the seed and its index alone: the same options give the \
      same bytes, and --shard K/N draws every N-th image from the K-th, so N machines split one \
      dataset with no overlap and the same result as one.

      Faces vary (--vary) over the built-in styles (or the --style values given), light and \
      dark, Arabic, Roman or no numerals, 12- and 24-hour dials, the dial's size and place, \
      half of them turned up to 30°, mirroring, typefaces, backgrounds and the second hand. --invalid \
      FRACTION draws that share of clocks with an hour hand that disagrees with the minute \
      hand, labelled "valid": false.
      """
  )

  /// `--level`: a reading level, or any second.
  enum LevelChoice: String, CaseIterable, ExpressibleByArgument {
    case uniform, hour, half, quarter, five, minute, second
  }

  @Option(help: ArgumentHelp("How many images the whole dataset has (1 to \(Self.mostImages)).", valueName: "n"))
  var count: Int

  @Option(help: ArgumentHelp("The directory to write into (created if missing).", valueName: "dir"))
  var out: String

  @Option(help: "The seed of every choice.")
  var seed: UInt64 = 0

  @Option(
    help: ArgumentHelp("Each image's side in pixels, \(Self.sides.lowerBound) to \(Self.sides.upperBound) (default: 224).", valueName: "px"),
    transform: OptionValueHint.transform(SizeSpec.init(parsing:)))
  var size: SizeSpec = .side(224)

  @Option(help: "Times: uniform (any second) or a level: hour, half, quarter, five, minute, second.")
  var level: LevelChoice = .uniform

  @Option(
    help: ArgumentHelp(
      "What varies, a comma-separated list of \(DatasetVariation.allCases.map(\.rawValue).joined(separator: ", ")); or all, or none.",
      valueName: "list"))
  var vary = "all"

  @Option(help: ArgumentHelp("A style to draw (repeat for several; default: every built-in style); a name or a style file.", valueName: "name|file"), transform: StyleSpec.init(parsing:))
  var style: [StyleSpec] = []

  @Option(help: "Hour numerals when they do not vary: arabic, roman or none (default: the style's).")
  var numerals: NumeralStyle?

  @Option(help: ArgumentHelp("Hours per turn when the dial does not vary: 12 or 24.", valueName: "12|24"))
  var dial: DialKind = .twelveHour

  @Option(help: ArgumentHelp("The share of clocks, 0 to 1, whose hour hand disagrees with the minute hand.", valueName: "fraction"))
  var invalid: Double = 0

  @Option(help: ArgumentHelp("Draw only shard K of N (1 ≤ K ≤ N): every N-th image from the K-th.", valueName: "K/N"))
  var shard: String?

  @Option(help: ArgumentHelp("Worker threads (default: one per core; at most 4 per core, or 16).", valueName: "n"))
  var jobs: Int?

  @Flag(help: "No progress line.")
  var quiet = false

  /// The most images one dataset has.
  static let mostImages = 10_000_000
  /// The sides an image may have.
  static let sides = 16...2048

  func validate() throws {
    if !(1...Self.mostImages).contains(count) {
      throw ValidationError("--count \(count) is out of range: a dataset has 1 to \(Self.mostImages) images")
    }
    guard case .side(let side) = size, Self.sides.contains(side) else {
      throw ValidationError("--size \(size) is not one side from \(Self.sides.lowerBound) to \(Self.sides.upperBound): dataset images are square")
    }
    if !(0...1).contains(invalid) {
      throw ValidationError("--invalid \(invalid) is not a share from 0 to 1")
    }
    _ = try variations()
    if let shard, DatasetShard(parsing: shard) == nil {
      throw ValidationError("--shard \(UserText.quoted(shard)) is not K/N with 1 ≤ K ≤ N (1/4, 2/4, …)")
    }
    if let jobs, !(1...FramesCommand.maximumJobs).contains(jobs) {
      throw ValidationError("--jobs must be from 1 to \(FramesCommand.maximumJobs) (the larger of 16 and 4 per core), not \(jobs)")
    }
  }

  /// `--vary`'s list.
  private func variations() throws -> Set<DatasetVariation> {
    switch vary {
    case "all": return Set(DatasetVariation.allCases)
    case "none": return []
    default:
      var chosen = Set<DatasetVariation>()
      for word in vary.split(separator: ",", omittingEmptySubsequences: false) {
        guard let variation = DatasetVariation(rawValue: String(word).trimmingSpaces()) else {
          throw ValidationError(
            "--vary \(UserText.quoted(vary)): \(UserText.quoted(String(word))) is not one of \(DatasetVariation.allCases.map(\.rawValue).joined(separator: ", ")), all, none")
        }
        chosen.insert(variation)
      }
      return chosen
    }
  }

  func run() throws {
    let settings = try settings()
    let directory = try OutputDirectory(opening: out)
    if try directory.lock() {
      directory.removeStaleTemporaries { $0.hasSuffix(".png") || $0 == DatasetRun.labelsName || $0 == DatasetRun.cardName }
    }
    try TerminationSignals.exitCleanly()
    let card = DatasetCard.text(settings: settings, commandLine: commandLine, version: BuildVersion.text)
    let run = DatasetRun(
      sampler: DatasetSampler(settings), shard: shard.flatMap(DatasetShard.init(parsing:)) ?? .whole, directory: directory, card: card)
    _ = try run.run(
      jobs: jobs ?? ProcessInfo.processInfo.activeProcessorCount, progress: FrameProgress.onTerminal(total: run.count, quiet: quiet))
  }

  private func settings() throws -> DatasetSettings {
    let styles = style.isEmpty ? ClockStyle.builtInNames.compactMap(ClockStyle.named) : style.map(\.style)
    var face = ClockFaceOptions(style: styles.first ?? .classic, dial: dial)
    if let numerals { face.numerals = numerals }
    guard case .side(let side) = size else { throw CLIError.badUsage("--size must be one side") }
    return DatasetSettings(
      seed: seed, count: count, size: side, level: ReadingLevel(rawValue: level.rawValue), variations: try variations(),
      styles: styles, face: face, invalidShare: invalid)
  }

  /// The options that decide the images, as the card prints them (not --out, --shard, --jobs).
  private var commandLine: String {
    var words = ["aclock dataset", "--count", String(count), "--seed", String(seed), "--size", size.description]
    if level != .uniform { words += ["--level", level.rawValue] }
    if vary != "all" { words += ["--vary", vary] }
    for spec in style { words += ["--style", spec.style.name] }
    if let numerals { words += ["--numerals", numerals.rawValue] }
    if dial == .twentyFourHour { words += ["--dial", "24"] }
    if invalid > 0 { words += ["--invalid", String(invalid)] }
    return words.joined(separator: " ")
  }
}
