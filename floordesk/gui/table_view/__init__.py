"""GUI: the table diagram: pure seat geometry, graphics items, the scene and its view."""
