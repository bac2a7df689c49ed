"""Keys for the characters a test types, bound before it types them.

`xdotool type` types a character the keyboard map lacks (Cyrillic, kana, ü…) by binding it to a
spare keycode, pressing that key and unbinding it again at once. The app translates a key press
with the map as it is when it gets to the event: on a busy machine that is after the unbinding,
and the character is lost ('турц' arrived as 'туц'). Bound here beforehand, and left bound, the
characters are in the map: xdotool finds them there, binds nothing, and the map never changes
under a key press."""

import ctypes
import ctypes.util

_x11 = ctypes.CDLL(ctypes.util.find_library("X11"))
_x11.XOpenDisplay.restype = ctypes.c_void_p
_x11.XOpenDisplay.argtypes = [ctypes.c_char_p]
_x11.XCloseDisplay.argtypes = [ctypes.c_void_p]
_x11.XDisplayKeycodes.argtypes = [ctypes.c_void_p, ctypes.POINTER(ctypes.c_int), ctypes.POINTER(ctypes.c_int)]
_x11.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
_x11.XGetKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_ubyte, ctypes.c_int, ctypes.POINTER(ctypes.c_int)]
_x11.XChangeKeyboardMapping.argtypes = [ctypes.c_void_p, ctypes.c_int, ctypes.c_int,
                                        ctypes.POINTER(ctypes.c_ulong), ctypes.c_int]
_x11.XFree.argtypes = [ctypes.c_void_p]
_x11.XSync.argtypes = [ctypes.c_void_p, ctypes.c_int]
_x11.XKeysymToKeycode.restype = ctypes.c_ubyte
_x11.XKeysymToKeycode.argtypes = [ctypes.c_void_p, ctypes.c_ulong]


# Per display, (keycode, keysym) bound here, the least recently bound first: the one given up when
# there is no spare keycode left.
_bound = {}


def keysym(character):
    """The keysym X gives a character: Latin-1's are their code points, the others Unicode's."""
    point = ord(character)
    return point if point <= 0xFF else 0x1000000 | point


def _spare(symbol):
    """No keysym, or one of XF86's (volume, mail, browser…), which no test presses."""
    return symbol == 0 or 0x1008FF00 <= symbol <= 0x1008FFFF


def bind_keys_for(text, display_name):
    """Binds each character of `text` that the keyboard map of `display_name` lacks to a spare
    keycode (one without keysyms or with only media keys'), on two levels, so that Shift
    changes nothing."""
    display = _x11.XOpenDisplay(display_name.encode())
    if not display:
        raise RuntimeError(f"cannot open the X display {display_name}")
    try:
        low, high = ctypes.c_int(), ctypes.c_int()
        _x11.XDisplayKeycodes(display, ctypes.byref(low), ctypes.byref(high))
        count = high.value - low.value + 1
        per_keycode = ctypes.c_int()
        table = _x11.XGetKeyboardMapping(display, low.value, count, ctypes.byref(per_keycode))
        width = per_keycode.value
        keysyms = {low.value + index: [table[index * width + level] for level in range(width)] for index in range(count)}
        _x11.XFree(table)
        present = {symbol for symbols in keysyms.values() for symbol in symbols}
        wanted = {keysym(character) for character in text if ord(character) > 0x7E}
        bound = [(code, symbol) for code, symbol in _bound.get(display_name, []) if keysyms[code][0] == symbol]
        spare = [code for code, symbols in keysyms.items() if all(map(_spare, symbols))]
        for symbol in sorted(wanted - present):
            if spare:
                code = spare.pop(0)
            else:
                code = next((code for code, held in bound if held not in wanted), None)
                if code is None:
                    raise RuntimeError(f"no spare keycode left on {display_name} for {text!r}")
                bound = [(other, held) for other, held in bound if other != code]
            pair = (ctypes.c_ulong * 2)(symbol, symbol)
            _x11.XChangeKeyboardMapping(display, code, 2, pair, 1)
            bound.append((code, symbol))
        _bound[display_name] = bound
        _x11.XSync(display, 0)
    finally:
        _x11.XCloseDisplay(display)


_xtest = ctypes.CDLL(ctypes.util.find_library("Xtst"))
_xtest.XTestFakeKeyEvent.argtypes = [ctypes.c_void_p, ctypes.c_uint, ctypes.c_int, ctypes.c_ulong]


def is_function_key(name):
    """Whether a key's name is F1 to F12, alone."""
    return name[:1] == "F" and name[1:].isdigit() and 1 <= int(name[1:]) <= 12


def press_function_key(name, display_name):
    """Presses and releases a function key with no modifier. xkeyboard-config 2.4x (Debian
    forky) gives F1 to F12 a type whose fifth level is XF86Switch_VT_N with Ctrl+Alt, and
    xdotool 3.2016 then holds Alt for the F5 it finds at level 4: the app got Alt+F5."""
    display = _x11.XOpenDisplay(display_name.encode())
    if not display:
        raise RuntimeError(f"cannot open the X display {display_name}")
    try:
        code = _x11.XKeysymToKeycode(display, 0xFFBE + int(name[1:]) - 1)
        for pressed in (1, 0):
            _xtest.XTestFakeKeyEvent(display, code, pressed, 0)
        _x11.XSync(display, 0)
    finally:
        _x11.XCloseDisplay(display)
