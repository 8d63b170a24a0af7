//! Poll sheets made from the sample cases: for the UI case У-02 (commentary 12.32–12.33, seed
//! 000 l.1280–1294) South is polled on 6♠ after North's slow 4♠, and the sheet carries no trace
//! of the break in tempo or of the committee's notes; for the MI case У-01 (commentary 12.31,
//! commentary-1997-ru.txt l.1250–1278) South is polled after East's alerted 2♦ and sees the explanation
//! South's side received, not the East–West agreement.

use casebook::bridge::Seat;
use casebook::case::{Case, Explanation};
use casebook::hearing::{PageSize, PollSheet, SheetError, decision_point};
use casebook::samples::sample_cases;

fn sample(number: &str) -> Case {
    sample_cases()
        .expect("the samples read")
        .into_iter()
        .find(|c| c.identity.case_number == number)
        .expect("the sample case")
}

/// Everything a pollee could read: the HTML page and the problem text.
fn printed(sheet: &PollSheet) -> String {
    format!(
        "{}\n{}\n{}",
        sheet.to_html(PageSize::A4),
        sheet.to_html(PageSize::A5),
        sheet.problem_text()
    )
}

#[test]
fn a_ui_sheet_shows_the_hand_and_auction_and_no_trace_of_the_break_in_tempo() {
    let case = sample("У-02");
    // North's 4♠ (call 6) was slow; South's next call (6♠, call 8) is the one polled.
    assert_eq!(decision_point(&case), Some(8));
    let sheet = PollSheet::at_call(
        &case,
        None,
        None,
        "Естественная система, ключевые тузы 1430.",
    )
    .expect("a sheet");
    assert_eq!(sheet.seat, Seat::South);
    assert_eq!(sheet.auction.len(), 8);
    assert!(
        sheet
            .auction
            .iter()
            .all(|c| !c.alerted && c.explanation.is_none())
    );
    let text = printed(&sheet);
    for trace in [
        "45",
        "думал",
        "пауз",
        "Пауз",
        "медлен",
        "возражают",
        "Лимитный",
        "6♠",
    ] {
        assert!(!text.contains(trace), "the sheet shows {trace:?}:\n{text}");
    }
    // South's hand, the question and the methods the committee stated.
    assert!(text.contains("Вы — Юг, ваша рука:"));
    assert!(text.contains("Что вы заявите? Какие ещё заявки вы всерьёз рассматривали?"));
    assert!(text.contains("ключевые тузы 1430"));
    assert!(text.contains("4♣"));
    let pdf = sheet.to_pdf(PageSize::A4).expect("typeset");
    assert!(pdf.starts_with(b"%PDF"));
    // The title and the question are set in the true bold face, embedded beside the regular.
    let bytes = String::from_utf8_lossy(&pdf);
    assert!(
        bytes.contains("+DejaVuSans-Bold"),
        "the bold face is embedded"
    );
    assert!(bytes.contains("+DejaVuSans"));
}

#[test]
fn an_mi_sheet_shows_the_explanation_the_non_offenders_received() {
    let case = sample("У-01");
    // East's 2♦ (call 1) was alerted and explained; South's 3♣ (call 2) is polled.
    assert_eq!(decision_point(&case), Some(2));
    let sheet = PollSheet::at_call(&case, None, Some(Seat::South), "").expect("a sheet");
    let east = &sheet.auction[1];
    assert_eq!(east.seat, Seat::East);
    assert!(east.alerted);
    assert_eq!(
        east.explanation.as_deref(),
        Some("Слабый прыжок в бубны: 6–10 пунктов, шесть бубен.")
    );
    let text = printed(&sheet);
    assert!(text.contains("Слабый прыжок в бубны"));
    // The agreement East–West really had, and South's statement, are not what South knew.
    assert!(!text.contains("Мульти"), "{text}");
    assert!(!text.contains("Поверив"), "{text}");
}

#[test]
fn behind_screens_the_partner_s_explanation_is_not_the_pollee_s() {
    let mut case = sample("У-01");
    case.auction.annotations[0].explanations = vec![Explanation {
        by: Some(Seat::West),
        to: Some(Seat::North),
        text: "Мульти".into(),
    }];
    let sheet = PollSheet::at_call(&case, Some(2), None, "").expect("a sheet");
    assert_eq!(sheet.auction[1].explanation, None);
    assert!(sheet.auction[1].alerted);
}

#[test]
fn a_call_past_the_end_or_of_another_seat_is_refused() {
    let case = sample("У-02");
    assert_eq!(
        PollSheet::at_call(&case, Some(40), None, ""),
        Err(SheetError::PastTheEnd {
            asked: 40,
            calls: 12
        })
    );
    assert_eq!(
        PollSheet::at_call(&case, Some(8), Some(Seat::North), ""),
        Err(SheetError::NotTheSeat {
            call: 8,
            asked: Seat::North,
            acted: Seat::South
        })
    );
    let claim = sample("У-07");
    assert_eq!(
        PollSheet::at_call(&claim, None, None, ""),
        Err(SheetError::NoDecisionPoint)
    );
}

#[test]
fn an_a5_sheet_is_typeset_on_a5() {
    let sheet = PollSheet::at_call(&sample("У-02"), None, None, "").expect("a sheet");
    let a5 = sheet.to_pdf(PageSize::A5).expect("typeset");
    let a4 = sheet.to_pdf(PageSize::A4).expect("typeset");
    let text = |pdf: &[u8]| String::from_utf8_lossy(pdf).into_owned();
    // A5 is 148 × 210 mm (419.5 × 595.3 pt), A4 210 × 297 mm (595.3 × 841.9 pt).
    assert!(text(&a5).contains("419.5"), "A5 media box");
    assert!(
        text(&a4).contains("841.8") || text(&a4).contains("841.9"),
        "A4 media box"
    );
}

/// The opening lead against У-02's 6♠ (commentary 12.32–12.33, commentary-1997-ru.txt l.1280–1294): West,
/// declarer's left-hand opponent, sees the whole auction as West knew it — North's slow 4♠
/// leaves no trace on West's sheet either — and is asked for a lead, not a call.
#[test]
fn an_opening_lead_sheet_shows_the_leader_the_whole_auction_and_the_contract() {
    use casebook::hearing::{PolledAction, PolledDecision};
    let case = sample("У-02");
    let sheet = PollSheet::for_decision(&case, PolledDecision::OpeningLead, "").expect("a sheet");
    assert_eq!(sheet.seat, Seat::West);
    assert_eq!(sheet.auction.len(), 12, "the whole auction");
    assert_eq!(sheet.polled_call(), None);
    assert!(matches!(
        sheet.polled,
        PolledAction::OpeningLead {
            declarer: Seat::South,
            ..
        }
    ));
    let text = printed(&sheet);
    assert!(text.contains("Вы — Запад, ваша рука:"), "{text}");
    assert!(text.contains("Контракт: 6♠, разыгрывает Юг"), "{text}");
    assert!(
        text.contains("Какой картой вы сделаете первый ход?"),
        "{text}"
    );
    assert!(text.contains("Ваш первый ход"), "{text}");
    assert!(!text.contains("Что вы заявите?"), "{text}");
    for trace in ["45", "думал", "пауз", "Пауз", "медлен", "возражают"]
    {
        assert!(!text.contains(trace), "the sheet shows {trace:?}:\n{text}");
    }
    // No "?" cell waits for a call after the auction.
    assert!(
        !sheet
            .to_html(PageSize::A4)
            .contains("<td class=\"alert\">?</td>")
    );
    assert!(
        sheet
            .to_pdf(PageSize::A4)
            .expect("typeset")
            .starts_with(b"%PDF")
    );

    // An auction that has not ended has no opening lead.
    let mut open = case.clone();
    open.auction.calls.pop();
    assert_eq!(
        PollSheet::at_opening_lead(&open, ""),
        Err(SheetError::NoContract)
    );
}
