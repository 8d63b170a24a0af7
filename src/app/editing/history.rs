//! Per-case undo and redo over whole-case snapshots.
//!
//! A case is a few kilobytes, so a snapshot per step is cheaper and simpler than inverse
//! operations for every kind of edit. Changes less than a second apart are one step, so that
//! undo takes back a typed phrase rather than one letter.

use casebook::case::Case;
use std::time::{Duration, Instant};

/// Changes closer together than this are undone together.
pub const COALESCE: Duration = Duration::from_secs(1);

/// How many steps back a case keeps; older ones are forgotten.
const DEPTH: usize = 200;

#[derive(Debug, Default)]
pub struct EditHistory {
    undo: Vec<Case>,
    redo: Vec<Case>,
    last_change: Option<Instant>,
}

impl EditHistory {
    /// Records that the case changed from `before` at `now`. A new change clears what could
    /// be redone, as in every editor.
    pub fn record(&mut self, before: &Case, now: Instant) {
        let starts_a_step = self
            .last_change
            .is_none_or(|last| now.saturating_duration_since(last) > COALESCE);
        if starts_a_step {
            self.undo.push(before.clone());
            if self.undo.len() > DEPTH {
                self.undo.remove(0);
            }
        }
        self.redo.clear();
        self.last_change = Some(now);
    }

    /// The case as it was before the last step, given the case as it is now.
    pub fn undo(&mut self, current: &Case) -> Option<Case> {
        let previous = self.undo.pop()?;
        self.redo.push(current.clone());
        self.last_change = None;
        Some(previous)
    }

    /// The case as it was before the last undo.
    pub fn redo(&mut self, current: &Case) -> Option<Case> {
        let next = self.redo.pop()?;
        self.undo.push(current.clone());
        self.last_change = None;
        Some(next)
    }

    pub fn can_undo(&self) -> bool {
        !self.undo.is_empty()
    }

    pub fn can_redo(&self) -> bool {
        !self.redo.is_empty()
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use casebook::bridge::BoardNumber;

    fn case_with_facts(text: &str) -> Case {
        let mut case = Case::new(BoardNumber::new(1).expect("board 1"));
        case.facts.agreed = text.to_string();
        case
    }

    #[test]
    fn changes_within_a_second_are_one_step() {
        let start = Instant::now();
        let mut history = EditHistory::default();
        let empty = case_with_facts("");
        history.record(&empty, start);
        history.record(&case_with_facts("П"), start + Duration::from_millis(300));
        history.record(&case_with_facts("Па"), start + Duration::from_millis(600));
        let later = start + Duration::from_secs(3);
        history.record(&case_with_facts("Пас"), later);

        let now = case_with_facts("Пас.");
        let back = history.undo(&now).expect("a step back");
        assert_eq!(back.facts.agreed, "Пас");
        let back = history.undo(&back).expect("the typed word");
        assert_eq!(back.facts.agreed, "");
        assert!(history.undo(&back).is_none());
        let forward = history.redo(&back).expect("redo");
        assert_eq!(forward.facts.agreed, "Пас");
        assert_eq!(history.redo(&forward).expect("redo").facts.agreed, "Пас.");
        assert!(!history.can_redo());
    }

    #[test]
    fn a_new_change_forgets_what_could_be_redone() {
        let start = Instant::now();
        let mut history = EditHistory::default();
        history.record(&case_with_facts("a"), start);
        let back = history.undo(&case_with_facts("ab")).expect("undo");
        assert!(history.can_redo());
        history.record(&back, start + Duration::from_secs(5));
        assert!(!history.can_redo());
        assert!(history.can_undo());
    }
}
