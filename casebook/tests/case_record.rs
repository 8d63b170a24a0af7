//! The case record as data: its JSON form, and validation that names the field at fault.

mod store_support;

use casebook::bridge::{BoardNumber, Seat};
use casebook::case::{Case, CaseStatus, Edition, ScoringForm, Subject};
use casebook::store::default_database_path;
use store_support::full_case;

#[test]
fn the_json_form_round_trips_and_uses_the_documented_names() {
    let case = full_case();
    let json = serde_json::to_value(&case).unwrap();
    assert_eq!(json["uuid"], "6f1c2a4e-0b7d-4c55-9a43-3d2e8b1f0c11");
    assert_eq!(json["revision"], 0);
    assert_eq!(json["law_edition"], "1997");
    assert_eq!(json["identity"]["scoring"], "teams_imp");
    assert_eq!(json["board"]["deal"], store_support::DEAL);
    assert_eq!(json["subjects"][0], "misinformation");
    assert_eq!(json["review"]["status"], "draft");
    assert_eq!(json["decision"]["adjusted"]["outcomes"][3]["weight"], "1/3");
    assert_eq!(json["auction"]["annotations"][1]["tempo"]["seconds"], 15);
    let back: Case = serde_json::from_value(json).unwrap();
    assert_eq!(back, case);
}

#[test]
fn a_minimal_json_case_fills_in_defaults() {
    let json = r#"{
        "uuid": "9a0c1d2e-3f40-4152-8637-48596a7b8c9d",
        "revision": 1,
        "audit": {"created": "2024-01-01T00:00:00Z", "updated": "2024-01-01T00:00:00Z"},
        "board": {"number": 2, "dealer": "East", "vulnerability": "NS", "deal": "N:- - - -"},
        "auction": {"calls": {"dealer": "East", "calls": []}}
    }"#;
    let case: Case = serde_json::from_str(json).unwrap();
    assert_eq!(case.language, "ru");
    assert_eq!(case.law_edition, Edition::E2017);
    assert_eq!(case.status(), CaseStatus::Draft);
    assert!(case.validate().is_ok());
}

#[test]
fn an_illegal_deal_or_auction_does_not_deserialize() {
    let mut json = serde_json::to_value(full_case()).unwrap();
    json["board"]["deal"] = "N:AKQ2.T98..J98765 A.AKQ.AKQ2.T43 - -".into();
    let e = serde_json::from_value::<Case>(json).unwrap_err();
    assert!(
        e.to_string().contains("♠A is in both North and East"),
        "{e}"
    );
    let mut json = serde_json::to_value(full_case()).unwrap();
    json["auction"]["calls"]["calls"][2]["call"] = "1D".into();
    let e = serde_json::from_value::<Case>(json).unwrap_err();
    assert!(e.to_string().contains("call 3"), "{e}");
}

fn fields(case: &Case) -> Vec<String> {
    case.problems().into_iter().map(|p| p.field).collect()
}

#[test]
fn validation_names_each_field_at_fault() {
    let mut case = full_case();
    assert!(case.problems().is_empty(), "{:?}", case.problems());
    case.identity.year = Some(20024);
    case.people.players[1].seat = Seat::North;
    case.people.committee[1].role = casebook::case::CommitteeRole::Chair;
    case.auction.annotations[0].call = 6;
    case.auction.annotations[1].note = Some(0);
    case.result.as_mut().unwrap().tricks = Some(14);
    case.decision.adjusted.outcomes[2].tricks = 14;
    case.decision.adjusted.outcomes[0].weight = "треть".into();
    case.workflow[0].step = " ".into();
    case.polls[0].pollees[1].action.clear();
    case.commentary[0].commentator.clear();
    case.subjects.push(Subject::Misinformation);
    assert_eq!(
        fields(&case),
        [
            "identity.year",
            "people.players[1].seat",
            "people.committee[1].role",
            "auction.annotations[0].call",
            "auction.annotations[1].note",
            "result.tricks",
            "decision.adjusted.outcomes[0].weight",
            "decision.adjusted.outcomes[2].tricks",
            "workflow[0].step",
            "polls[0].pollees[1].action",
            "commentary[0].commentator",
            "subjects[2]",
        ]
    );
    let first = case.validate().unwrap_err();
    assert_eq!(
        first.to_string(),
        "identity.year: 20024 is not a plausible year"
    );
}

#[test]
fn the_board_the_auction_and_the_lead_must_agree() {
    let mut case = full_case();
    // Board 2's dealer is East, but the auction starts with North.
    case.board.number = BoardNumber::new(2).unwrap();
    case.board.dealer = Seat::East;
    assert_eq!(fields(&case), ["auction.calls.dealer"]);

    let mut case = full_case();
    // ♠A is North's; East, on declarer North's left, leads.
    case.play.opening_lead = Some("SA".parse().unwrap());
    assert_eq!(fields(&case), ["play.opening_lead"]);

    let mut case = full_case();
    let result = case.result.as_mut().unwrap();
    result.declarer = None;
    assert_eq!(fields(&case), ["result.declarer"]);
    let result = case.result.as_mut().unwrap();
    result.contract = None;
    assert_eq!(
        fields(&case),
        ["result.contract"],
        "a passed-out board has no tricks"
    );
}

#[test]
fn codes_read_back_as_written() {
    for subject in Subject::ALL {
        assert_eq!(subject.code().parse::<Subject>(), Ok(subject));
    }
    for form in ScoringForm::ALL {
        assert_eq!(form.code().parse::<ScoringForm>(), Ok(form));
    }
    for status in CaseStatus::ALL {
        assert_eq!(status.code().parse::<CaseStatus>(), Ok(status));
    }
    assert!("heard ".parse::<CaseStatus>().is_ok());
    assert!(
        "appealed"
            .parse::<CaseStatus>()
            .unwrap_err()
            .contains("appealed")
    );
}

#[test]
fn the_default_database_is_in_the_platform_data_directory() {
    let path = default_database_path().expect("a home directory");
    assert!(
        path.ends_with("casebook/casebook.sqlite"),
        "{}",
        path.display()
    );
    #[cfg(target_os = "linux")]
    if std::env::var_os("XDG_DATA_HOME").is_none() {
        assert!(
            path.to_string_lossy().contains(".local/share/casebook"),
            "{}",
            path.display()
        );
    }
}

/// The board's dealer is typed on the Board tab; the auction is another field, and the rule
/// that ties them is the record's, not the tab's.
#[test]
fn an_auction_not_yet_begun_follows_the_dealer_and_a_begun_one_keeps_its_own() {
    let mut case = Case::new(BoardNumber::new(1).expect("board 1"));
    assert_eq!(case.auction.calls.dealer(), Seat::North);
    case.board.dealer = Seat::West;
    assert!(case.follow_dealer());
    assert_eq!(case.auction.calls.dealer(), Seat::West);

    case.auction
        .calls
        .push("1C".parse().expect("a call"))
        .expect("West opens");
    case.board.dealer = Seat::South;
    assert!(!case.follow_dealer(), "West's 1♣ stays West's");
    assert_eq!(case.auction.calls.dealer(), Seat::West);
    assert_eq!(case.auction.calls.calls().len(), 1);
}
