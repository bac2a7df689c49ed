"""The desktop's text size on an X display, as GNOME's settings daemon publishes it there (the
XSETTINGS "Xft/DPI", which GTK reads as gtk-xft-dpi): changed while the app runs."""

import shutil
import subprocess
from pathlib import Path

from waiting import wait_for

# GTK's DPI with no text scaling: XSETTINGS gives it in 1/1024 dots per inch.
DPI = 96


class DesktopTextSize:
    """An XSETTINGS manager (xsettingsd) on `display`, owning its settings until `close`."""

    def __init__(self, display, folder, scale=1.0):
        if shutil.which("xsettingsd") is None:
            raise RuntimeError("missing test tool: xsettingsd (see docs/testing.md)")
        self.config = Path(folder, "xsettingsd.conf")
        self._write(scale)
        self.process = subprocess.Popen(["xsettingsd", "--config", str(self.config)], env={"DISPLAY": display.name},
                                        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True)
        self._read_until("Took ownership of selection")

    def set(self, scale):
        """Makes the desktop's text `scale` times its normal size; returns once it is published."""
        self._write(scale)
        self.process.send_signal(1)  # SIGHUP: read the configuration again
        self._read_until("Loaded")

    def close(self):
        self.process.terminate()
        self.process.wait(timeout=10)
        self.process.stderr.close()

    def _write(self, scale):
        self.config.write_text(f"Xft/DPI {round(DPI * 1024 * scale)}\n")

    def _read_until(self, text):
        """Reads xsettingsd's log up to a line with `text` (it logs each step it takes)."""
        def logged():
            line = self.process.stderr.readline()
            if not line:
                raise RuntimeError(f"xsettingsd exited with {self.process.wait()}")
            return text in line
        wait_for(f"xsettingsd: {text}", logged)
