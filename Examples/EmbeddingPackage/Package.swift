// swift-tools-version:6.2
import PackageDescription

let package = Package(
  name: "MyClock",
  platforms: [.macOS(.v13)],  // ClockGeometry's floor on Apple platforms
  dependencies: [
    .package(url: "https://example.org/aclock.git", from: "0.2.0"),
  ],
  targets: [
    .executableTarget(name: "MyClock", dependencies: [.product(name: "ClockGeometry", package: "aclock")]),
  ]
)
