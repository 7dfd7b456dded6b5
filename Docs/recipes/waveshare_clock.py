#!/usr/bin/env python3
"""A minute clock on a Waveshare e-paper HAT (Raspberry Pi), drawn by aclock.

Each minute aclock draws the face in 1 bit at the panel's size and prints, with
--changed-since, the rectangles whose pixels differ from the minute before. Only
those rectangles are sent with a partial refresh; every FULL_EVERY-th picture is
a full refresh, which clears the ghosting that partial refreshes leave behind.

    python3 waveshare_clock.py                           # 7.5" V2, every minute, for ever
    python3 waveshare_clock.py --full-every 15 -- --tz Europe/Berlin --style station
    python3 waveshare_clock.py --start 2024-06-15T09:14:00Z --count 12   # no waiting

Needs Waveshare's `waveshare_epd` package (RaspberryPi_JetsonNano/python/lib in
github.com/waveshareteam/e-Paper) on PYTHONPATH, PIL, and aclock on PATH.
Arguments after `--` go to aclock (zone, style, --rotate, ...).
"""
import argparse
import datetime
import importlib
import inspect
import json
import os
import subprocess
import sys
import tempfile
import time

from PIL import Image

MINUTE = datetime.timedelta(minutes=1)


def parse_instant(text):
    """An ISO 8601 instant with a zone ('Z' or an offset), as aclock's --at takes it."""
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        raise argparse.ArgumentTypeError(f"'{text}' needs a zone, e.g. Z")
    return moment.astimezone(datetime.timezone.utc)


def instant_text(moment):
    return moment.strftime("%Y-%m-%dT%H:%M:%SZ")


def render(options, panel, picture, moment, since):
    """Draws `moment` into `picture`; returns the changed rectangles since `since` (or None)."""
    # aclock turns the picture after drawing it: a quarter turn draws at the panel's size crossed.
    across = options.rotate in (90, 270)
    size = f"{panel.height}x{panel.width}" if across else f"{panel.width}x{panel.height}"
    command = [options.aclock, "--png", picture, "--palette", "1bit", "--size", size,
               "--rotate", str(options.rotate), "--at", instant_text(moment)]
    if since is not None:
        command += ["--changed-since", instant_text(since)]
    result = subprocess.run(command + options.aclock_arguments, capture_output=True, text=True, check=True)
    if since is None:
        return None
    report = json.loads(result.stdout)
    if (report["width"], report["height"]) != (panel.width, panel.height):
        sys.exit(f"aclock drew {report['width']}x{report['height']}, the panel is {panel.width}x{panel.height}")
    return report["changed"]


def window(buffer, panel, rectangle):
    """The rectangle widened to whole bytes (8 pixels), and its bytes from the panel buffer.

    epd7in5_V2.display_Partial reads its image as the window's own rows of
    (Xend - Xstart) / 8 bytes, so the window is cut out of the full-screen buffer."""
    stride = (panel.width + 7) // 8
    x0 = rectangle["x"] // 8 * 8
    x1 = min(panel.width, (rectangle["x"] + rectangle["width"] + 7) // 8 * 8)
    y0, y1 = rectangle["y"], rectangle["y"] + rectangle["height"]
    rows = (bytes(buffer[y * stride + x0 // 8: y * stride + x1 // 8]) for y in range(y0, y1))
    return b"".join(rows), x0, y0, x1, y1


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--panel", default="epd7in5_V2", help="the waveshare_epd module (default epd7in5_V2)")
    parser.add_argument("--full-every", type=int, default=10, metavar="N",
                        help="a full refresh every N pictures, against ghosting (default 10)")
    parser.add_argument("--rotate", type=int, choices=(0, 90, 180, 270), default=0,
                        help="turn the clock on the panel (90: a landscape clock on a portrait panel)")
    parser.add_argument("--start", type=parse_instant, metavar="INSTANT",
                        help="draw from this minute on, without waiting (for tests and previews)")
    parser.add_argument("--count", type=int, help="stop after this many pictures")
    parser.add_argument("--aclock", default="aclock", help="the aclock binary (default: from PATH)")
    parser.add_argument("aclock_arguments", nargs="*", help="after --: more aclock options")
    options = parser.parse_args()
    if options.full_every < 1:
        parser.error("--full-every must be at least 1")

    panel = importlib.import_module(f"waveshare_epd.{options.panel}").EPD()
    with tempfile.TemporaryDirectory(prefix="waveshare-clock-") as directory:
        run(options, panel, os.path.join(directory, "clock.png"))


def run(options, panel, picture):
    """Shows a picture a minute until --count, or Ctrl-C; the panel sleeps at the end."""
    moment = options.start or datetime.datetime.now(datetime.timezone.utc).replace(second=0, microsecond=0)
    # epd7in5_V2 refreshes a window (Image, Xstart, Ystart, Xend, Yend); others take only the image.
    windowed = len(inspect.signature(panel.display_Partial).parameters) == 5
    shown, since_full, partial_mode = 0, 0, False
    previous = None
    try:
        while options.count is None or shown < options.count:
            if options.start is None:
                now = datetime.datetime.now(datetime.timezone.utc)
                moment = max(moment, now.replace(second=0, microsecond=0))  # late: this minute, not a backlog
                time.sleep(max(0.0, (moment - now).total_seconds()))
            full = previous is None or since_full >= options.full_every - 1
            changed = render(options, panel, picture, moment, None if full else previous)
            buffer = panel.getbuffer(Image.open(picture))
            if full:
                panel.init()
                # display_Base (2.9" V2 and others) also keeps the picture for the partial refreshes.
                getattr(panel, "display_Base", panel.display)(buffer)
                since_full, partial_mode = 0, False
            else:
                if not partial_mode and hasattr(panel, "init_part"):
                    panel.init_part()
                    partial_mode = True
                if windowed:
                    for rectangle in changed:
                        panel.display_Partial(*window(buffer, panel, rectangle))
                elif changed:
                    panel.display_Partial(buffer)  # epd2in9_V2: a partial refresh of the whole panel
                since_full += 1
            print(f"{instant_text(moment)} {'full' if full else f'partial {len(changed)}'}", flush=True)
            previous, shown = moment, shown + 1
            moment += MINUTE
    except KeyboardInterrupt:
        pass
    finally:
        panel.sleep()


if __name__ == "__main__":
    main()
