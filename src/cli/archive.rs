//! `casebook archive copy --from A --to B`: a whole archive into another, empty one, between a
//! database file and a PostgreSQL server either way. Ctrl+C stops it with nothing written.
//! `casebook archive init | grant | revoke | roles`: who may do what in a server's archive.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::progress::{self, ProgressLine};
use crate::i18n::{Language, arg, say};
use casebook::store::{ArchiveRole, Location, StoreError, TrainingCases};
use std::io::Write;
use std::path::Path;

pub fn copy(
    from: &Path,
    to: &Path,
    with_training: bool,
    language: Language,
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
        &mut |done, total| {
            line.show(say(
                language,
                "cli-archive-copy-progress",
                [("done", arg(done)), ("total", arg(total))],
            ))
        },
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
        "{}",
        say(
            language,
            "cli-archive-copied",
            [
                ("cases", arg(report.cases)),
                ("conflicts", arg(report.conflicts)),
                ("tables", arg(report.double_dummy_tables)),
                ("from", arg(from.to_string())),
                ("to", arg(to.to_string())),
            ]
        )
    )?;
    if report.training_left_behind > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-archive-training-left-behind",
                [("count", arg(report.training_left_behind))]
            )
        )?;
    }
    Ok(())
}

/// `casebook archive init`.
pub fn init(location: &Location, language: Language, out: &mut impl Write) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    store.init_roles().map_err(CasesFailure::from)?;
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-archive-under-roles",
            [("location", arg(location.to_string()))]
        )
    )?;
    Ok(())
}

/// What a grant is for: an event (a committee member, a commentator), a year (a commentator),
/// a case (a reviewer of the ruling, by its number or UUID).
#[derive(Debug, Clone, Copy, Default)]
pub struct Scope<'a> {
    pub event: Option<&'a str>,
    pub year: Option<i32>,
    pub case: Option<&'a str>,
}

/// `casebook archive grant LOGIN ROLE [--event E] [--year Y] [--case CASE]`.
pub fn grant(
    location: &Location,
    login: &str,
    role: ArchiveRole,
    scope: Scope<'_>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let Scope { event, year, case } = scope;
    if let Some(case) = case {
        if role != ArchiveRole::Reviewer {
            return Err(
                CasesFailure::from(casebook::store::StoreError::Roles(format!(
                    "--case is for a reviewer of the ruling; the {role} is granted by event or year"
                )))
                .into(),
            );
        }
        let uuid = cases::resolve_case(&store, case)?;
        store
            .grant_reviewer(login, uuid)
            .map_err(CasesFailure::from)?;
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-archive-granted-case",
                [("login", arg(login)), ("case", arg(case))]
            )
        )?;
        return Ok(());
    }
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
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-archive-granted-for",
                [
                    ("login", arg(login)),
                    ("role", arg(role.to_string())),
                    ("scope", arg(scope)),
                ]
            )
        )?;
    }
    if let Some(warning) = event.and_then(|event| unknown_event(&store, event, language)) {
        crate::diagnostics::terminal::say(&warning);
    }
    Ok(())
}

/// A committee member's event is matched to the cases' event exactly: a name no case carries
/// (a typo, a year left out) gives the login nothing to see. Said on standard error, with the
/// names it most likely meant; `None` when a case carries it.
fn unknown_event(
    store: &casebook::store::Store,
    event: &str,
    language: Language,
) -> Option<String> {
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
    let event = arg(event.trim());
    Some(if nearest.is_empty() {
        say(language, "cli-archive-unknown-event", [("event", event)])
    } else {
        say(
            language,
            "cli-archive-unknown-event-nearest",
            [("event", event), ("nearest", arg(nearest.join(", ")))],
        )
    })
}

/// `casebook archive revoke LOGIN [ROLE] [--event E]`.
pub fn revoke(
    location: &Location,
    login: &str,
    role: Option<ArchiveRole>,
    scope: Scope<'_>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, false)?;
    let taken = match scope.case {
        Some(case) => {
            let uuid = cases::resolve_case(&store, case)?;
            store.revoke_reviewer(login, uuid)
        }
        None => store.revoke_role(login, role, scope.event),
    }
    .map_err(CasesFailure::from)?;
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-archive-revoked",
            [("login", arg(login)), ("count", arg(taken))]
        )
    )?;
    Ok(())
}

/// `casebook archive roles`.
pub fn roles(location: &Location, out: &mut impl Write) -> Result<(), CliError> {
    let store = cases::open(location, false)?;
    for grant in store.role_grants().map_err(CasesFailure::from)? {
        let scope = [
            grant.year.map(|y| y.to_string()),
            Some(grant.event),
            grant.case.map(|c| c.to_string()),
        ]
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

/// `casebook archive bodies [--default BODY] [--event EVENT=BODY]… [--clear-events]`: which body
/// hears the archive's appeals, changed where asked, then printed — the default, then each
/// event's rule.
pub fn bodies(
    location: &Location,
    default: Option<casebook::case::Hearing>,
    events: &[casebook::case::EventBody],
    clear_events: bool,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut store = cases::open(location, true)?;
    let mut bodies = store.hearing_bodies().map_err(CasesFailure::from)?;
    if default.is_some() || !events.is_empty() || clear_events {
        if let Some(default) = default {
            bodies.default = default;
        }
        if !events.is_empty() || clear_events {
            bodies.events = events.to_vec();
        }
        store
            .set_hearing_bodies(&bodies)
            .map_err(CasesFailure::from)?;
    }
    writeln!(out, "default\t{}", bodies.default.code())?;
    for rule in &bodies.events {
        writeln!(out, "{}\t{}", rule.event, rule.hearing.code())?;
    }
    Ok(())
}
