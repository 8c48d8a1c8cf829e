//! The service's contract, shared by the server and the client: the `poch.v1` messages and
//! tonic client/server stubs generated from `proto/` with the conversions between them and the
//! engine's types ([`convert`]), the REST bodies with their schemas ([`rest`]), and the table of
//! operations: name, gRPC method, REST method and path ([`operations`]).

pub mod convert;
pub mod narration;
pub mod operations;
pub mod rest;

/// Package `poch.v1`.
pub mod v1 {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("poch.v1");

    /// The encoded file descriptor set, for gRPC reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("poch_v1_descriptor");
}
