import Foundation

/// Stand-ins for the hardware the e-paper recipes drive, written by ``EPaperRecipeTests`` into a
/// scratch directory: Waveshare's `waveshare_epd` package (a panel that keeps its picture in PIL
/// and refuses calls the real driver would mishandle), Kindle's `eips`, and the Python that reads
/// their records back.
enum EPaperRecipeStubs {
  /// `waveshare_epd/_stub.py`: what every stub panel shares, with the real modules' buffer
  /// format (`getbuffer`: PIL's 1-bit rows, 1 = black). The panel keeps its picture in PIL;
  /// every call goes to `$STUB_RECORD/calls.jsonl`, and after each call that shows something the
  /// picture is saved as `$STUB_RECORD/NNN.png`.
  static let panelBase = #"""
    import json, os
    from PIL import Image
    RECORD = os.environ["STUB_RECORD"]

    class Panel:
        def __init__(self):
            self.mode, self.calls = None, 0
            self.paper = Image.new("1", (self.width, self.height), 1)

        def note(self, call, **fields):
            with open(os.path.join(RECORD, "calls.jsonl"), "a") as log:
                log.write(json.dumps(dict(call=call, **fields)) + "\n")

        def snapshot(self):
            self.paper.save(os.path.join(RECORD, "%03d.png" % self.calls))
            self.calls += 1

        def init(self):
            self.mode = "full"; self.note("init")

        def getbuffer(self, image):
            assert image.size == (self.width, self.height), image.size
            return bytearray(b ^ 0xFF for b in image.convert("1").tobytes("raw"))

        def picture(self, data, size):
            return Image.frombytes("1", size, bytes(b ^ 0xFF for b in data))

        def whole(self, image, call):
            assert self.mode == "full", call + " without init"
            assert len(image) == self.width // 8 * self.height, len(image)
            self.paper = self.picture(image, (self.width, self.height))
            self.note(call); self.snapshot()

        def display(self, image):
            self.whole(image, "display")

        def sleep(self):
            self.mode = None; self.note("sleep")
    """#

  /// `waveshare_epd/epd7in5_V2.py`: 800×480, refusing what the real driver would mishandle.
  /// Its `display_Partial(image, Xstart, Ystart, Xend, Yend)` reads the window's own rows of
  /// (Xend − Xstart) / 8 bytes, as upstream's loop `Image[i + j * Width]` does, after `init_part`.
  static let panel = #"""
    from ._stub import Panel

    class EPD(Panel):
        width, height = 800, 480

        def init_part(self):
            self.mode = "part"; self.note("init_part")

        def display_Partial(self, Image, Xstart, Ystart, Xend, Yend):
            assert self.mode == "part", "display_Partial without init_part"
            assert Xstart % 8 == 0 and Xend % 8 == 0, (Xstart, Xend)
            assert 0 <= Xstart < Xend <= self.width and 0 <= Ystart < Yend <= self.height, (Xstart, Ystart, Xend, Yend)
            assert len(Image) == (Xend - Xstart) // 8 * (Yend - Ystart), len(Image)
            self.paper.paste(self.picture(Image, (Xend - Xstart, Yend - Ystart)), (Xstart, Ystart))
            self.note("partial", window=[Xstart, Ystart, Xend, Yend]); self.snapshot()
    """#

  /// `waveshare_epd/epd2in9_V2.py`: 128×296 (portrait), with upstream's calls: `display_Base`
  /// (the picture the partial refreshes start from), and `display_Partial(image)` of the whole
  /// panel, no `init_part`.
  static let smallPanel = #"""
    from ._stub import Panel

    class EPD(Panel):
        width, height = 128, 296

        def display_Base(self, image):
            self.whole(image, "display_Base")

        def display_Partial(self, image):
            assert self.mode == "full", "display_Partial before init and display_Base"
            assert len(image) == self.width // 8 * self.height, len(image)
            self.paper = self.picture(image, (self.width, self.height))
            self.note("partial"); self.snapshot()
    """#

  /// Reads the stub panel's record against aclock's own pictures: argv is the record
  /// directory, aclock, the first minute, the count, N (a full refresh every N), then aclock's
  /// options. Each minute's expected calls (a full refresh, or the reported rectangles widened
  /// to whole bytes, with `init_part` after a full one) must be exactly the calls made, and the
  /// panel after a minute's last call must equal aclock's full picture of that minute, pixel for
  /// pixel. Prints "ok F P R" (full refreshes, partial minutes, rectangles) or what is wrong.
  static let panelChecker = #"""
    import datetime, json, os, subprocess, sys
    from PIL import Image, ImageChops
    record, aclock, start, count, every = sys.argv[1:6]
    extra = sys.argv[6:]
    calls = [json.loads(line) for line in open(os.path.join(record, "calls.jsonl"))]
    first = datetime.datetime.fromisoformat(start.replace("Z", "+00:00"))
    text = lambda m: m.strftime("%Y-%m-%dT%H:%M:%SZ")
    expected, ends, fulls, partials, rectangles = [], [], 0, 0, 0
    for k in range(int(count)):
        at = first + datetime.timedelta(minutes=k)
        picture = os.path.join(record, "reference-%d.png" % k)
        command = [aclock, "--png", picture, "--palette", "1bit", "--size", "800x480", "--rotate", "0", "--at", text(at)]
        if k % int(every) == 0:
            subprocess.run(command + extra, check=True)
            expected += [{"call": "init"}, {"call": "display"}]
            fulls += 1
        else:
            since = text(at - datetime.timedelta(minutes=1))
            report = json.loads(subprocess.run(command + ["--changed-since", since] + extra, check=True, capture_output=True, text=True).stdout)
            if k % int(every) == 1:
                expected.append({"call": "init_part"})
            for r in report["changed"]:
                window = [r["x"] // 8 * 8, r["y"], (r["x"] + r["width"] + 7) // 8 * 8, r["y"] + r["height"]]
                expected.append({"call": "partial", "window": window})
            partials += 1
            rectangles += len(report["changed"])
        ends.append((sum(1 for c in expected if c["call"] in ("display", "partial")) - 1, picture))
    expected.append({"call": "sleep"})
    if calls != expected:
        sys.exit(print("calls", calls, "expected", expected))
    for snapshot, picture in ends:
        shown = Image.open(os.path.join(record, "%03d.png" % snapshot)).convert("1")
        box = ImageChops.difference(shown, Image.open(picture).convert("1")).getbbox()
        if box:
            sys.exit(print("panel after", snapshot, "differs from", picture, "in", box))
    print("ok", fulls, partials, rectangles)
    """#

  /// `eips` for the Kindle recipe: appends its arguments, one call a line, to `$EIPS_LOG`.
  static let eips = """
    #!/bin/sh
    printf '%s\\n' "$*" >>"$EIPS_LOG"
    """

  /// Checks a picture with PIL: argv is the recipe's picture and aclock's own of the same
  /// minute. Prints "WIDTHxHEIGHT MODE levels-ok same" (levels-ok: only the 16 grays 0, 17, …,
  /// 255) or what differs.
  static let pictureChecker = #"""
    import sys
    from PIL import Image, ImageChops
    shown, reference = (Image.open(p) for p in sys.argv[1:3])
    levels = set(shown.getdata())
    fine = levels <= set(range(0, 256, 17))
    same = ImageChops.difference(shown.convert("L"), reference.convert("L")).getbbox() is None
    print("%dx%d %s %s %s" % (shown.width, shown.height, shown.mode, "levels-ok" if fine else sorted(levels), "same" if same else "differs"))
    """#

  /// Checks a TRMNL picture with PIL against the device's limits: argv is the file. Prints
  /// "WIDTHxHEIGHT BYTES COLOURS".
  static let trmnlChecker = #"""
    import os, sys
    from PIL import Image
    picture = Image.open(sys.argv[1])
    print(picture.width, "x", picture.height, " ", os.path.getsize(sys.argv[1]), " ", len(picture.getcolors(256) or range(257)), sep="")
    """#

  /// Reads a BMP's header with `struct`, not PIL: prints the fields firmware reads.
  static let bmpHeader = #"""
    import struct, sys
    data = open(sys.argv[1], "rb").read()
    magic, size, _, offset = struct.unpack_from("<2sIIi", data, 0)
    header, width, height, planes, bits, compression, image = struct.unpack_from("<IiiHHII", data, 14)
    colours = struct.unpack_from("<I", data, 46)[0] or 2 ** bits
    table = [data[54 + 4 * i: 57 + 4 * i].hex() for i in range(colours)]
    stride = (width * bits + 31) // 32 * 4
    print(magic.decode(), size == len(data), offset, header, width, height, planes, bits, compression,
          image == stride * abs(height), offset + stride * abs(height) == len(data), ",".join(table))
    """#
}
