#!/usr/bin/env python3
"""A minimal TRMNL "bring your own server" (BYOS) responder for aclock's minute pictures.

It serves a directory made by

    aclock frames --from 2024-06-15T00:00:00+02:00 --to 2024-06-16T00:00:00+02:00 --every-minute \
      --names hhmm --tz Europe/Berlin --palette 1bit --size 800x480 --max-bytes 90000 --out clock/

and answers the device firmware's three calls: GET /api/setup (ID header: the MAC
address) hands out the API key, GET /api/display (ID and Access-Token headers) names the
picture of this minute (image_url, filename) and sleeps the device until the next minute
(refresh_rate), POST /api/log takes the device's log. The pictures are under /images/.

    python3 trmnl_byos.py clock/ --tz Europe/Berlin --port 8080 --host 0.0.0.0

Python 3.9+ standard library only. Binds 127.0.0.1 unless --host says otherwise; --port 0
picks a free port. It prints the address it serves on as its first line.
"""
import argparse
import datetime
import hashlib
import http.server
import json
import math
import os
import re
import sys
import zoneinfo

PICTURE = re.compile(r"^[0-9]{4}\.(png|bmp)$")
TYPES = {"png": "image/png", "bmp": "image/bmp"}


class Responder(http.server.BaseHTTPRequestHandler):
    """One request from the device (or curl); the settings are on the server."""

    server_version = "aclock-byos/1"

    def do_GET(self):
        path = self.path.split("?", 1)[0]
        if path in ("/api/setup", "/api/setup/"):
            self.hand_out_key()
        elif path == "/api/display":
            self.display()
        elif path.startswith("/images/"):
            self.picture(path[len("/images/"):])
        else:
            self.reply(404, {"status": 404, "error": "not found"})

    def do_POST(self):
        if self.path.split("?", 1)[0] != "/api/log":
            return self.reply(404, {"status": 404, "error": "not found"})
        body = self.rfile.read(int(self.headers.get("Content-Length") or 0))
        print(f"log from {self.headers.get('ID', '?')}: {body.decode('utf-8', 'replace')}", file=sys.stderr, flush=True)
        self.reply(200, {"status": 200})

    def hand_out_key(self):
        device = self.headers.get("ID")
        if not device:
            return self.reply(404, {"status": 404, "api_key": None, "friendly_id": None})
        friendly = hashlib.sha256(device.encode()).hexdigest()[:6].upper()
        self.reply(200, {"status": 200, "api_key": self.server.api_key, "friendly_id": friendly,
                         "image_url": self.image_url(self.current()[1]), "message": "aclock"})

    def display(self):
        if self.headers.get("Access-Token") != self.server.api_key:
            return self.reply(401, {"status": 401, "error": "unknown Access-Token: ask /api/setup"})
        now, name = self.current()
        if name is None:
            return self.reply(404, {"status": 404, "error": f"no picture for {now:%H:%M} in {self.server.directory}"})
        # Wake at the next minute: the seconds to it, rounded up, at least one.
        following = now.replace(second=0, microsecond=0) + datetime.timedelta(minutes=1)
        refresh = max(1, math.ceil((following - now).total_seconds()))
        self.reply(200, {"status": 0, "image_url": self.image_url(name), "filename": name,
                         "refresh_rate": refresh, "update_firmware": False, "firmware_url": None,
                         "reset_firmware": False})

    def picture(self, name):
        if not PICTURE.match(name):
            return self.reply(404, {"status": 404, "error": "not found"})
        try:
            with open(os.path.join(self.server.directory, name), "rb") as file:
                data = file.read()
        except FileNotFoundError:
            return self.reply(404, {"status": 404, "error": "not found"})
        self.send_response(200)
        self.send_header("Content-Type", TYPES[name.rsplit(".", 1)[1]])
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def current(self):
        """This minute in the pictures' zone, and its file's name (None if there is none)."""
        now = self.server.now or datetime.datetime.now(datetime.timezone.utc)
        now = now.astimezone(self.server.zone)  # zone None: this machine's, with its rule at `now`
        for extension in ("png", "bmp"):
            name = f"{now:%H%M}.{extension}"
            if os.path.isfile(os.path.join(self.server.directory, name)):
                return now, name
        return now, None

    def image_url(self, name):
        if name is None:
            return None
        host = self.headers.get("Host") or "%s:%d" % self.server.server_address[:2]
        return f"http://{host}/images/{name}"

    def reply(self, code, document):
        data = json.dumps(document).encode()
        self.send_response(code)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, format, *arguments):
        print(f"{self.address_string()} {format % arguments}", file=sys.stderr, flush=True)


def instant(text):
    moment = datetime.datetime.fromisoformat(text.replace("Z", "+00:00"))
    if moment.tzinfo is None:
        raise argparse.ArgumentTypeError(f"'{text}' needs a zone, e.g. Z")
    return moment


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("directory", help="the pictures, named HHMM.png or HHMM.bmp (aclock frames --names hhmm)")
    parser.add_argument("--tz", help="the zone the pictures are named in (default: this machine's)")
    parser.add_argument("--host", default="127.0.0.1", help="the address to listen on (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=8080, help="the port (default 8080; 0: a free one)")
    parser.add_argument("--api-key", default="aclock-byos", help="the key /api/setup hands out and /api/display wants")
    parser.add_argument("--now", type=instant, metavar="INSTANT", help="a fixed clock, for tests")
    options = parser.parse_args()

    server = http.server.ThreadingHTTPServer((options.host, options.port), Responder)
    server.directory = options.directory
    server.zone = zoneinfo.ZoneInfo(options.tz) if options.tz else None
    server.api_key = options.api_key
    server.now = options.now
    print(f"serving {options.directory} on http://{options.host}:{server.server_address[1]}", flush=True)
    try:
        server.serve_forever()
    except KeyboardInterrupt:
        pass
    finally:
        server.server_close()


if __name__ == "__main__":
    main()
