/// A command line to paste, and what it does: one entry of a help's EXAMPLES.
struct HelpExample: Sendable, Equatable {
  /// The command as a user types it, starting with `aclock`.
  let command: String
  /// What it does, in a few words.
  let purpose: String

  /// Two lines: the command, indented by two, and its purpose under it, by six, so neither
  /// wraps at 80 columns however long the other is.
  var text: String { "  " + command + "\n      " + purpose }

  /// The examples each command's help shows, by command name ("" for the root).
  static func examples(for command: String) -> [HelpExample] {
    switch command {
    case "": root
    case "clock": clock
    case "stopwatch": stopwatch
    case "timer": timer
    case "ticks": ticks
    case "frames": frames
    case "angles": angles
    case "styles": styles
    case "worksheet": worksheet
    case "dataset": dataset
    default: []
    }
  }

  static let root: [HelpExample] = [
    HelpExample(command: "aclock", purpose: "The live clock in this terminal (q, Esc or Ctrl-C to leave)."),
    HelpExample(command: "aclock --png clock.png --tz Asia/Tokyo", purpose: "A picture of Tokyo's time now."),
    HelpExample(command: "aclock timer tea=4m", purpose: "A countdown timer, live in this terminal."),
    HelpExample(command: "aclock help clock", purpose: "Every option of the clock."),
  ]

  static let dataset: [HelpExample] = [
    HelpExample(command: "aclock dataset --count 10000 --seed 1 --out clocks/", purpose: "10,000 labelled 224 px clocks, every look varied."),
    HelpExample(
      command: "aclock dataset --count 1000 --level five --invalid 0.2 --out hard/",
      purpose: "Times to five minutes; a fifth with a wrong hour hand."),
    HelpExample(
      command: "aclock dataset --count 100000 --seed 1 --shard 3/8 --out part3/",
      purpose: "The third of eight shards: eight machines, one dataset."),
  ]

  static let worksheet: [HelpExample] = [
    HelpExample(command: "aclock worksheet --level half --pdf half.pdf", purpose: "Six clocks at o'clock and half past to read, and the key."),
    HelpExample(
      command: "aclock worksheet --level five --kind mixed --count 12 --seed 7 --pdf five.pdf",
      purpose: "Read, draw, match and elapsed time to five minutes; seed 7 prints it again."),
    HelpExample(command: "aclock worksheet --level quarter --kind draw --teaching-face --pdf draw.pdf", purpose: "Hands to draw on the teaching face."),
  ]

  static let clock: [HelpExample] = [
    HelpExample(command: "aclock --braille --tz Europe/London", purpose: "London's clock, live, in Braille."),
    HelpExample(command: "aclock --png now.png --svg now.svg --size 512", purpose: "One instant, two pictures."),
    HelpExample(
      command: "aclock --png world.png --tz America/New_York --tz Asia/Tokyo --label zone",
      purpose: "A world clock: one captioned face per zone."),
    HelpExample(command: "aclock --status json --every-minute", purpose: "A status line for a bar (Waybar), each minute."),
  ]

  static let stopwatch: [HelpExample] = [
    HelpExample(command: "aclock stopwatch", purpose: "A stopwatch, live (space starts and stops it, l records a lap)."),
    HelpExample(command: "aclock stopwatch --png watch.png --elapsed 1m15.2s", purpose: "A picture of one reading."),
  ]

  static let timer: [HelpExample] = [
    HelpExample(command: "aclock timer tea=4m eggs=7m30s", purpose: "Two countdowns side by side, live."),
    HelpExample(command: "aclock timer work=25m break=5m --chain --repeat 4", purpose: "A Pomodoro: work, then a break, four times."),
    HelpExample(command: "aclock timer lunch=12:30 --exec 'notify-send lunch'", purpose: "Until 12:30, then run a command."),
    HelpExample(command: "aclock timer 25m --status text", purpose: "A status line at each second left."),
    HelpExample(command: "aclock timer tea=25m --face disc", purpose: "A Time-Timer disc: the time left as a coloured sector."),
  ]

  static let ticks: [HelpExample] = [
    HelpExample(command: "aclock ticks --every-minute --count 3", purpose: "The next three whole minutes, as they come."),
    HelpExample(
      command: "aclock ticks --every 15m --from 2024-06-15T09:00:00Z --count 4 --no-wait",
      purpose: "Four entries of a schedule, at once."),
  ]

  static let frames: [HelpExample] = [
    HelpExample(
      command: "aclock frames --from 09:00 --to 10:00 --every 1s --tz UTC --out hour/",
      purpose: "An hour of PNG frames, one a second, on every core."),
    HelpExample(
      command: "aclock frames --from 09:00 --to 17:00 --every 15m --format svg --out day/",
      purpose: "A working day as SVG, every quarter hour."),
    HelpExample(
      command: "aclock frames --instants times.txt --tz Europe/Berlin --out clock/",
      purpose: "A frame for each photo time that exiftool wrote (see README)."),
  ]

  static let angles: [HelpExample] = [
    HelpExample(command: "aclock angles", purpose: "The hand angles now, in this machine's zone."),
    HelpExample(
      command: "aclock angles --at 2024-06-15T09:15:30Z --tz Asia/Kathmandu --json",
      purpose: "One instant in one zone, as JSON."),
  ]

  static let styles: [HelpExample] = [
    HelpExample(command: "aclock styles", purpose: "The built-in styles."),
    HelpExample(command: "aclock styles show station > mine.style", purpose: "A style as a file to change."),
  ]
}
