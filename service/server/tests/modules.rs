//! The server's modules import each other without a circle: the state and the rendering of
//! errors at the bottom (`app`, `error`, `token`), the operations above them, the adapters of
//! the two wires above those, the router at the top, and `lib.rs` only naming them. How the
//! imports are read: the engine's `tests/common/imports.rs`, shared.

use std::path::Path;

#[path = "../../engine/tests/common/imports.rs"]
mod imports;

use imports::{crate_graph, documented_floors, find_cycle, floors};

#[test]
fn the_server_modules_import_each_other_without_a_circle() {
    let graph = crate_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    // The graph is read, not empty: a few imports that stand for the floors.
    for (from, to) in [
        ("router", "app"),
        ("router", "grpc"),
        ("router", "rest"),
        ("grpc", "ops"),
        ("rest", "ops"),
        ("app", "ops"),
        ("ops", "error"),
        ("ticket", "token"),
        ("answers", "error"),
    ] {
        assert!(
            graph.get(from).is_some_and(|imports| imports.contains(to)),
            "{from} should import {to}: {graph:?}"
        );
    }
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "the server's modules import each other in a circle: {}",
            cycle.join(" -> ")
        );
    }
    // The bottom imports nothing above it: errors and tokens are rendered and sealed without
    // the operations, the metrics or the router (`shares`, which names the budgets a request
    // may be refused for, imports nothing).
    for bottom in ["error", "token"] {
        let imports = graph.get(bottom).cloned().unwrap_or_default();
        assert!(
            imports.iter().all(|m| m == "token" || m == "shares"),
            "{bottom} imports {imports:?}"
        );
    }
}

#[test]
fn the_architecture_page_gives_every_module_its_floor() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let graph = crate_graph(&root.join("src"));
    let page = std::fs::read_to_string(root.join("../../docs/architecture.md"))
        .expect("docs/architecture.md reads");
    let mut computed = floors(&graph);
    // main.rs is the binary's, beside the library: it imports the library, not its modules.
    computed.remove("main");
    assert_eq!(
        documented_floors(&page, "### `service/server/src`"),
        computed,
        "docs/architecture.md's table of the server's modules and their floors"
    );
}
