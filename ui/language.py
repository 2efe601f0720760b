"""The language Muster speaks: chosen, loaded and installed once at start.

The choice, first that applies: the ``--lang CODE`` option, the *Preferences* setting, then
the system's (``LANGUAGE``, ``LC_ALL``, ``LC_MESSAGES``, ``LANG``, as gettext reads them).
A language Muster has no catalogue for falls back to English.

The catalogues are Qt's: ``resources/i18n/muster_LANG.qm``, built from the ``.ts`` files by
``pyside6-lrelease`` when Muster is set up (``make``). Every Muster text is looked up through
``i18n.translate``, whose lookup this installs: the catalogue read by ``i18n.qm``
without Qt, so a command of the command line does not load Qt only to speak German (it cost
each some 120 ms and 20 MB). The window adds Qt's own catalogue (``qtbase_LANG.qm``, shipped
with PySide6) for its dialogs' buttons, and the locale of numbers and dates
(:func:`install_on_application`).

The Preferences' language is kept in a small INI file of its own in the user's configuration
folder, read before Qt is loaded (the window's other settings are in ``QSettings``). It is
untrusted input like any file: read only when it is a regular file of at most
:data:`PREFERENCES_LIMIT` bytes (a pipe or a link to a device would hang every command), as
UTF-8 text without interpolation (a ``%`` is a character); a file that cannot be read, or is
not such an INI file, is ignored with one warning on stderr.
"""

from __future__ import annotations

import configparser
import contextlib
import os
import sys
from collections.abc import Mapping
from pathlib import Path
from typing import Any

from platformdirs import user_config_path

import i18n
from i18n.qm import Catalogue, CatalogueError

CATALOGUES = Path(__file__).resolve().parent.parent / "resources" / "i18n"
ORGANISATION, APPLICATION = "Muster", "Muster"

# The languages Muster speaks, each in its own words (for the Preferences' list).
LANGUAGES = {"en": "English", "de": "Deutsch"}

_installed: list[Any] = []  # Qt's own translator, once the application is made
_spoken = "en"
PREFERENCES_LIMIT = 64 * 1024  # bytes: the file holds one line that matters
_warned: set[str] = set()  # what was said of the preferences file, said once a process


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


def _settings_file() -> Path:
    return user_config_path("muster", appauthor=False) / "preferences.ini"


def setting() -> str:
    """The language chosen in *Preferences* ("" to follow the system); a file that cannot be
    read, or that is not an INI file Muster can read, is no choice (and says so, once)."""
    from models.errors import MusterError
    from models.store.files import open_regular

    path = _settings_file()
    if not os.path.lexists(path):
        return ""
    parser = configparser.ConfigParser(interpolation=None)  # a "%" is only a character
    try:
        with open_regular(path, what="a preferences file", limit=PREFERENCES_LIMIT) as handle:
            text = handle.read(PREFERENCES_LIMIT + 1).decode("utf-8")
        parser.read_string(text, source=str(path))
        value = parser.get("interface", "language", fallback="")
    except (MusterError, OSError, UnicodeDecodeError, configparser.Error) as exc:
        _warn(path, exc)
        return ""
    return value if value in LANGUAGES else ""


def _warn(path: Path, exc: Exception) -> None:
    """One line on stderr, once, for a preferences file that is ignored."""
    if isinstance(exc, UnicodeDecodeError):
        reason = i18n.translate("Preferences", "it is not UTF-8 text")
    elif isinstance(exc, configparser.Error):
        reason = " ".join(str(exc).split())[:200]
    else:
        reason = str(exc)
    line = i18n.translate(
        "Preferences",
        "muster: warning: {path} is ignored ({reason}): Muster follows the system's language until the Preferences are saved again",  # noqa: E501
    ).format(path=path, reason=reason)
    if line not in _warned:
        _warned.add(line)
        print(line, file=sys.stderr)


def save_setting(code: str) -> None:
    """Keep the Preferences' language ("" to follow the system), whole or not at all."""
    from models.store.files import write_atomically

    path = _settings_file()
    with contextlib.suppress(OSError):  # write_atomically says why, in words
        path.parent.mkdir(parents=True, exist_ok=True)
    chosen = code if code in LANGUAGES else ""
    write_atomically(path, f"[interface]\nlanguage = {chosen}\n".encode())


def wanted(option: str | None = None, environ: Mapping[str, str] | None = None) -> str:
    """The language to speak: ``--lang``, else the setting, else the system's."""
    if option:
        code = _code(option)
        return code if code in LANGUAGES else "en"
    return setting() or system_language(environ)


def _catalogue(code: str) -> Catalogue | None:
    try:
        return Catalogue.load(CATALOGUES / f"muster_{code}.qm")
    except (OSError, CatalogueError):  # not built yet (python main.py before make): English
        return None


def activate(code: str) -> str:
    """Speak ``code`` from now on (English when its catalogue is missing): the lookup of every
    Muster text, and, when the window is up, Qt's own words and the locale. The language in
    effect."""
    global _spoken
    code = code if code in LANGUAGES else "en"
    english = _catalogue("en")
    ours = english if code == "en" else _catalogue(code)
    if ours is None:
        code, ours = "en", english

    def lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return ours.translate(context, text, disambiguation, n) if ours is not None else ""

    def english_lookup(context: str, text: str, disambiguation: str | None, n: int) -> str:
        return english.translate(context, text, disambiguation, n) if english else ""

    i18n.install(lookup, code, english=english_lookup)
    _spoken = code
    with contextlib.suppress(ImportError):
        import sys

        if "PySide6.QtCore" in sys.modules:  # the window is being made: Qt's part too
            install_on_application()
    return code


def install_on_application() -> None:
    """Qt's own catalogue (its dialogs' buttons) on the application, and the language's
    locale for numbers and dates: once the application is made, and again when the
    language changes."""
    from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

    app = QCoreApplication.instance()
    for old in _installed:
        if app is not None:
            app.removeTranslator(old)
    _installed.clear()
    QLocale.setDefault(QLocale(_spoken))
    if app is None or _spoken == "en":
        return
    translator = QTranslator(app)
    folder = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    if translator.load(f"qtbase_{_spoken}", folder):
        app.installTranslator(translator)
        _installed.append(translator)
