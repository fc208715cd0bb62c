"""Every word the game window shows, in one place, so a translation is one new catalog.

Scenes never hold display strings: they call `tr("key", name=value)`, or `trn("key", count,
name=value)` for a message whose words follow a number. The English text here is the source of
the gettext template (`locale/casino_brag.pot`, made by `tools/catalogs.py`): each key is a
message's context and its English text the msgid, so `tr` is a `pgettext` lookup in the language
installed by `use_language`, and anything a catalog lacks stays English. Numbers, percentages and
hand names live here too, because languages differ on all three; Babel supplies each language's
number symbols. The bundled font has no arrows, ticks or suit symbols: strings use plain
punctuation only.
"""

from __future__ import annotations

from fractions import Fraction

from casino_brag.engine.cards import Rank
from casino_brag.engine.casino.paytable import Qualifier
from casino_brag.engine.hands import Category, HandValue
from casino_brag.ui.core import language
from casino_brag.ui.core.catalog.editor import EDITOR_ENGLISH
from casino_brag.ui.core.catalog.finish import FINISH_ENGLISH
from casino_brag.ui.core.catalog.fitting import FITTING_ENGLISH
from casino_brag.ui.core.catalog.games import GAMES_ENGLISH
from casino_brag.ui.core.catalog.house import HOUSE_ENGLISH
from casino_brag.ui.core.catalog.lessons import LESSONS_ENGLISH
from casino_brag.ui.core.catalog.plurals import PLURALS as PLURALS
from casino_brag.ui.core.catalog.poker import POKER_ENGLISH
from casino_brag.ui.core.catalog.pub import PUB_ENGLISH
from casino_brag.ui.core.catalog.rules import RULES_ENGLISH
from casino_brag.ui.core.catalog.single import SINGLE_ENGLISH
from casino_brag.ui.core.catalog.stats import STATS_ENGLISH
from casino_brag.ui.core.catalog.trainer import TRAINER_ENGLISH
from casino_brag.ui.core.language import translations
from casino_brag.ui.core.numbers import MINUS as MINUS
from casino_brag.ui.core.numbers import chips as chips
from casino_brag.ui.core.numbers import decimal as decimal
from casino_brag.ui.core.numbers import fixed as fixed
from casino_brag.ui.core.numbers import number as number
from casino_brag.ui.core.numbers import percent as percent
from casino_brag.ui.core.numbers import signed as signed

ENGLISH: dict[str, str] = {
    # the window
    "app.title": "Casino Brag",
    "app.subtitle": "Three Card Brag",
    "app.no_display": (
        "no display is available to open the game window; the command-line reports still work "
        "(casino-brag stats, rtp, strategy, simulate, paytables, tournament; see casino-brag --help)"
    ),
    # main menu
    "menu.casino": "Casino Brag",
    "menu.casino.hint": "You against the dealer: Ante, Pair Bonus and Play",
    "menu.pub": "Pub Brag",
    "menu.pub.hint": "Blind and open betting against computer opponents",
    "menu.practice": "Practice",
    "menu.practice.hint": "Graded trainers: Casino Brag on your bankroll, Pub Brag with practice chips",
    "menu.paytables": "Paytables",
    "menu.paytables.hint": "Every table's exact return, house edge and strategy",
    "menu.rules": "Rules",
    "menu.rules.hint": "Hand ranking and how each game is played",
    "menu.statistics": "Statistics",
    "menu.statistics.hint": "Your results, the trainer's record and hand history",
    "menu.settings": "Settings",
    "menu.settings.hint": "Language, sound, animation, cards and table",
    "menu.quit": "Quit",
    "menu.quit.hint": "Your bankroll is saved as you play",
    "menu.bankroll": "Bankroll {chips}",
    "menu.bankroll.practice": "Practice bankroll {chips}",
    "menu.paytable": "Paytable: {name}",
    "menu.paytable.change": "Left / Right to change",
    "menu.paytable.summary": "House edge {edge}, Pair Bonus {bonus}, play {threshold} up",
    "menu.keys": "Up / Down and Enter, or the number keys",
    "menu.fullscreen": "fullscreen",
    # common words
    "common.back": "Back",
    "common.ok": "OK",
    "common.cancel": "Cancel",
    "common.yes": "Yes",
    "common.no": "No",
    "common.on": "On",
    "common.off": "Off",
    "common.close": "Close",
    "common.esc_back": "Esc: back",
    "common.page": "Page {page} of {pages}",
    "common.prev": "Previous",
    "common.next": "Next",
    # dialogs
    "dialog.notice": "Please note",
    "dialog.error": "Something went wrong",
    "dialog.paytable_error": "That paytable cannot be used",
    "dialog.paytable_fallback": "{problem}\n\nThe table uses the standard paytable instead.",
    "dialog.leave_hand.title": "Leave the table?",
    "dialog.leave_hand": "Your hand is still in play. Leaving now folds it: the Ante is lost.",
    "dialog.leave_hand.fold": "Fold and leave",
    "dialog.reset.title": "Reset your bankroll?",
    "dialog.reset": "Your bankroll goes back to {chips} chips. Hand history and statistics are kept.",
    "dialog.reset.confirm": "Reset",
    "dialog.unbalanced.title": "Your bankroll does not add up",
    "dialog.unbalanced": (
        "{problem}.\n\nNo table can be played on this save. You can start a new bankroll of {chips} chips: the "
        "file is kept beside the new one exactly as it is, and your settings come along. Or quit, and put the "
        "file back as it was."
    ),
    "dialog.unbalanced.afresh": "New bankroll",
    "dialog.setting_defaulted": (
        "The setting '{name}' in {path} was {saved}, which the game cannot use: it is {used} now."
    ),
    "dialog.busy_store": "The save file could not be written: {problem}",
    # settings
    "settings.title": "Settings",
    "settings.language": "Language",
    "settings.sound": "Sound",
    "settings.volume": "Volume",
    "settings.ambience": "Room ambience",
    "settings.ambience.hint": "The quiet murmur of a pub around the table; 0% turns it off",
    "settings.music": "Table music",
    "settings.music.hint": "A gentle loop of lounge music; 0% turns it off",
    "settings.animation": "Animation speed",
    "settings.animation.slow": "Slow",
    "settings.animation.normal": "Normal",
    "settings.animation.fast": "Fast",
    "settings.animation.turbo": "Turbo (instant)",
    "settings.four_colour": "Four-colour deck",
    "settings.four_colour.hint": "Clubs green and diamonds blue, so suits are told apart at a glance",
    "settings.card_back": "Card back",
    "settings.felt": "Table felt",
    "settings.felt.green": "Green",
    "settings.felt.blue": "Blue",
    "settings.felt.red": "Red",
    "settings.fullscreen": "Fullscreen",
    "settings.fullscreen.hint": "F11 switches at any time",
    "settings.hints": "Trainer hints at the practice table",
    "settings.tips": "Show tips again",
    "settings.tips.done": "Tips will show again",
    "settings.reset_bankroll": "Reset bankroll",
    "settings.data_dir": "Saved in {path}",
    "settings.keys": "Up / Down to choose, Left / Right to change, Esc to go back",
    "settings.tips.button": "Show again",
    "settings.reset.button": "Reset",
    "settings.preview": "Preview",
    "back.crimson": "Crimson",
    "back.navy": "Navy",
    "back.emerald": "Emerald",
    "back.onyx": "Onyx",
    # statistics
    "stats.title": "Statistics",
    "stats.history": "Hand history",
    "stats.bankroll": "Bankroll",
    "stats.hands": "Hands played",
    "stats.net": "Net result",
    "stats.returned": "Returned per chip wagered",
    "stats.record": "Won / lost / even",
    "stats.record.value": "{won} / {lost} / {pushed}",
    "stats.biggest": "Biggest win",
    "stats.chart": "Bankroll over time",
    "stats.chart.empty": "Play a few hands to see your bankroll's story",
    "stats.returns": "Casino Brag at the {name} table",
    "stats.observed": "yours",
    "stats.theory": "in theory",
    "stats.ante_game": "Ante game, per Ante",
    "stats.pair_bonus": "Pair Bonus, per bet",
    "stats.returns.note": "Theory assumes the optimal strategy; short runs wander.",
    "stats.trainer": "Trainer",
    "stats.trainer.none": "Play at the Practice table to have your decisions graded.",
    "stats.trainer.accuracy": "of decisions were the best",
    "stats.trainer.count": "{right} right out of {total}",
    "stats.trainer.cost": "Mistakes: {mistakes}, costing {cost} antes",
    # hand history
    "history.title": "Hand history",
    "history.count": "Hands played: {count}",
    "history.empty": "No hands played yet",
    "history.hand": "Hand #{id}, {table}",
    "history.you": "Your cards",
    "history.dealer": "Dealer",
    "history.hand_name": "{category} {pattern}",
    "history.wagered": "Staked {wagered}, returned {returned}",
    "history.outcome.void": "Interrupted: refunded",
    "history.outcome.fold": "Folded",
    "history.outcome.dealer_not_qualify": "Dealer did not qualify",
    "history.outcome.win": "Beat the dealer",
    "history.outcome.lose": "Dealer won",
    "history.outcome.tie": "Tie",
    # the casino table: refusals and limits
    "table.limit.ante": "Table limit: the Ante is at most {max}",
    "table.limit.pair_bonus": "Table limit: the Pair Bonus is at most {max}",
    "table.limit.no_pair_bonus": "This table has no Pair Bonus",
    "table.limit.bankroll": "Not enough chips: {chips} left in your rack",
    "table.deal.min_ante": "Place an Ante of at least {min} to deal",
    "table.deal.in_play": "Finish the hand in play first",
    "table.bets_closed": "Bets are placed before the deal",
    "table.no_rebet": "There is no previous bet to repeat",
    "table.deal.place_bet": "Put chips on the Ante to deal",
    "table.broke": "Out of chips: a hand needs {chips}. Reset your bankroll in the menu's Settings.",
    "table.play_spot": "The Play bet goes down when you press Play",
    # the casino table: buttons and their tips
    "table.button.deal": "Deal",
    "table.button.rebet_deal": "Rebet & Deal",
    "table.button.play": "Play",
    "table.button.play_cost": "Play {chips}",
    "table.button.fold": "Fold",
    "table.button.rebet": "Rebet",
    "table.button.clear": "Clear",
    "table.button.undo": "Undo",
    "table.button.turbo": "Turbo",
    "table.button.auto": "Auto",
    "table.button.stop": "Stop",
    "table.button.hints": "Hints",
    "table.button.menu": "Menu",
    "table.button.keys": "Keys",
    "table.tip.deal": "Deal three cards each. With empty circles, the last hand's bets are placed again.",
    "table.tip.play": "Stay in: a Play bet of the Ante times the table's multiplier goes down, then the dealer shows.",
    "table.tip.fold": "Give up the Ante. The Pair Bonus is still paid on your cards.",
    "table.tip.rebet": "Put the last hand's bets back on the circles.",
    "table.tip.clear": "Take every chip off the circles.",
    "table.tip.undo": "Take back the last chip change (also Ctrl+Z or Backspace).",
    "table.tip.turbo": "Skip the animations: every hand settles at once.",
    "table.tip.auto": "Play a number of hands with the optimal strategy. Any key or click stops it.",
    "table.tip.hints": "Show the best decision and what each choice is worth before you act.",
    "table.tip.menu": "Back to the main menu. Chips on the circles go back to your bankroll.",
    "table.tip.keys": "Every keyboard shortcut at this table.",
    "table.auto.title": "Autoplay",
    "table.auto.question": (
        "Play how many hands with the optimal strategy, using your current bets? Any key or click stops."
    ),
    "table.auto.stopped": "Autoplay stopped",
    "table.auto.done": "Autoplay finished",
    "table.auto.left": "Autoplay: {count} to go",
    # the casino table: what it says
    "table.dealer": "Dealer",
    "table.felt.qualifies": "Dealer plays with {words}",
    "table.felt.bonus": "Ante Bonus pays on {hands}",
    "table.felt.and": "{first} and {last}",
    "table.dealer_not_qualify": "{hand}: does not qualify",
    "table.rack": "Your chips",
    "table.rack.hint": "Click a circle to bet",
    "table.rack.empty": "Too few chips for a hand",
    "table.bankroll": "Bankroll",
    "dialog.save_failed": "The game could not be saved",
    "dialog.save_failed.deal": "The hand was not dealt and no chips moved; your bets are still on the table.",
    "dialog.save_failed.decide": (
        "Your decision was not recorded and no chips moved: the hand is still yours to play or fold."
    ),
    "dialog.save_failed.pub": (
        "No chips moved since the last save. The table is closed; the chips of the hand in play go back "
        "to your bankroll when the game next opens."
    ),
    "table.resumed": "Your interrupted hand is back on the table: play or fold.",
    "table.resume.refunded": "Hand #{number} could not be put back on its table ({problem}): {chips} refunded.",
    "table.bankroll.practice": "Practice bankroll (seeded deals)",
    "table.bankroll.trainer": "Bankroll: real chips",
    "table.on_table": "{chips} on the table",
    "table.session": "Hands this visit: {hands}, net {net}",
    "table.this_hand": "This hand",
    "table.total": "Total",
    "table.bet_help": (
        "Pick a chip, then click the Ante circle to bet it (right-click takes one off). The Pair Bonus is "
        "an optional side bet on your own three cards. Press Deal when ready."
    ),
    "table.decide_help": "Play puts {play} more on Play to see the dealer's hand; Fold gives up the Ante.",
    "bet.ante": "Ante",
    "bet.play": "Play",
    "bet.ante_bonus": "Ante Bonus",
    "bet.pair_bonus": "Pair Bonus",
    "line.win": "{bet} wins {odds}",
    "line.lose": "{bet} loses",
    "line.push": "{bet} pushes",
    "line.none": "{bet}: none",
    "result.fold": "Folded  {net}",
    "result.dnq": "Dealer does not qualify  {net}",
    "result.win": "You win  {net}",
    "result.lose": "Dealer wins  {net}",
    "result.tie": "Tie  {net}",
    "result.versus": "{player}  against  {dealer}",
    # the trainer
    "trainer.title": "Trainer",
    "trainer.best": "Best: {action}",
    "trainer.play": "Play",
    "trainer.fold": "Fold",
    "trainer.ev_play": "Play is worth {ev}",
    "trainer.ev_fold": "Fold is worth {ev}",
    "trainer.antes": "{ev} antes",
    "trainer.hints_off": "Hints are off: decide, then see how you did. Press H to show them.",
    "trainer.correct": "Correct",
    "trainer.mistake": "Mistake: cost {cost} antes",
    "trainer.was_best": "The best decision was {action}",
    "trainer.session": "This visit: {right} of {total} right ({share})",
    "trainer.cost": "Mistakes cost {cost} antes this visit",
    # first-use tips
    "coach.title": "Tip",
    "coach.dismiss": "click: hide",
    "coach.chips": "These are your chips. Choose one with a click or the keys 1-5.",
    "coach.spots": "Click the Ante circle to bet the chip there. Right-click takes the top chip off.",
    "coach.deal": "Add a Pair Bonus if you like, then press Deal (D).",
    "coach.decide": (
        "Play (P) puts a bet equal to your Ante on Play and shows the dealer's cards. Fold (F) gives up the Ante."
    ),
    "coach.trainer": "The trainer shows the best decision and what each choice is worth, in antes.",
    "coach.result": "Space or D deals again with the same bets. Click a circle to change them first.",
    # the names on key caps
    "key.esc": "Esc",
    "key.enter": "Enter",
    "key.space": "Space",
    "key.pgup": "PgUp",
    "key.pgdn": "PgDn",
    "key.shift": "Shift",
    "key.ctrl": "Ctrl",
    "key.backspace": "Backspace",
    "key.tab": "Tab",
    # the list of keys
    "keys.title": "Keyboard",
    "keys.chip": "choose a chip",
    "keys.spot": "bet a chip on Ante / Pair Bonus",
    "keys.unspot": "take a chip off",
    "keys.deal": "deal",
    "keys.space": "deal again, or skip the animation",
    "keys.play": "play",
    "keys.fold": "fold",
    "keys.rebet": "repeat the last bets",
    "keys.clear": "clear the circles",
    "keys.undo": "undo (also Ctrl+Z or Backspace)",
    "keys.turbo": "turbo on / off",
    "keys.auto": "autoplay / stop",
    "keys.hints": "trainer hints on / off",
    "keys.fullscreen": "fullscreen",
    "keys.keys": "this list",
    "keys.menu": "back to the menu",
    "keys.close": "Esc or F1 closes this list",
    # paytables
    "paytable.heading": "Paytable",
    "paytable.ante_bonus": "Ante Bonus",
    "paytable.ante_bonus.note": "paid on the Ante whenever you play",
    "paytable.pair_bonus": "Pair Bonus",
    "paytable.pair_bonus.note": "a side bet on your three cards",
    "paytable.play_odds": "Play pays",
    "paytable.play_odds.note": "when you beat a qualifying dealer",
    "paytable.play_odds.other": "Other wins",
    "paytable.rule.qualifies": "Dealer qualifies with {words}",
    "paytable.rule.play": "Play bet: {times} x Ante",
    "paytable.rule.tie_push": "Equal hands push",
    "paytable.rule.tie_dealer": "The dealer wins equal hands",
    "paytable.rule.dnq_win": "No qualifier: Ante pays 1 to 1",
    "paytable.rule.dnq_push": "No qualifier: Ante pushes",
    "paytable.rule.forfeit": "Folding forfeits the Pair Bonus",
    "paytable.limits": "Ante {low} to {high}, Pair Bonus up to {bonus}",
    "paytable.limits.no_bonus": "Ante {low} to {high}",
    "odds": "{odds} to 1",
    "qualifier.high": "{rank} high or better",
    "qualifier.pair": "a pair or better",
    "qualifier.none": "always",
    "paykey.prial_of_threes": "Prial of threes",
    "paykey.prial": "Prial",
    "paykey.running_flush": "Running flush",
    "paykey.run": "Run",
    "paykey.flush": "Flush",
    "paykey.pair": "Pair",
    "paykey.high_card": "High card",
    # the paytables screen
    "paytables.title": "Paytables",
    "paytables.tables": "Tables",
    "paytables.play": "Play this table",
    "paytables.row": "House edge {edge}",
    "paytables.in_use": "in use",
    "paytables.loaded": "from a file",
    "paytables.drop": "Drop a paytable file (.toml) on the window to load and check it.",
    "paytables.keys": "Up / Down to choose",
    "paytables.ante_rtp": "Ante return",
    "paytables.house_edge": "House edge",
    "paytables.risk": "Element of risk",
    "paytables.play_rate": "Hands played",
    "paytables.bonus_rtp": "Pair Bonus return",
    "paytables.bonus_edge": "Pair Bonus edge",
    "paytables.rules": "Rules",
    "paytables.outcomes": "How hands end",
    "paytables.outcome.win": "You beat the dealer",
    "paytables.outcome.lose": "The dealer wins",
    "paytables.outcome.tie": "Tie",
    "paytables.outcome.dealer_not_qualify": "Dealer does not qualify",
    "paytables.outcome.fold": "You fold",
    "paytables.std_dev": "Standard deviation {value} antes per hand",
    "paytables.strategy": "Optimal strategy",
    "strategy.headline": "Play {hand} or better",
    "strategy.always": "Play every hand",
    "strategy.high": "{rank} high",
    "strategy.prial": "Prials",
    "strategy.running_flush": "Running flushes",
    "strategy.run": "Runs",
    "strategy.flush": "Flushes",
    "strategy.pair": "Pairs",
    "strategy.play": "play",
    "strategy.fold": "fold",
    "strategy.from": "play {hand} or better",
    "strategy.some_suited": ", and some suited",
    "strategy.range": "{first} to {last}",
    # hand names
    "hand.prial": "Prial of {plural}",
    "hand.running_flush": "Running flush {pattern}",
    "hand.run": "Run {pattern}",
    "hand.flush": "Flush {pattern}",
    "hand.pair": "Pair of {plural}, {kicker} kicker",
    "hand.high_card": "{noun} high, {pattern}",
    "hand.wild": "{hand}, one wild",
    "hand.wilds": "{hand}, {count} wilds",
    "rank.noun": "2|3|4|5|6|7|8|9|10|Jack|Queen|King|Ace",
    "rank.plural": "twos|threes|4s|5s|sixes|7s|8s|9s|10s|Jacks|Queens|Kings|Aces",
}

ENGLISH.update(PUB_ENGLISH)
ENGLISH.update(RULES_ENGLISH)
ENGLISH.update(EDITOR_ENGLISH)
ENGLISH.update(GAMES_ENGLISH)
ENGLISH.update(LESSONS_ENGLISH)
ENGLISH.update(TRAINER_ENGLISH)
ENGLISH.update(SINGLE_ENGLISH)
ENGLISH.update(FINISH_ENGLISH)
ENGLISH.update(HOUSE_ENGLISH)
ENGLISH.update(POKER_ENGLISH)
ENGLISH.update(STATS_ENGLISH)
ENGLISH.update(FITTING_ENGLISH)


def use_language(code: str) -> None:
    """Speak `code` ("en", "de", ...) from now on; a language without a catalog speaks English."""
    translations(code)
    language.use(code)


def tr(key: str, /, **values: object) -> str:
    """The text for `key` in the current language, with `{name}` fields filled from `values`."""
    template = translations(language.current()).pgettext(key, ENGLISH[key])
    return template.format(**values) if values else template


def trn(key: str, count: int, /, **values: object) -> str:
    """The text for `key` in the plural form `count` takes in the current language."""
    singular, plural = PLURALS[key]
    return translations(language.current()).npgettext(key, singular, plural, count).format(**values)


def has(key: str) -> bool:
    return key in ENGLISH or key in PLURALS


KEY_NAMES = ("Esc", "Enter", "Space", "PgUp", "PgDn", "Shift", "Ctrl", "Backspace", "Tab")
"""Keys with a name rather than a letter on them; their caps are translated."""


def key_name(cap: str) -> str:
    """A key cap's label in the current language: "Space", "Shift+A / B", "F11"."""
    for name in KEY_NAMES:
        if name in cap:
            cap = cap.replace(name, tr(f"key.{name.lower()}"))
    return cap


# -- hands and odds ----------------------------------------------------------------------------


def rank_noun(rank: Rank) -> str:
    return tr("rank.noun").split("|")[int(rank) - 2]


def rank_plural(rank: Rank) -> str:
    return tr("rank.plural").split("|")[int(rank) - 2]


def hand_name(value: HandValue) -> str:
    """A hand's name for players: "Prial of threes", "Run A-2-3", "Pair of 9s, King kicker"."""
    category = value.category
    top = value.ranks[0]
    kicker = rank_noun(value.ranks[1]) if len(value.ranks) > 1 else ""
    name = tr(
        f"hand.{category.key}", plural=rank_plural(top), noun=rank_noun(top), pattern=value.pattern, kicker=kicker
    )
    if value.wilds:  # say what the wild cards became: "Prial of 7s, one wild"
        return tr("hand.wild" if value.wilds == 1 else "hand.wilds", hand=name, count=value.wilds)
    return name


def qualifier_words(qualifier: Qualifier) -> str:
    """What the dealer needs to qualify: "Queen high or better", "a pair or better", "always"."""
    if qualifier.kind == "high" and qualifier.rank is not None:
        return tr("qualifier.high", rank=rank_noun(qualifier.rank))
    return tr(f"qualifier.{qualifier.kind}")


def category_name(category: Category) -> str:
    return tr(f"paykey.{category.key}")


def pay_key_title(key: str) -> str:
    """A paytable line's name: "Running flush", "Prial of threes"."""
    return tr(f"paykey.{key}")


def odds_text(odds: object) -> str:
    """Odds "to 1": whole numbers plainly, fractions as decimals (2.5 to 1)."""
    value = Fraction(str(odds)) if not isinstance(odds, Fraction | int) else Fraction(odds)
    shown = number(value.numerator) if value.denominator == 1 else decimal(float(value), "#,##0.####")
    return tr("odds", odds=shown)
