"""The two games' rules: data loading and pure functions. No Qt, no Peewee, no ReportLab."""
