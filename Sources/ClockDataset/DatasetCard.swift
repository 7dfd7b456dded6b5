import ClockGeometry

/// The dataset card: a README.md beside the images saying how they were made, what varies and
/// what each label means. The same for every shard of one dataset.
package enum DatasetCard {
  /// The card of `settings`, made by `commandLine` (without `--out` and `--shard`) with aclock
  /// `version`.
  package static func text(settings: DatasetSettings, commandLine: String, version: String) -> String {
    let varied = DatasetVariation.allCases.filter { settings.variations.contains($0) }.map(\.rawValue)
    let level = settings.level.map { "every \($0.rawValue) (\(ReadingLevel.describe($0)))" } ?? "any second, uniformly"
    return """
      # Analog clock images

      \(settings.count) labelled pictures of analog clocks, \(settings.size)×\(settings.size) px PNG, drawn by aclock \(version)
      from seed \(settings.seed). The same command draws the same files, byte for byte, on any machine with the same fonts
      (fonts-dejavu-core, fonts-inter):

          \(commandLine) --out DIR

      Add `--shard K/N` to draw every N-th image from the K-th: N shards together are this dataset.

      ## What varies

      - Times: \(level), over 12 hours on a 12-hour dial and 24 on a 24-hour one.
      - Varied from image to image: \(varied.isEmpty ? "nothing" : varied.joined(separator: ", ")).\(settings.variations.contains(.style) ? "\n- Styles: " + settings.styles.map(\.name).joined(separator: ", ") + "." : "")
      - Invalid clocks (the hour hand disagrees with the minute hand): \(Int((settings.invalidShare * 100).rounded())) % of images.

      ## labels.jsonl

      One JSON object a line, keys sorted:

      - `file`: the PNG's name; `index`: its place in the dataset.
      - `time`: `HH:MM:SS`, the time the minute and second hands show (and the hour hand when `valid`).
      - `angles`: `hour`, `minute`, `second`, `hour24`, degrees clockwise from 12, as `aclock angles` gives them for `time`.
      - `drawn`: the hands as drawn on the dial, before the picture's turn and mirror: `hour` (on a 24-hour dial its own
        scale; on an invalid clock the wrong one), `minute`, `second` (null when there is no second hand).
      - `valid`: false when the hour hand was drawn for another time.
      - `style`, `theme`, `numerals`, `dial` (12 or 24), `secondHand`, `font`, `background` (`#RRGGBB`), `size`, `dialSide`,
        `centerX`, `centerY` (the dial's square in pixels), `rotation` (degrees clockwise), `mirrored` (left to right,
        before the turn), `shadow` (the hands' soft shadow: the style's, on a dial neither turned nor mirrored).

      """
  }
}

extension ReadingLevel {
  /// A level in words, for the card.
  static func describe(_ level: ReadingLevel) -> String {
    switch level {
    case .hour: "o'clock"
    case .half: "o'clock and half past"
    case .quarter: "quarter hours"
    case .five: "multiples of five minutes"
    case .minute: "whole minutes"
    case .second: "whole seconds"
    }
  }
}
