"""Make the window's translation catalogs from its English text, with Babel.

    python -m tools.catalogs            # write locale/casino_brag.pot, update every .po, compile the .mo files
    python -m tools.catalogs --init nl  # start a catalog for a new language from the template
    python -m tools.catalogs --check    # exit 1 if any file under locale/ is not what the code makes

The template holds every message of `casino_brag.ui.core.text` (its ENGLISH and PLURALS), then
those of the command-line reports (`casino_brag.commands.words`, keys "cli."): the key
is the message's context (msgctxt) and the English text its msgid, so translators read English and
`tr(key)` is a pgettext lookup. Updating keeps each translation whose key and English are
unchanged; a message whose English changed is marked fuzzy for its translator, and a fuzzy entry
is left out of the compiled catalog (the window shows the English until it is checked). The
English catalog is filled from the template itself, so it is always complete.
"""

from __future__ import annotations

import argparse
import datetime
import io
import re
import sys
from collections.abc import Iterator
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

from casino_brag import __version__
from casino_brag.commands.words import CLI_ENGLISH, CLI_PLURALS
from casino_brag.ui.core.language import DOMAIN, ENGLISH
from casino_brag.ui.core.text import ENGLISH as MESSAGES
from casino_brag.ui.core.text import PLURALS

ROOT = Path(__file__).resolve().parent.parent
LOCALE = ROOT / "locale"
TEMPLATE = LOCALE / f"{DOMAIN}.pot"
HEADER = {
    "project": "casino-brag",
    "version": __version__,
    "copyright_holder": "The casino_brag developers",
    "msgid_bugs_address": "dev@casino-brag.invalid",
    "last_translator": "The casino_brag developers <dev@casino-brag.invalid>",
    "language_team": "The casino_brag developers <dev@casino-brag.invalid>",
    "header_comment": "# The words of the casino-brag window, under the licence (MIT) of casino-brag.",
}
EPOCH = datetime.datetime(1970, 1, 1, tzinfo=datetime.UTC)
FIELD = re.compile(r"\{(\w*)[^{}]*\}")


def _flags(*texts: str) -> set[str]:
    return {"python-brace-format"} if any(FIELD.search(t) for t in texts) else set()


def template() -> Catalog:
    """Every message the window shows, keyed by context, in the order the code lists them."""
    catalog = Catalog(domain=DOMAIN, fuzzy=False, **HEADER)
    for key, english in MESSAGES.items():
        catalog.add(english, context=key, flags=_flags(english))
    for key, forms in PLURALS.items():
        catalog.add(forms, context=key, flags=_flags(*forms))
    for key, english in CLI_ENGLISH.items():
        catalog.add(english, context=key, flags=_flags(english))
    for key, forms in CLI_PLURALS.items():
        catalog.add(forms, context=key, flags=_flags(*forms))
    return catalog


def po_path(code: str) -> Path:
    return LOCALE / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def languages() -> list[str]:
    return sorted(p.parent.parent.name for p in LOCALE.glob(f"*/LC_MESSAGES/{DOMAIN}.po"))


def read(code: str) -> Catalog:
    with po_path(code).open("rb") as file:
        return read_po(file, locale=code, domain=DOMAIN)


def updated(code: str, source: Catalog) -> Catalog:
    """A language's catalog brought up to the template: new messages added empty, removed ones
    dropped, and English filled in from the msgids."""
    catalog = read(code) if po_path(code).exists() else Catalog(locale=code, domain=DOMAIN, fuzzy=False)
    for name, value in HEADER.items():
        setattr(catalog, name, value)
    catalog.update(source, no_fuzzy_matching=True, update_header_comment=False)
    catalog.obsolete.clear()
    catalog.creation_date = source.creation_date
    catalog.revision_date = source.creation_date
    catalog.fuzzy = False
    if code == ENGLISH:
        for message in catalog:
            if message.id:
                message.string = message.id
                message.flags.discard("fuzzy")
    return catalog


def _po_bytes(catalog: Catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, width=100, ignore_obsolete=True, omit_header=False)
    return _without_dates(out.getvalue())


def _mo_bytes(catalog: Catalog) -> bytes:
    """The compiled catalog, its header dated at the epoch as reproducible builds do, so that
    compiling twice gives the same bytes."""
    catalog.creation_date = catalog.revision_date = EPOCH
    out = io.BytesIO()
    write_mo(out, catalog, use_fuzzy=False)
    return out.getvalue()


def _without_dates(data: bytes) -> bytes:
    """The files carry no creation dates, so making them twice gives the same bytes."""
    return re.sub(rb'"(POT-Creation-Date|PO-Revision-Date): [^"]*\\n"\n', b"", data)


def files() -> Iterator[tuple[Path, bytes]]:
    """Every file under locale/ as the code makes it."""
    source = template()
    yield TEMPLATE, _po_bytes(source)
    for code in languages():
        catalog = updated(code, source)
        yield po_path(code), _po_bytes(catalog)
        yield po_path(code).with_suffix(".mo"), _mo_bytes(catalog)


def stale() -> list[str]:
    return [str(path.relative_to(ROOT)) for path, data in files() if not path.exists() or path.read_bytes() != data]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.catalogs", description=__doc__.split("\n")[0])
    parser.add_argument("--init", metavar="LANG", help="start the catalog of a new language, e.g. nl")
    parser.add_argument("--check", action="store_true", help="only report files that are out of date")
    args = parser.parse_args(argv)
    if args.check:
        old = stale()
        for name in old:
            print(f"{name} is out of date; run python -m tools.catalogs", file=sys.stderr)
        return 1 if old else 0
    if args.init:
        if po_path(args.init).exists():
            print(f"{po_path(args.init)} exists already", file=sys.stderr)
            return 2
        po_path(args.init).parent.mkdir(parents=True)
        po_path(args.init).write_bytes(_po_bytes(updated(args.init, template())))
    for path, data in files():
        if not path.exists() or path.read_bytes() != data:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
            print(f"wrote {path.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
