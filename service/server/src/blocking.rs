//! Long work off the workers: a `Replay` applies up to 10,000 actions (its seated bots' moves,
//! searches among them, included) and builds an answer of megabytes, tens to hundreds of
//! milliseconds of one CPU. Run on a worker, it would hold that worker for as long, and every
//! request queued behind it (a probe, an `Apply` of 50 µs) would wait. So it runs on a thread
//! of its own, at most [`Blocking::turns`] at once, and the workers stay free for every other
//! request.
//!
//! The others wait for a turn in a queue that is fair between clients and bounded in time:
//!
//! * **Round robin, by slices.** Each client waits in a lane of its own; a turn given back goes
//!   to the next lane in turn, so a client with a hundred Replays waiting delays another's one
//!   by one piece of work, not by a hundred. And a piece gives its turn up between slices of
//!   its work when another client waits ([`slice()`]: a Replay looks at each action it counts,
//!   once it has run a [`SLICE`], 2 ms, since it last looked), going to the back of its lane:
//!   a Replay of a few actions waits for a slice of each other client's work, not for their
//!   longest Replays to end. A piece whose request is gone (its client left, its deadline
//!   passed) stops at its next slice.
//! * **Shares.** A client holds at most `--max-long-work-per-client` pieces waiting or running,
//!   a connection `--max-long-work-per-connection`; past it, `overloaded` at once.
//! * **Refused at once rather than at the deadline.** A call is refused as it comes when it
//!   could not start before its deadline: the pieces ahead of it in the round robin, times the
//!   recent pieces' mean time, over the turns. A request waiting for its turn gives back its
//!   place in the concurrency limit ([`Claim`]): waiting is not work.

use std::collections::VecDeque;
use std::sync::atomic::{AtomicU64, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

use tokio::sync::{OwnedSemaphorePermit, oneshot};

use crate::error::ApiError;
use crate::metrics::Sheds;
use crate::shares::{Budget, Peer, Scope, Shed, Taken};

/// Threads for long work, a few at a time, given in turn to the clients waiting.
pub struct Blocking {
    count: usize,
    queue: Arc<Mutex<Queue>>,
    /// The mean time a turn is held (an eighth each), in microseconds: a slice of a piece, or
    /// a whole piece.
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
    /// When it was taken, and where the time it is held goes (the mean of the turns' time).
    since: Instant,
    mean_us: Arc<AtomicU64>,
}

impl Drop for Turn {
    fn drop(&mut self) {
        if self.armed {
            let took = u64::try_from(self.since.elapsed().as_micros()).unwrap_or(u64::MAX);
            let mean = self.mean_us.load(Ordering::Relaxed);
            let next = if mean == 0 {
                took
            } else {
                mean - mean / 8 + took / 8
            };
            self.mean_us.store(next, Ordering::Relaxed);
            hand_on(&self.queue, &self.mean_us);
        }
    }
}

impl Turn {
    fn new(queue: &Arc<Mutex<Queue>>, mean_us: &Arc<AtomicU64>) -> Turn {
        Turn {
            queue: queue.clone(),
            armed: true,
            since: Instant::now(),
            mean_us: mean_us.clone(),
        }
    }
}

/// The piece of long work running on this thread: its turn, its client's lane, and whether
/// its request is gone ([`slice()`]).
struct Running {
    turn: Option<Turn>,
    client: usize,
    abandoned: Arc<std::sync::atomic::AtomicBool>,
    /// When the queue was last looked at for another client's piece.
    looked: Instant,
}

/// How long a piece of long work holds its turn before it looks whether another client's
/// piece waits for one ([`slice()`]).
pub const SLICE: Duration = Duration::from_millis(2);

thread_local! {
    static RUNNING: std::cell::RefCell<Option<Running>> = const { std::cell::RefCell::new(None) };
}

/// Between two slices of the long work running on this thread: once it has run for a
/// [`SLICE`] since it last looked, and a piece of another client waits for a turn, it gives its
/// turn up and waits at the back of its lane for the next
/// (the thread blocks meanwhile). Nothing for work not run by [`Blocking::run`].
///
/// # Errors
///
/// `timeout` when the request of the work is gone (its client left, its deadline passed): the
/// work stops here.
pub fn slice() -> Result<(), ApiError> {
    RUNNING.with(|running| {
        let mut running = running.borrow_mut();
        let Some(Running {
            turn,
            client,
            abandoned,
            looked,
        }) = running.as_mut()
        else {
            return Ok(());
        };
        if abandoned.load(Ordering::Relaxed) {
            return Err(ApiError::Timeout);
        }
        if looked.elapsed() < SLICE {
            return Ok(());
        }
        *looked = Instant::now();
        let Some(held) = turn.as_ref() else {
            return Ok(());
        };
        let queue = held.queue.clone();
        let waiting = {
            let Ok(mut q) = queue.lock() else {
                return Ok(());
            };
            let others = q
                .lanes
                .iter()
                .any(|l| l.client != *client && l.waiting.iter().any(|w| !w.is_closed()));
            if !others {
                return Ok(());
            }
            let (tx, rx) = oneshot::channel();
            push(&mut q, *client, tx);
            rx
        };
        // Handed on to the next lane; this piece's is at the back of the round.
        drop(turn.take());
        match waiting.blocking_recv() {
            Ok(next) => {
                *turn = Some(next);
                Ok(())
            }
            // The queue is gone: run on without a turn.
            Err(_) => Ok(()),
        }
    })
}

/// Puts a waiting piece at the back of `client`'s lane.
fn push(q: &mut Queue, client: usize, tx: oneshot::Sender<Turn>) {
    match q.lanes.iter_mut().find(|l| l.client == client) {
        Some(lane) => lane.waiting.push_back(tx),
        None => q.lanes.push_back(Lane {
            client,
            waiting: VecDeque::from([tx]),
        }),
    }
}

/// Gives a turn to the first waiting piece of the next lane, or back to the free turns.
fn hand_on(queue: &Arc<Mutex<Queue>>, mean_us: &Arc<AtomicU64>) {
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
        match next.send(Turn::new(queue, mean_us)) {
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

    /// The mean time a turn is held.
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
        let client = peer.as_ref().map_or(0, |p| Arc::as_ptr(&p.client) as usize);
        let deadline = claim.as_ref().and_then(|c| c.deadline());
        let waits = || {
            // Waiting is not work: the place in the concurrency limit goes back meanwhile.
            if let Some(claim) = &claim {
                claim.release_place();
            }
        };
        self.run_as(peer.as_ref(), client, deadline, waits, work)
            .await
    }

    /// [`Blocking::run`] for `peer` (its shares), in the lane `client`, before `deadline`;
    /// `waits` is called when the work must wait for its turn.
    async fn run_as<T: Send + 'static>(
        &self,
        peer: Option<&crate::shares::Peer>,
        client: usize,
        deadline: Option<tokio::time::Instant>,
        waits: impl FnOnce(),
        work: impl FnOnce() -> T + Send + 'static,
    ) -> Result<T, ApiError> {
        let shed = |scope| {
            let shed = Shed {
                budget: Budget::LongWork,
                scope,
            };
            self.sheds.count(shed);
            ApiError::Shed(shed)
        };
        let share = Taken::take(peer, Budget::LongWork, 1).map_err(shed)?;
        let turn = match self.enqueue(client, deadline) {
            Ok(Ok(turn)) => turn,
            Ok(Err(waiting)) => {
                waits();
                waiting
                    .await
                    .map_err(|e| ApiError::Internal(format!("no turn for long work: {e}")))?
            }
            Err(()) => return Err(shed(Scope::Server)),
        };
        let span = tracing::Span::current();
        let abandoned = Arc::new(std::sync::atomic::AtomicBool::new(false));
        // The request gone before the work is done: the work stops at its next slice.
        let _gone = Abandon(abandoned.clone());
        tokio::task::spawn_blocking(move || {
            let _share = share;
            let _entered = span.enter();
            RUNNING.with(|running| {
                *running.borrow_mut() = Some(Running {
                    turn: Some(turn),
                    client,
                    abandoned,
                    looked: Instant::now(),
                });
            });
            // The turn goes with the piece, done or panicked.
            let _done = Done;
            work()
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
            return Ok(Ok(Turn::new(&self.queue, &self.mean_us)));
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
        // A turn held while another client waits lasts about a slice (one step of the work
        // past it, such as a search bot's move): a piece that ran whole, alone, says nothing
        // of how soon it gives its turn up once this one waits.
        let mean = Duration::from_micros(self.mean_us.load(Ordering::Relaxed)).min(SLICE * 4);
        let wait = mean * u32::try_from(ahead).unwrap_or(u32::MAX)
            / u32::try_from(self.count).unwrap_or(1);
        if deadline.is_some_and(|d| tokio::time::Instant::now() + wait > d) {
            return Err(());
        }
        let (tx, rx) = oneshot::channel();
        push(&mut q, client, tx);
        Ok(Err(rx))
    }
}

/// Ends the piece running on this thread when dropped: its turn is handed on.
struct Done;

impl Drop for Done {
    fn drop(&mut self) {
        let running = RUNNING.with(|running| running.borrow_mut().take());
        drop(running);
    }
}

/// Marks a piece's request gone when dropped before its work is done.
struct Abandon(Arc<std::sync::atomic::AtomicBool>);

impl Drop for Abandon {
    fn drop(&mut self) {
        self.0.store(true, Ordering::Relaxed);
    }
}

/// A place in the concurrency limit: the server's permit and the peer's share.
pub struct Place {
    /// The server's permit.
    pub permit: OwnedSemaphorePermit,
    /// The peer's share.
    pub share: Taken,
}

/// What a request holds while its handler runs, and who it is: found by the long work it asks
/// for ([`Claim::current`]), which waits in its client's lane and gives its place back while
/// it waits.
pub struct Claim {
    /// Who the request comes from.
    pub peer: Option<Peer>,
    /// When its time is up.
    pub deadline: Option<tokio::time::Instant>,
    /// Its place in the concurrency limit, while it holds one.
    pub place: Mutex<Option<Place>>,
}

tokio::task_local! {
    static CLAIM: Arc<Claim>;
}

impl Claim {
    /// Runs `fut` as the request that holds `claim`.
    pub async fn scope<F: std::future::Future>(claim: Arc<Claim>, fut: F) -> F::Output {
        CLAIM.scope(claim, fut).await
    }

    /// The claim of the request whose handler is running in this task, if any.
    pub fn current() -> Option<Arc<Claim>> {
        CLAIM.try_with(Arc::clone).ok()
    }

    /// Who the request comes from.
    pub fn peer(&self) -> Option<Peer> {
        self.peer.clone()
    }

    /// When its time is up.
    pub fn deadline(&self) -> Option<tokio::time::Instant> {
        self.deadline
    }

    /// Gives its place in the concurrency limit back (it waits, and does no work).
    pub fn release_place(&self) {
        if let Ok(mut place) = self.place.lock() {
            place.take();
        }
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

    /// A long piece gives its turn up between its slices to another client's piece, and a
    /// piece whose request is gone stops at its next slice.
    #[tokio::test(flavor = "multi_thread", worker_threads = 2)]
    async fn a_long_piece_gives_its_turn_up_between_slices_and_stops_when_abandoned() {
        let blocking = Arc::new(Blocking::new(1));
        let order = Arc::new(Mutex::new(Vec::new()));
        let long = {
            let (blocking, order) = (blocking.clone(), order.clone());
            tokio::spawn(async move {
                let work = move || {
                    for _ in 0..20 {
                        std::thread::sleep(Duration::from_millis(10));
                        order.lock().expect("order").push("long");
                        slice().expect("a slice");
                    }
                };
                blocking.run_as(None, 1, None, || {}, work).await
            })
        };
        tokio::time::sleep(Duration::from_millis(35)).await;
        let short = order.clone();
        let work = move || short.lock().expect("order").push("short");
        blocking
            .run_as(None, 2, None, || {}, work)
            .await
            .expect("served");
        long.await.expect("joined").expect("done");
        let order = order.lock().expect("order").clone();
        let short = order.iter().position(|o| *o == "short").expect("ran");
        assert!((3..8).contains(&short), "{order:?}");
        // Abandoned (its request dropped: a deadline passed), a piece stops at its slice.
        let slices = Arc::new(AtomicUsize::new(0));
        let stopped = Arc::new(std::sync::atomic::AtomicBool::new(false));
        let (counted, seen) = (slices.clone(), stopped.clone());
        let work = move || {
            for _ in 0..100 {
                std::thread::sleep(Duration::from_millis(10));
                counted.fetch_add(1, Ordering::SeqCst);
                if slice().is_err() {
                    seen.store(true, Ordering::SeqCst);
                    return;
                }
            }
        };
        let abandoned = tokio::time::timeout(
            Duration::from_millis(30),
            blocking.run_as(None, 3, None, || {}, work),
        )
        .await;
        assert!(abandoned.is_err(), "timed out");
        tokio::time::sleep(Duration::from_millis(100)).await;
        assert!(stopped.load(Ordering::SeqCst));
        assert!(slices.load(Ordering::SeqCst) < 20);
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
        // With pieces of a second each, given up after a slice when others wait, one waiting
        // behind three cannot start within a slice, and can within a second.
        blocking.mean_us.store(1_000_000, Ordering::Relaxed);
        let soon = tokio::time::Instant::now() + SLICE;
        assert!(blocking.enqueue(3, Some(soon)).is_err());
        assert!(
            blocking
                .enqueue(3, Some(soon + Duration::from_secs(1)))
                .is_ok()
        );
    }
}
