"""GUI: operations, the layer between gestures and the core: rulings (`rulings.RulingOperations`)."""
