"""A printed report read back as a reader would: its text, its pages and its QR code, through PDFium and ZXing.

Python packages, not poppler's or zbar's command-line tools, so `uv run pytest` needs nothing from the system.
"""

from __future__ import annotations

import ctypes
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pypdfium2 as pdfium
import pypdfium2.raw as pdfium_c
import zxingcpp

POINTS_PER_INCH = 72
BASELINE_TOLERANCE = 1.0
"""Points between two baselines still read as one line (a list's number and its item, say)."""


@contextmanager
def opened(path: Path) -> Iterator[pdfium.PdfDocument]:
    document = pdfium.PdfDocument(path)
    try:
        yield document
    finally:
        document.close()


def pdf_text(path: Path, *, layout: bool = True) -> str:
    """The PDF's text, each page ending with a form feed.

    `layout` keeps a table's row on one line, its cells left to right (as they stand on the page);
    without it, the text comes in PDFium's reading order.
    """
    with opened(path) as document:
        return "".join(f"{_page_text(page, layout=layout)}\f" for page in document)


def _page_text(page: pdfium.PdfPage, *, layout: bool) -> str:
    text = page.get_textpage()
    if not layout:
        return str(text.get_text_range())
    lines: list[list[tuple[float, str]]] = []
    line_baseline = float("inf")
    for baseline, x, word in sorted(_words(text), key=lambda word: (-word[0], word[1])):
        if line_baseline - baseline > BASELINE_TOLERANCE:
            lines.append([])
            line_baseline = baseline
        lines[-1].append((x, word))
    return "\n".join(" ".join(word for _, word in sorted(line)) for line in lines)


def _words(text: pdfium.PdfTextPage) -> Iterator[tuple[float, float, str]]:
    """PDFium's words (it puts a space or a line break between them), each with its first character's baseline and x."""
    word: list[str] = []
    for index in range(text.count_chars() + 1):
        char = text.get_text_range(index, 1) if index < text.count_chars() else " "
        if not char.isspace():
            if not word:
                x, y = ctypes.c_double(), ctypes.c_double()
                pdfium_c.FPDFText_GetCharOrigin(text, index, x, y)
            word.append(char)
        elif word:
            yield y.value, x.value, "".join(word)
            word = []


def pdf_pages(path: Path) -> int:
    with opened(path) as document:
        return len(document)


def pdf_metadata(path: Path) -> dict[str, str]:
    """The document information: Title, Creator and the rest."""
    with opened(path) as document:
        return dict(document.get_metadata_dict(skip_empty=True))


def page_size(path: Path, page: int = 0) -> tuple[int, int]:
    """A page's width and height in whole points."""
    with opened(path) as document:
        width, height = document[page].get_size()
    return round(width), round(height)


def qr_codes(path: Path, page: int = 0) -> list[str]:
    """The text of every QR code on a page, as a scanner reads the printed page: at 150 dpi, and where that finds
    none, at finer resolutions (a code whose modules fall between pixels at one resolution reads at another)."""
    with opened(path) as document:
        for dpi in SCAN_DPI:
            bitmap = document[page].render(scale=dpi / POINTS_PER_INCH, grayscale=True)
            image = zxingcpp.ImageView(
                memoryview(bitmap.buffer), bitmap.width, bitmap.height, zxingcpp.ImageFormat.Lum, bitmap.stride
            )
            found = [code.text for code in zxingcpp.read_barcodes(image, formats=zxingcpp.BarcodeFormat.QRCode)]
            if found:
                return found
    return []


SCAN_DPI = (150, 200, 300)
