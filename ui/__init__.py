"""Qt widgets: windows, dialogs, item models and undo commands. Calls models/ operations."""

from ui.qt_imports import quicken_pyside_import_hook

# Where Qt was loaded before Muster's modules (a script, a test run), its look at each module
# imported from here on is the quick one; the app's start loads it itself (ui/cli/gui.py).
quicken_pyside_import_hook()
