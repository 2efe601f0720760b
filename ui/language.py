"""The language Muster speaks: chosen, loaded and installed once at start.

The choice, first that applies: the ``--lang CODE`` option, the *Preferences* setting, then
the system's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them).
A language Muster has no catalogue for falls back to English.

The catalogues are Qt's: ``resources/i18n/muster_LANG.qm``, built from the ``.ts`` files by
``pyside6-lrelease`` when Muster is set up (``make``); Qt's own (``qtbase_LANG.qm``, shipped
with PySide6) translate its dialogs' buttons. One lookup serves the widgets (``self.tr()``,
through the translators installed on the application) and the code without Qt
(``rules.i18n.translate``, through the hook installed here), the command line among it.
Numbers and dates follow the language's locale (``QLocale.setDefault``).
"""

from __future__ import annotations

import os
from collections.abc import Mapping
from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QSettings, QTranslator

from rules import i18n

CATALOGUES = Path(__file__).resolve().parent.parent / "resources" / "i18n"
SETTING = "interface/language"  # "" follows the system
ORGANISATION, APPLICATION = "Muster", "Muster"

# The languages Muster speaks, each in its own words (for the Preferences' list).
LANGUAGES = {"en": "English", "de": "Deutsch"}

_translators: list[QTranslator] = []
_english: list[QTranslator] = []  # English's plural forms, for rules.i18n.in_english()


def _code(value: str) -> str:
    """The language of a locale name: "de_DE.UTF-8" -> "de", "C" -> "en"."""
    value = value.strip().split(".")[0].split("@")[0]
    if value in ("", "C", "POSIX"):
        return "en" if value else ""
    return value.split("_")[0].split("-")[0].lower()


def system_language(environ: Mapping[str, str] | None = None) -> str:
    """The language the system asks for, as gettext reads the environment: ``LANGUAGE``'s
    list first (unless the locale is plain C or POSIX, where gettext ignores it; C.UTF-8 is a
    locale of its own), then the locale's own."""
    env = os.environ if environ is None else environ
    locale_name = next((env[k] for k in ("LC_ALL", "LC_MESSAGES", "LANG") if env.get(k)), "C")
    locale_code = _code(locale_name)
    if locale_name not in ("C", "POSIX"):
        for entry in env.get("LANGUAGE", "").split(":"):
            if _code(entry) in LANGUAGES:
                return _code(entry)
    return locale_code if locale_code in LANGUAGES else "en"


def setting() -> str:
    """The language chosen in *Preferences* ("" to follow the system)."""
    value = QSettings(ORGANISATION, APPLICATION).value(SETTING, "", type=str)
    return value if value in LANGUAGES else ""


def save_setting(code: str) -> None:
    QSettings(ORGANISATION, APPLICATION).setValue(SETTING, code if code in LANGUAGES else "")


def wanted(option: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``--lang``, else the setting, else the system's."""
    if option:
        code = _code(option)
        return code if code in LANGUAGES else "en"
    return setting() or system_language(environ)


def _load(name: str, folder: Path | str) -> QTranslator | None:
    translator = QTranslator()
    return translator if translator.load(name, str(folder)) else None


def activate(code: str) -> str:
    """Speak ``code`` from now on (English when its catalogue is missing): the lookup of
    rules/ and models/, the application's translators when there is one, and the default
    locale of numbers and dates. The language in effect."""
    app = QCoreApplication.instance()
    for old in _translators:
        if app is not None:
            app.removeTranslator(old)
    _translators.clear()
    code = code if code in LANGUAGES else "en"
    ours = _load(f"muster_{code}", CATALOGUES)
    if ours is None and code != "en":
        code = "en"
        ours = _load("muster_en", CATALOGUES)
    if ours is not None:
        _translators.append(ours)
    english = ours if code == "en" else _load("muster_en", CATALOGUES)
    _english.clear()
    if english is not None:
        _english.append(english)
    if code != "en":
        qt_folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt_own = _load(f"qtbase_{code}", qt_folder)
        if qt_own is not None:
            _translators.append(qt_own)
    if app is not None:
        for translator in _translators:
            app.installTranslator(translator)
    QLocale.setDefault(QLocale(code))
    i18n.install(_lookup, code, english=_english_lookup)
    return code


def _lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
    for translator in _translators:
        found = translator.translate(context, text, disambiguation, n)
        if found:
            return found
    return ""


def _english_lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
    for translator in _english:
        return translator.translate(context, text, disambiguation, n)
    return ""


def install_on_application() -> None:
    """Install the loaded translators on the application made after :func:`activate`."""
    app = QCoreApplication.instance()
    if app is not None:
        for translator in _translators:
            app.installTranslator(translator)
