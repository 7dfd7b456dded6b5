// swift-tools-version:6.2
import PackageDescription

/// Settings every target of ours compiles with: Swift 6 strict concurrency comes from the
/// language mode; these add the upcoming checks that keep APIs honest, and make any warning in
/// our own code fail the build. SwiftPM ignores warning-control settings of dependencies, so the
/// library stays embeddable.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

let package = Package(
  name: "aclock",
  // The libraries use `Duration` and `Clock<Duration>` (macOS 13, iOS 16, tvOS 16, watchOS 9);
  // nothing Linux-only is reached on Apple platforms (Glibc and the tz database are behind
  // `#if canImport(Glibc)` / `#if canImport(Darwin)`). The command line is built and tested on Linux.
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  products: [
    .library(name: "ClockGeometry", targets: ["ClockGeometry"]),
    .library(name: "ClockSchedule", targets: ["ClockSchedule"]),
    .library(name: "ClockText", targets: ["ClockText"]),
    .executable(name: "aclock", targets: ["aclock"]),
    .executable(name: "aclock-serve", targets: ["aclock-serve"]),
  ],
  dependencies: [
    .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
    // `aclock-serve` only (Docs/decisions/0041): the HTTP server on SwiftNIO and its request
    // logging. Without the default traits: neither swift-configuration nor full Foundation is used.
    .package(url: "https://github.com/hummingbird-project/hummingbird", from: "2.28.1", traits: []),
    .package(url: "https://github.com/apple/swift-log", from: "1.14.0"),
    .package(url: "https://github.com/apple/swift-nio", from: "2.101.0"),
    .package(url: "https://github.com/swift-server/swift-service-lifecycle", from: "2.13.0"),
    // Test-only: TestClock, ImmediateClock and withMainSerialExecutor. No library target uses them.
    .package(url: "https://github.com/pointfreeco/swift-clocks", from: "1.1.1"),
    .package(url: "https://github.com/pointfreeco/swift-concurrency-extras", from: "1.4.3"),
    // Test-only: text snapshots of terminal frames.
    .package(url: "https://github.com/pointfreeco/swift-snapshot-testing", from: "1.19.7"),
    // `swift package generate-documentation`: the DocC catalogs of ClockGeometry and ClockSchedule
    // (DocumentationBuildTests builds them with warnings as errors). A command plugin: nothing of
    // it is linked into any target.
    .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
  ],
  targets: [
    // Pure time → angle → layout arithmetic and zone rules. FoundationEssentials only (Foundation
    // on Apple platforms): the embeddable product.
    .target(name: "ClockGeometry", swiftSettings: strictSettings),

    // cairo's C API, with cairo opened by dlopen when the first picture is drawn: nothing links
    // libcairo, so text commands map none of its libraries (Docs/decisions/0043). Its headers
    // come from libcairo2-dev (scripts/install-deps); the function list is generated.
    .target(name: "CCairo", exclude: ["CairoFunctions.inc"]),
    // zlib alone: aclock writes PNGs itself with zlib's deflate (libcairo2-dev brings zlib1g-dev).
    // Not libpng: cairo links that for itself, and linking it here made the binary need it for nothing.
    .systemLibrary(name: "CZlib", pkgConfig: "zlib", providers: [.apt(["zlib1g-dev"])]),
    // libdeflate's Adler-32 and CRC-32 for those PNGs (vectorised: zlib's Adler-32 was a tenth of
    // a frame's CPU). Not its compressor: slower than zlib's level 1 on faces (Docs/decisions/0044).
    .systemLibrary(name: "CDeflate", pkgConfig: "libdeflate", providers: [.apt(["libdeflate-dev"])]),
    // Scenes → pixels and documents through cairo.
    .target(name: "ClockRender", dependencies: ["ClockGeometry", "CCairo", "CZlib", "CDeflate"], swiftSettings: strictSettings),
    // Telling-time worksheets: levels, exercises drawn from a seed, times in words, the pages'
    // layout and the printed pages (cairo's PDF through ClockRender). Not a product: `package`.
    .target(name: "ClockWorksheet", dependencies: ["ClockGeometry", "ClockRender"], swiftSettings: strictSettings),
    // Labelled datasets of clock images: each image's choices drawn from a seed and its index,
    // its picture (ClockRender) and its label. Not a product: `package`.
    .target(name: "ClockDataset", dependencies: ["ClockGeometry", "ClockRender"], swiftSettings: strictSettings),
    // Linux and glibc headers Swift's Glibc module lacks (timerfd, eventfd, mallopt); no library to link.
    .systemLibrary(name: "CLinuxExtras"),
    // The start of a timer's action: fork, PR_SET_PDEATHSIG and execve, which must be C.
    .target(name: "CChildSpawn"),
    // When to show the time: schedules of entries and drift-free tickers (async over any
    // `Clock<Duration>`, blocking, and live: woken early by keys) with injected wall time.
    // FoundationEssentials, ClockGeometry and, on Linux, the kernel's wall-clock timers.
    .target(name: "ClockSchedule", dependencies: ["ClockGeometry", "CLinuxExtras"], swiftSettings: strictSettings),

    // Scenes → terminal cells (ASCII, blocks, Braille) and the ANSI bytes that update a screen.
    // Pure Swift on ClockGeometry: no cairo, so it is cheap enough to run every second.
    .target(name: "ClockText", dependencies: ["ClockGeometry"], swiftSettings: strictSettings),

    // The command line in layers, each a target so SwiftPM refuses a dependency upwards
    // (Docs/decisions/0036): values ← runtime ← presentations ← AClockCLI, the only one that
    // links ArgumentParser. None is a product: what they share is `package`.

    // One parser per option value (`--at`, `--timezone`, `--size`, `timer` arguments…) and the
    // small enums options choose from, without ArgumentParser: a server can parse the same values.
    .target(name: "AClockValues", dependencies: ["ClockGeometry", "ClockRender", "ClockText"], swiftSettings: strictSettings),

    // The process's runtime: signals, terminal modes and keys, threads, child processes, atomic
    // files and standard streams, and the one live loop (LiveRunner) with its sinks.
    .target(
      name: "AClockRuntime",
      dependencies: ["AClockValues", "ClockGeometry", "ClockRender", "ClockSchedule", "ClockText", "CChildSpawn", "CLinuxExtras"],
      swiftSettings: strictSettings
    ),

    // What the tool shows: the live presentations (the terminal clock, stopwatch and timer dials,
    // status lines, live files, ticks, timers in scripts), `frames` runs, picture and HTML jobs,
    // angle and status reports, the terminal clock's frames and key help.
    .target(
      name: "AClockPresentations",
      dependencies: ["AClockRuntime", "AClockValues", "ClockGeometry", "ClockRender", "ClockSchedule", "ClockText", "ClockWorksheet", "ClockDataset"],
      swiftSettings: strictSettings
    ),

    // The ArgumentParser commands and option groups, which turn options into plain values.
    .target(
      name: "AClockCLI",
      dependencies: [
        "AClockPresentations",
        "AClockRuntime",
        "AClockValues",
        "ClockGeometry",
        "ClockRender",
        "ClockSchedule",
        "ClockText",
        "ClockWorksheet",
        "ClockDataset",
        "CChildSpawn",
        "CLinuxExtras",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings,
      plugins: ["VersionInfo"]
    ),
    .executableTarget(name: "aclock", dependencies: ["AClockCLI"], swiftSettings: strictSettings),

    // `aclock serve`'s options and its queries, parsed by AClockCLI's option groups: a target
    // of its own so that `aclock` does not carry them (Docs/decisions/0041).
    .target(
      name: "AClockServeOptions",
      dependencies: [
        "AClockCLI",
        "AClockPresentations",
        "AClockRuntime",
        "AClockValues",
        "ClockGeometry",
        "ClockRender",
        "ClockSchedule",
        .product(name: "ArgumentParser", package: "swift-argument-parser"),
      ],
      swiftSettings: strictSettings
    ),
    // `aclock serve`: clock pictures over HTTP on Hummingbird, its own executable so `aclock`
    // links no network stack (Docs/decisions/0041).
    .target(
      name: "AClockServer",
      dependencies: [
        "AClockCLI",
        "AClockServeOptions",
        "AClockPresentations",
        "AClockRuntime",
        "AClockValues",
        "ClockGeometry",
        "ClockRender",
        "ClockSchedule",
        .product(name: "Hummingbird", package: "hummingbird"),
        .product(name: "Logging", package: "swift-log"),
        .product(name: "NIOCore", package: "swift-nio"),
        .product(name: "NIOPosix", package: "swift-nio"),
        .product(name: "ServiceLifecycle", package: "swift-service-lifecycle"),
        .product(name: "UnixSignals", package: "swift-service-lifecycle"),
      ],
      swiftSettings: strictSettings
    ),
    .executableTarget(name: "aclock-serve", dependencies: ["AClockServer"], swiftSettings: strictSettings),
    // VERSION and the git revision, as Swift, for `aclock --version`.
    .plugin(name: "VersionInfo", capability: .buildTool(), path: "Plugins/VersionInfo"),

    // Benchmarks: run by hand with `swift run -c release aclock-bench`; never part of the tests.
    .executableTarget(
      name: "aclock-bench",
      dependencies: ["AClockValues", "ClockGeometry", "ClockRender", "ClockSchedule", "ClockText"],
      path: "Benchmarks/aclock-bench",
      swiftSettings: strictSettings
    ),

    // Expected values computed outside Swift, shared by the test targets.
    .target(name: "ClockTestSupport", dependencies: ["ClockGeometry"], path: "Tests/ClockTestSupport", swiftSettings: strictSettings),
    .testTarget(
      name: "ClockGeometryTests",
      dependencies: ["ClockGeometry", "ClockTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ClockRenderTests",
      dependencies: ["ClockRender", "ClockGeometry", "ClockTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ClockWorksheetTests",
      dependencies: ["ClockWorksheet", "ClockRender", "ClockGeometry", "ClockTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ClockDatasetTests",
      dependencies: ["ClockDataset", "ClockRender", "ClockGeometry", "ClockTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ClockTextTests",
      dependencies: [
        "ClockText", "ClockGeometry", "ClockTestSupport",
        .product(name: "SnapshotTesting", package: "swift-snapshot-testing"),
      ],
      exclude: ["__Snapshots__"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "ClockScheduleTests",
      dependencies: [
        "ClockGeometry",
        "ClockSchedule",
        .product(name: "Clocks", package: "swift-clocks"),
        .product(name: "ConcurrencyExtras", package: "swift-concurrency-extras"),
      ],
      swiftSettings: strictSettings
    ),
    // The public API of each library product against Docs/API (scripts/api-listing).
    .testTarget(
      name: "PublicAPITests",
      dependencies: ["ClockGeometry", "ClockSchedule", "ClockText", "ClockTestSupport"],
      swiftSettings: strictSettings
    ),
    .testTarget(
      name: "AClockCLITests",
      // Depends on the executable so `swift test` builds the binary the end-to-end tests run.
      dependencies: [
        "AClockCLI", "AClockPresentations", "AClockRuntime", "AClockServer", "AClockValues", "aclock", "aclock-serve", "ClockTestSupport",
        "ClockRender", "ClockText", "ClockWorksheet", "ClockDataset",
      ],
      exclude: ["Completions"],
      swiftSettings: strictSettings
    ),
  ],
  swiftLanguageModes: [.v6]
)
