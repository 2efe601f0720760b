"""Qt's compiled catalogues (``.qm``, written by ``pyside6-lrelease``) read in plain Python.

The command line speaks the user's language too, and importing Qt only to look texts up cost
each command some 120 ms and 20 MB; this reads the same file the app's widgets would. The
format is Qt's (``qtranslator.cpp``): a magic number, then blocks of a tag and a length: the
messages (each a run of tagged fields: context, source text, comment, and one translation per
plural form, in UTF-16) and the language's plural rules (a small byte code, evaluated as Qt
evaluates it). ``tests/rules/test_qm.py`` compares every lookup with Qt's own ``QTranslator``.
"""

from __future__ import annotations

import struct
from pathlib import Path

MAGIC = bytes.fromhex("3cb86418caef9c95cd211cbf60a1bddd")
MESSAGES, NUMERUS_RULES = 0x69, 0x88  # the blocks read; the others are skipped
(END, _SOURCE16, TRANSLATION, _CONTEXT16, OBSOLETE1, SOURCE, CONTEXT, COMMENT, OBSOLETE2) = range(
    1, 10
)

# The plural rules' byte code (qtranslator.cpp).
Q_EQ, Q_LT, Q_LEQ, Q_BETWEEN, Q_OP_MASK, Q_NOT = 0x01, 0x02, 0x03, 0x04, 0x07, 0x08
Q_MOD_10, Q_MOD_100, Q_LEAD_1000 = 0x10, 0x20, 0x40
Q_AND, Q_OR, Q_NEWRULE = 0xFD, 0xFE, 0xFF


class CatalogueError(ValueError):
    """A file that is not a catalogue lrelease wrote."""


class Catalogue:
    """One ``.qm`` file's messages: ``(context, source, comment)`` → its translations (one per
    plural form), and the rules that pick a count's form."""

    def __init__(self, data: bytes) -> None:
        if not data.startswith(MAGIC):
            raise CatalogueError("not a Qt catalogue")
        self.messages: dict[tuple[str, str, str], tuple[str, ...]] = {}
        self.rules = b""
        at = len(MAGIC)
        while at + 5 <= len(data):
            tag = data[at]
            (length,) = struct.unpack_from(">I", data, at + 1)
            block = data[at + 5 : at + 5 + length]
            if len(block) != length:
                raise CatalogueError("a block runs past the end of the file")
            if tag == MESSAGES:
                self._read_messages(block)
            elif tag == NUMERUS_RULES:
                self.rules = block
            at += 5 + length

    @classmethod
    def load(cls, path: Path) -> Catalogue:
        return cls(path.read_bytes())

    def _read_messages(self, block: bytes) -> None:
        at = 0
        while at < len(block):
            context = source = comment = ""
            forms: list[str] = []
            while True:
                tag = block[at]
                at += 1
                if tag == END:
                    break
                if tag == OBSOLETE1:
                    at += 4
                    continue
                if tag == OBSOLETE2:
                    continue
                (length,) = struct.unpack_from(">I", block, at)
                at += 4
                if tag == TRANSLATION:
                    if length == 0xFFFFFFFF:  # an empty translation
                        forms.append("")
                        continue
                    forms.append(block[at : at + length].decode("utf-16-be"))
                elif tag == SOURCE:
                    source = block[at : at + length].decode("utf-8")
                elif tag == CONTEXT:
                    context = block[at : at + length].decode("utf-8")
                elif tag == COMMENT:
                    comment = block[at : at + length].decode("utf-8")
                else:
                    raise CatalogueError(f"a message field of unknown kind {tag}")
                at += length
            self.messages[(context, source, comment)] = tuple(forms)

    def translate(self, context: str, source: str, comment: str | None = None, n: int = -1) -> str:
        """The translation, "" when the catalogue has none; for a count ``n`` its form."""
        forms = self.messages.get((context, source, comment or ""))
        if forms is None and comment:
            forms = self.messages.get((context, source, ""))
        if not forms:
            return ""
        index = plural_form(self.rules, n) if n >= 0 else 0
        return forms[min(index, len(forms) - 1)]


def plural_form(rules: bytes, n: int) -> int:
    """Which plural form ``n`` takes, by the language's rules (Qt's ``numerusHelper``)."""
    result = at = 0
    if not rules:
        return 0
    while True:
        any_true = False
        while True:
            all_true = True
            while True:
                opcode = rules[at]
                left = n
                if opcode & Q_MOD_10:
                    left %= 10
                elif opcode & Q_MOD_100:
                    left %= 100
                elif opcode & Q_LEAD_1000:
                    while left >= 1000:
                        left //= 1000
                operation, right = opcode & Q_OP_MASK, rules[at + 1]
                at += 2
                if operation == Q_EQ:
                    truth = left == right
                elif operation == Q_LT:
                    truth = left < right
                elif operation == Q_LEQ:
                    truth = left <= right
                else:  # Q_BETWEEN
                    truth = right <= left <= rules[at]
                    at += 1
                if opcode & Q_NOT:
                    truth = not truth
                all_true = all_true and truth
                if at == len(rules) or rules[at] != Q_AND:
                    break
                at += 1
            any_true = any_true or all_true
            if at == len(rules) or rules[at] != Q_OR:
                break
            at += 1
        if any_true:
            return result
        result += 1
        if at == len(rules):
            return result
        at += 1  # Q_NEWRULE


__all__ = ["Catalogue", "CatalogueError", "plural_form"]
