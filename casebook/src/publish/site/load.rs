//! The website's cases: every published case of each archive, year by year, as its casebook
//! prints it (anonymized the same way, with the same double-dummy tables and travellers), each
//! with its address and what the indexes and the search filter it by. A year's cases are read
//! together and handed on one by one to be made into pages; only what the indexes need of each
//! is kept, so a large archive is never held whole.

use super::SiteError;
use super::address;
use crate::case::{CaseStatus, LawEdition, RulingOutcome, ScoringForm, Subject};
use crate::precedent::CaseDigest;
use crate::publish::index::LawKey;
use crate::publish::run::load_year_cases;
use crate::publish::{
    CasebookCase, CasebookLanguage, FrontMatter, PublishError, PublishOptions, Replacement,
};
use crate::store::{CaseFilter, Store};
use serde::{Deserialize, Serialize};
use std::collections::{BTreeMap, HashMap};

/// One archive the site is built from, named as the federation whose casebooks it holds.
pub struct SiteArchive<'a> {
    pub federation: String,
    pub store: &'a Store,
}

/// What goes into the website.
#[derive(Debug, Clone, Default, PartialEq, Eq)]
pub struct SiteOptions {
    /// Only this year's cases; every year when `None`.
    pub year: Option<i32>,
    /// Only cases whose event contains one of these (ignoring case); all when empty.
    pub events: Vec<String>,
    /// Players shown by seat, as in an anonymized casebook.
    pub anonymize: bool,
    /// Under each complete deal, its double-dummy table and par.
    pub double_dummy: bool,
    /// Under each deal, its board's traveller when the archive holds the event's results.
    pub traveller: bool,
    /// The language of the site's own words; by default the one most cases are written in.
    pub language: Option<CasebookLanguage>,
    /// The site's title; the site's own words for it when empty.
    pub title: String,
}

/// A federation as the site names it and addresses its pages.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Federation {
    pub name: String,
    pub segment: String,
}

/// A published case as the website's indexes list it; kept between builds with its year.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct SiteCase {
    pub federation: usize,
    pub year: i32,
    /// The case's folder from the site's root, `fbr/2024/u-01/`.
    pub address: String,
    /// `Case У-03`, in the case's language.
    pub title: String,
    pub event: String,
    pub subjects: Vec<Subject>,
    pub language: CasebookLanguage,
    pub edition: LawEdition,
    /// The Laws the ruling cites, as the law index sorts them.
    pub laws: Vec<LawKey>,
    /// The Laws cited with the page of the law library each names, where the library has it.
    pub law_pages: Vec<(LawKey, Option<String>)>,
    pub outcome: Option<RulingOutcome>,
    pub without_merit: bool,
    /// `weighted`, `assigned`, `artificial`, or none.
    pub method: Option<String>,
    pub scoring: Option<ScoringForm>,
    pub digest: CaseDigest,
}

/// The page of the law library a cited Law names in the case's edition, if the library has
/// that Law.
fn law_page(key: &LawKey, edition: LawEdition) -> Option<String> {
    let law = u8::try_from(key.law).ok()?;
    let library = crate::laws::library();
    let anchor = crate::laws::Anchor::new(format!("{}/law/{law}", edition.year()));
    library
        .get(&anchor)
        .map(|_| address::law_page(edition.year(), law))
}

/// What is done with each case as it is read: its index entry, the case as printed and the
/// federations.
pub type EachCase<'a> =
    dyn FnMut(&SiteCase, &CasebookCase, &[Federation]) -> Result<(), SiteError> + 'a;

/// Each case's address with the names anonymizing replaced in it.
pub type NamesReplaced = Vec<(String, Vec<Replacement>)>;

/// One federation's year of the site, with what it is made from.
#[derive(Debug, Clone)]
pub struct SiteYear {
    /// Which archive (and federation: the same position).
    pub archive: usize,
    pub year: i32,
    /// Changes whenever a page of the year or its search index could: the program, the
    /// options, the federation's name, and each published case with its revision. A
    /// traveller reads the event's results, which carry no revision: a site with travellers
    /// has none, and its years are always made again.
    pub fingerprint: Option<String>,
}

/// The site's federations and their years with published cases, read from the case lists
/// alone.
pub struct SitePlan {
    pub federations: Vec<Federation>,
    pub years: Vec<SiteYear>,
}

/// Names each archive's federation and finds the years with published cases `options` select.
pub fn plan(archives: &[SiteArchive], options: &SiteOptions) -> Result<SitePlan, SiteError> {
    let mut federations: Vec<Federation> = Vec::new();
    let mut years = Vec::new();
    let selection = PublishOptions {
        events: options.events.clone(),
        reprint: true,
        ..PublishOptions::default()
    };
    for (position, archive) in archives.iter().enumerate() {
        let name = archive.federation.trim().to_string();
        let segment = address::federation(&name);
        if federations.iter().any(|f| f.segment == segment) {
            return Err(SiteError::FederationTwice(name));
        }
        let summaries = archive.store.list_cases(&CaseFilter::default())?;
        let mut by_year: BTreeMap<i32, Vec<String>> = BTreeMap::new();
        for summary in &summaries {
            let Some(year) = summary.year else { continue };
            let wanted = summary.status == CaseStatus::Published
                && !summary.training
                && options.year.is_none_or(|y| y == year)
                && PublishOptions {
                    year,
                    ..selection.clone()
                }
                .selects(
                    summary.status,
                    summary.year,
                    &summary.event,
                    &summary.subjects,
                );
            if wanted {
                by_year
                    .entry(year)
                    .or_default()
                    .push(format!("{}:{}", summary.uuid, summary.revision));
            }
        }
        for (year, mut cases) in by_year {
            cases.sort();
            let fingerprint = (!options.traveller).then(|| {
                let head = format!(
                    "{} {}|{}|{}|{}|{:?}|{}|{year}",
                    env!("CARGO_PKG_NAME"),
                    env!("CARGO_PKG_VERSION"),
                    options.anonymize,
                    options.double_dummy,
                    options.title,
                    options.events,
                    name,
                );
                crate::laws::cache::CacheKey::of(&[&head, &cases.join(",")]).to_string()
            });
            years.push(SiteYear {
                archive: position,
                year,
                fingerprint,
            });
        }
        federations.push(Federation { name, segment });
    }
    Ok(SitePlan { federations, years })
}

/// Reads one year's published cases as the casebook prints them, handing each to `each`;
/// returns their index entries and, in an anonymized site, the names replaced in each.
pub fn read_year(
    archives: &[SiteArchive],
    plan: &SitePlan,
    which: &SiteYear,
    options: &SiteOptions,
    each: &mut EachCase,
) -> Result<(Vec<SiteCase>, NamesReplaced), SiteError> {
    let store = archives[which.archive].store;
    let (federation, year) = (which.archive, which.year);
    let publish = PublishOptions {
        year,
        events: options.events.clone(),
        subjects: Vec::new(),
        anonymize: options.anonymize,
        reprint: true,
        language: None,
        double_dummy: options.double_dummy,
        traveller: options.traveller,
        front: FrontMatter::remembered(store)?,
    };
    let casebook = match load_year_cases(store, &publish, &mut |_| {}) {
        Ok(casebook) => casebook,
        Err(PublishError::NoCases { .. }) => return Ok((Vec::new(), Vec::new())),
        Err(e) => return Err(e.into()),
    };
    // The archive's own digests (kept as the window makes them): making each case's again
    // would cost more than reading the case.
    let mut digests: HashMap<uuid::Uuid, CaseDigest> = store
        .current_digests_of_years(year, year)?
        .into_iter()
        .map(|d| (d.uuid, d))
        .collect();
    let segment = &plan.federations[federation].segment;
    let mut taken: HashMap<String, usize> = HashMap::new();
    let mut cases = Vec::new();
    let mut replaced = Vec::new();
    for placed in casebook.cases {
        if placed.case.status() != CaseStatus::Published {
            continue;
        }
        let mut address = address::case(segment, year, &placed.case.identity.case_number);
        // Two cases of a year under one number (two events numbering from 1): the later, in
        // the casebook's order, gets `-2`.
        let seen = taken.entry(address.clone()).or_default();
        *seen += 1;
        if *seen > 1 {
            address = format!("{}-{seen}/", address.trim_end_matches('/'));
        }
        if !placed.replaced.is_empty() {
            replaced.push((address.clone(), placed.replaced.clone()));
        }
        let case = &placed.case;
        let edition = case.law_edition;
        let laws: Vec<LawKey> = {
            let mut keys: Vec<LawKey> = case
                .ruling
                .laws
                .iter()
                .filter_map(|l| LawKey::of(l))
                .collect();
            keys.sort();
            keys.dedup();
            keys
        };
        let law_pages = laws
            .iter()
            .map(|key| (key.clone(), law_page(key, edition)))
            .collect();
        let digest = digests
            .remove(&case.uuid)
            .unwrap_or_else(|| CaseDigest::of(case));
        let language = CasebookLanguage::from_code(&case.language);
        let entry = SiteCase {
            federation,
            year,
            address,
            title: crate::publish::wording::case_title(case, language.labels()),
            event: case.identity.event.trim().to_string(),
            subjects: case.subjects.clone(),
            language,
            edition,
            laws,
            law_pages,
            outcome: case.decision.outcome,
            without_merit: case.decision.without_merit,
            method: digest.method.clone(),
            scoring: case.identity.scoring,
            digest,
        };
        each(&entry, &placed, &plan.federations)?;
        cases.push(entry);
    }
    Ok((cases, replaced))
}

/// The language most of `cases` are written in, unless `options` name one.
pub fn site_language(cases: &[SiteCase], options: &SiteOptions) -> CasebookLanguage {
    options.language.unwrap_or_else(|| {
        let russian = cases
            .iter()
            .filter(|c| c.language == CasebookLanguage::Russian)
            .count();
        if russian * 2 > cases.len() {
            CasebookLanguage::Russian
        } else {
            CasebookLanguage::English
        }
    })
}
