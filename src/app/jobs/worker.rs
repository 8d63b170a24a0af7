//! One answer computed on a thread of its own: started with its work, looked at once a frame,
//! and told as stopped when the thread ended, or never started, without an answer.

use std::sync::mpsc::{self, Receiver, RecvTimeoutError, TryRecvError};
use std::time::Duration;

/// A worker thread and the answer it will send.
pub struct Worker<T> {
    receiver: Receiver<T>,
    started: bool,
}

/// What a worker has to say at a look.
#[derive(Debug)]
pub enum Answer<T> {
    /// Still working.
    Pending,
    Ready(T),
    /// The thread ended without an answer.
    Stopped,
    /// The system refused the thread.
    NotStarted,
}

impl<T: Send + 'static> Worker<T> {
    /// Runs `work` on a thread named `casebook-{name}`. With `wake`, the window is asked to draw
    /// once the answer is sent: it may be idle, and should not wait for the next input.
    pub fn start(
        name: &str,
        wake: Option<egui::Context>,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Worker<T> {
        let (sender, receiver) = mpsc::channel();
        let started = std::thread::Builder::new()
            .name(format!("casebook-{name}"))
            .spawn(move || {
                let _ = sender.send(work());
                if let Some(ctx) = wake {
                    ctx.request_repaint();
                }
            })
            .is_ok();
        Worker { receiver, started }
    }

    /// The answer, if it has come; a worker is asked until it answers once.
    pub fn answer(&self) -> Answer<T> {
        match self.receiver.try_recv() {
            Ok(answer) => Answer::Ready(answer),
            Err(TryRecvError::Empty) => Answer::Pending,
            Err(TryRecvError::Disconnected) => self.gone(),
        }
    }

    /// Waits for the answer, at most `timeout` (tests; the window looks instead).
    pub fn wait(&self, timeout: Duration) -> Answer<T> {
        match self.receiver.recv_timeout(timeout) {
            Ok(answer) => Answer::Ready(answer),
            Err(RecvTimeoutError::Timeout) => Answer::Pending,
            Err(RecvTimeoutError::Disconnected) => self.gone(),
        }
    }

    fn gone(&self) -> Answer<T> {
        if self.started {
            Answer::Stopped
        } else {
            Answer::NotStarted
        }
    }
}

/// The answer of the worker in `slot`, taken once it has come, the slot then left empty;
/// `None` while it works, or when there is no worker.
pub fn take_answer<T: Send + 'static>(slot: &mut Option<Worker<T>>) -> Option<Answer<T>> {
    let answer = slot.as_ref()?.answer();
    if matches!(answer, Answer::Pending) {
        return None;
    }
    *slot = None;
    Some(answer)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn the_answer_comes_once_and_a_thread_that_panics_is_told_as_stopped() {
        let worker = Worker::start("test", None, || 42);
        assert!(matches!(
            worker.wait(Duration::from_secs(10)),
            Answer::Ready(42)
        ));
        // Once it has answered, the thread ends and says no more.
        assert!(matches!(
            worker.wait(Duration::from_secs(10)),
            Answer::Stopped
        ));
        let failing: Worker<u8> = Worker::start("test-panics", None, || panic!("the work failed"));
        assert!(matches!(
            failing.wait(Duration::from_secs(10)),
            Answer::Stopped
        ));
    }
}
