import ClockTestSupport
import Foundation
import Testing

/// `aclock frames` for e-paper panels, end to end: gray palettes, BMP frames, local-time
/// names, and each frame's `changed` rectangles checked against numpy's pixel diff of the
/// files the binary wrote.
@Suite("aclock frames for e-paper panels, end to end", .tags(.integration, .decoders))
struct EPaperFramesEndToEndTests {
  static var python: String {
    FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
  }

  /// numpy's verdict on a run's `changed` entries: "ok FRAMES PIXELS" or what is wrong.
  ///
  /// Each frame's file is decoded by PIL and compared with the frame before: every differing
  /// pixel lies in a rectangle, rectangles do not overlap, each is tight (its own differing
  /// pixels reach its four edges), and each lies inside the bounding box of the two frames'
  /// moving ink, with no more area in all: a pixel is moving ink in a frame when it differs from
  /// that pixel's most common value over the whole run (what stays still: dial, ticks, hub).
  static let checker = """
    import json, sys
    import numpy as np
    from PIL import Image
    folder = sys.argv[1]
    timeline = json.load(open(folder + '/timeline.json'))
    frames = timeline['frames']
    images = np.stack([np.asarray(Image.open(folder + '/' + f['file']).convert('L')) for f in frames])
    height, width = images.shape[1:]
    if (width, height) != (timeline['width'], timeline['height']):
        sys.exit(print('size', width, height, 'but the timeline says', timeline['width'], timeline['height']))
    levels = sorted(set(np.unique(images).tolist()))
    # The most common value of each pixel over the run (two levels in 1 bit: a majority).
    still = np.apply_along_axis(lambda values: np.bincount(values, minlength=256).argmax(), 0, images) if len(levels) > 2 \\
        else np.where((images == levels[-1]).mean(axis=0) >= 0.5, levels[-1], levels[0])
    ink = images != still
    if frames[0]['changed'] is not None: sys.exit(print('frame 0 has changed', frames[0]['changed']))
    total = 0
    for n in range(1, len(frames)):
        rects = frames[n]['changed']
        diff = images[n] != images[n - 1]
        total += int(diff.sum())
        covered = np.zeros(diff.shape, bool)
        for r in rects:
            x, y, w, h = r['x'], r['y'], r['width'], r['height']
            if covered[y:y + h, x:x + w].any(): sys.exit(print('overlap at frame', n, r))
            covered[y:y + h, x:x + w] = True
            ys, xs = np.nonzero(diff[y:y + h, x:x + w])
            if len(xs) == 0 or (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1) != (0, 0, w, h):
                sys.exit(print('loose rectangle at frame', n, r))
        if (diff & ~covered).any():
            ys, xs = np.nonzero(diff & ~covered)
            sys.exit(print('frame', n, frames[n]['file'], 'misses', len(xs), 'pixels, first', xs[0], ys[0]))
        moving = ink[n] | ink[n - 1]
        if rects:
            ys, xs = np.nonzero(moving)
            box = (xs.min(), ys.min(), xs.max() + 1, ys.max() + 1)
            for r in rects:
                if r['x'] < box[0] or r['y'] < box[1] or r['x'] + r['width'] > box[2] or r['y'] + r['height'] > box[3]:
                    sys.exit(print('frame', n, 'rectangle', r, 'outside the moving ink', box))
            if sum(r['width'] * r['height'] for r in rects) > (box[2] - box[0]) * (box[3] - box[1]):
                sys.exit(print('frame', n, 'rectangles larger than the moving ink', box))
    print('ok', len(frames), total)
    """

  static func verdict(of directory: URL) throws -> String {
    try Tool.output(python, ["-c", checker, directory.path]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// A whole local day of minutes in Berlin, with New York beside it and each clock's time as a
  /// label (labels change too): 1,440 1-bit frames named 0000.png … 2359.png.
  @Test func aDayOfMinutesInTwoZones() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try FramesEndToEndTests.run([
        "--from", "2024-06-15T00:00:00+02:00", "--to", "2024-06-16T00:00:00+02:00", "--every-minute",
        "--tz", "Europe/Berlin", "--tz", "America/New_York", "--label", "time", "--size", "400x240",
        "--palette", "1bit", "--names", "hhmm", "--quiet",
      ], out: directory)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      let frames = try FramesEndToEndTests.frames(in: directory)
      #expect(frames.count == 1440)
      // Each name is the first zone's local hour and minute.
      let expected = (0..<1440).map { String(format: "%02d%02d.png", $0 / 60, $0 % 60) }
      #expect(frames.compactMap { $0["file"] as? String } == expected)
      let local = try FramesEndToEndTests.localTimes(in: directory)
      #expect(local.first == "2024-06-15T00:00:00.000+02:00" && local.last == "2024-06-15T23:59:00.000+02:00")
      let verdict = try Self.verdict(of: directory)
      let parts = verdict.split(separator: " ")
      #expect(parts.first == "ok" && parts.count == 3, "\(verdict)")
      // Every minute moved something in both clocks: well over 1,439 × 2 differing pixels.
      #expect((Int(parts.last ?? "") ?? 0) > 1439 * 50, "\(verdict)")
    }
  }

  /// The checker is not a rubber stamp: a rectangle one pixel short, a frame's rectangles
  /// dropped, and one grown to the whole picture are each refused.
  @Test func theCheckerRefusesWrongRectangles() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try FramesEndToEndTests.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:04:00Z", "--every-minute", "--tz", "UTC",
        "--size", "400x240", "--palette", "gray4", "--quiet",
      ], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      #expect(try Self.verdict(of: directory).hasPrefix("ok 4 "))
      let file = directory.appendingPathComponent("timeline.json")
      let original = try String(contentsOf: file, encoding: .utf8)
      let first = try #require(original.firstRange(of: /"changed":\[\{"height":(\d+)/))
      let height = try #require(Int(original[first].split(separator: ":").last ?? ""))
      let wrongs = [
        original.replacingCharacters(in: first, with: "\"changed\":[{\"height\":\(height - 1)"),
        original.replacing(/"changed":\[[^\]]*\]/, with: "\"changed\":[]"),
        original.replacing(/"changed":\[[^\]]*\]/, with: "\"changed\":[{\"height\":240,\"width\":400,\"x\":0,\"y\":0}]"),
      ]
      for wrong in wrongs {
        try wrong.write(to: file, atomically: true, encoding: .utf8)
        #expect(try !Self.verdict(of: directory).hasPrefix("ok"), "\(wrong.prefix(300))")
      }
    }
  }

  /// BMP frames in four grays on a panel mounted sideways: PIL reads each at 480×800 in exactly
  /// the palette's levels, the header as firmware reads it, and `--resume` keeps them.
  @Test func grayBMPFramesTurnedAQuarterDecodeAndResume() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let arguments = [
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:03:00Z", "--every-minute", "--tz", "Asia/Tokyo",
        "--size", "800x480", "--rotate", "90", "--palette", "gray4", "--dither", "ordered", "--format", "bmp", "--quiet",
      ]
      let result = try FramesEndToEndTests.run(arguments, out: directory)
      #expect(result.status == 0 && result.stderr.isEmpty, "\(result.stderr)")
      let names = (0..<3).map { "frame-00000\($0).bmp" }
      let script = """
        import struct, sys
        from PIL import Image
        for path in sys.argv[1:]:
            data = open(path, 'rb').read()
            size, offset = struct.unpack_from('<IxxxxI', data, 2)
            width, height, planes, bits = struct.unpack_from('<iiHH', data, 18)
            image = Image.open(path)
            levels = sorted(set(image.convert('L').getdata()))
            print(image.size[0], image.size[1], size == len(data), width, height, bits, levels)
        """
      let printed = try Tool.output(Self.python, ["-c", script] + names.map { directory.appendingPathComponent($0).path })
      let line = "480 800 True 480 800 4 [0, 85, 170, 255]"
      #expect(printed == Array(repeating: line, count: 3).joined(separator: "\n") + "\n", "\(printed)")
      #expect(try Self.verdict(of: directory).hasPrefix("ok 3 "))
      let inodes = try names.map { try FramesEndToEndTests.inode(directory.appendingPathComponent($0)) }
      let again = try FramesEndToEndTests.run(arguments + ["--resume"], out: directory)
      #expect(again.status == 0 && again.stderr.isEmpty, "\(again.stderr)")
      #expect(try names.map { try FramesEndToEndTests.inode(directory.appendingPathComponent($0)) } == inodes)
      // The kept frames' rectangles are in the new index too.
      #expect(try Self.verdict(of: directory).hasPrefix("ok 3 "))
    }
  }

  /// Full-colour frames, made for video, have no `changed` (comparing them cost 13–16 % a frame);
  /// the header names the palette and the files' size either way.
  @Test func fullColourFramesHaveNoChangedEntry() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try FramesEndToEndTests.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:00:03Z", "--every", "1s", "--tz", "UTC",
        "--size", "300x200", "--rotate", "270", "--quiet",
      ], out: directory)
      #expect(result.status == 0, "\(result.stderr)")
      let timeline = try FramesEndToEndTests.timeline(in: directory)
      #expect(timeline["palette"] as? String == "color" && timeline["width"] as? Int == 200 && timeline["height"] as? Int == 300)
      let frames = try FramesEndToEndTests.frames(in: directory)
      #expect(frames.count == 3 && frames.allSatisfy { $0["changed"] == nil })
    }
  }

  @Test("refused before anything is drawn", arguments: [
    (["--every-minute", "--format", "bmp"], "--palette 1bit, gray4 or gray16"),
    (["--every-minute", "--format", "svg", "--palette", "1bit"], "--format svg"),
    (["--every-minute", "--format", "txt", "--palette", "gray4"], "--format txt"),
    (["--every-minute", "--dither", "ordered"], "gray palette"),
    (["--every", "30s", "--names", "hhmm"], "two frames the name 0900.png"),
    (["--every-minute", "--names", "hhmm", "--to", "2024-06-16T09:01:00Z"], "at most a day"),
  ] as [([String], String)])
  func refusals(arguments: [String], mention: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let out = directory.appendingPathComponent("frames")
      let to = arguments.contains("--to") ? [] : ["--to", "2024-06-15T09:02:00Z"]
      let result = try FramesEndToEndTests.run(["--from", "2024-06-15T09:00:00Z", "--tz", "UTC"] + to + arguments, out: out)
      result.expectUsageError(mentioning: mention)
      #expect(!FileManager.default.fileExists(atPath: out.appendingPathComponent("timeline.json").path))
    }
  }

  /// A frame over --max-bytes stops the run with exit 73 and is not written.
  @Test func aFrameOverMaxBytesIsExit73AndNotWritten() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let result = try FramesEndToEndTests.run([
        "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T09:02:00Z", "--every-minute", "--tz", "UTC",
        "--palette", "1bit", "--size", "800x480", "--max-bytes", "1kB", "--quiet",
      ], out: directory)
      #expect(result.status == 73, "\(result.stderr)")
      #expect(result.stderr.contains("more than --max-bytes 1000") && result.stderr.filter(\.isNewline).count == 1, "\(result.stderr)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path).filter { $0.hasSuffix(".png") || $0.contains(".png.") }
      #expect(left.isEmpty, "\(left)")
    }
  }
}
