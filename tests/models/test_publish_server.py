"""Publishing from a club server: any member publishes what he can read, and a login who is a
member of nothing finds no campaign to publish (docs/club-server.md, *Roles*)."""

from __future__ import annotations

import os
from pathlib import Path

import main
from models.store.location import DatabaseLocation
from tests.club_data import ALICE, CAMPAIGN, NINA, PASSWORD, as_role


def test_a_player_publishes_his_campaign_and_an_outsider_nothing(
    fresh_club_db: DatabaseLocation, tmp_path: Path, capsys, monkeypatch
) -> None:
    monkeypatch.setenv("PGPASSWORD", PASSWORD)
    alice = as_role(fresh_club_db, ALICE).with_password(None).text
    out = tmp_path / "site"
    code = main.main(["--db", alice, "publish", "--campaign", CAMPAIGN, "--out", str(out)])
    assert code == 0, capsys.readouterr().err
    front = (out / "index.html").read_text(encoding="utf-8")
    assert "Knights of Camelot" in front and "The Green Chapel" in front
    # Again with nothing changed: the rows as the server gives them have the same digests,
    # so no page is made (no template is even loaded).
    import models.publish_pages

    def no_page(*_args: object) -> None:
        raise AssertionError("a page was made with nothing changed")

    with monkeypatch.context() as patched:
        patched.setattr(models.publish_pages, "_environment", no_page)
        capsys.readouterr()
        code = main.main(["--db", alice, "publish", "--campaign", CAMPAIGN, "--out", str(out)])
        assert code == 0, capsys.readouterr().err
        assert ": 0 files written, " in capsys.readouterr().out
    nina = as_role(fresh_club_db, NINA).with_password(None).text
    elsewhere = tmp_path / "nina"
    code = main.main(["--db", nina, "publish", "--campaign", CAMPAIGN, "--out", str(elsewhere)])
    assert code == 2 and not elsewhere.exists()
    err = capsys.readouterr().err
    assert CAMPAIGN in err and os.environ["PGPASSWORD"] not in err
