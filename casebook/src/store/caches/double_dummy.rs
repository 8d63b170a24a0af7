//! The double-dummy cache: a deal's table, and its par under a dealer and a vulnerability,
//! kept so that a reopened case shows them at once (`casebook::double_dummy` computes them).

use crate::bridge::{Deal, Seat, Vulnerability};
use crate::double_dummy::{Par, SolvedDeals, TrickTable, par_from_codes};
use crate::store::archive::Store;
use crate::store::error::StoreError;
use crate::store::sql::codec;
use crate::store::sql::{Written, params, query_value};

/// Keeps a deal's table, replacing what was kept.
const SAVE_TABLE: &str = "INSERT INTO dd_tables (deal, tricks) VALUES (?1, ?2)
     ON CONFLICT (deal) DO UPDATE SET tricks = excluded.tricks";

impl Store {
    /// Keeps the tables of many deals in one transaction: all of them or none.
    pub fn save_dd_tables(&mut self, rows: &[(Deal, TrickTable)]) -> Result<(), StoreError> {
        self.write(|db| {
            for (deal, table) in rows {
                db.execute(SAVE_TABLE, params![codec::deal(deal), table.encode()])?;
            }
            Ok(Written::Done(()))
        })
    }

    /// The complete deals of stored cases that have no table yet, each once.
    pub fn deals_without_dd(&self) -> Result<Vec<Deal>, StoreError> {
        let rows = self.read(|db| {
            db.query(
                "SELECT DISTINCT deal FROM cases
                 WHERE deal NOT IN (SELECT deal FROM dd_tables) ORDER BY deal",
                params![],
            )
        })?;
        let texts = rows
            .iter()
            .map(|row| row.get::<String>(0))
            .collect::<Result<Vec<_>, _>>()?;
        Ok(texts
            .iter()
            .filter_map(|text| codec::to_deal(text).ok())
            .filter(Deal::is_complete)
            .collect())
    }

    /// How many distinct complete deals the cases hold, and how many of them are analysed.
    pub fn dd_coverage(&self) -> Result<(usize, usize), StoreError> {
        let rows = self.read(|db| {
            db.query(
                "SELECT DISTINCT deal,
                        CASE WHEN deal IN (SELECT deal FROM dd_tables) THEN 1 ELSE 0 END
                 FROM cases",
                params![],
            )
        })?;
        let rows = rows
            .iter()
            .map(|row| Ok((row.get::<String>(0)?, row.get::<bool>(1)?)))
            .collect::<Result<Vec<_>, StoreError>>()?;
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

/// The archive keeps the deals the window and the command line solve.
impl SolvedDeals for Store {
    type Error = StoreError;

    /// The cached table of `deal`, if it was analysed.
    fn dd_table(&self, deal: &Deal) -> Result<Option<TrickTable>, StoreError> {
        let code: Option<String> = self.read(|db| {
            query_value(
                db,
                "SELECT tricks FROM dd_tables WHERE deal = ?1",
                params![codec::deal(deal)],
            )
        })?;
        // A damaged row is treated as absent: the deal is solved again and the row replaced.
        Ok(code.and_then(|code| TrickTable::decode(&code).ok()))
    }

    /// The cached par of `deal` under `dealer` and `vulnerability`, with the table it comes
    /// from.
    fn dd_par(
        &self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
    ) -> Result<Option<(TrickTable, Par)>, StoreError> {
        let Some(table) = self.dd_table(deal)? else {
            return Ok(None);
        };
        let row = self.read(|db| {
            db.query_optional(
                "SELECT ns_score, contracts FROM dd_pars
                 WHERE deal = ?1 AND dealer = ?2 AND vulnerability = ?3",
                params![
                    codec::deal(deal),
                    codec::seat(dealer),
                    codec::vulnerability(vulnerability)
                ],
            )?
            .map(|row| Ok::<_, StoreError>((row.get::<i32>(0)?, row.get::<String>(1)?)))
            .transpose()
        })?;
        Ok(row
            .and_then(|(score, codes)| par_from_codes(score, &codes, &table))
            .map(|par| (table, par)))
    }

    /// Keeps a deal's table and its par under one dealer and vulnerability.
    fn save_dd_par(
        &mut self,
        deal: &Deal,
        dealer: Seat,
        vulnerability: Vulnerability,
        table: &TrickTable,
        par: &Par,
    ) -> Result<(), StoreError> {
        self.write(|db| {
            db.execute(SAVE_TABLE, params![codec::deal(deal), table.encode()])?;
            db.execute(
                "INSERT INTO dd_pars (deal, dealer, vulnerability, ns_score, contracts)
                 VALUES (?1, ?2, ?3, ?4, ?5)
                 ON CONFLICT (deal, dealer, vulnerability) DO UPDATE
                 SET ns_score = excluded.ns_score, contracts = excluded.contracts",
                params![
                    codec::deal(deal),
                    codec::seat(dealer),
                    codec::vulnerability(vulnerability),
                    par.ns_score,
                    par.codes().join(" ")
                ],
            )?;
            Ok(Written::Done(()))
        })
    }
}
