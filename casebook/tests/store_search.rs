//! Full-text search over case prose: Russian inflections, ё = е, ranking and snippets.

mod store_support;

use casebook::bridge::BoardNumber;
use casebook::store::Store;
use store_support::archives::TestArchive;
use store_support::full_case;
use uuid::Uuid;

fn store_with(archive: &TestArchive, texts: &[(&str, &str)]) -> (Store, Vec<Uuid>) {
    let mut store = archive.open();
    let mut ids = Vec::new();
    for (number, facts) in texts {
        let mut case = store.new_case(BoardNumber::new(1).unwrap()).unwrap();
        case.identity.case_number = (*number).into();
        case.facts.agreed = (*facts).into();
        ids.push(store.save_case(&case, 1).unwrap().uuid);
    }
    (store, ids)
}

on_both_engines! {
    fn an_inflected_word_finds_the_case_with_a_snippet_marking_it(archive) {
        let (store, ids) = store_with(archive, &[
            ("1", "Север подал жалобу на решение судьи."),
            ("2", "Восток сделал ренонс в третьей взятке."),
        ]);
        let hits = store.search_cases("жалобы", 10).unwrap();
        assert_eq!(hits.len(), 1);
        assert_eq!(hits[0].uuid, ids[0]);
        assert_eq!(hits[0].case_number, "1");
        let snippet = &hits[0].snippet;
        assert_eq!(&snippet.text[snippet.highlights[0].clone()], "жалобу");
    }

    /// An archive holds cases in several languages: each query word is stemmed as the cases
    /// written in its letters were, so an English inflection finds an English case.
    fn an_english_inflection_finds_an_english_case_beside_russian_ones(archive) {
        let mut store = archive.open();
        let mut uuids = Vec::new();
        for (language, facts) in [
            ("en", "West's explanation of 2♦ was wrong; East had a weak two in spades."),
            ("ru", "Север подал жалобу на объяснение Запада."),
        ] {
            let mut case = store.new_case(BoardNumber::new(1).unwrap()).unwrap();
            case.language = language.into();
            case.facts.agreed = facts.into();
            uuids.push(store.save_case(&case, 1).unwrap().uuid);
        }
        let hits = store.search_cases("explanations", 10).unwrap();
        assert_eq!(hits.iter().map(|h| h.uuid).collect::<Vec<_>>(), vec![uuids[0]]);
        let snippet = &hits[0].snippet;
        assert_eq!(&snippet.text[snippet.highlights[0].clone()], "explanation");
        assert_eq!(store.find_cases("explanations spade ", 10).unwrap(), vec![uuids[0]]);
        assert_eq!(store.find_cases("объяснения", 10).unwrap(), vec![uuids[1]]);
    }

    fn yo_and_ye_are_the_same_letter_both_ways(archive) {
        let (store, ids) = store_with(archive, &[("1", "Партнёр ещё думал."), ("2", "Партнер еще думал.")]);
        for query in ["партнер", "партнёр", "ЕЩЁ"] {
            let mut found: Vec<Uuid> = store
                .search_cases(query, 10)
                .unwrap()
                .iter()
                .map(|h| h.uuid)
                .collect();
            found.sort();
            let mut expected = ids.clone();
            expected.sort();
            assert_eq!(found, expected, "{query}");
        }
    }

    fn every_word_must_occur_and_the_closer_match_ranks_first(archive) {
        let (store, ids) = store_with(archive, &[
            (
                "1",
                "Пауза перед пасом. Пауза была долгой, пауза была заметной.",
            ),
            ("2", "Пауза перед контрой."),
            ("3", "Долгий розыгрыш без происшествий."),
        ]);
        let hits = store.search_cases("пауза", 10).unwrap();
        assert_eq!(
            hits.iter().map(|h| h.uuid).collect::<Vec<_>>(),
            [ids[0], ids[1]]
        );
        assert!(hits[0].rank <= hits[1].rank);
        let both = store.search_cases("пауза контра", 10).unwrap();
        assert_eq!(both.len(), 1);
        assert_eq!(both[0].uuid, ids[1]);
        assert_eq!(store.search_cases("пауза", 1).unwrap().len(), 1);
    }

    fn edits_and_deletions_keep_the_index_current(archive) {
        let (mut store, ids) = store_with(archive, &[("1", "Ренонс во второй взятке.")]);
        let mut case = store.load_case(ids[0]).unwrap();
        case.facts.agreed = "Заявка о взятках была неясной.".into();
        let case = store.save_case(&case, case.revision).unwrap();
        assert!(store.search_cases("ренонс", 10).unwrap().is_empty());
        assert_eq!(store.search_cases("неясная заявка", 10).unwrap().len(), 1);
        store.delete_case(case.uuid, case.revision).unwrap();
        assert!(store.search_cases("заявка", 10).unwrap().is_empty());
    }

    fn query_syntax_and_empty_queries_are_harmless(archive) {
        let (store, ids) = store_with(archive, &[("1", "Пас после паузы.")]);
        assert!(store.search_cases("", 10).unwrap().is_empty());
        assert!(store.search_cases("  «»!? ", 10).unwrap().is_empty());
        for query in [
            "\"пас",
            "пас OR",
            "NEAR(пас",
            "пас)",
            "{words}: пас",
            "пас*",
        ] {
            let hits = store.search_cases(query, 10).unwrap();
            assert!(hits.iter().all(|h| h.uuid == ids[0]), "{query}");
        }
        assert_eq!(
            store.search_cases("пау*", 10).unwrap().len(),
            1,
            "a prefix search"
        );
    }
}

on_both_engines! {
    fn search_covers_statements_ruling_write_up_and_commentary(archive) {
        let mut store = archive.open();
        let case = store.save_case(&full_case(), 0).unwrap();
        // Words from the statement, the ruling, the write-up, the commentary and the reasoning of
        // the fixture, most in another inflection.
        for query in [
            "объяснением",
            "сохранён",
            "взвешенный",
            "примеры взвешивания",
            "применил 12С3",
        ] {
            let hits = store.search_cases(query, 10).unwrap();
            assert_eq!(hits.len(), 1, "{query}");
            assert_eq!(hits[0].uuid, case.uuid);
        }
    }

    fn the_list_search_finds_the_same_cases_in_the_same_order_without_snippets(archive) {
        let mut store = archive.open();
        casebook::samples::load_into(&mut store).unwrap();
        for query in [
            "пауза",
            "объяснение",
            "претензии",
            "неясная заявка",
            "ренонс",
        ] {
            let hits: Vec<_> = store
                .search_cases(query, 10)
                .unwrap()
                .into_iter()
                .map(|h| h.uuid)
                .collect();
            assert_eq!(store.find_cases(query, 10).unwrap(), hits, "{query}");
        }
    }
}

on_both_engines! {
    fn a_word_still_being_typed_finds_the_cases_it_begins(archive) {
        let (store, uuids) = store_with(archive, &[
            ("У-1", "Север долго думал, прежде чем спасовать."),
            ("У-2", "Разъяснение заявки было неполным."),
        ]);
        // "разъясн" is no word of the text, but "разъяснение" begins with it.
        assert_eq!(store.find_cases("разъясн", 10).unwrap(), vec![uuids[1]]);
        // A space after it says the word is finished: no prefix search then.
        assert!(store.find_cases("разъясн ", 10).unwrap().is_empty());
        // A word found as typed is not doubled by the prefix search.
        assert_eq!(store.find_cases("думал", 10).unwrap(), vec![uuids[0]]);
    }
}

/// The conformance queries: on the sample cases, the server's text search (each case's counts
/// of words and stems, ranked by bm25 in SQL) and the file's (FTS5 with Casebook's stems) find
/// the same cases in the same order; a prefix being typed, the same cases and the same first.
#[test]
fn both_engines_find_the_same_cases_with_the_same_one_first() {
    let Some(server) = TestArchive::postgres() else {
        return;
    };
    let file = TestArchive::sqlite();
    let (mut on_file, mut on_server) = (file.open(), server.open());
    casebook::samples::load_into(&mut on_file).unwrap();
    casebook::samples::load_into(&mut on_server).unwrap();
    let mut found = 0;
    for query in [
        "пауза",
        "объяснение",
        "объяснений",
        "претензии",
        "неясная заявка",
        "ренонс",
        "взвешенный",
        "разъясн*",
        "ещё",
    ] {
        let numbers = |store: &Store| -> Vec<String> {
            store
                .search_cases(query, 10)
                .unwrap()
                .into_iter()
                .map(|h| h.case_number)
                .collect()
        };
        let (file_ranked, server_ranked) = (numbers(&on_file), numbers(&on_server));
        found += usize::from(!file_ranked.is_empty());
        if query.ends_with('*') {
            // A prefix counts once in each case on the server (see `server_ranking`).
            let sorted = |mut hits: Vec<String>| {
                hits.sort();
                hits
            };
            assert_eq!(
                sorted(server_ranked.clone()),
                sorted(file_ranked.clone()),
                "{query}: the same cases"
            );
            assert_eq!(
                server_ranked.first(),
                file_ranked.first(),
                "{query}: the same first"
            );
        } else {
            assert_eq!(
                server_ranked, file_ranked,
                "{query}: the same cases in order"
            );
        }
    }
    assert!(found >= 6, "the queries find cases: {found}");
}
