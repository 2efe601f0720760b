"""ReportLab's TrueType font, read faster.

ReportLab reads a font's character map, widths and glyph offsets one 16-bit number at a time,
each a Python call: about 25 ms for each DejaVu face, four faces in every printout. This face
reads the same tables into the same attributes, each table in one ``struct`` call, and leaves
any font it does not expect (a character map other than formats 4 and 12) to ReportLab's
own reader. ``tests/models/test_pdf_fonts.py`` holds it to ReportLab's result, attribute by
attribute, for every font Muster ships.
"""

from __future__ import annotations

import gc
import struct
from fnmatch import fnmatch
from weakref import WeakKeyDictionary

from reportlab import rl_config
from reportlab.pdfbase import ttfonts
from reportlab.pdfbase.ttfonts import TTEncoding, TTFError, TTFont, TTFontFace, TTFontFile

# The character map subtables ReportLab prefers, as it chooses them (TTFontFile.extractInfo).
_UNICODE = 1
_MAC_ROMAN = 2


class QuickFace(TTFontFace):
    """A :class:`TTFontFace` whose character map (formats 4 and 12), widths and glyph offsets
    are read a table at a time; the results are ReportLab's, to the order of every dictionary."""

    def extractInfo(self, charInfo: int = 1) -> None:
        # The maps hold some 6,000 small lists and no cycles: the cycle collector would only
        # walk the whole heap again and again while they are built (most of the time taken).
        was_enabled = gc.isenabled()
        gc.disable()
        try:
            self._extract(charInfo)
        finally:
            if was_enabled:
                gc.enable()

    def _extract(self, charInfo: int) -> None:
        TTFontFile.extractInfo(self, 0)  # names, head, OS/2, post, hhea, maxp: a few reads
        if not charInfo:
            return
        data = self._ttf_data
        head = self.get_table_pos("head")[0]
        index_to_loc_format, glyph_data_format = struct.unpack_from(">hH", data, head + 50)
        if glyph_data_format != 0:
            raise TTFError(f"Unknown glyph data format ({glyph_data_format})")
        cmap = self.get_table_pos("cmap")[0]
        subtable = _chosen_subtable(data, cmap)
        reader = None if subtable is None else _READERS.get(_ushort(data, subtable))
        if reader is None:
            TTFontFile.extractInfo(self, charInfo)  # anything else: ReportLab's own reader
            return
        chars, glyphs = reader(data, subtable)
        char_to_glyph = dict(zip(chars, glyphs, strict=True))
        self.charToGlyph = char_to_glyph
        self.glyphToChar = _glyph_to_chars(chars, glyphs)
        self._read_metrics(data, chars, glyphs)
        self._read_locations(data, index_to_loc_format)
        char_widths = self.charWidths
        if 0x20 in char_to_glyph:
            char_to_glyph[0xA0] = char_to_glyph[0x20]
            char_widths[0xA0] = char_widths[0x20]
        elif 0xA0 in char_to_glyph:
            char_to_glyph[0x20] = char_to_glyph[0xA0]
            char_widths[0x20] = char_widths[0xA0]

    def _read_metrics(self, data: bytes, chars: list[int], glyphs: list[int]) -> None:
        """hmtx: each glyph's advance and left side bearing, and each character's width."""
        hhea = self.get_table_pos("hhea")[0]
        (long_metrics,) = struct.unpack_from(">H", data, hhea + 34)
        glyph_count = self.numGlyphs
        hmtx = self.get_table_pos("hmtx")[0]
        pairs = struct.unpack_from(f">{2 * long_metrics}H", data, hmtx)
        bearings = struct.unpack_from(
            f">{max(0, glyph_count - long_metrics)}H", data, hmtx + 4 * long_metrics
        )
        advances = pairs[0::2]
        if self.unitsPerEm == 1000:
            widths = list(advances)
        else:  # as ReportLab scales: x * (1000 / unitsPerEm)
            factor = 1000 / self.unitsPerEm
            widths = [advance * factor for advance in advances]
        self.defaultWidth = widths[0]
        # The rest list bearings only; ReportLab gives them the last advance, as scaled.
        last = widths[-1]
        hmetrics = list(zip(advances, pairs[1::2], strict=True))
        hmetrics += [(last, bearing) for bearing in bearings]
        widths += [last] * len(bearings)
        # Character widths in ReportLab's order: by glyph, then in the character map's order.
        order = sorted(range(len(glyphs)), key=glyphs.__getitem__)
        known = len(widths)
        char_widths = {chars[i]: widths[glyphs[i]] for i in order if glyphs[i] < known}
        self.hmetrics = hmetrics
        self.charWidths = char_widths

    def _read_locations(self, data: bytes, index_to_loc_format: int) -> None:
        """loca: where each glyph's outline starts in glyf."""
        if "loca" not in self.table:
            raise TTFError("missing location table")
        loca = self.get_table_pos("loca")[0]
        count = self.numGlyphs + 1
        if index_to_loc_format == 0:
            self.glyphPos = [offset << 1 for offset in struct.unpack_from(f">{count}H", data, loca)]
        elif index_to_loc_format == 1:
            self.glyphPos = list(struct.unpack_from(f">{count}L", data, loca))
        else:
            raise TTFError(f"Unknown location table format ({index_to_loc_format})")


def _chosen_subtable(data: bytes, cmap: int) -> int | None:
    """The offset of the character map subtable ReportLab would read, or None."""
    version, count = struct.unpack_from(">HH", data, cmap)
    if count == 0 and version != 0:
        count = version
    chosen = None
    kind = 0
    for index in range(count):
        platform, encoding, offset = struct.unpack_from(">HHL", data, cmap + 4 + 8 * index)
        if platform == 1 and encoding == 0:
            if kind != _UNICODE:
                kind, chosen = _MAC_ROMAN, offset
        elif platform == 3 or (platform, encoding) == (1, 1) or (platform == 0 and encoding != 5):
            kind, chosen = _UNICODE, offset
    return None if chosen is None else cmap + chosen


def _ushort(data: bytes, at: int) -> int:
    return struct.unpack_from(">H", data, at)[0]


def _glyph_to_chars(chars: list[int], glyphs: list[int]) -> dict[int, list[int]]:
    """Each glyph's code points, in ReportLab's order (as each glyph first appears)."""
    if len(set(glyphs)) == len(glyphs):  # one code point a glyph: DejaVu's faces
        return {glyph: [char] for char, glyph in zip(chars, glyphs, strict=True)}
    glyph_to_char: dict[int, list[int]] = {}
    for char, glyph in zip(chars, glyphs, strict=True):
        glyph_to_char.setdefault(glyph, []).append(char)
    return glyph_to_char


def _format_12(data: bytes, start: int) -> tuple[list[int], list[int]]:
    """A format 12 character map (groups of consecutive code points and glyphs): its code
    points and their glyphs, in the map's order."""
    (groups,) = struct.unpack_from(">L", data, start + 12)
    numbers = struct.unpack_from(f">{3 * groups}L", data, start + 16)
    chars: list[int] = []
    glyphs: list[int] = []
    for n in range(0, 3 * groups, 3):
        first, last, glyph = numbers[n], numbers[n + 1], numbers[n + 2]
        chars.extend(range(first, last + 1))
        glyphs.extend(range(glyph, glyph + last - first + 1))
    return chars, glyphs


def _format_4(data: bytes, start: int) -> tuple[list[int], list[int]]:
    """A format 4 character map (segments of code points, each with a delta or an array of
    glyphs): its code points and their glyphs, in the map's order."""
    length, _language, doubled = struct.unpack_from(">HHH", data, start + 2)
    limit = start + length
    segments = doubled // 2
    ends = struct.unpack_from(f">{segments}H", data, start + 14)
    starts = struct.unpack_from(f">{segments}H", data, start + 16 + 2 * segments)
    deltas = struct.unpack_from(f">{segments}h", data, start + 16 + 4 * segments)
    ranges_at = start + 16 + 6 * segments
    ranges = struct.unpack_from(f">{segments}H", data, ranges_at)
    chars: list[int] = []
    glyphs: list[int] = []
    for n in range(segments):
        first, last, delta, range_offset = starts[n], ends[n], deltas[n], ranges[n]
        if last < first:
            continue
        chars.extend(range(first, last + 1))
        if range_offset == 0:
            glyphs.extend((char + delta) & 0xFFFF for char in range(first, last + 1))
        else:
            at = ranges_at + 2 * n + range_offset
            inside = max(0, min(last - first + 1, (limit - at + 1) // 2))
            raw = list(struct.unpack_from(f">{inside}H", data, at)) if inside else []
            raw += [0] * (last - first + 1 - inside)  # past the table's end: broken fonts
            glyphs.extend((glyph + delta) & 0xFFFF if glyph else 0 for glyph in raw)
    return chars, glyphs


_READERS = {4: _format_4, 12: _format_12}


class QuickTTFont(TTFont):
    """A :class:`TTFont` read with :class:`QuickFace`; everything else is ReportLab's.

    ``TTFont.__init__`` builds its face itself, so this sets the same attributes it sets
    (``fontName``, ``face``, ``encoding``, ``state``, ``_asciiReadable``, ``shapable``), with
    ReportLab's defaults for the options Muster does not pass."""

    def __init__(self, name: str, filename: str) -> None:
        self.fontName = name
        self.face = QuickFace(filename)
        self.encoding = TTEncoding()
        self.state = WeakKeyDictionary()
        self._asciiReadable = rl_config.ttfAsciiReadable
        self.shapable = not any(fnmatch(name, pattern) for pattern in ttfonts.unShapedFontGlob)
