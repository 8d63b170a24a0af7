//! A server's postings (the fifteenth schema): each word's cases in lists, kept current by
//! marking a changed case stale and merging the stale cases' blocks when 64 are stale. Through
//! imports, edits, deletions and merges, the server finds the same cases in the same order as a
//! file of the same cases, and the postings merged block by block are those made at once.

mod store_support;

use casebook::samples::synthetic_archive;
use casebook::store::{Bundle, Location, Store};
use store_support::{Scratch, server};

/// One and two words, inflected and as stored, common and rarer (the synthetic cases' words).
const QUERIES: &[&str] = &[
    "объяснение",
    "объяснений",
    "пауза",
    "претензии",
    "судья решение",
    "неясная заявка",
    "взвешенный результат",
];

fn owner_sql(server: &server::Server, database: &str) -> postgres::Client {
    postgres::Client::connect(
        &format!(
            "host=127.0.0.1 port={} user={} password={} dbname={database}",
            server.port,
            server::USER,
            server::PASSWORD
        ),
        postgres::NoTls,
    )
    .expect("the owner's connection")
}

/// A new file and a new archive on the server, and the server's archive as its owner's SQL.
fn both_engines(server: &server::Server, scratch: &Scratch) -> (Store, Store, postgres::Client) {
    let on_file =
        Store::open_at(&Location::File(scratch.path("archive.sqlite")), true).expect("the file");
    let database = server.new_database();
    let on_server =
        Store::open_at(&Location::parse(server.url(&database)).unwrap(), true).expect("server");
    (on_file, on_server, owner_sql(server, &database))
}

fn count(sql: &mut postgres::Client, query: &str) -> i64 {
    sql.query_one(query, &[]).expect(query).get(0)
}

/// Every posting, in order, as one digest: what two ways of making them must agree on.
fn postings_digest(sql: &mut postgres::Client) -> String {
    sql.query_one(
        "SELECT md5(coalesce(string_agg(r, ';' ORDER BY r), '')) FROM (
             SELECT concat_ws('|', 'w', term, block, case_ids, hits, tokens) AS r
             FROM word_postings
             UNION ALL
             SELECT concat_ws('|', 's', term, block, case_ids, hits, tokens) FROM stem_postings
         ) AS p",
        &[],
    )
    .expect("digest")
    .get(0)
}

fn assert_same_ranking(on_server: &Store, on_file: &Store, when: &str) {
    let mut finding = 0;
    for query in QUERIES {
        let server_ranked = on_server.find_cases(query, 20).unwrap();
        let file_ranked = on_file.find_cases(query, 20).unwrap();
        finding += usize::from(!file_ranked.is_empty());
        assert_eq!(server_ranked, file_ranked, "{when}: {query}");
    }
    assert!(finding >= 5, "{when}: {finding} queries find cases");
}

#[test]
fn the_postings_follow_every_change_and_rank_as_a_file_does() {
    let Some(server) = server::shared() else {
        return;
    };
    let scratch = Scratch::new();
    let (mut on_file, mut on_server, mut sql) = both_engines(server, &scratch);

    // 300 cases imported in one transaction: 300 stale at its commit, merged before it ends.
    let cases = synthetic_archive(300, 0, 2026, 30).expect("cases");
    let bundle = Bundle::new(cases).to_json();
    on_file.import_bundle(&bundle).unwrap();
    on_server.import_bundle(&bundle).unwrap();
    assert_eq!(count(&mut sql, "SELECT count(*) FROM postings_stale"), 0);
    assert!(count(&mut sql, "SELECT count(*) FROM word_postings") > 0);
    assert_same_ranking(&on_server, &on_file, "merged");

    // A few edits and deletions: stale, read from their own counts, the rest from the lists.
    let listed = on_file.find_cases("объяснение", 20).unwrap();
    for (n, uuid) in listed.iter().take(6).enumerate() {
        for store in [&mut on_file, &mut on_server] {
            let mut case = store.load_case(*uuid).unwrap();
            case.write_up = format!("{} пауза пауза претензии {n}", case.write_up);
            store.save_case(&case, case.revision).unwrap();
        }
    }
    for uuid in &listed[6..9] {
        for store in [&mut on_file, &mut on_server] {
            let revision = store.load_case(*uuid).unwrap().revision;
            store.delete_case(*uuid, revision).unwrap();
        }
    }
    assert_eq!(count(&mut sql, "SELECT count(*) FROM postings_stale"), 9);
    assert_same_ranking(&on_server, &on_file, "stale");

    // Merged block by block, the lists are those made at once from every case's counts.
    let merged: i32 = sql
        .query_one("SELECT casebook_merge_postings()", &[])
        .unwrap()
        .get(0);
    assert_eq!(merged, 9);
    assert_same_ranking(&on_server, &on_file, "merged again");
    let by_blocks = postings_digest(&mut sql);
    sql.execute("SELECT casebook_rebuild_postings()", &[])
        .unwrap();
    assert_eq!(postings_digest(&mut sql), by_blocks);
    // Stale cases scattered over twelve blocks: a merge takes the eight with the most and every
    // block with sixteen or more; the next merge the other four.
    sql.batch_execute(
        "INSERT INTO postings_stale SELECT 128 * b + 5 FROM generate_series(100, 111) AS b;
         INSERT INTO postings_stale SELECT 128 * 200 + n FROM generate_series(0, 15) AS n;",
    )
    .unwrap();
    for (merged, left) in [(16 + 7, 5), (5, 0)] {
        let now: i32 = sql
            .query_one("SELECT casebook_merge_postings()", &[])
            .unwrap()
            .get(0);
        assert_eq!(now, merged);
        assert_eq!(count(&mut sql, "SELECT count(*) FROM postings_stale"), left);
    }
    assert_eq!(postings_digest(&mut sql), by_blocks);
    // `casebook check` compares the lists with the counts: sound, then a list changed by hand is
    // found and named with what makes the lists again, and sound once they are made again.
    assert!(
        on_server.check().is_sound(),
        "{:?}",
        on_server.check().findings()
    );
    sql.execute(
        "UPDATE stem_postings SET hits[1] = hits[1] + 1
         WHERE (term, block) IN (SELECT term, block FROM stem_postings LIMIT 1)",
        &[],
    )
    .unwrap();
    let report = on_server.check();
    assert!(!report.is_sound());
    assert_eq!(report.text_index.len(), 1, "{:?}", report.text_index);
    assert!(
        report.text_index[0].contains("stem's cases")
            && report.text_index[0].contains("some with other counts")
            && report.text_index[0].contains("SELECT casebook_rebuild_postings();"),
        "{}",
        report.text_index[0]
    );
    sql.execute("SELECT casebook_rebuild_postings()", &[])
        .unwrap();
    assert!(on_server.check().is_sound());
    // A deleted case is in no list.
    let kept = count(
        &mut sql,
        "SELECT count(*) FROM (SELECT unnest(case_ids) AS id FROM stem_postings) AS p
         WHERE p.id NOT IN (SELECT case_id FROM case_terms)",
    );
    assert_eq!(kept, 0);
}

#[test]
fn a_case_in_another_language_is_found_by_the_word_it_holds() {
    let Some(server) = server::shared() else {
        return;
    };
    let scratch = Scratch::new();
    let (mut on_file, mut on_server, mut sql) = both_engines(server, &scratch);
    let mut cases = synthetic_archive(80, 0, 2026, 30).expect("cases");
    // Stemmed as English, the Russian word keeps its ending: its stem is not the query's.
    cases[3].language = "en".into();
    cases[3].write_up = "The director's объяснение was incomplete.".into();
    let english = cases[3].uuid;
    let bundle = Bundle::new(cases).to_json();
    on_file.import_bundle(&bundle).unwrap();
    on_server.import_bundle(&bundle).unwrap();
    assert_eq!(count(&mut sql, "SELECT count(*) FROM postings_stale"), 0);
    let found = on_server.find_cases("объяснение", 100).unwrap();
    assert!(found.contains(&english), "from the lists");
    assert_eq!(found, on_file.find_cases("объяснение", 100).unwrap());

    // Stale, from its own counts.
    let mut case = on_server.load_case(english).unwrap();
    case.write_up.push_str(" Agreed.");
    on_server.save_case(&case, case.revision).unwrap();
    assert_eq!(count(&mut sql, "SELECT count(*) FROM postings_stale"), 1);
    assert!(
        on_server
            .find_cases("объяснение", 100)
            .unwrap()
            .contains(&english),
        "from its counts"
    );
}
