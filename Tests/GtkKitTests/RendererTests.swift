import CGtk
@testable import GtkKit
import XCTest

final class RendererTests: GtkTestCase {
    func testMesasSoftwareRasterizersAreKnownByName() {
        for name in ["llvmpipe (LLVM 15.0.6, 256 bits)", "softpipe", "Software Rasterizer (swrast)"] {
            XCTAssertTrue(Renderer.isSoftware(openGLName: name), name)
        }
        for name in ["Mesa Intel(R) UHD Graphics 620 (KBL GT2)", "AMD Radeon RX 6600 (navi23, LLVM 15.0.6, DRM 3.49)",
                     "NVIDIA GeForce GTX 1060/PCIe/SSE2"] {
            XCTAssertFalse(Renderer.isSoftware(openGLName: name), name)
        }
    }

    /// Xvfb has no GPU: its OpenGL, where there is one, is Mesa's software rasterizer.
    func testOpenGLUnderXvfbIsSoftware() throws {
        let name = MainActor.assumeIsolated { Renderer.openGLName() }
        guard let name else { throw XCTSkip("this display has no OpenGL") }
        XCTAssertTrue(Renderer.isSoftware(openGLName: name), name)
    }
}
