//! No code: see `Cargo.toml`. The service and the `poch` command depend on this crate so that
//! they ask for the same features of the dependencies they share.
