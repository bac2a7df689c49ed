import CGtk
@_spi(Raw) @testable import GtkKit
import XCTest

final class SizedFrameTests: GtkTestCase {
    func testTheFrameIsAsLargeAsAskedWhateverItsChildWants() throws {
        onMain {
            let frame = SizedFrame()
            let wide = Label(String(repeating: "A very long text that wants room. ", count: 20))
            frame.append(wide)
            frame.setSize(width: 320, height: 240)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_HORIZONTAL).minimum, 320)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_HORIZONTAL).natural, 320)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_VERTICAL).natural, 240)
            frame.setSize(width: 256, height: 256)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_HORIZONTAL).natural, 256)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_VERTICAL).natural, 256)
        }
    }

    func testAPictureWithATwiceAsLargeTextureKeepsTheFramesSize() throws {
        onMain {
            let frame = SizedFrame()
            let picture = Picture()
            frame.append(picture)
            frame.setSize(width: 40, height: 30)
            picture.show(Texture(width: 80, height: 60, stride: 320, pixels: [UInt8](repeating: 255, count: 320 * 60)))
            XCTAssertGreaterThanOrEqual(measuredSize(picture, GTK_ORIENTATION_HORIZONTAL).natural, 80, "the picture alone would grow")
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_HORIZONTAL).natural, 40)
            XCTAssertEqual(measuredSize(frame, GTK_ORIENTATION_VERTICAL).natural, 30)
        }
    }
}
