import Foundation
import Testing

/// `--style`, `--font` and `aclock styles`, on the built binary.
@Suite("Styles, end to end")
struct StylesEndToEndTests {
  static let names = ["classic", "station", "minimal", "breguet", "contrast", "pilot", "bauhaus"]
  static let moment = ["--at", "2024-06-15T10:09:37Z", "--tz", "UTC"]

  @Test func stylesListsEveryBuiltInWithWhatItFollows() throws {
    let result = try AClockProcess.run(["styles"])
    #expect(result.status == 0 && result.stderr.isEmpty)
    let lines = result.stdout.split(separator: "\n")
    #expect(lines.map { String($0.prefix { $0 != " " }) } == Self.names)
    #expect(lines[1].contains("Swiss railway clock"))
    #expect(try AClockProcess.run(["styles", "list"]).stdout == result.stdout)
  }

  @Test("A built-in style exported to a file draws byte for byte the same", arguments: names)
  func exportedStyleIsTheSame(name: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("\(name).style")
      let shown = try AClockProcess.run(["styles", "show", name])
      #expect(shown.status == 0 && shown.stderr.isEmpty && shown.stdout.hasPrefix("# aclock style file."))
      try Data(shown.stdout.utf8).write(to: file)
      for theme in ["light", "dark"] {
        for (format, size) in [("--png", "256"), ("--png", "24"), ("--pdf", "200")] {
          let builtIn = directory.appendingPathComponent("a"), loaded = directory.appendingPathComponent("b")
          let common = Self.moment + ["--theme", theme, "--size", size, "--label", "both", format]
          #expect(try AClockProcess.run(["--style", name] + common + [builtIn.path]).status == 0)
          #expect(try AClockProcess.run(["--style", file.path] + common + [loaded.path]).status == 0)
          let a = try Data(contentsOf: builtIn), b = try Data(contentsOf: loaded)
          #expect(!a.isEmpty && a == b, "\(name) \(theme) \(format) \(size)")
        }
      }
    }
  }

  @Test func eachStyleDrawsADifferentPicture() throws {
    try PictureEndToEndTests.withDirectory { directory in
      var pictures: [Data] = []
      for name in Self.names {
        let target = directory.appendingPathComponent("\(name).png")
        #expect(try AClockProcess.run(["--style", name, "--size", "128", "--png", target.path] + Self.moment).status == 0)
        pictures.append(try Data(contentsOf: target))
      }
      #expect(Set(pictures).count == Self.names.count)
    }
  }

  @Test("A bad style file: one line naming the file, the line and the key; exit 64; nothing written", arguments: [
    ("base = classic\n[hour-hand]\nlenght = 0.5\n", "mine.style:3: unknown key 'lenght' in [hour-hand]; accepted: outline, length,"),
    ("base = classic\n[light]\nsecond-hand = reddish\n", "mine.style:3: 'second-hand' in [light] must be a colour: #RGB, #RRGGBB, #RRGGBBAA, transparent or a CSS name"),
    ("base = classic\n[hour-hand]\nwidth = 3\n", "mine.style:3: 'width' in [hour-hand] must be a number from 0 to 0.5; got '3'"),
    ("name = mine\n", "mine.style: missing 'about'"),
    ("base = classic\nfont-regular = /etc/passwd\n", "mine.style: 'font-regular' '/etc/passwd' is not a font FreeType can read; name a .ttf or .otf file"),
  ])
  func badStyleFile(text: String, message: String) throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("mine.style"), target = directory.appendingPathComponent("out.png")
      try Data(text.utf8).write(to: file)
      let result = try AClockProcess.run(["--style", file.path, "--png", target.path] + Self.moment)
      #expect(result.status == 64)
      #expect(result.stderr.hasSuffix("\n") && result.stderr.dropLast().split(separator: "\n").count == 1)
      #expect(result.stderr.contains(message), "\(result.stderr)")
      #expect(!FileManager.default.fileExists(atPath: target.path))
    }
  }

  @Test("Other bad --style and --font values", arguments: [
    (["--style", "stati0n"], "unknown style 'stati0n': use classic, station, minimal, breguet, contrast, pilot, bauhaus, or a style file such as ./mine.style"),
    (["--style", "./missing.style"], "cannot read style file './missing.style': no such file"),
    (["--style", "/"], "cannot read style file '/': it is a directory"),
    (["--font", "Nope Sans"], "The value 'Nope Sans' is invalid for '--font <family|file>': no such font family under /usr/share/fonts"),
    (["--font", "/no/such.ttf"], "The value '/no/such.ttf' is invalid for '--font <family|file>': no such font file"),
    (["--font", "/proc/version"], "'/proc/version' is not a font FreeType can read"),
    (["--style", "x\u{1B}[2J.style"], "cannot read style file 'x\\e[2J.style': no such file"),
  ])
  func badValues(arguments: [String], message: String) throws {
    let result = try AClockProcess.run(arguments + ["--once", "--ascii"] + Self.moment)
    #expect(result.status == 64)
    #expect(result.stderr.contains(message), "\(result.stderr)")
    #expect(!result.stderr.contains("\u{1B}"))
  }

  @Test func showingAnUnknownStyleIsBadUsage() throws {
    let result = try AClockProcess.run(["styles", "show", "swiss"])
    #expect(result.status == 64 && result.stdout.isEmpty)
    #expect(result.stderr == "aclock: no built-in style 'swiss': use classic, station, minimal, breguet, contrast, pilot, bauhaus\n")
  }

  @Test func aStyleFileCanComeFromAPipeAndStartFromABase() throws {
    try PictureEndToEndTests.withDirectory { directory in
      let file = directory.appendingPathComponent("purple.style")
      try Data("base = station\nname = purple\n[light]\nsecond-hand = rebeccapurple\n".utf8).write(to: file)
      let target = directory.appendingPathComponent("p.png")
      let result = try AClockProcess.run(["--style", file.path, "--size", "64", "--seconds", "--png", target.path] + Self.moment)
      #expect(result.status == 0 && result.stderr.isEmpty)
    }
  }

  @Test func aFontFamilyOrFileChangesTheNumerals() throws {
    try PictureEndToEndTests.withDirectory { directory in
      var pictures: [Data] = []
      for font in [[], ["--font", "DejaVu Serif"], ["--font", "/usr/share/fonts/truetype/dejavu/DejaVuSansMono.ttf"]] {
        let target = directory.appendingPathComponent("f\(pictures.count).png")
        let result = try AClockProcess.run(font + ["--size", "128", "--png", target.path] + Self.moment)
        #expect(result.status == 0, "\(result.stderr)")
        pictures.append(try Data(contentsOf: target))
      }
      #expect(Set(pictures).count == 3)
    }
  }

  @Test func theTerminalTakesAStyleToo() throws {
    let classic = try AClockProcess.run(["--once", "--ascii", "--cols", "60", "--rows", "24"] + Self.moment)
    let station = try AClockProcess.run(["--once", "--ascii", "--cols", "60", "--rows", "24", "--style", "station"] + Self.moment)
    #expect(classic.status == 0 && station.status == 0)
    // The station clock has no numerals.
    #expect(classic.stdout.contains("12") && !station.stdout.contains("12"))
  }
}
