//! The website's cases: every published case of each archive, year by year, as its casebook
//! prints it (anonymized the same way, with the same double-dummy tables and travellers), each
//! with its address and what the indexes and the search filter it by. A year's cases are read
//! together and handed on one by one to be made into pages; only what the indexes need of each
//! is kept, so a large archive is never held whole.

use super::SiteError;
use super::address;
use crate::case::{CaseStatus, Edition, RulingOutcome, ScoringForm, Subject};
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
    /// The edition with the panel: each case's panel comments on its page.
    pub panel: bool,
    /// The language of the site's own words; by default the one most cases are written in.
    pub language: Option<CasebookLanguage>,
    /// The site's title; the site's own words for it when empty.
    pub title: String,
    /// The fewest cases a search index holds, years joined until they reach it; 0 for
    /// [`UNIT_CASES`].
    pub unit_cases: usize,
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
    pub edition: Edition,
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
    /// Who heard the appeal, and the panel's comments on the case in a site with the panel.
    #[serde(default)]
    pub hearing: crate::case::Hearing,
    #[serde(default)]
    pub panel: Vec<crate::panel::PanelComment>,
}

/// The page of the law library a cited Law names in the case's edition, if the library has
/// that Law.
fn law_page(key: &LawKey, edition: Edition) -> Option<String> {
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
    /// Its published cases that the options select.
    pub cases: usize,
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

/// How many cases a search index holds at least, years joined until they reach it: an index
/// per year would make a query fetch a piece of each of many small indexes, one for all years
/// would be built again whole for each new case.
pub const UNIT_CASES: usize = 500;

#[cfg(test)]
mod tests {
    use super::*;

    fn plan(years: &[(usize, i32, usize)]) -> SitePlan {
        SitePlan {
            federations: Vec::new(),
            years: years
                .iter()
                .map(|&(archive, year, cases)| SiteYear {
                    archive,
                    year,
                    cases,
                    fingerprint: Some(format!("{archive}-{year}")),
                })
                .collect(),
        }
    }

    fn names(plan: &SitePlan, least: usize) -> Vec<String> {
        plan.units(least).iter().map(SiteUnit::name).collect()
    }

    #[test]
    fn years_join_until_a_unit_holds_enough_cases_within_one_federation() {
        let years = plan(&[
            (0, 2020, 300),
            (0, 2021, 300),
            (0, 2022, 100),
            (0, 2023, 600),
            (0, 2024, 50),
            (1, 2024, 10),
            (1, 2025, 10),
        ]);
        assert_eq!(
            names(&years, 500),
            ["2020-2021", "2022-2023", "2024", "2024-2025"]
        );
        assert_eq!(plan(&[]).units(500).len(), 0);
        // New cases in the newest year change only the newest unit.
        let grown = plan(&[
            (0, 2020, 300),
            (0, 2021, 300),
            (0, 2022, 100),
            (0, 2023, 600),
            (0, 2024, 400),
        ]);
        assert_eq!(names(&grown, 500), ["2020-2021", "2022-2023", "2024"]);
        // One case a unit: every year its own.
        assert_eq!(names(&grown, 1), ["2020", "2021", "2022", "2023", "2024"]);
        assert_eq!(
            grown.units(500)[0].fingerprint().as_deref(),
            Some("0-2020+0-2021")
        );
    }
}

/// Consecutive years of one federation whose pages and search index are made, and kept,
/// together.
#[derive(Debug, Clone)]
pub struct SiteUnit<'a> {
    pub years: Vec<&'a SiteYear>,
}

impl SiteUnit<'_> {
    pub fn archive(&self) -> usize {
        self.years[0].archive
    }

    /// `2024` or `2024-2026`.
    pub fn name(&self) -> String {
        let (first, last) = (self.years[0].year, self.years[self.years.len() - 1].year);
        if first == last {
            first.to_string()
        } else {
            format!("{first}-{last}")
        }
    }

    /// The years' fingerprints together; none when a year has none.
    pub fn fingerprint(&self) -> Option<String> {
        let parts: Option<Vec<&str>> = self
            .years
            .iter()
            .map(|y| y.fingerprint.as_deref())
            .collect();
        parts.map(|parts| parts.join("+"))
    }
}

impl SitePlan {
    /// Each federation's years, oldest first, joined into units of at least [`UNIT_CASES`]
    /// cases (the newest unit may hold fewer): a year's new cases change only its own unit,
    /// and a unit starts where it did as long as the years before it keep their cases.
    pub fn units(&self, least: usize) -> Vec<SiteUnit<'_>> {
        let least = if least == 0 { UNIT_CASES } else { least };
        let mut units: Vec<SiteUnit> = Vec::new();
        let mut open: Option<(SiteUnit, usize)> = None;
        for year in &self.years {
            match &mut open {
                Some((unit, count)) if unit.archive() == year.archive => {
                    unit.years.push(year);
                    *count += year.cases;
                }
                _ => {
                    if let Some((unit, _)) = open.take() {
                        units.push(unit);
                    }
                    open = Some((SiteUnit { years: vec![year] }, year.cases));
                }
            }
            if let Some((_, count)) = &open
                && *count >= least
                && let Some((unit, _)) = open.take()
            {
                units.push(unit);
            }
        }
        units.extend(open.map(|(unit, _)| unit));
        units
    }
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
            let Some(year) = summary.heading.year else {
                continue;
            };
            let wanted = summary.status == CaseStatus::Published
                && !summary.training
                && options.year.is_none_or(|y| y == year)
                && PublishOptions {
                    year,
                    ..selection.clone()
                }
                .selects(
                    summary.status,
                    summary.heading.year,
                    &summary.heading.event,
                    &summary.subjects,
                );
            if wanted {
                by_year.entry(year).or_default().push(format!(
                    "{}:{}",
                    summary.heading.uuid, summary.heading.revision
                ));
            }
        }
        for (year, mut cases) in by_year {
            cases.sort();
            // The event's results and the panel's comments change without a case's revision:
            // a site that prints them reads its years again every time.
            let fingerprint = (!options.traveller && !options.panel).then(|| {
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
                cases: cases.len(),
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
        panel: options.panel,
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
        .map(|d| (d.heading.uuid, d))
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
            hearing: case.identity.hearing,
            panel: case.panel.clone(),
        };
        each(&entry, &placed, &plan.federations)?;
        cases.push(entry);
    }
    Ok((cases, replaced))
}

/// The language more than half of `cases` are written in, else English, unless `options` name
/// one.
pub fn site_language(cases: &[SiteCase], options: &SiteOptions) -> CasebookLanguage {
    options.language.unwrap_or_else(|| {
        [CasebookLanguage::Russian, CasebookLanguage::Bulgarian]
            .into_iter()
            .find(|&language| {
                let written = cases.iter().filter(|c| c.language == language).count();
                written * 2 > cases.len()
            })
            .unwrap_or(CasebookLanguage::English)
    })
}
