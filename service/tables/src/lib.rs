//! `poch-tables`: a table server on the Poch engine. People meet at a table: seats taken with
//! invitations, every move pushed over a WebSocket per person, clocks with an absent player's
//! bot, provably fair deals with a commit–reveal of every person's seed, hand histories as
//! match records, all kept in SQLite or PostgreSQL. It is a caller of the stateless engine like
//! any game server, and holds no rule: what is legal, what a move does and what a seat may see
//! are the engine's answers ([`engine`]).

pub mod api;
pub mod client;
pub mod clock;
pub mod config;
pub mod engine;
pub mod error;
pub mod hub;
pub mod metrics;
pub mod rest;
pub mod store;
pub mod table;
pub mod ws;
