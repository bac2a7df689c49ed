import CGtk

/// Per-frame hooks on a widget's frame clock, for animations driven from Swift and for
/// measuring how long each frame keeps the main thread busy.
extension Widget {
    /// Calls `tick` before every frame until it returns false (`gtk_widget_add_tick_callback`).
    public func addTickCallback(_ tick: @escaping @MainActor () -> Bool) {
        let box = Unmanaged.passRetained(TickBox(tick)).toOpaque()
        gtk_widget_add_tick_callback(widget, { _, _, data in
            guard let data else { return 0 }
            let box = Unmanaged<TickBox>.fromOpaque(data).takeUnretainedValue()
            return MainActor.assumeIsolated { box.tick() } ? 1 : 0
        }, box, { data in
            guard let data else { return }
            Unmanaged<TickBox>.fromOpaque(data).release()
        })
    }

    /// Calls `handler` once, after the next frame of this widget's window has been painted (a
    /// draw is queued, so that there is one). Needs the widget realized.
    public func afterNextPaint(_ handler: @escaping @MainActor () -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        var connection: SignalConnection?
        connection = clock.on(.afterPaint) {
            connection?.disconnect()
            connection = nil
            handler()
        }
        queueDraw()
    }

    /// Reports, after each frame, the seconds the main thread spent on it: from the start of its
    /// paint phases (update, layout, paint) to their end. Needs the widget realized.
    public func measureFrames(_ report: @escaping @MainActor (Double) -> Void) {
        guard let clock = gtk_widget_get_frame_clock(widget) else { return }
        var start: gint64 = 0
        clock.on(.void("before-paint")) { start = g_get_monotonic_time() }
        clock.on(.afterPaint) { report(Double(g_get_monotonic_time() - start) / 1_000_000) }
    }
}

private final class TickBox {
    let tick: @MainActor () -> Bool
    init(_ tick: @escaping @MainActor () -> Bool) { self.tick = tick }
}
