//! The precedent subcommands: `similar` (the cases like one case, with why), `cases` (the
//! cases, or those citing a Law), `consistency` (like cases decided otherwise) and `stats`
//! (the archive over the years). All read the one precedent index of the core.

use super::UsageError;
use super::cases::{CasesFailure, open, resolve_case};
use casebook::adjust::Language;
use casebook::laws::{Edition, LawRef};
use casebook::panel::{PanelFigures, PanelTally};
use casebook::precedent::{
    CaseDigest, MatchReason, PrecedentIndex, YearColumn, kind_name, panel_statistics, report,
    statistics,
};
use casebook::store::Location;
use serde_json::json;
use std::io::Write;

/// Output is English, as the rest of the command line.
const LANGUAGE: Language = Language::English;

fn index(location: &Location) -> Result<PrecedentIndex, CasesFailure> {
    let mut store = open(location, false)?;
    let digests = store.case_digests(&mut |_, _| {})?;
    Ok(PrecedentIndex::new(digests))
}

/// A value as indented JSON on a line of its own.
fn print_json(out: &mut impl Write, value: &impl serde::Serialize) -> std::io::Result<()> {
    writeln!(
        out,
        "{}",
        serde_json::to_string_pretty(value).unwrap_or_default()
    )
}

/// `У-05 (2025, Командный чемпионат)`.
fn title(digest: &CaseDigest) -> String {
    let number = if digest.heading.case_number.is_empty() {
        digest.heading.uuid.to_string()
    } else {
        digest.heading.case_number.clone()
    };
    let mut place: Vec<String> = Vec::new();
    if let Some(year) = digest.heading.year {
        place.push(year.to_string());
    }
    for part in [&digest.heading.tournament, &digest.heading.event] {
        if !part.trim().is_empty() {
            place.push(part.trim().to_string());
        }
    }
    if place.is_empty() {
        number
    } else {
        format!("{number} ({})", place.join(", "))
    }
}

fn case_json(digest: &CaseDigest) -> serde_json::Value {
    json!({
        "case": digest.heading.case_number,
        "uuid": digest.heading.uuid,
        "year": digest.heading.year,
        "tournament": digest.heading.tournament,
        "event": digest.heading.event,
        "status": digest.status,
        "decision": digest.decided_line(LANGUAGE),
    })
}

/// `casebook similar ID [--limit N] [--json]`.
pub fn similar(
    location: &Location,
    id: &str,
    limit: usize,
    as_json: bool,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let store = open(location, false)?;
    let uuid = resolve_case(&store, id)?;
    drop(store);
    let index = index(location)?;
    let digest = index
        .digest(uuid)
        .cloned()
        .ok_or_else(|| CasesFailure::NoSuchCase(id.to_string()))?;
    let found = index.similar(&digest, limit);
    if as_json {
        let rows: Vec<serde_json::Value> = found
            .iter()
            .map(|p| {
                let mut row = case_json(&p.digest);
                row["score"] = json!((f64::from(p.score) * 100.0).round() / 100.0);
                row["panel"] = json!(p.digest.panel);
                row["reasons"] = json!(
                    p.reasons
                        .iter()
                        .map(|r| r.describe(LANGUAGE))
                        .collect::<Vec<_>>()
                );
                row
            })
            .collect();
        print_json(out, &rows)?;
        return Ok(());
    }
    if found.is_empty() {
        writeln!(
            out,
            "No decided case is like {} yet: no other case shares its Laws, kind, findings or decision point.",
            title(&digest)
        )?;
        return Ok(());
    }
    writeln!(out, "Cases like {}, most alike first:", title(&digest))?;
    for (rank, precedent) in found.iter().enumerate() {
        writeln!(
            out,
            "{:>2}. {}  [{:.1}]",
            rank + 1,
            title(&precedent.digest),
            precedent.score
        )?;
        writeln!(out, "    {}", precedent.digest.decided_line(LANGUAGE))?;
        if let Some(panel) = &precedent.digest.panel {
            writeln!(out, "    {}", panel.line(LANGUAGE))?;
        }
        writeln!(
            out,
            "    why: {}",
            MatchReason::line(&precedent.reasons, LANGUAGE)
        )?;
    }
    Ok(())
}

/// `casebook cases [--law REF [--edition 1997|2017]] [--year YYYY] [--json]`.
pub fn cases(
    location: &Location,
    law: Option<&str>,
    edition: Option<Edition>,
    year: Option<i32>,
    as_json: bool,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let index = index(location)?;
    let edition = edition.unwrap_or(Edition::E2017);
    let mut asked = None;
    let mut listed: Vec<&CaseDigest> = match law {
        Some(text) => {
            let reference =
                LawRef::parse_for(text, edition).map_err(|e| UsageError(format!("--law: {e}")))?;
            let anchor = reference.anchor(edition);
            let citing = index.citing(anchor.as_str());
            asked = Some(anchor);
            citing
        }
        None => {
            let mut all: Vec<&CaseDigest> = index.digests().iter().collect();
            all.sort_by(|a, b| {
                b.heading
                    .year
                    .cmp(&a.heading.year)
                    .then_with(|| a.heading.case_number.cmp(&b.heading.case_number))
            });
            all
        }
    };
    if let Some(year) = year {
        listed.retain(|d| d.heading.year == Some(year));
    }
    if as_json {
        let rows: Vec<serde_json::Value> = listed.iter().map(|d| case_json(d)).collect();
        print_json(out, &rows)?;
        return Ok(());
    }
    if listed.is_empty() {
        // The number may be the other edition's: say where the cases are (not within a year,
        // which the count does not know).
        let elsewhere = asked
            .filter(|_| year.is_none())
            .and_then(|anchor| index.cited_elsewhere(anchor.as_str()));
        match (law, elsewhere) {
            (Some(text), Some(found)) => writeln!(
                out,
                "{} {} {} of the {} Laws{}: casebook cases --law {text} --edition {}",
                found.cases,
                if found.cases == 1 {
                    "case cites"
                } else {
                    "cases cite"
                },
                found.label,
                found.edition,
                found
                    .counterpart
                    .map(|c| format!(" (= {c} of {edition})"))
                    .unwrap_or_default(),
                found.edition
            )?,
            (Some(text), None) => writeln!(
                out,
                "No case cites {text} ({edition} Laws) or its counterpart."
            )?,
            (None, _) => writeln!(out, "No cases.")?,
        }
        return Ok(());
    }
    for digest in listed {
        writeln!(
            out,
            "{}  {}  {}",
            title(digest),
            kind_name(&digest.kind, LANGUAGE),
            digest.decided_line(LANGUAGE)
        )?;
    }
    Ok(())
}

/// `casebook consistency --year YYYY` or `--from YYYY --to YYYY`.
pub fn consistency(
    location: &Location,
    from: i32,
    to: i32,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    if from > to {
        return Err(UsageError(format!("--from {from} comes after --to {to}")).into());
    }
    let index = index(location)?;
    let found = report(&index, from, to);
    let years = if from == to {
        from.to_string()
    } else {
        format!("{from}–{to}")
    };
    if found.pairs.is_empty() {
        writeln!(
            out,
            "{years}: {} decided cases; no like case was decided otherwise.",
            found.cases
        )?;
        return Ok(());
    }
    writeln!(
        out,
        "{years}: {} decided cases; {} pairs of like cases decided otherwise:",
        found.cases,
        found.pairs.len()
    )?;
    for (here, divergence) in &found.pairs {
        let there = &divergence.precedent;
        writeln!(
            out,
            "{}  ~  {}  [{:.1}]",
            title(here),
            title(&there.digest),
            there.score
        )?;
        let differences: Vec<String> = divergence
            .differences
            .iter()
            .map(|d| d.describe(LANGUAGE))
            .collect();
        writeln!(out, "    decided otherwise: {}", differences.join("; "))?;
        writeln!(
            out,
            "    alike: {}",
            MatchReason::line(&there.reasons, LANGUAGE)
        )?;
    }
    Ok(())
}

/// `casebook stats [--from YYYY] [--to YYYY] [--json]`.
pub fn stats(
    location: &Location,
    from: Option<i32>,
    to: Option<i32>,
    as_json: bool,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let mut store = open(location, false)?;
    let digests = store
        .case_digests(&mut |_, _| {})
        .map_err(CasesFailure::from)?;
    let figures = statistics(&digests, from, to);
    let panel = panel_statistics(&digests, from, to);
    if as_json {
        // The archive's figures as before, the panel's beside them.
        let mut value = serde_json::to_value(&figures).unwrap_or_default();
        value["panel"] = panel_json(&panel);
        print_json(out, &value)?;
        return Ok(());
    }
    // Each column as wide as its heading and a space or two, as before.
    let heading = |column: YearColumn| match column {
        YearColumn::Cases => ("cases", 7),
        YearColumn::Upheld => ("upheld", 8),
        YearColumn::Changed => ("changed", 9),
        YearColumn::Cancelled => ("cancelled", 11),
        YearColumn::Undecided => ("undecided", 11),
        YearColumn::DepositsKept => ("dep.kept", 10),
        YearColumn::WithoutMerit => ("no merit", 9),
        YearColumn::Weighted => ("weighted", 10),
        YearColumn::Assigned => ("assigned", 10),
    };
    let mut line = format!("{:<6}", "year");
    for column in YearColumn::ALL {
        let (name, width) = heading(column);
        line.push_str(&format!("{name:>width$}"));
    }
    writeln!(out, "{line}")?;
    for year in &figures.years {
        let mut line = format!("{:<6}", year.year);
        for column in YearColumn::ALL {
            let (_, width) = heading(column);
            line.push_str(&format!("{:>width$}", year.count(column)));
        }
        writeln!(out, "{line}")?;
    }
    writeln!(out, "cases: {}", figures.cases())?;
    if figures.undated > 0 {
        writeln!(out, "cases without a year: {}", figures.undated)?;
    }
    let mut subjects: std::collections::BTreeMap<&str, usize> = Default::default();
    for year in &figures.years {
        for (code, count) in &year.subjects {
            *subjects.entry(code.as_str()).or_default() += count;
        }
    }
    let mut subjects: Vec<(&str, usize)> = subjects.into_iter().collect();
    subjects.sort_by_key(|s| std::cmp::Reverse(s.1));
    let line: Vec<String> = subjects.iter().map(|(s, n)| format!("{s} {n}")).collect();
    writeln!(out, "by subject: {}", line.join(", "))?;
    // Reviews of the ruling, panels of directors and committees, each counted apart.
    let bodies: Vec<String> = figures
        .bodies
        .iter()
        .map(|b| {
            format!(
                "{} {} (upheld {}, changed {}, cancelled {})",
                b.hearing.code(),
                b.cases,
                b.upheld,
                b.changed,
                b.cancelled
            )
        })
        .collect();
    writeln!(out, "by body: {}", bodies.join("; "))?;
    let laws: Vec<String> = figures
        .laws
        .iter()
        .map(|t| format!("{} ({})", t.name, t.count))
        .collect();
    writeln!(out, "Laws most cited: {}", laws.join(", "))?;
    if panel.all.commented > 0 {
        write_panel(out, &panel)?;
    }
    Ok(())
}

/// The panel's figures as JSON: each tally with its improvement per case.
fn panel_json(panel: &PanelFigures) -> serde_json::Value {
    let tally = |t: &PanelTally| {
        let mut value = serde_json::to_value(t).unwrap_or_default();
        value["improvement_per_case"] = t.improvement_per_case().into();
        value
    };
    serde_json::json!({
        "years": panel.years.iter().map(|y| serde_json::json!({
            "year": y.year, "hearing": y.hearing, "figures": tally(&y.tally),
        })).collect::<Vec<_>>(),
        "laws": panel.laws.iter().map(|(law, t)| serde_json::json!({
            "law": law, "figures": tally(t),
        })).collect::<Vec<_>>(),
        "subjects": panel.subjects.iter().map(|(subject, t)| serde_json::json!({
            "subject": subject, "figures": tally(t),
        })).collect::<Vec<_>>(),
        "all": tally(&panel.all),
    })
}

/// The panel's table: of the rulings an appeal changed, how many the panel judged improved,
/// worsened or too close, the improvement per case, and the average marks.
fn write_panel(out: &mut impl Write, panel: &PanelFigures) -> std::io::Result<()> {
    writeln!(out)?;
    writeln!(
        out,
        "the panel's word: of the rulings changed on appeal, improved (+), worsened (-), too close (?); improvement per case = (+ - -) / changed"
    )?;
    let header = format!(
        "{:<26}{:>10}{:>9}{:>5}{:>5}{:>5}{:>13}{:>9}{:>10}",
        "", "commented", "changed", "+", "-", "?", "improvement", "ruling", "decision"
    );
    writeln!(out, "{header}")?;
    let row = |out: &mut dyn std::io::Write, name: &str, t: &PanelTally| {
        let printed = t.printed();
        writeln!(
            out,
            "{:<26}{:>10}{:>9}{:>5}{:>5}{:>5}{:>13}{:>9}{:>10}",
            name,
            t.commented,
            t.changed,
            t.improved,
            t.worsened,
            t.too_close,
            printed.improvement,
            printed.ruling_mark,
            printed.decision_mark,
        )
    };
    for year in &panel.years {
        let year_name = year.year.map_or_else(|| "—".to_string(), |y| y.to_string());
        row(out, &format!("{year_name} {}", year.hearing), &year.tally)?;
    }
    row(out, "all", &panel.all)?;
    for (law, t) in &panel.laws {
        row(out, &format!("Law {law}"), t)?;
    }
    for (subject, t) in &panel.subjects {
        row(out, subject, t)?;
    }
    Ok(())
}
