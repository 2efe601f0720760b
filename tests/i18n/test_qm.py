"""i18n/qm.py: Qt's compiled catalogues read without Qt, as Qt's own QTranslator reads them."""

from __future__ import annotations

import struct
from pathlib import Path

import pytest

from i18n.qm import (
    COMMENT,
    CONTEXT,
    END,
    MAGIC,
    MESSAGES,
    NUMERUS_RULES,
    OBSOLETE1,
    OBSOLETE2,
    Q_AND,
    Q_BETWEEN,
    Q_EQ,
    Q_LEAD_1000,
    Q_LEQ,
    Q_LT,
    Q_MOD_10,
    Q_MOD_100,
    Q_NEWRULE,
    Q_NOT,
    Q_OR,
    SOURCE,
    TRANSLATION,
    Catalogue,
    CatalogueError,
    plural_form,
)

ROOT = Path(__file__).resolve().parents[2]


def field(tag: int, data: bytes) -> bytes:
    return bytes([tag]) + struct.pack(">I", len(data)) + data


def block(tag: int, data: bytes) -> bytes:
    return bytes([tag]) + struct.pack(">I", len(data)) + data


def message(context: str, source: str, *forms: str | None, comment: str = "") -> bytes:
    data = b""
    for form in forms:
        if form is None:
            data += bytes([TRANSLATION]) + b"\xff\xff\xff\xff"
        else:
            data += field(TRANSLATION, form.encode("utf-16-be"))
    data += bytes([OBSOLETE1]) + b"\0\0\0\0" + bytes([OBSOLETE2])
    data += field(SOURCE, source.encode()) + field(CONTEXT, context.encode())
    if comment:
        data += field(COMMENT, comment.encode())
    return data + bytes([END])


def qt_catalogues() -> list[Path]:
    from PySide6.QtCore import QLibraryInfo

    folder = Path(QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
    ours = sorted((ROOT / "resources" / "i18n").glob("muster_*.qm"))
    assert ours, "make builds the catalogues"
    theirs = [folder / f"qtbase_{code}.qm" for code in ("de", "ru", "pl", "ar", "cs", "fr")]
    return ours + [path for path in theirs if path.is_file()]


@pytest.mark.parametrize("path", qt_catalogues(), ids=lambda p: p.name)
def test_every_lookup_is_what_qt_finds(path: Path) -> None:
    from PySide6.QtCore import QTranslator

    ours = Catalogue.load(path)
    qt = QTranslator()
    assert qt.load(str(path))
    assert ours.messages
    counts = [*range(30), 101, 111, 1000, 1001, 2_000_001]
    for (context, source, comment), forms in ours.messages.items():
        for n in counts if len(forms) > 1 else [-1]:
            assert ours.translate(context, source, comment, n) == qt.translate(
                context, source, comment or None, n
            ), (context, source, n)


def test_a_message_without_its_disambiguation_and_an_empty_form() -> None:
    rules = bytes([Q_EQ, 1])
    data = MAGIC + block(
        MESSAGES,
        message("Ctx", "Game", "Spiel")
        + message("Ctx", "%n game(s)", "%n Spiel", "%n Spiele")
        + message("Ctx", "Blank", None),
    )
    data += block(NUMERUS_RULES, rules) + block(0x96, b"ignored")
    catalogue = Catalogue(data)
    assert catalogue.translate("Ctx", "Game") == "Spiel"
    assert catalogue.translate("Ctx", "Game", "the tab") == "Spiel"  # none of its own
    assert catalogue.translate("Ctx", "%n game(s)", None, 1) == "%n Spiel"
    assert catalogue.translate("Ctx", "%n game(s)", None, 3) == "%n Spiele"
    assert catalogue.translate("Ctx", "Blank") == ""
    assert catalogue.translate("Other", "Game") == ""


def test_a_file_that_is_no_catalogue_is_refused() -> None:
    with pytest.raises(CatalogueError, match="not a Qt catalogue"):
        Catalogue(b"<TS>")
    with pytest.raises(CatalogueError, match="past the end"):
        Catalogue(MAGIC + bytes([MESSAGES]) + struct.pack(">I", 100) + b"short")
    with pytest.raises(CatalogueError, match="unknown kind"):
        Catalogue(MAGIC + block(MESSAGES, field(0x2A, b"x") + bytes([END])))


def test_every_plural_rule_as_qt_evaluates_it() -> None:
    assert plural_form(b"", 5) == 0
    french = bytes([Q_LEQ, 1])  # one for 0 and 1
    assert [plural_form(french, n) for n in (0, 1, 2)] == [0, 0, 1]
    below = bytes([Q_LT, 2])
    assert [plural_form(below, n) for n in (1, 2)] == [0, 1]
    # Russian-like: one (n%10==1 and n%100!=11), few (n%10 in 2..4 and n%100 not in 12..14)
    russian = bytes(
        [Q_EQ | Q_MOD_10, 1, Q_AND, Q_NOT | Q_EQ | Q_MOD_100, 11, Q_NEWRULE,
         Q_BETWEEN | Q_MOD_10, 2, 4, Q_AND, Q_NOT | Q_BETWEEN | Q_MOD_100, 12, 14]
    )  # fmt: skip
    assert [plural_form(russian, n) for n in (1, 21, 11, 2, 24, 12, 5, 0)] == [
        0, 0, 2, 1, 1, 2, 2, 2
    ]  # fmt: skip
    either = bytes([Q_EQ, 0, Q_OR, Q_EQ, 7])
    assert [plural_form(either, n) for n in (0, 7, 3)] == [0, 0, 1]
    leading = bytes([Q_EQ | Q_LEAD_1000, 2])  # 2, 2000 and 2000000 lead with 2
    assert [plural_form(leading, n) for n in (2, 2000, 2_000_000, 3000)] == [0, 0, 0, 1]
