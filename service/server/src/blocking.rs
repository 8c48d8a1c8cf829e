//! Long work off the workers: a `Replay` applies up to 10,000 actions (its seated bots' moves,
//! searches among them, included) and builds an answer of megabytes, tens to hundreds of
//! milliseconds of one CPU. Run on a worker, it would hold that worker for as long, and every
//! request queued behind it (a probe, an `Apply` of 50 µs) would wait. So it runs on a thread
//! of its own, at most [`Blocking::turns`] at once, and the workers stay free for every other
//! request.
//!
//! The others wait for a turn in a queue that is fair between clients and bounded in time:
//!
//! * **Round robin.** Each client waits in a lane of its own; a turn given back goes to the
//!   next lane in turn, so a client with a hundred Replays waiting delays another's one by one
//!   piece of work, not by a hundred.
//! * **Shares.** A client holds at most `--max-long-work-per-client` pieces waiting or running,
//!   a connection `--max-long-work-per-connection`; past it, `overloaded` at once.
//! * **Refused at once rather than at the deadline.** A call is refused as it comes when it
//!   could not start before its deadline: the pieces ahead of it in the round robin, times the
//!   recent pieces' mean time, over the turns. A request waiting for its turn gives back its
//!   place in the concurrency limit ([`crate::admission::Claim`]): waiting is not work.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::oneshot;

use crate::admission::Claim;
use crate::error::ApiError;
use crate::metrics::Sheds;
use crate::shares::{Budget, Scope, Shed, Taken};

/// Threads for long work, a few at a time, given in turn to the clients waiting.
pub struct Blocking {
    count: usize,
    queue: Arc<Mutex<Queue>>,
    /// The recent pieces' mean time (an eighth each), in microseconds.
    mean_us: Arc<AtomicU64>,
    sheds: Arc<Sheds>,
}

/// The turns free and the lanes waiting, in round-robin order.
struct Queue {
    free: usize,
    lanes: VecDeque<Lane>,
}

/// One client's waiting pieces, oldest first.
struct Lane {
    /// The client (the address of its entry); 0 for requests served in process.
    client: usize,
    waiting: VecDeque<oneshot::Sender<Turn>>,
}

/// A turn to run long work, given back (to the next lane waiting, or the free turns) when
/// dropped.
struct Turn {
    queue: Arc<Mutex<Queue>>,
    /// False for a turn that is being handed on, whose drop gives back nothing.
    armed: bool,
}

impl Drop for Turn {
    fn drop(&mut self) {
        if self.armed {
            hand_on(&self.queue);
        }
    }
}

/// Gives a turn to the first waiting piece of the next lane, or back to the free turns.
fn hand_on(queue: &Arc<Mutex<Queue>>) {
    let Ok(mut q) = queue.lock() else {
        return;
    };
    while let Some(mut lane) = q.lanes.pop_front() {
        let next = lane.waiting.pop_front();
        if !lane.waiting.is_empty() {
            q.lanes.push_back(lane);
        }
        let Some(next) = next else {
            continue;
        };
        let turn = Turn {
            queue: queue.clone(),
            armed: true,
        };
        match next.send(turn) {
            Ok(()) => return,
            // That piece was given up (its request dropped): the next one.
            Err(mut turn) => turn.armed = false,
        }
    }
    q.free += 1;
}

impl Blocking {
    /// At most `turns` (at least one) pieces of long work at once.
    pub fn new(turns: usize) -> Blocking {
        let count = turns.max(1);
        Blocking {
            count,
            queue: Arc::new(Mutex::new(Queue {
                free: count,
                lanes: VecDeque::new(),
            })),
            mean_us: Arc::new(AtomicU64::new(0)),
            sheds: Arc::default(),
        }
    }

    /// The turns for a server of `workers` workers: half of them, at least one, so that long
    /// work leaves CPU time to the rest.
    pub fn for_workers(workers: usize) -> Blocking {
        Blocking::new(workers / 2)
    }

    /// The same, counting its refusals in `sheds`.
    pub fn counting(mut self, sheds: Arc<Sheds>) -> Blocking {
        self.sheds = sheds;
        self
    }

    /// How many pieces of long work run at once, at most.
    pub fn turns(&self) -> usize {
        self.count
    }

    /// Pieces of long work waiting for a turn now.
    pub fn waiting(&self) -> usize {
        self.queue.lock().map_or(0, |q| {
            q.lanes
                .iter()
                .flat_map(|l| &l.waiting)
                .filter(|w| !w.is_closed())
                .count()
        })
    }

    /// The recent pieces' mean time.
    pub fn mean(&self) -> Duration {
        Duration::from_micros(self.mean_us.load(Ordering::Relaxed))
    }

    /// Runs `work` on a thread for blocking work once a turn comes, within the request's span,
    /// as the request's client's (its [`Claim`]: none for a request served in process). The
    /// turn is held until `work` is done, even when the request is dropped first (its deadline
    /// passed): the turns bound the threads at work, not the requests waiting.
    ///
    /// # Errors
    ///
    /// `overloaded` when the client or its connection holds its share of long work already, or
    /// when the call could not start before its deadline; `internal` when the work panicked.
    pub async fn run<T: Send + 'static>(
        &self,
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let claim = Claim::current();
        let peer = claim.as_ref().and_then(|c| c.peer());
        let shed = |scope| {
            let shed = Shed {
                budget: Budget::LongWork,
                scope,
            };
            self.sheds.count(shed);
            ApiError::Shed(shed)
        };
        let share = Taken::take(peer.as_ref(), Budget::LongWork, 1).map_err(shed)?;
        let client = peer.as_ref().map_or(0, |p| Arc::as_ptr(&p.client) as usize);
        let deadline = claim.as_ref().and_then(|c| c.deadline());
        let turn = match self.enqueue(client, deadline) {
            Ok(Ok(turn)) => turn,
            Ok(Err(waiting)) => {
                // Waiting is not work: the place in the concurrency limit goes back meanwhile.
                if let Some(claim) = &claim {
                    claim.release_place();
                }
                waiting
                    .await
                    .map_err(|e| ApiError::Internal(format!("no turn for long work: {e}")))?
            }
            Err(()) => return Err(shed(Scope::Server)),
        };
        let span = tracing::Span::current();
        let mean_us = self.mean_us.clone();
        tokio::task::spawn_blocking(move || {
            let _turn = turn;
            let _share = share;
            let _entered = span.enter();
            let start = Instant::now();
            let out = work();
            let took = u64::try_from(start.elapsed().as_micros()).unwrap_or(u64::MAX);
            let mean = mean_us.load(Ordering::Relaxed);
            let next = if mean == 0 {
                took
            } else {
                mean - mean / 8 + took / 8
            };
            mean_us.store(next, Ordering::Relaxed);
            out
        })
        .await
        .map_err(|e| ApiError::Internal(format!("the work stopped: {e}")))
    }

    /// A turn now, or a place in `client`'s lane to wait for one; `Err` when the pieces ahead
    /// of it would not let it start before `deadline`.
    #[allow(clippy::type_complexity)]
    fn enqueue(
        &self,
        client: usize,
        deadline: Option<tokio::time::Instant>,
    ) -> Result<Result<Turn, oneshot::Receiver<Turn>>, ()> {
        let Ok(mut q) = self.queue.lock() else {
            return Err(());
        };
        for lane in &mut q.lanes {
            lane.waiting.retain(|w| !w.is_closed());
        }
        q.lanes.retain(|l| !l.waiting.is_empty());
        if q.free > 0 && q.lanes.is_empty() {
            q.free -= 1;
            return Ok(Ok(Turn {
                queue: self.queue.clone(),
                armed: true,
            }));
        }
        // In the round robin, this piece starts after its lane's pieces and as many of every
        // other lane's as its lane has before it, plus one; then the work running ends.
        let mine = q
            .lanes
            .iter()
            .find(|l| l.client == client)
            .map_or(0, |l| l.waiting.len());
        let ahead: usize = q
            .lanes
            .iter()
            .map(|l| {
                if l.client == client {
                    l.waiting.len()
                } else {
                    l.waiting.len().min(mine + 1)
                }
            })
            .sum::<usize>()
            + self.count.saturating_sub(q.free);
        let mean = Duration::from_micros(self.mean_us.load(Ordering::Relaxed));
        let wait = mean * u32::try_from(ahead).unwrap_or(u32::MAX)
            / u32::try_from(self.count).unwrap_or(1);
        if deadline.is_some_and(|d| tokio::time::Instant::now() + wait > d) {
            return Err(());
        }
        let (tx, rx) = oneshot::channel();
        match q.lanes.iter_mut().find(|l| l.client == client) {
            Some(lane) => lane.waiting.push_back(tx),
            None => q.lanes.push_back(Lane {
                client,
                waiting: VecDeque::from([tx]),
            }),
        }
        Ok(Err(rx))
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use std::sync::atomic::AtomicUsize;

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
        assert!(
            blocking.mean() >= Duration::from_millis(25),
            "{:?}",
            blocking.mean()
        );
        assert_eq!(Blocking::for_workers(1).turns(), 1);
        assert_eq!(Blocking::for_workers(2).turns(), 1);
        assert_eq!(Blocking::for_workers(8).turns(), 4);
        let panicked = blocking.run(|| panic!("a fault")).await;
        assert_eq!(
            panicked.map_err(|e| e.code()),
            Err(poch_api::codes::ErrorCode::Internal)
        );
    }

    /// Turns go round the lanes: a client with many pieces waiting delays another's by one,
    /// and a piece that could not start before its deadline is refused at once.
    #[test]
    fn turns_go_round_the_clients_and_a_late_piece_is_refused_at_once() {
        let runtime = tokio::runtime::Builder::new_current_thread()
            .enable_time()
            .build()
            .expect("a runtime");
        let _entered = runtime.enter();
        let blocking = Blocking::new(1);
        let Ok(Ok(first)) = blocking.enqueue(1, None) else {
            panic!("a free turn");
        };
        let mut greedy: Vec<_> = (0..4)
            .map(|_| match blocking.enqueue(1, None) {
                Ok(Err(rx)) => rx,
                _ => panic!("a place in the lane"),
            })
            .collect();
        let Ok(Err(mut other)) = blocking.enqueue(2, None) else {
            panic!("a place in another lane");
        };
        assert_eq!(blocking.waiting(), 5);
        drop(first);
        let second = greedy[0].try_recv().expect("the first lane's turn");
        drop(second);
        let third = other
            .try_recv()
            .expect("the other lane's turn, after one piece");
        assert!(greedy[1].try_recv().is_err());
        // A piece given up is skipped.
        drop(greedy.remove(1));
        drop(third);
        assert!(greedy[1].try_recv().is_ok());
        // With pieces of a second each, one waiting behind three cannot start within a second.
        blocking.mean_us.store(1_000_000, Ordering::Relaxed);
        let soon = tokio::time::Instant::now() + Duration::from_secs(1);
        assert!(blocking.enqueue(3, Some(soon)).is_err());
        assert!(
            blocking
                .enqueue(3, Some(soon + Duration::from_secs(9)))
                .is_ok()
        );
    }
}
