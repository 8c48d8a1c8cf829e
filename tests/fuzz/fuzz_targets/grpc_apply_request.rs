//! Any bytes as the protobuf `ApplyRequest`: decoded, converted to engine types, checked and
//! applied as the gRPC adapter does.
#![no_main]

use libfuzzer_sys::fuzz_target;

fuzz_target!(|data: &[u8]| poch_tests::fuzz::grpc_apply(data));
