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

/// The rows of the first table of `page` whose header row is `header`: each row's cells.
fn table<'a>(page: &'a str, header: &str) -> Vec<Vec<&'a str>> {
    let start = page
        .find(header)
        .unwrap_or_else(|| panic!("the page has no table {header:?}"));
    page[start..]
        .lines()
        .skip(2)
        .take_while(|line| line.starts_with('|'))
        .map(|line| line.trim_matches('|').split('|').map(str::trim).collect())
        .collect()
}

/// The codes a table's first cell names: `` `a`, `b` ``.
fn codes_of(cell: &str) -> impl Iterator<Item = &str> {
    cell.split(',').map(|c| c.trim().trim_matches('`'))
}

/// A gRPC code as the docs write it: `FAILED_PRECONDITION`.
fn screaming(code: tonic::Code) -> String {
    let mut out = String::new();
    for (i, c) in format!("{code:?}").chars().enumerate() {
        if c.is_uppercase() && i > 0 {
            out.push('_');
        }
        out.push(c.to_ascii_uppercase());
    }
    out
}

#[test]
fn docs_errors_lists_every_code_with_its_statuses() {
    let page = std::fs::read_to_string(
        std::path::Path::new(env!("CARGO_MANIFEST_DIR")).join("../docs/errors.md"),
    )
    .expect("docs/errors.md reads");
    let mut listed = BTreeSet::new();
    for row in table(&page, "| code | gRPC | HTTP | when |") {
        let (grpc, http) = (row[1], row[2]);
        for code in codes_of(row[0]) {
            assert!(listed.insert(code), "docs/errors.md lists {code} twice");
            let info = error_code(code)
                .unwrap_or_else(|| panic!("docs/errors.md lists {code}, which is no code"));
            // A code that never comes over a wire has — in its column.
            let name = format!("`{}`", screaming(info.grpc));
            assert!(
                grpc == "—" || grpc.starts_with(&name),
                "docs/errors.md: {code} is {name} over gRPC, not {grpc}"
            );
            assert!(
                http == "—" || http.contains(&info.http.to_string()),
                "docs/errors.md: {code} is HTTP {}, not {http}",
                info.http
            );
        }
    }
    let table_codes: BTreeSet<&str> = ERROR_CODES.iter().map(|row| row.code).collect();
    assert_eq!(
        listed, table_codes,
        "docs/errors.md's table lists every code of poch_api::codes"
    );
    let rejections: BTreeSet<&str> = table(&page, "| code | when |")
        .iter()
        .flat_map(|row| codes_of(row[0]))
        .collect();
    assert_eq!(
        rejections,
        Rejection::CODES.into_iter().collect::<BTreeSet<_>>(),
        "docs/errors.md's table of rejections"
    );
}
