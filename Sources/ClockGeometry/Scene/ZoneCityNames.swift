/// Cities as they are written, for the zone names of the tz database that write them otherwise:
/// abbreviated or run together (`ComodRivadavia`, `DumontDUrville`), without their apostrophe
/// or accents (`St_Johns`, `Sao_Paulo`), a small town without its state (`North_Dakota/Center`),
/// or an old name the database keeps as a link (`Calcutta`, `Ulan_Bator`, `Kiev`).
///
/// Keyed by the whole identifier, so `America/Indiana/Knox` and `America/Knox_IN` can both
/// read "Knox, Indiana". A name not listed is its last component with `_` read as a space.
/// Candidates were found by scanning the zone and link names of `tzdata.zi`.
enum ZoneCityNames {
  /// The city for `identifier`, or nil when its last component already writes it.
  static func city(for identifier: String) -> String? { table[identifier] }

  /// The identifiers the table writes otherwise (for tests: each must be in the database).
  static var identifiers: Dictionary<String, String>.Keys { table.keys }

  private static let table: [String: String] = [
    // Run together or abbreviated.
    "America/Argentina/ComodRivadavia": "Comodoro Rivadavia",
    "Antarctica/DumontDUrville": "Dumont d\u{2019}Urville",
    "America/Porto_Acre": "Rio Branco",
    "Brazil/Acre": "Rio Branco",
    "Brazil/DeNoronha": "Fernando de Noronha",
    "America/Noronha": "Fernando de Noronha",
    "Chile/EasterIsland": "Easter Island",
    "Mexico/BajaNorte": "Tijuana",
    "Mexico/BajaSur": "Mazatl\u{E1}n",
    "America/Knox_IN": "Knox, Indiana",
    // The apostrophe.
    "America/St_Johns": "St John\u{2019}s",
    "Canada/Newfoundland": "St John\u{2019}s",
    // Towns that need their state.
    "America/North_Dakota/Center": "Center, North Dakota",
    "America/North_Dakota/New_Salem": "New Salem, North Dakota",
    "America/North_Dakota/Beulah": "Beulah, North Dakota",
    "America/Indiana/Knox": "Knox, Indiana",
    "America/Indiana/Tell_City": "Tell City, Indiana",
    "America/Indiana/Petersburg": "Petersburg, Indiana",
    "America/Indiana/Vevay": "Vevay, Indiana",
    "America/Indiana/Vincennes": "Vincennes, Indiana",
    "America/Indiana/Winamac": "Winamac, Indiana",
    "America/Indiana/Marengo": "Marengo, Indiana",
    "America/Kentucky/Monticello": "Monticello, Kentucky",
    // Accents.
    "America/Sao_Paulo": "S\u{E3}o Paulo",
    "Brazil/East": "S\u{E3}o Paulo",
    "America/Bogota": "Bogot\u{E1}",
    "America/Mazatlan": "Mazatl\u{E1}n",
    "America/Merida": "M\u{E9}rida",
    "America/Cancun": "Canc\u{FA}n",
    "America/Ciudad_Juarez": "Ciudad Ju\u{E1}rez",
    "America/Bahia_Banderas": "Bah\u{ED}a de Banderas",
    "America/Asuncion": "Asunci\u{F3}n",
    "America/Curacao": "Cura\u{E7}ao",
    "America/Belem": "Bel\u{E9}m",
    "America/Maceio": "Macei\u{F3}",
    "America/Cuiaba": "Cuiab\u{E1}",
    "America/Araguaina": "Aragua\u{ED}na",
    "America/Santarem": "Santar\u{E9}m",
    "America/Eirunepe": "Eirunep\u{E9}",
    "America/St_Barthelemy": "St Barth\u{E9}lemy",
    "Atlantic/Reykjavik": "Reykjav\u{ED}k",
    "Iceland": "Reykjav\u{ED}k",
    "Europe/Chisinau": "Chi\u{219}in\u{103}u",
    "Europe/Zurich": "Z\u{FC}rich",
    "Pacific/Noumea": "Noum\u{E9}a",
    "Africa/Lome": "Lom\u{E9}",
    // Old names kept as links: the city's name today.
    "Asia/Calcutta": "Kolkata",
    "Asia/Katmandu": "Kathmandu",
    "Asia/Rangoon": "Yangon",
    "Asia/Saigon": "Ho Chi Minh City",
    "Asia/Ho_Chi_Minh": "Ho Chi Minh City",
    "Asia/Dacca": "Dhaka",
    "Asia/Thimbu": "Thimphu",
    "Asia/Ashkhabad": "Ashgabat",
    "Asia/Chungking": "Chongqing",
    "Asia/Ujung_Pandang": "Makassar",
    "Asia/Ulan_Bator": "Ulaanbaatar",
    "Asia/Macao": "Macau",
    "Africa/Asmera": "Asmara",
    "America/Godthab": "Nuuk",
    "Europe/Kiev": "Kyiv",
    "Europe/Uzhgorod": "Uzhhorod",
    "Atlantic/Faeroe": "Faroe Islands",
    "Atlantic/Faroe": "Faroe Islands",
    "Pacific/Truk": "Chuuk",
    "Pacific/Ponape": "Pohnpei",
    "Pacific/Enderbury": "Kanton",
  ]
}
