import CGtk
import Foundation
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

    /// GTK is kept from OpenGL when it will draw with cairo: told so, or with no GPU to draw on.
    func testOpenGLIsSkippedWhenCairoDrawsAnyway() {
        XCTAssertEqual(Renderer.withoutOpenGL(chosenRenderer: "cairo", hasGPU: true), .cairoChosen)
        XCTAssertEqual(Renderer.withoutOpenGL(chosenRenderer: nil, hasGPU: false), .chooseCairo)
        XCTAssertNil(Renderer.withoutOpenGL(chosenRenderer: nil, hasGPU: true), "a GPU's OpenGL is asked for its name first")
        XCTAssertNil(Renderer.withoutOpenGL(chosenRenderer: "gl", hasGPU: false))
        XCTAssertNil(Renderer.withoutOpenGL(chosenRenderer: "vulkan", hasGPU: true))
    }

    /// Each GTK gets the spelling it understands (4.18 warned "Unrecognized value gl-disable"
    /// at every start, and set OpenGL up again).
    func testOpenGLIsSwitchedOffInEachGTKsOwnWords() {
        XCTAssertTrue(Renderer.openGLSwitch(gtkMinorVersion: 8) == ("GDK_DEBUG", "gl-disable"))
        XCTAssertTrue(Renderer.openGLSwitch(gtkMinorVersion: 14) == ("GDK_DEBUG", "gl-disable"))
        XCTAssertTrue(Renderer.openGLSwitch(gtkMinorVersion: 16) == ("GDK_DISABLE", "gl"))
        XCTAssertTrue(Renderer.openGLSwitch(gtkMinorVersion: 18) == ("GDK_DISABLE", "gl"))
    }

    func testAGPUIsADRMNodeOrNVIDIAsDevice() throws {
        let devices = FileManager.default.temporaryDirectory.appending(path: "almanac-devices-\(getpid())")
        defer { try? FileManager.default.removeItem(at: devices) }
        try FileManager.default.createDirectory(at: devices.appending(path: "dri"), withIntermediateDirectories: true)
        XCTAssertFalse(Renderer.hasGPUDevice(devices: devices.path), "an empty /dev/dri")
        _ = FileManager.default.createFile(atPath: devices.appending(path: "dri/by-path").path, contents: nil)
        XCTAssertFalse(Renderer.hasGPUDevice(devices: devices.path))
        _ = FileManager.default.createFile(atPath: devices.appending(path: "dri/renderD128").path, contents: nil)
        XCTAssertTrue(Renderer.hasGPUDevice(devices: devices.path))
        try FileManager.default.removeItem(at: devices.appending(path: "dri"))
        XCTAssertFalse(Renderer.hasGPUDevice(devices: devices.path), "no /dev/dri")
        _ = FileManager.default.createFile(atPath: devices.appending(path: "nvidiactl").path, contents: nil)
        XCTAssertTrue(Renderer.hasGPUDevice(devices: devices.path))
    }
}
