#!/bin/sh
# kindle-clock.sh: aclock's face on a jailbroken Kindle's screen, redrawn once a minute.
#
# Run it from cron every minute (/etc/crontab/root on the Kindle, then `/etc/init.d/cron restart`):
#   * * * * * /mnt/us/aclock/kindle-clock.sh --tz Europe/Berlin --style station
# Arguments go to aclock. Settings, from the environment:
#   ACLOCK      the aclock binary           (default /mnt/us/aclock/bin/aclock)
#   SIZE        the screen in pixels        (default 758x1024, Paperwhite 1/2; see Docs/EPAPER.md)
#   FULL_EVERY  a full (flashing) refresh at every minute divisible by this, against ghosting (default 10)
#   PICTURE     where the picture goes      (default /tmp/clock.png)
#   AT          draw this instant instead of now (ISO 8601, e.g. 2024-06-15T09:15:00Z: tests, previews)
# Each run draws the picture in the panel's 16 grays, then shows it with eips: `eips -g`
# (a quick update) or, at the full-refresh minutes, `eips -f -g` (a full one).
set -eu

ACLOCK=${ACLOCK:-/mnt/us/aclock/bin/aclock}
SIZE=${SIZE:-758x1024}
FULL_EVERY=${FULL_EVERY:-10}
PICTURE=${PICTURE:-/tmp/clock.png}
AT=${AT:-$(date -u +%Y-%m-%dT%H:%M:00Z)}        # this minute, read once

"$ACLOCK" --png "$PICTURE" --palette gray16 --size "$SIZE" --at "$AT" "$@"
minute=$(printf '%s\n' "$AT" | cut -c15-16)        # 2024-06-15T09:15:00Z -> 15
if [ $((${minute#0} % FULL_EVERY)) -eq 0 ]; then
  eips -f -g "$PICTURE" >/dev/null
else
  eips -g "$PICTURE" >/dev/null
fi
