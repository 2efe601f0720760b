"""The campaign: Peewee tables, the database lifecycle and the operations users perform.

No Qt here. Operations validate with :mod:`rules` and write in one transaction.
"""

# The version of Muster (pyproject.toml reads it from here; `muster --version` prints it).
__version__ = "0.2.0"
