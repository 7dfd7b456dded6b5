import ClockGeometry
import ClockRender
import Foundation

/// E-paper output against today's full-colour PNG, one 480 px face drawn once, in one run:
/// quantizing to each palette (each dithering) and writing the low-depth PNG and BMP.
enum GrayBenchmark {
  static func run() {
    let zone = ZoneRules.utc
    let scene = ClockScene(time: LocalTime(Date(timeIntervalSince1970: 1_718_442_930.5), in: zone), timeZone: zone,
                           options: ClockFaceOptions(label: .time))
    print("gray: one 480 px face drawn once, then encoded (median of 200)")
    do {
      let image = try PictureRenderer(look: ClockLook(style: .classic), variant: .light).drawnImage(scene, size: 480)
      var size = 0
      let colour = try medianMilliseconds(runs: 200) { size = try FastPNGEncoder.encode(image).count }
      print(String(format: "  full-colour PNG (FastPNGEncoder)            %6.3f ms  (%d bytes)", colour, size))
      for palette in GrayPalette.allCases {
        for dithering in Dithering.allCases {
          let quantizer = GrayQuantizer(palette: palette, dithering: dithering)
          let quantize = try medianMilliseconds(runs: 200) { _ = try quantizer.quantize(image) }
          let raster = try quantizer.quantize(image)
          var pngSize = 0
          var bmpSize = 0
          let png = try medianMilliseconds(runs: 200) { pngSize = try GrayPNGEncoder.encode(raster).count }
          let bmp = try medianMilliseconds(runs: 200) { bmpSize = try IndexedBMPEncoder.encode(raster).count }
          let name = "\(palette.rawValue) \(dithering.rawValue)".padding(toLength: 16, withPad: " ", startingAt: 0)
          print(String(format: "  %@ quantize %6.3f ms, PNG +%6.3f ms (%d bytes), BMP +%6.3f ms (%d bytes)",
                       name, quantize, png, pngSize, bmp, bmpSize))
        }
      }
    } catch {
      print("  failed: \(error)")
    }
  }
}
