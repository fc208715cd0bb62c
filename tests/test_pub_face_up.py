"""The retained hand shown face up (`retained_face_up`): a kept blind hand is dealt a second hand
face up; the others must look, and whoever cannot beat it folds. If all fold, the blind player
takes the antes and may keep the blind hand again; otherwise the face-up hand goes and play goes on."""

from pub_support import move

from casino_brag.engine.ai.knowledge import SeatKnowledge
from casino_brag.engine.cards import parse_cards
from casino_brag.engine.pub import HouseRules, Table
from casino_brag.engine.pub.events import Folded, Looked, ToBottom
from casino_brag.engine.pub.face_up import FaceUpCleared, FaceUpDealt, face_up_shown
from casino_brag.engine.pub.replay import replay, session_record, table_from_record

KEPT = "Kc Kd 3h"


def kept_blind(variant="three-card", **rules):
    """Seat 0 bets blind, the others fold, and seat 0 keeps the hand: the next deal has a face-up hand."""
    rules.setdefault("max_stake", 20)
    t = Table(["A", "B", "C"], 100, HouseRules(retained_face_up=True, variant=variant, **rules), seed=5, dealer=2)
    hands = {"three-card": (KEPT, "2c 5d 9h", "4s 7s Jd"), "four-card": (KEPT + " 6c", "2c 5d 9h Td", "4s 7s Jd Qc")}
    t.start_hand(dict(enumerate(hands[variant])))
    move(t, "bet 1, fold, fold")
    move(t, "keep")
    return t


def chips_kept(t):
    assert sum(t.chips) + t.pot == 300


def test_nobody_beats_the_face_up_hand_so_the_blind_player_takes_the_antes():
    t = kept_blind()
    before = t.chips
    t.start_hand({0: "9d 9s 4c", 1: "Ah Qd 5s", 2: "8c 8h 2d"})  # seat 0 deals; 1 and 2 hold less
    shown = next(e for e in t.events if isinstance(e, FaceUpDealt))
    assert shown.seat == 0 and shown.cards == parse_cards("9d 9s 4c") and shown.value.name.startswith("Pair of 9s")
    assert [e.seat for e in t.events[t.hand_start :] if isinstance(e, Looked)] == [1, 2]
    assert [e.seat for e in t.events[t.hand_start :] if isinstance(e, Folded)] == [1, 2]
    assert t.hand_over and t.result.how == "fold" and t.result.winners == (0,)
    assert t.chips[0] == before[0] + 2  # the others' antes
    assert t.retain_offer == 0 and t.cards_of(0) == {"retained": parse_cards(KEPT)}
    cleared = next(e for e in t.events if isinstance(e, FaceUpCleared))
    assert cleared.folded == (1, 2)
    chips_kept(t)


def test_a_player_who_beats_it_plays_on_and_the_face_up_hand_goes_under_the_pack():
    t = kept_blind()
    t.start_hand({0: "9d 9s 4c", 1: "Ah Ad 5s", 2: "8c 8h 2d"})
    assert not t.hand_over and t.to_act == 1
    assert t.statuses == ("blind", "open", "folded")
    assert t.cards_of(0) == {"retained": parse_cards(KEPT)}  # only the blind hand kept
    gone = [e for e in t.events[t.hand_start :] if isinstance(e, ToBottom) and e.seat == 0]
    assert len(gone) == 1 and gone[0].shown and gone[0].cards == parse_cards("9d 9s 4c")
    assert face_up_shown(t).name.startswith("Pair of 9s")
    move(t, "bet 2, look, bet 2, see")
    assert t.hand_over
    chips_kept(t)


def test_an_equal_hand_does_not_beat_it():
    t = kept_blind()
    t.start_hand({0: "9d 9s 4c", 1: "9h 9c 4d", 2: "Ah Ad 2d"})
    assert t.statuses == ("blind", "folded", "open")
    chips_kept(t)


def test_four_card_brag_compares_the_best_three_and_the_survivor_still_discards():
    t = kept_blind("four-card")
    t.start_hand({0: "9d 9s 4c 2h", 1: "Ah Ad 5s 3c", 2: "8c 8h 2d 6s"})
    assert t.statuses == ("blind", "open", "folded")
    assert t.pending_choice == "discard" and t.to_act == 1
    move(t, "discard 3c")
    chips_kept(t)


def test_without_the_rule_the_kept_hand_plays_as_usual():
    t = Table(["A", "B", "C"], 100, HouseRules(max_stake=20), seed=5, dealer=2)
    t.start_hand({0: KEPT, 1: "2c 5d 9h", 2: "4s 7s Jd"})
    move(t, "bet 1, fold, fold, keep")
    t.start_hand({0: "9d 9s 4c", 1: "Ah Qd 5s", 2: "8c 8h 2d"})
    assert not any(isinstance(e, FaceUpDealt) for e in t.events)
    assert t.hands_held(0) == 2 and t.statuses == ("blind", "blind", "blind")


def test_the_face_up_hand_is_public_and_the_forced_looks_private():
    t = kept_blind()
    t.start_hand({0: "9d 9s 4c", 1: "Ah Ad 5s", 2: "8c 8h 2d"})
    shown = next(e for e in t.events if isinstance(e, FaceUpDealt))
    assert all(shown.seen_by(s) == shown for s in (None, 0, 1, 2))
    memory = SeatKnowledge(1)
    memory.observe(t.events_for(1))
    for card in parse_cards("9d 9s 4c"):
        assert memory.known & card.bit


def test_a_seeded_session_replays_and_a_saved_hand_resumes():
    t = kept_blind()
    t.start_hand({0: "9d 9s 4c", 1: "Ah Ad 5s", 2: "8c 8h 2d"})
    move(t, "bet 2")
    again = replay(t.events)
    assert again.chips == t.chips and again.to_act == t.to_act
    resumed = table_from_record(session_record(t), seed=3)
    assert resumed.chips == t.chips and resumed.to_act == t.to_act and resumed.statuses == t.statuses


def test_the_rule_is_for_the_traditional_games_only():
    import pytest

    from casino_brag.engine.pub.rules import HouseRulesError

    for variant in ("bastard", "three-stake", "seven-card"):
        with pytest.raises(HouseRulesError, match="retained_face_up"):
            HouseRules(variant=variant, retained_face_up=True)


def test_a_saved_setup_with_the_rule_loads_and_an_old_one_without_it_too():
    from casino_brag.save.pub_setup import PubSetup, rules_with

    rules = HouseRules(variant="five-card", retained_face_up=True)
    saved = PubSetup(rules=rules).to_dict()
    assert PubSetup.from_dict(saved).rules == rules
    old = dict(saved, rules={k: v for k, v in saved["rules"].items() if k != "retained_face_up"})
    assert PubSetup.from_dict(old).rules.retained_face_up is False
    assert rules_with(rules, "variant", "bastard").retained_face_up is False  # Bastard Brag has no kept hand


def test_the_command_line_takes_the_rule_and_a_tournament_plays_it():
    import pytest

    from casino_brag.commands.tournament import house_rules
    from casino_brag.engine.ai.tournament import run_tournament
    from casino_brag.errors import UserError

    rules = house_rules("four-card", ["retained_face_up=on"])
    assert rules.retained_face_up and rules.variant == "four-card"
    with pytest.raises(UserError, match="retained_face_up"):
        house_rules("bastard", ["retained_face_up=on"])
    result = run_tournament(["hard", "easy", "easy"], 80, seed=2, rules=rules)
    assert result.hands == 80


def test_the_blind_holder_looks_before_betting_into_players_who_beat_the_face_up_hand():
    from casino_brag.engine.ai import ComputerPlayer, TableContext
    from casino_brag.engine.ai.seating import Seat

    t = kept_blind()
    t.start_hand({0: "9d 9s 4c", 1: "Ah Ad 5s", 2: "8c 8h 2d"})
    move(t, "bet 2")
    assert t.to_act == 0 and t.is_blind(0)
    for character in ("prof", "ray", "maggie"):  # careful or fond of the blind game alike
        seat = Seat(0, ComputerPlayer(0, 3, character, "hard", rng=1), TableContext(3))
        view = seat.view(t)
        assert view.face_up is not None and view.face_up.name.startswith("Pair of 9s")
        assert seat.player.decide(view).kind == "look"


def test_random_sessions_under_the_rule_keep_every_chip():
    from ai_support import seat_players

    from casino_brag.engine.ai import TableContext

    faced = 0
    for seed in range(6):
        rules = HouseRules(retained_face_up=True, variant=("three-card", "four-card", "five-card")[seed % 3])
        context = TableContext(4)
        players = seat_players(["hard", "ray", "maggie", "calling-station"], context, seed)
        t = Table(["A", "B", "C", "D"], 100, rules, seed=seed)
        for _ in range(40):
            if t.session_over:
                break
            t.start_hand()
            while (seat := t.to_act if not t.hand_over else t.retain_offer) is not None:
                t.apply(players[seat].decide(t))
            assert sum(t.chips) + t.pot == 400
        faced += sum(isinstance(e, FaceUpDealt) for e in t.events)
    assert faced > 0


def test_a_player_all_in_on_the_ante_who_cannot_beat_the_face_up_hand_folds_and_loses_it():
    t = Table(["A", "B"], [100, 5], HouseRules(retained_face_up=True, ante=3, max_stake=20), seed=5, dealer=1)
    t.start_hand({0: KEPT, 1: "2c 5d 9h"})
    move(t, "bet 1, fold")
    move(t, "keep")
    assert t.chips[1] == 2  # short of the next ante: B covers with it
    t.start_hand({0: "9d 9s 4c", 1: "Ah Qd 5s"})
    assert t.hand_over and t.result.winners == (0,) and t.result.how == "fold"
    assert t.chips == (105, 0) and t.pot == 0
    assert [e.seat for e in t.events[t.hand_start :] if isinstance(e, Folded)] == [1]


def test_when_the_kept_hand_and_another_player_both_cover_the_ante_and_the_other_folds_the_kept_hand_takes_it():
    t = Table(
        ["A", "B", "C"], [100, 100, 100], HouseRules(retained_face_up=True, ante=3, max_stake=20), seed=5, dealer=2
    )
    t.start_hand({0: KEPT, 1: "2c 5d 9h", 2: "4s 7s Jd"})
    move(t, "bet 1, fold, fold")
    move(t, "keep")
    t._seats[0].chips, t._seats[2].chips = 1, 3  # both short of the next ante
    total = sum(t.chips) + t.pot
    t.start_hand({0: "9d 9s 4c", 1: "Ah Qd 5s", 2: "8c 8h 2d"})
    assert t.hand_over and t.result.winners == (0,)
    assert sum(t.chips) + t.pot == total and t.pot == 0
