//! The engine's modules import each other without a circle: each module can be read knowing
//! only the ones below it, and docs/architecture.md gives each its floor. How the imports are
//! read: `common/imports.rs`.

use std::collections::BTreeMap;
use std::path::Path;

mod common;
use common::imports::{crate_graph, documented_floors, find_cycle, floors, graph_of};

#[test]
fn the_engine_modules_import_each_other_without_a_circle() {
    let graph = crate_graph(&Path::new(env!("CARGO_MANIFEST_DIR")).join("src"));
    // The graph is read, not empty: a few imports every version has.
    for (from, to) in [
        ("game", "state"),
        ("game", "check"),
        ("check", "state"),
        ("verify", "deal"),
        ("view", "game"),
    ] {
        assert!(
            graph.get(from).is_some_and(|imports| imports.contains(to)),
            "{from} should import {to}: {graph:?}"
        );
    }
    if let Some(cycle) = find_cycle(&graph) {
        panic!(
            "the engine's modules import each other in a circle: {}",
            cycle.join(" -> ")
        );
    }
}

#[test]
fn a_circle_is_found_and_named() {
    let files: BTreeMap<String, String> = [
        ("lib.rs", "mod a;\nmod b;\nmod c;\npub use c::Thing;\n"),
        ("a.rs", "use crate::b::X;\n// use crate::c::Nothing;\n"),
        ("b.rs", "use crate::{c::{Y, Z}, a};\n"),
        (
            "c/mod.rs",
            "fn f() -> crate::Thing { todo!() }\n#[cfg(test)]\nmod tests {\n    use crate::b::X;\n}\n",
        ),
        ("c/inner.rs", "use crate::a::W;\n"),
    ]
    .into_iter()
    .map(|(p, t)| (p.to_owned(), t.to_owned()))
    .collect();
    let graph = graph_of(&files);
    let imports = |m: &str| graph[m].iter().cloned().collect::<Vec<_>>();
    assert_eq!(imports("a"), ["b"], "a comment is no import");
    assert_eq!(imports("b"), ["a", "c"]);
    assert_eq!(
        imports("c"),
        ["a"],
        "a test module is no import; a folder is one module"
    );
    assert_eq!(
        find_cycle(&graph).map(|c| c.join(" -> ")),
        Some("a -> b -> a".to_owned())
    );
    let mut acyclic = graph.clone();
    acyclic.get_mut("b").expect("b").remove("a");
    acyclic.get_mut("c").expect("c").remove("a");
    assert_eq!(find_cycle(&acyclic), None);
}

#[test]
fn the_architecture_page_gives_every_module_its_floor() {
    let root = Path::new(env!("CARGO_MANIFEST_DIR"));
    let graph = crate_graph(&root.join("src"));
    let page = std::fs::read_to_string(root.join("../../docs/architecture.md"))
        .expect("docs/architecture.md reads");
    assert_eq!(
        documented_floors(&page, "### `service/engine/src`"),
        floors(&graph),
        "docs/architecture.md's table of the engine's modules and their floors"
    );
}
