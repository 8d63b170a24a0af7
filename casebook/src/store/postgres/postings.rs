//! Whether a server's postings (the fifteenth schema: each word's and stem's cases in lists)
//! agree with the cases' own counts (`case_terms`), which they are made from: the search reads
//! the lists, so lists that disagree make it miss or misrank cases without a word of warning.

use postgres::GenericClient;

/// Each kind of list against the counts, leaving out the stale cases (read from their counts
/// until merged): how many entries each side has and a sum of their hashes, which a missing,
/// extra or changed entry alters. A row is (kind, side, entries, sum).
fn fingerprints() -> String {
    let summed = |term: &str, case: &str, hits: &str, tokens: &str| {
        format!(
            "count(*), coalesce(sum((hashint8extended({term}, {case}) # ({hits}::bigint << 32) \
             # {tokens})::numeric), 0)::text"
        )
    };
    let mut sides = Vec::new();
    for kind in ["word", "stem"] {
        sides.push(format!(
            "SELECT '{kind}', 'counts', {}
             FROM case_terms k CROSS JOIN unnest(k.{kind}_terms, k.{kind}_hits) AS e(term, hits)
                  LEFT JOIN postings_stale x ON x.case_id = k.case_id
             WHERE x.case_id IS NULL",
            summed("e.term", "k.case_id", "e.hits", "k.tokens")
        ));
        sides.push(format!(
            "SELECT '{kind}', 'lists', {}
             FROM {kind}_postings p
                  CROSS JOIN unnest(p.case_ids, p.hits, p.tokens) AS e(case_id, hits, tokens)
                  LEFT JOIN postings_stale x ON x.case_id = e.case_id
             WHERE x.case_id IS NULL",
            summed("p.term", "e.case_id", "e.hits", "e.tokens")
        ));
    }
    sides.join(" UNION ALL ")
}

/// Whether the login reads every list and every case's counts, as the owner does: another
/// login reads no list, and only its own cases' counts.
const READS_BOTH: &str = "
    SELECT casebook_reads_every_case()
           AND has_table_privilege('word_postings', 'SELECT')
           AND has_table_privilege('stem_postings', 'SELECT')
           AND has_table_privilege('postings_stale', 'SELECT')
           AND has_table_privilege('case_terms', 'SELECT')";

/// A line for each kind of list that disagrees with the counts, with what makes the lists again;
/// nothing when the login cannot read both sides.
pub(crate) fn disagreements(
    client: &mut impl GenericClient,
) -> Result<Vec<String>, postgres::Error> {
    if client.query_one(READS_BOTH, &[])?.get::<_, Option<bool>>(0) != Some(true) {
        return Ok(Vec::new());
    }
    // The four rows may come in any order.
    let mut sides = std::collections::BTreeMap::new();
    for row in client.query(&fingerprints(), &[])? {
        let (kind, side): (String, String) = (row.get(0), row.get(1));
        let (entries, sum): (i64, String) = (row.get(2), row.get(3));
        sides.insert((kind, side), (entries, sum));
    }
    let mut out = Vec::new();
    for kind in ["word", "stem"] {
        let side = |name: &str| sides.get(&(kind.to_string(), name.to_string()));
        let (Some(counted), Some(listed)) = (side("counts"), side("lists")) else {
            continue;
        };
        if counted != listed {
            let how = if counted.0 == listed.0 {
                format!("the same {} entries, some with other counts", listed.0)
            } else {
                format!(
                    "{} entries in the lists, {} in the counts",
                    listed.0, counted.0
                )
            };
            out.push(format!(
                "text index: the lists of each {kind}'s cases do not agree with the cases' counts \
                 ({how}), so the search can miss cases; \
                 the archive's owner makes them again: SELECT casebook_rebuild_postings();"
            ));
        }
    }
    Ok(out)
}
