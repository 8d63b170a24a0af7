//! The casebook as a model, before any format: the year's reviewed cases in case-number order,
//! their anchors, the committee members and commentators of the year, the edition.

use super::anonymize::{Replacement, anonymize};
use super::edition::latest_edition;
use super::labels::CasebookLanguage;
use crate::case::{Case, CaseStatus, Commentator, CommitteeRole, Subject};
use crate::double_dummy::{Par, TrickTable};
use crate::panel::Panel;
use crate::results::{LineResult, RescoredField};
use std::cmp::Ordering;
use std::collections::{BTreeMap, HashMap, HashSet};

/// What goes into a casebook.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct PublishOptions {
    pub year: i32,
    /// Only cases whose event contains one of these (ignoring case); all when empty.
    pub events: Vec<String>,
    /// Only cases filed under one of these subjects; all when empty.
    pub subjects: Vec<Subject>,
    /// Players shown by seat and rank instead of by name.
    pub anonymize: bool,
    /// Also take the year's cases already published: a reprint of the casebook (in another
    /// format, say). Without it, a casebook holds only cases not yet published.
    pub reprint: bool,
    /// The language of the casebook's own words; by default the language most of its cases
    /// are written in.
    pub language: Option<CasebookLanguage>,
    /// Under each complete deal, its double-dummy table and par.
    pub double_dummy: bool,
    /// Under each deal, its board's traveller from the event's results, when the archive
    /// holds them.
    pub traveller: bool,
    /// The casebook's title, federation and foreword.
    pub front: FrontMatter,
    /// The edition with the panel: each case's panel comments printed under it.
    pub panel: bool,
}

/// What an editor writes for the casebook itself: its title (the label's own when empty), the
/// federation whose casebook it is, and a foreword (Markdown). An archive remembers them
/// ([`crate::store::Setting`]), so next year's casebook needs them only if they change.
#[derive(Debug, Clone, PartialEq, Eq, Default)]
pub struct FrontMatter {
    pub title: String,
    pub federation: String,
    pub foreword: String,
}

impl FrontMatter {
    /// The front matter an archive remembers.
    pub fn remembered(
        store: &crate::store::Store,
    ) -> Result<FrontMatter, crate::store::StoreError> {
        use crate::store::Setting;
        Ok(FrontMatter {
            title: store.setting(Setting::CasebookTitle)?.unwrap_or_default(),
            federation: store.setting(Setting::Federation)?.unwrap_or_default(),
            foreword: store.setting(Setting::Foreword)?.unwrap_or_default(),
        })
    }

    /// Keeps this front matter for the archive (an empty field forgets its value).
    pub fn remember(
        &self,
        store: &mut crate::store::Store,
    ) -> Result<(), crate::store::StoreError> {
        use crate::store::Setting;
        for (setting, value) in [
            (Setting::CasebookTitle, &self.title),
            (Setting::Federation, &self.federation),
            (Setting::Foreword, &self.foreword),
        ] {
            let value = Some(value.trim()).filter(|v| !v.is_empty());
            if store.setting(setting)?.as_deref() != value {
                store.set_setting(setting, value)?;
            }
        }
        Ok(())
    }

    /// The title as printed: the editor's, or the casebook's own words for it.
    pub fn title_or<'a>(&'a self, label: &'a str) -> &'a str {
        match self.title.trim() {
            "" => label,
            title => title,
        }
    }
}

/// A case as placed in the casebook.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CasebookCase {
    /// The fragment identifier of the case (`case-у-01`), unique in the casebook.
    pub anchor: String,
    /// The case as printed (anonymized when the casebook is).
    pub case: Case,
    /// The deal's double-dummy table and par, when the casebook prints them.
    pub double_dummy: Option<(TrickTable, Par)>,
    /// The board's traveller, when the casebook prints it and the archive holds the event's
    /// results.
    pub traveller: Option<CaseTraveller>,
    /// In an anonymized casebook, the names replaced in the case and what stands for them.
    pub replaced: Vec<Replacement>,
}

/// A case's board in its event's field, as printed under the deal. Pair numbers only: it
/// names no player, so an anonymized casebook prints it as it is.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CaseTraveller {
    /// Every pair's matchpoints before and after the case's ruling.
    pub field: RescoredField,
    /// The case's own line, when the traveller shows which it is.
    pub own_line: Option<usize>,
    /// The ruling's score at the case's line; `None` when the table result stands or the
    /// ruling could not be put into the field.
    pub ruling: Option<LineResult>,
    /// The case records a ruling the field cannot take as it is: the traveller shows the
    /// scores before it only, and says nothing of it.
    pub ruling_unplaced: bool,
}

/// One member of the year's appeals committees and the cases they sat on.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct CommitteeEntry {
    pub name: String,
    pub affiliation: String,
    /// How many cases they sat on in each role, chair first.
    pub roles: Vec<(CommitteeRole, usize)>,
    /// Positions in [`Casebook::cases`].
    pub cases: Vec<usize>,
}

/// The year's casebook, ready to be rendered in any format.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Casebook {
    pub year: i32,
    /// Editions count up per year: this is one more than the highest recorded in the year's
    /// published cases, or that highest one for a reprint of published cases only.
    pub edition: u32,
    pub language: CasebookLanguage,
    pub anonymized: bool,
    /// In case-number order.
    pub cases: Vec<CasebookCase>,
    pub committee: Vec<CommitteeEntry>,
    pub commentators: Vec<Commentator>,
    /// The casebook's title, federation and foreword.
    pub front: FrontMatter,
    /// The archive's figures for the years up to this one (the last ten with cases), when the
    /// archive holds more than this year: the statistics print them beside the year's.
    pub years: Vec<crate::precedent::YearFigures>,
    /// The year's (or the events') panel, in the edition with the panel: its commentators'
    /// lines in the front matter, the editor's closing remarks after the cases.
    pub panel: Option<Panel>,
}

/// Compares case numbers as people read them: runs of digits by value, so `У-2` comes before
/// `У-10` and `У-01` before `У-2`; other text without regard to case.
pub fn compare_case_numbers(a: &str, b: &str) -> Ordering {
    let (mut x, mut y) = (chunks(a), chunks(b));
    loop {
        match (x.next(), y.next()) {
            (None, None) => return a.cmp(b),
            (None, Some(_)) => return Ordering::Less,
            (Some(_), None) => return Ordering::Greater,
            (Some(p), Some(q)) => {
                let order = match (p, q) {
                    (Chunk::Number(m), Chunk::Number(n)) => {
                        let (m, n) = (m.trim_start_matches('0'), n.trim_start_matches('0'));
                        m.len().cmp(&n.len()).then_with(|| m.cmp(n))
                    }
                    (Chunk::Number(_), Chunk::Text(_)) => Ordering::Less,
                    (Chunk::Text(_), Chunk::Number(_)) => Ordering::Greater,
                    (Chunk::Text(s), Chunk::Text(t)) => s.to_lowercase().cmp(&t.to_lowercase()),
                };
                if order != Ordering::Equal {
                    return order;
                }
            }
        }
    }
}

enum Chunk<'a> {
    Number(&'a str),
    Text(&'a str),
}

fn chunks(s: &str) -> impl Iterator<Item = Chunk<'_>> {
    let mut rest = s;
    std::iter::from_fn(move || {
        let first = rest.chars().next()?;
        let digits = first.is_ascii_digit();
        let end = rest
            .char_indices()
            .find(|(_, c)| c.is_ascii_digit() != digits)
            .map_or(rest.len(), |(i, _)| i);
        let (chunk, tail) = rest.split_at(end);
        rest = tail;
        Some(if digits {
            Chunk::Number(chunk)
        } else {
            Chunk::Text(chunk)
        })
    })
}

/// Whether `case` belongs in the casebook `options` describe.
pub fn is_selected(case: &Case, options: &PublishOptions) -> bool {
    options.selects(
        case.status(),
        case.identity.year,
        &case.identity.event,
        &case.subjects,
    )
}

impl PublishOptions {
    /// Whether a case of this status, year, event and subjects belongs in the casebook: what a
    /// list row knows is enough, so that a window can count the cases before publishing.
    pub fn selects(
        &self,
        status: CaseStatus,
        year: Option<i32>,
        event: &str,
        subjects: &[Subject],
    ) -> bool {
        let status_ok = match status {
            CaseStatus::Reviewed => true,
            CaseStatus::Published => self.reprint,
            _ => false,
        };
        status_ok
            && year == Some(self.year)
            && (self.events.is_empty() || {
                let event = event.to_lowercase();
                self.events
                    .iter()
                    .any(|e| event.contains(e.trim().to_lowercase().as_str()))
            })
            && (self.subjects.is_empty() || subjects.iter().any(|s| self.subjects.contains(s)))
    }
}

/// The fragment identifier for a case number: letters and digits of any script, lowercased,
/// other characters as `-`.
fn slug(text: &str) -> String {
    let mut out = String::new();
    for c in text.trim().chars() {
        if c.is_alphanumeric() {
            out.extend(c.to_lowercase());
        } else if !out.ends_with('-') {
            out.push('-');
        }
    }
    out.trim_matches('-').to_string()
}

impl Casebook {
    /// The casebook of `cases`: those `options` select (the year's reviewed cases, filtered),
    /// in case-number order, anonymized if asked. `published` are the year's cases already
    /// published, which fix the edition number. Cases that are not selected are ignored, so
    /// callers may pass everything they have.
    pub fn assemble(cases: Vec<Case>, published: &[Case], options: &PublishOptions) -> Casebook {
        let mut selected: Vec<Case> = cases
            .into_iter()
            .filter(|case| is_selected(case, options))
            .collect();
        selected.sort_by(|a, b| {
            compare_case_numbers(&a.identity.case_number, &b.identity.case_number)
                .then_with(|| a.identity.date.cmp(&b.identity.date))
                .then_with(|| a.uuid.cmp(&b.uuid))
        });
        let language = options
            .language
            .unwrap_or_else(|| majority_language(&selected));
        let latest = latest_edition(published.iter().chain(&selected), options.year);
        let adds_cases = selected.iter().any(|c| c.status() == CaseStatus::Reviewed);
        let edition = if adds_cases || latest == 0 {
            latest + 1
        } else {
            latest
        };
        let labels = language.labels();
        let mut used = HashSet::new();
        let cases: Vec<CasebookCase> = selected
            .into_iter()
            .enumerate()
            .map(|(position, case)| {
                let mut anchor = format!("case-{}", slug(&case.identity.case_number));
                if anchor == "case-" || !used.insert(anchor.clone()) {
                    anchor = format!("case-{}-{}", slug(&case.identity.case_number), position + 1);
                    used.insert(anchor.clone());
                }
                let mut case = case;
                // The edition without the panel prints none of its comments.
                case.panel.retain(|c| options.panel && c.is_written());
                let (case, replaced) = if options.anonymize {
                    let anonymized = anonymize(&case, labels);
                    (anonymized.case, anonymized.replaced)
                } else {
                    (case, Vec::new())
                };
                CasebookCase {
                    anchor,
                    case,
                    double_dummy: None,
                    traveller: None,
                    replaced,
                }
            })
            .collect();
        let committee = committee_of(&cases);
        let commentators = commentators_of(&cases);
        Casebook {
            year: options.year,
            edition,
            language,
            anonymized: options.anonymize,
            cases,
            committee,
            commentators,
            front: options.front.clone(),
            years: Vec::new(),
            panel: None,
        }
    }

    /// Puts the panel in the edition with it: its commentators who wrote on the casebook's
    /// cases listed with the line about each.
    pub fn with_panel(&mut self, panel: Panel) {
        let wrote: HashSet<String> = self
            .cases
            .iter()
            .flat_map(|placed| &placed.case.panel)
            .map(|c| c.commentator.trim().to_lowercase())
            .collect();
        for member in panel
            .members
            .iter()
            .filter(|m| wrote.contains(&m.name.trim().to_lowercase()))
        {
            match self
                .commentators
                .iter_mut()
                .find(|c| c.name.trim().to_lowercase() == member.name.trim().to_lowercase())
            {
                Some(listed) if listed.about.is_empty() => listed.about = member.about.clone(),
                Some(_) => {}
                None => self.commentators.push(Commentator {
                    name: member.name.trim().to_string(),
                    about: member.about.trim().to_string(),
                }),
            }
        }
        self.panel = Some(panel);
    }

    /// The editor's closing remarks, in an edition with the panel that printed a comment.
    pub fn closing_remarks(&self) -> Option<&str> {
        let remarks = self.panel.as_ref()?.closing_remarks.trim();
        let commented = self
            .cases
            .iter()
            .any(|p| p.case.panel.iter().any(|c| c.is_written()));
        (commented && !remarks.is_empty()).then_some(remarks)
    }

    /// In an anonymized casebook, each case's number with the names replaced in it, for the
    /// editor to check; cases where nothing was replaced are left out.
    pub fn replacements(&self) -> Vec<(String, Vec<Replacement>)> {
        self.cases
            .iter()
            .filter(|placed| !placed.replaced.is_empty())
            .map(|placed| {
                (
                    placed.case.identity.case_number.clone(),
                    placed.replaced.clone(),
                )
            })
            .collect()
    }

    /// The case at a position with its anchor, as index entries refer to it.
    pub fn case(&self, position: usize) -> Option<&CasebookCase> {
        self.cases.get(position)
    }
}

fn majority_language(cases: &[Case]) -> CasebookLanguage {
    let mut counts: HashMap<CasebookLanguage, usize> = HashMap::new();
    for case in cases {
        *counts
            .entry(CasebookLanguage::from_code(&case.language))
            .or_default() += 1;
    }
    counts
        .into_iter()
        .max_by_key(|(language, n)| (*n, *language == CasebookLanguage::English))
        .map_or(CasebookLanguage::English, |(language, _)| language)
}

/// The committee members of the year, by name, with their roles and cases.
fn committee_of(cases: &[CasebookCase]) -> Vec<CommitteeEntry> {
    let mut by_name: BTreeMap<String, CommitteeEntry> = BTreeMap::new();
    for (position, placed) in cases.iter().enumerate() {
        for member in &placed.case.people.committee {
            let name = member.name.trim();
            if name.is_empty() {
                continue;
            }
            let entry = by_name
                .entry(name.to_lowercase())
                .or_insert_with(|| CommitteeEntry {
                    name: name.to_string(),
                    affiliation: String::new(),
                    roles: Vec::new(),
                    cases: Vec::new(),
                });
            if entry.affiliation.is_empty() {
                entry.affiliation = member.affiliation.trim().to_string();
            }
            match entry
                .roles
                .iter_mut()
                .find(|(role, _)| *role == member.role)
            {
                Some((_, n)) => *n += 1,
                None => entry.roles.push((member.role, 1)),
            }
            if entry.cases.last() != Some(&position) {
                entry.cases.push(position);
            }
        }
    }
    let mut entries: Vec<CommitteeEntry> = by_name.into_values().collect();
    for entry in &mut entries {
        entry
            .roles
            .sort_by_key(|(role, _)| CommitteeRole::ALL.iter().position(|r| r == role));
    }
    entries
}

/// The named commentators of the year's cases, each once, with the first biography given.
fn commentators_of(cases: &[CasebookCase]) -> Vec<Commentator> {
    let mut seen: BTreeMap<String, Commentator> = BTreeMap::new();
    for placed in cases {
        let people = &placed.case.people;
        let named = people
            .commentators
            .iter()
            .cloned()
            .chain(placed.case.commentary.iter().map(|c| Commentator {
                name: c.commentator.clone(),
                about: String::new(),
            }));
        for commentator in named {
            let name = commentator.name.trim().to_string();
            if name.is_empty() {
                continue;
            }
            let entry = seen.entry(name.to_lowercase()).or_insert(Commentator {
                name,
                about: String::new(),
            });
            if entry.about.is_empty() {
                entry.about = commentator.about.trim().to_string();
            }
        }
    }
    seen.into_values().collect()
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn case_numbers_sort_as_people_read_them() {
        let mut numbers = vec!["У-10", "У-2", "У-01", "N3", "n1", "12", "3", "Appeal 2"];
        numbers.sort_by(|a, b| compare_case_numbers(a, b));
        assert_eq!(
            numbers,
            ["3", "12", "Appeal 2", "n1", "N3", "У-01", "У-2", "У-10"]
        );
    }

    #[test]
    fn anchors_keep_letters_of_any_script() {
        assert_eq!(slug("У-01"), "у-01");
        assert_eq!(slug(" Appeal No. 3 "), "appeal-no-3");
        assert_eq!(slug("<script>"), "script");
    }
}
