import ClockTestSupport
import Foundation
import Testing

/// README's timelapse recipe (exiftool → `aclock frames --instants` → ffmpeg overlay), run as
/// written on photos made here: ffmpeg draws them, exiftool stamps their `DateTimeOriginal`.
@Suite("README timelapse recipe", .tags(.integration, .decoders))
struct InstantsRecipeTests {
  /// The shell block of README.md under "A clock in the corner of every photo".
  static func recipe() throws -> String {
    let readme = try String(
      contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("README.md"), encoding: .utf8)
    let intro = try #require(readme.range(of: "A clock in the corner of every photo"))
    let open = try #require(readme.range(of: "```sh\n", range: intro.upperBound..<readme.endIndex))
    let close = try #require(readme.range(of: "```\n", range: open.upperBound..<readme.endIndex))
    return String(readme[open.upperBound..<close.lowerBound])
  }

  static func shell(_ script: String, in directory: URL) throws -> AClockProcess.Result {
    // `aclock` in the recipe is the one built here.
    let path = AClockProcess.binary.deletingLastPathComponent().path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    return try AClockProcess.run(["-c", script], environment: ["PATH": path], executable: URL(fileURLWithPath: "/bin/bash"), in: directory)
  }

  @Test func photosGetTheirOwnTimesInShootingOrder() throws {
    try PictureEndToEndTests.withDirectory { directory in
      // Shot out of name order, two in Berlin's repeated hour, one with no time at all.
      let times = ["2024:10:27 01:50:00", "2024:10:27 02:40:00", "2024:10:27 03:05:00", "2024:10:27 02:10:00"]
      var make = "set -e; mkdir photos\n"
      for (index, time) in times.enumerated() {
        make += "ffmpeg -loglevel error -f lavfi -i color=c=steelblue:s=640x360 -frames:v 1 photos/IMG_\(index).jpg\n"
        make += "exiftool -q -overwrite_original -DateTimeOriginal='\(time)' photos/IMG_\(index).jpg\n"
      }
      make += "ffmpeg -loglevel error -f lavfi -i color=c=gray:s=640x360 -frames:v 1 photos/untimed.jpg\n"
      let made = try Self.shell(make, in: directory)
      try #require(made.status == 0, "\(made.stderr)")

      let run = try Self.shell("set -e\n" + (try Self.recipe()), in: directory)
      #expect(run.status == 0, "\(run.stderr.suffix(2000))")
      let clock = directory.appendingPathComponent("clock")
      let frames = try FramesEndToEndTests.frames(in: clock)
      #expect(frames.map { $0["name"] as? String } == ["IMG_0.jpg", "IMG_3.jpg", "IMG_1.jpg", "IMG_2.jpg"])
      #expect(frames.map { $0["instant"] as? String } == [
        "2024-10-26T23:50:00.000+00:00", "2024-10-27T00:10:00.000+00:00", "2024-10-27T00:40:00.000+00:00",
        "2024-10-27T02:05:00.000+00:00",
      ])
      // Every photo of the sequence is one frame of the video, with its clock laid over it.
      let probe = try Self.shell(
        "ffprobe -v error -count_frames -select_streams v:0 -show_entries stream=nb_read_frames,width,height -of csv=p=0 timelapse.mp4",
        in: directory)
      #expect(probe.stdout.trimmingCharacters(in: .whitespacesAndNewlines) == "640,360,4", "\(probe.stderr)")
    }
  }
}
