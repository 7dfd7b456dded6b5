import ClockTestSupport
import Foundation
import Testing

#if canImport(Glibc)
import Glibc
#endif

/// `aclock frames --video FILE`, checked with Debian's ffmpeg and ffprobe: what each container
/// holds, that a frame is the picture of its instant, and that nothing is left on failure.
@Suite("aclock frames --video, end to end", .tags(.integration, .ffmpeg))
struct VideoEndToEndTests {
  /// Twelve frames, five minutes apart (the minute hand turns 30° a frame), at 12 frames a second:
  /// one second of video.
  static let range = ["--from", "2024-06-15T10:00:00Z", "--to", "2024-06-15T11:00:00Z", "--every", "5m", "--tz", "UTC", "--size", "96"]
  static let fps = 12

  /// A container, what ffprobe must report for it, and the background it is drawn on.
  struct Expectation: Sendable, CustomTestStringConvertible {
    let fileExtension: String
    let codec: String
    /// The pixel formats ffprobe may report (ProRes 4444 decodes as 10 or 12 bits).
    let pixelFormats: [String]
    let background: String
    /// Whether a transparent corner stays transparent.
    let keepsAlpha: Bool
    /// The largest mean difference of a colour channel (0–255) from the PNG of the same instant.
    /// Measured: webm 1.7, mov 0.04, mp4 1.5, gif 0.1, png 0; the PNG of 10:40 instead of
    /// 10:35 differs by 5.2 to 7.1 in every container.
    let tolerance: Double
    var testDescription: String { "." + fileExtension }
  }

  static let containers = [
    Expectation(fileExtension: "webm", codec: "vp9", pixelFormats: ["yuv420p"], background: "transparent", keepsAlpha: true, tolerance: 3),
    Expectation(fileExtension: "mov", codec: "prores", pixelFormats: ["yuva444p10le", "yuva444p12le"], background: "transparent", keepsAlpha: true, tolerance: 1),
    Expectation(fileExtension: "mp4", codec: "h264", pixelFormats: ["yuv420p"], background: "white", keepsAlpha: false, tolerance: 3),
    Expectation(fileExtension: "gif", codec: "gif", pixelFormats: ["bgra"], background: "transparent", keepsAlpha: true, tolerance: 1),
    Expectation(fileExtension: "png", codec: "apng", pixelFormats: ["rgba"], background: "transparent", keepsAlpha: true, tolerance: 0.5),
  ]

  /// Runs `program` with `arguments`; its stdout, and its stderr when it fails.
  static func tool(_ program: String, _ arguments: [String]) throws -> Data {
    let result = try AClockProcess.run(arguments, executable: URL(fileURLWithPath: "/usr/bin/" + program))
    try #require(result.status == 0, "\(program) \(arguments): \(result.stderr)")
    return result.stdoutBytes
  }

  /// ffprobe's first video stream and format, as JSON, frames counted by decoding.
  static func probe(_ file: URL) throws -> (stream: [String: Any], format: [String: Any]) {
    let data = try tool("ffprobe", [
      "-v", "error", "-count_frames", "-show_entries",
      "stream=codec_name,pix_fmt,nb_read_frames,r_frame_rate,width,height:stream_tags=alpha_mode:format=duration", "-of", "json", file.path,
    ])
    let json = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
    let stream = try #require((json["streams"] as? [[String: Any]])?.first)
    return (stream, json["format"] as? [String: Any] ?? [:])
  }

  /// Frame `index` of `file` (or the picture `file`) as 96×96 RGBA bytes, decoded by ffmpeg
  /// (`decoder` first when given: VP9's alpha needs libvpx's decoder).
  static func rgba(of file: URL, frame index: Int = 0, decoder: [String] = []) throws -> [UInt8] {
    Array(try tool("ffmpeg", ["-v", "error"] + decoder + [
      "-i", file.path, "-vf", "select=eq(n\\,\(index)),crop=96:96:0:0", "-frames:v", "1", "-f", "rawvideo", "-pix_fmt", "rgba", "-",
    ]))
  }

  /// The mean absolute difference of the colour channels where both pictures are at least half opaque.
  static func meanColorDifference(_ a: [UInt8], _ b: [UInt8]) -> Double {
    var sum = 0, count = 0
    for pixel in stride(from: 0, to: min(a.count, b.count), by: 4) where a[pixel + 3] >= 128 && b[pixel + 3] >= 128 {
      for channel in 0..<3 { sum += abs(Int(a[pixel + channel]) - Int(b[pixel + channel])) }
      count += 3
    }
    return count == 0 ? .infinity : Double(sum) / Double(count)
  }

  /// Encodes ``range`` into `clock.EXT` in `directory` as `expected` says; the video and how aclock ended.
  static func makeVideo(_ expected: Expectation, in directory: URL) throws -> (video: URL, result: AClockProcess.Result) {
    let video = directory.appendingPathComponent("clock." + expected.fileExtension)
    let result = try AClockProcess.run(
      ["frames"] + range + ["--background", expected.background, "--video", video.path, "--fps", "\(fps)"])
    return (video, result)
  }

  @Test("each container decodes as promised", arguments: containers)
  func eachContainerDecodesAsPromised(_ expected: Expectation) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let (video, result) = try Self.makeVideo(expected, in: directory)
      #expect(result.status == 0 && result.stdout.isEmpty && result.stderr.isEmpty, "\(result.stderr)")
      // Only the video: no frame files without --out, no temporary left.
      #expect(PictureEndToEndTests.contents(of: directory) == [video.lastPathComponent])

      let (stream, format) = try Self.probe(video)
      #expect(stream["codec_name"] as? String == expected.codec)
      #expect(stream["nb_read_frames"] as? String == "12")
      // GIF counts time in hundredths of a second: 1/12 s becomes 8 or 9 of them.
      let durationTolerance = expected.fileExtension == "gif" ? 0.05 : 0.01
      if expected.fileExtension != "gif" { #expect(stream["r_frame_rate"] as? String == "12/1") }
      #expect(expected.pixelFormats.contains(stream["pix_fmt"] as? String ?? ""), "\(stream)")
      if expected.fileExtension != "png" {  // ffprobe gives an animated PNG no duration
        #expect(abs((Double(format["duration"] as? String ?? "") ?? 0) - 1) <= durationTolerance, "\(format)")
      }
      if expected.fileExtension == "webm" {
        // VP9 keeps alpha in a side track: the tag says so, and libvpx's decoder gives yuva420p.
        let tags = (stream["tags"] as? [String: Any] ?? [:]).map { ($0.key.uppercased(), $0.value as? String) }
        #expect(tags.contains { $0 == ("ALPHA_MODE", "1") }, "\(stream)")
        let decoded = try AClockProcess.run(
          ["-hide_banner", "-c:v", "libvpx-vp9", "-i", video.path, "-f", "null", "-"], executable: URL(fileURLWithPath: "/usr/bin/ffmpeg"))
        #expect(decoded.stderr.contains("vp9 (Profile 0), yuva420p"), "\(decoded.stderr)")
      }
    }
  }

  @Test("a frame of the video is the picture of its instant", arguments: containers)
  func aFrameIsThePictureOfItsInstant(_ expected: Expectation) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let (video, made) = try Self.makeVideo(expected, in: directory)
      try #require(made.status == 0, "\(made.stderr)")
      // Frame 7 is 10:35.
      let picture = directory.appendingPathComponent("at.png")
      let drawn = try AClockProcess.run([
        "--png", picture.path, "--at", "2024-06-15T10:35:00Z", "--tz", "UTC", "--size", "96", "--background", expected.background,
      ])
      try #require(drawn.status == 0, "\(drawn.stderr)")
      let decoder = expected.fileExtension == "webm" ? ["-c:v", "libvpx-vp9"] : []
      let frame = try Self.rgba(of: video, frame: 7, decoder: decoder)
      let reference = try Self.rgba(of: picture)
      try #require(frame.count == 96 * 96 * 4 && reference.count == frame.count)

      let difference = Self.meanColorDifference(frame, reference)
      #expect(difference <= expected.tolerance, "mean difference \(difference)")
      // The face is opaque; the corner is transparent where alpha is kept, white in MP4.
      let centre = (48 * 96 + 48) * 4, corner = 0
      #expect(frame[centre + 3] == 255)
      if expected.keepsAlpha {
        #expect(reference[corner + 3] == 0 && frame[corner + 3] == 0, "corner alpha \(frame[corner + 3])")
      } else {
        #expect(frame[corner..<(corner + 4)].allSatisfy { $0 >= 250 }, "corner \(Array(frame[corner..<(corner + 4)]))")
      }
    }
  }

  /// H.264 needs even sides: a 97 px clock becomes 96 px, its last column and row (background)
  /// cropped, not padded with a black line.
  @Test func anOddSideOfAnMP4LosesAPixelOfBackground() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let video = directory.appendingPathComponent("odd.mp4")
      let result = try AClockProcess.run(
        ["frames", "--from", "2024-06-15T10:00:00Z", "--to", "2024-06-15T10:00:02Z", "--every", "1s", "--size", "97",
         "--background", "white", "--video", video.path])
      try #require(result.status == 0, "\(result.stderr)")
      let (stream, _) = try Self.probe(video)
      #expect(stream["width"] as? Int == 96 && stream["height"] as? Int == 96, "\(stream)")
      let frame = try Self.rgba(of: video)
      for (x, y) in [(95, 48), (48, 95), (95, 95)] {
        let pixel = frame[((y * 96 + x) * 4)..<((y * 96 + x) * 4 + 3)]
        #expect(pixel.allSatisfy { $0 >= 235 }, "(\(x), \(y)): \(Array(pixel))")
      }
    }
  }

  @Test func withoutFFmpegOnThePathNothingIsWritten() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(
        ["frames"] + Self.range + ["--video", "clock.webm", "--out", "frames"], environment: ["PATH": "/nonexistent"], in: directory)
      #expect(result.status == 69)
      #expect(result.stderr == "aclock: --video needs ffmpeg (Debian package ffmpeg): not found on PATH\n")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func aFailingFFmpegIsOneLineAndLeavesNothing() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let bin = directory.appendingPathComponent("bin")
      try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
      let fake = bin.appendingPathComponent("ffmpeg")
      // Reads some input, complains on two lines (the last with an escape sequence), fails.
      try "#!/bin/sh\nhead -c 100 >/dev/null\necho 'first line' >&2\nprintf 'Conversion failed \\033[2J!\\n' >&2\nexit 1\n"
        .write(to: fake, atomically: true, encoding: .utf8)
      chmod(fake.path, 0o755)
      let out = directory.appendingPathComponent("out")
      try FileManager.default.createDirectory(at: out, withIntermediateDirectories: true)
      let result = try AClockProcess.run(
        ["frames"] + Self.range + ["--video", "clock.webm"], environment: ["PATH": bin.path + ":/usr/bin:/bin"], in: out)
      #expect(result.status == 70)
      #expect(result.stderr == "aclock: cannot render 'clock.webm': ffmpeg failed (exit 1): Conversion failed \\e[2J!\n")
      #expect(PictureEndToEndTests.contents(of: out).isEmpty)
    }
  }

  @Test func anotherExtensionIsRefusedWithTheAcceptedOnes() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(["frames"] + Self.range + ["--video", "clock.avi"], in: directory)
      result.expectUsageError(mentioning: "'clock.avi'", ".webm, .mov, .mp4, .gif or .png")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  @Test func mp4RefusesATransparentBackground() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try AClockProcess.run(["frames"] + Self.range + ["--background", "transparent", "--video", "clock.mp4"], in: directory)
      result.expectUsageError(mentioning: ".mp4", "--background", ".webm")
      #expect(PictureEndToEndTests.contents(of: directory).isEmpty)
    }
  }

  /// Command lines of running processes that mention `text` (from /proc).
  static func processes(mentioning text: String) -> [String] {
    let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
    return entries.filter { $0.allSatisfy(\.isNumber) }.compactMap { pid in
      guard let data = FileManager.default.contents(atPath: "/proc/\(pid)/cmdline") else { return nil }
      let line = String(decoding: data.map { $0 == 0 ? UInt8(ascii: " ") : $0 }, as: UTF8.self)
      return line.contains(text) ? line : nil
    }
  }

  @Test("a signal stops ffmpeg and leaves no video", arguments: [(SIGINT, Int32(130)), (SIGTERM, Int32(143))])
  func aSignalStopsFFmpegAndLeavesNoVideo(signal: Int32, status: Int32) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames"), videos = directory.appendingPathComponent("videos")
      try FileManager.default.createDirectory(at: videos, withIntermediateDirectories: true)
      let video = videos.appendingPathComponent("day.webm")
      // A day of seconds: far longer than the test; the first frame file in --out means ffmpeg is running.
      let interrupted = try AClockProcess.runUntilFirstRename([
        "frames", "--from", "2024-06-15T00:00:00Z", "--to", "2024-06-16T00:00:00Z", "--every", "1s", "--size", "64",
        "--out", out.path, "--video", video.path,
      ], in: out, thenSend: signal)
      #expect(interrupted.exited && interrupted.status == status)
      #expect(PictureEndToEndTests.contents(of: videos).isEmpty)
      // ffmpeg was waited for before aclock exited: no process still writes beside day.webm.
      #expect(Self.processes(mentioning: videos.path).isEmpty)
    }
  }
}
