//! The double-dummy cache's rows checked against their deals, as `casebook check` does on
//! either engine.

use crate::bridge::Vulnerability;
use crate::double_dummy::{TrickTable, par};
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Sql, params};

/// Rows of the cache that do not agree with their deal: a key that is not a complete deal in
/// its own written form, a table that is not a table, a par that is not the table's par.
pub(crate) fn disagreements(db: &mut dyn Sql) -> Result<Vec<String>, StoreError> {
    let mut out = Vec::new();
    let tables = db.query("SELECT deal, tricks FROM dd_tables", params![])?;
    for row in &tables {
        let (key, code): (String, String) = (row.get(0)?, row.get(1)?);
        match codec::to_deal(&key) {
            Ok(deal) if deal.is_complete() && codec::deal(&deal) == key => {}
            Ok(_) => out.push(format!(
                "double dummy: the table of {key} is not of a complete deal"
            )),
            Err(e) => out.push(format!("double dummy: {key} is not a deal: {e}")),
        }
        if let Err(e) = TrickTable::decode(&code) {
            out.push(format!("double dummy: {key}: {e}"));
        }
    }
    let pars = db.query(
        "SELECT p.deal, p.dealer, p.vulnerability, p.ns_score, p.contracts, t.tricks
         FROM dd_pars p JOIN dd_tables t ON t.deal = p.deal",
        params![],
    )?;
    for row in &pars {
        let key: String = row.get(0)?;
        let dealer: String = row.get(1)?;
        let vulnerability: String = row.get(2)?;
        let score: i32 = row.get(3)?;
        let codes: String = row.get(4)?;
        let tricks: String = row.get(5)?;
        let (Ok(table), Ok(dealer), Ok(vulnerability)) = (
            TrickTable::decode(&tricks),
            codec::to_seat(&dealer),
            vulnerability.parse::<Vulnerability>(),
        ) else {
            out.push(format!("double dummy: the par of {key} cannot be read"));
            continue;
        };
        let expected = par(&table, vulnerability, dealer);
        if expected.ns_score != score || expected.codes().join(" ") != codes {
            out.push(format!(
                "double dummy: the par of {key} ({dealer:?} dealer, {vulnerability:?}) is stored as {score} {codes}; its table gives {} {}",
                expected.ns_score,
                expected.codes().join(" ")
            ));
        }
    }
    Ok(out)
}
