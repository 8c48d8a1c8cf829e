//! The request bytes in flight: the bodies held at once on the whole server, within a budget.
//!
//! The concurrency limit counts requests, not their size: a thousand `Replay` calls of 1 MiB
//! each would otherwise be admitted together, their bodies received and held while they wait
//! for a worker. Each body is counted against the budget (`--max-request-bytes-in-flight`)
//! from its declared length when it has one (before any of it is read), or by its bytes as
//! they arrive, and its place is given back once its answer is made, or when the request is
//! dropped (its client went, its deadline passed). A request beyond the budget is
//! `overloaded` at once, and the rest of its body is not read.

use std::sync::Arc;

use axum::body::Body;
use bytes::{Bytes, BytesMut};
use http_body_util::BodyExt as _;
use tokio::sync::{OwnedSemaphorePermit, Semaphore};

/// The unit of the budget.
const UNIT: usize = 1024;

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

    /// A request's place in the budget, empty until bytes are counted in it.
    pub fn place(&self) -> Place {
        Place {
            budget: self.gauge.budget.clone(),
            permits: None,
            counted: 0,
        }
    }
}

/// One request's place in the budget: the units of the bytes counted for it, given back when
/// it is dropped.
pub struct Place {
    budget: Arc<Semaphore>,
    permits: Option<OwnedSemaphorePermit>,
    /// The bytes counted so far.
    counted: usize,
}

impl Place {
    /// Counts the request at `bytes` in all (more than before: the units of the difference
    /// are taken; fewer: nothing changes). False when the budget has no room for them.
    pub fn cover(&mut self, bytes: usize) -> bool {
        let more = units(bytes).saturating_sub(units(self.counted));
        if more > 0 {
            let Ok(more) = u32::try_from(more) else {
                return false;
            };
            match self.budget.clone().try_acquire_many_owned(more) {
                Ok(taken) => match &mut self.permits {
                    Some(permits) => permits.merge(taken),
                    None => self.permits = Some(taken),
                },
                Err(_) => return false,
            }
        }
        self.counted = self.counted.max(bytes);
        true
    }
}

/// Why a body was not received whole.
#[derive(Debug)]
pub enum Refused {
    /// Its bytes went past `limit`.
    TooLarge,
    /// The budget had no room for its bytes.
    Overloaded,
    /// The connection failed while it arrived.
    Broken(axum::Error),
}

/// Receives `body` whole, at most `limit` bytes, counting its bytes in `place` as they arrive
/// (beyond what is counted already, its declared length). The bytes come back in one buffer.
///
/// # Errors
///
/// [`Refused`]: a body over `limit`, beyond the budget, or broken off.
pub async fn receive(body: Body, limit: usize, place: &mut Place) -> Result<Bytes, Refused> {
    let mut body = std::pin::pin!(body);
    let mut chunks: Vec<Bytes> = Vec::new();
    let mut total = 0usize;
    while let Some(frame) = body.frame().await {
        let frame = frame.map_err(Refused::Broken)?;
        // Trailers end the body; a request's are not read.
        let Ok(data) = frame.into_data() else {
            continue;
        };
        total = total.saturating_add(data.len());
        if total > limit {
            return Err(Refused::TooLarge);
        }
        if !place.cover(total) {
            return Err(Refused::Overloaded);
        }
        if !data.is_empty() {
            chunks.push(data);
        }
    }
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

    #[test]
    fn places_take_their_units_and_give_them_back() {
        let requests = Requests::new(8 * UNIT);
        let mut a = requests.place();
        assert!(a.cover(3 * UNIT));
        // Counting the same bytes again, or fewer, takes nothing more.
        assert!(a.cover(3 * UNIT));
        assert!(a.cover(UNIT));
        assert_eq!(requests.held(), 3 * UNIT);
        let mut b = requests.place();
        assert!(b.cover(5 * UNIT + GRPC_PREFIX));
        assert_eq!(requests.held(), 9 * UNIT);
        // Full: a third place gets nothing, and a refused count takes nothing.
        let mut c = requests.place();
        assert!(!c.cover(1));
        assert!(!a.cover(4 * UNIT));
        assert_eq!(requests.held(), 9 * UNIT);
        drop(b);
        assert_eq!(requests.held(), 3 * UNIT);
        assert!(c.cover(6 * UNIT));
        drop(a);
        drop(c);
        assert_eq!(requests.held(), 0);
    }

    #[tokio::test]
    async fn a_body_is_counted_as_it_arrives() {
        let requests = Requests::new(4 * UNIT);
        let chunks = |n: usize| Body::from_stream(futures_stream(n));
        let mut place = requests.place();
        let bytes = receive(chunks(3), 1 << 20, &mut place)
            .await
            .expect("within the budget");
        assert_eq!(bytes.len(), 3 * UNIT);
        assert_eq!(requests.held(), 3 * UNIT);
        let mut other = requests.place();
        assert!(matches!(
            receive(chunks(3), 1 << 20, &mut other).await,
            Err(Refused::Overloaded)
        ));
        // A refused body's place goes with it.
        drop(other);
        assert_eq!(requests.held(), 3 * UNIT);
        assert!(matches!(
            receive(chunks(3), 2 * UNIT, &mut requests.place()).await,
            Err(Refused::TooLarge)
        ));
        assert_eq!(requests.held(), 3 * UNIT);
        drop(place);
        assert_eq!(requests.held(), 0);
    }

    /// `n` chunks of one unit each.
    fn futures_stream(
        n: usize,
    ) -> impl futures_util::Stream<Item = Result<Bytes, std::io::Error>> + Send + 'static {
        futures_util::stream::iter((0..n).map(|_| Ok(Bytes::from(vec![7u8; UNIT]))))
    }
}
