//! `poch-service`: the rules engine served over gRPC (tonic) and REST (axum) on one port.
//!
//! Both transports call the same operations ([`ops`]); conversions between the engine's types
//! and the protobuf messages live in [`poch_api::convert`], errors in [`error`]. Requests are
//! let in by [`admission`], and [`mod@serve`] runs and drains the server. Nothing is kept between
//! requests.

pub mod admission;
pub mod answers;
pub mod app;
pub mod blocking;
pub mod config;
pub mod conn;
pub mod delay;
pub mod error;
pub mod grpc;
pub mod metrics;
pub mod narration;
#[cfg(feature = "noop")]
pub mod noop;

/// Whether this build has the no-op baseline of the load tests (the `noop` feature).
pub const HAS_NOOP_BASELINE: bool = cfg!(feature = "noop");
pub mod ops;
pub mod play;
pub mod probes;
pub mod requests;
pub mod rest;
pub mod router;
pub mod serve;
pub mod shares;
pub mod streams;
pub mod telemetry;
pub mod ticket;
pub mod token;

pub use admission::{Arrival, Gate};
pub use app::AppState;
pub use router::{app, app_with_gate, pages};
pub use serve::{Signals, serve};
