import ClockGeometry
import ClockRender
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

/// One line of `labels.jsonl`: an image's file, its time, its angles and every choice behind it.
package struct DatasetLabel: Encodable, Sendable {
  /// Hand angles as `aclock angles` gives them for ``time``, degrees clockwise from 12.
  package struct Angles: Encodable, Sendable {
    /// The hour hand of a 12-hour dial.
    package let hour: Double
    /// The minute hand.
    package let minute: Double
    /// The second hand (ticking).
    package let second: Double
    /// The hour hand of a 24-hour dial.
    package let hour24: Double
  }

  /// The hands as drawn on this image's dial, before its turn and mirror.
  package struct Drawn: Encodable, Sendable {
    /// The hour hand, on this dial's scale (a 24-hour dial's own); an invalid clock's is wrong.
    package let hour: Double
    /// The minute hand.
    package let minute: Double
    /// The second hand, or null when it is not drawn.
    package let second: Double?

    private enum CodingKeys: String, CodingKey { case hour, minute, second }

    /// Encodes all three, `second` as null when there is none (rather than leaving it out).
    package func encode(to encoder: any Encoder) throws {
      var container = encoder.container(keyedBy: CodingKeys.self)
      try container.encode(hour, forKey: .hour)
      try container.encode(minute, forKey: .minute)
      if let second { try container.encode(second, forKey: .second) } else { try container.encodeNil(forKey: .second) }
    }
  }

  /// The image's file name in the dataset's directory.
  package let file: String
  /// Its index in the whole dataset.
  package let index: Int
  /// The time the minute and second hands show (and the hour hand when valid): `HH:MM:SS`.
  package let time: String
  /// What `aclock angles` gives for ``time``.
  package let angles: Angles
  /// The hands as drawn.
  package let drawn: Drawn
  /// Whether the hour hand agrees with the minute hand.
  package let valid: Bool
  /// The style's name.
  package let style: String
  /// `light` or `dark`.
  package let theme: String
  /// `arabic`, `roman` or `none`.
  package let numerals: String
  /// 12 or 24.
  package let dial: Int
  /// Whether the second hand is drawn.
  package let secondHand: Bool
  /// The numerals' typeface family.
  package let font: String
  /// The background, `#RRGGBB` (or `#RRGGBBAA` when not opaque).
  package let background: String
  /// The picture's side, in pixels.
  package let size: Int
  /// The dial's square: its side and centre, in pixels.
  package let dialSide: Int
  /// The centre's x.
  package let centerX: Double
  /// The centre's y.
  package let centerY: Double
  /// The turn, degrees clockwise.
  package let rotation: Double
  /// Mirrored left to right.
  package let mirrored: Bool
  /// Whether the hands cast their soft shadow (the style's, on a dial neither turned nor mirrored).
  package let shadow: Bool

  /// The label of `image`, written to `file`.
  package init(_ image: DatasetImage, file: String) {
    let sample = image.sample
    let hands = HandAngles(sample.reading.localTime)
    let drawn = image.drawnAngles
    self.file = file
    index = sample.index
    time = sample.reading.paddedTime
    angles = Angles(hour: hands.hour.degrees, minute: hands.minute.degrees, second: hands.second.degrees, hour24: hands.hour24.degrees)
    self.drawn = Drawn(hour: drawn.hour, minute: drawn.minute, second: drawn.second)
    valid = sample.hourHandReading == nil
    style = sample.style.name
    theme = sample.theme.rawValue
    numerals = sample.numerals.rawValue
    dial = sample.dial == .twentyFourHour ? 24 : 12
    secondHand = sample.secondHand
    font = sample.font
    background = image.picture.background.description
    size = image.side
    dialSide = sample.dialSide
    centerX = sample.center.x
    centerY = sample.center.y
    rotation = sample.rotation
    mirrored = sample.mirrored
    shadow = image.picture.hasShadow
  }

  /// The label as one JSON line (keys sorted), as `labels.jsonl` holds it.
  package func jsonLine() throws -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return String(decoding: try encoder.encode(self), as: UTF8.self)
  }
}
