//! The table of error codes holds every code the engine's errors can give, once each, with the
//! status the engine's kind of the code names.

use std::collections::BTreeSet;

use poch_api::codes::{ERROR_CODES, ErrorCode, error_code};
use poch_engine::{CodeKind, EngineCode, Rejection};

#[test]
fn every_engine_code_is_in_the_table_with_its_kinds_status() {
    for &engine in EngineCode::ALL {
        let row =
            error_code(engine.as_str()).unwrap_or_else(|| panic!("{engine} is not in the table"));
        let grpc = match engine.kind() {
            CodeKind::InvalidArgument => tonic::Code::InvalidArgument,
            CodeKind::FailedPrecondition => tonic::Code::FailedPrecondition,
        };
        assert_eq!((row.grpc, row.http), (grpc, 422), "{engine}");
    }
    // The rejections are the engine's first codes, in the order of `Rejection::CODES`.
    let rejections: Vec<&str> = EngineCode::REJECTIONS.iter().map(|c| c.as_str()).collect();
    assert_eq!(rejections, Rejection::CODES);
    assert!(
        EngineCode::ALL
            .iter()
            .all(|c| c.is_rejection() == rejections.contains(&c.as_str()))
    );
}

#[test]
fn the_codes_are_distinct_and_every_row_is_complete() {
    let distinct: BTreeSet<_> = ERROR_CODES.iter().map(|row| row.code).collect();
    assert_eq!(distinct.len(), ERROR_CODES.len());
    for row in ERROR_CODES {
        assert!((400..600).contains(&row.http), "{}: {}", row.code, row.http);
        assert!(
            !row.meaning.is_empty() && !row.meaning.starts_with(' '),
            "{}",
            row.code
        );
        assert_ne!(row.grpc, tonic::Code::Ok, "{}", row.code);
    }
}

#[test]
fn every_variant_is_its_own_row() {
    assert_eq!(ErrorCode::ALL.len(), ERROR_CODES.len());
    for (&code, row) in ErrorCode::ALL.iter().zip(ERROR_CODES) {
        assert_eq!(code.info(), row);
        assert_eq!(code.as_str(), row.code);
        assert_eq!(ErrorCode::from_wire(row.code), Some(code));
        assert_eq!((code.grpc(), code.http()), (row.grpc, row.http));
        assert_eq!(code.to_string(), row.code);
    }
    assert_eq!(ErrorCode::from_wire("Not_Your_Turn"), None);
}
