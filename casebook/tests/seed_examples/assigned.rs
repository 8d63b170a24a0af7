//! Assigned adjusted scores: the likely and at-all-probable rule of 1997 Law 12C2 and where the
//! 2017 Laws leave it.

use super::support::{by, profile, r, settings, teams};
use super::{SEED_000, SEED_002};
use casebook::adjust::{
    AssignedBasis, Method, ProbableOutcome, Rational, adjust, non_offenders_choice,
};
use casebook::bridge::{Seat, Side, Vulnerability};

/// A board the Director's error spoiled: NS reached 3♠ and made 10 tricks; had the ruling been
/// right, 4♠ by North makes or goes one down, 1/2 each, or goes two down, 1/6.
fn directors_error_outcomes() -> Vec<ProbableOutcome> {
    vec![
        ProbableOutcome {
            outcome: by("4S", Seat::North, 10),
            probability: r(1, 2),
        },
        ProbableOutcome {
            outcome: by("4S", Seat::North, 9),
            probability: r(1, 3),
        },
        ProbableOutcome {
            outcome: by("4S", Seat::North, 8),
            probability: r(1, 6),
        },
    ]
}

/// commentary-1997-ru.txt, commentary 82.5, l.5794, with Law 82C, l.5784: after the Director's error, when a
/// result could be obtained, «каждый из участников вправе получить самый благоприятный
/// результат из тех, что были бы вероятны» — both sides are treated as non-offending, so each
/// gets its most favourable *likely* result (probability at least 1/3, commentary 12.16,
/// l.1179–1181). NS get 4♠= (+420, p = 1/2); EW get 4♠−1 (NS −50, p = 1/3), not 4♠−2 (p = 1/6,
/// at all probable but not likely). The two scores need not balance (12.14, l.1175).
#[test]
fn as09_commentary_82_5_after_the_directors_error_each_side_gets_its_most_favourable_likely_result()
{
    SEED_000.cites(5784, 5784, &["обе стороны как ненарушившие"]);
    SEED_000.cites(
        5794,
        5794,
        &["каждый из участников", "самый благоприятный результат"],
    );
    SEED_000.cites(1179, 1181, &["1/3"]);
    let likely = settings("commentary-1997").likely;
    assert_eq!(likely, r(1, 3));
    let table = by("3S", Seat::North, 10);
    let outcomes = directors_error_outcomes();
    let ns = non_offenders_choice(Side::NS, &table, &outcomes, Vulnerability::None, likely)
        .expect("valid");
    let ew = non_offenders_choice(Side::EW, &table, &outcomes, Vulnerability::None, likely)
        .expect("valid");
    assert_eq!(ns.ns_points, 420);
    assert_eq!(
        ns.basis,
        AssignedBasis::Likely {
            probability: r(1, 2)
        }
    );
    assert_eq!(ew.ns_points, -50);
    assert_eq!(
        ew.basis,
        AssignedBasis::Likely {
            probability: r(1, 3)
        }
    );
    assert_ne!(ns.ns_points, ew.ns_points);
}

/// laws-2017-bg.txt, 2017 Law 12C1(b), l.714: the Director «следва да се стреми да възстанови
/// възможно най-близкия вероятен резултат»; the 2017 Laws have no "likely / at all probable"
/// rule, and their 12C1(e), l.717, is the non-offenders' extremely serious error or gamble. The
/// 1997 Law 12C2 (commentary-1997-ru.txt l.1106) and its thresholds 1/3 and 1/6 (commentary 12.16, 12.18) are
/// superseded there; a 2017 profile keeps them only to choose a single assigned result, says
/// so in its sources, and its breakdown names the 1997 Law it applies.
#[test]
fn as01_as02_the_2017_laws_supersede_the_likely_rule_and_the_profiles_say_whose_it_is() {
    SEED_002.cites(714, 714, &["възможно най-близкия вероятен резултат"]);
    SEED_002.cites(
        717,
        717,
        &["изключително сериозна грешка", "хазартно действие"],
    );
    SEED_000.cites(1106, 1106, &["правдоподобным", "вероятных"]);
    for id in ["wbf-2017", "ebu", "acbl"] {
        let p = profile(id);
        assert_eq!(p.law_edition.value, 2017, "{id}");
        assert_eq!(
            (p.likely.value, p.at_all_probable.value),
            (r(1, 3), r(1, 6))
        );
        for source in [&p.likely.source, &p.at_all_probable.source] {
            assert!(
                source.contains("the 2017 Laws have no")
                    || source.contains("not a rule of the 2017 Laws"),
                "{id}: {source}"
            );
            assert!(!source.contains("2017 Law 12C1(e)"), "{id}: {source}");
        }
    }
    let method = Method::Assigned {
        non_offending: Side::NS,
        table: by("3S", Seat::North, 10),
        outcomes: directors_error_outcomes(),
    };
    let score = adjust(
        &teams(Vulnerability::None, 170),
        &method,
        &settings("wbf-2017"),
    )
    .expect("valid");
    // NS, likely: 4♠= +420 against +170 is +250, 6 IMPs. EW, the most unfavourable result at
    // all probable: 4♠= as well, −6 IMPs.
    assert_eq!(score.ns.score, Rational::integer(6));
    assert_eq!(score.ew.score, Rational::integer(-6));
    assert!(
        score.ns.breakdown.en.contains("1997 Law 12C2"),
        "{}",
        score.ns.breakdown.en
    );
    assert!(
        score.ew.breakdown.en.contains("1997 Law 12C2"),
        "{}",
        score.ew.breakdown.en
    );
}
