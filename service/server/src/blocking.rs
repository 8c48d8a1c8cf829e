//! Long work off the workers: a `Replay` applies up to 10,000 actions (its seated bots' moves,
//! searches among them, included) and builds an answer of megabytes, tens to hundreds of
//! milliseconds of one CPU. Run on a worker, it would hold that worker for as long, and every
//! request queued behind it (a probe, an `Apply` of 50 µs) would wait. So it runs on a thread
//! of its own, at most [`Blocking::turns`] at once (the others wait for a turn, within their
//! deadline, costing nothing meanwhile), and the workers stay free for every other request.

use std::sync::Arc;

use tokio::sync::Semaphore;

use crate::error::ApiError;

/// Threads for long work, a few at a time.
pub struct Blocking {
    turns: Arc<Semaphore>,
    count: usize,
}

impl Blocking {
    /// At most `turns` (at least one) pieces of long work at once.
    pub fn new(turns: usize) -> Blocking {
        let count = turns.max(1);
        Blocking {
            turns: Arc::new(Semaphore::new(count)),
            count,
        }
    }

    /// The turns for a server of `workers` workers: half of them, at least one, so that long
    /// work leaves CPU time to the rest.
    pub fn for_workers(workers: usize) -> Blocking {
        Blocking::new(workers / 2)
    }

    /// How many pieces of long work run at once, at most.
    pub fn turns(&self) -> usize {
        self.count
    }

    /// Runs `work` on a thread for blocking work once a turn is free, within the request's
    /// span. The turn is held until `work` is done, even when the request is dropped first
    /// (its deadline passed): the turns bound the threads at work, not the requests waiting.
    ///
    /// # Errors
    ///
    /// `internal` when the work panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let turn = self
            .turns
            .clone()
            .acquire_owned()
            .await
            .map_err(|e| ApiError::Internal(format!("no turn for long work: {e}")))?;
        let span = tracing::Span::current();
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            let _entered = span.enter();
            work()
        })
        .await
        .map_err(|e| ApiError::Internal(format!("the work stopped: {e}")))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::{AtomicUsize, Ordering};
    use std::time::Duration;

    /// No more pieces of work run at once than there are turns, and a worker stays free
    /// meanwhile.
    #[tokio::test(flavor = "current_thread")]
    async fn long_work_runs_off_the_worker_a_turn_at_a_time() {
        let blocking = Arc::new(Blocking::new(2));
        let (running, most) = (Arc::new(AtomicUsize::new(0)), Arc::new(AtomicUsize::new(0)));
        let mut tasks = Vec::new();
        for _ in 0..6 {
            let (blocking, running, most) = (blocking.clone(), running.clone(), most.clone());
            tasks.push(tokio::spawn(async move {
                blocking
                    .run(move || {
                        let now = running.fetch_add(1, Ordering::SeqCst) + 1;
                        most.fetch_max(now, Ordering::SeqCst);
                        std::thread::sleep(Duration::from_millis(30));
                        running.fetch_sub(1, Ordering::SeqCst);
                    })
                    .await
            }));
        }
        // The one worker of this runtime answers while the work runs.
        tokio::time::sleep(Duration::from_millis(10)).await;
        assert!(
            running.load(Ordering::SeqCst) > 0,
            "the work runs meanwhile"
        );
        for task in tasks {
            task.await.expect("joined").expect("done");
        }
        assert_eq!(most.load(Ordering::SeqCst), 2);
        assert_eq!(Blocking::for_workers(1).turns(), 1);
        assert_eq!(Blocking::for_workers(2).turns(), 1);
        assert_eq!(Blocking::for_workers(8).turns(), 4);
        let panicked = blocking.run(|| panic!("a fault")).await;
        assert_eq!(
            panicked.map_err(|e| e.code()),
            Err(poch_api::codes::ErrorCode::Internal)
        );
    }
}
