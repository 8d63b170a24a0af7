//! The archive as a served poll reaches it: pages read under a lock, answers written by one
//! thread of their own that commits those arriving together in one transaction (one flush to
//! disk for fifty pollees sending at once), each reply sent only once its answer is kept.

use crate::poll::served::{
    AnswerGiven, AnswerRefused, LinkToken, ServedAnswer, ServedPoll, ServedPollee,
};
use crate::store::{Store, StoreError};
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::mpsc;
use std::sync::{Arc, Mutex, MutexGuard};
use tokio::sync::oneshot;

/// An answer kept or refused, or the archive's failure worded (nothing was kept).
pub type Kept = Result<Result<ServedAnswer, AnswerRefused>, String>;

/// The most answers committed in one transaction.
const BATCH: usize = 256;

struct Pending {
    token: LinkToken,
    given: AnswerGiven,
    reply: oneshot::Sender<Kept>,
}

/// The served poll's archive, shared by the connections.
pub struct ServedArchive {
    store: Arc<Mutex<Store>>,
    answers: mpsc::Sender<Pending>,
    received: Arc<AtomicU64>,
}

impl ServedArchive {
    /// Shares `store`, starting the thread that writes the answers.
    pub fn new(store: Store) -> std::io::Result<(ServedArchive, std::thread::JoinHandle<()>)> {
        let store = Arc::new(Mutex::new(store));
        let received = Arc::new(AtomicU64::new(0));
        let (answers, pending) = mpsc::channel();
        let writer = {
            let store = Arc::clone(&store);
            let received = Arc::clone(&received);
            std::thread::Builder::new()
                .name("served poll answers".to_string())
                .spawn(move || write_answers(&store, &pending, &received))?
        };
        Ok((
            ServedArchive {
                store,
                answers,
                received,
            },
            writer,
        ))
    }

    /// How many answers were kept since the poll was served: a window watching the poll
    /// reads the archive again when this changes.
    pub fn received(&self) -> Arc<AtomicU64> {
        Arc::clone(&self.received)
    }

    /// The poll and pollee of a link (read on a thread of tokio's blocking pool).
    pub async fn pollee(
        &self,
        token: LinkToken,
    ) -> Result<Option<(ServedPoll, ServedPollee)>, String> {
        let store = Arc::clone(&self.store);
        tokio::task::spawn_blocking(move || locked(&store).served_poll_of(token))
            .await
            .map_err(|e| e.to_string())?
            .map_err(|e: StoreError| e.to_string())
    }

    /// Keeps an answer and says what was kept: the reply waits for the commit.
    pub async fn keep(&self, token: LinkToken, given: AnswerGiven) -> Kept {
        let (reply, kept) = oneshot::channel();
        self.answers
            .send(Pending {
                token,
                given,
                reply,
            })
            .map_err(|_| "the poll is no longer served".to_string())?;
        kept.await
            .map_err(|_| "the poll is no longer served".to_string())?
    }
}

fn locked(store: &Mutex<Store>) -> MutexGuard<'_, Store> {
    // A panic elsewhere does not make the archive unusable: its transactions roll back.
    store
        .lock()
        .unwrap_or_else(|poisoned| poisoned.into_inner())
}

fn write_answers(store: &Mutex<Store>, pending: &mpsc::Receiver<Pending>, received: &AtomicU64) {
    while let Ok(first) = pending.recv() {
        let mut batch = vec![first];
        while batch.len() < BATCH {
            match pending.try_recv() {
                Ok(more) => batch.push(more),
                Err(_) => break,
            }
        }
        let answers: Vec<(LinkToken, AnswerGiven)> =
            batch.iter().map(|p| (p.token, p.given.clone())).collect();
        match locked(store).record_served_answers(&answers) {
            Ok(kept) => {
                let taken = kept.iter().filter(|k| k.is_ok()).count() as u64;
                received.fetch_add(taken, Ordering::SeqCst);
                for (pending, kept) in batch.into_iter().zip(kept) {
                    let _ = pending.reply.send(Ok(kept));
                }
            }
            Err(error) => {
                let error = error.to_string();
                for pending in batch {
                    let _ = pending.reply.send(Err(error.clone()));
                }
            }
        }
    }
}
