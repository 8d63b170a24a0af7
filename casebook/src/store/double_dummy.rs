//! The double-dummy cache: a deal's table, and its par under a dealer and a vulnerability,
//! kept so that a reopened case shows them at once (`casebook::analysis` computes them).

use super::codec;
use super::{Store, StoreError};
use crate::analysis::{Par, TrickTable, par, par_from_codes};
use crate::bridge::{Deal, Seat, Vulnerability};
use rusqlite::{Connection, OptionalExtension, params};

impl Store {
    /// The cached table of `deal`, if it was analysed.
    pub fn dd_table(&self, deal: &Deal) -> Result<Option<TrickTable>, StoreError> {
        let code: Option<String> = self
            .conn
            .query_row(
                "SELECT tricks FROM dd_tables WHERE deal = ?1",
                [codec::deal(deal)],
                |row| row.get(0),
            )
            .optional()
            .map_err(|e| StoreError::at(&self.path, e))?;
        // A damaged row is treated as absent: the deal is solved again and the row replaced.
        Ok(code.and_then(|code| TrickTable::decode(&code).ok()))
    }

    /// The cached par of `deal` under `dealer` and `vulnerability`, with the table it comes
    /// from.
    pub fn dd_par(
        &self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
    ) -> Result<Option<(TrickTable, Par)>, StoreError> {
        let Some(table) = self.dd_table(deal)? else {
            return Ok(None);
        };
        let row: Option<(i32, String)> = self
            .conn
            .query_row(
                "SELECT ns_score, contracts FROM dd_pars
                 WHERE deal = ?1 AND dealer = ?2 AND vulnerability = ?3",
                params![
                    codec::deal(deal),
                    codec::seat(dealer),
                    codec::vulnerability(vulnerability)
                ],
                |row| Ok((row.get(0)?, row.get(1)?)),
            )
            .optional()
            .map_err(|e| StoreError::at(&self.path, e))?;
        Ok(row
            .and_then(|(score, codes)| par_from_codes(score, &codes, &table))
            .map(|par| (table, par)))
    }

    /// Keeps the tables of many deals in one transaction: all of them or none.
    pub fn save_dd_tables(&mut self, rows: &[(Deal, TrickTable)]) -> Result<(), StoreError> {
        let path = self.path.clone();
        let tx = self.write()?;
        {
            let mut insert = tx
                .prepare_cached("INSERT OR REPLACE INTO dd_tables (deal, tricks) VALUES (?1, ?2)")
                .map_err(|e| StoreError::at(&path, e))?;
            for (deal, table) in rows {
                insert
                    .execute(params![codec::deal(deal), table.encode()])
                    .map_err(|e| StoreError::at(&path, e))?;
            }
        }
        tx.commit().map_err(|e| StoreError::at(&path, e))
    }

    /// Keeps a deal's table and its par under one dealer and vulnerability.
    pub fn save_dd_par(
        &mut self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
        table: &TrickTable,
        par: &Par,
    ) -> Result<(), StoreError> {
        let path = self.path.clone();
        let tx = self.write()?;
        tx.execute(
            "INSERT OR REPLACE INTO dd_tables (deal, tricks) VALUES (?1, ?2)",
            params![codec::deal(deal), table.encode()],
        )
        .map_err(|e| StoreError::at(&path, e))?;
        tx.execute(
            "INSERT OR REPLACE INTO dd_pars (deal, dealer, vulnerability, ns_score, contracts)
             VALUES (?1, ?2, ?3, ?4, ?5)",
            params![
                codec::deal(deal),
                codec::seat(dealer),
                codec::vulnerability(vulnerability),
                par.ns_score,
                par.codes().join(" ")
            ],
        )
        .map_err(|e| StoreError::at(&path, e))?;
        tx.commit().map_err(|e| StoreError::at(&path, e))
    }

    /// The complete deals of stored cases that have no table yet, each once.
    pub fn deals_without_dd(&self) -> Result<Vec<Deal>, StoreError> {
        let at = |e| StoreError::at(&self.path, e);
        let mut stmt = self
            .conn
            .prepare(
                "SELECT DISTINCT deal FROM cases
                 WHERE deal NOT IN (SELECT deal FROM dd_tables) ORDER BY deal",
            )
            .map_err(at)?;
        let texts = stmt
            .query_map([], |row| row.get::<_, String>(0))
            .map_err(at)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(at)?;
        Ok(texts
            .iter()
            .filter_map(|text| codec::to_deal(text).ok())
            .filter(Deal::is_complete)
            .collect())
    }

    /// How many distinct complete deals the cases hold, and how many of them are analysed.
    pub fn dd_coverage(&self) -> Result<(usize, usize), StoreError> {
        let at = |e| StoreError::at(&self.path, e);
        let mut stmt = self
            .conn
            .prepare("SELECT DISTINCT deal, deal IN (SELECT deal FROM dd_tables) FROM cases")
            .map_err(at)?;
        let rows = stmt
            .query_map([], |row| {
                Ok((row.get::<_, String>(0)?, row.get::<_, bool>(1)?))
            })
            .map_err(at)?
            .collect::<Result<Vec<_>, _>>()
            .map_err(at)?;
        let complete = rows
            .iter()
            .filter(|(text, _)| codec::to_deal(text).is_ok_and(|d| d.is_complete()));
        let (mut deals, mut analysed) = (0, 0);
        for (_, done) in complete {
            deals += 1;
            analysed += usize::from(*done);
        }
        Ok((deals, analysed))
    }
}

/// Rows of the cache that do not agree with their deal: a key that is not a complete deal in
/// its own written form, a table that is not a table, a par that is not the table's par.
pub(crate) fn disagreements(conn: &Connection) -> rusqlite::Result<Vec<String>> {
    let mut out = Vec::new();
    let mut stmt = conn.prepare("SELECT deal, tricks FROM dd_tables")?;
    let tables = stmt
        .query_map([], |row| {
            Ok((row.get::<_, String>(0)?, row.get::<_, String>(1)?))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (key, code) in &tables {
        match codec::to_deal(key) {
            Ok(deal) if deal.is_complete() && codec::deal(&deal) == *key => {}
            Ok(_) => out.push(format!(
                "double dummy: the table of {key} is not of a complete deal"
            )),
            Err(e) => out.push(format!("double dummy: {key} is not a deal: {e}")),
        }
        if let Err(e) = TrickTable::decode(code) {
            out.push(format!("double dummy: {key}: {e}"));
        }
    }
    let mut stmt = conn.prepare(
        "SELECT p.deal, p.dealer, p.vulnerability, p.ns_score, p.contracts, t.tricks
                      FROM dd_pars p JOIN dd_tables t ON t.deal = p.deal",
    )?;
    let pars = stmt
        .query_map([], |row| {
            Ok((
                row.get::<_, String>(0)?,
                row.get::<_, String>(1)?,
                row.get::<_, String>(2)?,
                row.get::<_, i32>(3)?,
                row.get::<_, String>(4)?,
                row.get::<_, String>(5)?,
            ))
        })?
        .collect::<Result<Vec<_>, _>>()?;
    for (key, dealer, vulnerability, score, codes, tricks) in pars {
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
