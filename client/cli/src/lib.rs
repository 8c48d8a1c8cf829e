//! The `poch` command's library: match records ([`record`]), simulations between bots (their
//! statistics, [`stats`], Parquet tables, [`tables`], and a report of charts, [`report`]) and
//! terminal play ([`play`](mod@play)) on the engine in process, or (play, replay, verify)
//! through the service with the typed client of the crate `poch_client`; and load on the
//! service ([`bench`](mod@bench)).
//!
//! ```
//! use poch_cli::simulate::{run, Simulation};
//! use poch_engine::{BotKind, MaxDeals, Rules};
//! use std::num::NonZeroU32;
//!
//! let simulation = Simulation {
//!     rules: Rules { max_deals: MaxDeals(NonZeroU32::new(3)), ..Rules::CLASSIC },
//!     bots: vec![BotKind::Heuristic, BotKind::Random, BotKind::Random],
//!     matches: 4,
//!     seed: 7,
//!     records: true,
//!     shard: None,
//! };
//! let mut records = Vec::new();
//! let summary = run(&simulation, |_| {}, |log| Ok(records.push(log.record().unwrap()))).unwrap();
//! assert_eq!(summary.matches, 4);
//! // Every record replays to the same results.
//! assert!(records.iter().all(|r| r.replay().is_ok()));
//! ```

#![forbid(unsafe_code)]
#![warn(missing_docs)]

pub mod bench;
pub mod play;
pub mod record;
pub mod report;
pub mod simulate;
pub mod stats;
pub mod tables;
