"""One word for one thing, per language: the printouts, the published pages and the app call
each of the games' terms by the glossary's word (docs/translating.md), and the same English
text reads the same wherever it is shown (an abbreviation of it aside, where a printed column
has no room: "Angr." for "Angriff").

A German player who reads *Sturmangriff* on the tracker and *Angriff* on the quick reference
thinks they are two things: *Angriff* is the attack of the attack dice."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
I18N = ROOT / "resources" / "i18n"
GLOSSARY_DOC = ROOT / "docs" / "translating.md"

# Where each catalogue's texts are read: the printouts, the published pages, or the app (its
# windows, and the words of the rules, the game data and the command line it shares).
DOORS = {"printouts": "printouts", "site": "pages"}


def door(area: str) -> str:
    return DOORS.get(area, "app")


@dataclass(frozen=True)
class Term:
    """A game term: how English writes it (a pattern, its inflections), the glossary's word
    for it in German, and the stems that word takes in German sentences (its inflections,
    compounds and the verb of the same root)."""

    english: str  # the glossary's English, as docs/translating.md lists it
    pattern: str
    german: str
    stems: tuple[str, ...]


GLOSSARY = (
    Term("campaign", r"\bcampaigns?\b", "Kampagne", ("kampagne",)),
    Term("warband", r"\bwarbands?\b", "Kriegerschar", ("kriegerschar", "schar")),
    Term("roster", r"\brosters?\b", "Aufstellung", ("aufstellung",)),
    Term("stash", r"\bstash\b", "Vorrat", ("vorrat",)),
    Term("armour", r"\barmou?r\b", "Rüstung", ("rüstung",)),
    Term("weapon", r"\bweapons?\b", "Waffe", ("waffe",)),
    Term("shield", r"\bshields?\b", "Schild", ("schild",)),
    Term("helmet", r"\bhelmets?\b", "Helm", ("helm",)),
    Term("wound", r"\bwound(s|ed|ing)?\b", "Wunde", ("wund",)),
    Term("kill, kills", r"\bkill(s|ed|ing)?\b", "Tötung", ("töt",)),
    Term(
        "attack dice, defend dice",
        r"\battack(s|ed|er|ers|ing)?\b",
        "Angriffswürfel",
        ("angriff", "angreif", "angegriffen", "greift", "greifen", "angr."),
    ),
    Term(
        "attack dice, defend dice",
        r"\bdefen(d|ds|ded|der|ders|ding|ce)\b",
        "Verteidigungswürfel",
        ("verteidig", "vert."),
    ),
    Term("movement, toughness", r"\btoughness\b", "Zähigkeit", ("zähigkeit",)),
    Term("charge", r"\bcharg(e|es|ed|ing|er|ers)\b", "Sturmangriff", ("sturm",)),
    Term("run", r"\brunning\b|\bruns or\b|^Run$|\(run\b", "rennen", ("renn",)),
    Term("melee", r"\bmelee\b", "Nahkampf", ("nahkampf",)),
    Term("gold pieces, gp", r"\bgp\b", "GS", ("GS",)),
)


def catalogue(language: str) -> Iterator[tuple[str, str, str, str, list[str]]]:
    """Every translated message of ``language``: (area, context, source, comment, its
    forms), the mnemonics' ampersands left out of the forms."""
    for path in sorted(I18N.glob(f"*/{language}.ts")):
        area = path.parent.name
        for context in ET.parse(path).getroot().iter("context"):
            name = context.findtext("name") or ""
            for message in context.iter("message"):
                translation = message.find("translation")
                if translation is None or translation.get("type") in ("vanished", "obsolete"):
                    continue
                numerus = translation.findall("numerusform")
                forms = [f.text or "" for f in numerus] if numerus else [translation.text or ""]
                forms = [re.sub(r"&(?=\w)", "", form) for form in forms if form]
                if forms:
                    source = message.findtext("source") or ""
                    yield area, name, source, message.findtext("comment") or "", forms


def glossary_rows() -> dict[str, str]:
    """The German of each English term of docs/translating.md's glossary."""
    rows = {}
    for line in GLOSSARY_DOC.read_text(encoding="utf-8").splitlines():
        cells = [cell.strip() for cell in line.strip().strip("|").split("|")]
        if line.startswith("|") and len(cells) >= 2 and cells[0] not in ("English", "---"):
            rows[cells[0]] = cells[1]
    return rows


def test_the_terms_checked_here_are_the_glossarys() -> None:
    rows = glossary_rows()
    for term in GLOSSARY:
        assert term.english in rows, term.english
        assert term.german in rows[term.english], (term.english, rows[term.english])
        assert any(stem in term.german.lower() or stem == term.german for stem in term.stems)


@pytest.mark.parametrize("term", GLOSSARY, ids=lambda term: term.pattern)
def test_every_door_calls_a_game_term_by_the_glossarys_word(term: Term) -> None:
    """Each German text whose English says the term says the glossary's word for it."""
    pattern = re.compile(term.pattern, re.IGNORECASE)
    wrong = []
    for area, context, source, _comment, forms in catalogue("de"):
        if not pattern.search(re.sub(r"\{[a-z_]+\}", "", source)):
            continue  # a {placeholder} is filled with a word said elsewhere
        for form in forms:
            said = form if term.german.isupper() else form.lower()
            if not any(stem in said for stem in term.stems):
                wrong.append(f"{door(area)} ({area}/{context}): {source!r} -> {form!r}")
    assert wrong == [], f"{term.english} is {term.german} in German"


# Texts whose German differs with what they are said of, not with where: a word of grammar.
GRAMMAR = {"none"}


def _abbreviates(short: str, long: str) -> bool:
    """Whether ``short`` is ``long`` abbreviated where a column has no room: "Angr." for
    "Angriff", "Pkt." for "Punkte" (its first letter, then letters of it in order), or a
    compound's last word, "Schar" for "Kriegerschar" (docs/translating.md says where)."""
    if short != long and len(short) >= 4 and long.lower().endswith(short.lower()):
        return True
    if not short.endswith(".") or short == long or short[:1].lower() != long[:1].lower():
        return False
    rest = iter(long.lower())
    return all(letter in rest for letter in short[:-1].lower())


def test_the_same_english_reads_the_same_at_every_door() -> None:
    """An English text (with its disambiguation) is translated once: the printouts, the
    pages and each screen of the app that show it say the same."""
    said: dict[tuple[str, str], dict[tuple[str, ...], list[str]]] = {}
    for area, context, source, comment, forms in catalogue("de"):
        if source in GRAMMAR or "{" in source or "%n" in source:
            continue  # a sentence around a value may take the value's case where it stands
        said.setdefault((source, comment), {}).setdefault(tuple(forms), []).append(
            f"{door(area)} ({area}/{context})"
        )
    differing = {}
    for (source, _comment), translations in said.items():
        if len(translations) < 2:
            continue
        longest = max(translations, key=lambda forms: len(forms[0]))
        others = [forms for forms in translations if forms != longest]
        if all(
            all(_abbreviates(s, long) for s, long in zip(forms, longest, strict=False))
            for forms in others
        ):
            continue
        differing[source] = {" / ".join(forms): where for forms, where in translations.items()}
    assert differing == {}


def test_the_german_game_night_pack_calls_a_charge_a_sturmangriff(tmp_path: Path) -> None:
    """The audit's finding, on the printout itself: the quick reference of a Caliburn's Wrath
    game said "Angriff +2" and "beim Angriff" for a charge, the word of the attack dice."""
    import subprocess
    import sys

    from pypdf import PdfReader

    env = {"PATH": "/usr/bin:/bin", "QT_QPA_PLATFORM": "offscreen", "LANG": "C.UTF-8"}
    db, out = tmp_path / "demo.sqlite3", tmp_path / "pack.pdf"
    for args in (
        ["demo"],
        ["--lang", "de", "rosters", "--campaign", "Demo: Caliburn's Wrath", "--game", "4",
         "--out", str(out)],
    ):  # fmt: skip
        done = subprocess.run(
            [sys.executable, "main.py", "--db", str(db), *args],
            cwd=ROOT, env=env, capture_output=True, text=True, timeout=300,
        )  # fmt: skip
        assert done.returncode == 0, done.stderr
    printed = " ".join(" ".join(page.extract_text().split()) for page in PdfReader(out).pages)
    assert "Sturmangriff +2" in printed and "Rennen oder Sturmangriff" in printed
    assert "beim Angriff" not in printed and "Angriff +2" not in printed.replace("Sturm", "")
