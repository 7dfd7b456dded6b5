#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif

#if canImport(Glibc)
import Glibc
#endif

/// The kernel's `protected_symlinks` rule (and its `protected_regular` and `protected_fifos`
/// rules), applied by aclock itself: in a sticky world-writable directory (`/tmp`), a symbolic
/// link is followed, and an existing file written in place, only when it belongs to this
/// process's user (the effective uid) or to the directory's owner.
///
/// aclock resolves links itself and renames a temporary file into the target's directory, and
/// writes devices, FIFOs and hard-linked files through `open` without `O_CREAT`, so the kernel's
/// checks (off in some systems and containers anyway) never see those steps: without this rule a
/// link another user planted in `/tmp` made root replace the file it names. In a sticky directory
/// only the owner of an entry (or of the directory) can rename or remove it, so an entry this
/// rule accepts cannot be swapped by someone else between the check and the write.
package enum StickyDirectoryRule {
  /// What the refused entry is, for the message.
  package enum Entry {
    case symbolicLink
    case file
  }

  /// Whether an entry owned by `owner` in a directory with status `directory` may be followed
  /// or written through.
  package static func permits(owner: uid_t, in directory: stat) -> Bool {
    let sticky: mode_t = 0o1000  // S_ISVTX, which Glibc's module does not export
    guard directory.st_mode & sticky != 0, directory.st_mode & S_IWOTH != 0 else { return true }
    return owner == geteuid() || owner == directory.st_uid
  }

  /// Checks the entry `status` describes, which `path` names, in the directory whose status is
  /// `directory`; throws a one-line refusal (exit 73) naming `shownPath`.
  package static func check(
    _ entry: Entry, owner: uid_t, in directory: stat, shownAs shownPath: String
  ) throws(CLIError) {
    guard !permits(owner: owner, in: directory) else { return }
    let what = entry == .symbolicLink ? "follow a symbolic link" : "write into a file"
    throw .cannotCreateOutput(
      path: shownPath,
      reason: "will not \(what) owned by uid \(owner) in a sticky world-writable directory owned by uid \(directory.st_uid)")
  }

  /// Checks the entry at `path` (not followed) against the status of the directory holding it.
  package static func check(_ entry: Entry, at path: String, shownAs shownPath: String) throws(CLIError) {
    var status = stat(), parent = stat()
    let directory = URL(fileURLWithPath: path).deletingLastPathComponent().path
    guard lstat(path, &status) == 0, stat(directory, &parent) == 0 else { return }
    try check(entry, owner: status.st_uid, in: parent, shownAs: shownPath)
  }
}
