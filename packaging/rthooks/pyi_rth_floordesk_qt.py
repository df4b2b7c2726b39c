"""Run-time hook, in place of PyInstaller's for PySide6: tell Qt where the bundle's plugins are, and nothing more.

PyInstaller's own hook imports PySide6.QtCore at every start (to register a
qt.conf naming Qt's prefix), which would load Qt into `floordesk rule` and
`floordesk log`, which must never load it, and slow them down. Besides the
plugins, that prefix only locates what FloorDesk never uses: Qt's translations,
QML and helper programs.
"""

import os
import sys

_qt = os.path.join(sys._MEIPASS, "PySide6") if sys.platform == "win32" else os.path.join(sys._MEIPASS, "PySide6", "Qt")
os.environ["QT_PLUGIN_PATH"] = os.path.join(_qt, "plugins")
