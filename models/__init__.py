"""The campaign: Peewee tables, the database lifecycle and the operations users perform.

No Qt here. Operations validate with :mod:`rules` and write in one transaction.
"""
