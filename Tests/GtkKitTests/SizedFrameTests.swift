import CGtk
@testable import GtkKit
import XCTest

final class SizedFrameTests: GtkTestCase {
    /// The size GTK would give `widget` (minimum and natural) in one orientation.
    @MainActor
    private func measure(_ widget: Widget, _ orientation: GtkOrientation) -> (minimum: Int, natural: Int) {
        var minimum: gint = 0, natural: gint = 0
        gtk_widget_measure(widget.widget, orientation, -1, &minimum, &natural, nil, nil)
        return (Int(minimum), Int(natural))
    }

    func testTheFrameIsAsLargeAsAskedWhateverItsChildWants() throws {
        onMain {
            let frame = SizedFrame()
            let wide = Label(String(repeating: "A very long text that wants room. ", count: 20))
            frame.append(wide)
            frame.setSize(width: 320, height: 240)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_HORIZONTAL).minimum, 320)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_HORIZONTAL).natural, 320)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_VERTICAL).natural, 240)
            frame.setSize(width: 256, height: 256)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_HORIZONTAL).natural, 256)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_VERTICAL).natural, 256)
        }
    }

    func testAPictureWithATwiceAsLargeTextureKeepsTheFramesSize() throws {
        onMain {
            let frame = SizedFrame()
            let picture = Picture()
            frame.append(picture)
            frame.setSize(width: 40, height: 30)
            let pixels = RenderedImage(width: 80, height: 60, stride: 320, pixels: [UInt8](repeating: 255, count: 320 * 60))
            picture.show(Texture(pixels))
            XCTAssertGreaterThanOrEqual(measure(picture, GTK_ORIENTATION_HORIZONTAL).natural, 80, "the picture alone would grow")
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_HORIZONTAL).natural, 40)
            XCTAssertEqual(measure(frame, GTK_ORIENTATION_VERTICAL).natural, 30)
        }
    }
}
