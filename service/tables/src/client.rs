//! The engine service's typed client and the match record, reached through this one module:
//! where the client lives is said here alone.

pub use poch_cli::record::{MatchRecord, SeatAction};
pub use poch_client::{
    Client, Error, NewMatch, Source, State, StateForm, Step, Ticket, Token,
};
