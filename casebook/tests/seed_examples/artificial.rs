//! Artificial adjusted scores: 1997 Laws 12C1, 86A and 88 with the commentary, 2017 Law 12C2,
//! and the one combination of an artificial and an assigned score, 2017 Law 86B2(b).

use super::support::{pairs, r, settings, teams};
use super::{SEED_000, SEED_002};
use casebook::adjust::{ArtificialAward, Method, Rational, Unit, adjust, session_replaces_at};
use casebook::bridge::Vulnerability;

fn with_sessions(
    ns: ArtificialAward,
    ew: ArtificialAward,
    session_ns: Rational,
    session_ew: Rational,
) -> Method {
    Method::Artificial {
        ns,
        ew,
        session_ns: Some(session_ns),
        session_ew: Some(session_ew),
    }
}

/// Seed 000, commentary 12.9, l.1157 (seed 003 l.97), and 88.2, l.5949: under the 1997 Laws
/// the session amendments «относятся только к парным соревнованиям (к Правилу 88, и не
/// затрагивают Правило 86)». At teams the non-offenders get +3 IMPs and the offenders −3 IMPs
/// whatever their session: a 1997 profile gives +3 / −3 for sessions of +4.5 and −5 IMPs a
/// board, and says why.
#[test]
fn ar06_commentary_12_9_under_the_1997_laws_a_session_replaces_nothing_at_imps() {
    SEED_000.cites(
        1157,
        1157,
        &[
            "относятся только к парным соревнованиям",
            "не затрагивают Правило 86",
        ],
    );
    SEED_000.cites(5949, 5949, &["на импы", "не применима"]);
    assert!(!session_replaces_at(Unit::Imps, 1997));
    let method = with_sessions(
        ArtificialAward::AveragePlus,
        ArtificialAward::AverageMinus,
        r(9, 2),
        r(-5, 1),
    );
    let score = adjust(
        &teams(Vulnerability::None, 0),
        &method,
        &settings("commentary-1997"),
    )
    .expect("valid");
    assert_eq!(score.ns.score, Rational::integer(3));
    assert_eq!(score.ew.score, Rational::integer(-3));
    assert_eq!(
        score.ns.breakdown.en,
        "NS: average plus = +3 IMPs (the session's +4.5 IMPs does not replace it: under the 1997 \
         Laws a session score replaces an award at pairs only, Law 88; commentary 12.9)"
    );
    assert!(
        score
            .ew
            .breakdown
            .ru
            .contains("только к парным соревнованиям"),
        "{}",
        score.ew.breakdown.ru
    );
}

/// Seed 002, 2017 Law 12C2(c), l.725: the session modification applies «(или еквивалентът в
/// IMPs)». The 2017 Law supersedes the 1997 restriction to pairs (seed 000 l.1157): under a
/// 2017 profile the same sessions, +4.5 and −5 IMPs, replace +3 and −3.
#[test]
fn ar06_2017_law_12c2c_supersedes_it_a_session_in_imps_replaces_the_award() {
    SEED_002.cites(725, 725, &["еквивалентът в IMPs", "60%", "40%"]);
    assert!(session_replaces_at(Unit::Imps, 2017));
    let method = with_sessions(
        ArtificialAward::AveragePlus,
        ArtificialAward::AverageMinus,
        r(9, 2),
        r(-5, 1),
    );
    let score = adjust(
        &teams(Vulnerability::None, 0),
        &method,
        &settings("wbf-2017"),
    )
    .expect("valid");
    assert_eq!(score.ns.score, r(9, 2));
    assert_eq!(score.ew.score, r(-5, 1));
    assert_eq!(
        score.ns.breakdown.en,
        "NS: average plus: the session's +4.5 IMPs replaces +3 IMPs (2017 Law 12C2(c)) = +4.5 IMPs"
    );
}

/// Seed 000, 1997 Law 88, l.5944 (the non-offenders get 60% or their higher session
/// percentage), and commentary 12.9, l.1155 (WBF Laws Committee, Lille 1998, 4: average minus
/// is the lesser of the session percentage and 40%). Under a 1997 profile the replacements cite
/// these, not the 2017 Law: 63.2% replaces 60%, 35% replaces 40%.
#[test]
fn ar03_ar04_under_the_1997_laws_the_session_replacements_cite_law_88_and_lille_1998() {
    SEED_000.cites(
        5944,
        5944,
        &["не менее 60%", "если этот процент превышает 60%"],
    );
    SEED_000.cites(
        1155,
        1155,
        &[
            "Лилль–1998, 4",
            "меньшее из результата пары в сессии в процентах и 40%",
        ],
    );
    let method = with_sessions(
        ArtificialAward::AveragePlus,
        ArtificialAward::AverageMinus,
        r(632, 10),
        r(35, 1),
    );
    let score = adjust(&pairs(&[0]), &method, &settings("commentary-1997")).expect("valid");
    assert_eq!(score.ns.score, r(632, 10));
    assert_eq!(score.ew.score, r(35, 1));
    assert_eq!(
        score.ns.breakdown.en,
        "NS: average plus: the session's 63.2% replaces 60% (1997 Law 88) = 63.2%"
    );
    assert_eq!(
        score.ew.breakdown.en,
        "EW: average minus: the session's 35% replaces 40% (WBF Laws Committee, Lille 1998, 4) = 35%"
    );
    assert_eq!(
        score.ew.breakdown.ru,
        "ВЗ: средний минус: результат сессии 35% заменяет 40% (Комитет по Кодексу ВБФ, Лилль–1998, 4) = 35%"
    );
}
