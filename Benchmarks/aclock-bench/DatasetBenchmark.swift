import Foundation

/// `aclock-bench dataset`: `aclock dataset` beside `aclock frames` at the same size in one run,
/// on every core: 10,000 images at 224 px each (the bar: at least 1,500 dataset images
/// a second on 2 cores). Wall time and the children's CPU time (user + system) per image.
enum DatasetBenchmark {
  static func run(directory: String?) {
    let aclock = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("aclock").path
    guard FileManager.default.isExecutableFile(atPath: aclock) else {
      print("dataset: build aclock in release first (swift build -c release)")
      return
    }
    let parent = directory.map { URL(fileURLWithPath: $0) } ?? FileManager.default.temporaryDirectory
    let work = parent.appendingPathComponent("aclock-bench-dataset-\(getpid())")
    defer { try? FileManager.default.removeItem(at: work) }
    let cores = ProcessInfo.processInfo.activeProcessorCount
    print("dataset: 10,000 images at 224 px, --jobs \(cores), into \(parent.path); load \(loadAverage())")
    let runs: [(name: String, arguments: [String])] = [
      ("dataset (everything varies)", ["dataset", "--count", "10000", "--seed", "1", "--size", "224"]),
      ("dataset --vary none", ["dataset", "--count", "10000", "--seed", "1", "--size", "224", "--vary", "none"]),
      ("frames (one face)", ["frames", "--from", "2024-06-15T09:00:00Z", "--to", "2024-06-15T11:46:40Z", "--every", "1s", "--tz", "UTC", "--size", "224"]),
    ]
    for (number, run) in runs.enumerated() {
      for round in 1...3 {
        let out = work.appendingPathComponent("\(number)-\(round)")
        let before = childrenCPU()
        let elapsed = ContinuousClock().measure { _ = spawnAndWait(aclock, run.arguments + ["--jobs", String(cores), "--quiet", "--out", out.path]) }
        let cpu = childrenCPU() - before
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: out.path)) ?? []).filter { $0.hasSuffix(".png") }.count
        print(String(format: "  %-28@ round %d  %6.2f s  %7.0f images/s  %5.3f ms CPU an image  (%d files)",
                     run.name, round, seconds, Double(files) / seconds, cpu * 1000 / Double(max(files, 1)), files))
        try? FileManager.default.removeItem(at: out)
      }
    }
  }

  /// User + system seconds of every child waited for so far.
  static func childrenCPU() -> Double {
    var usage = rusage()
    getrusage(__rusage_who_t(RUSAGE_CHILDREN.rawValue), &usage)
    return Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1e6
  }
}
