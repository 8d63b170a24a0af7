//! `casebook archive copy --from A --to B`: a whole archive into another, empty one, between a
//! database file and a PostgreSQL server either way. Ctrl+C stops it with nothing written.
//! `casebook archive init | grant | revoke | roles`: who may do what in a server's archive.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::progress::{self, ProgressLine};
use casebook::store::{ArchiveRole, Location, StoreError};
use std::io::Write;
use std::path::Path;

pub fn copy(from: &Path, to: &Path, out: &mut impl Write) -> Result<(), CliError> {
    let from = Location::parse(from).map_err(CasesFailure::from)?;
    let to = Location::parse(to).map_err(CasesFailure::from)?;
    let source = cases::open(&from, false)?;
    let mut destination = cases::open(&to, true)?;
    let cancel = progress::stop_on_ctrl_c();
    let mut line = ProgressLine::new();
    let copied = source.copy_to(
        &mut destination,
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

/// `casebook archive grant LOGIN ROLE [--event E]`.
pub fn grant(
    location: &Location,
    login: &str,
    role: ArchiveRole,
    event: Option<&str>,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    store
        .grant_role(login, role, event)
        .map_err(CasesFailure::from)?;
    match event {
        Some(event) => writeln!(out, "{login}: {role} for {event}")?,
        None => writeln!(out, "{login}: {role}")?,
    }
    Ok(())
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
        if grant.event.is_empty() {
            writeln!(out, "{}\t{}", grant.login, grant.role)?;
        } else {
            writeln!(out, "{}\t{}\t{}", grant.login, grant.role, grant.event)?;
        }
    }
    Ok(())
}
