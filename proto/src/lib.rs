//! The service's contract, shared by the server and the client: the `poch.v1` messages and
//! tonic client/server stubs generated from `proto/` with the conversions between them and the
//! engine's types ([`convert`]), the REST bodies with their schemas ([`rest`]), and the table of
//! operations: name, gRPC method, REST method and path ([`operations`]), and the table of error
//! codes: code, gRPC status, HTTP status and meaning ([`codes`]).

pub mod codes;
pub mod convert;
pub mod narration;
pub mod operations;
pub mod rest;

/// The engine, for the exported macros' paths ([`for_each_error_code!`] reads the engine's codes
/// through it).
#[doc(hidden)]
pub use poch_engine as __engine;

/// The most actions a `Replay` applies, the seated bots' moves between the persons' included
/// (`too_many_actions` beyond: a list longer than this before anything is done, else at the
/// action whose own move or whose bots' moves would pass it). It bounds what one replay does
/// and what its answer costs: its work, the events held while the answer is made, and the
/// answer itself (at most about 1 KiB of JSON or 200 bytes of protobuf an action applied, more
/// when the events are told in a locale). A whole match ends in a few hundred actions; a longer
/// one is replayed from a token of its middle.
pub const MAX_REPLAY_ACTIONS: usize = 10_000;

/// Package `poch.v1`.
pub mod v1 {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("poch.v1");

    /// The encoded file descriptor set, for gRPC reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("poch_v1_descriptor");
}
