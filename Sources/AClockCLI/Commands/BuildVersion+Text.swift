extension BuildVersion {
  /// What `aclock --version` prints: `0.2.0`, and the revision when built from a checkout
  /// (`0.2.0 (git 1a2b3c4d5e6f)`).
  static var text: String {
    revision.map { "\(number) (git \($0))" } ?? number
  }
}
