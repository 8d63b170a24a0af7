//! `casebook sync [--server URL] [--event E]…`: the replica named by --db and the archive it
//! was made from, both ways; the first time, --server names the archive and the file becomes
//! its replica. A server that cannot be reached is recorded in the replica (the window then says
//! since when it is offline) and leaves it as it was. Ctrl+C stops between batches, what was
//! done kept: the next sync finishes the rest.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::progress::{self, ProgressLine};
use crate::i18n::{Language, arg, say};
use casebook::store::{ConflictSource, Location, StoreError, SyncOptions, SyncReport, SyncStage};
use std::io::Write;

pub fn run(
    replica: &Location,
    server: Option<&str>,
    events: &[String],
    language: Language,
    out: &mut impl Write,
) -> Result<(), CliError> {
    let mut local = cases::open(replica, true)?;
    let server = server
        .map(Location::parse)
        .transpose()
        .map_err(CasesFailure::from)?;
    let cancel = progress::stop_on_ctrl_c();
    let mut line = ProgressLine::new();
    let options = SyncOptions {
        events: events.to_vec(),
    };
    let synced = local.sync(
        server.as_ref(),
        &options,
        &mut |stage, done, total| {
            let stage = match stage {
                SyncStage::Comparing => "comparing",
                SyncStage::Sending => "sending",
                SyncStage::Receiving => "receiving",
            };
            tracing::info!("sync: {stage}, {done} of {total} cases");
            line.show(say(
                language,
                &format!("cli-sync-progress-{stage}"),
                [("done", arg(done)), ("total", arg(total))],
            ));
        },
        &cancel,
    );
    line.clear();
    let report = match synced {
        Err(StoreError::Cancelled) => {
            return Err(CasesFailure::SyncStopped {
                replica: replica.to_string(),
            }
            .into());
        }
        other => other.map_err(CasesFailure::from)?,
    };
    let archive = match server {
        Some(server) => server.to_string(),
        None => local
            .replica_source()
            .map_err(CasesFailure::from)?
            .map(|s| s.address)
            .unwrap_or_default(),
    };
    write_report(&report, replica, &archive, language, out)?;
    Ok(())
}

fn write_report(
    report: &SyncReport,
    replica: &Location,
    archive: &str,
    language: Language,
    out: &mut impl Write,
) -> std::io::Result<()> {
    if report.made {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-sync-made",
                [
                    ("replica", arg(replica.to_string())),
                    ("archive", arg(archive)),
                ]
            )
        )?;
    }
    writeln!(
        out,
        "{}",
        say(
            language,
            "cli-sync-report",
            [
                ("sent", arg(report.sent.len())),
                ("received", arg(report.received.len())),
                ("deleted-on-server", arg(report.deleted_on_server.len())),
                ("deleted-here", arg(report.deleted_here.len())),
                ("unchanged", arg(report.unchanged)),
                ("conflicts", arg(report.conflicts.len())),
                ("refused", arg(report.refused.len())),
            ]
        )
    )?;
    if report.served_answers_sent + report.served_answers_received > 0 {
        writeln!(
            out,
            "{}",
            say(
                language,
                "cli-sync-served-answers",
                [
                    ("sent", arg(report.served_answers_sent)),
                    ("received", arg(report.served_answers_received)),
                ]
            )
        )?;
    }
    for conflict in &report.conflicts {
        let what = language.tr(match conflict.kind {
            ConflictSource::DeletedOnServer => "cli-sync-conflict-deleted-on-server",
            ConflictSource::DeletedHere => "cli-sync-conflict-deleted-here",
            _ => "cli-sync-conflict-edited-on-both-sides",
        });
        // Named as people name it, with the UUID that tells two cases of one number apart.
        let case = match conflict.case_number.trim() {
            "" => conflict.uuid.to_string(),
            number => format!("{number} ({})", conflict.uuid),
        };
        writeln!(
            out,
            "  {}",
            say(
                language,
                "cli-sync-conflict",
                [
                    ("id", arg(conflict.conflict_id)),
                    ("case", arg(case)),
                    ("what", arg(what)),
                ]
            )
        )?;
    }
    for (uuid, reason) in &report.refused {
        writeln!(
            out,
            "  {}",
            say(
                language,
                "cli-sync-refused",
                [
                    ("uuid", arg(uuid.to_string())),
                    ("reason", arg(reason.to_string())),
                ]
            )
        )?;
    }
    Ok(())
}
