//! Logical-alternative poll verdicts under the profiles' thresholds.
//! Arithmetic from commentary 16.9–16.10 and 16.19, the EBU's one in five (White Book
//! §8.16.6.1) and a poll that records what was seriously considered as well as what was chosen.

use casebook::adjust::{Language, Rational};
use casebook::poll::{PollError, PollThresholds, Pollee, verdicts};
use casebook::profile::Profile;

fn pollee(action: &str, considered: &[&str]) -> Pollee {
    Pollee {
        name: format!("player choosing {action}"),
        level: "expert".to_string(),
        action: action.to_string(),
        considered: considered.iter().map(|c| c.to_string()).collect(),
        comment: None,
    }
}

/// `chose` pollees choose `action`, `considered` more choose `other` but seriously considered
/// `action`, and the rest choose `other` alone, `polled` in all.
fn poll(action: &str, chose: usize, considered: usize, other: &str, polled: usize) -> Vec<Pollee> {
    let mut pollees = Vec::new();
    pollees.extend((0..chose).map(|_| pollee(action, &[])));
    pollees.extend((0..considered).map(|_| pollee(other, &[action])));
    pollees.extend((0..polled - chose - considered).map(|_| pollee(other, &[])));
    pollees
}

fn thresholds(id: &str) -> PollThresholds {
    Profile::bundled(id).expect("bundled").poll_thresholds()
}

fn verdict(pollees: &[Pollee], action: &str, id: &str) -> casebook::poll::ActionVerdict {
    verdicts(pollees, &thresholds(id))
        .expect("valid poll")
        .into_iter()
        .find(|v| v.action == action)
        .expect("action in the poll")
}

#[test]
fn three_of_ten_is_a_logical_alternative_and_two_of_ten_is_not() {
    // Commentary 16.10: at least three of ten.
    let three = verdict(&poll("Pass", 1, 2, "Double", 10), "Pass", "commentary-1997");
    assert_eq!(
        (three.chose, three.chose_or_considered, three.polled),
        (1, 3, 10)
    );
    assert_eq!(
        three.chose_or_considered_share,
        Rational::new(3, 10).expect("3/10")
    );
    assert!(three.logical_alternative);
    let two = verdict(&poll("Pass", 1, 1, "Double", 10), "Pass", "commentary-1997");
    assert!(!two.logical_alternative);
    // Not under "one in four" either (commentary 16.9), but under the EBU's one in five.
    assert!(!verdict(&poll("Pass", 1, 1, "Double", 10), "Pass", "acbl").logical_alternative);
    assert!(verdict(&poll("Pass", 1, 1, "Double", 10), "Pass", "ebu").logical_alternative);
}

#[test]
fn three_of_twelve_is_a_logical_alternative_at_one_in_four() {
    // Commentary 16.9: 3 of 12 = 25% → LA under "1 in 4", not under three in ten.
    let pollees = poll("Pass", 1, 2, "Double", 12);
    assert!(verdict(&pollees, "Pass", "acbl").logical_alternative);
    assert!(!verdict(&pollees, "Pass", "commentary-1997").logical_alternative);
}

#[test]
fn more_than_70_percent_choosing_makes_an_action_obvious() {
    // Commentary 16.10: 8 of 10 (80%) is obvious; 7 of 10 is not "more than 70%".
    let eight = verdict(&poll("4S", 8, 0, "Pass", 10), "4S", "commentary-1997");
    assert!(eight.obvious);
    let seven = verdict(&poll("4S", 7, 0, "Pass", 10), "4S", "commentary-1997");
    assert!(!seven.obvious);
    assert!(seven.logical_alternative);
}

#[test]
fn only_recording_what_was_considered_finds_the_alternative() {
    // Recording "seriously considered": 12 polled, one passes, two double having considered pass,
    // nine double. Pass is chosen by 1 of 12 but chosen or considered by 3 of 12.
    let pollees = poll("Pass", 1, 2, "Double", 12);
    let pass = verdict(&pollees, "Pass", "ebu");
    assert_eq!((pass.chose, pass.chose_or_considered), (1, 3));
    assert!(pass.logical_alternative);
    let double = verdict(&pollees, "Double", "ebu");
    assert_eq!((double.chose, double.chose_or_considered), (11, 11));
    assert!(double.obvious);
    // The most chosen action comes first.
    let all = verdicts(&pollees, &thresholds("ebu")).expect("valid");
    assert_eq!(all[0].action, "Double");
}

#[test]
fn actions_are_grouped_as_typed_and_intervals_come_with_the_counts() {
    let pollees = vec![
        pollee("Pass", &["4♠"]),
        pollee("pass", &[]),
        pollee(" 4♠ ", &["Pass"]),
    ];
    let all = verdicts(&pollees, &thresholds("commentary-1997")).expect("valid");
    assert_eq!(all.len(), 2);
    let pass = &all[0];
    assert_eq!(
        (pass.action.as_str(), pass.chose, pass.chose_or_considered),
        ("Pass", 2, 3)
    );
    assert!(pass.chose_interval.low < 2.0 / 3.0 && 2.0 / 3.0 < pass.chose_interval.high);
    assert_eq!(pass.chose_or_considered_interval.high, 1.0);
    let line = all[1].summary(Language::English);
    assert_eq!(
        line,
        "4♠: chosen by 1 of 3, chosen or seriously considered by 2 of 3 (67%, 95% interval 21–94%): a logical alternative"
    );
    assert!(
        all[1]
            .summary(Language::Russian)
            .starts_with("4♠: выбрали 1 из 3, выбрали или серьёзно рассматривали 2 из 3"),
        "{}",
        all[1].summary(Language::Russian)
    );
}

#[test]
fn empty_polls_and_missing_answers_are_refused() {
    let t = thresholds("commentary-1997");
    assert_eq!(verdicts(&[], &t), Err(PollError::NoPollees));
    let mut silent = pollee("  ", &[]);
    silent.name = "Ivanov".into();
    assert_eq!(
        verdicts(&[pollee("Pass", &[]), silent], &t)
            .expect_err("no action")
            .to_string(),
        "pollee 2 (Ivanov) gives no action"
    );
}
