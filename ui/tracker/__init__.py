"""The game tracker: a game played at the table, change by change (``window.py``), with
its characters (``cards.py``, each game's in ``game_cards.py``), the fight and its odds
(``fight.py``), the turn and who acts first (``turns.py``) and its keys (``keys.py``)."""
