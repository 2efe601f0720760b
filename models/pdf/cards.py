"""Warrior cards: a card per warrior able to play, several to a page, to cut out and keep by
his figure at the table (``main.py rosters --cards``, *Campaign ▸ Print warrior cards…*).

A card has his name, profile and warband; his figures; his kit with what each piece does; his
specials with their rules; his lasting injuries and notes; boxes to tally this game's wounds
and kills; and ruled lines for notes, down to the card's foot. Cards are two to a row, every
row as tall as a third of the page unless a card needs more; a row never splits, so every
card is whole on one page, and each warband starts a page of its own.
"""

from __future__ import annotations

from collections.abc import Sequence

from reportlab.lib.units import mm
from reportlab.pdfbase.pdfmetrics import stringWidth
from reportlab.platypus import Flowable, KeepInFrame, PageBreak, Paragraph, Table, TableStyle

from i18n import translate
from models.pdf.fonts import CONDENSED
from models.pdf.printouts import roster_printout
from models.pdf.renderer import (
    INK,
    LEADER_MARK,
    RULE,
    SHADE,
    PdfOptions,
    Renderer,
    SheetStart,
    boxes,
    signed,
    text,
)
from models.pdf.roster import WOUND_BOXES, WOUND_NAMES
from models.pdf.sheets import BeastriderLine, CaliburnLine, Line, Printout, RosterSheet
from models.roster import injury_words
from models.store.schema import Campaign, Game, Warband
from rules.experience import Account

COLUMNS = 2  # cards side by side
ROWS = 3  # rows of cards a page holds, unless a card needs more room
GAP = 4 * mm  # between cards: room for the scissors
PADDING = 2.5 * mm  # inside a card
LINE = 6.5 * mm  # between ruled lines: room for a pencil's hand
LEAST_LINES = 2  # ruled lines every card has, however full


def render_cards(
    *,
    campaign: Campaign,
    warbands: Sequence[Warband] | None = None,
    game: Game | None = None,
    page_size: str = "a4",
    options: PdfOptions | None = None,
) -> bytes:
    """The warrior cards of ``warbands`` (default: every warband of the campaign), or of
    those fielded in ``game``: only warriors able to play, as on the roster sheets."""
    printout = roster_printout(campaign=campaign, warbands=warbands, game=game)
    return render_card_printout(printout, options or PdfOptions(page_size=page_size))


def render_card_printout(printout: Printout, options: PdfOptions | None = None) -> bytes:
    """Lay out the cards of what :func:`models.pdf.roster_printout` read (any thread)."""
    renderer = Renderer(options)
    story: list[Flowable] = []
    for index, sheet in enumerate(printout.sheets, start=1):
        if story:
            story.append(PageBreak())
        story += sheet_cards(renderer, sheet, f"cards-{index}")
    if not story:
        from models.pdf.pack import printout_story  # "This campaign has no warbands yet."

        story = printout_story(renderer, printout)
    return renderer.build(
        story, title=printout.title, subject=translate("WarriorCards", "Warrior cards")
    )


def sheet_cards(renderer: Renderer, sheet: RosterSheet, key: str) -> list[Flowable]:
    """One warband's cards, after the marker that starts its pages."""
    header = sheet.header
    story: list[Flowable] = [SheetStart(header, header.warband or header.campaign, key)]
    if not sheet.lines:
        story.append(
            Paragraph(
                translate("WarriorCards", "No warrior of this warband is able to play."),
                renderer.styles["Normal"],
            )
        )
        return story
    width = (renderer.frame_width - GAP * (COLUMNS - 1)) / COLUMNS
    slot = (renderer.frame_height - GAP * (ROWS - 1)) / ROWS - 0.1  # no rounding over
    inner = width - 2 * PADDING
    contents = [card_content(renderer, line, inner) for line in sheet.lines]
    column_widths: list[float] = []
    for column in range(COLUMNS):
        column_widths += [width] if column == 0 else [GAP, width]
    style: list[tuple[object, ...]] = [
        ("VALIGN", (0, 0), (-1, -1), "TOP"),
        ("LEFTPADDING", (0, 0), (-1, -1), 0),
        ("RIGHTPADDING", (0, 0), (-1, -1), 0),
        ("TOPPADDING", (0, 0), (-1, -1), 0),
        ("BOTTOMPADDING", (0, 0), (-1, -1), 0),
    ]
    # A row of cards is a table of its own, never split, the gap above it dropped at the
    # top of a page (a frame's first flowable has no space before it): three rows a page.
    for start in range(0, len(contents), COLUMNS):
        group = contents[start : start + COLUMNS]
        natural = max(_height(content, inner) for content in group)
        height = max(slot, natural + 2 * PADDING + LEAST_LINES * LINE)
        height = min(height, renderer.frame_height)  # a card never taller than a page
        cells: list[object] = [""] * len(column_widths)
        boxes_drawn = list(style)
        for column, content in enumerate(group):
            cells[2 * column] = _card(content, inner, height - 2 * PADDING)
            boxes_drawn.append(("BOX", (2 * column, 0), (2 * column, 0), 0.8, INK))
        row = Table([cells], colWidths=column_widths, rowHeights=[height], hAlign="LEFT")
        row.setStyle(TableStyle(boxes_drawn))
        row.spaceBefore = GAP
        story.append(row)
    return story


def _height(content: Sequence[Flowable], width: float) -> float:
    return sum(
        flowable.wrap(width, 10**6)[1] + flowable.getSpaceBefore() + flowable.getSpaceAfter()
        for flowable in content
    )


def _card(content: list[Flowable], width: float, height: float) -> Table:
    """A card: its content, then ruled lines down to its foot."""
    used = _height(content, width)
    lines = max(int((height - used) // LINE), 0)
    flowables = [*content, RuledLines(width, lines)] if lines else list(content)
    if used > height:  # more than a page holds: shrunk to fit, never split
        flowables = [KeepInFrame(width, height, flowables, mode="shrink")]
    card = Table([[flowables]], colWidths=[width + 2 * PADDING], rowHeights=[height + 2 * PADDING])
    card.setStyle(
        TableStyle(
            [
                ("VALIGN", (0, 0), (-1, -1), "TOP"),
                ("LEFTPADDING", (0, 0), (-1, -1), PADDING),
                ("RIGHTPADDING", (0, 0), (-1, -1), PADDING),
                ("TOPPADDING", (0, 0), (-1, -1), PADDING),
                ("BOTTOMPADDING", (0, 0), (-1, -1), PADDING),
            ]
        )
    )
    return card


class RuledLines(Flowable):
    """``count`` ruled lines ``LINE`` apart, the first titled "Notes"."""

    def __init__(self, width: float, count: int) -> None:
        super().__init__()
        self.width, self.count = width, count
        self.height = count * LINE

    def wrap(self, availWidth: float, availHeight: float) -> tuple[float, float]:
        return self.width, self.height

    def draw(self) -> None:
        canvas = self.canv
        canvas.saveState()
        canvas.setStrokeColor(RULE)
        canvas.setLineWidth(0.4)
        for number in range(self.count):
            y = self.height - (number + 1) * LINE + 1
            canvas.line(0, y, self.width, y)
        canvas.setFillColor(RULE)
        canvas.setFont(CONDENSED, 7)
        canvas.drawString(0, self.height - LINE + 2.5, translate("WarriorCards", "Notes"))
        canvas.restoreState()


def card_content(renderer: Renderer, line: Line, width: float) -> list[Flowable]:
    """What one warrior's card says, ``width`` wide, before its ruled lines."""
    if isinstance(line, BeastriderLine):
        return _beastrider_card(renderer, line, width)
    return _caliburn_card(renderer, line, width)


def _title(renderer: Renderer, name: str, right: str, profile: str, width: float) -> Table:
    styles = renderer.styles
    title = Table(
        [
            [
                Paragraph(f"<b>{name}</b>", styles["CardName"]),
                Paragraph(right, styles["CardPoints"]),
            ],
            [Paragraph(profile, styles["CellSmall"]), ""],
        ],
        colWidths=[width * 0.78, width * 0.22],
        hAlign="LEFT",
    )
    title.setStyle(
        TableStyle(
            [
                ("SPAN", (0, 1), (1, 1)),
                ("VALIGN", (0, 0), (-1, -1), "BOTTOM"),
                ("LEFTPADDING", (0, 0), (-1, -1), 0),
                ("RIGHTPADDING", (0, 0), (-1, -1), 0),
                ("TOPPADDING", (0, 0), (-1, -1), 0),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1),
            ]
        )
    )
    return title


def _figures(renderer: Renderer, figures: Sequence[tuple[str, str]], width: float) -> Table:
    """His figures as a row of labelled boxes."""
    styles = renderer.styles
    labels = [Paragraph(label, styles["CardLabel"]) for label, _value in figures]
    values = [Paragraph(value, styles["CardFigure"]) for _label, value in figures]
    # Each box as wide as its label or its value needs (a Bear Rider's five attack boxes),
    # the room left shared out evenly.
    label_style, value_style = styles["CardLabel"], styles["CardFigure"]
    needs = [
        max(
            stringWidth(label, label_style.fontName, label_style.fontSize),
            stringWidth(value, value_style.fontName, value_style.fontSize),
        )
        + 4
        for label, value in figures
    ]
    spare = max(width - sum(needs), 0) / len(figures)
    shrink = min(1.0, width / sum(needs))
    widths = [need * shrink + spare for need in needs]
    table = Table([labels, values], colWidths=widths, hAlign="LEFT")
    table.setStyle(
        TableStyle(
            [
                ("BACKGROUND", (0, 0), (-1, 0), SHADE),
                ("BOX", (0, 0), (-1, -1), 0.6, INK),
                ("INNERGRID", (0, 0), (-1, -1), 0.3, RULE),
                ("VALIGN", (0, 0), (-1, -1), "MIDDLE"),
                ("LEFTPADDING", (0, 0), (-1, -1), 1.5),
                ("RIGHTPADDING", (0, 0), (-1, -1), 1.5),
                ("TOPPADDING", (0, 0), (-1, -1), 1),
                ("BOTTOMPADDING", (0, 0), (-1, -1), 1.5),
            ]
        )
    )
    return table


def _rule_line(renderer: Renderer, name: str, rule: str) -> Paragraph:
    """A piece of kit or a special, its name bold, then what it does."""
    said = f"<b>{text(name)}</b>" + (f" — {text(rule)}" if rule else "")
    return Paragraph(said, renderer.styles["CardLine"])


def _injuries_line(renderer: Renderer, injuries: Sequence[tuple[str, int]]) -> list[Flowable]:
    if not injuries:
        return []
    words = ", ".join(injury_words(key, count) for key, count in injuries)
    said = translate("WarriorCards", "Lasting injuries: {injuries}").format(injuries=text(words))
    return [Paragraph(said, renderer.styles["CardLine"])]


def _notes_line(renderer: Renderer, notes: str) -> list[Flowable]:
    if not notes.strip():
        return []
    return [Paragraph(f"<i>{text(notes)}</i>", renderer.styles["CardLine"])]


def _xp(xp: Account | None) -> list[tuple[str, str]]:
    """His XP left to spend, of what he earned (K6), as a figure: "3 of 5"; nothing with
    experience off."""
    if xp is None:
        return []
    return [
        (
            translate("WarriorCards", "XP left"),
            translate("WarriorCards", "{left} of {earned}").format(left=xp.left, earned=xp.earned),
        )
    ]


def _tallies(renderer: Renderer, parts: Sequence[tuple[str, int]]) -> Paragraph:
    """Boxes to tick during the game: "Kills ☐☐☐☐☐ ☐☐☐☐☐"."""
    said = "&nbsp;&nbsp;&nbsp;".join(f"{label} {boxes(count)}" for label, count in parts)
    return Paragraph(said, renderer.styles["CardTally"])


def _beastrider_card(renderer: Renderer, line: BeastriderLine, width: float) -> list[Flowable]:
    name = text(line.name) + (f" {LEADER_MARK}" if line.leader else "")
    profile = text(line.profile) if line.profile != line.name else ""
    figures = [
        (translate("WarriorCards", "Move"), f'{line.movement}"'),
        (translate("WarriorCards", "Toughness"), str(line.toughness)),
        (translate("WarriorCards", "Attack"), boxes(line.attack)),
        (translate("WarriorCards", "Defend"), boxes(line.defend)),
        (translate("WarriorCards", "Actions"), str(line.actions)),
    ]
    if line.bow:
        bow_name, _, bow_range = line.bow.rpartition(" ")
        figures.append((text(bow_name), bow_range))
    figures += _xp(line.xp)
    content: list[Flowable] = [
        _title(renderer, name, "", profile, width),
        _figures(renderer, figures, width),
    ]
    content += [_rule_line(renderer, option, rule) for option, rule in line.option_rules]
    for special in line.specials:
        mark = (
            translate("WarriorCards", "(always)")
            if special.passive
            else translate("WarriorCards", "{box} used").format(box="☐")
        )
        content.append(_rule_line(renderer, f"{special.name} {mark}", special.text))
    content += _injuries_line(renderer, line.injuries)
    content += _notes_line(renderer, line.notes)
    content.append(
        _tallies(
            renderer,
            [
                (translate("WarriorCards", "Wounds inflicted"), 5),
                (translate("WarriorCards", "Kills"), 5),
            ],
        )
    )
    return content


def _caliburn_card(renderer: Renderer, line: CaliburnLine, width: float) -> list[Flowable]:
    dice = f"{line.combat_dice}d6" + (signed(line.combat_modifier) if line.combat_modifier else "")
    figures = [
        (translate("WarriorCards", "Combat"), dice),
        (translate("WarriorCards", "Move"), f'{line.move}"'),
        (translate("WarriorCards", "Run"), f'{line.run}"'),
        (translate("WarriorCards", "Protection"), str(line.protection)),
        (translate("WarriorCards", "Gold"), translate("WarriorCards", "{gold} gp").format(
            gold=line.gold
        )),
    ]  # fmt: skip
    figures += _xp(line.xp)
    points = translate("WarriorCards", "{points} pts").format(points=line.points)
    profile = text(line.profile) if line.profile != line.name else ""
    content: list[Flowable] = [
        _title(renderer, text(line.name), points, profile, width),
        _figures(renderer, figures, width),
    ]
    armour = [f"{text(line.armour)} {signed(-line.armour_protection)}"] if line.armour else []
    if line.natural_protection:
        armour.append(f"{text(line.protection_name)} {signed(-line.natural_protection)}")
    if line.helmet:
        armour.append(translate("WarriorCards", "Helmet"))
    if line.shield:
        armour.append(translate("WarriorCards", "Shield ({box} broken)").format(box="☐"))
    if armour:
        said = translate("WarriorCards", "Armour: {armour}").format(armour=", ".join(armour))
        content.append(Paragraph(said, renderer.styles["CardLine"]))
    for weapon in line.weapons:
        bonus = translate("WarriorCards", "damage {bonus}").format(bonus=text(weapon.bonus))
        effect = f"{bonus}; {text(weapon.effect)}" if weapon.effect else bonus
        content.append(
            Paragraph(f"<b>{text(weapon.name)}</b> — {effect}", renderer.styles["CardLine"])
        )
    content += [Paragraph(text(trait), renderer.styles["CardLine"]) for trait in line.traits]
    content += _injuries_line(renderer, line.lasting_wounds)
    content += _notes_line(renderer, line.notes)
    content.append(
        _tallies(
            renderer,
            [
                *(
                    (translate("RosterSheet", WOUND_NAMES[kind]), WOUND_BOXES)
                    for kind in WOUND_NAMES
                ),
                (translate("WarriorCards", "Kills"), 5),
            ],
        )
    )
    return content
