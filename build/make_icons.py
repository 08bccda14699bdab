"""Generate the app icon files in ``build/icons/`` from ``game.app.art.app_icon``.

python build/make_icons.py          (re)write gold-and-glory.png / .ico / .icns

The icon is drawn by the game itself (a crown over a gold coin), rendered at four times
each target size and smoothly scaled down (pygame's primitives are not anti-aliased).
pygame writes the PNGs; the ICO and ICNS containers are written here by hand, with no
extra dependency:

* ICO: 16-48 px as 32-bit BMP entries (what every Windows shell and the Inno Setup
  compiler read), 64-256 px as embedded PNG (Vista and later).
* ICNS: PNG entries for 16 to 1024 px, including the @2x (Retina) types.

The generated files are committed; run this again after changing ``app_icon``.
"""

from __future__ import annotations

import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

ROOT = Path(__file__).resolve().parent.parent
ICONS = ROOT / "build" / "icons"
NAME = "gold-and-glory"

SUPERSAMPLE = 4
PNG_SIZE = 512
ICO_SIZES = (16, 24, 32, 48, 64, 128, 256)
ICO_BMP_MAX = 48  # larger ICO entries are stored as PNG
# ICNS element types holding PNG data, and their pixel sizes.
ICNS_TYPES = (
    (b"icp4", 16),
    (b"icp5", 32),
    (b"ic11", 32),  # 16@2x
    (b"icp6", 64),
    (b"ic12", 64),  # 32@2x
    (b"ic07", 128),
    (b"ic08", 256),
    (b"ic13", 256),  # 128@2x
    (b"ic09", 512),
    (b"ic14", 512),  # 256@2x
    (b"ic10", 1024),  # 512@2x
)


def render(size: int):
    """The icon as a ``size`` x ``size`` RGBA surface."""
    import pygame

    from game.app.art import app_icon

    big = app_icon(size * SUPERSAMPLE)
    return pygame.transform.smoothscale(big, (size, size))


def png_bytes(surface) -> bytes:
    import pygame

    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def rgba_bytes(surface) -> bytes:
    import pygame

    return pygame.image.tobytes(surface, "RGBA")


def bmp_entry(size: int, rgba: bytes) -> bytes:
    """An ICO image entry in BMP form: BITMAPINFOHEADER, BGRA rows bottom-up, AND mask."""
    header = struct.pack(
        "<IiiHHIIiiII", 40, size, size * 2, 1, 32, 0, 0, 0, 0, 0, 0
    )  # height counts the XOR and the AND bitmaps
    stride = size * 4
    rows = []
    mask_rows = []
    mask_stride = ((size + 31) // 32) * 4
    for y in range(size - 1, -1, -1):
        row = bytearray(rgba[y * stride : (y + 1) * stride])
        row[0::4], row[2::4] = row[2::4], row[0::4]  # RGBA -> BGRA
        rows.append(bytes(row))
        mask = bytearray(mask_stride)
        for x in range(size):
            if rgba[y * stride + x * 4 + 3] == 0:  # transparent: set the AND bit
                mask[x // 8] |= 0x80 >> (x % 8)
        mask_rows.append(bytes(mask))
    return header + b"".join(rows) + b"".join(mask_rows)


def ico_file(images: dict[int, tuple[bytes, bytes]]) -> bytes:
    """An ICO container; ``images`` maps size -> (png data, rgba pixels)."""
    sizes = sorted(images)
    entries = []
    for size in sizes:
        png, rgba = images[size]
        entries.append((size, bmp_entry(size, rgba) if size <= ICO_BMP_MAX else png))
    out = bytearray(struct.pack("<HHH", 0, 1, len(entries)))
    offset = 6 + 16 * len(entries)
    for size, data in entries:
        dim = 0 if size >= 256 else size  # 0 means 256
        out += struct.pack("<BBBBHHII", dim, dim, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    for _, data in entries:
        out += data
    return bytes(out)


def icns_file(pngs: dict[int, bytes]) -> bytes:
    """An ICNS container of PNG elements."""
    body = b"".join(
        kind + struct.pack(">I", 8 + len(pngs[size])) + pngs[size] for kind, size in ICNS_TYPES
    )
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def main() -> int:
    sys.path.insert(0, str(ROOT))
    import pygame

    pygame.init()
    sizes = sorted({*ICO_SIZES, PNG_SIZE, *(size for _, size in ICNS_TYPES)})
    surfaces = {size: render(size) for size in sizes}
    pngs = {size: png_bytes(surface) for size, surface in surfaces.items()}
    ICONS.mkdir(parents=True, exist_ok=True)
    (ICONS / f"{NAME}.png").write_bytes(pngs[PNG_SIZE])
    ico = ico_file({size: (pngs[size], rgba_bytes(surfaces[size])) for size in ICO_SIZES})
    (ICONS / f"{NAME}.ico").write_bytes(ico)
    (ICONS / f"{NAME}.icns").write_bytes(icns_file(pngs))
    pygame.quit()
    for suffix in ("png", "ico", "icns"):
        path = ICONS / f"{NAME}.{suffix}"
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
