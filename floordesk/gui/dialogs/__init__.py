"""GUI: dialogs, each built by a function or class that tests can drive without a modal loop."""
