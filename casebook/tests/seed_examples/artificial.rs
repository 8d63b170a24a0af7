//! Artificial adjusted scores: 1997 Laws 12C1, 86A and 88 with the commentary, 2017 Law 12C2,
//! and the one combination of an artificial and an assigned score, 2017 Law 86B2(b).

use super::support::{by, pairs, r, settings, teams};
use super::{SEED_000, SEED_002};
use casebook::adjust::request;
use casebook::adjust::{
    AdjustError, ArtificialAward, Method, ProbableOutcome, Rational, Unit, adjust,
    session_replaces_at,
};
use casebook::bridge::{Seat, Side, Vulnerability};
use casebook::profile::Profile;

fn artificial(ns: ArtificialAward, ew: ArtificialAward) -> Method {
    Method::Artificial {
        ns,
        ew,
        session_ns: None,
        session_ew: None,
    }
}

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

/// commentary-1997-ru.txt, commentary 12.9, l.1157 (adjusted-scores-training-ru.txt l.97), and 88.2, l.5949: under the 1997 Laws
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

/// laws-2017-bg.txt, 2017 Law 12C2(c), l.725: the session modification applies «(или еквивалентът в
/// IMPs)». The 2017 Law supersedes the 1997 restriction to pairs (commentary-1997-ru.txt l.1157): under a
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

/// commentary-1997-ru.txt, 1997 Law 88, l.5944 (the non-offenders get 60% or their higher session
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

/// commentary-1997-ru.txt, commentary 7.1, l.810: all the round's boards put on the table at once and a pair
/// takes a hand from the wrong board: «пара, занимающая стационарное положение, получает 40%, а
/// их оппоненты … 40 или 50%». Average minus and average give 40% and 50%.
#[test]
fn ar12_commentary_7_1_the_wrong_board_gives_40_to_the_stationary_pair_and_40_or_50() {
    SEED_000.cites(810, 810, &["получает 40%", "40 или 50%"]);
    let board = pairs(&[0]);
    let commentary = settings("commentary-1997");
    let minus_and_average = adjust(
        &board,
        &artificial(ArtificialAward::AverageMinus, ArtificialAward::Average),
        &commentary,
    )
    .expect("valid");
    assert_eq!(minus_and_average.ns.score, Rational::integer(40));
    assert_eq!(minus_and_average.ew.score, Rational::integer(50));
    let both_minus = adjust(
        &board,
        &artificial(ArtificialAward::AverageMinus, ArtificialAward::AverageMinus),
        &commentary,
    )
    .expect("valid");
    assert_eq!(both_minus.ew.score, Rational::integer(40));
}

/// commentary-1997-ru.txt, commentary 49.3, l.3573: a card exposed by an extraordinary event («пролет
/// гиппопотама») with damage: «нормальное присуждение — 60%–60%, для командной игры см.
/// Правило 86», whose 86A (l.5884) makes average plus +3 IMPs: +3 to each team.
#[test]
fn ar16_commentary_49_3_the_hippopotamus_gives_60_each_and_at_teams_3_imps_each() {
    SEED_000.cites(3573, 3573, &["гиппопотама", "60%–60%", "Правило 86"]);
    SEED_000.cites(5884, 5884, &["плюс 3 ИМПа"]);
    let both_plus = artificial(ArtificialAward::AveragePlus, ArtificialAward::AveragePlus);
    let commentary = settings("commentary-1997");
    let at_pairs = adjust(&pairs(&[0]), &both_plus, &commentary).expect("valid");
    assert_eq!(
        (at_pairs.ns.score, at_pairs.ew.score),
        (Rational::integer(60), Rational::integer(60))
    );
    let at_teams = adjust(&teams(Vulnerability::None, 0), &both_plus, &commentary).expect("valid");
    assert_eq!(
        (at_teams.ns.score, at_teams.ew.score),
        (Rational::integer(3), Rational::integer(3))
    );
    assert!(!at_teams.knockout_averaged);
}

/// commentary-1997-ru.txt, commentary 82.4, l.5792, with Law 82C, l.5784: the Director's error, no result
/// possible, both sides non-offending: 60% each at pairs, «в соревновании на импы — по 3
/// импа, в командных соревнованиях типа knock–out Судья не может назначить возмещение в
/// импах». Knockout averaging (Law 86B) turns +3 / +3 into 0 / 0: no IMPs change hands, as the
/// commentary requires; whether to play a substitute board instead (6D3) is the Director's.
#[test]
fn ar17_commentary_82_4_the_directors_error_gives_3_imps_each_and_none_in_a_knockout() {
    SEED_000.cites(5784, 5784, &["обе стороны как ненарушившие"]);
    SEED_000.cites(
        5792,
        5792,
        &[
            "по 60%",
            "по 3импа",
            "knock–out",
            "не может назначить возмещение в импах",
        ],
    );
    let both_plus = artificial(ArtificialAward::AveragePlus, ArtificialAward::AveragePlus);
    let commentary = settings("commentary-1997");
    let mut board = teams(Vulnerability::None, 0);
    let match_play = adjust(&board, &both_plus, &commentary).expect("valid");
    assert_eq!(
        (match_play.ns.score, match_play.ew.score),
        (Rational::integer(3), Rational::integer(3))
    );
    board.knockout = true;
    let knockout = adjust(&board, &both_plus, &commentary).expect("valid");
    assert!(knockout.knockout_averaged);
    assert_eq!(
        (knockout.ns.score, knockout.ew.score),
        (Rational::ZERO, Rational::ZERO)
    );
    assert!(
        knockout.ns.breakdown.en.ends_with("(3 − 3) / 2 = 0 IMPs"),
        "{}",
        knockout.ns.breakdown.en
    );
}

/// commentary-1997-ru.txt, commentary 12.8(vi), l.1150 (and 86.1 note 2, l.5912): in other forms of event
/// the organisers set average, average plus and average minus; 2017 Law 12C2(b), laws-2017-bg.txt
/// l.724, lets the tournament organiser vary ±3 IMPs with the regulating authority's approval.
/// A profile file with the organisers' values (here 55 / 50 / 45% and +2 / 0 / −2 IMPs) is
/// what the award then uses.
#[test]
fn ar19_commentary_12_8_vi_the_organisers_set_the_artificial_values() {
    SEED_000.cites(1150, 1150, &["Организаторы должны", "среднего плюс"]);
    SEED_000.cites(5912, 5912, &["Организаторы устанавливают"]);
    SEED_002.cites(
        724,
        724,
        &[
            "+3 IMPs или -3 IMPs",
            "Турнирният организатор може да променя",
        ],
    );
    let mut file: serde_json::Value = serde_json::from_str(include_str!(
        "../../../assets/profiles/commentary-1997.json"
    ))
    .expect("bundled JSON");
    file["id"] = "organisers".into();
    for (field, value) in [
        ("average_plus_percent", "55"),
        ("average_minus_percent", "45"),
        ("average_plus_imps", "2"),
        ("average_minus_imps", "-2"),
    ] {
        file[field]["value"] = value.into();
        file[field]["source"] = "the conditions of contest (commentary 12.8(vi))".into();
    }
    let organisers = Profile::from_json(&file.to_string()).expect("a valid profile");
    let method = artificial(ArtificialAward::AveragePlus, ArtificialAward::AverageMinus);
    let at_pairs = adjust(&pairs(&[0]), &method, &organisers.settings()).expect("valid");
    assert_eq!(
        (at_pairs.ns.score, at_pairs.ew.score),
        (Rational::integer(55), Rational::integer(45))
    );
    let at_teams = adjust(
        &teams(Vulnerability::None, 0),
        &method,
        &organisers.settings(),
    )
    .expect("valid");
    assert_eq!(
        (at_teams.ns.score, at_teams.ew.score),
        (Rational::integer(2), Rational::integer(-2))
    );
}

/// Team play, several incomparable results, one side at fault (2017 Law 86B2(b), laws-2017-bg.txt
/// l.2369–2372): the non-offenders are EW, the committee's assigned score for them is 4♠=
/// by West, and NS had a partscore at the other table.
fn several_results(other_ns: i32, assigned: &str, tricks: u8) -> (casebook::adjust::Board, Method) {
    let assigned = Method::Assigned {
        non_offending: Side::EW,
        table: by("2S", Seat::West, 8),
        outcomes: vec![ProbableOutcome {
            outcome: by(assigned, Seat::West, tricks),
            probability: Rational::ONE,
        }],
    };
    (
        teams(Vulnerability::None, other_ns),
        Method::AveragePlusOrAssigned(Box::new(assigned)),
    )
}

/// laws-2017-bg.txt, 2017 Law 86B2(b), l.2372: with one side at fault the non-offenders get «или
/// изкуствен административен резултат от „среден плюс“ … или назначен административен
/// резултат, в зависимост от това кой е по-благоприятен», the offenders the complement. An
/// assigned score worth +1 IMP (EW 4♠=, +420, against 3NT= by East at the other table, +400)
/// gives way to average plus: EW +3, NS −3.
#[test]
fn ar10_2017_law_86b2b_average_plus_when_it_is_more_favourable_than_the_assigned_score() {
    SEED_002.cites(
        2369,
        2372,
        &[
            "два или повече несравними резултата",
            "„среден плюс“",
            "по-благоприятен",
            "допълващия",
        ],
    );
    let (board, method) = several_results(-400, "4S", 10);
    let score = adjust(&board, &method, &settings("wbf-2017")).expect("valid");
    // EW's assigned 4♠= is −420 for NS; against −400 that is −20, −1 IMP for NS, +1 for EW.
    assert_eq!(score.outcomes[0].ns_points, -420);
    assert_eq!(score.outcomes[0].ns_score, Rational::integer(-1));
    assert_eq!(score.ew.score, Rational::integer(3));
    assert_eq!(score.ns.score, Rational::integer(-3));
    assert!(
        score
            .ew
            .breakdown
            .en
            .ends_with("; average plus, +3 IMPs, is more favourable (2017 Law 86B2(b)) = +3 IMPs"),
        "{}",
        score.ew.breakdown.en
    );
    assert_eq!(
        score.ns.breakdown.en,
        "NS: the complement of the non-offenders' score (2017 Law 86B2(b)) = −3 IMPs"
    );
}

/// laws-2017-bg.txt, 2017 Law 86B2(b), l.2372: when the assigned score is the more favourable the
/// non-offenders keep it: EW 4♠= (+420) against 4♠−1 by East at the other table (EW −50) is
/// +470, +10 IMPs; the offenders get the complement, −10.
#[test]
fn ar10_2017_law_86b2b_the_assigned_score_when_it_is_more_favourable_and_its_complement() {
    SEED_002.cites(
        2372,
        2372,
        &["назначен административен резултат", "допълващия"],
    );
    let (board, method) = several_results(50, "4S", 10);
    let score = adjust(&board, &method, &settings("wbf-2017")).expect("valid");
    assert_eq!(score.ew.score, Rational::integer(10));
    assert_eq!(score.ns.score, Rational::integer(-10));
    assert!(
        score
            .ew
            .breakdown
            .en
            .ends_with("; more favourable than average plus, +3 IMPs (2017 Law 86B2(b))"),
        "{}",
        score.ew.breakdown.en
    );
}

/// commentary-1997-ru.txt, commentary 12.26, l.1224–1226: an award is assigned or artificial, never both
/// («60% или +420, в зависимости от того, какая величина больше» is not a score). The 2017 Law 86B2(b) (laws-2017-bg.txt l.2372)
/// prescribes that combination in team play; the case's edition decides: a 1997 profile
/// refuses it, and so does a request that asks for it under the default 1997 profile.
#[test]
fn ar09_ar10_commentary_12_26_under_the_1997_laws_the_two_kinds_are_never_combined() {
    SEED_000.cites(
        1224,
        1226,
        &["комбинировать назначенный и искусственный", "60% или +420"],
    );
    let (board, method) = several_results(-400, "4S", 10);
    assert_eq!(
        adjust(&board, &method, &settings("commentary-1997")),
        Err(AdjustError::CombinedAward { law_edition: 1997 })
    );
    let request = serde_json::json!({
        "form": "imps", "vulnerability": "None", "non_offending": "EW", "method": "assigned",
        "several_results": true,
        "table": {"contract": "2S", "declarer": "W", "tricks": 8},
        "other_table_score": -400,
        "outcomes": [{"contract": "4S", "declarer": "W", "tricks": 10, "probability": "1"}]
    });
    let error =
        request::run(&request.to_string(), &Profile::adjustment_terms).expect_err("1997 profile");
    assert_eq!(error.field, "several_results");
    assert!(
        error.message.contains("1997 commentary 12.26"),
        "{}",
        error.message
    );
    let mut under_2017 = request;
    under_2017["profile"] = "wbf-2017".into();
    let result = request::run(&under_2017.to_string(), &Profile::adjustment_terms)
        .expect("2017 Law 86B2(b)");
    assert_eq!(result["ew"]["score"], serde_json::json!(3.0));
    assert_eq!(result["ns"]["score"], serde_json::json!(-3.0));
    assert_eq!(result["several_results"], serde_json::json!(true));
}
