/// The styles aclock ships, each written in the style file format (``StyleFile``) so that
/// `aclock styles show NAME` prints exactly what defines it.
enum BuiltInStyles {
  /// The names, in the order they are listed.
  static let names = files.map(\.name)

  /// The file text of `name`'s style, or nil.
  static func fileText(named name: String) -> String? {
    files.first { $0.name == name }?.text
  }

  /// The parsed style called `name`, or nil.
  static func style(named name: String) -> ClockStyle? {
    parsed.first { $0.name == name }
  }

  /// aclock's default face.
  static var classic: ClockStyle { parsed[0] }

  // Parsed once per process. A built-in file that does not parse is a bug that
  // StyleFileTests catches (every built-in must parse to itself); here it would drop the style.
  private static let parsed: [ClockStyle] = files.compactMap { try? StyleFile.parse($0.text, source: $0.name) }

  private static let files: [(name: String, text: String)] = [
    ("classic", classicFile), ("station", stationFile), ("minimal", minimalFile), ("breguet", breguetFile),
    ("contrast", contrastFile), ("pilot", pilotFile), ("bauhaus", bauhausFile),
  ]

  private static let pilotFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # After the German observation (Flieger) watches of the 1940s, type A: a matte black dial,
    # a triangle between two dots at 12 instead of the numeral, large bold Arabic numerals, an
    # outer minute track of fine strokes, sword hands and a thin second hand in the numerals'
    # off-white, no date. Dark is the original; light is its negative.
    name = pilot
    about = after the 1940s pilot's (Flieger) watch: triangle and dots at 12, large bold numerals, sword hands
    font-family = Inter
    font-regular = regular
    font-bold = bold
    shadow = no
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.025
    cap = 0.04
    numerals = arabic
    numeral-reach = 0.83
    numeral-size = 0.2
    numeral-weight = bold
    # none, or triangle: a triangle between two dots at 12, no numeral 12.
    twelve-marker = triangle

    [minute-ticks]
    show = yes
    inner = 0.9
    outer = 0.97
    width = 0.011

    [hour-ticks]
    inner = 0.87
    outer = 0.97
    width = 0.028

    [hour-hand]
    outline = tapered
    length = 0.52
    tail = 0.1
    width = 0.075
    tip-width = 0.018
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = tapered
    length = 0.92
    tail = 0.12
    width = 0.058
    tip-width = 0.012
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.9
    tail = 0.2
    width = 0.011
    tip-width = 0.011
    counterweight = 0
    tip-disc = 0

    [light]
    backdrop = #D9D6CF
    face = #F2EFE6
    rim = #2E2E2E
    track = #DAD7CE
    minute-tick = #1A1A1A
    hour-tick = #141414
    numeral = #141414
    label = #4A4A4A
    shadow = #00000033
    hour-hand = #141414
    minute-hand = #141414
    second-hand = #141414
    finished = #1E7A46

    [dark]
    backdrop = #050505
    face = #141414
    rim = #646464
    track = #2A2A2A
    minute-tick = #D8D4C8
    hour-tick = #EEEADF
    numeral = #EEEADF
    label = #B5B1A6
    shadow = #00000080
    hour-hand = #EEEADF
    minute-hand = #EEEADF
    second-hand = #EEEADF
    finished = #3DD17A

    """

  private static let bauhausFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # After Max Bill's Bauhaus-school wall clocks and watches (1956–1962): sixty fine minute
    # strokes, small thin Arabic numerals inside them, slim hands narrowing to fine points, a
    # thin red second hand, and a great deal of white.
    name = bauhaus
    about = after Max Bill's 1950s clocks: sixty fine strokes, small thin numerals inside, slim pointed hands
    font-family = Inter
    font-regular = light
    font-bold = medium
    shadow = no
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.008
    cap = 0.024
    numerals = arabic
    numeral-reach = 0.8
    numeral-size = 0.1
    numeral-weight = regular

    [minute-ticks]
    show = yes
    inner = 0.9
    outer = 0.965
    width = 0.008

    [hour-ticks]
    inner = 0.875
    outer = 0.965
    width = 0.0125

    [hour-hand]
    outline = tapered
    length = 0.52
    tail = 0.06
    width = 0.034
    tip-width = 0.007
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = tapered
    length = 0.92
    tail = 0.06
    width = 0.027
    tip-width = 0.005
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.88
    tail = 0.17
    width = 0.0075
    tip-width = 0.0075
    counterweight = 0
    tip-disc = 0

    [light]
    backdrop = #E4E4E1
    face = #FFFFFF
    rim = #80807E
    track = #ECECEA
    minute-tick = #3C3C3C
    hour-tick = #1E1E1E
    numeral = #262626
    label = #6E6E6E
    shadow = #00000029
    hour-hand = #1E1E1E
    minute-hand = #1E1E1E
    second-hand = #D6281C
    finished = #2E8B4A

    [dark]
    backdrop = #080808
    face = #161616
    rim = #656565
    track = #262626
    minute-tick = #A8A8A8
    hour-tick = #EDEDED
    numeral = #E6E6E6
    label = #9A9A9A
    shadow = #00000080
    hour-hand = #F0F0F0
    minute-hand = #F0F0F0
    second-hand = #FF4A3D
    finished = #5CC26A

    """

  private static let contrastFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # For low vision, after large-print clocks for the visually impaired: black on white (white
    # on black when dark) and nothing grey, large bold numerals, hands told apart by length and
    # width (a short broad hour hand, a long narrower minute hand), a red needle (yellow when
    # dark) with a counterweight, no shadow. Every mark is at least 7:1 against the face.
    name = contrast
    about = for low vision: black on white, large bold numerals, broad hands of clearly different lengths
    font-family = DejaVu Sans
    font-regular = regular
    font-bold = bold
    shadow = no
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.05
    cap = 0.06
    numerals = arabic
    numeral-reach = 0.8
    numeral-size = 0.24
    numeral-weight = bold

    [minute-ticks]
    show = yes
    inner = 0.9
    outer = 0.97
    width = 0.02

    [hour-ticks]
    inner = 0.85
    outer = 0.97
    width = 0.055

    [hour-hand]
    outline = baton
    length = 0.48
    tail = 0.08
    width = 0.12
    tip-width = 0.12
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = baton
    length = 0.9
    tail = 0.08
    width = 0.07
    tip-width = 0.07
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.84
    tail = 0.16
    width = 0.024
    tip-width = 0.024
    counterweight = 0.045
    tip-disc = 0

    [light]
    backdrop = #FFFFFF
    face = #FFFFFF
    rim = #000000
    track = #C8C8C8
    minute-tick = #000000
    hour-tick = #000000
    numeral = #000000
    label = #000000
    shadow = #00000000
    hour-hand = #000000
    minute-hand = #000000
    second-hand = #C62828
    finished = #00703C

    [dark]
    backdrop = #000000
    face = #000000
    rim = #FFFFFF
    track = #4A4A4A
    minute-tick = #FFFFFF
    hour-tick = #FFFFFF
    numeral = #FFFFFF
    label = #FFFFFF
    shadow = #00000000
    hour-hand = #FFFFFF
    minute-hand = #FFFFFF
    second-hand = #FFD600
    finished = #3DD17A

    """

  private static let classicFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # Copy it, change what you like, and load it with: aclock --style ./mine.style
    name = classic
    about = aclock's own face: Arabic numerals, tapered hands, a vermilion needle with a counterweight
    font-family = DejaVu Sans
    font-regular = regular
    font-bold = bold
    # A soft shadow under the hands and the cap (yes or no).
    shadow = yes
    # Seconds a sweeping second hand takes to go round (60; less to stop at 12 and wait).
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.035
    cap = 0.045
    # arabic, roman or none (--numerals overrides)
    numerals = arabic
    # How far out the numerals' ink reaches, their size (em) and weight (regular or bold).
    numeral-reach = 0.75
    numeral-size = 0.17
    numeral-weight = regular

    [minute-ticks]
    show = yes
    inner = 0.875
    outer = 0.925
    width = 0.012

    [hour-ticks]
    inner = 0.8
    outer = 0.925
    width = 0.032

    # outline: line, baton, tapered, leaf or breguet. tip-width is for tapered hands;
    # counterweight and tip-disc are disc radii (0 for none).
    [hour-hand]
    outline = tapered
    length = 0.52
    tail = 0.1
    width = 0.075
    tip-width = 0.045
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = tapered
    length = 0.875
    tail = 0.12
    width = 0.052
    tip-width = 0.026
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.9
    tail = 0.2
    width = 0.016
    tip-width = 0.016
    counterweight = 0.035
    tip-disc = 0

    # Colours: #RGB, #RRGGBB, #RRGGBBAA, transparent or a CSS name (red, rebeccapurple).
    [light]
    backdrop = #EEF1F5
    face = #FFFFFF
    rim = #1F2430
    track = #E3E7EE
    minute-tick = #9AA1AD
    hour-tick = #1F2430
    numeral = #1F2430
    label = #5B6474
    shadow = #00000033
    hour-hand = #141821
    minute-hand = #141821
    second-hand = #E5482D
    finished = #1E9E4A

    [dark]
    backdrop = #0E1116
    face = #1C2129
    rim = #606E85
    track = #2A313C
    minute-tick = #5F6877
    hour-tick = #E6EAF0
    numeral = #E6EAF0
    label = #9AA3B2
    shadow = #00000080
    hour-hand = #F2F4F8
    minute-hand = #F2F4F8
    second-hand = #FF5A3C
    finished = #3DD17A

    """

  private static let stationFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # After Hans Hilfiker's Swiss railway clock (1944): bars for indices and no numerals,
    # black baton hands, a red second hand ending in a disc. The minute hand jumps once a
    # minute; with --sweep the second hand goes round in 58.5 s and waits at 12 until the
    # minute turns, as the original does.
    name = station
    about = after Hans Hilfiker's Swiss railway clock (1944): bar indices, baton hands, red signal-disc second hand
    font-family = Inter
    font-regular = regular
    font-bold = bold
    shadow = no
    second-hand-turn = 58.5
    minute-hand-motion = jumping

    [dial]
    rim = 0.03
    cap = 0.03
    numerals = none
    numeral-reach = 0.68
    numeral-size = 0.15
    numeral-weight = bold

    [minute-ticks]
    show = yes
    inner = 0.86
    outer = 0.94
    width = 0.026

    [hour-ticks]
    inner = 0.7
    outer = 0.94
    width = 0.072

    [hour-hand]
    outline = tapered
    length = 0.64
    tail = 0.2
    width = 0.12
    tip-width = 0.1
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = tapered
    length = 0.93
    tail = 0.2
    width = 0.1
    tip-width = 0.072
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = baton
    length = 0.6
    tail = 0.3
    width = 0.026
    tip-width = 0.026
    counterweight = 0
    tip-disc = 0.105

    [light]
    backdrop = #E6E8EA
    face = #FFFFFF
    rim = #2B2B2B
    track = #E4E4E4
    minute-tick = #111111
    hour-tick = #111111
    numeral = #111111
    label = #3C3C3C
    shadow = #00000033
    hour-hand = #111111
    minute-hand = #111111
    second-hand = #E30613
    finished = #00875A

    [dark]
    backdrop = #000000
    face = #121212
    rim = #636363
    track = #2A2A2A
    minute-tick = #EDEDED
    hour-tick = #EDEDED
    numeral = #EDEDED
    label = #B8B8B8
    shadow = #00000080
    hour-hand = #F5F5F5
    minute-hand = #F5F5F5
    second-hand = #FF3B30
    finished = #34C77B

    """

  private static let minimalFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # After Dieter Rams and Dietrich Lubs's Braun clocks (BC02, 1987): a fine minute track,
    # small grotesque numerals, slim hands and a yellow second hand.
    name = minimal
    about = after Braun's BC clocks by Dietrich Lubs and Dieter Rams: fine track, small numerals, yellow second hand
    font-family = Inter
    font-regular = regular
    font-bold = semibold
    shadow = no
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.012
    cap = 0.04
    numerals = arabic
    numeral-reach = 0.83
    numeral-size = 0.12
    numeral-weight = regular

    [minute-ticks]
    show = yes
    inner = 0.9
    outer = 0.95
    width = 0.007

    [hour-ticks]
    inner = 0.885
    outer = 0.95
    width = 0.016

    [hour-hand]
    outline = baton
    length = 0.55
    tail = 0.08
    width = 0.042
    tip-width = 0.042
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = baton
    length = 0.9
    tail = 0.08
    width = 0.03
    tip-width = 0.03
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.92
    tail = 0.22
    width = 0.012
    tip-width = 0.012
    counterweight = 0
    tip-disc = 0

    [light]
    backdrop = #DEDDD8
    face = #F6F5F1
    rim = #7B7B77
    track = #E4E3DE
    minute-tick = #2A2A2A
    hour-tick = #1A1A1A
    numeral = #1A1A1A
    label = #6E6E6A
    shadow = #00000029
    hour-hand = #1A1A1A
    minute-hand = #1A1A1A
    second-hand = #F2B200
    finished = #3E8E41

    [dark]
    backdrop = #0A0A0A
    face = #161616
    rim = #656565
    track = #262626
    minute-tick = #BDBDBD
    hour-tick = #F2F2F2
    numeral = #F2F2F2
    label = #8F8F8F
    shadow = #00000080
    hour-hand = #F2F2F2
    minute-hand = #F2F2F2
    second-hand = #FFC400
    finished = #5CC26A

    """

  private static let breguetFile = """
    # aclock style file. Numbers are in dial radii: the face's radius is 1.
    # After Breguet's pocket watches: a cream dial with a railway minute track (fine strokes
    # between two rails), Roman numerals in an engraved serif (Linux Libertine), and blued steel
    # hands with hollow "moon" tips (dark: gold on midnight blue).
    name = breguet
    about = after Breguet's watches: engraved Roman numerals, railway track with rails, blued moon-tipped hands on cream
    font-family = Linux Libertine O
    font-regular = regular
    font-bold = bold
    shadow = yes
    second-hand-turn = 60
    minute-hand-motion = gliding

    [dial]
    rim = 0.03
    cap = 0.04
    numerals = roman
    numeral-reach = 0.83
    numeral-size = 0.155
    numeral-weight = regular

    [minute-ticks]
    show = yes
    inner = 0.875
    outer = 0.93
    width = 0.006
    # The width of two rails at inner and outer that the strokes run between (0 for none).
    rails = 0.004

    [hour-ticks]
    inner = 0.875
    outer = 0.93
    width = 0.014

    [hour-hand]
    outline = breguet
    length = 0.5
    tail = 0.08
    width = 0.024
    tip-width = 0.024
    counterweight = 0
    tip-disc = 0

    [minute-hand]
    outline = breguet
    length = 0.89
    tail = 0.1
    width = 0.018
    tip-width = 0.018
    counterweight = 0
    tip-disc = 0

    [second-hand]
    outline = line
    length = 0.86
    tail = 0.18
    width = 0.008
    tip-width = 0.008
    counterweight = 0.022
    tip-disc = 0

    [light]
    backdrop = #E9E4D8
    face = #FAF6EC
    rim = #8A7650
    track = #EAE3D2
    minute-tick = #4A4232
    hour-tick = #2B2519
    numeral = #2B2519
    label = #6A5E48
    shadow = #0000002E
    hour-hand = #1F3A7A
    minute-hand = #1F3A7A
    second-hand = #1F3A7A
    finished = #2F7D4F

    [dark]
    backdrop = #070B14
    face = #101C36
    rim = #B8995A
    track = #1D2B4A
    minute-tick = #B8995A
    hour-tick = #E2C47E
    numeral = #E2C47E
    label = #A8976E
    shadow = #00000099
    hour-hand = #E8CB86
    minute-hand = #E8CB86
    second-hand = #E8CB86
    finished = #6CCB8B

    """
}
