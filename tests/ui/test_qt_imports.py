"""PySide6's look at each imported module is the quick one, with PySide6's own answers
(ui/qt_imports.py)."""

from __future__ import annotations

import inspect
import json
import sys
from types import ModuleType

import PySide6.QtCore

import models.collector
import ui.app
import ui.qt_imports
from ui.qt_imports import QUICK, quicken_pyside_import_hook


def pysides_own_answer(module: ModuleType) -> bool:
    """What PySide6's ``_mod_uses_pyside`` answers: "PySide6" in the module's source."""
    try:
        return "PySide6" in inspect.getsource(module)
    except (TypeError, OSError, SyntaxError):
        return False


def test_the_look_pyside6_makes_at_each_import_is_the_quick_one() -> None:
    # Fails when a PySide6 release moves its look: ui/qt_imports.py then changes nothing.
    feature = sys.modules["shibokensupport.feature"]
    assert quicken_pyside_import_hook()  # in place, and once
    look = feature._mod_uses_pyside
    assert getattr(look, QUICK, False)
    assert quicken_pyside_import_hook() and feature._mod_uses_pyside is look


def test_it_answers_as_pyside6_does() -> None:
    look = sys.modules["shibokensupport.feature"]._mod_uses_pyside
    modules = (ui.app, ui.qt_imports, models.collector, json, sys, PySide6.QtCore, inspect)
    answers = {module.__name__: look(module) for module in modules}
    assert answers == {module.__name__: pysides_own_answer(module) for module in modules}
    assert answers["ui.app"] and not answers["models.collector"]  # one of each, at least
