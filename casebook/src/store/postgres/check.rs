//! Checking a server's archive: its schema version, the tables and indexes Casebook needs, the
//! text index's lists against the cases' counts and the double-dummy cache against its deals.
//! Nothing is migrated or written. The server keeps its own pages and enforces every foreign
//! key, so there is no page or key to check here.

use super::Statements;
use super::connect;
use super::migrations::{Found, inspect, missing_indexes, missing_tables};
use super::postings;
use crate::store::check_report::{CheckReport, CheckStage, empty_report};
use crate::store::postgres::address::ServerAddress;
use crate::store::schema::SCHEMA_VERSION;
use crate::store::tables::double_dummy_cache;
use std::collections::HashMap;

pub(crate) fn check(address: &ServerAddress, progress: &mut dyn FnMut(CheckStage)) -> CheckReport {
    let mut report = empty_report(address.to_string());
    let mut client = match connect::connect(address) {
        Ok(client) => client,
        Err(e) => {
            report.problems.push(e.to_string());
            return report;
        }
    };
    let failed = |e: postgres::Error| connect::reason_of(&e);
    progress(CheckStage::Integrity);
    match inspect(&mut client) {
        Ok(Found::Archive(version)) => report.schema_version = Some(version),
        Ok(Found::Empty) => {
            report
                .problems
                .push("an empty database: opening it makes a new archive".to_string());
            return report;
        }
        Ok(Found::Other(reason)) => {
            report
                .problems
                .push(format!("not a Casebook archive: {reason}"));
            return report;
        }
        Err(e) => {
            report.problems.push(failed(e));
            return report;
        }
    }
    match super::setup::read(&mut client, address) {
        Ok(setup) => report.server = Some(setup),
        Err(e) => report.problems.push(failed(e)),
    }
    progress(CheckStage::ForeignKeys);
    progress(CheckStage::Tables);
    match missing_tables(&mut client) {
        Ok(missing) => report.missing_tables = missing,
        Err(e) => report.problems.push(failed(e)),
    }
    if report.schema_version == Some(SCHEMA_VERSION) {
        match missing_indexes(&mut client) {
            Ok(missing) => report.missing_indexes = missing.into_iter().map(String::from).collect(),
            Err(e) => report.problems.push(failed(e)),
        }
        match postings::disagreements(&mut client) {
            Ok(found) => report.text_index = found,
            Err(e) => report.problems.push(failed(e)),
        }
    }
    if report.missing_tables.is_empty() && report.schema_version == Some(SCHEMA_VERSION) {
        progress(CheckStage::DoubleDummy);
        let mut prepared = HashMap::new();
        let mut statements = Statements {
            client: &mut client,
            prepared: &mut prepared,
        };
        match double_dummy_cache::disagreements(&mut statements) {
            Ok(rows) => report.double_dummy = rows,
            Err(e) => report
                .problems
                .push(e.in_archive(&address.to_string()).to_string()),
        }
    }
    report
}
