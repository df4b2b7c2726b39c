"""Reports: laying a report out on pages, for a PDF file or a printer. QtGui only (no widgets).

The body is the report's HTML in a QTextDocument laid out for the device's
resolution, drawn a page at a time between a running header and a footer that
this module paints: the report's header lines, page numbers ("Page 2 of 5"),
and for an incident report the record's short hash and its QR code, drawn as
vector squares so it stays sharp at any zoom and on any printer.
"""

from __future__ import annotations

from pathlib import Path
from typing import Literal

import segno
from PySide6.QtCore import QByteArray, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QPen,
    QTextBlock,
    QTextCursor,
    QTextDocument,
    QTextFormat,
    QTextTable,
)

from floordesk.i18n import translate
from floordesk.reports.content import Document
from floordesk.reports.progress import Cancelled, Progress
from floordesk.reports.proof import xmp_packet

Paper = Literal["a4", "letter"]
PAPER_SIZES: dict[Paper, QPageSize.PageSizeId] = {"a4": QPageSize.PageSizeId.A4, "letter": QPageSize.PageSizeId.Letter}
RESOLUTION = 300
MARGINS_MM = QMarginsF(16, 12, 16, 12)
_HEADER_MM = 9.0
_FOOTER_MM = 10.0
_QR_MM = 22.0
_INK = QColor("#1c1c1c")
_RULE = QColor("#9aa7b4")


def _font(points: float) -> QFont:
    """DejaVu Sans without ligatures: a printed "fl" must be found, and copied, as the two letters it is."""
    font = QFont("DejaVu Sans")
    font.setPointSizeF(points)
    font.setFeature(QFont.Tag("liga"), 0)
    return font


def ensure_gui_application() -> None:
    """QTextDocument needs a QGuiApplication for its fonts; without a window, an offscreen one."""
    if QGuiApplication.instance() is None:
        QGuiApplication(["floordesk", "-platform", "offscreen"])


def write_pdf(
    document: Document, target: Path, paper: Paper = "a4", progress: Progress | None = None, *, archival: bool = False
) -> int:
    """Write the report as a PDF file (its title and proof code in the metadata); returns its pages.

    `archival`: as PDF/A-1b (fonts embedded, identified as such in its XMP), readable without the software.

    Written beside the target and renamed when complete, so a failure or a cancel leaves no half file.
    """
    ensure_gui_application()
    partial = target.with_name(target.name + ".partial")
    writer = QPdfWriter(str(partial))
    writer.setResolution(RESOLUTION)
    writer.setPageLayout(QPageLayout(QPageSize(PAPER_SIZES[paper]), QPageLayout.Orientation.Portrait, MARGINS_MM))
    writer.setTitle(document.title)
    writer.setCreator("FloorDesk")
    if archival:
        writer.setPdfVersion(QPagedPaintDevice.PdfVersion.PdfVersion_A1b)
    writer.setDocumentXmpMetadata(QByteArray(xmp_packet(document.title, document.proof, pdf_a=archival)))
    try:
        pages = paint(document, writer, progress)
    except BaseException:
        del writer
        partial.unlink(missing_ok=True)
        raise
    del writer  # closes the file
    try:
        partial.replace(target)
    except OSError:  # a folder of that name, say: the half file goes too
        partial.unlink(missing_ok=True)
        raise
    return pages


def paint(document: Document, device: QPagedPaintDevice, progress: Progress | None = None) -> int:
    """Lay the report out on `device` (a QPdfWriter or a QPrinter), page by page; returns the pages.

    `progress` hears of each section laid out, then of each page drawn."""
    dpi = device.logicalDpiY()
    mm = dpi / 25.4
    page = device.pageLayout().paintRectPixels(dpi)
    footer = (_QR_MM if document.proof is not None else _FOOTER_MM) * mm
    body = QRectF(0, _HEADER_MM * mm, page.width(), page.height() - _HEADER_MM * mm - footer)
    parts = (document.html, *document.sections)
    texts = []
    for index, html in enumerate(parts):
        texts.append(_laid_out(html, device, body))
        if progress is not None and len(parts) > 1 and not progress(index + 1, len(parts)):
            raise Cancelled
    pages = sum(text.pageCount() for text in texts)
    qr = segno.make(document.proof.code, error="m") if document.proof is not None else None
    painter = QPainter()
    if not painter.begin(device):
        raise OSError(translate("pdf", "the printer or file could not be opened for drawing"))
    number = 0
    try:
        for text in texts:
            for index in range(text.pageCount()):
                if number:
                    device.newPage()
                number += 1
                _header(painter, document, page.width(), mm)
                painter.save()
                painter.translate(body.left(), body.top() - index * body.height())
                text.drawContents(painter, QRectF(0, index * body.height(), body.width(), body.height()))
                painter.restore()
                band = QRectF(0, page.height() - footer, page.width(), footer)
                _footer(painter, document, number, pages, band, mm, qr)
                if progress is not None and not progress(number, pages):
                    raise Cancelled
    finally:
        painter.end()
    return pages


def _laid_out(html: str, device: QPagedPaintDevice, body: QRectF) -> QTextDocument:
    """The HTML laid out in pages of the body's size, tables kept whole where they fit on one page."""
    text = QTextDocument()
    text.documentLayout().setPaintDevice(device)
    text.setDocumentMargin(0)
    text.setDefaultFont(_font(9))
    text.setPageSize(QSizeF(body.width(), body.height()))  # before the HTML: the text is laid out once
    text.setHtml(html)
    if text.pageCount() > 1:  # on one page, no table straddles two
        _keep_tables_whole(text, body.height())
    return text


def _keep_tables_whole(text: QTextDocument, page_height: float) -> None:
    """A table that fits on one page but would straddle two starts on the next, with the heading just before it.

    Qt splits a table wherever the page ends: the race card by card printed its heading and first row at a
    page's foot and the rest overleaf. A table longer than a page is still split (it must be)."""
    layout = text.documentLayout()

    def page_of(y: float) -> int:
        return int(y // page_height)

    for frame in text.rootFrame().childFrames():
        if not isinstance(frame, QTextTable):
            continue
        box = layout.frameBoundingRect(frame)
        heading = text.findBlock(frame.firstPosition() - 1)
        while heading.isValid() and not heading.text().strip():  # the empty block Qt puts before a table
            heading = heading.previous()
        if not heading.blockFormat().headingLevel():
            heading = QTextBlock()
        top = layout.blockBoundingRect(heading).top() if heading.isValid() else box.top()
        if box.bottom() - top > page_height or page_of(top) == page_of(box.bottom()):
            continue
        if heading.isValid():
            form = heading.blockFormat()
            form.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            QTextCursor(heading).setBlockFormat(form)
        else:
            table_format = frame.format()
            table_format.setPageBreakPolicy(QTextFormat.PageBreakFlag.PageBreak_AlwaysBefore)
            frame.setFormat(table_format)


def _header(painter: QPainter, document: Document, width: float, mm: float) -> None:
    painter.setPen(_INK)
    painter.setFont(_font(7))
    band = QRectF(0, 0, width, 5 * mm)
    painter.drawText(band, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter, document.header_left)
    painter.drawText(band, Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter, document.header_right)
    painter.setPen(QPen(_RULE, 0.25 * mm))
    painter.drawLine(0, round(5.8 * mm), round(width), round(5.8 * mm))


def _footer(
    painter: QPainter, document: Document, number: int, pages: int, band: QRectF, mm: float, qr: segno.QRCode | None
) -> None:
    painter.setPen(QPen(_RULE, 0.25 * mm))
    painter.drawLine(0, round(band.top() + 1.5 * mm), round(band.width()), round(band.top() + 1.5 * mm))
    painter.setPen(_INK)
    painter.setFont(_font(7))
    text_right = band.width() - ((_QR_MM + 2) * mm if qr is not None else 0)
    lines = QRectF(0, band.top() + 3 * mm, text_right, band.height() - 3 * mm)
    painter.drawText(lines, Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop, "\n".join(document.footer_lines))
    painter.drawText(
        lines,
        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignTop,
        document.page_of.format(number=number, pages=pages),
    )
    if qr is not None:
        side = (_QR_MM - 3) * mm
        _draw_qr(painter, qr, QRectF(band.width() - side, band.top() + 2.5 * mm, side, side))


def _draw_qr(painter: QPainter, qr: segno.QRCode, square: QRectF) -> None:
    """The code's dark modules as filled squares (with the quiet zone segno's matrix leaves out)."""
    matrix = [list(row) for row in qr.matrix]
    quiet = 2
    module = square.width() / (len(matrix) + 2 * quiet)
    painter.save()
    painter.setPen(Qt.PenStyle.NoPen)
    painter.setBrush(QColor("black"))
    for y, row in enumerate(matrix):
        for x, dark in enumerate(row):
            if dark:
                painter.drawRect(
                    QRectF(square.left() + (x + quiet) * module, square.top() + (y + quiet) * module, module, module)
                )
    painter.restore()
