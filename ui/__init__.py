"""Qt widgets: windows, dialogs, item models and undo commands. Calls models/ operations."""
