//! The training cases shipped in every language (`assets/samples/sample-cases*.json`): each
//! must be a complete, consistent appeal that the record accepts, whose numbers agree with the
//! Laws, and whose source in the bundled commentaries is cited and quoted word for word; every
//! set is the same ten cases, numbered in its own pattern, its text in its language.

mod sample_support;

use casebook::adjust::{Rational, parse_weight};
use casebook::bridge::{Seat, Side};
use casebook::case::{AdjustedScore, Case, CaseStatus, ScoreOutcome, Subject};
use casebook::publish::CasebookLanguage;
use casebook::scoring::{imps, ns_score};
use casebook::store::Store;
use serde_json::Value;
use std::collections::HashSet;
use std::path::PathBuf;

use sample_support::{Words, label, nth, prefix, training_sets, words};

/// Every case of every set, each with the words of its set's language.
fn all_cases() -> Vec<(Case, &'static Words)> {
    training_sets()
        .into_iter()
        .flat_map(|(set, cases)| {
            let words = words(set.language);
            cases.into_iter().map(move |case| (case, words))
        })
        .collect()
}

#[test]
fn every_sample_passes_the_case_validation() {
    for (set, cases) in training_sets() {
        for case in &cases {
            assert_eq!(case.problems(), Vec::new(), "{}", label(case));
            assert_eq!(
                case.revision,
                1,
                "{}: a shipped case is at revision 1",
                label(case)
            );
            assert_eq!(case.language, set.language, "{}", label(case));
        }
    }
}

/// Each set numbers its ten cases in its own pattern, `У-01` … `У-10` in Russian and `T-01` …
/// `T-10` in English (what its readers' keyboard types), and gives them UUIDs of its own: the
/// same 34 characters for the whole set, then the case's two digits.
#[test]
fn every_set_numbers_its_ten_cases_and_their_uuids_in_its_own_pattern() {
    let mut prefixes = HashSet::new();
    let mut uuid_patterns = HashSet::new();
    let mut uuids = HashSet::new();
    let sets = training_sets();
    assert!(sets.len() >= 2, "the Russian and the English set at least");
    for (set, cases) in &sets {
        assert_eq!(cases.len(), 10, "{}: ten cases", set.language);
        let prefix = prefix(cases).to_string();
        assert!(prefixes.insert(prefix.clone()), "{prefix} is another set's");
        let pattern = cases[0].uuid.to_string()[..34].to_string();
        assert!(
            uuid_patterns.insert(pattern.clone()),
            "{pattern} is another set's"
        );
        for (i, case) in cases.iter().enumerate() {
            let digits = format!("{:02}", i + 1);
            assert_eq!(label(case), format!("{prefix}{digits}"), "{}", set.language);
            assert_eq!(
                case.uuid.to_string(),
                format!("{pattern}{digits}"),
                "{}",
                label(case)
            );
            assert!(
                uuids.insert(case.uuid),
                "{}: a UUID used twice",
                label(case)
            );
        }
        if set.language == "en" {
            assert!(prefix.is_ascii(), "an English keyboard types {prefix}");
        }
    }
    let russian = &sets[0];
    assert_eq!(
        (russian.0.language, prefix(&russian.1)),
        ("ru", "У-"),
        "the Russian set comes first and keeps its numbers"
    );
}

/// Strings the translation leaves as they are: the Russian set's strings without a Cyrillic
/// letter (deals, calls, dates, weights, Laws, workflow steps and the answers that are codes
/// or scores), except the identity and the deposit's currency.
fn untranslated(russian: &Value, other: &Value, at: &str, differences: &mut Vec<String>) {
    match (russian, other) {
        (Value::Object(r), Value::Object(o)) => {
            let keys = |m: &serde_json::Map<String, Value>| m.keys().cloned().collect::<Vec<_>>();
            if keys(r) != keys(o) {
                differences.push(format!("{at}: fields {:?} / {:?}", keys(r), keys(o)));
                return;
            }
            for (key, value) in r {
                if !matches!(
                    key.as_str(),
                    "uuid" | "language" | "case_number" | "deposit"
                ) {
                    untranslated(value, &o[key], &format!("{at}.{key}"), differences);
                }
            }
        }
        (Value::Array(r), Value::Array(o)) => {
            if r.len() != o.len() {
                differences.push(format!("{at}: {} / {} entries", r.len(), o.len()));
                return;
            }
            for (i, (r, o)) in r.iter().zip(o).enumerate() {
                untranslated(r, o, &format!("{at}[{i}]"), differences);
            }
        }
        (Value::String(r), Value::String(_)) if r.chars().any(is_cyrillic) => {}
        (r, o) if r != o => differences.push(format!("{at}: {r} / {o}")),
        _ => {}
    }
}

fn is_cyrillic(c: char) -> bool {
    matches!(c, 'А'..='я' | 'Ё' | 'ё')
}

/// Every set is the Russian one translated: the same deals, auctions, play, results, scores,
/// weights, statuses and workflow answers, case by case; only the text differs.
#[test]
fn every_set_is_the_same_ten_cases_with_their_text_translated() {
    let sets = training_sets();
    let (_, russian) = &sets[0];
    for (set, cases) in &sets[1..] {
        for (ru, other) in russian.iter().zip(cases) {
            let mut differences = Vec::new();
            untranslated(
                &serde_json::to_value(ru).expect("a case"),
                &serde_json::to_value(other).expect("a case"),
                label(other),
                &mut differences,
            );
            assert_eq!(differences, Vec::<String>::new(), "{}", set.language);
            assert_eq!(ru.appeal.deposit.is_some(), other.appeal.deposit.is_some());
        }
    }
}

/// A player named by his seat, a speaker and a person present at the hearing are named by the
/// seat's word in the set's language: a Bulgarian case calls East Изток, never the Russian Восток.
#[test]
fn seats_standing_for_players_are_named_in_the_set_s_language() {
    let every_seat_word: Vec<(CasebookLanguage, Seat, &str)> = CasebookLanguage::ALL
        .into_iter()
        .flat_map(|language| Seat::ALL.map(|seat| (language, seat, language.labels().seat(seat))))
        .collect();
    for (set, cases) in training_sets() {
        let own = CasebookLanguage::from_code(set.language);
        for case in &cases {
            let names = case
                .people
                .players
                .iter()
                .map(|p| p.name.as_str())
                .chain(case.statements.iter().map(|s| s.speaker.as_str()))
                .chain(case.appeal.present.iter().map(String::as_str));
            for name in names {
                for (language, seat, word) in &every_seat_word {
                    if name == *word {
                        assert_eq!(
                            name,
                            own.labels().seat(*seat),
                            "{} names {seat:?} in {language:?}, not in its own language",
                            label(case)
                        );
                    }
                }
            }
        }
    }
}

/// The training cases cover the kinds of appeal a committee meets: UI (break in tempo), MI
/// (including a failure to alert), a claim, tempo/deception (73F) and a Director's error (82C).
#[test]
fn the_samples_cover_every_required_subject() {
    for (_, cases) in training_sets() {
        covers_every_required_subject(&cases);
    }
}

fn covers_every_required_subject(cases: &[Case]) {
    let covered: HashSet<Subject> = cases
        .iter()
        .flat_map(|c| c.subjects.iter().copied())
        .collect();
    for subject in [
        Subject::BreakInTempo,
        Subject::UnauthorizedInformation,
        Subject::Misinformation,
        Subject::FailureToAlert,
        Subject::Claim,
        Subject::TempoDeception,
        Subject::DirectorError,
    ] {
        assert!(covered.contains(&subject), "no sample is about {subject}");
    }
    let weighted = cases
        .iter()
        .filter(|c| {
            c.decision
                .adjusted
                .outcomes
                .iter()
                .any(|o| weight(o) < Rational::ONE)
        })
        .count();
    assert!(weighted >= 1, "no sample has a weighted adjusted score");
}

#[test]
fn the_statuses_let_a_casebook_be_published_from_the_samples() {
    for (_, cases) in training_sets() {
        statuses_let_a_casebook_be_published(&cases);
    }
}

fn statuses_let_a_casebook_be_published(cases: &[Case]) {
    let count = |status| cases.iter().filter(|c| c.status() == status).count();
    assert!(
        count(CaseStatus::Reviewed) * 2 > cases.len(),
        "most samples are reviewed"
    );
    assert!(
        count(CaseStatus::Decided) >= 1,
        "a decided case awaits review"
    );
    assert_eq!(count(CaseStatus::Draft), 1, "one draft");
    for case in cases.iter().filter(|c| c.status() >= CaseStatus::Decided) {
        assert!(
            case.decision.outcome.is_some(),
            "{}: decided without an outcome",
            label(case)
        );
        assert!(
            !case.decision.reasoning.trim().is_empty(),
            "{}",
            label(case)
        );
        assert!(case.decision.deposit.is_some(), "{}: deposit", label(case));
    }
}

#[test]
fn every_sample_is_complete() {
    for (case, words) in &all_cases() {
        let at = label(case);
        let id = &case.identity;
        assert_eq!(id.year, Some(2026), "{at}: sample year");
        assert!(
            id.event.contains(words.training_example),
            "{at}: the event says it is a training example"
        );
        assert!(id.scoring.is_some() && id.date.is_some(), "{at}");
        assert_eq!(
            case.law_edition.year(),
            1997,
            "{at}: the commentary's cases are 1997 Laws"
        );
        assert_eq!(case.people.players.len(), 4, "{at}: players");
        assert!(
            !case.people.director.is_empty() && case.people.committee.len() == 3,
            "{at}"
        );
        assert!(!case.facts.agreed.trim().is_empty(), "{at}: facts");
        assert!(!case.statements.is_empty(), "{at}: statements");
        assert!(
            !case.ruling.laws.is_empty() && !case.ruling.text.is_empty(),
            "{at}: ruling"
        );
        assert!(
            case.appeal.appellant.is_some() && !case.appeal.grounds.is_empty(),
            "{at}: appeal"
        );
        assert!(
            case.appeal.lodged_at.is_some() && case.appeal.deposit.is_some(),
            "{at}"
        );
        assert!(!case.write_up.trim().is_empty(), "{at}: write-up");
        assert!(!case.commentary.is_empty(), "{at}: commentary");
        assert!(!case.subjects.is_empty(), "{at}: subjects");
        assert!(case.play.opening_lead.is_some(), "{at}: opening lead");
    }
}

/// The seeds give no sample a full deal, so every deal is reconstructed; the facts must say so
/// and say which parts come from the source.
#[test]
fn every_deal_is_a_legal_complete_deal_marked_as_reconstructed() {
    for (case, words) in &all_cases() {
        let at = label(case);
        assert_eq!(case.board.deal.validate_complete(), Ok(()), "{at}");
        assert!(
            case.board.has_law2_markings(),
            "{at}: dealer and vulnerability of Law 2"
        );
        assert!(
            case.facts.agreed.contains(words.reconstructed)
                && case.facts.agreed.contains(words.from_source),
            "{at}: the facts mark what is reconstructed and what is from the source"
        );
    }
}

#[test]
fn every_auction_is_complete_and_ends_in_the_contract_played() {
    for (case, _) in &all_cases() {
        let at = label(case);
        let auction = &case.auction.calls;
        assert!(auction.is_complete(), "{at}: the auction has not ended");
        assert!(
            auction.calls().iter().all(|c| c.irregularity.is_none()),
            "{at}: the samples record the auction as it stood after rectification"
        );
        let result = case
            .result
            .as_ref()
            .unwrap_or_else(|| panic!("{at}: no result"));
        let final_contract = auction.final_contract();
        assert_eq!(
            final_contract,
            result.contract.zip(result.declarer),
            "{at}: final contract and declarer"
        );
    }
}

#[test]
fn every_table_score_is_the_law77_score() {
    for (case, _) in &all_cases() {
        let at = label(case);
        let result = case
            .result
            .as_ref()
            .unwrap_or_else(|| panic!("{at}: no result"));
        let law77 = result
            .law77_ns_score(case.board.vulnerability)
            .unwrap_or_else(|| panic!("{at}: contract, declarer and tricks are all recorded"))
            .unwrap_or_else(|e| panic!("{at}: {e}"));
        assert_eq!(result.ns_score, Some(law77), "{at}: recorded score");
    }
}

fn weight(outcome: &ScoreOutcome) -> Rational {
    parse_weight(&outcome.weight).unwrap_or_else(|e| panic!("weight \"{}\": {e}", outcome.weight))
}

fn weights_for(adjusted: &AdjustedScore, side: Side) -> Option<Rational> {
    let mut applying = adjusted
        .outcomes
        .iter()
        .filter(|o| o.side.is_none_or(|s| s == side))
        .peekable();
    applying.peek()?;
    Some(
        applying
            .map(weight)
            .fold(Rational::ZERO, |sum, w| sum.checked_add(w).unwrap_or(sum)),
    )
}

/// An outcome without a side is given to both sides; each side's outcomes weigh 100% in all.
#[test]
fn the_weights_of_each_adjusted_score_sum_to_one_hundred_percent() {
    for (case, _) in &all_cases() {
        for (what, adjusted) in [
            ("ruling", &case.ruling.adjusted),
            ("decision", &case.decision.adjusted),
        ] {
            for side in [Side::NS, Side::EW] {
                if let Some(sum) = weights_for(adjusted, side) {
                    assert_eq!(sum, Rational::ONE, "{} {what}: {side} weights", label(case));
                }
            }
            for outcome in &adjusted.outcomes {
                let contract = outcome.contract.expect("a played outcome");
                let declarer = outcome.declarer.expect("a declarer");
                assert!(
                    ns_score(contract, declarer, case.board.vulnerability, outcome.tricks).is_ok(),
                    "{} {what}: {outcome:?}",
                    label(case)
                );
            }
        }
    }
}

fn imps_of(points: i32) -> Rational {
    Rational::integer(i64::from(imps(points)))
}

/// Commentary 12.31 (commentary-1997 lines 1250–1278): weights 1 : 1.5 : 1.5 : 2 on 3NT with
/// 9, 10, 11 tricks and 6♣ made; scored first, weighted after. Against the other room's +430 the
/// printed weights give 41/12 ≈ +3.42 IMPs.
#[test]
fn the_weighted_score_of_the_12_31_case_is_scored_first_and_weighted_after() {
    for (set, cases) in training_sets() {
        weighted_score_of_the_12_31_case(nth(&cases, 1), words(set.language));
    }
}

fn weighted_score_of_the_12_31_case(case: &Case, words: &Words) {
    let other_room = 430;
    let mut total = Rational::ZERO;
    for outcome in &case.decision.adjusted.outcomes {
        let contract = outcome.contract.expect("contract");
        let declarer = outcome.declarer.expect("declarer");
        let points =
            ns_score(contract, declarer, case.board.vulnerability, outcome.tricks).expect("score");
        let term = imps_of(points - other_room)
            .checked_mul(weight(outcome))
            .expect("term");
        total = total.checked_add(term).expect("sum");
    }
    assert_eq!(total, Rational::new(41, 12).expect("41/12"));
    assert!(
        case.decision.adjusted.ns.contains(words.weighted_imps),
        "{}",
        case.decision.adjusted.ns
    );
    let table = case
        .result
        .as_ref()
        .and_then(|r| r.ns_score)
        .expect("table score");
    assert_eq!(imps(table - other_room), -6);
    assert!(case.decision.adjusted.ns.contains("−6"));
}

/// Commentary 12.32–12.33: the non-offenders get a game with 11 or 12 tricks, the offenders the
/// slam defeated. With the other table at 4♠+1 (+450 NS) the split is −0.5 IMP to EW and
/// −11 IMPs to NS, as the decision prints.
#[test]
fn the_slam_case_gives_each_side_its_own_adjusted_score() {
    for (set, cases) in training_sets() {
        slam_case_scores(nth(&cases, 2), words(set.language));
    }
}

fn slam_case_scores(case: &Case, words: &Words) {
    let vul = case.board.vulnerability;
    let other_table = 450;
    let mut ew = Rational::ZERO;
    let mut ns = Rational::ZERO;
    for outcome in &case.decision.adjusted.outcomes {
        let points = ns_score(
            outcome.contract.expect("contract"),
            outcome.declarer.expect("declarer"),
            vul,
            outcome.tricks,
        )
        .expect("score");
        let term = imps_of(points - other_table)
            .checked_mul(weight(outcome))
            .expect("term");
        match outcome.side {
            Some(Side::EW) => ew = ew.checked_sub(term).expect("sum"),
            Some(Side::NS) => ns = ns.checked_add(term).expect("sum"),
            None => panic!("the slam case splits the score by side"),
        }
    }
    assert_eq!(ew, Rational::new(-1, 2).expect("-1/2"));
    assert_eq!(ns, Rational::integer(-11));
    let [ew_imps, ns_imps] = words.slam_imps;
    assert!(
        case.decision.adjusted.ew.contains(ew_imps),
        "{}",
        label(case)
    );
    assert!(
        case.decision.adjusted.ns.contains(ns_imps),
        "{}",
        label(case)
    );
}

#[test]
fn breaks_in_tempo_in_the_auction_are_annotated_with_their_seconds() {
    for (case, _) in &all_cases() {
        let in_auction = case.subjects.contains(&Subject::BreakInTempo)
            && !case.subjects.contains(&Subject::TempoDeception);
        if !in_auction {
            continue;
        }
        let timed = case.auction.annotations.iter().any(|a| {
            a.tempo
                .as_ref()
                .is_some_and(|t| t.seconds.is_some() && t.agreed.is_some())
        });
        assert!(timed, "{}: the tempo break with its seconds", label(case));
    }
}

/// A misinformation case shows what was explained (or not alerted) beside the actual agreement.
#[test]
fn misinformation_cases_record_the_explanation_and_the_agreement() {
    for (case, _) in all_cases()
        .iter()
        .filter(|(c, _)| c.subjects.contains(&Subject::Misinformation))
    {
        let recorded = case.auction.annotations.iter().any(|a| {
            a.agreement.is_some() && (!a.explanations.is_empty() || a.alerted == Some(false))
        });
        assert!(
            recorded,
            "{}: explanation or missing alert, and agreement",
            label(case)
        );
    }
}

#[test]
fn the_claim_case_records_the_claim_word_for_word() {
    let cases = all_cases();
    let claims: Vec<_> = cases
        .iter()
        .filter(|(c, _)| c.subjects.contains(&Subject::Claim))
        .collect();
    assert_eq!(claims.len(), training_sets().len(), "one claim case a set");
    for (case, words) in claims {
        let claim = case.play.claim.as_deref().unwrap_or_default();
        assert!(claim.contains(words.claim), "{}: {claim}", label(case));
    }
}

/// Text between the `**Источник:**` (`**Source:**`) marker and the end of its paragraph.
fn citation<'a>(case: &'a Case, words: &Words) -> &'a str {
    let start = case
        .write_up
        .find(words.source)
        .unwrap_or_else(|| panic!("{}: the write-up cites no source", label(case)));
    let rest = &case.write_up[start..];
    rest.split("\n\n").next().unwrap_or(rest)
}

fn asset(path: &str) -> String {
    let file = PathBuf::from(env!("CARGO_MANIFEST_DIR"))
        .join("..")
        .join(path);
    std::fs::read_to_string(&file).unwrap_or_else(|e| panic!("{}: {e}", file.display()))
}

/// The `assets/…` files named in backquotes.
fn cited_files(citation: &str) -> Vec<&str> {
    citation
        .split('`')
        .skip(1)
        .step_by(2)
        .filter(|p| p.starts_with("assets/"))
        .collect()
}

/// Every line number after `строки`/`строка` (`lines`/`line`), ranges written `N–M`, lists
/// joined by `,` or `и` (`and`).
fn cited_lines(text: &str, words: &Words) -> Vec<(usize, usize)> {
    let mut ranges = Vec::new();
    for piece in text.split(words.lines).skip(1) {
        let mut rest = piece.trim_start_matches(char::is_alphabetic).trim_start();
        loop {
            let digits: String = rest.chars().take_while(char::is_ascii_digit).collect();
            let Ok(first) = digits.parse::<usize>() else {
                break;
            };
            rest = &rest[digits.len()..];
            let mut last = first;
            if let Some(after) = rest.strip_prefix('–') {
                let digits: String = after.chars().take_while(char::is_ascii_digit).collect();
                last = digits.parse().unwrap_or(first);
                rest = &after[digits.len()..];
            }
            ranges.push((first, last));
            match rest
                .strip_prefix(words.and)
                .or_else(|| rest.strip_prefix(", "))
            {
                Some(next) if next.starts_with(|c: char| c.is_ascii_digit()) => rest = next,
                _ => break,
            }
        }
    }
    ranges
}

/// Each line range with the file it belongs to: the last file named before it.
fn cited_ranges<'a>(citation: &'a str, words: &Words) -> Vec<(&'a str, (usize, usize))> {
    let mut file = None;
    let mut out = Vec::new();
    for (i, segment) in citation.split('`').enumerate() {
        if i % 2 == 1 {
            file = Some(segment);
            continue;
        }
        for range in cited_lines(segment, words) {
            out.push((file.unwrap_or("(no file named before the lines)"), range));
        }
    }
    out
}

#[test]
fn every_sample_cites_the_lines_of_its_source() {
    for (case, words) in &all_cases() {
        let at = label(case);
        let citation = citation(case, words);
        assert!(
            !cited_files(citation).is_empty(),
            "{at}: no source file in {citation}"
        );
        let ranges = cited_ranges(citation, words);
        assert!(!ranges.is_empty(), "{at}: no line numbers in {citation}");
        for (file, (first, last)) in ranges {
            assert!(
                file.starts_with("assets/"),
                "{at}: lines {first}–{last} of {file}"
            );
            let length = asset(file).lines().count();
            assert!(
                1 <= first && first <= last && last <= length,
                "{at}: lines {first}–{last} of {file}, which has {length}"
            );
        }
        assert!(
            words.paragraph.iter().any(|word| citation.contains(word)),
            "{at}: paragraph"
        );
    }
}

/// The citation parser reads ranges, single lines and lists, each with its own file.
#[test]
fn citations_are_read_range_by_range() {
    let citation = "**Источник:** п. 68.7 (`assets/a.txt`, строки 4522–4528) и п. 68.13 (строка 4548); \
                    то же (`assets/b.txt`, строки 358–389 и 436–450).";
    let expected = vec![
        ("assets/a.txt", (4522, 4528)),
        ("assets/a.txt", (4548, 4548)),
        ("assets/b.txt", (358, 389)),
        ("assets/b.txt", (436, 450)),
    ];
    assert_eq!(cited_ranges(citation, words("ru")), expected);
    let citation = "**Source:** §68.7 (`assets/a.txt`, lines 4522–4528) and §68.13 (line 4548); \
                    the same (`assets/b.txt`, lines 358–389 and 436–450).";
    assert_eq!(cited_ranges(citation, words("en")), expected);
}

/// Quotes are compared without quotation marks and with runs of spaces collapsed, fragment by
/// fragment where the quote leaves text out (`…`).
fn normalised(text: &str) -> String {
    let kept: String = text
        .chars()
        .filter(|c| !matches!(c, '«' | '»' | '„' | '“' | '”' | '"'))
        .collect();
    kept.split_whitespace().collect::<Vec<_>>().join(" ")
}

#[test]
fn the_commentary_quotes_are_word_for_word_from_the_cited_source() {
    for (case, words) in &all_cases() {
        let at = label(case);
        let source: String = cited_files(citation(case, words))
            .iter()
            .map(|f| normalised(&asset(f)))
            .collect();
        for comment in &case.commentary {
            let (Some(open), Some(close)) = (comment.text.find('«'), comment.text.rfind('»'))
            else {
                panic!("{at}: the commentary quotes its source in «»");
            };
            let quote = normalised(&comment.text[open + '«'.len_utf8()..close]);
            for fragment in quote.split('…').map(|f| f.trim_matches([' ', '.'])) {
                if fragment.chars().count() >= 15 {
                    assert!(
                        source.contains(fragment),
                        "{at}: not in the source: {fragment}"
                    );
                }
            }
        }
    }
}

/// A throwaway database file, removed with its WAL files when dropped.
struct TempDatabase(PathBuf);

impl TempDatabase {
    fn new(name: &str) -> TempDatabase {
        let nanos = std::time::SystemTime::now()
            .duration_since(std::time::UNIX_EPOCH)
            .map(|d| d.as_nanos())
            .unwrap_or_default();
        TempDatabase(
            std::env::temp_dir().join(format!("casebook-{name}-{}-{nanos}.db", std::process::id())),
        )
    }
}

impl Drop for TempDatabase {
    fn drop(&mut self) {
        for suffix in ["", "-wal", "-shm"] {
            let mut path = self.0.clone().into_os_string();
            path.push(suffix);
            // The file may not exist; nothing to report from a destructor.
            let _ = std::fs::remove_file(path);
        }
    }
}

/// What a first start does: the samples go into a new database and come back unchanged; a
/// second load changes nothing. Every set goes into the same database beside the others.
#[test]
fn the_samples_load_into_a_new_database_and_read_back_unchanged() {
    let db = TempDatabase::new("samples");
    let mut store = Store::create_or_open(&db.0).expect("a new database");
    for (set, cases) in training_sets() {
        let report = store.import_bundle(set.json).expect("the samples import");
        assert_eq!(report.added.len(), cases.len(), "{}", set.language);
        for case in &cases {
            let stored = store.load_case(case.uuid).expect("the sample reads back");
            assert_eq!(&stored, case, "{}", label(case));
        }
        let again = store.import_bundle(set.json).expect("a second load");
        assert!(again.added.is_empty(), "{again:?}");
        assert_eq!(again.unchanged.len(), cases.len());
    }
}

#[test]
fn opening_leads_are_made_by_declarers_left_hand_opponent() {
    for (case, _) in &all_cases() {
        let (Some(lead), Some(declarer)) = (
            case.play.opening_lead,
            case.result.as_ref().and_then(|r| r.declarer),
        ) else {
            continue;
        };
        let leader: Seat = declarer.next();
        let hand = case.board.deal.hand(leader).expect("a full deal");
        assert!(
            hand.contains(lead),
            "{}: {lead} not in {leader:?}'s hand",
            label(case)
        );
    }
}
