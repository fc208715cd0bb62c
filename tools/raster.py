"""Drawing primitives shared by the sprite generators.

Everything is drawn on a large canvas (`SS` times the final size) with plain filled polygons and
then shrunk with an area-averaging filter, which gives clean anti-aliased edges from shapes that
are only ever described as outlines. The generic smoothscale backend is forced so that the result
does not depend on which SIMD instructions the machine has: the output must be byte-identical on
every rerun.
"""

from __future__ import annotations

import math
import os
import struct
import zlib
from collections.abc import Iterable, Sequence
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import itertools

import numpy as np
import pygame

SS = 4
"""Supersampling factor: shapes are drawn this many times larger than the saved sprite."""

Point = tuple[float, float]
Colour = tuple[int, int, int] | tuple[int, int, int, int]

pygame.transform.set_smoothscale_backend("GENERIC")


def ensure_fonts() -> None:
    """pygame's font module is needed for the few letters drawn with the bundled default font."""
    if not pygame.font.get_init():
        pygame.font.init()


# -- paths -------------------------------------------------------------------------------------


def cubic(p0: Point, p1: Point, p2: Point, p3: Point, steps: int = 24) -> list[Point]:
    """Points along a cubic Bézier curve, excluding the start point (so segments chain)."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        a, b, c, d = u * u * u, 3 * u * u * t, 3 * u * t * t, t * t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0] + d * p3[0], a * p0[1] + b * p1[1] + c * p2[1] + d * p3[1]))
    return out


def quad(p0: Point, p1: Point, p2: Point, steps: int = 16) -> list[Point]:
    """Points along a quadratic Bézier curve, excluding the start point."""
    out = []
    for i in range(1, steps + 1):
        t = i / steps
        u = 1 - t
        out.append(
            (u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0], u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1])
        )
    return out


def arc(centre: Point, rx: float, ry: float, start: float, end: float, steps: int = 32) -> list[Point]:
    """Points along an elliptical arc; angles in degrees, 0 = right, 90 = down (screen space)."""
    cx, cy = centre
    out = []
    for i in range(steps + 1):
        a = math.radians(start + (end - start) * i / steps)
        out.append((cx + rx * math.cos(a), cy + ry * math.sin(a)))
    return out


class Outline:
    """A closed outline built from lines and curves, in any coordinate system."""

    def __init__(self, x: float, y: float) -> None:
        self.points: list[Point] = [(x, y)]

    @property
    def end(self) -> Point:
        return self.points[-1]

    def line(self, x: float, y: float) -> Outline:
        self.points.append((x, y))
        return self

    def curve(self, c1: Point, c2: Point, to: Point, steps: int = 24) -> Outline:
        self.points += cubic(self.end, c1, c2, to, steps)
        return self

    def qcurve(self, c: Point, to: Point, steps: int = 16) -> Outline:
        self.points += quad(self.end, c, to, steps)
        return self


def mirror_x(points: Sequence[Point], axis: float = 0.0) -> list[Point]:
    """The points reflected in the vertical line x = axis, in reverse order (keeps winding)."""
    return [(2 * axis - x, y) for x, y in reversed(points)]


def place(points: Iterable[Point], centre: Point, scale: float, angle: float = 0.0) -> list[Point]:
    """Unit-space points scaled, rotated (degrees, clockwise on screen) and moved to `centre`."""
    cx, cy = centre
    if angle:
        c, s = math.cos(math.radians(angle)), math.sin(math.radians(angle))
        return [(cx + (x * c - y * s) * scale, cy + (x * s + y * c) * scale) for x, y in points]
    return [(cx + x * scale, cy + y * scale) for x, y in points]


# -- filling and stroking ----------------------------------------------------------------------


def fill(surface: pygame.Surface, colour: Colour, points: Sequence[Point]) -> None:
    """A filled polygon (any number of points, any convexity)."""
    if len(points) >= 3:
        pygame.draw.polygon(surface, colour, [(round(x), round(y)) for x, y in points])


def disc(surface: pygame.Surface, colour: Colour, centre: Point, radius: float) -> None:
    pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), max(1, round(radius)))


def ellipse(surface: pygame.Surface, colour: Colour, centre: Point, rx: float, ry: float, width: int = 0) -> None:
    rect = pygame.Rect(round(centre[0] - rx), round(centre[1] - ry), max(1, round(2 * rx)), max(1, round(2 * ry)))
    pygame.draw.ellipse(surface, colour, rect, width)


def ring(surface: pygame.Surface, colour: Colour, centre: Point, radius: float, width: float) -> None:
    """A circle outline `width` thick, centred on `radius`."""
    outer = radius + width / 2
    pygame.draw.circle(surface, colour, (round(centre[0]), round(centre[1])), round(outer), max(1, round(width)))


def stroke(
    surface: pygame.Surface, colour: Colour, points: Sequence[Point], width: float, closed: bool = False
) -> None:
    """A polyline of constant `width` with round joins and caps."""
    pts = list(points) + ([points[0]] if closed else [])
    half = width / 2
    for (x0, y0), (x1, y1) in itertools.pairwise(pts):
        dx, dy = x1 - x0, y1 - y0
        length = math.hypot(dx, dy)
        if length < 1e-9:
            continue
        nx, ny = -dy / length * half, dx / length * half
        fill(surface, colour, [(x0 + nx, y0 + ny), (x1 + nx, y1 + ny), (x1 - nx, y1 - ny), (x0 - nx, y0 - ny)])
    if half >= 1:
        for p in pts:
            disc(surface, colour, p, half)


def outline_ring(points: Sequence[Point], width: float) -> list[Point]:
    """The points offset outward by `width` along the averaged normals (for halos and rims)."""
    n = len(points)
    # Signed area tells which side is outside.
    area = sum(points[i][0] * points[(i + 1) % n][1] - points[(i + 1) % n][0] * points[i][1] for i in range(n))
    sign = 1 if area > 0 else -1
    out = []
    for i in range(n):
        (xa, ya), (xb, yb), (xc, yc) = points[i - 1], points[i], points[(i + 1) % n]
        dx, dy = xc - xa, yc - ya
        length = math.hypot(dx, dy) or 1.0
        out.append((xb + sign * dy / length * width, yb - sign * dx / length * width))
    return out


# -- surfaces ----------------------------------------------------------------------------------


def canvas(width: int, height: int, background: Colour = (0, 0, 0, 0)) -> pygame.Surface:
    """A supersampled RGBA canvas for a sprite of `width` × `height` final pixels."""
    surface = pygame.Surface((width * SS, height * SS), pygame.SRCALPHA)
    surface.fill(background)
    return surface


def layer(surface: pygame.Surface, rgb: tuple[int, int, int] = (0, 0, 0)) -> pygame.Surface:
    """A transparent layer the size of `surface`, its clear pixels tinted `rgb` to avoid fringes."""
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.fill((*rgb, 0))
    return out


def erode(inside: np.ndarray, steps: int) -> np.ndarray:
    """The boolean mask shrunk by `steps` pixels, alternating plus- and square-shaped steps so
    the result is an octagon-rounded inset of the shape."""
    out = inside.copy()
    for i in range(steps):
        shrunk = out.copy()
        shrunk[1:, :] &= out[:-1, :]
        shrunk[:-1, :] &= out[1:, :]
        shrunk[:, 1:] &= out[:, :-1]
        shrunk[:, :-1] &= out[:, 1:]
        if i % 2:
            shrunk[1:, 1:] &= out[:-1, :-1]
            shrunk[:-1, :-1] &= out[1:, 1:]
            shrunk[1:, :-1] &= out[:-1, 1:]
            shrunk[:-1, 1:] &= out[1:, :-1]
        shrunk[0, :] = shrunk[-1, :] = False
        shrunk[:, 0] = shrunk[:, -1] = False
        out = shrunk
    return out


def shrink(surface: pygame.Surface, factor: int = SS) -> pygame.Surface:
    """The supersampled canvas reduced to its final size with an area-averaging filter."""
    w, h = surface.get_size()
    return pygame.transform.smoothscale(surface, (w // factor, h // factor))


def radial_gradient(
    size: tuple[int, int], inner: Colour, outer: Colour, power: float = 1.0, reach: float = 0.7072
) -> pygame.Surface:
    """An elliptical gradient filling `size`: `inner` at the centre, `outer` from `reach` (a
    fraction of the width; the default reaches the corners, 0.5 the middle of the edges)."""
    n = 96
    small = pygame.Surface((n, n), pygame.SRCALPHA)
    small.fill(outer)
    steps = 48
    r_max = n * reach
    for i in range(steps):
        t = 1 - i / steps  # 1 at the outside, shrinking
        k = t**power
        colour = tuple(round(o * k + c * (1 - k)) for c, o in zip(inner, outer, strict=True))
        pygame.draw.circle(small, colour, (n // 2, n // 2), max(1, round(r_max * t)))
    return pygame.transform.smoothscale(small, size)


def text(message: str, height: float, colour: Colour, *, squeeze: float = 1.0, bold: bool = False) -> pygame.Surface:
    """Text in pygame's bundled font whose capital letters are about `height` pixels tall."""
    ensure_fonts()
    size = max(4, round(height / 0.70))  # the default font's cap height is ~0.70 of its size
    font = pygame.font.Font(None, size)
    font.bold = bold
    rendered = font.render(message, True, colour)
    bounds = rendered.get_bounding_rect(min_alpha=1)
    rendered = rendered.subsurface(bounds).copy()
    if squeeze != 1.0:
        w, h = rendered.get_size()
        rendered = pygame.transform.smoothscale(rendered, (max(1, round(w * squeeze)), h))
    return rendered


def blit_centred(surface: pygame.Surface, image: pygame.Surface, centre: Point) -> None:
    w, h = image.get_size()
    surface.blit(image, (round(centre[0] - w / 2), round(centre[1] - h / 2)))


def text_on_arc(
    surface: pygame.Surface,
    message: str,
    centre: Point,
    radius: float,
    height: float,
    colour: Colour,
    *,
    mid_angle: float = -90.0,
    spacing: float = 1.12,
    inside: bool = False,
    gap: float = 0.0,
) -> None:
    """Letters set along a circle, centred on `mid_angle` (degrees, -90 = top); `gap` adds that
    fraction of the letter height between letters."""
    letters = [text(ch, height, colour, bold=True) if ch != " " else None for ch in message]
    widths = [(g.get_width() if g else height * 0.45) * spacing + gap * height for g in letters]
    # Letters are spaced along the circle through their feet, nearest the centre, where they
    # crowd together, so neighbours never touch there.
    foot = radius - height / 2
    total = sum(widths)
    direction = -1 if inside else 1
    angle = mid_angle - direction * math.degrees(total / 2 / foot)
    for glyph, w in zip(letters, widths, strict=True):
        a = angle + direction * math.degrees(w / 2 / foot)
        if glyph is not None:
            rotated = pygame.transform.rotozoom(glyph, -(a + 90) if not inside else -(a - 90), 1.0)
            x = centre[0] + radius * math.cos(math.radians(a))
            y = centre[1] + radius * math.sin(math.radians(a))
            blit_centred(surface, rotated, (x, y))
        angle += direction * math.degrees(w / foot)


# -- saving ------------------------------------------------------------------------------------


def save_png(surface: pygame.Surface, path: Path) -> None:
    """Write `surface` as an RGBA PNG with fixed settings, so identical pixels give identical bytes.

    The encoder is written here rather than taken from SDL_image so that the bytes depend only on
    the pixels and zlib, not on which image library pygame was built with. Each row uses the PNG
    "Up" filter, which suits the large flat and smoothly shaded areas of these sprites.
    """
    w, h = surface.get_size()
    raw = pygame.image.tobytes(surface, "RGBA")
    stride = w * 4
    rows = []
    previous = 0
    mask = int.from_bytes(b"\x7f" * stride, "big")
    high = int.from_bytes(b"\x80" * stride, "big")
    for y in range(h):
        row = raw[y * stride : (y + 1) * stride]
        cur = int.from_bytes(row, "big")
        # Bytewise (cur - previous) mod 256 on whole rows at once (SWAR subtraction).
        diff = ((cur | high) - (previous & mask)) ^ ((cur ^ ~previous) & high)
        rows.append(b"\x02" + (diff & ((1 << (8 * stride)) - 1)).to_bytes(stride, "big"))
        previous = cur
    data = zlib.compress(b"".join(rows), 9)

    def chunk(kind: bytes, body: bytes) -> bytes:
        return struct.pack(">I", len(body)) + kind + body + struct.pack(">I", zlib.crc32(kind + body) & 0xFFFFFFFF)

    header = struct.pack(">IIBBBBB", w, h, 8, 6, 0, 0, 0)
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", header) + chunk(b"IDAT", data) + chunk(b"IEND", b""))
