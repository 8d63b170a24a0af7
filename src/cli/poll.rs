//! `casebook poll serve|answers|close`: a case's poll served to the pollees' phones, its
//! answers, and its closing. Serving prints one link a pollee and each answer as it is kept,
//! and closes the poll on Ctrl+C or SIGTERM (every answer received stays with the case).

use super::UsageError;
use super::cases::{CasesFailure, open, resolve_case};
use super::command_line::PollServeArgs;
use super::poll_sheet::polled_sheet;
use super::progress::stop_on_ctrl_c;
use crate::i18n::{Language, arg, say};
use casebook::case::{Case, Poll};
use casebook::hearing::PollSheet;
use casebook::poll::served::{PolleeClass, ServedPoll, ServedPollee};
use casebook::poll::served_sheet::answers_html;
use casebook::poll::serving::PollServer;
use casebook::poll::slips::slips_html;
use casebook::store::Location;
use chrono::Local;
use std::io::Write;
use std::sync::atomic::Ordering;
use std::time::Duration;

/// The workflow step a poll added from the command line informs: the logical alternative.
const LOGICAL_ALTERNATIVE_STEP: &str = "ui.la";

pub fn serve(
    location: &Location,
    request: &PollServeArgs,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let mut store = open(location, false)?;
    let uuid = resolve_case(&store, &request.case)?;
    let position = request.poll.map_or(0, |n| usize::from(n) - 1);
    let again = store
        .served_polls(uuid)
        .map_err(CasesFailure::from)?
        .into_iter()
        .find(|p| p.is_open() && p.poll == position);
    // Everything is checked, and the address taken, before anything is written: a refusal
    // leaves no poll behind.
    let new_poll = match &again {
        Some(_) => None,
        None => Some(new_poll(&store, uuid, position, request, language)?),
    };
    let server =
        PollServer::start(open(location, false)?, request.bind, language.tag()).map_err(|e| {
            UsageError(say(
                language,
                "cli-poll-cannot-listen",
                [("reason", arg(e.to_string()))],
            ))
        })?;
    let poll = match (again, new_poll) {
        (Some(poll), _) => poll,
        (None, Some((mut case, sheet, pollees))) => {
            if position == case.polls.len() {
                // The answers need a poll of the case to go to: one is added, its problem the
                // sheet's.
                case.polls.push(Poll {
                    step: Some(LOGICAL_ALTERNATIVE_STEP.to_string()),
                    problem: sheet.problem_text(),
                    pollees: Vec::new(),
                });
                store
                    .save_case(&case, case.revision)
                    .map_err(CasesFailure::from)?;
            }
            store
                .serve_poll(uuid, position, &sheet.frozen(), &pollees, "")
                .map_err(CasesFailure::from)?
        }
        (None, None) => return Ok(()),
    };
    let answered = poll.pollees.iter().filter(|p| p.answer.is_some()).count();
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-poll-serving",
            [
                ("case", arg(request.case.as_str())),
                ("poll", arg(poll.poll + 1)),
                ("address", arg(server.address().to_string())),
                ("pollees", arg(poll.pollees.len())),
                ("answered", arg(answered)),
            ]
        )
    )?;
    for pollee in &poll.pollees {
        writeln!(out, "{}\t{}", pollee.label(), server.link(pollee.token))?;
    }
    if let Some(file) = &request.slips {
        let html = slips_html(&poll, |p| server.link(p.token));
        std::fs::write(file, html).map_err(|source| CasesFailure::Write {
            path: file.clone(),
            source,
        })?;
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-poll-slips",
                [("file", arg(file.display().to_string()))]
            )
        )?;
    }
    out.flush()?;
    let stop = stop_on_ctrl_c();
    let mut shown: Vec<bool> = poll.pollees.iter().map(|p| p.answer.is_some()).collect();
    let mut seen = server.received();
    let mut checked = std::time::Instant::now();
    while !stop.load(Ordering::Relaxed) {
        std::thread::sleep(Duration::from_millis(100));
        // The archive is read again when an answer was kept, and every few seconds in case
        // the window closed the poll.
        let now = server.received();
        if now == seen && checked.elapsed() < Duration::from_secs(2) {
            continue;
        }
        seen = now;
        checked = std::time::Instant::now();
        let Some(current) = store.served_poll(poll.id).map_err(CasesFailure::from)? else {
            break;
        };
        for (pollee, shown) in current.pollees.iter().zip(shown.iter_mut()) {
            if let (Some(answer), false) = (&pollee.answer, *shown) {
                *shown = true;
                writeln!(
                    out,
                    "{}",
                    answer_line(pollee, language, &answer.given.action)
                )?;
                out.flush()?;
            }
        }
        if !current.is_open() {
            break;
        }
    }
    server.stop();
    store
        .close_served_poll(poll.id)
        .map_err(CasesFailure::from)?;
    let closed = store
        .served_poll(poll.id)
        .map_err(CasesFailure::from)?
        .unwrap_or(poll);
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-poll-closed",
            [
                (
                    "answered",
                    arg(closed.pollees.iter().filter(|p| p.answer.is_some()).count())
                ),
                ("pollees", arg(closed.pollees.len())),
            ]
        )
    )?;
    Ok(())
}

/// A new poll's case, sheet and pollees, checked.
fn new_poll(
    store: &casebook::store::Store,
    uuid: uuid::Uuid,
    position: usize,
    request: &PollServeArgs,
    language: Language,
) -> Result<(Case, PollSheet, Vec<PolleeClass>), super::CliError> {
    let pollees = classes(request);
    if pollees.is_empty() {
        return Err(UsageError(language.tr("cli-poll-no-pollees")).into());
    }
    let case = store.load_case(uuid).map_err(CasesFailure::from)?;
    if position > case.polls.len() {
        return Err(UsageError(say(
            language,
            "cli-poll-no-such-poll",
            [
                ("case", arg(request.case.as_str())),
                ("polls", arg(case.polls.len())),
                ("next", arg(case.polls.len() + 1)),
            ],
        ))
        .into());
    }
    let sheet = polled_sheet(
        &case,
        &request.case,
        &request.polled,
        &request.methods,
        language,
    )?;
    Ok((case, sheet, pollees))
}

/// The pollees the command line names: by name, or so many by number; each of the class given.
fn classes(request: &PollServeArgs) -> Vec<PolleeClass> {
    let class = |name: &str| PolleeClass {
        name: name.trim().to_string(),
        strength: request.strength.trim().to_string(),
        methods: request.pollee_methods.trim().to_string(),
    };
    match request.pollees {
        Some(count) => (0..count).map(|_| class("")).collect(),
        None => request
            .pollee
            .iter()
            .filter(|n| !n.trim().is_empty())
            .map(|n| class(n))
            .collect(),
    }
}

fn answer_line(pollee: &ServedPollee, language: Language, action: &str) -> String {
    say(
        language,
        "cli-poll-answered",
        [
            ("time", arg(Local::now().format("%H:%M:%S").to_string())),
            ("pollee", arg(pollee.label())),
            ("action", arg(action)),
        ],
    )
}

pub fn answers(
    location: &Location,
    case: &str,
    json: bool,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let store = open(location, false)?;
    let uuid = resolve_case(&store, case)?;
    let polls = store.served_polls(uuid).map_err(CasesFailure::from)?;
    if json {
        let polls: Vec<serde_json::Value> = polls.iter().map(poll_json).collect();
        writeln!(
            out,
            "{}",
            serde_json::to_string_pretty(&polls).unwrap_or_default()
        )?;
        return Ok(());
    }
    if polls.is_empty() {
        writeln!(
            out,
            "{}",
            say(language, "cli-poll-none-served", [("case", arg(case))])
        )?;
    }
    for poll in &polls {
        let state = match poll.closed_at {
            Some(at) => say(
                language,
                "cli-poll-state-closed",
                [("at", arg(local_time(at)))],
            ),
            None => language.tr("cli-poll-state-open"),
        };
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-poll-heading",
                [
                    ("poll", arg(poll.poll + 1)),
                    ("opened", arg(local_time(poll.opened_at))),
                    ("state", arg(state)),
                ]
            )
        )?;
        for pollee in &poll.pollees {
            let class = [pollee.class.strength.trim(), pollee.class.methods.trim()]
                .into_iter()
                .filter(|t| !t.is_empty())
                .collect::<Vec<_>>()
                .join(", ");
            let who = if class.is_empty() {
                pollee.label()
            } else {
                format!("{} ({class})", pollee.label())
            };
            let Some(answer) = &pollee.answer else {
                writeln!(out, "  {who}: {}", language.tr("cli-poll-no-answer"))?;
                continue;
            };
            let mut line = format!(
                "  {who}: {} [{}]",
                answer.given.action,
                local_time(answer.received_at)
            );
            if !answer.given.considered.is_empty() {
                line.push_str(&format!(
                    "; {}",
                    say(
                        language,
                        "cli-poll-considered",
                        [("actions", arg(answer.given.considered.join(", ")))]
                    )
                ));
            }
            if !answer.given.other.trim().is_empty() {
                line.push_str(&format!("; «{}»", answer.given.other.trim()));
            }
            if let Some(aside) = &answer.set_aside {
                line.push_str(&format!(
                    "; {}",
                    say(
                        language,
                        "cli-poll-set-aside",
                        [("reason", arg(aside.reason.as_str()))]
                    )
                ));
            }
            writeln!(out, "{line}")?;
        }
    }
    Ok(())
}

fn local_time(at: chrono::DateTime<chrono::Utc>) -> String {
    at.with_timezone(&Local)
        .format("%Y-%m-%d %H:%M:%S")
        .to_string()
}

fn poll_json(poll: &ServedPoll) -> serde_json::Value {
    serde_json::json!({
        "poll": poll.poll + 1,
        "opened_at": poll.opened_at.to_rfc3339(),
        "closed_at": poll.closed_at.map(|t| t.to_rfc3339()),
        "problem": poll.problem,
        "pollees": poll.pollees.iter().map(|p| serde_json::json!({
            "number": p.number,
            "name": p.class.name,
            "strength": p.class.strength,
            "methods": p.class.methods,
            "answer": p.answer.as_ref().map(|a| serde_json::json!({
                "received_at": a.received_at.to_rfc3339(),
                "action": a.given.action,
                "considered": a.given.considered,
                "other": a.given.other,
                "set_aside": a.set_aside.as_ref().map(|s| serde_json::json!({
                    "reason": s.reason,
                    "by": s.by,
                    "at": s.at.to_rfc3339(),
                })),
            })),
        })).collect::<Vec<_>>(),
    })
}

/// Writes the record of a case's served poll (the last served, or the last of `--poll`) to
/// `file`.
pub fn record(
    location: &Location,
    case: &str,
    poll: Option<u16>,
    file: &std::path::Path,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let store = open(location, false)?;
    let uuid = resolve_case(&store, case)?;
    let position = poll.map(|n| usize::from(n) - 1);
    let Some(served) = store
        .served_polls(uuid)
        .map_err(CasesFailure::from)?
        .into_iter()
        .rev()
        .find(|p| position.is_none_or(|n| p.poll == n))
    else {
        return Err(
            UsageError(say(language, "cli-poll-none-served", [("case", arg(case))])).into(),
        );
    };
    std::fs::write(file, answers_html(&served)).map_err(|source| CasesFailure::Write {
        path: file.to_path_buf(),
        source,
    })?;
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-poll-record-written",
            [
                ("poll", arg(served.poll + 1)),
                ("file", arg(file.display().to_string())),
            ]
        )
    )?;
    Ok(())
}

pub fn close(
    location: &Location,
    case: &str,
    poll: Option<u16>,
    language: Language,
    out: &mut impl Write,
) -> Result<(), super::CliError> {
    let mut store = open(location, false)?;
    let uuid = resolve_case(&store, case)?;
    let position = poll.map(|n| usize::from(n) - 1);
    let open: Vec<ServedPoll> = store
        .served_polls(uuid)
        .map_err(CasesFailure::from)?
        .into_iter()
        .filter(|p| p.is_open() && position.is_none_or(|n| p.poll == n))
        .collect();
    if open.is_empty() {
        return Err(UsageError(say(language, "cli-poll-none-open", [("case", arg(case))])).into());
    }
    for poll in open {
        store
            .close_served_poll(poll.id)
            .map_err(CasesFailure::from)?;
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-poll-closed-one",
                [
                    ("poll", arg(poll.poll + 1)),
                    (
                        "answered",
                        arg(poll.pollees.iter().filter(|p| p.answer.is_some()).count())
                    ),
                    ("pollees", arg(poll.pollees.len())),
                ]
            )
        )?;
    }
    Ok(())
}
