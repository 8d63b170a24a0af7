//! `casebook archive copy --from A --to B`: a whole archive into another, empty one, between a
//! database file and a PostgreSQL server either way. Ctrl+C stops it with nothing written.
//! `casebook archive init | grant | revoke | roles`: who may do what in a server's archive.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::progress::{self, ProgressLine};
use casebook::store::{ArchiveRole, Location, StoreError, TrainingCases};
use std::io::Write;
use std::path::Path;

pub fn copy(
    from: &Path,
    to: &Path,
    with_training: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let from = Location::parse(from).map_err(CasesFailure::from)?;
    let to = Location::parse(to).map_err(CasesFailure::from)?;
    let source = cases::open(&from, false)?;
    let mut destination = cases::open(&to, true)?;
    let cancel = progress::stop_on_ctrl_c();
    let mut line = ProgressLine::new();
    let training = if with_training {
        TrainingCases::Copied
    } else {
        TrainingCases::LeftBehind
    };
    let copied = source.copy_to(
        &mut destination,
        training,
        &mut |done, total| line.show(format!("archive copy: {done} of {total} cases")),
        &cancel,
    );
    line.clear();
    let report = match copied {
        Err(StoreError::Cancelled) => {
            return Err(CasesFailure::CopyStopped { to: to.to_string() }.into());
        }
        other => other.map_err(CasesFailure::from)?,
    };
    writeln!(
        out,
        "copied {} cases, {} kept conflicts and {} double-dummy tables from {from} to {to}",
        report.cases, report.conflicts, report.double_dummy_tables
    )?;
    if report.training_left_behind > 0 {
        writeln!(
            out,
            "left behind {} training cases (the commentary's worked examples); --with-training copies them",
            report.training_left_behind
        )?;
    }
    Ok(())
}

/// `casebook archive init`.
pub fn init(location: &Location, out: &mut impl Write) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    store.init_roles().map_err(CasesFailure::from)?;
    writeln!(
        out,
        "{location}: under roles; give logins theirs with casebook archive grant LOGIN ROLE [--event E]"
    )?;
    Ok(())
}

/// `casebook archive grant LOGIN ROLE [--event E] [--year Y]`.
pub fn grant(
    location: &Location,
    login: &str,
    role: ArchiveRole,
    event: Option<&str>,
    year: Option<i32>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    store
        .grant_role_for(login, role, event, year)
        .map_err(CasesFailure::from)?;
    let scope = [year.map(|y| y.to_string()), event.map(str::to_string)]
        .into_iter()
        .flatten()
        .collect::<Vec<_>>()
        .join(", ");
    if scope.is_empty() {
        writeln!(out, "{login}: {role}")?;
    } else {
        writeln!(out, "{login}: {role} for {scope}")?;
    }
    if let Some(warning) = event.and_then(|event| unknown_event(&store, event)) {
        crate::diagnostics::terminal::say(&warning);
    }
    Ok(())
}

/// A committee member's event is matched to the cases' event exactly: a name no case carries
/// (a typo, a year left out) gives the login nothing to see. Said on standard error, with the
/// names it most likely meant; `None` when a case carries it.
fn unknown_event(store: &casebook::store::Store, event: &str) -> Option<String> {
    let mut events: Vec<String> = store
        .list_cases(&Default::default())
        .ok()?
        .into_iter()
        .map(|case| case.heading.event.trim().to_string())
        .filter(|name| !name.is_empty())
        .collect();
    events.sort();
    events.dedup();
    if events.iter().any(|name| name == event.trim()) {
        return None;
    }
    let nearest: Vec<String> = casebook::text::nearest(event, &events, 3)
        .into_iter()
        .map(|name| format!("\"{name}\""))
        .collect();
    let mut warning = format!(
        "warning: no case of the archive has the event \"{}\"; a committee member sees the cases whose event is typed exactly so",
        event.trim()
    );
    if !nearest.is_empty() {
        warning.push_str(&format!(" (the nearest: {})", nearest.join(", ")));
    }
    Some(warning)
}

/// `casebook archive revoke LOGIN [ROLE] [--event E]`.
pub fn revoke(
    location: &Location,
    login: &str,
    role: Option<ArchiveRole>,
    event: Option<&str>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let taken = store
        .revoke_role(login, role, event)
        .map_err(CasesFailure::from)?;
    writeln!(
        out,
        "{login}: {taken} grant{} taken",
        if taken == 1 { "" } else { "s" }
    )?;
    Ok(())
}

/// `casebook archive roles`.
pub fn roles(location: &Location, out: &mut impl Write) -> Result<(), CliError> {
    let store = cases::open(location, false)?;
    for grant in store.role_grants().map_err(CasesFailure::from)? {
        let scope = [grant.year.map(|y| y.to_string()), Some(grant.event)]
            .into_iter()
            .flatten()
            .filter(|s| !s.is_empty())
            .collect::<Vec<_>>();
        if scope.is_empty() {
            writeln!(out, "{}\t{}", grant.login, grant.role)?;
        } else {
            writeln!(out, "{}\t{}\t{}", grant.login, grant.role, scope.join("\t"))?;
        }
    }
    Ok(())
}
