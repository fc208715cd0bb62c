"""`casino-brag par P`: the PAR sheet of a paytable, as a table, JSON, CSV files or an HTML report.

Every way each bet ends, with its exact combinations, probability, net and contribution to the
return, and a summary per bet (see `engine.casino.analysis.par`).
"""

from __future__ import annotations

import argparse
import os
from pathlib import Path
from typing import TYPE_CHECKING

from casino_brag.commands.speech import say
from casino_brag.errors import UserError

if TYPE_CHECKING:
    from casino_brag.engine.casino.analysis.par import Par


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("paytable", metavar="P", help="a shipped paytable's name or a path")
    out = parser.add_mutually_exclusive_group()
    out.add_argument("--json", action="store_true", help="print the sheet as JSON")
    out.add_argument("--csv", metavar="DIR", help="write one CSV file per section into DIR (created if missing)")
    out.add_argument("--html", metavar="FILE", help="write a self-contained printable report with charts")


def run(name: str, args: argparse.Namespace) -> int:
    from casino_brag import analysis_data, catalog
    from casino_brag.engine.casino.analysis.par import par_sheet

    if args.csv is not None:
        folder = _csv_folder(args.csv)
    if args.html is not None:
        html_file = _html_file(args.html)
    table = catalog.load(args.paytable)
    analysis_data.install_shipped_counts()
    par = par_sheet(table)
    if args.json:
        import json

        from casino_brag.commands.par_data import par_json

        print(json.dumps(par_json(par, args.paytable), indent=2, ensure_ascii=False))
    elif args.csv is not None:
        for path in _write_csv(par, folder):
            print(path)
    elif args.html is not None:
        from casino_brag.commands.par_html import par_html

        _write(html_file, par_html(par, args.paytable), "--html")
        print(html_file)
    else:
        from casino_brag.commands.par_data import par_text

        print(par_text(par))
    return 0


def _csv_folder(text: str) -> Path:
    if not text:
        raise UserError(say("cli.path.empty", flag="--csv"))
    folder = Path(text).expanduser()
    if folder.exists() and not folder.is_dir():
        raise UserError(say("cli.path.not_folder", flag="--csv", path=text))
    try:
        folder.mkdir(parents=True, exist_ok=True)
    except OSError as exc:
        raise UserError(say("cli.path.cannot_create", flag="--csv", path=text, reason=exc.strerror or exc)) from None
    return folder


def _html_file(text: str) -> Path:
    if not text:
        raise UserError(say("cli.path.empty", flag="--html"))
    path = Path(text).expanduser()
    if path.is_dir():
        raise UserError(say("cli.path.folder", flag="--html", path=text))
    parent = path.parent
    if not parent.is_dir():
        raise UserError(say("cli.path.no_folder", flag="--html", path=text, folder=parent))
    if not os.access(parent, os.W_OK):
        raise UserError(say("cli.path.read_only", flag="--html", path=text, folder=parent))
    return path


def _write(path: Path, text: str, flag: str) -> None:
    try:
        path.write_text(text, encoding="utf-8")
    except OSError as exc:
        raise UserError(say("cli.path.cannot_write", flag=flag, path=path, reason=exc.strerror or exc)) from None


def _write_csv(par: Par, folder: Path) -> list[Path]:
    import csv
    import io

    from casino_brag.commands.par_data import csv_rows

    written = []
    for name, rows in csv_rows(par).items():
        buffer = io.StringIO()
        csv.writer(buffer, lineterminator="\n").writerows(rows)
        path = folder / f"{name}.csv"
        _write(path, buffer.getvalue(), "--csv")
        written.append(path)
    return written
