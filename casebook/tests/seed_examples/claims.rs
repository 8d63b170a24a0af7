//! Claims: the 1987 commentary on Laws 68–70 (commentary-1987-laws64-70-ru.txt) and the 1997 commentary (commentary-1997-ru.txt).

use super::support::{profile, r};
use super::{SEED_000, SEED_001, SEED_002};
use casebook::adjust::Rational;
use chrono::NaiveDate;

/// commentary-1997-ru.txt, commentary 70.7, l.4663, on Law 70C2 (l.4631: «Вообще вероятно, что выступивший
/// с претензией … не сознавал, что в руке оппонента остался козырь»): read like 12C2's 1/6,
/// but «было бы точнее для Правила 70С2 принять вероятности не ниже, чем 1/10». 2017 Law
/// 70C2 (laws-2017-bg.txt l.1953) keeps the words and gives no figure, so the profiles keep 1/10.
/// A chance of 1/8 that the claimer forgot the trump is "at all likely" for 70C2 though not
/// "at all probable" for 12C2; 1/10 itself is enough; 9/100 is neither.
#[test]
fn cl01_commentary_70_7_at_all_likely_in_law_70c2_is_one_in_ten() {
    SEED_000.cites(4631, 4631, &["Вообще вероятно", "козырь"]);
    SEED_000.cites(4663, 4663, &["70С2", "1/6", "не ниже, чем 1/10"]);
    SEED_002.cites(1953, 1953, &["напълно вероятно", "коз"]);
    for id in ["commentary-1997", "wbf-2017", "ebu", "acbl"] {
        let p = profile(id);
        assert_eq!(p.claim_trump_at_all_likely.value, r(1, 10), "{id}");
        assert!(p.claim_trump_at_all_likely.value < p.at_all_probable.value);
    }
    let commentary = profile("commentary-1997");
    let claims = commentary.claim_trump_at_all_likely.value;
    let at_all_probable = commentary.settings().at_all_probable;
    let qualifies = |p: Rational| (p >= claims, p >= at_all_probable);
    assert_eq!(qualifies(r(1, 8)), (true, false));
    assert_eq!(qualifies(r(1, 10)), (true, false));
    assert_eq!(qualifies(r(1, 6)), (true, true));
    assert_eq!(qualifies(r(9, 100)), (false, false));
}

/// commentary-1987-laws64-70-ru.txt, the 1987 commentary 69.4, l.470–475 (the same in commentary-1997-ru.txt, 69.4, l.4578):
/// acquiescence in a claim may be withdrawn until «концом периода коррекции, определенного в
/// Правиле 79С», which ends «через 30 минут после того, как официальные результаты подсчитаны»
/// (commentary-1997-ru.txt, 79.8, l.5590; 2017 Law 79C1, laws-2017-bg.txt l.2229). Official results at 21:00: a
/// withdrawal at 21:30 is in time, at 21:31 too late, under the 1997 and the 2017 profiles.
#[test]
fn cl04_commentary_1987_69_4_acquiescence_may_be_withdrawn_until_the_correction_period_ends() {
    SEED_001.cites(470, 472, &["взято назад", "периода коррекции", "79С"]);
    SEED_000.cites(4578, 4578, &["взято назад", "периода коррекции"]);
    SEED_000.cites(5590, 5590, &["через 30 минут"]);
    SEED_002.cites(2229, 2229, &["30 минути"]);
    let day = NaiveDate::from_ymd_opt(2026, 5, 9).expect("date");
    let at = |h, m| day.and_hms_opt(h, m, 0).expect("time");
    for id in ["commentary-1997", "wbf-2017"] {
        let p = profile(id);
        assert_eq!(p.correction_period_minutes.value, 30, "{id}");
        let end = p.correction_period_end(at(21, 0));
        assert_eq!(end, at(21, 30), "{id}");
        assert!(at(21, 30) <= end);
        assert!(at(21, 31) > end);
    }
}
