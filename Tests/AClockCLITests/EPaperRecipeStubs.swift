import Foundation

/// Stand-ins for the hardware the e-paper recipes drive, written by ``EPaperRecipeTests`` into a
/// scratch directory: Waveshare's `waveshare_epd` package (a panel that keeps its picture in PIL
/// and refuses calls the real driver would mishandle), Kindle's `eips`, and the Python that reads
/// their records back.
enum EPaperRecipeStubs {
  /// `waveshare_epd/epd7in5_V2.py`: an 800×480 panel with the real module's calls and buffer
  /// format (`getbuffer`: PIL's 1-bit rows, 1 = black; `display_Partial(image, Xstart, Ystart,
  /// Xend, Yend)` reads the window's own rows of (Xend − Xstart) / 8 bytes, as upstream's loop
  /// `Image[i + j * Width]` does). Every call goes to `$STUB_RECORD/calls.jsonl`; after each
  /// `display` and `display_Partial` the panel's picture is saved as `$STUB_RECORD/NNN.png`.
  static let panel = #"""
    import json, os
    from PIL import Image
    RECORD = os.environ["STUB_RECORD"]

    class EPD:
        width, height = 800, 480

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

        def init_part(self):
            self.mode = "part"; self.note("init_part")

        def getbuffer(self, image):
            assert image.size == (self.width, self.height), image.size
            return bytearray(b ^ 0xFF for b in image.convert("1").tobytes("raw"))

        def picture(self, data, size):
            return Image.frombytes("1", size, bytes(b ^ 0xFF for b in data))

        def display(self, image):
            assert self.mode == "full", "display without init"
            assert len(image) == self.width // 8 * self.height, len(image)
            self.paper = self.picture(image, (self.width, self.height))
            self.note("display"); self.snapshot()

        def display_Partial(self, Image, Xstart, Ystart, Xend, Yend):
            assert self.mode == "part", "display_Partial without init_part"
            assert Xstart % 8 == 0 and Xend % 8 == 0, (Xstart, Xend)
            assert 0 <= Xstart < Xend <= self.width and 0 <= Ystart < Yend <= self.height, (Xstart, Ystart, Xend, Yend)
            assert len(Image) == (Xend - Xstart) // 8 * (Yend - Ystart), len(Image)
            self.paper.paste(self.picture(Image, (Xend - Xstart, Yend - Ystart)), (Xstart, Ystart))
            self.note("partial", window=[Xstart, Ystart, Xend, Yend]); self.snapshot()

        def sleep(self):
            self.mode = None; self.note("sleep")
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

  /// Checks a Kindle picture with PIL: argv is the recipe's picture and aclock's own of the same
  /// minute. Prints "WIDTHxHEIGHT MODE levels-ok same" or what differs.
  static let kindleChecker = #"""
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
