"""`casino-brag play` (and the bare `casino-brag`): open the game window."""

from __future__ import annotations

import argparse


def add_arguments(name: str, parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--mode", choices=("casino", "pub"), help="go straight to a table")
    parser.add_argument("--paytable", metavar="P", help="Casino Brag paytable: a shipped name or a path")
    parser.add_argument("--opponents", type=int, metavar="N", help="Pub Brag: number of computer opponents (1-7)")
    parser.add_argument("--seed", type=int, metavar="S", help="seed the shuffle, for a reproducible game")


def run(name: str, args: argparse.Namespace) -> int:
    # pygame and the window code load only now, so the command-line reports stay quick.
    import os

    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from casino_brag import paths
    from casino_brag.ui.core.app import launch

    if args.opponents is not None and not 1 <= args.opponents <= 7:
        from casino_brag.commands.speech import say
        from casino_brag.errors import UserError

        raise UserError(say("cli.play.opponents", got=args.opponents))
    if args.paytable is not None:  # a paytable that cannot be used is named before any window opens
        from casino_brag import catalog

        catalog.load(args.paytable)
    lang = _language(args.lang)
    folder = paths.save_folder(args.data_dir)  # before the display: a bad folder is the player's to fix
    return launch(
        data_dir=folder,
        mode=args.mode,
        paytable=args.paytable,
        seed=args.seed,
        opponents=args.opponents,
        lang=lang,
    )


def _language(code: str | None) -> str | None:
    """`--lang` as one of the window's languages; a language it does not have is the user's to fix."""
    if code is None:
        return None
    from casino_brag.errors import UserError
    from casino_brag.ui.core.language import available, known

    found = known(code)
    if found is None:
        raise UserError(f"--lang {code}: no such language; choose one of {', '.join(available())}")
    return found
