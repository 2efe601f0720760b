"""PySide6's import hook, made cheap.

Once PySide6 is loaded, it looks at every module imported after it, to know whether the module
uses PySide6 (its ``__feature__`` switches, snake_case and true_property, apply only there):
``shibokensupport.feature._mod_uses_pyside`` asks ``inspect.getsource`` for the module's whole
text and looks for "PySide6" in it. ``inspect`` finds a module's file by walking every module
loaded so far, each time, so the look grows with the modules loaded: on the big campaign some
0.1 s (0.2 s on a loaded machine) of the app's start before its first paint, for 220 modules,
against 5 ms for a bare window's ten.

:func:`quicken_pyside_import_hook` gives it the same answer for the same question, read
straight from the module's file: "PySide6" in its bytes (the text of a Python file is UTF-8
unless it says otherwise, and the word is ASCII either way). A module without a ``.py`` file,
or one that cannot be read, is asked of PySide6's own function as before. Muster uses no
``__feature__`` switch, so the answer changes nothing it does; it is kept exactly because
another library in the same process may. When a PySide6 release no longer has the function,
nothing is changed (``tests/ui/test_qt_imports.py`` fails, to say so).
"""

from __future__ import annotations

import sys
from types import ModuleType
from typing import Any

QUICK = "_muster_quick"  # marks the function put in place, so it is put there once


def quicken_pyside_import_hook(*, load: bool = False) -> bool:
    """Put the quick look in place of PySide6's own, where PySide6 is loaded and has one;
    with ``load``, load PySide6's binding (shiboken6, which loads the look) first. Whether it
    is in place now. Without ``load`` nothing is imported: before PySide6 is loaded there is no
    look to make quick, and no module is looked at."""
    if load:
        import shiboken6  # noqa: F401  # what PySide6 loads first; its import hook with it
    feature: Any = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if original is None:
        return False
    if getattr(original, QUICK, False):
        return True

    def uses_pyside(module: ModuleType) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return bool(original(module))

    setattr(uses_pyside, QUICK, True)
    feature._mod_uses_pyside = uses_pyside
    return True
