//! The no-op baseline is compiled only with the `noop` feature: a build without it (the release
//! build, the image) refuses `--noop-baseline` at start rather than serve without it.

use std::process::Command;

#[test]
fn without_the_noop_feature_the_flag_is_refused() {
    if poch_service::HAS_NOOP_BASELINE {
        // Built with the feature (a workspace build that also builds the black-box tests):
        // the black-box test `noop_baseline` covers it.
        return;
    }
    let out = Command::new(env!("CARGO_BIN_EXE_poch-service"))
        .arg("--noop-baseline")
        .output()
        .expect("the binary runs");
    assert_eq!(out.status.code(), Some(2));
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(
        stderr.contains("no no-op baseline") && stderr.contains("--features noop"),
        "{stderr}"
    );
}
