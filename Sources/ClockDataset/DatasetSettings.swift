import ClockGeometry

/// How a dataset is drawn: everything that decides its images and labels.
package struct DatasetSettings: Sendable, Hashable {
  /// The seed of every choice.
  package var seed: UInt64
  /// How many images the whole dataset has (all shards together).
  package var count: Int
  /// The pictures' side, in pixels.
  package var size: Int
  /// How fine the times are; nil: any second, uniformly.
  package var level: ReadingLevel?
  /// What varies from image to image.
  package var variations: Set<DatasetVariation>
  /// The styles drawn from when ``DatasetVariation/style`` varies (the first when it does not).
  package var styles: [ClockStyle]
  /// The face when nothing varies: its style, numerals and dial (``ClockFaceOptions``).
  package var face: ClockFaceOptions
  /// The share of images, 0…1, whose hour hand disagrees with the minute hand (labelled
  /// `"valid": false`).
  package var invalidShare: Double

  /// Settings as given.
  package init(
    seed: UInt64, count: Int, size: Int, level: ReadingLevel?, variations: Set<DatasetVariation>, styles: [ClockStyle],
    face: ClockFaceOptions, invalidShare: Double
  ) {
    self.seed = seed
    self.count = count
    self.size = size
    self.level = level
    self.variations = variations
    self.styles = styles
    self.face = face
    self.invalidShare = invalidShare
  }
}
