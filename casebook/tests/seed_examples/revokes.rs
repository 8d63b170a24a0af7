//! Law 64: the tricks an established revoke transfers, as the 1987 commentary (commentary-1987-laws64-70-ru.txt,
//! 64.2–64.10) and the 1997 commentary (commentary-1997-ru.txt, 64.1–64.10) explain them, and the 2017 Law
//! that dropped the second trick of 64A2.

use super::{SEED_000, SEED_001, SEED_002};
use casebook::scoring::{NoTransfer, Revoke, RevokeTrickWinner};

/// A revoke on trick 5 with nothing else found.
fn revoke(won_by: RevokeTrickWinner, later_tricks_won: u8) -> Revoke {
    Revoke {
        trick: 5,
        revoke_trick_won_by: won_by,
        later_tricks_won,
        later_trick_with_a_card_legal_on_the_revoke_trick: false,
        exemption: None,
    }
}

/// The same, the offender having won a later trick with a card he could legally have played
/// to the revoke trick.
fn with_a_legal_card(won_by: RevokeTrickWinner, later_tricks_won: u8) -> Revoke {
    Revoke {
        later_trick_with_a_card_legal_on_the_revoke_trick: true,
        ..revoke(won_by, later_tricks_won)
    }
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.4, l.28–36 (commentary-1997-ru.txt l.4274; 1997 Law 64A1, l.4219):
/// when the offender won the revoke trick, that trick is transferred and, «если виновная
/// сторона после взятки с фальшренонсом выиграет одну или более взяток, одна из таких взяток
/// также передается». Two tricks when the offenders won two later tricks, one when they won
/// none; 2017 Law 64A1 (laws-2017-bg.txt l.1800) is the same.
#[test]
fn rv01_commentary_1987_64_4_the_offender_won_the_revoke_trick_it_and_one_more() {
    SEED_001.cites(
        28,
        36,
        &["нарушитель выиграл взятку", "одна из таких взяток"],
    );
    SEED_000.cites(4219, 4219, &["одна любая из последующих взяток"]);
    SEED_002.cites(1800, 1800, &["заедно с една от следващите"]);
    for edition in [1987, 1997, 2017] {
        assert_eq!(
            revoke(RevokeTrickWinner::Offender, 2).tricks_transferred(edition),
            2
        );
        assert_eq!(
            revoke(RevokeTrickWinner::Offender, 0).tricks_transferred(edition),
            1
        );
    }
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.5, l.37–42 (commentary-1997-ru.txt l.4276; 2017 Law 64A2, laws-2017-bg.txt
/// l.1801): when the offender did not win the revoke trick, ONE trick, provided the offending
/// side won the revoke trick (his partner did) or at least one later trick. Partner won it:
/// one; the non-offenders won it and the offenders one later trick: one; they won none later:
/// none (64B1).
#[test]
fn rv02_commentary_1987_64_5_the_revoke_trick_not_won_by_the_offender_one_trick() {
    SEED_001.cites(37, 42, &["ОДНОЙ", "хотя бы одну из последующих"]);
    SEED_000.cites(4276, 4276, &["ОДНОЙ"]);
    SEED_002.cites(1801, 1801, &["една взятка се прехвърля"]);
    for edition in [1987, 1997, 2017] {
        let partner = revoke(RevokeTrickWinner::OffendersPartner, 0);
        assert_eq!(partner.tricks_transferred(edition), 1);
        let later = revoke(RevokeTrickWinner::NonOffenders, 1);
        assert_eq!(later.tricks_transferred(edition), 1);
        let nothing = revoke(RevokeTrickWinner::NonOffenders, 0);
        assert_eq!(nothing.tricks_transferred(edition), 0);
    }
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.6, l.43–65 (commentary-1997-ru.txt, 64.7, l.4282–4288): a second trick
/// when the offender, not having won the revoke trick, later won a trick with a card that could
/// legally have been played to it, provided «ЛИБО (a) виновная сторона выиграла взятку с
/// фальшренонсом и минимум одну из последующих взяток ЛИБО (b) … минимум две из взяток,
/// разыгранных после». (a) partner won the revoke trick, one later trick: two; (b) two later
/// tricks: two; one later trick only (the one with that card): one. 2017 Law 64A2 (laws-2017-bg.txt
/// l.1801) supersedes this: one trick in each case, further damage being Law 64C's.
#[test]
fn rv03_commentary_1987_64_6_a_later_trick_with_a_card_legal_on_the_revoke_trick_is_a_second() {
    SEED_001.cites(
        47,
        50,
        &["могла быть легально", "сыграна во взятку с фальшренонсом"],
    );
    SEED_001.cites(
        58,
        65,
        &["вторая взятка", "ЛИБО (a)", "ЛИБО (b)", "минимум две"],
    );
    SEED_000.cites(
        4284,
        4288,
        &["вторая взятка", "минимум одну", "минимум две"],
    );
    SEED_000.cites(
        4223,
        4223,
        &["мог бы законно сыграть во взятку с фальшренонсом"],
    );
    for edition in [1987, 1997] {
        let a = with_a_legal_card(RevokeTrickWinner::OffendersPartner, 1);
        assert_eq!(a.tricks_transferred(edition), 2, "{edition} (a)");
        let b = with_a_legal_card(RevokeTrickWinner::NonOffenders, 2);
        assert_eq!(b.tricks_transferred(edition), 2, "{edition} (b)");
        let neither = with_a_legal_card(RevokeTrickWinner::NonOffenders, 1);
        assert_eq!(neither.tricks_transferred(edition), 1, "{edition}");
    }
    assert_eq!(
        with_a_legal_card(RevokeTrickWinner::OffendersPartner, 1).tricks_transferred(2017),
        1
    );
    assert_eq!(
        with_a_legal_card(RevokeTrickWinner::NonOffenders, 2).tricks_transferred(2017),
        1
    );
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.9(i), l.94–100 (commentary-1997-ru.txt l.4297–4306): South leads the ♠A,
/// West, with ♠KQx, plays a heart; later West's ♠K wins a trick. That trick is transferred:
/// playing the king under the ace would not have been reasonable, but it was legal. With the
/// ♠K trick and one more won later by EW, 1987 and 1997 transfer two tricks; with the ♠K trick
/// alone, one; 2017, one.
#[test]
fn rv04_commentary_64_9_i_the_spade_king_legal_though_not_reasonable() {
    SEED_001.cites(
        94,
        100,
        &[
            "ходит тузом",
            "W играет червой",
            "королем под туза",
            "легальная игра",
        ],
    );
    SEED_000.cites(
        4306,
        4306,
        &["тузом пик", "Запад играет червой", "вполне законной"],
    );
    let spade_king =
        |later_tricks_won| with_a_legal_card(RevokeTrickWinner::NonOffenders, later_tricks_won);
    assert_eq!(spade_king(2).tricks_transferred(1987), 2);
    assert_eq!(spade_king(2).tricks_transferred(1997), 2);
    assert_eq!(spade_king(1).tricks_transferred(1997), 1);
    assert_eq!(spade_king(2).tricks_transferred(2017), 1);
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.2, l.4–20 (commentary-1997-ru.txt, 1997 Law 64B, l.4228–4247; 2017 Law
/// 64B, laws-2017-bg.txt l.1805–1813): no trick is transferred when the offenders won neither the revoke
/// trick nor a later one, for a second revoke in the same suit by the same player, a failure
/// to play a faced card, a revoke noticed after the next board's call or the round's end, or
/// «фальшренонс произошел в двенадцатой взятке».
#[test]
fn rv05_commentary_1987_64_2_no_transfer_including_a_revoke_on_the_twelfth_trick() {
    SEED_001.cites(4, 20, &["не применяются наказания", "двенадцатой взятке"]);
    SEED_000.cites(4246, 4247, &["в двенадцатой взятке"]);
    SEED_002.cites(1812, 1812, &["дванадесетата взятка"]);
    SEED_002.cites(1813, 1813, &["Двете страни са направили ривок"]);
    let twelfth = Revoke {
        trick: 12,
        ..revoke(RevokeTrickWinner::Offender, 1)
    };
    let eleventh = Revoke {
        trick: 11,
        ..revoke(RevokeTrickWinner::Offender, 1)
    };
    for edition in [1987, 1997, 2017] {
        assert_eq!(twelfth.tricks_transferred(edition), 0);
        assert_eq!(eleventh.tricks_transferred(edition), 2);
        for exemption in [
            NoTransfer::SameSuitAgain,
            NoTransfer::FacedCard,
            NoTransfer::NextBoardCalled,
            NoTransfer::RoundEnded,
        ] {
            let exempt = Revoke {
                exemption: Some(exemption),
                ..revoke(RevokeTrickWinner::Offender, 3)
            };
            assert_eq!(exempt.tricks_transferred(edition), 0, "{exemption:?}");
        }
    }
    let both_sides = Revoke {
        exemption: Some(NoTransfer::BothSidesRevoked),
        ..revoke(RevokeTrickWinner::Offender, 3)
    };
    assert_eq!(both_sides.tricks_transferred(2017), 0);
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 64.10, l.122–128 (commentary-1997-ru.txt l.4314–4316): declarer revokes
/// and dummy wins the trick: declarer is not the winner for Law 64A1, so one trick, not two;
/// a revoke from dummy (a failure to play dummy's card) carries no transfer at all, only
/// equity.
#[test]
fn rv06_commentary_1987_64_10_declarer_revokes_and_dummy_wins_the_trick() {
    SEED_001.cites(122, 128, &["болван", "64А1", "от болвана нет наказания"]);
    SEED_000.cites(4314, 4316, &["болван", "нет наказания"]);
    let dummy_won = revoke(RevokeTrickWinner::OffendersPartner, 3);
    assert_eq!(dummy_won.tricks_transferred(1997), 1);
    let declarer_won = revoke(RevokeTrickWinner::Offender, 3);
    assert_eq!(declarer_won.tricks_transferred(1997), 2);
    let from_dummy = Revoke {
        exemption: Some(NoTransfer::FacedCard),
        ..dummy_won
    };
    assert_eq!(from_dummy.tricks_transferred(1997), 0);
}
