//! `casebook sync [--server URL] [--event E]…`: the replica named by --db and the archive it
//! was made from, both ways; the first time, --server names the archive and the file becomes
//! its replica. A server that cannot be reached is recorded in the replica (the window then says
//! since when it is offline) and leaves it as it was. Ctrl+C stops between batches, what was
//! done kept: the next sync finishes the rest.

use super::CliError;
use super::cases::{self, CasesFailure};
use super::progress::{self, ProgressLine};
use casebook::store::{ConflictSource, Location, StoreError, SyncOptions, SyncReport, SyncStage};
use std::io::Write;

pub fn run(
    replica: &Location,
    server: Option<&str>,
    events: &[String],
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
            line.show(format!("sync: {stage}, {done} of {total} cases"));
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
    write_report(&report, replica, &archive, out)?;
    Ok(())
}

fn write_report(
    report: &SyncReport,
    replica: &Location,
    archive: &str,
    out: &mut impl Write,
) -> std::io::Result<()> {
    if report.made {
        writeln!(out, "{replica}: made a replica of {archive}")?;
    }
    writeln!(
        out,
        "sent {}, received {}, deleted on the server {}, deleted here {}, unchanged {}, conflicts kept {}, refused {}",
        report.sent.len(),
        report.received.len(),
        report.deleted_on_server.len(),
        report.deleted_here.len(),
        report.unchanged,
        report.conflicts.len(),
        report.refused.len()
    )?;
    for conflict in &report.conflicts {
        let what = match conflict.kind {
            ConflictSource::DeletedOnServer => {
                "edited here and deleted on the server: kept on both sides"
            }
            ConflictSource::DeletedHere => "deleted here and edited on the server: kept here again",
            _ => "edited on both sides: the server's text is the case, this replica's is kept",
        };
        // Named as people name it, with the UUID that tells two cases of one number apart.
        let case = match conflict.case_number.trim() {
            "" => conflict.uuid.to_string(),
            number => format!("{number} ({})", conflict.uuid),
        };
        writeln!(
            out,
            "  conflict {}: case {case} {what}",
            conflict.conflict_id
        )?;
    }
    for (uuid, reason) in &report.refused {
        writeln!(
            out,
            "  refused: case {uuid}: the server would not take it ({reason}); it stays here as edited"
        )?;
    }
    Ok(())
}
