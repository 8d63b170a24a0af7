//! The workflow definitions as data (`assets/workflow/definitions.json`): the steps with their
//! questions, rules, anchors and answer kinds, and the paths that order them. The file is read
//! and checked once; a definition that breaks a rule of the Laws the workflow enforces (a damage
//! step that is not a yes/no finding, a presumption that is not "mistaken explanation", an
//! adjusted score no finding gates) is refused with the step named.

use crate::adjust::Language;
use crate::case::{CaseStatus, Edition, Hearing, Subject};
use crate::laws::{Anchor, Library};
use serde::Deserialize;
use std::collections::{HashMap, HashSet};
use std::sync::OnceLock;

/// The bundled definitions, compiled in.
pub const DEFINITIONS_JSON: &str = include_str!("../../../assets/workflow/definitions.json");

/// The answer codes of a yes/no (or poll) step, as stored.
pub const YES: &str = "yes";
pub const NO: &str = "no";
pub const NOT_APPLICABLE: &str = "not_applicable";
const YES_NO_CODES: [&str; 3] = [YES, NO, NOT_APPLICABLE];

/// A text in every language of the application; the Bulgarian in the words of the Bulgarian
/// 2017 Laws.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Text {
    pub ru: String,
    pub en: String,
    pub bg: String,
}

impl Text {
    pub fn get(&self, language: Language) -> &str {
        match language {
            Language::English => &self.en,
            Language::Russian => &self.ru,
            Language::Bulgarian => &self.bg,
        }
    }
}

/// What kind of answer a step takes.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum AnswerKind {
    /// Yes, no or not applicable.
    YesNo,
    /// One of the step's options, some with a detail text.
    Choice,
    /// Yes, no or not applicable, with the polls linked to the step as evidence.
    Poll,
    /// An adjusted score: a request for [`crate::adjust`], computed when answered.
    AdjustedScore,
    /// Free text.
    Text,
}

/// What a step means to the rules the workflow enforces.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Role {
    /// The damage finding: yes or no, never a weight (1997 commentary 12.30).
    Damage,
    /// Mistaken explanation or mistaken call, presumed the former (2017 Law 21B1(b)).
    Classification,
    /// The non-offenders' serious error or gamble (2017 Law 12C1(e)).
    SelfInflicted,
}

/// What an MI case is, once the evidence of the agreement is weighed.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Classification {
    /// An infraction: the opponents were entitled to an accurate description.
    MistakenExplanation,
    /// No infraction: the result stands whatever the damage.
    MistakenCall,
}

/// How much of the damage the non-offenders caused themselves.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Deserialize)]
#[serde(rename_all = "snake_case")]
pub enum Extent {
    None,
    Part,
    All,
}

/// One option of a choice step.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct ChoiceOption {
    pub id: String,
    pub label: Text,
    /// When set, choosing the option needs a detail text; this is its prompt.
    #[serde(default)]
    pub detail: Option<Text>,
    #[serde(default)]
    pub classification: Option<Classification>,
    #[serde(default)]
    pub extent: Option<Extent>,
    /// The earlier answers of which one must hold for the option to be chosen (none: always):
    /// a review changes a ruling only where it lay outside the bounds or the procedure failed.
    #[serde(default)]
    pub allowed_if: Vec<Condition>,
    /// The status the case takes when it is closed with this answer, in place of "decided":
    /// a review that sends the case back to the Director leaves it undecided.
    #[serde(default)]
    pub ends_as: Option<CaseStatus>,
}

/// The anchors of a step in each edition.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Anchors {
    #[serde(rename = "1997")]
    pub e1997: Vec<Anchor>,
    #[serde(rename = "2017")]
    pub e2017: Vec<Anchor>,
}

impl Anchors {
    /// The step's anchors in `edition`: as the definitions write them for 1997 and 2017; for
    /// another edition, the laws followed there through the library's edition maps from the
    /// written edition nearest it (a commentary paragraph stays as it is). Empty when no map
    /// reaches that edition.
    pub fn for_edition(&self, edition: Edition, library: &Library) -> Vec<Anchor> {
        let written = [(Edition::E1997, &self.e1997), (Edition::E2017, &self.e2017)];
        if let Some((_, anchors)) = written.iter().find(|(e, _)| *e == edition) {
            return anchors.to_vec();
        }
        let mut nearest = written;
        nearest.sort_by_key(|(e, _)| e.year().abs_diff(edition.year()));
        for (_, anchors) in nearest {
            let mut out: Vec<Anchor> = Vec::new();
            let mut reached = false;
            for anchor in anchors {
                if anchor.as_str().split('/').nth(1) != Some("law") {
                    if !out.contains(anchor) {
                        out.push(anchor.clone());
                    }
                    continue;
                }
                for found in library.follow(anchor, edition) {
                    reached = true;
                    if !out.contains(&found) {
                        out.push(found);
                    }
                }
            }
            if reached {
                return out;
            }
        }
        Vec::new()
    }

    /// The edition a step's laws are shown in beside the case's own: 1997 beside 2017, 2017
    /// beside any other.
    pub fn beside(edition: Edition) -> Edition {
        if edition == Edition::E2017 {
            Edition::E1997
        } else {
            Edition::E2017
        }
    }

    pub fn all(&self) -> impl Iterator<Item = &Anchor> {
        self.e1997.iter().chain(&self.e2017)
    }
}

/// An earlier step's answer a step needs: any answer when `is` is empty, else one of `is`.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Condition {
    pub step: String,
    #[serde(default)]
    pub is: Vec<String>,
}

impl std::fmt::Display for Condition {
    /// `review.bounds = no`, `review.procedure = failed/other`; a step answered at all by its id.
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        if self.is.is_empty() {
            f.write_str(&self.step)
        } else {
            write!(f, "{} = {}", self.step, self.is.join("/"))
        }
    }
}

fn yes() -> bool {
    true
}

/// One decision step.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Step {
    /// Stable: answers are stored under it.
    pub id: String,
    pub kind: AnswerKind,
    #[serde(default)]
    pub role: Option<Role>,
    /// A case cannot be decided while a required step is open.
    #[serde(default = "yes")]
    pub required: bool,
    #[serde(default = "yes")]
    pub reason_required: bool,
    pub question: Text,
    /// The decision rule in one sentence.
    pub rule: Text,
    pub anchors: Anchors,
    /// The earlier answers this step needs; a different answer closes it.
    #[serde(default)]
    pub requires: Vec<Condition>,
    /// For a finding an adjusted score depends on: the answers that allow one.
    #[serde(default)]
    pub adjust_if: Vec<String>,
    #[serde(default)]
    pub options: Vec<ChoiceOption>,
    /// The answer that holds while the step is unanswered (a presumption).
    #[serde(default)]
    pub default: Option<String>,
}

impl Step {
    pub fn option(&self, id: &str) -> Option<&ChoiceOption> {
        self.options.iter().find(|o| o.id == id)
    }

    /// The answer codes conditions may name: yes/no/not applicable, or the option ids.
    pub fn codes(&self) -> Vec<&str> {
        match self.kind {
            AnswerKind::YesNo | AnswerKind::Poll => YES_NO_CODES.to_vec(),
            AnswerKind::Choice => self.options.iter().map(|o| o.id.as_str()).collect(),
            AnswerKind::AdjustedScore | AnswerKind::Text => Vec::new(),
        }
    }

    /// The last segment of the id (`la` for `ui.la`): polls name their step either way.
    pub fn short_id(&self) -> &str {
        self.id.rsplit('.').next().unwrap_or(&self.id)
    }
}

/// An ordered list of steps for one kind of case.
#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
pub struct Path {
    pub id: String,
    pub name: Text,
    pub subjects: Vec<Subject>,
    /// The hearings the path is for whatever the subjects (the review of the ruling); a path
    /// for none is chosen by the subjects.
    #[serde(default)]
    pub hearings: Vec<Hearing>,
    pub steps: Vec<String>,
}

#[derive(Debug, Clone, PartialEq, Eq, Deserialize)]
#[serde(deny_unknown_fields)]
struct File {
    #[serde(default)]
    about: String,
    version: u32,
    steps: Vec<Step>,
    paths: Vec<Path>,
}

/// The definitions file format this build reads.
pub const DEFINITIONS_VERSION: u32 = 1;

/// All steps and paths, checked.
#[derive(Debug, Clone, PartialEq, Eq)]
pub struct Definitions {
    about: String,
    steps: Vec<Step>,
    paths: Vec<Path>,
    index: HashMap<String, usize>,
}

/// Why definitions were refused.
#[derive(Debug, Clone, PartialEq, Eq, thiserror::Error)]
pub enum DefinitionError {
    #[error("the workflow definitions are not valid: {0}")]
    Json(String),
    #[error("workflow definitions, {at}: {message}")]
    Invalid { at: String, message: String },
}

fn invalid<T>(at: impl Into<String>, message: impl Into<String>) -> Result<T, DefinitionError> {
    Err(DefinitionError::Invalid {
        at: at.into(),
        message: message.into(),
    })
}

/// The bundled definitions, read and checked on first use.
pub fn bundled() -> Result<&'static Definitions, DefinitionError> {
    static BUNDLED: OnceLock<Result<Definitions, DefinitionError>> = OnceLock::new();
    BUNDLED
        .get_or_init(|| Definitions::from_json(DEFINITIONS_JSON))
        .as_ref()
        .map_err(Clone::clone)
}

impl Definitions {
    /// Reads and checks a definitions file.
    pub fn from_json(text: &str) -> Result<Definitions, DefinitionError> {
        let file: File =
            serde_json::from_str(text).map_err(|e| DefinitionError::Json(e.to_string()))?;
        if file.version != DEFINITIONS_VERSION {
            return invalid(
                "version",
                format!(
                    "version {} is not the version this build reads ({DEFINITIONS_VERSION})",
                    file.version
                ),
            );
        }
        let mut index = HashMap::new();
        for (i, step) in file.steps.iter().enumerate() {
            if index.insert(step.id.clone(), i).is_some() {
                return invalid(&step.id, "the step id is used twice");
            }
        }
        let definitions = Definitions {
            about: file.about,
            steps: file.steps,
            paths: file.paths,
            index,
        };
        for step in &definitions.steps {
            check_step(step)?;
        }
        definitions.check_paths()?;
        Ok(definitions)
    }

    /// What the file says about itself.
    pub fn about(&self) -> &str {
        &self.about
    }

    pub fn steps(&self) -> &[Step] {
        &self.steps
    }

    pub fn paths(&self) -> &[Path] {
        &self.paths
    }

    pub fn step(&self, id: &str) -> Option<&Step> {
        self.index.get(id).map(|&i| &self.steps[i])
    }

    pub fn path(&self, id: &str) -> Option<&Path> {
        self.paths.iter().find(|p| p.id == id)
    }

    /// The path for a case with these subjects: the first path that lists one of them, or the
    /// path for [`Subject::Other`]. A path for a hearing is never chosen by subjects.
    pub fn path_for_subjects(&self, subjects: &[Subject]) -> Option<&Path> {
        let by_subject = || self.paths.iter().filter(|p| p.hearings.is_empty());
        by_subject()
            .find(|p| p.subjects.iter().any(|s| subjects.contains(s)))
            .or_else(|| by_subject().find(|p| p.subjects.contains(&Subject::Other)))
    }

    /// The paths a case heard so may walk: its hearing's own where it has some, else every
    /// path chosen by subjects.
    pub fn paths_for_hearing(&self, hearing: Hearing) -> Vec<&Path> {
        let own: Vec<&Path> = self
            .paths
            .iter()
            .filter(|p| p.hearings.contains(&hearing))
            .collect();
        if own.is_empty() {
            self.paths
                .iter()
                .filter(|p| p.hearings.is_empty())
                .collect()
        } else {
            own
        }
    }

    /// The path for a case heard so and with these subjects: the hearing's own path where
    /// there is one (a review of the ruling walks the reviewer's steps), else by the subjects.
    pub fn path_for(&self, hearing: Hearing, subjects: &[Subject]) -> Option<&Path> {
        self.paths
            .iter()
            .find(|p| p.hearings.contains(&hearing))
            .or_else(|| self.path_for_subjects(subjects))
    }

    fn check_paths(&self) -> Result<(), DefinitionError> {
        if !self
            .paths
            .iter()
            .any(|p| p.subjects.contains(&Subject::Other))
        {
            return invalid("paths", "no path takes the subject \"other\"");
        }
        let mut ids = HashSet::new();
        let mut used = HashSet::new();
        for path in &self.paths {
            let at = format!("path {}", path.id);
            if !ids.insert(path.id.as_str()) {
                return invalid(at, "the path id is used twice");
            }
            check_text(&at, "name", &path.name)?;
            if path.steps.is_empty() {
                return invalid(at, "the path has no steps");
            }
            self.check_path(path, &at)?;
            used.extend(path.steps.iter().map(String::as_str));
        }
        match self.steps.iter().find(|s| !used.contains(s.id.as_str())) {
            Some(orphan) => invalid(&orphan.id, "no path uses the step"),
            None => Ok(()),
        }
    }

    fn check_path(&self, path: &Path, at: &str) -> Result<(), DefinitionError> {
        let mut seen: Vec<&Step> = Vec::new();
        for id in &path.steps {
            let Some(step) = self.step(id) else {
                return invalid(at, format!("the step {id} is not defined"));
            };
            if seen.iter().any(|s| s.id == *id) {
                return invalid(at, format!("the step {id} is listed twice"));
            }
            let allowing = step.options.iter().flat_map(|o| &o.allowed_if);
            for condition in step.requires.iter().chain(allowing) {
                let Some(earlier) = seen.iter().find(|s| s.id == condition.step) else {
                    return invalid(
                        format!("{at}, {id}"),
                        format!("requires {}, which is not an earlier step", condition.step),
                    );
                };
                check_codes(&format!("{at}, {id}"), earlier, &condition.is)?;
            }
            if step.kind == AnswerKind::AdjustedScore {
                if seen.iter().all(|s| s.adjust_if.is_empty()) {
                    return invalid(
                        format!("{at}, {id}"),
                        "no earlier finding decides whether a score is adjusted",
                    );
                }
                if let Some(damage) = seen.iter().find(|s| s.role == Some(Role::Damage))
                    && damage.adjust_if != [YES]
                {
                    return invalid(
                        format!("{at}, {}", damage.id),
                        "an adjusted score needs damage: adjust_if must be [\"yes\"]",
                    );
                }
            }
            if step.role == Some(Role::SelfInflicted)
                && !step.requires.iter().any(|c| {
                    seen.iter()
                        .any(|s| s.id == c.step && s.role == Some(Role::Damage))
                        && c.is == [YES]
                })
            {
                return invalid(
                    format!("{at}, {id}"),
                    "a self-inflicted part exists only where there is damage: require the damage step's yes",
                );
            }
            seen.push(step);
        }
        let adjusted: Vec<&&Step> = seen
            .iter()
            .filter(|s| s.kind == AnswerKind::AdjustedScore)
            .collect();
        if adjusted.len() > 1 {
            return invalid(at, "a path has at most one adjusted-score step");
        }
        if adjusted.is_empty()
            && let Some(gate) = seen.iter().find(|s| !s.adjust_if.is_empty())
        {
            return invalid(
                format!("{at}, {}", gate.id),
                "adjust_if on a path without an adjusted-score step",
            );
        }
        Ok(())
    }
}

fn check_text(at: &str, what: &str, text: &Text) -> Result<(), DefinitionError> {
    if [&text.ru, &text.en, &text.bg]
        .iter()
        .any(|words| words.trim().is_empty())
    {
        return invalid(
            at,
            format!("the {what} is empty in Russian, English or Bulgarian"),
        );
    }
    Ok(())
}

fn check_codes(at: &str, step: &Step, codes: &[String]) -> Result<(), DefinitionError> {
    let known = step.codes();
    for code in codes {
        if !known.contains(&code.as_str()) {
            return invalid(
                at,
                format!(
                    "\"{code}\" is not an answer of {} (expected one of: {})",
                    step.id,
                    known.join(", ")
                ),
            );
        }
    }
    Ok(())
}

fn is_step_id(id: &str) -> bool {
    !id.is_empty()
        && id.split('.').all(|part| {
            !part.is_empty() && part.chars().all(|c| c.is_ascii_lowercase() || c == '_')
        })
}

fn check_step(step: &Step) -> Result<(), DefinitionError> {
    let at = step.id.as_str();
    if !is_step_id(at) {
        return invalid(
            format!("step \"{at}\""),
            "an id is lowercase words joined by _ and .",
        );
    }
    check_text(at, "question", &step.question)?;
    check_text(at, "rule", &step.rule)?;
    for (edition, anchors) in [("1997", &step.anchors.e1997), ("2017", &step.anchors.e2017)] {
        if anchors.is_empty() {
            return invalid(at, format!("no {edition} anchor"));
        }
        if let Some(wrong) = anchors
            .iter()
            .find(|a| !a.as_str().starts_with(&format!("{edition}/")))
        {
            return invalid(at, format!("{wrong} is not a {edition} anchor"));
        }
    }
    match step.kind {
        AnswerKind::Choice => {
            if step.options.len() < 2 {
                return invalid(at, "a choice needs at least two options");
            }
            let mut ids = HashSet::new();
            for option in &step.options {
                if !is_step_id(&option.id) || option.id.contains('.') || !ids.insert(&option.id) {
                    return invalid(
                        at,
                        format!("option \"{}\" is malformed or repeated", option.id),
                    );
                }
                check_text(at, &format!("label of {}", option.id), &option.label)?;
                if let Some(detail) = &option.detail {
                    check_text(at, &format!("detail of {}", option.id), detail)?;
                }
            }
        }
        _ if !step.options.is_empty() => {
            return invalid(at, "only a choice has options");
        }
        _ => {}
    }
    check_codes(at, step, &step.adjust_if)?;
    if !step.adjust_if.is_empty() && step.codes().is_empty() {
        return invalid(at, "adjust_if needs a yes/no, poll or choice step");
    }
    if let Some(default) = &step.default {
        if step.required {
            return invalid(
                at,
                "a default (presumption) belongs to a step that need not be answered",
            );
        }
        check_codes(at, step, std::slice::from_ref(default))?;
    }
    match step.role {
        Some(Role::Damage) if step.kind != AnswerKind::YesNo => {
            invalid(at, "damage is a yes/no finding, never a weight")
        }
        Some(Role::Classification) => check_classification(step),
        Some(Role::SelfInflicted) => check_self_inflicted(step),
        _ => Ok(()),
    }
}

fn check_classification(step: &Step) -> Result<(), DefinitionError> {
    let at = step.id.as_str();
    if step.kind != AnswerKind::Choice
        || step.options.iter().any(|o| o.classification.is_none())
        || !step
            .options
            .iter()
            .any(|o| o.classification == Some(Classification::MistakenCall))
    {
        return invalid(
            at,
            "a classification is a choice whose every option is a mistaken explanation or a mistaken call",
        );
    }
    let presumed = step
        .default
        .as_deref()
        .and_then(|d| step.option(d))
        .and_then(|o| o.classification);
    if presumed != Some(Classification::MistakenExplanation) {
        return invalid(
            at,
            "the presumption (default) must be a mistaken explanation (2017 Law 21B1(b))",
        );
    }
    let allows_adjustment = |c: Classification| {
        step.options
            .iter()
            .filter(|o| o.classification == Some(c))
            .all(|o| step.adjust_if.contains(&o.id))
    };
    let refuses_adjustment = step
        .options
        .iter()
        .filter(|o| o.classification == Some(Classification::MistakenCall))
        .all(|o| !step.adjust_if.contains(&o.id));
    if !allows_adjustment(Classification::MistakenExplanation) || !refuses_adjustment {
        return invalid(
            at,
            "adjust_if must list exactly the mistaken-explanation options: a mistaken call is no infraction",
        );
    }
    Ok(())
}

fn check_self_inflicted(step: &Step) -> Result<(), DefinitionError> {
    let at = step.id.as_str();
    let extents: Vec<Option<Extent>> = step.options.iter().map(|o| o.extent).collect();
    let complete = step.kind == AnswerKind::Choice
        && extents.len() == 3
        && [Extent::None, Extent::Part, Extent::All]
            .iter()
            .all(|e| extents.contains(&Some(*e)));
    if !complete {
        return invalid(
            at,
            "the self-inflicted step is a choice of exactly the extents none, part and all",
        );
    }
    if let Some(option) = step
        .options
        .iter()
        .find(|o| o.extent != Some(Extent::None) && o.detail.is_none())
    {
        return invalid(
            at,
            format!(
                "option {} must ask which part of the damage is self-inflicted",
                option.id
            ),
        );
    }
    Ok(())
}
