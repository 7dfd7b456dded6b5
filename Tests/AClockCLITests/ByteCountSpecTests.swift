@testable import AClockValues
import Testing

@Suite("--max-bytes values")
struct ByteCountSpecTests {
  @Test("accepted forms, in bytes", arguments: [
    ("90000", 90_000), ("1", 1), ("90kB", 90_000), ("90KB", 90_000), ("90 kb", 90_000), ("64KiB", 65_536),
    ("1MB", 1_000_000), ("2MiB", 2_097_152), ("512B", 512), (" 7 ", 7), ("1099511627776", 1 << 40),
  ])
  func accepted(text: String, bytes: Int) throws {
    #expect(try ByteCountSpec(parsing: text).bytes == bytes)
  }

  @Test("refused", arguments: [
    "", "0", "0kB", "-5", "1.5kB", "kB", "90 k B", "12q", "1GB", "1099511627777", "9999999999999999999", "9223372036854775807KiB",
  ])
  func refused(text: String) {
    #expect(throws: OptionValueError.byteCount(text)) { try ByteCountSpec(parsing: text) }
  }
}
