import ClockTestSupport
import Foundation
import Testing

/// `--changed-since`, end to end: the picture written at T and at the earlier instant by the
/// binary, diffed pixel by pixel by PIL; the printed rectangles hold every differing pixel, do
/// not overlap, are each tight (their own differing pixels reach their four edges), and
/// together reach exactly the diff's bounding box, no further.
@Suite("aclock --changed-since, end to end", .tags(.integration, .decoders))
struct ChangedSinceEndToEndTests {
  static let at = "2024-06-15T09:15:30Z"
  static let before = "2024-06-15T09:14:30Z"

  /// PIL's verdict on `rectangles` (the printed JSON) for the pixels where `earlier` and
  /// `later` differ: "ok N" (N differing pixels) or what is wrong.
  static func verdict(_ json: String, earlier: String, later: String) throws -> String {
    let script = """
      import json, sys
      from PIL import Image
      report = json.loads(sys.argv[1])
      a, b = (Image.open(p).convert('RGBA') for p in sys.argv[2:4])
      if a.size != b.size or a.size != (report['width'], report['height']):
          sys.exit(print('size', a.size, b.size, report['width'], report['height']))
      w = a.size[0]
      diff = [(i % w, i // w) for i, (p, q) in enumerate(zip(a.getdata(), b.getdata())) if p != q]
      rects = report['changed']
      inside = lambda x, y: any(r['x'] <= x < r['x'] + r['width'] and r['y'] <= y < r['y'] + r['height'] for r in rects)
      missed = [p for p in diff if not inside(*p)]
      if missed: sys.exit(print('missed', len(missed), missed[:3]))
      if not diff: sys.exit(print('ok 0' if not rects else 'rectangles for no change'))
      for r in rects:
          own = [(x, y) for x, y in diff if r['x'] <= x < r['x'] + r['width'] and r['y'] <= y < r['y'] + r['height']]
          edges = (min(x for x, _ in own), min(y for _, y in own), max(x for x, _ in own) + 1, max(y for _, y in own) + 1) if own else None
          if edges != (r['x'], r['y'], r['x'] + r['width'], r['y'] + r['height']):
              sys.exit(print('loose', r, 'its pixels reach', edges))
      for i, r in enumerate(rects):
          for q in rects[i + 1:]:
              if r['x'] < q['x'] + q['width'] and q['x'] < r['x'] + r['width'] and r['y'] < q['y'] + q['height'] and q['y'] < r['y'] + r['height']:
                  sys.exit(print('overlap', r, q))
      box = (min(x for x, _ in diff), min(y for _, y in diff), max(x for x, _ in diff) + 1, max(y for _, y in diff) + 1)
      reach = (min(r['x'] for r in rects), min(r['y'] for r in rects),
               max(r['x'] + r['width'] for r in rects), max(r['y'] + r['height'] for r in rects))
      print(f'ok {len(diff)}' if reach == box else f'reach {reach} but the diff box is {box}')
      """
    let python = FileManager.default.isExecutableFile(atPath: "/usr/bin/python3") ? "/usr/bin/python3" : "python3"
    return try Tool.output(python, ["-c", script, json, earlier, later]).trimmingCharacters(in: .whitespacesAndNewlines)
  }

  /// Writes the picture at T with `--changed-since`, and at the earlier instant, and returns
  /// the printed line and PIL's verdict.
  static func compare(_ arguments: [String], format: String, since: String = before) throws -> (json: String, verdict: String) {
    var result: (String, String) = ("", "")
    try PictureEndToEndTests.withDirectory { directory in
      let later = directory.appendingPathComponent("later.\(format)").path
      let earlier = directory.appendingPathComponent("earlier.\(format)").path
      let run = try AClockProcess.run(["--at", at, "--changed-since", since, "--\(format)", later] + arguments)
      #expect(run.status == 0 && run.stderr.isEmpty, "\(run.stderr)")
      let plain = try AClockProcess.run(["--at", since, "--\(format)", earlier] + arguments)
      #expect(plain.status == 0 && plain.stdout.isEmpty, "\(plain.stderr)")
      result = (run.stdout, try verdict(run.stdout, earlier: earlier, later: later))
    }
    return result
  }

  @Test("the rectangles hold the pixel diff, and reach exactly its bounding box", arguments: [
    (["--tz", "UTC", "--style", "classic"], "png"),
    (["--tz", "Asia/Tokyo", "--size", "800x480", "--rotate", "90", "--palette", "1bit"], "bmp"),
    (["--tz", "UTC", "--tz", "America/New_York", "--size", "800x480", "--palette", "gray4", "--dither", "ordered"], "png"),
  ] as [([String], String)])
  func rectanglesHoldThePixelDiff(arguments: [String], format: String) throws {
    let (json, verdict) = try Self.compare(arguments, format: format)
    #expect(json.hasPrefix("{\"changed\":[{") && json.hasSuffix("}\n") && json.split(separator: "\n").count == 1, "\(json)")
    let differing = verdict.hasPrefix("ok ") ? Int(verdict.dropFirst(3)) : nil
    #expect((differing ?? 0) > 100, "\(verdict) for \(json)")
  }

  @Test func nothingChangedPrintsNoRectangles() throws {
    let (json, verdict) = try Self.compare(["--tz", "UTC", "--size", "800x480"], format: "png", since: Self.at)
    #expect(json == "{\"changed\":[],\"height\":480,\"width\":800}\n")
    #expect(verdict == "ok 0")
  }

  /// The checker is not a rubber stamp: the real line, with its first rectangle one pixel
  /// short or one pixel long, is refused.
  @Test func theCheckerRefusesARectangleOffByOne() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let later = directory.appendingPathComponent("later.png").path
      let earlier = directory.appendingPathComponent("earlier.png").path
      let run = try AClockProcess.run(["--at", Self.at, "--changed-since", Self.before, "--tz", "UTC", "--png", later])
      _ = try AClockProcess.run(["--at", Self.before, "--tz", "UTC", "--png", earlier])
      #expect(try Self.verdict(run.stdout, earlier: earlier, later: later).hasPrefix("ok "))
      let width = try #require(run.stdout.firstRange(of: /"width":(\d+),"x"/))
      let value = try #require(Int(run.stdout[width].dropFirst(8).dropLast(4)))
      for wrong in [value - 1, value + 1] {
        let json = run.stdout.replacingCharacters(in: width, with: "\"width\":\(wrong),\"x\"")
        #expect(try !Self.verdict(json, earlier: earlier, later: later).hasPrefix("ok "), "\(json)")
      }
    }
  }

  @Test("refused where there is no raster file or standard output is taken", arguments: [
    (["--png", "-"], "'-'"),
    (["--svg", "c.svg"], "--png FILE or --bmp FILE"),
    (["--pdf", "c.pdf"], "--png FILE or --bmp FILE"),
    ([], "--png FILE or --bmp FILE"),
    (["--png", "c.png", "--live"], "--live"),
    (["--status"], "--status"),
    (["--png", "c.png", "--html", "c.html"], "--html"),
  ] as [([String], String)])
  func refusals(arguments: [String], names: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let run = try AClockProcess.run(["--changed-since", Self.before] + arguments, in: directory)
      #expect(run.status == 64 && run.stdout.isEmpty, "\(run.status) \(run.stdout)")
      #expect(run.stderr.split(separator: "\n").count == 1 && run.stderr.contains(names), "\(run.stderr)")
      let left = try FileManager.default.contentsOfDirectory(atPath: directory.path)
      #expect(left.isEmpty, "\(left)")
    }
  }

  @Test func aBadInstantIsNamed() throws {
    let run = try AClockProcess.run(["--changed-since", "yesterday", "--png", "/dev/null"])
    #expect(run.status == 64 && run.stderr.contains("'yesterday'"), "\(run.stderr)")
  }
}
