/// Writes files so that readers see the old file or the new one, never a part of either.
///
/// Each file's bytes go to a ``TemporaryFile`` beside its target. Only when every temporary
/// file is complete are they renamed over their targets; on any failure before that, every
/// temporary file is removed and no target is touched.
enum AtomicFile {
  /// Writes several files, all or (if one cannot be created) none.
  static func write(_ files: [(bytes: [UInt8], path: String)]) throws(CLIError) {
    var temporaries: [TemporaryFile] = []
    do throws(CLIError) {
      for (bytes, path) in files {
        let file = try TemporaryFile(beside: path)
        temporaries.append(file)
        try file.append(bytes)
      }
    } catch {
      temporaries.forEach { $0.discard() }
      throw error
    }
    try TemporaryFile.commit(temporaries)
  }

  /// Writes one file.
  static func write(_ bytes: [UInt8], to path: String) throws(CLIError) {
    try write([(bytes, path)])
  }
}
