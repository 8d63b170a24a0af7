//! The archive's precedent index in the window: built off the interface thread when a database
//! opens (from the digests the store keeps, made for the cases that lack one), built again
//! after saves, and asked on the interface thread — a query over 10,000 cases takes a
//! millisecond or two — for the open case's like cases, the cases citing the unit in the law
//! panel, the review's flags and the archive's figures. Answers are kept until the case, the
//! unit or the index changes.

use super::{Answer, Worker};
use crate::i18n::ShownError;
use casebook::case::{Case, CaseStatus};
use casebook::panel::PanelFigures;
use casebook::precedent::{
    ArchiveStatistics, CaseDigest, CitedElsewhere, ConsistencyReport, Divergence, Precedent,
    PrecedentIndex, divergences, panel_statistics, report, statistics,
};
use casebook::store::{Location, Store};
use std::collections::HashMap;
use std::sync::Arc;
use std::sync::mpsc::{self, Receiver, TryRecvError};
use std::time::{Duration, Instant};
use uuid::Uuid;

/// How many like cases the pane lists.
pub const LIKE_CASES: usize = 8;
/// The least time between two builds of the index after saves.
const REBUILD_EVERY: Duration = Duration::from_secs(5);
/// How many divergent precedents the review shows.
const FLAGS: usize = 5;

/// Where the index stands.
#[derive(Debug, Clone)]
pub enum IndexState {
    /// No database open.
    Idle,
    /// Being built: `done` of `total` digests made (0 of 0 while the stored ones are read).
    Building {
        done: usize,
        total: usize,
    },
    Ready,
    Failed(ShownError),
}

enum Message {
    Progress(usize, usize),
    Built(Result<(Box<PrecedentIndex>, Flagged), ShownError>),
}

/// The open case as the like-cases pane last asked about it.
#[derive(Debug, Clone, PartialEq, Eq)]
struct Asked {
    uuid: Uuid,
    revision: u64,
    generation: u64,
}

/// The cases waiting for review (decided, not yet reviewed) with how many like cases were
/// decided otherwise.
pub type Flagged = HashMap<Uuid, usize>;

/// The review queue's flags: made with the index, since the queue lists them all at once.
fn flag_review_queue(index: &PrecedentIndex) -> Flagged {
    index
        .digests()
        .iter()
        .filter(|d| d.status == CaseStatus::Decided)
        .filter_map(|d| {
            let count = divergences(index, d, FLAGS).len();
            (count > 0).then_some((d.heading.uuid, count))
        })
        .collect()
}

type FiguresKey = (u64, Option<i32>, Option<i32>);

/// The figures kept in `slot` under `key`, made again by `make` when the key changed (another
/// index, other years).
fn kept<T>(
    slot: &mut Option<(FiguresKey, Arc<T>)>,
    key: FiguresKey,
    make: impl FnOnce() -> T,
) -> Arc<T> {
    match slot {
        Some((k, figures)) if *k == key => figures.clone(),
        _ => slot.insert((key, Arc::new(make()))).1.clone(),
    }
}
type ReportKey = (u64, i32, i32);

pub struct Precedents {
    database: Option<Location>,
    index: Option<Arc<PrecedentIndex>>,
    state: IndexState,
    receiver: Option<Receiver<Message>>,
    /// Saves happened since the index was built: build again once the current build is in.
    stale: bool,
    /// Counts the indexes built, so that kept answers know when they are old.
    generation: u64,
    /// When the last build started.
    built_at: Option<Instant>,
    flagged: Flagged,
    like: Option<(Asked, CaseDigest, Vec<Precedent>)>,
    flags: Option<(Asked, Vec<Divergence>)>,
    /// The unit asked about, the index's generation, the cases citing it and, when none do,
    /// the same number in the other edition where cases cite it.
    citing: Option<(String, u64, Vec<CaseDigest>, Option<CitedElsewhere>)>,
    /// The figures kept, under (generation, from, to).
    figures: Option<(FiguresKey, Arc<ArchiveStatistics>)>,
    /// The panels' figures kept, under the same.
    panel_figures: Option<(FiguresKey, Arc<PanelFigures>)>,
    /// The report kept, and the one being made, under (generation, from, to).
    consistency: Option<(ReportKey, Arc<ConsistencyReport>)>,
    consistency_job: Option<(ReportKey, Worker<ConsistencyReport>)>,
}

impl Default for Precedents {
    fn default() -> Self {
        Precedents {
            database: None,
            index: None,
            state: IndexState::Idle,
            receiver: None,
            stale: false,
            generation: 0,
            built_at: None,
            flagged: Flagged::new(),
            like: None,
            flags: None,
            citing: None,
            figures: None,
            panel_figures: None,
            consistency: None,
            consistency_job: None,
        }
    }
}

impl Precedents {
    pub fn state(&self) -> &IndexState {
        &self.state
    }

    pub fn index(&self) -> Option<&PrecedentIndex> {
        self.index.as_deref()
    }

    /// Follows the open database: builds the index for a newly opened one, and again after
    /// saves; takes in the builder's messages. Returns whether anything changed.
    pub fn follow(&mut self, database: Option<&Location>, ctx: &egui::Context) -> bool {
        let mut changed = self.take_messages();
        if self.database.as_ref() != database {
            self.database = database.cloned();
            self.index = None;
            self.receiver = None;
            self.stale = false;
            self.state = IndexState::Idle;
            changed = true;
            if let Some(location) = database {
                self.build(location.clone(), ctx);
            }
        } else if self.stale && self.receiver.is_none() {
            // While a committee types, a case is saved every second: the archive is indexed
            // again at most every few seconds, not after each save.
            let wait = self.built_at.map_or(Duration::ZERO, |at| {
                REBUILD_EVERY.saturating_sub(at.elapsed())
            });
            if wait.is_zero() {
                self.stale = false;
                if let Some(location) = self.database.clone() {
                    self.build(location, ctx);
                    changed = true;
                }
            } else {
                ctx.request_repaint_after(wait);
            }
        }
        changed
    }

    /// Cases were saved, imported or published: the index is built again.
    pub fn cases_changed(&mut self) {
        self.stale = true;
    }

    fn build(&mut self, location: Location, ctx: &egui::Context) {
        self.built_at = Some(Instant::now());
        let (sender, receiver) = mpsc::channel();
        let ctx = ctx.clone();
        let started = std::thread::Builder::new()
            .name("casebook-precedents".to_string())
            .spawn(move || {
                let began = Instant::now();
                let built = Store::open_at(&location, false)
                    .and_then(|mut store| {
                        store.case_digests(&mut |done, total| {
                            let _ = sender.send(Message::Progress(done, total));
                            if done % 200 == 0 {
                                ctx.request_repaint();
                            }
                        })
                    })
                    .map(|digests| {
                        let index = PrecedentIndex::new(digests);
                        let flagged = flag_review_queue(&index);
                        (Box::new(index), flagged)
                    })
                    .map_err(ShownError::new);
                if let Ok((index, _)) = &built {
                    tracing::info!(
                        cases = index.len(),
                        elapsed_ms = began.elapsed().as_millis() as u64,
                        "built the precedent index"
                    );
                }
                let _ = sender.send(Message::Built(built));
                ctx.request_repaint();
            });
        match started {
            Ok(_) => {
                self.receiver = Some(receiver);
                if self.index.is_none() {
                    self.state = IndexState::Building { done: 0, total: 0 };
                }
            }
            Err(e) => self.state = IndexState::Failed(ShownError::new(e)),
        }
    }

    fn take_messages(&mut self) -> bool {
        let Some(receiver) = &self.receiver else {
            return false;
        };
        let mut changed = false;
        loop {
            match receiver.try_recv() {
                Ok(Message::Progress(done, total)) => {
                    if self.index.is_none() {
                        self.state = IndexState::Building { done, total };
                        changed = true;
                    }
                }
                Ok(Message::Built(Ok((index, flagged)))) => {
                    self.index = Some(Arc::from(index));
                    self.flagged = flagged;
                    self.generation += 1;
                    self.state = IndexState::Ready;
                    self.receiver = None;
                    return true;
                }
                Ok(Message::Built(Err(error))) => {
                    // A failed rebuild keeps the index there was.
                    if self.index.is_none() {
                        self.state = IndexState::Failed(error);
                    }
                    self.receiver = None;
                    return true;
                }
                Err(TryRecvError::Empty) => return changed,
                Err(TryRecvError::Disconnected) => {
                    self.receiver = None;
                    return true;
                }
            }
        }
    }

    fn asked(&self, case: &Case) -> Asked {
        Asked {
            uuid: case.uuid,
            revision: case.revision,
            generation: self.generation,
        }
    }

    /// Asks about the open case: its like cases, and for a decided case the like cases decided
    /// otherwise. Kept until the case is saved again (within a second of an edit: typing does
    /// not re-rank the archive at every key) or the index changes.
    pub fn ask_about(&mut self, case: Option<&Case>) {
        let (Some(index), Some(case)) = (self.index.clone(), case) else {
            self.like = None;
            self.flags = None;
            return;
        };
        let asked = self.asked(case);
        if self.like.as_ref().is_some_and(|(a, _, _)| *a == asked) {
            return;
        }
        let digest = CaseDigest::of(case);
        let found = index.similar(&digest, LIKE_CASES);
        let flagged = divergences(&index, &digest, FLAGS);
        self.like = Some((asked.clone(), digest, found));
        self.flags = Some((asked, flagged));
    }

    /// The review queue's cases with like cases decided otherwise, and how many.
    pub fn flagged(&self) -> &Flagged {
        &self.flagged
    }

    /// The open case's like cases, once the index is ready.
    pub fn like_cases(&self) -> Option<&[Precedent]> {
        self.like.as_ref().map(|(_, _, found)| found.as_slice())
    }

    /// The like cases decided otherwise, for the review of a decided case.
    pub fn flags(&self) -> Option<&[Divergence]> {
        self.flags.as_ref().map(|(_, found)| found.as_slice())
    }

    /// Asks for the cases citing the unit `anchor` (the one the law panel shows).
    pub fn ask_citing(&mut self, anchor: Option<&str>) {
        let (Some(index), Some(anchor)) = (self.index.clone(), anchor) else {
            self.citing = None;
            return;
        };
        let fresh = self
            .citing
            .as_ref()
            .is_some_and(|(a, g, _, _)| a == anchor && *g == self.generation);
        if !fresh {
            let found: Vec<CaseDigest> = index.citing(anchor).into_iter().cloned().collect();
            let elsewhere = if found.is_empty() {
                index.cited_elsewhere(anchor)
            } else {
                None
            };
            self.citing = Some((anchor.to_string(), self.generation, found, elsewhere));
        }
    }

    pub fn citing(&self) -> Option<&[CaseDigest]> {
        self.citing
            .as_ref()
            .map(|(_, _, found, _)| found.as_slice())
    }

    /// When no case cites the unit: the same number in the other edition, which cases cite.
    pub fn cited_elsewhere(&self) -> Option<&CitedElsewhere> {
        self.citing.as_ref().and_then(|(_, _, _, e)| e.as_ref())
    }

    /// The first and last year of the archive's dated cases.
    pub fn span(&self) -> Option<(i32, i32)> {
        let index = self.index.as_ref()?;
        let years = index.digests().iter().filter_map(|d| d.heading.year);
        let first = years.clone().min()?;
        Some((first, years.max()?))
    }

    /// The figures over the years `from..=to` (either end open).
    pub fn statistics(
        &mut self,
        from: Option<i32>,
        to: Option<i32>,
    ) -> Option<Arc<ArchiveStatistics>> {
        let index = self.index.clone()?;
        let key = (self.generation, from, to);
        Some(kept(&mut self.figures, key, || {
            statistics(index.digests(), from, to)
        }))
    }

    /// The panels' figures over the years `from..=to` (either end open).
    pub fn panel_statistics(
        &mut self,
        from: Option<i32>,
        to: Option<i32>,
    ) -> Option<Arc<PanelFigures>> {
        let index = self.index.clone()?;
        let key = (self.generation, from, to);
        Some(kept(&mut self.panel_figures, key, || {
            panel_statistics(index.digests(), from, to)
        }))
    }

    /// Like cases decided otherwise over the years `from..=to`: made off the interface thread
    /// (a year of a large archive takes a second); `None` while it is being made.
    pub fn consistency(
        &mut self,
        from: i32,
        to: i32,
        ctx: &egui::Context,
    ) -> Option<Arc<ConsistencyReport>> {
        let index = self.index.clone()?;
        let key = (self.generation, from, to);
        if let Some((k, worker)) = &self.consistency_job
            && let Answer::Ready(found) = worker.answer()
        {
            self.consistency = Some((*k, Arc::new(found)));
            self.consistency_job = None;
        }
        if let Some((k, found)) = &self.consistency
            && *k == key
        {
            return Some(found.clone());
        }
        if self.consistency_job.as_ref().is_none_or(|(k, _)| *k != key) {
            let worker = Worker::start("consistency", Some(ctx.clone()), move || {
                report(&index, from, to)
            });
            self.consistency_job = Some((key, worker));
        }
        None
    }
}
