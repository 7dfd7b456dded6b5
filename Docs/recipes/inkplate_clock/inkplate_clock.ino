// inkplate_clock.ino: an Inkplate shows aclock's picture of each minute, fetched from a web server.
//
// The pictures (1-bit BMPs named by local time, 0000.bmp ... 2359.bmp), made and served by:
//   aclock frames --from 2024-06-15T00:00:00+02:00 --to 2024-06-16T00:00:00+02:00 --every-minute \
//     --names hhmm --tz Europe/Berlin --format bmp --palette 1bit --size 1200x825 --no-seconds --out clock/
//   python3 -m http.server 8000 --directory clock/
// Build with Soldered's Inkplate Arduino library, the board (e.g. Inkplate 10) chosen in the IDE.
// It stays awake (power it over USB): a partial update each minute, a full one every tenth.
// Not run by aclock's tests: it needs the board. See Docs/EPAPER.md.
#include "Inkplate.h"
#include "WiFi.h"
#include "time.h"

const char *ssid = "your network";
const char *password = "its password";
const char *pictures = "http://192.168.1.10:8000/";   // the server above, with a trailing /
const char *zone = "CET-1CEST,M3.5.0,M10.5.0/3";     // POSIX TZ of the frames' --tz
const int fullEvery = 10;                              // a full refresh every 10th minute

Inkplate display(INKPLATE_1BIT);
int shown = 0;

void setup() {
  display.begin();
  WiFi.mode(WIFI_STA);
  WiFi.begin(ssid, password);
  while (WiFi.status() != WL_CONNECTED) delay(250);
  configTzTime(zone, "pool.ntp.org");
}

void loop() {
  struct tm now;
  if (!getLocalTime(&now)) return;                      // no time from NTP yet
  char url[160];
  snprintf(url, sizeof url, "%s%02d%02d.bmp", pictures, now.tm_hour, now.tm_min);
  display.clearDisplay();
  if (display.drawImage(url, 0, 0, false, false)) {     // no dithering: the pixels are already 1 bit
    if (shown % fullEvery == 0) display.display(); else display.partialUpdate();
    shown++;
  }
  getLocalTime(&now);
  delay((60 - now.tm_sec) * 1000UL);                    // to the start of the next minute
}
