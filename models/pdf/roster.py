"""Roster sheets: one table per warband, one row per character, to play from with a pencil.

Both games' tables repeat their column titles on every page and never split a character
across pages: his row, and the notes row under it when he has notes, are kept together
(``NOSPLIT``). Notes too long for a row go in full below the table.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.platypus import Flowable, Paragraph, Spacer, Table, TableStyle

from i18n import QT_TRANSLATE_NOOP, translate
from models.pdf.fonts import CONDENSED
from models.pdf.lines import SharedParagraph, TextLine, cell
from models.pdf.renderer import (
    BOX,
    INK,
    LEADER_MARK,
    RULE,
    SHADE,
    Renderer,
    SheetStart,
    boxes,
    signed,
    text,
)
from models.pdf.sheets import PLURAL, BeastriderLine, CaliburnLine, RosterSheet
from rules.experience import Account

# Share of the frame's width of each column; the titles are translated where printed.
BEASTRIDER_COLUMNS = (
    (QT_TRANSLATE_NOOP("RosterSheet", "Character"), 0.37),
    (QT_TRANSLATE_NOOP("RosterSheet", "Attack"), 0.21),
    (QT_TRANSLATE_NOOP("RosterSheet", "Defend"), 0.21),
    (QT_TRANSLATE_NOOP("RosterSheet", "Special"), 0.21),
)
CALIBURN_COLUMNS = (
    (QT_TRANSLATE_NOOP("RosterSheet", "Warrior"), 0.20),
    (QT_TRANSLATE_NOOP("RosterSheet", "Pts"), 0.05),
    (QT_TRANSLATE_NOOP("RosterSheet", "Dice"), 0.065),
    (QT_TRANSLATE_NOOP("RosterSheet", "Move"), 0.06),
    (QT_TRANSLATE_NOOP("RosterSheet", "Armour"), 0.17),
    (QT_TRANSLATE_NOOP("RosterSheet", "Weapons"), 0.275),
    (QT_TRANSLATE_NOOP("RosterSheet", "Gold"), 0.055),
    (QT_TRANSLATE_NOOP("RosterSheet", "Wounds"), 0.125),
)
WOUND_BOXES = 3  # leg, arm and neck wounds each; more are rare, and there is the margin
NOTES_IN_TABLE = 400  # characters of notes printed in the row; the rest go below the table
# Each kind of wound: its name by its boxes, and a count of lasting ones ("leg 1").
WOUND_NAMES = {
    "leg": QT_TRANSLATE_NOOP("RosterSheet", "Leg"),
    "arm": QT_TRANSLATE_NOOP("RosterSheet", "Arm"),
    "neck": QT_TRANSLATE_NOOP("RosterSheet", "Neck"),
}
LASTING_WOUNDS = {
    "leg": QT_TRANSLATE_NOOP("RosterSheet", "leg {count}"),
    "arm": QT_TRANSLATE_NOOP("RosterSheet", "arm {count}"),
    "neck": QT_TRANSLATE_NOOP("RosterSheet", "neck {count}"),
}
PADDING = 3  # left and right in every cell


def _rooms(renderer: Renderer, columns: Sequence[tuple[str, float]]) -> list[float]:
    """The width each column leaves its text."""
    return [share * renderer.frame_width - 2 * PADDING for _, share in columns]


def roster_story(renderer: Renderer, sheet: RosterSheet, key: str) -> list[Flowable]:
    """The flowables of one warband's roster sheet, starting with its header marker."""
    header = sheet.header
    outline = header.warband or header.campaign
    story: list[Flowable] = [SheetStart(header, outline, key)]
    if sheet.totals:
        story.append(Paragraph(text(sheet.totals), renderer.styles["HeaderLine"]))
        story.append(Spacer(1, 2 * mm))
    if not sheet.lines:
        story.append(
            Paragraph(
                translate("RosterSheet", "No characters able to play."), renderer.styles["Normal"]
            )
        )
        return story
    if isinstance(sheet.lines[0], BeastriderLine):
        table, long_notes = beastrider_table(renderer, sheet.lines)  # type: ignore[arg-type]
    else:
        table, long_notes = caliburn_table(renderer, sheet.lines)  # type: ignore[arg-type]
    story.append(table)
    if long_notes:
        styles = renderer.styles
        story.append(Spacer(1, 4 * mm))
        story.append(Paragraph(translate("RosterSheet", "Notes in full"), styles["Heading"]))
        for name, notes in long_notes:
            story.append(Paragraph(f"<b>{text(name)}:</b> {text(notes)}", styles["Normal"]))
            story.append(Spacer(1, 2 * mm))
    story.append(Spacer(1, 4 * mm))
    caliburn = isinstance(sheet.lines[0], CaliburnLine)
    story.append(GameRecord(renderer, [line.name for line in sheet.lines], caliburn=caliburn))
    return story


RECORD_ROW = 7.5 * mm  # a row of the game record: room for a pencil's tally
RECORD_LEAST = 3  # rows, below which the rest of the page is left blank


class GameRecord(Flowable):
    """The rest of the sheet's last page, ruled for the game: a row a warrior (his name, his
    kills, the gold he earned or the wounds he inflicted, notes), then empty rows, down to
    the page's foot. Less room than a few rows leaves the page as it is."""

    def __init__(self, renderer: Renderer, names: Sequence[str], *, caliburn: bool) -> None:
        super().__init__()
        self.renderer, self.names = renderer, list(names)
        self.titles = [
            translate("RosterSheet", "Warrior" if caliburn else "Character"),
            translate("RosterSheet", "Kills"),
            translate("RosterSheet", "Gold earned")
            if caliburn
            else translate("RosterSheet", "Wounds inflicted"),
            translate("RosterSheet", "Notes"),
        ]
        self.shares = (0.28, 0.14, 0.14, 0.44)
        self.rows = 0

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        heading = self.renderer.styles["Heading"].leading + RECORD_ROW
        self.rows = int((availHeight - heading) // RECORD_ROW)
        if self.rows < RECORD_LEAST:
            self.rows = 0
            self.width, self.height = availWidth, 0
        else:
            self.width, self.height = availWidth, heading + self.rows * RECORD_ROW
        return self.width, self.height

    def draw(self) -> None:
        if not self.rows:
            return
        canvas, styles = self.canv, self.renderer.styles
        heading = Paragraph(translate("RosterSheet", "Game record"), styles["Heading"])
        _w, tall = heading.wrap(self.width, 100)
        heading.drawOn(canvas, 0, self.height - tall)
        top = self.height - styles["Heading"].leading
        edges = [0.0]
        for share in self.shares:
            edges.append(edges[-1] + share * self.width)
        bottom = top - (self.rows + 1) * RECORD_ROW
        canvas.saveState()
        canvas.setFillColor(SHADE)
        canvas.rect(0, top - RECORD_ROW, self.width, RECORD_ROW, stroke=0, fill=1)
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.3)
        for row in range(1, self.rows + 1):
            y = top - row * RECORD_ROW
            canvas.line(0, y, self.width, y)
        for x in edges[1:-1]:
            canvas.line(x, top, x, bottom)
        canvas.setStrokeColor(INK)
        canvas.setLineWidth(0.9)
        canvas.rect(0, bottom, self.width, top - bottom, stroke=1, fill=0)
        canvas.restoreState()
        for column, title in enumerate(self.titles):
            cell = Paragraph(title, styles["CellHead"])
            cell.wrap(edges[column + 1] - edges[column] - 2 * PADDING, RECORD_ROW)
            cell.drawOn(canvas, edges[column] + PADDING, top - RECORD_ROW + 2)
        # His name on each row when the whole roster fits; else the rows are left for the
        # warriors fielded (a game of eight from a roster of eighty).
        named = self.names if len(self.names) <= self.rows else []
        for row, name in enumerate(named, start=1):
            cell = Paragraph(text(name), styles["Cell"])
            cell.wrap(edges[1] - 2 * PADDING, RECORD_ROW)
            cell.drawOn(canvas, PADDING, top - (row + 1) * RECORD_ROW + 2.5)


def _notes_cell(renderer: Renderer, notes: str) -> tuple[Paragraph, bool]:
    """The notes row's text, and whether the notes were too long to print there in full."""
    shortened = len(notes) > NOTES_IN_TABLE
    shown = notes[:NOTES_IN_TABLE].rstrip() + "…" if shortened else notes
    label = translate("RosterSheet", "Notes:")
    more = ""
    if shortened:
        note = translate("RosterSheet", "(in full below the table)")
        more = f" <i>{note}</i>"
    return Paragraph(f"<b>{label}</b> {text(shown)}{more}", renderer.styles["CellSmall"]), shortened


def _table(
    renderer: Renderer,
    columns: Sequence[tuple[str, float]],
    rows: list[tuple[list[object], str, str]],
) -> tuple[Table, list[tuple[str, str]]]:
    """A sheet table from (cells, name, notes) rows: the notes, if any, span a row beneath."""
    styles = renderer.styles
    rooms = _rooms(renderer, columns)
    heads = [
        cell(translate("RosterSheet", title), styles["CellHead"], room)
        for (title, _), room in zip(columns, rooms, strict=True)
    ]
    data: list[list[object]] = [heads]
    commands: list[tuple[object, ...]] = [
        ("BACKGROUND", (0, 0), (-1, 0), SHADE),
        ("LINEBELOW", (0, 0), (-1, 0), 0.9, INK),
        ("BOX", (0, 0), (-1, -1), 0.9, INK),
        ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("FONTNAME", (0, 0), (-1, -1), CONDENSED),
        ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
        ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
        ("TOPPADDING", (0, 0), (-1, -1), 2.5),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 3),
    ]
    long_notes: list[tuple[str, str]] = []
    for cells, name, notes in rows:
        first = len(data)
        data.append(cells)
        commands.append(("LINEABOVE", (0, first), (-1, first), 0.9, INK))
        if notes:
            paragraph, shortened = _notes_cell(renderer, notes)
            data.append([paragraph] + [""] * (len(columns) - 1))
            row = len(data) - 1
            commands += [
                ("SPAN", (0, row), (-1, row)),
                ("NOSPLIT", (0, first), (-1, row)),
                ("LINEABOVE", (0, row), (-1, row), 0.3, RULE),
            ]
            if shortened:
                long_notes.append((name, notes))
    widths = [share * renderer.frame_width for _, share in columns]
    table = Table(data, colWidths=widths, repeatRows=1, splitByRow=1, hAlign="LEFT")
    table.setStyle(TableStyle(commands))
    return table, long_notes


def _xp_cells(renderer: Renderer, xp: Account | None, room: float) -> list[Flowable]:
    """His XP (K6) under his name: "XP: 3 left (5 earned, 2 spent)" on one line where the
    column has room, else what he has left on one line and the rest small below it; nothing
    with experience off."""
    if xp is None:
        return []
    styles = renderer.styles
    left = translate("RosterSheet", "XP: {left} left").format(left=xp.left)
    account = translate("RosterSheet", "{earned} earned, {spent} spent").format(
        earned=xp.earned, spent=xp.spent
    )
    whole = translate("RosterSheet", "{left} ({account})").format(left=left, account=account)
    shown = cell(text(whole), styles["Cell"], room)
    if isinstance(shown, TextLine):  # one line, as it fits
        return [shown]
    return [cell(text(left), styles["Cell"], room), cell(text(account), styles["CellSmall"], room)]


def _dice_cell(renderer: Renderer, count: int, room: float) -> list[Flowable]:
    styles = renderer.styles
    shown = boxes(count) if count else "—"
    said = translate("RosterSheet", "%n die(s)", None, PLURAL, count)
    return [cell(shown, styles["Boxes"], room), cell(said, styles["CellSmall"], room)]


def beastrider_table(
    renderer: Renderer, lines: Sequence[BeastriderLine]
) -> tuple[Table, list[tuple[str, str]]]:
    """The Beastrider Wars roster as its text lays it out: Character | Attack | Defend |
    Special, one box per die to cross off and a tick box per once-per-game special."""
    styles = renderer.styles
    rooms = _rooms(renderer, BEASTRIDER_COLUMNS)
    rows = []
    for line in lines:
        who: list[Flowable] = [cell(text(line.name), styles["CellBold"], rooms[0])]
        if line.profile != line.name:  # a named hero is his profile: his name once
            who.append(cell(text(line.profile), styles["Cell"], rooms[0]))
        if line.leader:
            leader = translate("RosterSheet", "Leader:")
            actions = line.actions
            orders = translate("RosterSheet", "%n action(s), gives orders", None, PLURAL, actions)
            who.append(SharedParagraph(f"<b>{LEADER_MARK} {leader}</b> {orders}", styles["Cell"]))
        stats = translate("RosterSheet", 'Move {move}" · Toughness {toughness}').format(
            move=line.movement, toughness=line.toughness
        )
        if line.bow:
            stats += f" · {text(line.bow)}"
        who.append(cell(stats, styles["Cell"], rooms[0]))
        if line.options:
            who.append(cell(text(", ".join(line.options)), styles["CellSmall"], rooms[0]))
        who += _xp_cells(renderer, line.xp, rooms[0])
        specials: list[Flowable] = []
        for special in line.specials:
            if special.passive:
                passive = translate("RosterSheet", "{special}: passive").format(
                    special=text(special.name)
                )
                specials.append(cell(passive, styles["Tick"], rooms[3]))
            else:
                specials.append(
                    SharedParagraph(
                        f'<font size="12">{BOX}</font> {text(special.name)}', styles["Tick"]
                    )
                )
        if not specials:
            specials.append(cell(translate("RosterSheet", "None"), styles["Tick"], rooms[3]))
        cells: list[object] = [
            who,
            _dice_cell(renderer, line.attack, rooms[1]),
            _dice_cell(renderer, line.defend, rooms[2]),
            specials,
        ]
        rows.append((cells, line.name, line.notes))
    return _table(renderer, BEASTRIDER_COLUMNS, rows)


def _protection_text(value: int) -> str:
    return signed(-value) if value else "0"


def caliburn_table(
    renderer: Renderer, lines: Sequence[CaliburnLine]
) -> tuple[Table, list[tuple[str, str]]]:
    """Caliburn's Wrath roster: each warrior's figures, kit, gold and wound boxes."""
    styles = renderer.styles
    rooms = _rooms(renderer, CALIBURN_COLUMNS)
    rows = []
    for line in lines:
        who: list[Flowable] = [cell(text(line.name), styles["CellBold"], rooms[0])]
        if line.profile != line.name:  # a named hero is his profile: his name once
            who.append(cell(text(line.profile), styles["Cell"], rooms[0]))
        who += [cell(f"• {text(trait)}", styles["CellSmall"], rooms[0]) for trait in line.traits]
        if line.lasting_wounds:
            lasting = ", ".join(
                translate("RosterSheet", LASTING_WOUNDS[key]).format(count=n)
                for key, n in line.lasting_wounds
            )
            if line.combat_modifier:
                said = translate(
                    "RosterSheet",
                    "Lasting wounds: {wounds}; {modifier} in combat (counted in the figures)",
                ).format(wounds=lasting, modifier=signed(line.combat_modifier))
            else:
                said = translate(
                    "RosterSheet", "Lasting wounds: {wounds} (counted in the figures)"
                ).format(wounds=lasting)
            who.append(cell(said, styles["CellSmall"], rooms[0]))
        who += _xp_cells(renderer, line.xp, rooms[0])
        dice_text = translate("RosterSheet", "{count}d6").format(count=line.combat_dice)
        dice = [cell(dice_text, styles["CellNumber"], rooms[2])]
        if line.combat_modifier:
            dice.append(cell(signed(line.combat_modifier), styles["CellNumber"], rooms[2]))
        armour = [
            cell(
                f"{text(line.armour)} {_protection_text(line.armour_protection)}",
                styles["Cell"],
                rooms[4],
            )
        ]
        if line.natural_protection:
            armour.append(
                cell(
                    f"{text(line.protection_name)} {_protection_text(line.natural_protection)}",
                    styles["Cell"],
                    rooms[4],
                )
            )
            armour.append(
                SharedParagraph(
                    translate("RosterSheet", "<b>Protection {value}</b> in all").format(
                        value=_protection_text(line.protection)
                    ),
                    styles["Cell"],
                )
            )
        helmet = (
            translate("RosterSheet", "Helmet")
            if line.helmet
            else translate("RosterSheet", "No helmet")
        )
        armour.append(cell(helmet, styles["Cell"], rooms[4]))
        if line.shield:
            shield = translate("RosterSheet", "Shield · {box} broken").format(
                box=f'<font size="10">{BOX}</font>'
            )
            armour.append(SharedParagraph(shield, styles["Cell"]))
        else:
            armour.append(cell(translate("RosterSheet", "No shield"), styles["Cell"], rooms[4]))
        weapons: list[Flowable] = []
        for weapon in line.weapons:
            damage = translate("RosterSheet", "damage {bonus}").format(bonus=text(weapon.bonus))
            weapons.append(
                SharedParagraph(f"<b>{text(weapon.name)}</b> · {damage}", styles["Cell"])
            )
            if weapon.effect:
                weapons.append(cell(text(weapon.effect), styles["CellSmall"], rooms[5]))
        wounds = [
            SharedParagraph(
                f'{translate("RosterSheet", name)} <font size="11">{BOX * WOUND_BOXES}</font>',
                styles["Cell"],
            )
            for name in WOUND_NAMES.values()
        ]
        cells: list[object] = [
            who,
            cell(str(line.points), styles["CellNumber"], rooms[1]),
            dice,
            [
                cell(f'{line.move}"', styles["CellNumber"], rooms[3]),
                cell(
                    translate("RosterSheet", 'run {run}"').format(run=line.run),
                    styles["CellSmall"],
                    rooms[3],
                ),
            ],
            armour,
            weapons,
            cell(
                translate("RosterSheet", "{gold} gp").format(gold=line.gold),
                styles["CellCentre"],
                rooms[6],
            ),
            wounds,
        ]
        rows.append((cells, line.name, line.notes))
    return _table(renderer, CALIBURN_COLUMNS, rows)
