// swift-tools-version:6.2
import PackageDescription

/// The root package's settings: Swift 6 mode (below), the upcoming checks that keep APIs honest,
/// and warnings as errors, so an example that warns fails its build as the libraries would.
let strictSettings: [SwiftSetting] = [
  .enableUpcomingFeature("ExistentialAny"),
  .enableUpcomingFeature("MemberImportVisibility"),
  .treatAllWarnings(as: .error),
]

/// An example: an executable target in the folder of its name, on the library products it shows.
func example(_ name: String, uses libraries: [String]) -> Target {
  .executableTarget(
    name: name, dependencies: libraries.map { .product(name: $0, package: "aclock") }, path: name,
    swiftSettings: strictSettings)
}

/// The README's and DocC's Swift examples, as a package of their own that depends on aclock by
/// path, as an embedder's would by URL: they see the libraries' public API only, never `package`
/// or `internal` declarations. `swift build --package-path Examples` builds them;
/// `ReadmeExamplesTests` checks that README quotes each file whole, and `ExamplesPackageTests`
/// builds them and runs them against README.
let package = Package(
  name: "aclock-examples",
  platforms: [.macOS(.v13), .iOS(.v16), .tvOS(.v16), .watchOS(.v9), .visionOS(.v1)],
  dependencies: [
    // Named: a path dependency's identity is its folder's name, which a clone may choose freely.
    .package(name: "aclock", path: ".."),
  ],
  targets: [
    example("ClockGeometryExample", uses: ["ClockGeometry"]),
    example("ClockScheduleExample", uses: ["ClockGeometry", "ClockSchedule"]),
    example("ClockTextExample", uses: ["ClockGeometry", "ClockSchedule", "ClockText"]),
    example("ReadoutExample", uses: ["ClockGeometry"]),
    example("WidgetTimelineExample", uses: ["ClockGeometry", "ClockSchedule"]),
  ],
  swiftLanguageModes: [.v6]
)
