//! The deal and auction editors driven headlessly (egui_kittest), each over a value of its own
//! as the case editor will hold it: typing hands by their labels, the fourth hand filling
//! itself in, a duplicate refused, cards clicked in the grid, Law 2 markings; bids from the
//! bidding box, an irregular call, a call annotated; PBN and LIN snippets pasted.
//!
//! Fixtures: the full deal of the core's deal tests (`casebook/src/bridge/deal.rs`, N 10 HCP,
//! E 19, S 11, W 0); board 14 marked East, neither vulnerable (Law 2, laws-2017-bg.txt l.541–550);
//! the LIN board of the core's LIN tests (`casebook/tests/lin_read.rs`); 1♠ then 1♥, an
//! insufficient bid (commentary 27.2, commentary-1997-ru.txt l.2305–2311).

use casebook::bridge::{Board, BoardNumber, Call, Deal, Hand, Irregularity, Seat, Vulnerability};
use casebook::case::{CaseAuction, Explanation};
use casebook_app::app::install_fonts;
use casebook_app::app::widgets::auction_editor::{AuctionEditorState, auction_editor};
use casebook_app::app::widgets::deal_editor::{DealEditorState, deal_editor};
use casebook_app::i18n::Language;
use egui::ScrollArea;
use egui::accesskit::Role;
use egui_kittest::Harness;
use egui_kittest::kittest::{NodeT as _, Queryable as _};

/// The four hands of the fixture deal as people type them.
const NORTH: &str = "AKQ2 T98 - J98765";
const EAST: &str = "JT9 AKQ AKQ2 T43";
const SOUTH: &str = "8765 J7 JT98 AKQ";
const WEST: &str = "43 65432 76543 2";

/// The LIN board of the core's LIN tests: North deals board 2; 2♣ is alerted and explained.
const LIN: &str = "md|3SAKQ2HT98D2CAJ432,S87HAK32DKQ73C765,SJT9HQJ7DAJ654CKQ,|sv|n|ah|Board 2|mb|1D|mb|p|mb|2C!|an|Game forcing, 5+ !c|mb|p|";

fn hand(text: &str) -> Option<Hand> {
    Some(text.parse().expect("a fixture hand"))
}

fn board(number: u32) -> Board {
    Board::new(
        BoardNumber::new(number).expect("a board number"),
        Deal::new(),
    )
}

/// The deal editor over a board of its own; `saves` counts the frames that reported a change.
struct DealBench {
    board: Board,
    state: DealEditorState,
    saves: usize,
}

fn deal_bench(language: Language, board: Board) -> Harness<'static, DealBench> {
    Harness::builder()
        .with_size([1100.0, 1500.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            move |ui, bench: &mut DealBench| {
                ScrollArea::vertical().show(ui, |ui| {
                    if deal_editor(ui, &mut bench.board, language, &mut bench.state) {
                        bench.saves += 1;
                    }
                });
            },
            DealBench {
                board,
                state: DealEditorState::default(),
                saves: 0,
            },
        )
}

fn type_into<S>(harness: &mut Harness<'_, S>, label: &str, text: &str) {
    harness.get_by_label(label).click();
    harness.run();
    harness.get_by_label(label).type_text(text);
    harness.run();
}

fn button<'t, S>(harness: &'t Harness<'_, S>, label: &'t str) -> egui_kittest::Node<'t> {
    harness.get_by_role_and_label(Role::Button, label)
}

#[test]
fn a_hand_typed_by_its_label_is_in_the_deal_and_the_diagram() {
    let mut harness = deal_bench(Language::English, board(1));
    type_into(&mut harness, "North hand", "AKQ2 T98 - J9876");
    assert_eq!(
        harness.state().board.deal.hand(Seat::North),
        hand("AKQ2 T98 - J9876")
    );
    assert!(harness.state().saves > 0);
    // The diagram prints it as casebooks do; the field says the hand is short.
    harness.get_by_label("♥ 10 9 8");
    harness.get_by_label("♣ J 9 8 7 6");
    harness.get_by_label("12 cards; a hand has 13.");
}

#[test]
fn three_hands_typed_fill_in_the_fourth() {
    let mut harness = deal_bench(Language::Russian, board(1));
    type_into(&mut harness, "Рука Севера", NORTH);
    type_into(&mut harness, "Рука Востока", EAST);
    assert_eq!(harness.state().board.deal.hand(Seat::West), None);
    type_into(&mut harness, "Рука Юга", SOUTH);
    let deal = harness.state().board.deal;
    assert!(deal.is_complete(), "{deal}");
    assert_eq!(deal.hand(Seat::West), hand(WEST));
    assert_eq!(
        harness.get_by_label("Рука Запада").value().as_deref(),
        Some("♠43 ♥65432 ♦76543 ♣2")
    );
    harness.get_by_label("Рука Запада заполнена оставшимися 13 картами.");
}

#[test]
fn a_duplicate_card_is_named_and_the_deal_keeps_its_hands() {
    let mut harness = deal_bench(Language::English, board(1));
    type_into(&mut harness, "North hand", NORTH);
    let before = harness.state().board.clone();
    type_into(&mut harness, "East hand", "AJT9 KQ AKQ2 T43");
    assert_eq!(harness.state().board, before);
    harness.get_by_label("♠A is in two hands: East's and North's.");
    harness.get_by_label("♠A is in two hands: North's and East's.");
    // What was typed stays in the field, to be corrected.
    assert_eq!(
        harness.get_by_label("East hand").value().as_deref(),
        Some("AJT9 KQ AKQ2 T43")
    );
    // A text that does not read names the character.
    type_into(&mut harness, "South hand", "8765 J7 JT9x AKQ");
    assert_eq!(harness.state().board, before);
    harness.get_by_label_contains("“x” at character 12 cannot be read");
}

#[test]
fn cards_clicked_in_the_grid_go_to_the_seat_chosen() {
    let mut harness = deal_bench(Language::English, board(1));
    type_into(&mut harness, "North hand", NORTH);
    type_into(&mut harness, "East hand", EAST);
    button(&harness, "South").click();
    harness.run();
    for card in [
        "♠8", "♠7", "♠6", "♠5", "♥J", "♥7", "♦J", "♦10", "♦9", "♦8", "♣A", "♣K",
    ] {
        button(&harness, card).click();
        harness.run();
    }
    assert_eq!(
        harness.state().board.deal.hand(Seat::South).map(Hand::len),
        Some(12)
    );
    assert_eq!(harness.state().board.deal.hand(Seat::West), None);
    // The thirteenth card completes South, and West takes what is left.
    button(&harness, "♣Q").click();
    harness.run();
    let deal = harness.state().board.deal;
    assert_eq!(deal.hand(Seat::South), hand(SOUTH));
    assert_eq!(deal.hand(Seat::West), hand(WEST));
    // A card of North's clicked for full South is refused, and nothing moves.
    button(&harness, "♠A").click();
    harness.run();
    assert_eq!(harness.state().board.deal, deal);
    harness.get_by_label("South already has 13 cards: click one of them to take it back first.");
    // Clicking one of South's own cards takes it back.
    button(&harness, "♣Q").click();
    harness.run();
    assert_eq!(
        harness.state().board.deal.hand(Seat::South).map(Hand::len),
        Some(12)
    );
}

#[test]
fn dealer_and_vulnerability_follow_the_board_number_unless_marked_otherwise() {
    let mut harness = deal_bench(Language::English, board(1));
    harness.get_by_label("Board").set_value_accesskit(14.0);
    harness.run();
    let marked = |h: &Harness<'_, DealBench>| {
        let b = &h.state().board;
        (b.number.get(), b.dealer, b.vulnerability)
    };
    assert_eq!(marked(&harness), (14, Seat::East, Vulnerability::None));
    harness.get_by_label("Dealer East · neither side vulnerable (Law 2)");
    harness
        .get_by_label("Dealer and vulnerability as marked on the board, not as Law 2 gives them")
        .click();
    harness.run();
    harness.get_by_label("Board").set_value_accesskit(15.0);
    harness.run();
    assert_eq!(marked(&harness), (15, Seat::East, Vulnerability::None));
    harness.get_by_label("Vulnerability").click();
    harness.run();
    button(&harness, "both sides vulnerable").click();
    harness.run();
    assert_eq!(marked(&harness), (15, Seat::East, Vulnerability::All));
    assert!(!harness.state().board.has_law2_markings());
}

#[test]
fn a_pbn_deal_is_pasted_and_a_bad_snippet_changes_nothing() {
    let mut harness = deal_bench(Language::English, board(1));
    type_into(
        &mut harness,
        "Paste PBN or LIN",
        "[Board \"14\"]\n[Deal \"N:AKQ2.T98..J98765 JT9.AKQ.AKQ2.T43 8765.J7.JT98.AKQ 43.65432.76543.2\"]",
    );
    button(&harness, "Fill the deal from the snippet").click();
    harness.run();
    let pasted = harness.state().board.clone();
    assert!(pasted.deal.is_complete());
    assert_eq!(pasted.deal.hand(Seat::East), hand(EAST));
    assert_eq!(
        (pasted.number.get(), pasted.dealer, pasted.vulnerability),
        (14, Seat::East, Vulnerability::None)
    );
    assert_eq!(
        harness.get_by_label("North hand").value().as_deref(),
        Some("♠AKQ2 ♥1098 ♦— ♣J98765")
    );
    type_into(&mut harness, "Paste PBN or LIN", "[Deal \"N:AKQ2.T98\"]");
    button(&harness, "Fill the deal from the snippet").click();
    harness.run();
    assert_eq!(harness.state().board, pasted);
    harness.get_by_label_contains("The snippet was not read: line 1, tag Deal");
}

/// The auction editor over an auction of its own.
struct AuctionBench {
    auction: CaseAuction,
    state: AuctionEditorState,
    saves: usize,
}

fn auction_bench(language: Language, dealer: Seat) -> Harness<'static, AuctionBench> {
    Harness::builder()
        .with_size([1100.0, 1600.0])
        .with_context_setup(install_fonts)
        .build_ui_state(
            move |ui, bench: &mut AuctionBench| {
                ScrollArea::vertical().show(ui, |ui| {
                    if auction_editor(ui, &mut bench.auction, language, &mut bench.state) {
                        bench.saves += 1;
                    }
                });
            },
            AuctionBench {
                auction: CaseAuction::new(dealer),
                state: AuctionEditorState::default(),
                saves: 0,
            },
        )
}

fn bid<S>(harness: &mut Harness<'_, S>, label: &str) {
    button(harness, label).click();
    harness.run();
}

fn offered<S>(harness: &Harness<'_, S>, label: &str) -> bool {
    !button(harness, label).accesskit_node().is_disabled()
}

fn calls(harness: &Harness<'_, AuctionBench>) -> String {
    harness.state().auction.calls.pbn_calls()
}

#[test]
fn bids_from_the_box_enter_the_auction_and_only_legal_calls_are_offered() {
    let mut harness = auction_bench(Language::English, Seat::North);
    assert!(!offered(&harness, "Double") && !offered(&harness, "Redouble"));
    bid(&mut harness, "1♥");
    assert_eq!(calls(&harness), "1H");
    // An insufficient bid is not offered; a sufficient one is.
    assert!(!offered(&harness, "1♣") && !offered(&harness, "1♥"));
    assert!(offered(&harness, "1♠") && offered(&harness, "Double"));
    bid(&mut harness, "Pass");
    bid(&mut harness, "1♠");
    harness.get_by_label("West to call");
    // South may not double partner's bid... but West may double South's.
    assert!(offered(&harness, "Double"));
    bid(&mut harness, "Double");
    assert!(offered(&harness, "Redouble"));
    assert_eq!(calls(&harness), "1H Pass 1S X");
    harness.get_by_label("Call 3: 1♠, South");
    bid(&mut harness, "Undo last call");
    assert_eq!(calls(&harness), "1H Pass 1S");
    for _ in 0..3 {
        bid(&mut harness, "Pass");
    }
    harness.get_by_label("The auction has ended: 1♠ by South");
    assert!(!offered(&harness, "Pass") && !offered(&harness, "7NT"));
    assert!(harness.state().saves >= 6);
}

#[test]
fn an_irregular_call_is_recorded_with_the_marker_the_auction_keeps() {
    let mut harness = auction_bench(Language::English, Seat::North);
    bid(&mut harness, "1♠");
    assert!(!offered(&harness, "1♥"));
    bid(&mut harness, "Record irregularity");
    assert!(offered(&harness, "1♥"));
    bid(&mut harness, "1♥");
    let recorded = &harness.state().auction.calls.calls()[1];
    assert_eq!(recorded.irregularity, Some(Irregularity::InsufficientBid));
    // The grid marks it, the panel names it, and the box is back to legal calls only.
    button(&harness, "Call 2: 1♥*, East");
    harness.get_by_label("insufficient bid");
    assert!(!offered(&harness, "1♣") && offered(&harness, "1♠"));

    // A pass by West when South was to call: out of rotation.
    bid(&mut harness, "Record irregularity");
    harness.get_by_label("Made by").click();
    harness.run();
    button(&harness, "West").click();
    harness.run();
    bid(&mut harness, "Pass");
    let recorded = &harness.state().auction.calls.calls()[2];
    assert_eq!(
        recorded.irregularity,
        Some(Irregularity::OutOfRotation { by: Seat::West })
    );
    harness.get_by_label("call out of rotation by West");
    harness.get_by_label("North to call");
}

#[test]
fn a_call_is_annotated_with_an_alert_an_explanation_and_a_break_in_tempo() {
    let mut harness = auction_bench(Language::English, Seat::North);
    bid(&mut harness, "1NT");
    bid(&mut harness, "Pass");
    bid(&mut harness, "2♣");
    // The call just made is the one annotated.
    harness.get_by_role_and_label(Role::Label, "Call 3: 2♣, South");
    bid(&mut harness, "alerted");
    bid(&mut harness, "Add an explanation");
    type_into(&mut harness, "Explanation 1", "Stayman, asks for a major");
    harness.get_by_label("to").click();
    harness.run();
    button(&harness, "East").click();
    harness.run();
    type_into(&mut harness, "Actual agreement", "Stayman");
    harness.get_by_label("Break in tempo").click();
    harness.run();
    type_into(&mut harness, "Seconds", "10");
    bid(&mut harness, "agree there was a break");

    let auction = &harness.state().auction;
    let note = auction.annotation(2).expect("2♣ is annotated");
    assert_eq!(note.alerted, Some(true));
    assert_eq!(
        note.explanations,
        [Explanation {
            by: Some(Seat::North),
            to: Some(Seat::East),
            text: "Stayman, asks for a major".into()
        }]
    );
    assert_eq!(note.agreement.as_deref(), Some("Stayman"));
    let tempo = note.tempo.as_ref().expect("a break in tempo");
    assert_eq!((tempo.seconds, tempo.agreed), (Some(10), Some(true)));
    harness.get_by_label_contains("Stayman, asks for a major");
    button(&harness, "Call 3: 2♣! (1) …, South");

    // Seconds that are not a number stay in the field and change nothing.
    type_into(&mut harness, "Seconds", "s");
    harness.get_by_label("Seconds as a whole number, e.g. 10.");
    let tempo = harness
        .state()
        .auction
        .annotation(2)
        .and_then(|a| a.tempo.clone());
    assert_eq!(tempo.and_then(|t| t.seconds), Some(10));

    // Another call chosen in the grid: its own annotation.
    button(&harness, "Call 1: 1NT, North").click();
    harness.run();
    bid(&mut harness, "not alerted");
    let auction = &harness.state().auction;
    assert_eq!(auction.annotation(0).and_then(|a| a.alerted), Some(false));
    assert_eq!(auction.annotations.len(), 2);
}

#[test]
fn a_lin_auction_is_pasted_with_its_alerts_and_a_wrong_dealer_is_refused() {
    let mut harness = auction_bench(Language::Russian, Seat::South);
    type_into(&mut harness, "Вставить PBN или LIN", LIN);
    button(&harness, "Заполнить торговлю из фрагмента").click();
    harness.run();
    assert!(harness.state().auction.calls.calls().is_empty());
    harness.get_by_label(
        "Во фрагменте торговлю начинает Север, а на этой сдаче сдаёт Юг: проверьте номер сдачи.",
    );

    let mut harness = auction_bench(Language::English, Seat::North);
    type_into(&mut harness, "Paste PBN or LIN", LIN);
    button(&harness, "Fill the auction from the snippet").click();
    harness.run();
    assert_eq!(calls(&harness), "1D Pass 2C Pass");
    let note = harness.state().auction.annotation(2).expect("2♣ annotated");
    assert_eq!(note.alerted, Some(true));
    assert_eq!(note.explanations[0].text, "Game forcing, 5+ ♣");
    assert_eq!(harness.state().auction.calls.calls()[1].call, Call::Pass);
    harness.get_by_label_contains("Game forcing, 5+ ♣");
}

/// The bidding box and the grid spell the calls as the interface's language does: `пас`,
/// `контра`, `реконтра`, `БК` in Russian (commentary-1997-ru.txt lines 1415, 1525–1546, 2034), `Pass`, `X`,
/// `XX`, `NT` in English; what is recorded is the same standard form either way.
#[test]
fn the_bidding_box_and_the_grid_spell_calls_in_the_interface_language() {
    let mut harness = auction_bench(Language::Russian, Seat::North);
    for call in ["1БК", "Контра", "Реконтра", "пас", "пас", "пас"] {
        bid(&mut harness, call);
    }
    assert_eq!(calls(&harness), "1NT X XX Pass Pass Pass");
    button(&harness, "Заявка 1: 1БК, Север");
    button(&harness, "Заявка 2: контра, Восток");
    button(&harness, "Заявка 3: реконтра, Юг");
    button(&harness, "Заявка 4: пас, Запад");
    harness.get_by_label("Торговля окончена: 1БК с реконтрой, разыгрывает Север");
    // The box is still there, every call greyed out once the auction has ended.
    assert!(!offered(&harness, "пас") && !offered(&harness, "7БК"));
    for english in ["Pass", "XX", "1NT", "7NT"] {
        assert!(harness.query_by_label(english).is_none(), "{english}");
    }

    let mut harness = auction_bench(Language::English, Seat::North);
    for call in ["1NT", "Double", "Redouble", "Pass", "Pass", "Pass"] {
        bid(&mut harness, call);
    }
    assert_eq!(calls(&harness), "1NT X XX Pass Pass Pass");
    button(&harness, "Call 2: X, East");
    button(&harness, "Call 4: Pass, West");
    harness.get_by_label("The auction has ended: 1NTXX by North");
    assert!(!offered(&harness, "Pass"));
    for russian in ["пас", "реконтра", "1БК"] {
        assert!(
            harness.query_by_label_contains(russian).is_none(),
            "{russian}"
        );
    }
}
