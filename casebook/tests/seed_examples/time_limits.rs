//! Time limits: the appeal period (Law 92B) and the correction period (Law 79C).

use super::support::profile;
use super::{SEED_000, SEED_002};
use chrono::{NaiveDate, NaiveDateTime};

fn at(hour: u32, minute: u32) -> NaiveDateTime {
    NaiveDate::from_ymd_opt(2026, 5, 9)
        .and_then(|day| day.and_hms_opt(hour, minute, 0))
        .expect("a time")
}

/// commentary-1997-ru.txt, 1997 Law 92B, l.6071–6072: the right to request a ruling or to appeal «истекает
/// через 30 минут после того, как официальный результат стал доступен для проверки», unless
/// the organisers set another period; 2017 Law 92B, laws-2017-bg.txt l.2440, the same. Official score
/// at 21:00: an appeal lodged at 21:29 or 21:30 is in time, at 21:31 it is late.
#[test]
fn t01_law_92b_an_appeal_within_30_minutes_of_the_official_score() {
    SEED_000.cites(6071, 6072, &["Время апелляции", "через 30 минут"]);
    SEED_002.cites(2440, 2440, &["30 минути"]);
    for id in ["commentary-1997", "wbf-2017", "ebu", "acbl"] {
        let p = profile(id);
        assert_eq!(p.appeal_time_limit_minutes.value, 30, "{id}");
        assert_eq!(p.appeal_deadline(at(21, 0)), at(21, 30), "{id}");
        assert!(p.appeal_in_time(at(21, 0), at(21, 29)), "{id}");
        assert!(p.appeal_in_time(at(21, 0), at(21, 30)), "{id}");
        assert!(!p.appeal_in_time(at(21, 0), at(21, 31)), "{id}");
    }
}

/// commentary-1997-ru.txt, 1997 Law 79C, l.5556, and commentary 79.8, l.5590: the correction period ends
/// «через 30 минут после того, как официальные результаты подсчитаны» unless the organisers set
/// a later time (a shorter one only when the event requires it, announced in advance: 79.12,
/// l.5598); 2017 Law 79C1, laws-2017-bg.txt l.2229, the same. Results at 22:10: the period ends at
/// 22:40.
#[test]
fn t02_law_79c_the_correction_period_ends_30_minutes_after_the_official_score() {
    SEED_000.cites(5556, 5556, &["период коррекции", "30 минут"]);
    SEED_000.cites(5598, 5598, &["меньше 30 минут", "заранее"]);
    SEED_002.cites(2229, 2229, &["периода за корекции", "30 минути"]);
    for id in ["commentary-1997", "wbf-2017", "ebu", "acbl"] {
        let p = profile(id);
        assert_eq!(p.correction_period_end(at(22, 10)), at(22, 40), "{id}");
    }
}
