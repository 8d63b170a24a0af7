//! The double-dummy analysis a committee sees beside a case: the table, par and the cost of
//! each card, checked against the reference DDS library's published answers and against the
//! rules of the game the figures must obey.

use casebook::bridge::{Card, Contract, Deal, DealError, Doubling, Seat, Strain, Vulnerability};
use casebook::double_dummy::{self, AnalysisError, PlayStop, TrickTable};
use casebook::hand_record::{Play, PlayIrregularity, PlayedCard, Trick};
use casebook::samples::{careless_play, random_deal};
use casebook::scoring::ns_score;

/// A deal whose table the reference DDS (C++) library computed; the same figures are in the
/// solver's own test suite.
const REFERENCE: &str = "N:.63.AKQ987.A9732 A8654.KQ5.T.QJT6 J973.J98742.3.K4 KQT2.AT.J6542.85";

fn deal(pbn: &str) -> Deal {
    Deal::from_pbn(pbn).expect("a complete deal")
}

fn row(table: &TrickTable, strain: Strain) -> [u8; 4] {
    Seat::ALL.map(|seat| table.tricks(seat, strain))
}

#[test]
fn the_table_of_a_deal_is_the_reference_dds_table() {
    let table = double_dummy::solve(&deal(REFERENCE)).unwrap();
    assert_eq!(row(&table, Strain::Clubs), [8, 5, 8, 5]);
    assert_eq!(row(&table, Strain::Diamonds), [8, 5, 8, 5]);
    assert_eq!(row(&table, Strain::Hearts), [6, 5, 6, 6]);
    assert_eq!(row(&table, Strain::Spades), [4, 9, 4, 9]);
    assert_eq!(row(&table, Strain::NoTrump), [5, 8, 5, 8]);
}

#[test]
fn par_is_two_spades_made_with_an_overtrick_by_east_or_west() {
    let table = double_dummy::solve(&deal(REFERENCE)).unwrap();
    let par = double_dummy::par(&table, Vulnerability::All, Seat::North);
    assert_eq!(par.ns_score, -140);
    assert_eq!(par.codes(), ["2SE", "2SW"]);
    assert!(par.contracts.iter().all(|c| c.overtricks() == 1));
}

#[test]
fn with_a_suit_in_each_hand_north_south_bid_and_make_the_grand_slam_in_spades() {
    // North holds the spades, East the hearts, South the diamonds, West the clubs: either
    // side makes 13 tricks in its suits and 0 in no trumps, and the spade grand slam outranks.
    let table = double_dummy::solve(&deal(
        "N:AKQJT98765432... .AKQJT98765432.. ..AKQJT98765432. ...AKQJT98765432",
    ))
    .unwrap();
    for seat in Seat::ALL {
        assert_eq!(table.tricks(seat, Strain::NoTrump), 0, "{seat:?} in NT");
    }
    assert_eq!(table.tricks(Seat::North, Strain::Spades), 13);
    assert_eq!(table.tricks(Seat::East, Strain::Hearts), 13);
    let par = double_dummy::par(&table, Vulnerability::All, Seat::North);
    assert_eq!(par.ns_score, 2210);
    assert_eq!(par.codes(), ["7SN", "7SS"]);
}

#[test]
fn every_par_contract_scores_the_par_score_under_law_77() {
    let deals: Vec<Deal> = (1..=6).map(random_deal).collect();
    let tables = double_dummy::solve_many(&deals).unwrap();
    for (deal, table) in deals.iter().zip(&tables) {
        for vulnerability in Vulnerability::ALL {
            for dealer in Seat::ALL {
                let par = double_dummy::par(table, vulnerability, dealer);
                for c in &par.contracts {
                    let score = ns_score(c.contract, c.declarer, vulnerability, c.tricks).unwrap();
                    assert_eq!(
                        score,
                        par.ns_score,
                        "{deal} {vulnerability:?} {dealer:?} {}",
                        c.code()
                    );
                    assert_eq!(
                        c.contract.doubling == Doubling::Doubled,
                        c.overtricks() < 0,
                        "a par contract is doubled exactly when it goes down: {}",
                        c.code()
                    );
                }
            }
        }
    }
}

#[test]
fn many_deals_at_once_give_the_tables_of_each_deal_alone() {
    let deals: Vec<Deal> = (11..=14).map(random_deal).collect();
    let together = double_dummy::solve_many(&deals).unwrap();
    for (deal, table) in deals.iter().zip(together) {
        assert_eq!(double_dummy::solve(deal).unwrap(), table, "{deal}");
    }
}

#[test]
fn the_costs_of_the_cards_account_for_every_trick_between_par_and_the_table() {
    let deal = deal(REFERENCE);
    let contract: Contract = "3NT".parse().unwrap();
    let play = careless_play(&deal, contract, Seat::East).unwrap();
    let analysis = double_dummy::analyse_play(&deal, contract, Seat::East, &play).unwrap();
    assert_eq!(analysis.stop, None);
    assert_eq!(analysis.cards.len(), 52);
    // Before the lead East's side takes the table's tricks in no trumps.
    assert_eq!(analysis.before, 8);
    // After the last card the value is what the play actually won.
    let won = play.tricks_won_by(Seat::East, None) as u8;
    assert_eq!(analysis.after(), won);
    // Each declaring-side mistake is a trick lost, each defender's a trick given.
    let lost: u32 = analysis
        .costly()
        .filter(|c| c.seat.side() == Seat::East.side())
        .map(|c| u32::from(c.cost))
        .sum();
    let given: u32 = analysis
        .costly()
        .filter(|c| c.seat.side() != Seat::East.side())
        .map(|c| u32::from(c.cost))
        .sum();
    assert_eq!(8 + given as i32 - lost as i32, i32::from(won));
    assert!(lost + given > 0, "a careless play makes mistakes");
}

#[test]
fn an_opening_lead_alone_is_analysed_and_its_cost_shown() {
    let deal = deal(REFERENCE);
    let contract: Contract = "4S".parse().unwrap();
    // East declares spades; South leads. The table gives East 9 tricks.
    for lead in deal.hand(Seat::South).unwrap().cards() {
        let mut play = Play::new(Seat::South);
        let mut trick = Trick {
            leader: Some(Seat::South),
            ..Trick::default()
        };
        trick.cards[Seat::South.index()] = Some(PlayedCard::new(lead));
        play.tricks.push(trick);
        let analysis = double_dummy::analyse_play(&deal, contract, Seat::East, &play).unwrap();
        assert_eq!(analysis.before, 9);
        assert_eq!(analysis.stop, None, "{lead}");
        assert_eq!(analysis.cards.len(), 1);
        let after = analysis.cards[0].tricks_after;
        assert!(after >= 9);
        assert_eq!(analysis.cards[0].cost, after - 9);
    }
}

#[test]
fn the_analysis_stops_at_a_marked_revoke_or_a_card_the_player_does_not_hold() {
    let deal = deal(REFERENCE);
    let contract: Contract = "4S".parse().unwrap();
    let mut play = careless_play(&deal, contract, Seat::East).unwrap();
    let second = &mut play.tricks[1];
    let leader = second.leader.unwrap();
    second.cards[leader.advance(1).index()]
        .as_mut()
        .unwrap()
        .irregularity = Some(PlayIrregularity::Revoke);
    let analysis = double_dummy::analyse_play(&deal, contract, Seat::East, &play).unwrap();
    assert_eq!(analysis.cards.len(), 5);
    assert!(matches!(
        analysis.stop,
        Some(PlayStop::Revoke { trick: 2, .. })
    ));

    // A lead by a card South does not hold: nothing is analysed past the value before it.
    let mut play = Play::new(Seat::South);
    let mut trick = Trick {
        leader: Some(Seat::South),
        ..Trick::default()
    };
    let not_south: Card = deal.hand(Seat::North).unwrap().cards().next().unwrap();
    trick.cards[Seat::South.index()] = Some(PlayedCard::new(not_south));
    play.tricks.push(trick);
    let analysis = double_dummy::analyse_play(&deal, contract, Seat::East, &play).unwrap();
    assert_eq!(analysis.before, 9);
    assert!(analysis.cards.is_empty());
    assert!(matches!(
        analysis.stop,
        Some(PlayStop::Illegal {
            trick: 1,
            seat: Seat::South,
            ..
        })
    ));

    // A lead by the wrong seat.
    let mut play = Play::new(Seat::West);
    play.tricks.push(Trick {
        leader: Some(Seat::West),
        ..Trick::default()
    });
    let analysis = double_dummy::analyse_play(&deal, contract, Seat::East, &play).unwrap();
    assert!(matches!(
        analysis.stop,
        Some(PlayStop::LeadOutOfTurn {
            trick: 1,
            seat: Seat::West
        })
    ));
}

#[test]
fn a_deal_that_is_not_complete_is_refused_with_the_reason() {
    let three_hands =
        Deal::from_pbn("N:AKQJ.AKQ.AKQ.AKQ - 5432.5432.5432.2 T9876.T9876.T9.T").unwrap();
    assert!(matches!(
        double_dummy::solve(&three_hands),
        Err(AnalysisError::Deal(DealError::UnknownHand {
            seat: Seat::East
        }))
    ));
    let message = double_dummy::solve(&three_hands).unwrap_err().to_string();
    assert!(message.contains("East's hand is not known"), "{message}");
}
