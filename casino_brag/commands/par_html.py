"""The PAR sheet as one self-contained, printable HTML file, with its charts drawn as inline SVG.

No scripts, fonts or images from elsewhere: the file opens the same offline, in any browser, and
prints on A4 or Letter. The three charts: how one round of the Ante game ends (net in Antes), the
EV of playing every hand class against folding's −1, and each bet's house edge as each payout
moves by one.
"""

from __future__ import annotations

from fractions import Fraction
from html import escape

from casino_brag import __version__
from casino_brag.commands.par_data import line_row, section_title, sections
from casino_brag.commands.speech import fmt, language, pct, say, says
from casino_brag.commands.speech_hands import bet, outcome, par_hands, payout, strategy_words
from casino_brag.engine.casino.analysis.charts import Bar, Swing, net_distribution, strategy_points, tornado
from casino_brag.engine.casino.analysis.par import Par

WIDTH, HEIGHT = 640, 260
INK, MUTED, PLAY, FOLD, UP, DOWN = "#1b1b1b", "#6b6b6b", "#1f7a3a", "#b03a2e", "#b03a2e", "#1f5fa8"

STYLE = """
body { font: 14px/1.45 system-ui, sans-serif; color: #1b1b1b; margin: 2em auto; max-width: 60em; padding: 0 1em; }
h1 { font-size: 1.6em; margin-bottom: 0.2em; } h2 { font-size: 1.2em; margin-top: 1.6em; }
table { border-collapse: collapse; margin: 0.5em 0; } caption { text-align: left; font-weight: 600; padding: 0.3em 0; }
th, td { padding: 0.2em 0.7em; border-bottom: 1px solid #ddd; } th { text-align: left; background: #f3f3f3; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
tr.total td { font-weight: 600; border-top: 2px solid #888; }
figure { margin: 1em 0; page-break-inside: avoid; } figcaption { color: #555; font-size: 0.9em; }
svg { max-width: 100%; height: auto; } .note { color: #555; }
@media print { body { margin: 0; font-size: 11px; } h2 { page-break-after: avoid; }
  table { page-break-inside: avoid; } }
"""


def par_html(par: Par, source: str) -> str:
    """The whole report as an HTML document."""
    table = par.paytable
    parts = [
        "<!DOCTYPE html>",
        f'<html lang="{language()}"><head><meta charset="utf-8">',
        f"<title>{escape(say('cli.html.title', name=table.name))}</title>",
        f"<style>{STYLE}</style></head><body>",
        f"<h1>{escape(say('cli.html.title', name=table.name))}</h1>",
        '<p class="note">'
        + escape(
            say(
                "cli.html.note",
                description=table.description or table.key,
                source=source,
                strategy=strategy_words(par.analysis.strategy),
                version=__version__,
            )
        )
        + "</p>",
        f"<h2>{escape(say('cli.html.summary'))}</h2>",
        _summary_table(par),
    ]
    for name, lines in sections(par).items():
        parts += [f'<h2 id="{name}">{escape(section_title(name))}</h2>', _lines_table(lines)]
    parts += [
        f'<h2 id="charts">{escape(say("cli.html.charts"))}</h2>',
        _figure(distribution_svg(net_distribution(par)), say("cli.html.chart.ends")),
        _figure(strategy_svg(strategy_points(par.analysis)), say("cli.html.chart.strategy")),
        _figure(tornado_svg(tornado(table)), say("cli.html.chart.tornado")),
        "</body></html>",
    ]
    return "\n".join(parts) + "\n"


def _net(value: Fraction) -> str:
    return "0" if value == 0 else fmt(float(value), "+g")


def _figure(svg: str, caption: str) -> str:
    return f"<figure>{svg}<figcaption>{escape(caption)}</figcaption></figure>"


def _lines_table(lines: object) -> str:
    columns = ("outcome", "hands", "combinations", "probability", "net", "contribution")
    head = "".join(f"<th>{escape(say(f'cli.par.column.{c}'))}</th>" for c in columns)
    rows = [f"<table><tr>{head}<th>{escape(say('cli.html.exact_contribution'))}</th></tr>"]
    total = Fraction(0)
    combos = 0
    assert isinstance(lines, tuple)
    for line in lines:
        row = line_row(line)
        total += line.contribution
        combos += line.combinations
        rows.append(
            f"<tr><td>{escape(outcome(line.outcome))}</td><td>{escape(par_hands(line.hands))}</td>"
            f'<td class="n">{fmt(line.combinations)}</td><td class="n">{fmt(row["probability"], ".8f")}</td>'
            f'<td class="n">{_net(line.net)}</td><td class="n">{fmt(row["contribution"], "+.8f")}</td>'
            f'<td class="n">{escape(row["exact"]["contribution"])}</td></tr>'
        )
    rows.append(
        f'<tr class="total"><td>{escape(say("cli.par.total"))}</td><td></td><td class="n">{fmt(combos)}</td>'
        f'<td></td><td></td><td class="n">{fmt(float(total), "+.8f")}</td>'
        f'<td class="n">{total.numerator}/{total.denominator}</td></tr>'
    )
    rows.append("</table>")
    return "\n".join(rows)


def _summary_table(par: Par) -> str:
    head = "".join(f"<th>{escape(bet(s.name))}</th>" for s in par.summary)
    rows = [f"<table><tr><th></th>{head}</tr>"]

    def add(label: str, cells: list[str]) -> None:
        rows.append(f"<tr><td>{escape(label)}</td>" + "".join(f'<td class="n">{c}</td>' for c in cells) + "</tr>")

    s = par.summary
    add(say("cli.par.rtp"), [pct(x.rtp) for x in s])
    add(
        say("cli.par.house_edge"),
        [f"{pct(x.house_edge)} ({x.house_edge.numerator}/{x.house_edge.denominator})" for x in s],
    )
    add(say("cli.par.hit_frequency"), [pct(x.hit_frequency) for x in s])
    add(say("cli.par.std_dev"), [fmt(x.std_dev, ".4f") for x in s])
    add(say("cli.html.volatility"), [fmt(x.volatility_index, ".4f") for x in s])
    add(say("cli.par.risk"), ["" if x.element_of_risk is None else pct(x.element_of_risk) for x in s])
    add(say("cli.par.largest_win"), [say("cli.par.to_one", odds=fmt(float(x.largest_win), "g")) for x in s])
    for i, r in enumerate(s[0].ranges):
        add(
            says("cli.html.range_rounds", r.rounds, count=fmt(r.rounds), share=pct(0.95, 0)),
            [say("cli.par.range", low=fmt(x.ranges[i].low, "+,.1f"), high=fmt(x.ranges[i].high, "+,.1f")) for x in s],
        )
    rows.append("</table>")
    return "\n".join(rows)


def _svg(body: list[str], height: int = HEIGHT) -> str:
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {WIDTH} {height}" width="{WIDTH}" height="{height}" '
        f'font-family="sans-serif" font-size="11">' + "".join(body) + "</svg>"
    )


def distribution_svg(bars: tuple[Bar, ...]) -> str:
    """A bar chart: probability of each net result."""
    left, bottom, top = 50, HEIGHT - 30, 15
    top_p = max(float(b.probability) for b in bars) or 1.0
    step = (WIDTH - left - 10) / max(len(bars), 1)
    body = [f'<line x1="{left}" y1="{bottom}" x2="{WIDTH - 5}" y2="{bottom}" stroke="{INK}"/>']
    for k in range(5):
        p = top_p * k / 4
        y = bottom - (bottom - top) * k / 4
        body.append(f'<text x="{left - 4}" y="{y + 4:.1f}" text-anchor="end" fill="{MUTED}">{pct(p, 0)}</text>')
    for i, bar in enumerate(bars):
        h = (bottom - top) * float(bar.probability) / top_p
        x = left + i * step + step * 0.15
        colour = PLAY if bar.net > 0 else FOLD if bar.net < 0 else MUTED
        body.append(
            f'<rect x="{x:.1f}" y="{bottom - h:.1f}" width="{step * 0.7:.1f}" height="{h:.1f}" fill="{colour}">'
            f"<title>{escape(say('cli.html.net_title', net=fmt(float(bar.net), '+g'), share=pct(bar.probability)))}"
            "</title></rect>"
        )
        body.append(f'<text x="{x + step * 0.35:.1f}" y="{bottom + 14}" text-anchor="middle">{_net(bar.net)}</text>')
    return _svg(body)


def strategy_svg(points: tuple[tuple[float, bool], ...]) -> str:
    """Every class's EV of playing, best hand first, against the fold line at −1."""
    left, bottom, top = 50, HEIGHT - 20, 15
    low = min(min(ev for ev, _ in points), -1.0)
    high = max(max(ev for ev, _ in points), 0.0)
    span = high - low or 1.0

    def y(ev: float) -> float:
        return bottom - (bottom - top) * (ev - low) / span

    step = (WIDTH - left - 10) / max(len(points), 1)
    fold = y(-1)
    body = [
        f'<line x1="{left}" y1="{fold:.1f}" x2="{WIDTH - 5}" y2="{fold:.1f}" stroke="{INK}" stroke-dasharray="4 3"/>',
        f'<text x="{WIDTH - 8}" y="{fold - 4:.1f}" text-anchor="end" fill="{INK}">'
        f"{escape(say('cli.html.fold_line'))}</text>",
    ]
    every = max(1, round(span / 8))
    for value in range(int(low), int(high) + 1, every):
        label = _net(Fraction(value))
        body.append(f'<text x="{left - 4}" y="{y(value) + 4:.1f}" text-anchor="end" fill="{MUTED}">{label}</text>')
    base = y(-1)
    for i, (ev, play) in enumerate(points):  # one thin bar per class, from the fold line to its EV
        a, b = sorted((base, y(ev)))
        body.append(
            f'<rect x="{left + i * step:.2f}" y="{a:.1f}" width="{step + 0.05:.2f}" height="{max(b - a, 1):.1f}" '
            f'fill="{PLAY if play else FOLD}" stroke="none"/>'
        )
    body.append(f'<text x="{left}" y="{HEIGHT - 4}" fill="{MUTED}">{escape(say("cli.html.best"))}</text>')
    body.append(
        f'<text x="{WIDTH - 8}" y="{HEIGHT - 4}" text-anchor="end" fill="{MUTED}">'
        f"{escape(say('cli.html.worst'))}</text>"
    )
    return _svg(body)


def tornado_svg(swings: tuple[Swing, ...]) -> str:
    """Horizontal bars from each bet's house edge to the edge with the payout moved by ±1."""
    if not swings:
        return _svg([f'<text x="10" y="20" fill="{MUTED}">{escape(say("cli.html.no_payouts"))}</text>'], 40)
    row = 22
    height = 30 + row * len(swings)
    left, right = 210, WIDTH - 70
    moves = [float(v - s.base) for s in swings for v in (s.lower, s.higher)]
    reach = max(max(abs(m) for m in moves), 1e-9)
    middle = (left + right) / 2

    def x(delta: float) -> float:
        return middle + (right - left) / 2 * delta / reach

    body = [
        f'<line x1="{middle}" y1="10" x2="{middle}" y2="{height - 18}" stroke="{INK}"/>',
        f'<text x="{middle}" y="{height - 4}" text-anchor="middle" fill="{MUTED}">'
        f"{escape(say('cli.html.axis', reach=fmt(reach * 100, '.2f')))}</text>",
    ]
    for i, s in enumerate(swings):
        top = 12 + i * row
        label = f"{payout(s.payout)} ({fmt(float(s.odds), 'g')})"
        body.append(f'<text x="{left - 6}" y="{top + 13}" text-anchor="end">{escape(label)}</text>')
        for value, colour in ((s.lower, DOWN), (s.higher, UP)):
            delta = float(value - s.base)
            a, b = sorted((middle, x(delta)))
            body.append(
                f'<rect x="{a:.1f}" y="{top + 2}" width="{max(b - a, 0.5):.1f}" height="{row - 6}" fill="{colour}">'
                f"<title>{escape(say('cli.html.edge_title', label=label, edge=pct(value)))}</title></rect>"
            )
        body.append(f'<text x="{right + 6}" y="{top + 13}" fill="{MUTED}">{pct(s.base, 2)}</text>')
    return _svg(body, height)
