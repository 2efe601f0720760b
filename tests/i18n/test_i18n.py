"""i18n/__init__.py: the translation function of the code without Qt, and its fallbacks."""

from __future__ import annotations

import datetime as dt
from collections.abc import Iterator

import pytest

import i18n


@pytest.fixture
def lookup() -> Iterator[dict[tuple[str, str], str]]:
    """A catalogue of our own for the test, the one installed before put back after it."""
    before = (i18n._lookup, i18n._language, i18n._english)
    catalogue: dict[tuple[str, str], str] = {}
    i18n.install(lambda context, text, _d, _n: catalogue.get((context, text), ""), "xx",
                 english=lambda _c, _t, _d, n: "")  # fmt: skip
    try:
        yield catalogue
    finally:
        i18n._lookup, i18n._language, i18n._english = before


def test_a_text_is_looked_up_and_falls_back_to_its_english(lookup) -> None:
    lookup[("Shop", "Buy")] = "Kaufen"
    assert i18n.translate("Shop", "Buy") == "Kaufen" and i18n.language() == "xx"
    assert i18n.translate("Shop", "Sell") == "Sell"
    with i18n.in_english():
        assert i18n.translate("Shop", "Buy") == "Buy" and i18n.language() == "en"
    assert i18n.translate("Shop", "Buy") == "Kaufen"


def test_a_count_without_its_plural_in_a_catalogue_reads_as_english(lookup) -> None:
    assert i18n.translate("Roster", "%n warrior(s)", None, i18n.PLURAL, 1) == "1 warrior"
    assert i18n.translate("Roster", "%n warrior(s)", None, i18n.PLURAL, 3) == "3 warriors"
    lookup[("Roster", "%n warrior(s)")] = "%n Krieger"
    assert i18n.translate("Roster", "%n warrior(s)", None, i18n.PLURAL, 3) == "3 Krieger"


def test_a_date_as_the_language_writes_it(lookup) -> None:
    day = dt.date(2026, 12, 5)
    assert i18n.date_text(day) == "2026-12-05"
    lookup[("Dates", "{year:04d}-{month:02d}-{day:02d}")] = "{day:02d}.{month:02d}.{year:04d}"
    assert i18n.date_text(day) == "05.12.2026"


def test_a_marked_text_is_the_text() -> None:
    assert i18n.QT_TRANSLATE_NOOP("Item", "Helmet") == "Helmet"


def test_whether_a_catalogue_is_installed_is_known(lookup) -> None:
    """(What the published pages' digests take: a text as written differs from a
    catalogue's, in English too, as its plurals.)"""
    assert i18n.catalogued()
    i18n.install(None)
    assert not i18n.catalogued() and i18n.language() == "en"
