"""GUI: the live table, kept apart as orange-canvas-core keeps its canvas.

- `model`: the event in play (the core's immutable Event), saved after every change;
- `operations` and `commands`: every change checked by the core, then pushed as an undo command;
- `geometry`, `chip_art`, `items`, `scene`: the drawing, which only reflects the model;
- `interactions`, `payload`, `menus`, `view`: gestures, drag payloads (ids as JSON), menus and keys.
"""
