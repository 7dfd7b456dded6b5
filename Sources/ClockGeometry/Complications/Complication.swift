/// A small display a dial carries besides its hands, as a watch's complications are: drawn on
/// the dial, under the labels and the hands, by every renderer from the scene.
///
/// Each has its place on the dial: the date window at 3, the day-and-night dial at 9, the moon
/// phase at 6, the second zone's 24-hour scale inside the numerals. A style lists those it carries (`complications = moon-phase date` in a style file);
/// `--complications` sets them for one picture.
public enum Complication: String, Sendable, Hashable, CaseIterable {
  /// A window at 3 o'clock with the local day of the month.
  case date
  /// A small 24-hour dial at 9 o'clock: its hand turns once a day, noon at the top, and its
  /// lower half, the hours from 18:00 to 06:00, is shaded as night.
  case dayNight = "day-night"
  /// An aperture at 6 o'clock showing the moon as lit at that instant (``MoonPhase``), as seen
  /// from the northern hemisphere: waxing from the right.
  case moonPhase = "moon-phase"
  /// A second-zone (GMT) hand: a central hand that turns once a day, 24 at the top, showing
  /// the time in a second zone (`ClockFaceOptions.secondZone`, UTC by default) against a 24-hour
  /// scale printed just inside the numerals (a 24-hour dial reads it on its own hours).
  case gmt
}
