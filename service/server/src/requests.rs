//! The request bytes in flight: the bodies held at once on the whole server, within a budget
//! and within each client's and each connection's share of it ([`crate::shares`]).
//!
//! The concurrency limit counts requests, not their size: a thousand `Replay` calls of 1 MiB
//! each would otherwise be received and held together. Each body is counted against the budget
//! (`--max-request-bytes-in-flight`) by what has arrived of it and what one bounded read may
//! bring next ([`READ_AHEAD_HTTP1`], [`READ_AHEAD_HTTP2`]; never more than its declared
//! length): a head that declares a
//! large body and brings none of it holds one read's worth, not the length it claims. Its place
//! is given back once its answer is made, or when the request is dropped (its client went, its
//! deadline passed). A request beyond the budget, or beyond its client's or connection's share,
//! is `overloaded` at once, and the rest of its body is not read.

use std::sync::Arc;

use axum::body::Body;
use bytes::{Bytes, BytesMut};
use http_body_util::BodyExt as _;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

use crate::shares::{Budget, Peer, Scope, Taken};

/// The unit of the budget.
pub const UNIT: usize = 1024;

/// What one read of a body may bring at most over HTTP/1.1: the connection's read buffer.
pub const READ_AHEAD_HTTP1: usize = 64 * 1024;

/// What one read of a body may bring at most over HTTP/2: a DATA frame (the server's
/// `SETTINGS_MAX_FRAME_SIZE`, HTTP/2's default).
pub const READ_AHEAD_HTTP2: usize = 16 * 1024;

/// A gRPC message's prefix, counted with its body: a message of the largest size fits a
/// budget of that size.
const GRPC_PREFIX: usize = 5;

fn units(bytes: usize) -> usize {
    bytes.div_ceil(UNIT)
}

/// The budget of request bytes in flight.
pub struct Requests {
    gauge: Gauge,
}

/// A reading of the budget, for the metrics.
#[derive(Clone)]
pub struct Gauge {
    budget: Arc<Semaphore>,
    capacity: usize,
    /// The budget as configured, in bytes.
    limit: usize,
}

impl Gauge {
    /// The request bytes held now, to the unit.
    pub fn held(&self) -> usize {
        (self.capacity - self.budget.available_permits()) * UNIT
    }

    /// The budget as configured, in bytes.
    pub fn limit(&self) -> usize {
        self.limit
    }
}

impl Requests {
    /// A budget of `bytes` request bytes at once.
    pub fn new(bytes: usize) -> Requests {
        let capacity = units(bytes.saturating_add(GRPC_PREFIX)).min(Semaphore::MAX_PERMITS);
        Requests {
            gauge: Gauge {
                budget: Arc::new(Semaphore::new(capacity)),
                capacity,
                limit: bytes,
            },
        }
    }

    /// The request bytes held now, to the unit (for the metrics and the tests).
    pub fn held(&self) -> usize {
        self.gauge.held()
    }

    /// A reading of the budget.
    pub fn gauge(&self) -> Gauge {
        self.gauge.clone()
    }

    /// A request's place in the budget, empty until bytes are counted in it, within `peer`'s
    /// shares (none: the budget's alone).
    pub fn place(&self, peer: Option<&Peer>) -> Place {
        Place {
            budget: self.gauge.budget.clone(),
            permits: None,
            share: Taken::of(peer, Budget::RequestBytes),
            counted: 0,
        }
    }
}

/// One request's place in the budget: the units of the bytes counted for it, in the budget and
/// in its peer's shares, given back when it is dropped.
pub struct Place {
    budget: Arc<Semaphore>,
    permits: Option<OwnedSemaphorePermit>,
    share: Taken,
    /// The bytes counted so far.
    counted: usize,
}

impl Place {
    /// Counts the request at `bytes` in all (more than before: the units of the difference
    /// are taken; fewer: nothing changes). The scope with no room for them when it cannot:
    /// the peer's connection's or client's share, or the server's budget.
    pub fn cover(&mut self, bytes: usize) -> Result<(), Scope> {
        let more = units(bytes).saturating_sub(units(self.counted));
        if more > 0 {
            let Ok(more32) = u32::try_from(more) else {
                return Err(Scope::Server);
            };
            self.share.more(more)?;
            match self.budget.clone().try_acquire_many_owned(more32) {
                Ok(taken) => match &mut self.permits {
                    Some(permits) => permits.merge(taken),
                    None => self.permits = Some(taken),
                },
                Err(_) => {
                    drop(self.share.split(more));
                    return Err(Scope::Server);
                }
            }
        }
        self.counted = self.counted.max(bytes);
        Ok(())
    }

    /// Counts the request at `bytes` at most: the units counted beyond them (a read ahead that
    /// brought less) are given back.
    pub fn settle(&mut self, bytes: usize) {
        let beyond = units(self.counted).saturating_sub(units(bytes));
        if beyond > 0 {
            if let Some(permits) = &mut self.permits {
                drop(permits.split(beyond));
            }
            drop(self.share.split(beyond));
        }
        self.counted = self.counted.min(bytes);
    }
}

/// Why a body was not received whole.
#[derive(Debug)]
pub enum Refused {
    /// Its bytes went past `limit`.
    TooLarge,
    /// The budget, or the peer's share of it (the scope), had no room for its bytes.
    Overloaded(Scope),
    /// The connection failed while it arrived.
    Broken(axum::Error),
}

/// Receives `body` whole, at most `limit` bytes (its declared length, when it has one), counting
/// in `place` what has arrived of it, and one read more (`ahead` bytes, within `limit`) while
/// it waits for the rest. The bytes come back in one buffer.
///
/// # Errors
///
/// [`Refused`]: a body over `limit`, beyond the budget or its share, or broken off.
pub async fn receive(
    body: Body,
    limit: usize,
    ahead: usize,
    place: &mut Place,
) -> Result<Bytes, Refused> {
    let mut body = std::pin::pin!(body);
    let mut chunks: Vec<Bytes> = Vec::new();
    let mut total = 0usize;
    loop {
        // What has arrived is taken at once; a body still arriving waits for its next read
        // with that read's bytes counted.
        let next = match futures_util::FutureExt::now_or_never(body.frame()) {
            Some(next) => next,
            None => {
                place
                    .cover(total.saturating_add(ahead).min(limit).max(total))
                    .map_err(Refused::Overloaded)?;
                body.frame().await
            }
        };
        let Some(frame) = next else {
            break;
        };
        let frame = frame.map_err(Refused::Broken)?;
        // Trailers end the body; a request's are not read.
        let Ok(data) = frame.into_data() else {
            continue;
        };
        total = total.saturating_add(data.len());
        if total > limit {
            return Err(Refused::TooLarge);
        }
        place.cover(total).map_err(Refused::Overloaded)?;
        if !data.is_empty() {
            chunks.push(data);
        }
    }
    place.settle(total);
    Ok(match chunks.len() {
        0 => Bytes::new(),
        1 => chunks.swap_remove(0),
        _ => {
            let mut whole = BytesMut::with_capacity(total);
            for chunk in chunks {
                whole.extend_from_slice(&chunk);
            }
            whole.freeze()
        }
    })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::shares::{ClientKey, Clients, Shares};

    #[test]
    fn places_take_their_units_and_give_them_back() {
        let requests = Requests::new(8 * UNIT);
        let mut a = requests.place(None);
        a.cover(3 * UNIT).expect("room");
        // Counting the same bytes again, or fewer, takes nothing more.
        a.cover(3 * UNIT).expect("room");
        a.cover(UNIT).expect("room");
        assert_eq!(requests.held(), 3 * UNIT);
        let mut b = requests.place(None);
        b.cover(5 * UNIT + GRPC_PREFIX).expect("room");
        assert_eq!(requests.held(), 9 * UNIT);
        // Full: a third place gets nothing, and a refused count takes nothing.
        let mut c = requests.place(None);
        assert_eq!(c.cover(1), Err(Scope::Server));
        assert_eq!(a.cover(4 * UNIT), Err(Scope::Server));
        assert_eq!(requests.held(), 9 * UNIT);
        drop(b);
        assert_eq!(requests.held(), 3 * UNIT);
        c.cover(6 * UNIT).expect("room");
        c.settle(2 * UNIT);
        assert_eq!(requests.held(), 5 * UNIT);
        drop(a);
        drop(c);
        assert_eq!(requests.held(), 0);
    }

    #[tokio::test]
    async fn a_body_is_counted_as_it_arrives_and_one_read_ahead() {
        let requests = Requests::new(4 * UNIT);
        let chunks = |n: usize| Body::from_stream(futures_stream(n));
        let mut place = requests.place(None);
        // The first read is counted before it is made: at most the body's declared length.
        let bytes = receive(chunks(3), 3 * UNIT, UNIT, &mut place)
            .await
            .expect("within the budget");
        assert_eq!(bytes.len(), 3 * UNIT);
        assert_eq!(requests.held(), 3 * UNIT);
        let mut other = requests.place(None);
        assert!(matches!(
            receive(chunks(3), 3 * UNIT, UNIT, &mut other).await,
            Err(Refused::Overloaded(Scope::Server))
        ));
        // A refused body's place goes with it.
        drop(other);
        assert_eq!(requests.held(), 3 * UNIT);
        assert!(matches!(
            receive(chunks(3), 2 * UNIT, UNIT, &mut requests.place(None)).await,
            Err(Refused::TooLarge | Refused::Overloaded(_))
        ));
        assert_eq!(requests.held(), 3 * UNIT);
        drop(place);
        assert_eq!(requests.held(), 0);
        // A body of no declared length reads ahead within the limit, and is settled at its
        // length once whole.
        let mut place = requests.place(None);
        let bytes = receive(chunks(2), 1 << 20, UNIT, &mut place)
            .await
            .expect("within the budget");
        assert_eq!((bytes.len(), requests.held()), (2 * UNIT, 2 * UNIT));
    }

    #[tokio::test]
    async fn a_client_past_its_share_is_refused_while_others_are_not() {
        let requests = Requests::new(64 * UNIT);
        let mut shares = Shares::UNBOUNDED;
        shares.set(Budget::RequestBytes, Scope::Client, 4);
        let clients = Clients::new(shares);
        let peer = |ip: &str| {
            Peer::new(
                clients.get(ClientKey::of(ip.parse().expect("ip"))),
                None,
                shares,
            )
        };
        let (greedy, other) = (peer("192.0.2.1"), peer("192.0.2.2"));
        let mut first = requests.place(Some(&greedy));
        first.cover(3 * UNIT).expect("within the share");
        let mut second = requests.place(Some(&greedy));
        assert_eq!(second.cover(2 * UNIT), Err(Scope::Client));
        assert_eq!(requests.held(), 3 * UNIT, "a refused count takes nothing");
        let mut third = requests.place(Some(&other));
        third.cover(4 * UNIT).expect("another client's share");
        drop(first);
        second.cover(2 * UNIT).expect("room again");
        assert_eq!(greedy.client.holding().of(Budget::RequestBytes), 2);
    }

    /// `n` chunks of one unit each.
    fn futures_stream(
        n: usize,
    ) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
        futures_util::stream::iter((0..n).map(|_| Ok(Bytes::from(vec![7u8; UNIT]))))
    }
}
