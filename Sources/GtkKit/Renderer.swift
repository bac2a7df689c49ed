// @preconcurrency: libepoxy's OpenGL entry points are global function pointers, which Swift 6
// counts as shared mutable state.
@preconcurrency import CGtk

/// What GTK draws windows with. GTK 4.8 draws with OpenGL whenever there is OpenGL, also when
/// it is Mesa's software rasterizer (no GPU: virtual machines, remote sessions, Xvfb), where
/// OpenGL is slower than cairo and its driver keeps far more memory, growing as new things are
/// drawn. GTK 4.14 and later choose cairo there by themselves; `preferCairoOverSoftwareOpenGL`
/// does so on this GTK.
public enum Renderer {
    /// The OpenGL renderer as its driver names it (GL_RENDERER, e.g. "llvmpipe (LLVM 15.0.6,
    /// 256 bits)" or "Mesa Intel(R) UHD Graphics 620"); nil when the display has no OpenGL.
    @MainActor
    public static func openGLName() -> String? {
        guard let display = gdk_display_get_default() else { return nil }
        var error: UnsafeMutablePointer<GError>?
        defer { if let error { g_error_free(error) } }
        guard gdk_display_prepare_gl(display, &error) != 0,
              let context = gdk_display_create_gl_context(display, &error) else { return nil }
        defer { g_object_unref(context.raw) }
        guard gdk_gl_context_realize(context, &error) != 0 else { return nil }
        gdk_gl_context_make_current(context)
        defer { gdk_gl_context_clear_current() }
        guard let name = epoxy_glGetString(GLenum(GL_RENDERER)) else { return nil }
        return String(cString: name)
    }

    /// Before GTK opens the display: when GTK will draw with cairo anyway, keeps it from setting
    /// up OpenGL, which GTK 4.8 does when it opens an X11 display whatever it will draw with
    /// (~50 ms of start-up). That is when GSK_RENDERER says cairo, or when there is no GPU to
    /// draw with (no DRM or NVIDIA device: OpenGL could only be a software rasterizer), where
    /// cairo is chosen as `preferCairoOverSoftwareOpenGL` would. GTK is told through an
    /// environment variable (`openGLSwitch`), which is put back as it was once the display is open (call the result then), so that
    /// programs started from the app do not inherit it.
    @MainActor
    public static func skipOpenGLWhenDrawingWithCairo() -> @MainActor () -> Void {
        let chosen = g_getenv("GSK_RENDERER").map { String(cString: $0) }
        guard let plan = withoutOpenGL(chosenRenderer: chosen, hasGPU: hasGPUDevice()) else { return {} }
        if plan == .chooseCairo { g_setenv("GSK_RENDERER", "cairo", 1) }
        let (variable, flag) = openGLSwitch(gtkMinorVersion: Int(gtk_get_minor_version()))
        let before = g_getenv(variable).map { String(cString: $0) }
        g_setenv(variable, [before, flag].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ","), 1)
        return {
            if let before { g_setenv(variable, before, 1) } else { g_unsetenv(variable) }
        }
    }

    /// How this GTK is told to leave OpenGL alone: GDK_DEBUG=gl-disable until GTK 4.14;
    /// GTK 4.16 moved it to GDK_DISABLE=gl (and warns about the old spelling).
    static func openGLSwitch(gtkMinorVersion minor: Int) -> (variable: String, flag: String) {
        minor >= 16 ? ("GDK_DISABLE", "gl") : ("GDK_DEBUG", "gl-disable")
    }

    /// What `skipOpenGLWhenDrawingWithCairo` does: nothing (nil), or keep GTK from OpenGL, having
    /// chosen cairo first when nothing was chosen.
    enum WithoutOpenGL: Equatable { case cairoChosen, chooseCairo }

    static func withoutOpenGL(chosenRenderer: String?, hasGPU: Bool) -> WithoutOpenGL? {
        switch chosenRenderer {
        case "cairo": .cairoChosen
        case nil where !hasGPU: .chooseCairo
        default: nil
        }
    }

    /// Whether the computer has a device OpenGL could draw on: a DRM node (/dev/dri/card*,
    /// renderD*) or NVIDIA's control device.
    static func hasGPUDevice(devices: String = "/dev") -> Bool {
        if g_file_test("\(devices)/nvidiactl", ALMANAC_G_FILE_TEST_EXISTS) != 0 { return true }
        guard let directory = g_dir_open("\(devices)/dri", 0, nil) else { return false }
        defer { g_dir_close(directory) }
        while let entry = g_dir_read_name(directory) {
            let name = String(cString: entry)
            if name.hasPrefix("card") || name.hasPrefix("renderD") { return true }
        }
        return false
    }

    /// Whether `openGLName` is one of Mesa's software rasterizers.
    public static func isSoftware(openGLName name: String) -> Bool {
        let name = name.lowercased()
        return ["llvmpipe", "softpipe", "swrast"].contains { name.contains($0) }
    }

    /// Has GTK draw with cairo when OpenGL is a software rasterizer, unless GSK_RENDERER already
    /// says what to draw with. Call before the first window is shown; true when it chose cairo.
    /// (GSK_RENDERER is how GTK 4.8 is told; programs started from the app inherit it.)
    @MainActor @discardableResult
    public static func preferCairoOverSoftwareOpenGL() -> Bool {
        guard g_getenv("GSK_RENDERER") == nil, let name = openGLName(), isSoftware(openGLName: name) else { return false }
        g_setenv("GSK_RENDERER", "cairo", 1)
        return true
    }

    /// The renderer drawing `window` ("GskCairoRenderer", "GskGLRenderer"); nil before it is
    /// realized.
    @MainActor
    public static func name(of window: Widget) -> String? {
        guard let native = gtk_widget_get_native(window.pointer.cast()),
              let renderer = gtk_native_get_renderer(native) else { return nil }
        return String(cString: g_type_name_from_instance(renderer.cast(GTypeInstance.self)))
    }
}
