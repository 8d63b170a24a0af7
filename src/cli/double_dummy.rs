//! `casebook dd`: the double-dummy table and par of a deal, of a stored case (with the cost of
//! each card of its play), or of every stored deal not yet analysed.

use super::cases::{self, CasesFailure};
use super::command_line::DdArgs;
use super::progress::ProgressLine;
use super::{CliError, UsageError};
use casebook::bridge::{CallLanguage, Deal, Seat, Strain};
use casebook::double_dummy::{self, CaseAnalysisError, Par, PlayAnalysis, PlayStop, TrickTable};
use casebook::store::Location;
use serde::Serialize;
use std::io::Write;
use std::sync::atomic::AtomicBool;

/// What the table is, said wherever it is shown.
const CAVEAT: &str = "Double dummy: every card known to every player. The Laws adjust to the likely and at all probable result, not to this.";

pub fn run(args: &DdArgs, db: Option<&Location>, out: &mut impl Write) -> Result<(), CliError> {
    if args.all {
        return analyse_all(&cases::database_location(db)?, out);
    }
    if let Some(id) = &args.case {
        return analyse_case(&cases::database_location(db)?, id, args.json, out);
    }
    let text = args.deal.join(" ");
    let deal = Deal::from_pbn(&text)
        .and_then(|deal| deal.validate_complete().map(|()| deal))
        .map_err(|e| UsageError(format!("the deal cannot be analysed: {e}")))?;
    let table = double_dummy::solve(&deal).map_err(|e| UsageError(e.to_string()))?;
    let par = double_dummy::par(&table, args.vul, args.dealer);
    if args.json {
        writeln!(out, "{}", json(&Report::new(&table, &par, None)))?;
    } else {
        write_table(&table, out)?;
        writeln!(out, "{}", par_line(&par))?;
        writeln!(out, "{CAVEAT}")?;
    }
    Ok(())
}

fn analyse_case(
    location: &Location,
    id: &str,
    as_json: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let uuid = cases::resolve_case(&store, id)?;
    let case = store.load_case(uuid).map_err(CasesFailure::from)?;
    let result = double_dummy::analyse_case(&mut store, &case).map_err(|e| match e {
        CaseAnalysisError::Kept(e) => CliError::Cases(e.into()),
        CaseAnalysisError::Analysis(e) => CliError::Usage(UsageError(format!(
            "case {}: {e}",
            case.identity.case_number
        ))),
    })?;
    if as_json {
        let report = Report::new(&result.table, &result.par, result.play.as_ref());
        writeln!(out, "{}", json(&report))?;
        return Ok(());
    }
    writeln!(
        out,
        "Case {}, board {} (dealer {:?}, vulnerable {})",
        case.identity.case_number,
        case.board.number.get(),
        case.board.dealer,
        case.board.vulnerability.pbn_name()
    )?;
    write_table(&result.table, out)?;
    writeln!(out, "{}", par_line(&result.par))?;
    if let Some(play) = &result.play {
        write_play(play, out)?;
    }
    for outcome in case.decision.adjusted.outcomes.iter() {
        if let (Some(contract), Some(declarer)) = (outcome.contract, outcome.declarer) {
            writeln!(
                out,
                "Decision: {} by {:?}, {} tricks as weighed; double dummy {}",
                contract,
                declarer,
                outcome.tricks,
                result.table.tricks(declarer, contract.strain)
            )?;
        }
    }
    writeln!(out, "{CAVEAT}")?;
    Ok(())
}

fn analyse_all(location: &Location, out: &mut impl Write) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let todo = store.deals_without_dd().map_err(CasesFailure::from)?;
    let (deals, _) = store.dd_coverage().map_err(CasesFailure::from)?;
    let started = std::time::Instant::now();
    let never = AtomicBool::new(false);
    let mut line = ProgressLine::new();
    let outcome = double_dummy::solve_in_batches(&todo, &never, |rows, done| {
        store.save_dd_tables(rows)?;
        line.show(format!("analysed {done} of {} deals", todo.len()));
        Ok::<(), casebook::store::StoreError>(())
    })
    .map_err(CasesFailure::from)?;
    line.clear();
    writeln!(
        out,
        "analysed {} deals in {:.1} s; {} of {deals} complete deals were already analysed",
        outcome.solved,
        started.elapsed().as_secs_f64(),
        deals - todo.len()
    )?;
    for (deal, reason) in &outcome.refused {
        writeln!(out, "not analysed: {deal}: {reason}")?;
    }
    Ok(())
}

fn write_table(table: &TrickTable, out: &mut impl Write) -> std::io::Result<()> {
    write!(out, "{:<6}", "")?;
    for strain in double_dummy::PRINTED_STRAINS {
        write!(out, "{:>3}", CallLanguage::English.strain(strain))?;
    }
    writeln!(out)?;
    for seat in Seat::ALL {
        write!(out, "{:<6}", format!("{seat:?}"))?;
        for strain in double_dummy::PRINTED_STRAINS {
            write!(out, "{:>3}", table.tricks(seat, strain))?;
        }
        writeln!(out)?;
    }
    Ok(())
}

/// `Par +620: 4♠= by North or South`; `Par 0: passed out`.
fn par_line(par: &Par) -> String {
    if par.contracts.is_empty() {
        return format!("Par {}: passed out", signed(par.ns_score));
    }
    let contracts: Vec<String> = par
        .by_contract()
        .into_iter()
        .map(|(contract, declarers, overtricks)| {
            let tricks = (contract.tricks_needed() as i8 + overtricks) as u8;
            let names: Vec<String> = declarers.iter().map(|s| format!("{s:?}")).collect();
            format!(
                "{} by {}",
                CallLanguage::English.result(contract, tricks),
                names.join(" or ")
            )
        })
        .collect();
    format!("Par {}: {}", signed(par.ns_score), contracts.join("; "))
}

fn signed(score: i32) -> String {
    if score > 0 {
        format!("+{score}")
    } else {
        score.to_string()
    }
}

fn write_play(play: &PlayAnalysis, out: &mut impl Write) -> std::io::Result<()> {
    writeln!(
        out,
        "Play of {} by {:?}: {} tricks before the lead, {} after the last card analysed",
        play.contract,
        play.declarer,
        play.before,
        play.after()
    )?;
    for card in play.costly() {
        let plural = if card.cost == 1 { "" } else { "s" };
        writeln!(
            out,
            "  trick {}: {:?} {} cost {} trick{plural} (declarer's side {} after it)",
            card.trick, card.seat, card.card, card.cost, card.tricks_after
        )?;
    }
    if play.costly().next().is_none() {
        writeln!(out, "  no card cost a trick")?;
    }
    if let Some(stop) = play.stop {
        writeln!(out, "  {}", stop_text(stop))?;
    }
    Ok(())
}

fn stop_text(stop: PlayStop) -> String {
    match stop {
        PlayStop::UnknownCard { trick, seat } => {
            format!("the analysis stops at trick {trick}: {seat:?}'s card is not recorded")
        }
        PlayStop::LeadOutOfTurn { trick, seat } => {
            format!("the analysis stops at trick {trick}: {seat:?} led out of turn")
        }
        PlayStop::Revoke { trick, seat, card } => {
            format!("the analysis stops at trick {trick}: {seat:?}'s {card} is a revoke")
        }
        PlayStop::Illegal { trick, seat, card } => {
            format!("the analysis stops at trick {trick}: {seat:?} could not play {card} there")
        }
    }
}

/// JSON on one line with a space after each colon and comma, as people write it by hand.
fn json(report: &Report) -> String {
    let mut bytes = Vec::new();
    let mut writer = serde_json::Serializer::with_formatter(&mut bytes, SpacedFormatter);
    match report.serialize(&mut writer) {
        Ok(()) => String::from_utf8(bytes).unwrap_or_default(),
        Err(_) => String::new(),
    }
}

struct SpacedFormatter;

impl serde_json::ser::Formatter for SpacedFormatter {
    fn begin_object_key<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }

    fn begin_object_value<W: ?Sized + Write>(&mut self, w: &mut W) -> std::io::Result<()> {
        w.write_all(b": ")
    }

    fn begin_array_value<W: ?Sized + Write>(
        &mut self,
        w: &mut W,
        first: bool,
    ) -> std::io::Result<()> {
        if first { Ok(()) } else { w.write_all(b", ") }
    }
}

/// The JSON form: `{"tricks": {"N": {"NT": 9, …}, …}, "par": {"score": 620, "contracts": […]}}`,
/// and for a case with a recorded play, `"play"`.
#[derive(Serialize)]
struct Report {
    tricks: BySeat,
    par: ParJson,
    #[serde(skip_serializing_if = "Option::is_none")]
    play: Option<PlayJson>,
}

#[derive(Serialize)]
#[allow(non_snake_case)]
struct BySeat {
    N: ByStrain,
    E: ByStrain,
    S: ByStrain,
    W: ByStrain,
}

#[derive(Serialize)]
#[allow(non_snake_case)]
struct ByStrain {
    NT: u8,
    S: u8,
    H: u8,
    D: u8,
    C: u8,
}

#[derive(Serialize)]
struct ParJson {
    score: i32,
    contracts: Vec<String>,
}

#[derive(Serialize)]
struct PlayJson {
    contract: String,
    declarer: char,
    before: u8,
    cards: Vec<CardJson>,
    #[serde(skip_serializing_if = "Option::is_none")]
    stop: Option<String>,
}

#[derive(Serialize)]
struct CardJson {
    trick: usize,
    seat: char,
    card: String,
    after: u8,
    cost: u8,
}

impl Report {
    fn new(table: &TrickTable, par: &Par, play: Option<&PlayAnalysis>) -> Report {
        let row = |seat: Seat| {
            let t = |strain| table.tricks(seat, strain);
            ByStrain {
                NT: t(Strain::NoTrump),
                S: t(Strain::Spades),
                H: t(Strain::Hearts),
                D: t(Strain::Diamonds),
                C: t(Strain::Clubs),
            }
        };
        Report {
            tricks: BySeat {
                N: row(Seat::North),
                E: row(Seat::East),
                S: row(Seat::South),
                W: row(Seat::West),
            },
            par: ParJson {
                score: par.ns_score,
                contracts: par.codes(),
            },
            play: play.map(|play| PlayJson {
                contract: play.contract.pbn(),
                declarer: play.declarer.letter(),
                before: play.before,
                cards: play
                    .cards
                    .iter()
                    .map(|c| CardJson {
                        trick: c.trick,
                        seat: c.seat.letter(),
                        card: c.card.pbn(),
                        after: c.tricks_after,
                        cost: c.cost,
                    })
                    .collect(),
                stop: play.stop.map(stop_text),
            }),
        }
    }
}
