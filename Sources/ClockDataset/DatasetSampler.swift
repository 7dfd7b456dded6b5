import ClockGeometry

/// Draws each image's choices (``DatasetSample``) from the settings' seed and the image's index.
package struct DatasetSampler: Sendable {
  /// The settings.
  package let settings: DatasetSettings

  /// A sampler for `settings`.
  package init(_ settings: DatasetSettings) { self.settings = settings }

  /// The typefaces the numerals take when fonts vary: the families `scripts/install-deps`
  /// installs (fonts-dejavu-core, fonts-inter).
  package static let fonts = ["DejaVu Sans", "DejaVu Serif", "Inter"]

  /// The choices of image `index`: a generator seeded from the seed and the index alone.
  package func sample(_ index: Int) -> DatasetSample {
    var random = SeededGenerator(seed: settings.seed ^ (UInt64(index) &* 0xD1B5_4A32_D192_ED03))
    _ = random.next()
    let varies = settings.variations
    func chance(_ share: Double) -> Bool { random.nextUnit() < share }

    let style = varies.contains(.style)
      ? settings.styles[random.next(below: settings.styles.count)]
      : settings.face.style
    let theme: ClockTheme.Name = varies.contains(.theme) && chance(0.5) ? .dark : .light
    let numerals = varies.contains(.numerals) ? NumeralStyle.allCases[random.next(below: NumeralStyle.allCases.count)] : settings.face.numerals
    let dial: DialKind = varies.contains(.dial) ? (chance(0.2) ? .twentyFourHour : .twelveHour) : settings.face.dial
    let secondHand = varies.contains(.seconds) ? chance(0.7) : settings.face.secondHand != .hidden
    let font = varies.contains(.font) ? Self.fonts[random.next(below: Self.fonts.count)] : style.typeface.family
    let background: RGBAColor? = varies.contains(.background) && chance(0.7)
      ? RGBAColor(red: random.nextUnit(), green: random.nextUnit(), blue: random.nextUnit()).quantized
      : nil
    let side = settings.size
    let dialSide = varies.contains(.size) ? Int((Double(side) * (0.6 + 0.4 * random.nextUnit())).rounded()) : side
    let room = Double(side - dialSide)
    let center = varies.contains(.size)
      ? DialPoint(x: Double(dialSide) / 2 + (random.nextUnit() * room).rounded(), y: Double(dialSide) / 2 + (random.nextUnit() * room).rounded())
      : DialPoint(x: Double(side) / 2, y: Double(side) / 2)
    // Half the dials upright (they keep their shadow), the others turned by tenths of a degree
    // up to 30 either way; + 0 turns a rounded -0 into 0 for the labels.
    let rotation = varies.contains(.rotation) && chance(0.5) ? ((random.nextUnit() * 60 - 30) * 10).rounded() / 10 + 0 : 0
    let mirrored = varies.contains(.mirror) && chance(0.1)

    let reading = Self.reading(level: settings.level, dial: dial, random: &random)
    var hourHand: ClockReading?
    if settings.invalidShare > 0, chance(settings.invalidShare) {
      hourHand = Self.wrongHourHand(for: reading, random: &random)
    }
    return DatasetSample(
      index: index, reading: reading, style: style, theme: theme, numerals: numerals, dial: dial, secondHand: secondHand,
      font: font, background: background, dialSide: dialSide, center: center, rotation: rotation, mirrored: mirrored,
      hourHandReading: hourHand)
  }

  /// A time of `level` (any second when nil), over the 12 hours a 12-hour dial shows or the
  /// 24 of a 24-hour one.
  static func reading(level: ReadingLevel?, dial: DialKind, random: inout SeededGenerator) -> ClockReading {
    let day = dial == .twentyFourHour ? 86_400 : 43_200
    let step = level?.stepSeconds ?? 1
    return ClockReading(secondOfDay: random.next(below: day / step) * step)
  }

  /// The time whose hour hand an invalid clock draws: half the time, at minutes 15–45, the
  /// whole hour (the hour hand straight at the number, the mistake worksheets make); else the
  /// reading moved 20–100 minutes either way (the hour hand 10–50° off). The minute and second
  /// hands keep `reading`.
  static func wrongHourHand(for reading: ClockReading, random: inout SeededGenerator) -> ClockReading {
    if (15...45).contains(reading.minute), random.next(below: 2) == 0 {
      return ClockReading(hour: reading.hour, minute: 0)
    }
    let minutes = 20 + random.next(below: 81)
    return reading.adding(seconds: (random.next(below: 2) == 0 ? -minutes : minutes) * 60)
  }
}

extension RGBAColor {
  /// The colour with each channel on the 0…255 grid, so its hex in the labels is exact.
  fileprivate var quantized: RGBAColor {
    func step(_ value: Double) -> Double { (value * 255).rounded() / 255 }
    return RGBAColor(red: step(red), green: step(green), blue: step(blue), alpha: alpha)
  }
}
