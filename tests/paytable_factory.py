"""Build paytables for tests from keyword arguments, through the real TOML parser."""

from __future__ import annotations

from hypothesis import strategies as st

from casino_brag.engine.casino.paytable import PAY_KEYS, Paytable, parse_paytable

STANDARD_ANTE_BONUS = {"prial": 5, "running_flush": 4, "run": 1}
STANDARD_PAIR_BONUS = {"prial": 40, "running_flush": 30, "run": 6, "flush": 4, "pair": 1}


def _value(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return repr(value)


def toml_text(
    *,
    ante_bonus: dict | None = None,
    play_odds: dict | None = None,
    pair_bonus: dict | None = None,
    limits: dict | None = None,
    name: str = "Test table",
    **rules: object,
) -> str:
    lines = [f'name = "{name}"', "[rules]"]
    lines += [f"{k} = {_value(v)}" for k, v in rules.items()]
    for section, values in (
        ("ante_bonus", STANDARD_ANTE_BONUS if ante_bonus is None else ante_bonus),
        ("play_odds", play_odds),
        ("pair_bonus", STANDARD_PAIR_BONUS if pair_bonus is None else pair_bonus),
        ("limits", limits),
    ):
        if values is not None:
            lines.append(f"[{section}]")
            lines += [f"{k} = {_value(v)}" for k, v in values.items()]
    return "\n".join(lines) + "\n"


def make_table(**kwargs: object) -> Paytable:
    return parse_paytable(toml_text(**kwargs).encode(), source="test.toml")  # type: ignore[arg-type]


QUALIFIERS = ["none", "pair"] + [f"{r}-high" for r in ("2", "5", "6", "9", "10", "J", "Q", "K", "A")]


def _scale(max_odds: int, keys: tuple[str, ...] = PAY_KEYS) -> st.SearchStrategy[dict]:
    return st.dictionaries(st.sampled_from(keys), st.integers(0, max_odds), max_size=len(keys))


@st.composite
def paytables(draw: st.DrawFn) -> Paytable:
    """Any combination of the rule switches and payouts the file format allows."""
    return make_table(
        play_multiplier=draw(st.integers(1, 4)),
        dealer_qualifies=draw(st.sampled_from(QUALIFIERS)),
        tie=draw(st.sampled_from(["push", "dealer"])),
        ante_if_dealer_not_qualify=draw(st.sampled_from(["win", "push"])),
        fold_forfeits_pair_bonus=draw(st.booleans()),
        ante_bonus=draw(_scale(20)),
        play_odds=draw(st.none() | _scale(10)),
        pair_bonus=draw(_scale(100)),
    )
