//! The precedent index: every case's likeness features in posting lists, so that "the cases
//! like this one" adds up only the cases that share something with it, and "the cases citing
//! a Law" is one list. One ranking ([`PrecedentIndex::similar`]) serves the window, the command
//! line and the review; [`PrecedentIndex::similar_by_scan`] scores every case in turn, the
//! naive way, and must agree with it.
//!
//! The score of a precedent is the sum of the weights of what it shares with the case:
//!
//! | shared | weight |
//! |---|---|
//! | a unit cited (with the units above it) | its depth (Law 1, 16B 2, 16B1 3…) × its rarity (½ to 1) |
//! | the kind of case (workflow path) | 3 |
//! | a subject | 1.5 each |
//! | a finding (same question, same answer) | 1 each |
//! | the adjusted-score method | 1 |
//! | the slow or alerted call at the decision point | 3, and 2 more for the same auction to it |
//! | the words of the facts | 6 × their tf-idf cosine |

use super::citation::{UnitKey, unit_keys};
use super::digest::{CaseDigest, Finding, Trigger};
use super::reason::MatchReason;
use crate::bridge::Call;
use crate::case::Subject;
use std::collections::HashMap;
use uuid::Uuid;

const KIND_WEIGHT: f32 = 3.0;
const SUBJECT_WEIGHT: f32 = 1.5;
const FINDING_WEIGHT: f32 = 1.0;
const METHOD_WEIGHT: f32 = 1.0;
const POINT_CALL_WEIGHT: f32 = 3.0;
const POINT_AUCTION_WEIGHT: f32 = 2.0;
const WORDS_WEIGHT: f32 = 6.0;
/// The most units a reason names.
const LAWS_NAMED: usize = 5;
/// Below this a case shares too little to be called like (a common Law and nothing else).
pub const MIN_SCORE: f32 = 2.0;

#[derive(Debug, Clone, PartialEq, Eq, Hash)]
enum Feature {
    Unit(UnitKey),
    Kind(String),
    Subject(Subject),
    Finding(Finding),
    Method(String),
    PointCall(Trigger, Call),
    PointAuction(Trigger, Vec<Call>),
}

impl Feature {
    /// The weight before rarity.
    fn base_weight(&self) -> f32 {
        match self {
            Feature::Unit(key) => f32::from(key.depth().max(1)),
            Feature::Kind(_) => KIND_WEIGHT,
            Feature::Subject(_) => SUBJECT_WEIGHT,
            Feature::Finding(_) => FINDING_WEIGHT,
            Feature::Method(_) => METHOD_WEIGHT,
            Feature::PointCall(..) => POINT_CALL_WEIGHT,
            Feature::PointAuction(..) => POINT_AUCTION_WEIGHT,
        }
    }
}

/// The features of a digest, each once.
fn features(digest: &CaseDigest) -> Vec<Feature> {
    let mut out: Vec<Feature> = Vec::new();
    let push = |f: Feature, out: &mut Vec<Feature>| {
        if !out.contains(&f) {
            out.push(f);
        }
    };
    for citation in &digest.citations {
        for key in unit_keys(&citation.anchor) {
            for unit in key.with_ancestors() {
                push(Feature::Unit(unit), &mut out);
            }
        }
    }
    push(Feature::Kind(digest.kind.clone()), &mut out);
    for subject in &digest.subjects {
        push(Feature::Subject(*subject), &mut out);
    }
    for finding in &digest.findings {
        push(Feature::Finding(finding.clone()), &mut out);
    }
    if let Some(method) = &digest.method {
        push(Feature::Method(method.clone()), &mut out);
    }
    if let Some(point) = &digest.decision_point
        && let Some(call) = point.call()
    {
        push(Feature::PointCall(point.trigger, call), &mut out);
        push(
            Feature::PointAuction(point.trigger, point.calls.clone()),
            &mut out,
        );
    }
    out
}

/// A case found like another, with why.
#[derive(Debug, Clone, PartialEq)]
pub struct Precedent {
    pub digest: CaseDigest,
    pub score: f32,
    /// Most weight first.
    pub reasons: Vec<MatchReason>,
}

/// The nearest cases to one case, before they are explained.
pub(super) struct Nearest {
    query: Vector,
    /// (position, score), best first.
    pub(super) ranked: Vec<(usize, f32)>,
}

/// The features and words of one case in the index's numbering.
#[derive(Debug, Clone, Default)]
struct Vector {
    /// Feature ids, ascending.
    features: Vec<u32>,
    /// (term id, weight), ascending by term; weights of unit length.
    terms: Vec<(u32, f32)>,
}

/// The cases of an archive, indexed for precedents.
#[derive(Debug, Default)]
pub struct PrecedentIndex {
    digests: Vec<CaseDigest>,
    by_uuid: HashMap<Uuid, usize>,
    feature_ids: HashMap<Feature, u32>,
    feature_list: Vec<Feature>,
    feature_weight: Vec<f32>,
    postings: Vec<Vec<u32>>,
    term_ids: HashMap<String, u32>,
    term_list: Vec<String>,
    term_idf: Vec<f32>,
    term_postings: Vec<Vec<(u32, f32)>>,
    vectors: Vec<Vector>,
}

/// A score compared in thousandths, so that the index's and the scan's sums, added in another
/// order, rank alike.
fn rank_key(score: f32) -> i64 {
    (f64::from(score) * 1000.0).round() as i64
}

impl PrecedentIndex {
    pub fn new(digests: Vec<CaseDigest>) -> PrecedentIndex {
        let mut index = PrecedentIndex::default();
        let mut raw_features: Vec<Vec<u32>> = Vec::with_capacity(digests.len());
        let mut raw_terms: Vec<Vec<(u32, u16)>> = Vec::with_capacity(digests.len());
        for (position, digest) in digests.iter().enumerate() {
            index.by_uuid.insert(digest.heading.uuid, position);
            let mut ids: Vec<u32> = features(digest)
                .into_iter()
                .map(|f| index.feature_id(f))
                .collect();
            ids.sort_unstable();
            ids.dedup();
            for &id in &ids {
                index.postings[id as usize].push(position as u32);
            }
            raw_features.push(ids);
            let mut terms: Vec<(u32, u16)> = digest
                .words
                .iter()
                .map(|(stem, _, count)| {
                    let id = match index.term_ids.get(stem) {
                        Some(&id) => id,
                        None => {
                            let id = index.term_list.len() as u32;
                            index.term_ids.insert(stem.clone(), id);
                            index.term_list.push(stem.clone());
                            id
                        }
                    };
                    (id, *count)
                })
                .collect();
            terms.sort_unstable();
            terms.dedup_by_key(|t| t.0);
            raw_terms.push(terms);
        }
        let n = digests.len().max(1) as f32;
        // Rarity: a unit every case cites (12C2 in every adjusted score) says less.
        index.feature_weight = index
            .feature_list
            .iter()
            .zip(&index.postings)
            .map(|(feature, posting)| match feature {
                Feature::Unit(_) if n > 1.0 => {
                    let df = posting.len().max(1) as f32;
                    feature.base_weight() * (0.5 + 0.5 * (n / df).ln() / n.ln())
                }
                _ => feature.base_weight(),
            })
            .collect();
        let mut df = vec![0u32; index.term_ids.len()];
        for terms in &raw_terms {
            for (t, _) in terms {
                df[*t as usize] += 1;
            }
        }
        index.term_idf = df.iter().map(|&d| (n / d.max(1) as f32).ln()).collect();
        index.term_postings = vec![Vec::new(); index.term_ids.len()];
        for (position, (features, terms)) in raw_features.into_iter().zip(raw_terms).enumerate() {
            let terms = index.weigh(&terms);
            for &(t, w) in &terms {
                index.term_postings[t as usize].push((position as u32, w));
            }
            index.vectors.push(Vector { features, terms });
        }
        index.digests = digests;
        index
    }

    fn feature_id(&mut self, feature: Feature) -> u32 {
        if let Some(&id) = self.feature_ids.get(&feature) {
            return id;
        }
        let id = self.feature_list.len() as u32;
        self.feature_ids.insert(feature.clone(), id);
        self.feature_list.push(feature);
        self.postings.push(Vec::new());
        id
    }

    /// Tf-idf weights of unit length; terms every case has weigh nothing and are dropped.
    fn weigh(&self, terms: &[(u32, u16)]) -> Vec<(u32, f32)> {
        let mut weighted: Vec<(u32, f32)> = terms
            .iter()
            .map(|&(t, count)| {
                let idf = self.term_idf.get(t as usize).copied().unwrap_or(0.0);
                (t, (1.0 + f32::from(count.max(1)).ln()) * idf)
            })
            .filter(|(_, w)| *w > 0.0)
            .collect();
        let norm = weighted.iter().map(|(_, w)| w * w).sum::<f32>().sqrt();
        if norm > 0.0 {
            for (_, w) in &mut weighted {
                *w /= norm;
            }
        }
        weighted
    }

    /// A case (possibly not in the index: the draft being edited) in the index's numbering.
    fn vector_of(&self, digest: &CaseDigest) -> Vector {
        let mut features: Vec<u32> = features(digest)
            .iter()
            .filter_map(|f| self.feature_ids.get(f).copied())
            .collect();
        features.sort_unstable();
        features.dedup();
        let mut terms: Vec<(u32, u16)> = digest
            .words
            .iter()
            .filter_map(|(stem, _, count)| self.term_ids.get(stem).map(|&t| (t, *count)))
            .collect();
        terms.sort_unstable();
        terms.dedup_by_key(|t| t.0);
        Vector {
            features,
            terms: self.weigh(&terms),
        }
    }

    pub fn len(&self) -> usize {
        self.digests.len()
    }

    pub fn is_empty(&self) -> bool {
        self.digests.is_empty()
    }

    pub fn digests(&self) -> &[CaseDigest] {
        &self.digests
    }

    pub fn digest(&self, uuid: Uuid) -> Option<&CaseDigest> {
        self.by_uuid.get(&uuid).map(|&i| &self.digests[i])
    }

    /// The `limit` decided cases most like `digest` (itself excluded), best first; equal
    /// scores put the newer year first. Empty when no case shares enough: that is an answer, not an error.
    pub fn similar(&self, digest: &CaseDigest, limit: usize) -> Vec<Precedent> {
        let nearest = self.nearest(digest, limit);
        nearest
            .ranked
            .iter()
            .map(|&(i, score)| self.precedent(&nearest, digest, i, score))
            .collect()
    }

    /// The `limit` nearest cases as (position, score), best first, not yet explained: the
    /// review looks at a dozen and explains only those decided otherwise.
    pub(super) fn nearest(&self, digest: &CaseDigest, limit: usize) -> Nearest {
        let query = self.vector_of(digest);
        let mut shared = vec![0f32; self.digests.len()];
        for &f in &query.features {
            let weight = self.feature_weight[f as usize];
            for &c in &self.postings[f as usize] {
                shared[c as usize] += weight;
            }
        }
        let mut worded = vec![0f32; self.digests.len()];
        for &(t, qw) in &query.terms {
            for &(c, cw) in &self.term_postings[t as usize] {
                worded[c as usize] += qw * cw;
            }
        }
        let ranked = shared
            .iter()
            .zip(&worded)
            .enumerate()
            .filter_map(|(i, (&s, &w))| self.admit(digest, i, s, w));
        let ranked = self.top(ranked, limit);
        Nearest { query, ranked }
    }

    /// The precedent at position `i`, with why it matched.
    pub(super) fn precedent(
        &self,
        nearest: &Nearest,
        asked: &CaseDigest,
        i: usize,
        score: f32,
    ) -> Precedent {
        Precedent {
            digest: self.digests[i].clone(),
            score,
            reasons: self.reasons(&nearest.query, asked, i),
        }
    }

    /// [`Self::similar`] computed by scoring every case in turn: the baseline the index is
    /// measured against, and a check that both rank alike.
    pub fn similar_by_scan(&self, digest: &CaseDigest, limit: usize) -> Vec<Precedent> {
        let query = self.vector_of(digest);
        let ranked = self
            .vectors
            .iter()
            .enumerate()
            .filter_map(|(i, v)| {
                let (shared, worded) = self.pair_score(&query, v);
                self.admit(digest, i, shared, worded)
            })
            .collect::<Vec<_>>();
        let nearest = Nearest {
            ranked: self.top(ranked.into_iter(), limit),
            query,
        };
        nearest
            .ranked
            .iter()
            .map(|&(i, score)| self.precedent(&nearest, digest, i, score))
            .collect()
    }

    /// The score of case `i`, when it is a precedent of `digest` at all: a decided case, not
    /// the case itself, sharing something of substance (words alone make no precedent: a
    /// revoke and a claim both speak of tricks), and enough of it.
    fn admit(
        &self,
        digest: &CaseDigest,
        i: usize,
        shared: f32,
        worded: f32,
    ) -> Option<(usize, f32)> {
        let score = shared + WORDS_WEIGHT * worded;
        let other = &self.digests[i];
        (shared > 0.0
            && score >= MIN_SCORE
            && other.heading.uuid != digest.heading.uuid
            && other.decision.outcome.is_some())
        .then_some((i, score))
    }

    /// What two cases share: the features' weights, and the cosine of their words.
    fn pair_score(&self, a: &Vector, b: &Vector) -> (f32, f32) {
        let mut score = 0.0;
        let (mut i, mut j) = (0, 0);
        while i < a.features.len() && j < b.features.len() {
            match a.features[i].cmp(&b.features[j]) {
                std::cmp::Ordering::Less => i += 1,
                std::cmp::Ordering::Greater => j += 1,
                std::cmp::Ordering::Equal => {
                    score += self.feature_weight[a.features[i] as usize];
                    i += 1;
                    j += 1;
                }
            }
        }
        (
            score,
            shared_terms(&a.terms, &b.terms)
                .map(|(_, w)| w)
                .sum::<f32>(),
        )
    }

    /// The best `limit` of `ranked`, best first.
    fn top(&self, ranked: impl Iterator<Item = (usize, f32)>, limit: usize) -> Vec<(usize, f32)> {
        let mut ranked: Vec<(usize, f32)> = ranked.collect();
        let order = |a: &(usize, f32), b: &(usize, f32)| {
            let (da, db) = (&self.digests[a.0], &self.digests[b.0]);
            rank_key(b.1)
                .cmp(&rank_key(a.1))
                .then(db.heading.year.cmp(&da.heading.year))
                .then(da.heading.case_number.cmp(&db.heading.case_number))
                .then(da.heading.uuid.cmp(&db.heading.uuid))
        };
        if ranked.len() > limit && limit > 0 {
            ranked.select_nth_unstable_by(limit - 1, order);
        }
        ranked.truncate(limit);
        ranked.sort_by(order);
        ranked
    }

    /// Why case `other` matched `query`: what they share, grouped, most weight first.
    fn reasons(&self, query: &Vector, asked: &CaseDigest, other: usize) -> Vec<MatchReason> {
        let theirs = &self.vectors[other].features;
        let shared: Vec<&Feature> = query
            .features
            .iter()
            .filter(|f| theirs.binary_search(f).is_ok())
            .map(|&f| &self.feature_list[f as usize])
            .collect();
        let weight_of = |f: &Feature| {
            self.feature_ids
                .get(f)
                .map_or(0.0, |&id| self.feature_weight[id as usize])
        };
        let mut reasons: Vec<(f32, MatchReason)> = Vec::new();
        let units: Vec<&UnitKey> = shared
            .iter()
            .filter_map(|f| match f {
                Feature::Unit(key) => Some(key),
                _ => None,
            })
            .collect();
        if !units.is_empty() {
            // Only the most specific shared units are named (16B1, not also 16B and 16), as
            // the case asked about cites them: a 1997 case reads 12C2, not its three 2017 parts.
            let mut labels: Vec<String> = Vec::new();
            for key in &units {
                let covered = units
                    .iter()
                    .any(|other| other != key && other.with_ancestors().contains(key));
                if covered {
                    continue;
                }
                let label = asked
                    .citations
                    .iter()
                    .find(|c| unit_keys(&c.anchor).contains(key))
                    .map_or_else(|| key.label(), |c| c.label.clone());
                if !labels.contains(&label) {
                    labels.push(label);
                }
            }
            labels.truncate(LAWS_NAMED);
            let points = units
                .iter()
                .map(|k| weight_of(&Feature::Unit((*k).clone())))
                .sum();
            reasons.push((points, MatchReason::Laws { labels }));
        }
        let mut subjects = Vec::new();
        let mut findings = Vec::new();
        let mut point: Option<(Trigger, Call, bool)> = None;
        for feature in &shared {
            match feature {
                Feature::Kind(kind) => {
                    reasons.push((KIND_WEIGHT, MatchReason::Kind { kind: kind.clone() }))
                }
                Feature::Subject(s) => subjects.push(*s),
                Feature::Finding(f) => findings.push(f.clone()),
                Feature::Method(m) => {
                    reasons.push((METHOD_WEIGHT, MatchReason::Method { method: m.clone() }))
                }
                Feature::PointCall(trigger, call) => {
                    let same = point.is_some_and(|p| p.2);
                    point = Some((*trigger, *call, same));
                }
                Feature::PointAuction(trigger, calls) => {
                    if let Some(&call) = calls.last() {
                        point = Some((*trigger, call, true));
                    }
                }
                Feature::Unit(_) => {}
            }
        }
        if !subjects.is_empty() {
            let points = SUBJECT_WEIGHT * subjects.len() as f32;
            reasons.push((points, MatchReason::Subjects { subjects }));
        }
        if !findings.is_empty() {
            let points = FINDING_WEIGHT * findings.len() as f32;
            reasons.push((points, MatchReason::Findings { findings }));
        }
        if let Some((trigger, call, same_auction)) = point {
            let points = POINT_CALL_WEIGHT
                + if same_auction {
                    POINT_AUCTION_WEIGHT
                } else {
                    0.0
                };
            reasons.push((
                points,
                MatchReason::DecisionPoint {
                    trigger,
                    call,
                    same_auction,
                },
            ));
        }
        let mut words: Vec<(u32, f32)> =
            shared_terms(&query.terms, &self.vectors[other].terms).collect();
        let words_points: f32 = WORDS_WEIGHT * words.iter().map(|(_, w)| w).sum::<f32>();
        if words_points >= 0.5 {
            words.sort_by(|a, b| b.1.total_cmp(&a.1));
            let digest = &self.digests[other];
            let named: Vec<String> = words
                .iter()
                .take(4)
                .filter_map(|(t, _)| {
                    let stem = self.term_list.get(*t as usize)?;
                    digest
                        .words
                        .iter()
                        .find(|(s, _, _)| s == stem)
                        .map(|(_, word, _)| word.clone())
                })
                .collect();
            if !named.is_empty() {
                reasons.push((words_points, MatchReason::Words { words: named }));
            }
        }
        reasons.sort_by(|a, b| b.0.total_cmp(&a.0));
        reasons.into_iter().map(|(_, r)| r).collect()
    }

    /// The cases citing `anchor` (or a unit below it), in either edition, newest first.
    pub fn citing(&self, anchor: &str) -> Vec<&CaseDigest> {
        let mut positions: Vec<u32> = unit_keys(anchor)
            .into_iter()
            .filter_map(|key| self.feature_ids.get(&Feature::Unit(key)))
            .flat_map(|&id| self.postings[id as usize].iter().copied())
            .collect();
        positions.sort_unstable();
        positions.dedup();
        let mut cases: Vec<&CaseDigest> = positions
            .into_iter()
            .map(|p| &self.digests[p as usize])
            .collect();
        cases.sort_by(|a, b| {
            b.heading
                .year
                .cmp(&a.heading.year)
                .then_with(|| {
                    natural_number(&b.heading.case_number)
                        .cmp(&natural_number(&a.heading.case_number))
                })
                .then_with(|| a.heading.case_number.cmp(&b.heading.case_number))
        });
        cases
    }
}

/// The products of the weights of the terms two vectors share.
fn shared_terms<'a>(
    a: &'a [(u32, f32)],
    b: &'a [(u32, f32)],
) -> impl Iterator<Item = (u32, f32)> + 'a {
    let mut j = 0;
    a.iter().filter_map(move |&(t, wa)| {
        while j < b.len() && b[j].0 < t {
            j += 1;
        }
        (j < b.len() && b[j].0 == t).then(|| (t, wa * b[j].1))
    })
}

/// The number in a case number (`У-12` → 12), so that case 10 follows case 9.
fn natural_number(case_number: &str) -> u64 {
    let digits: String = case_number
        .chars()
        .skip_while(|c| !c.is_ascii_digit())
        .take_while(char::is_ascii_digit)
        .collect();
    digits.parse().unwrap_or(0)
}
