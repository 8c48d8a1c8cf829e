//! The `poch.v1` contract: messages and tonic client/server stubs generated from `proto/`, and
//! the conversions between them and the engine's types ([`convert`]), which the service and the
//! client share.

pub mod convert;
pub mod narration;

/// Package `poch.v1`.
pub mod v1 {
    #![allow(missing_docs, clippy::all, clippy::pedantic)]
    tonic::include_proto!("poch.v1");

    /// The encoded file descriptor set, for gRPC reflection.
    pub const FILE_DESCRIPTOR_SET: &[u8] =
        tonic::include_file_descriptor_set!("poch_v1_descriptor");
}
