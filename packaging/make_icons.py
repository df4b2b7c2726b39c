"""FloorDesk's application icon in every format the installers need, drawn from resources/icons/floordesk.svg.

`python packaging/make_icons.py OUT` writes into OUT: `floordesk.ico` (Windows:
the executable and the installer), `floordesk.icns` (the macOS .app) and
`hicolor/SIZExSIZE/apps/floordesk.png` for Linux desktops that do not draw SVG
icons. Qt renders the SVG (PySide6 is already a dependency); the ICO and ICNS
containers are written here, holding PNG images, which both formats accept.
"""

from __future__ import annotations

import struct
import sys
from pathlib import Path

SOURCE = Path(__file__).resolve().parent.parent / "resources" / "icons" / "floordesk.svg"
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
# ICNS element types holding PNG data, by pixel size (the @2x types share sizes with the plain ones).
ICNS_TYPES = (
    (b"ic11", 32),
    (b"ic12", 64),
    (b"ic07", 128),
    (b"ic13", 256),
    (b"ic08", 256),
    (b"ic14", 512),
    (b"ic09", 512),
    (b"ic10", 1024),
)
HICOLOR_SIZES = (16, 32, 48, 64, 128, 256)


def render_png(size: int, source: Path = SOURCE) -> bytes:
    """The SVG drawn on a transparent square of `size` pixels, as PNG bytes."""
    from PySide6.QtCore import QBuffer, QByteArray, QIODevice, Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(source))
    if not renderer.isValid():
        raise ValueError(f"{source} is not an SVG image Qt can draw")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter)
    painter.end()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")  # type: ignore[call-overload]  # the stubs want bytes, PySide6 a str
    return bytes(data.data())


def ico(images: dict[int, bytes]) -> bytes:
    """An ICO file of PNG images keyed by size (Windows Vista and later read PNG entries)."""
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries, blobs = [], []
    for size, png in sorted(images.items()):
        side = 0 if size >= 256 else size  # 0 stands for 256
        entries.append(struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(png), offset))
        blobs.append(png)
        offset += len(png)
    return header + b"".join(entries) + b"".join(blobs)


def icns(images: dict[int, bytes]) -> bytes:
    """An ICNS file with one PNG element per type of ICNS_TYPES."""
    elements = b"".join(kind + struct.pack(">I", 8 + len(images[size])) + images[size] for kind, size in ICNS_TYPES)
    return b"icns" + struct.pack(">I", 8 + len(elements)) + elements


def write_icons(out: Path) -> None:
    sizes = {*ICO_SIZES, *HICOLOR_SIZES, *(size for _, size in ICNS_TYPES)}
    images = {size: render_png(size) for size in sorted(sizes)}
    out.mkdir(parents=True, exist_ok=True)
    (out / "floordesk.ico").write_bytes(ico({size: images[size] for size in ICO_SIZES}))
    (out / "floordesk.icns").write_bytes(icns(images))
    for size in HICOLOR_SIZES:
        folder = out / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True, exist_ok=True)
        (folder / "floordesk.png").write_bytes(images[size])


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python packaging/make_icons.py OUT")
    write_icons(Path(sys.argv[1]))
