"""PyInstaller's hook for PySide6.QtGui, less the Qt files FloorDesk never loads (see packaging/bundle.py)."""

from bundle import qt_hook

hiddenimports, binaries, datas = qt_hook(__file__)
