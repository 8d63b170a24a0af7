//! The polls served to the pollees' phones, as the window reads and writes them: small reads
//! and single-row writes, done where they are asked for. The answers themselves are written
//! by the poll's server, on a connection of its own.

use super::CaseDatabase;
use casebook::poll::served::{
    AnswerGiven, AnswerRefused, FrozenProblem, LinkToken, PolleeClass, ServedAnswer, ServedPoll,
};
use casebook::store::{Store, StoreError};
use uuid::Uuid;

impl CaseDatabase {
    /// The served polls of a case, oldest first.
    pub fn served_polls(&self, case: Uuid) -> Result<Vec<ServedPoll>, StoreError> {
        self.store.served_polls(case)
    }

    /// Whether any poll of the archive is still open (a server is kept while one is).
    pub fn any_poll_open(&self) -> Result<bool, StoreError> {
        Ok(!self.store.open_served_polls()?.is_empty())
    }

    /// Serves a case's poll with its problem frozen and a link a pollee.
    pub fn serve_poll(
        &mut self,
        case: Uuid,
        poll: usize,
        problem: &FrozenProblem,
        pollees: &[PolleeClass],
        by: &str,
    ) -> Result<ServedPoll, StoreError> {
        self.store.serve_poll(case, poll, problem, pollees, by)
    }

    /// Keeps a pollee's answer typed on the laptop handed round (one answer a link, as on a
    /// phone).
    pub fn record_served_answer(
        &mut self,
        token: LinkToken,
        answer: &AnswerGiven,
    ) -> Result<Result<ServedAnswer, AnswerRefused>, StoreError> {
        self.store.record_served_answer(token, answer)
    }

    /// Sets a pollee's answer aside with the Director's reason.
    pub fn set_served_answer_aside(
        &mut self,
        token: LinkToken,
        reason: &str,
        by: &str,
    ) -> Result<bool, StoreError> {
        self.store.set_served_answer_aside(token, reason, by)
    }

    /// Closes a served poll: its links take no more answers.
    pub fn close_served_poll(&mut self, id: i64) -> Result<bool, StoreError> {
        self.store.close_served_poll(id)
    }

    /// A connection of its own to the same archive, for a poll's server.
    pub fn second_connection(&self) -> Result<Store, StoreError> {
        Store::open_at(&self.location(), false)
    }
}
