"""What a campaign's records are, below both the campaign files and the database check.

The fields of each record of a campaign file and the words for a bad one (``document.py``,
``fields.py``), strict JSON read a record at a time (``stream.py``), a game at the table's log
(``tracker_doc.py``), and the rules over a whole campaign that the import and the check both
ask (``invariants.py``). ``models/exchange/`` (campaign files) and ``models/check/`` (the
database check) import from here and never from each other.
"""
