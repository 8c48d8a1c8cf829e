//! Compiles `poch/v1/*.proto` with the vendored protoc, so no system protoc is needed.

use std::path::PathBuf;

fn main() -> Result<(), Box<dyn std::error::Error>> {
    let protoc = protoc_bin_vendored::protoc_bin_path()?;
    // SAFETY: build scripts are single-threaded; nothing else reads the environment here.
    #[allow(unsafe_code)]
    unsafe {
        std::env::set_var("PROTOC", protoc);
    }
    let out = PathBuf::from(std::env::var("OUT_DIR")?);
    let files = [
        "poch/v1/rules.proto",
        "poch/v1/game.proto",
        "poch/v1/events.proto",
        "poch/v1/engine_service.proto",
    ];
    for f in files {
        println!("cargo:rerun-if-changed={f}");
    }
    tonic_prost_build::configure()
        .file_descriptor_set_path(out.join("poch_v1_descriptor.bin"))
        .compile_protos(&files, &["."])?;
    Ok(())
}
