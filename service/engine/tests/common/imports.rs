//! The import graph of a crate's modules, read from its sources, and the circles in it: for
//! the tests that hold a crate's modules to floors (the engine's `modules.rs`, the server's
//! `modules.rs`).
//!
//! A module is a file of `src/` (a folder with its files counts as one module, `encoding/`).
//! Its imports are every `crate::` path of its code outside its `#[cfg(test)]` modules and
//! comments, schema attributes included; a path through the crate root (`crate::Game`, or the
//! root's `rng` module of re-exports) counts as an import of the module that defines the item.
#![allow(dead_code)]

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::Path;

/// Module name → the modules it imports.
pub type Graph = BTreeMap<String, BTreeSet<String>>;

/// `text` without comments and without `#[cfg(test)]` modules.
fn code_of(text: &str) -> String {
    let mut out = String::new();
    let mut lines = text.lines().peekable();
    while let Some(line) = lines.next() {
        let trimmed = line.trim();
        if trimmed == "#[cfg(test)]"
            && lines
                .peek()
                .is_some_and(|next| next.trim_start().starts_with("mod ") && next.contains('{'))
        {
            // Skip the module: up to its closing brace.
            let mut depth = 0i32;
            for line in lines.by_ref() {
                depth += line.matches('{').count() as i32 - line.matches('}').count() as i32;
                if depth <= 0 && line.contains('}') {
                    break;
                }
            }
            continue;
        }
        let code = match line.find("//") {
            Some(i) => &line[..i],
            None => line,
        };
        out.push_str(code);
        out.push('\n');
    }
    out
}

/// Splits the items of a `{ ... }` group at its top-level commas; `text` starts after `{`.
/// Returns the items and the rest after the closing brace.
fn group_items(text: &str) -> (Vec<String>, &str) {
    let mut items = Vec::new();
    let mut depth = 0;
    let mut current = String::new();
    for (i, c) in text.char_indices() {
        match c {
            '{' => {
                depth += 1;
                current.push(c);
            }
            '}' if depth == 0 => {
                items.push(current.trim().to_owned());
                return (items, &text[i + 1..]);
            }
            '}' => {
                depth -= 1;
                current.push(c);
            }
            ',' if depth == 0 => {
                items.push(current.trim().to_owned());
                current.clear();
            }
            _ => current.push(c),
        }
    }
    (items, "")
}

/// The first segment of each path that `crate::` starts in `code`: `crate::a::B` gives `a`,
/// `crate::{a::B, c}` gives `a` and `c`.
fn crate_paths(code: &str) -> Vec<Vec<String>> {
    let mut paths = Vec::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        let before = rest[..i].chars().next_back();
        rest = &rest[i + "crate::".len()..];
        if before.is_some_and(|c| c.is_alphanumeric() || c == '_' || c == '$') {
            continue;
        }
        if let Some(group) = rest.strip_prefix('{') {
            let (items, after) = group_items(group);
            for item in items.iter().filter(|item| !item.is_empty()) {
                paths.push(segments(item));
            }
            rest = after;
        } else {
            paths.push(segments(rest));
        }
    }
    paths
}

/// The identifiers of a path at the start of `text`, up to the first character that is no part
/// of a path (`a::b::C` gives `a`, `b`, `C`).
fn segments(text: &str) -> Vec<String> {
    let end = text
        .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == ':'))
        .unwrap_or(text.len());
    text[..end]
        .split("::")
        .filter(|s| !s.is_empty())
        .map(str::to_owned)
        .collect()
}

/// The crate root's re-exports: item name → the module it comes from, for `pub use m::{..}`
/// at the root and `pub use crate::m::{..}` in the root's inline modules (keyed `rng::Item`).
fn root_items(lib: &str) -> BTreeMap<String, String> {
    let mut items = BTreeMap::new();
    let code = code_of(lib);
    let mut inline: Option<String> = None;
    let mut statement = String::new();
    for line in code.lines() {
        let trimmed = line.trim();
        if let Some(name) = trimmed
            .strip_prefix("pub mod ")
            .and_then(|r| r.strip_suffix('{'))
        {
            inline = Some(name.trim().to_owned());
            continue;
        }
        if trimmed == "}" && statement.is_empty() {
            inline = None;
            continue;
        }
        if trimmed.starts_with("pub use ") || !statement.is_empty() {
            statement.push_str(trimmed);
            statement.push(' ');
            if !trimmed.ends_with(';') {
                continue;
            }
            let path = statement
                .trim()
                .trim_start_matches("pub use ")
                .trim_start_matches("crate::")
                .trim_end_matches(';')
                .to_owned();
            statement.clear();
            let Some((module, names)) = path.split_once("::") else {
                continue;
            };
            let names = names.trim().trim_start_matches('{').trim_end_matches('}');
            for name in names.split(',').map(str::trim).filter(|n| !n.is_empty()) {
                let name = name.rsplit("::").next().unwrap_or(name).to_owned();
                let key = match &inline {
                    Some(m) => format!("{m}::{name}"),
                    None => name,
                };
                items.insert(key, module.to_owned());
            }
        }
    }
    items
}

/// The module an import names: its first segment when that is a module, else the module the
/// root re-exports the item from.
fn module_of(
    path: &[String],
    modules: &BTreeSet<String>,
    root: &BTreeMap<String, String>,
) -> Option<String> {
    let first = path.first()?;
    if modules.contains(first) {
        return Some(first.clone());
    }
    if let Some(second) = path.get(1)
        && let Some(module) = root.get(&format!("{first}::{second}"))
    {
        return Some(module.clone());
    }
    root.get(first).cloned()
}

/// The import graph of the modules in `files` (path under `src/` → text).
pub fn graph_of(files: &BTreeMap<String, String>) -> Graph {
    let lib = files.get("lib.rs").map_or("", String::as_str);
    let root = root_items(lib);
    let module_name = |path: &str| -> String {
        let first = path.split('/').next().unwrap_or(path);
        first.trim_end_matches(".rs").to_owned()
    };
    let modules: BTreeSet<String> = files
        .keys()
        .filter(|p| p.as_str() != "lib.rs")
        .map(|p| module_name(p))
        .collect();
    let mut graph = Graph::new();
    for (path, text) in files.iter().filter(|(p, _)| p.as_str() != "lib.rs") {
        let from = module_name(path);
        let imports = graph.entry(from.clone()).or_default();
        for import in crate_paths(&code_of(text)) {
            if let Some(to) = module_of(&import, &modules, &root)
                && to != from
            {
                imports.insert(to);
            }
        }
    }
    graph
}

/// A circle of imports, as the modules along it (the first repeated at the end), if any.
pub fn find_cycle(graph: &Graph) -> Option<Vec<String>> {
    fn visit(
        node: &str,
        graph: &Graph,
        done: &mut BTreeSet<String>,
        path: &mut Vec<String>,
    ) -> Option<Vec<String>> {
        if let Some(start) = path.iter().position(|n| n == node) {
            let mut cycle = path[start..].to_vec();
            cycle.push(node.to_owned());
            return Some(cycle);
        }
        if done.contains(node) {
            return None;
        }
        path.push(node.to_owned());
        for next in graph.get(node).into_iter().flatten() {
            if let Some(cycle) = visit(next, graph, done, path) {
                return Some(cycle);
            }
        }
        path.pop();
        done.insert(node.to_owned());
        None
    }
    let mut done = BTreeSet::new();
    for node in graph.keys() {
        if let Some(cycle) = visit(node, graph, &mut done, &mut Vec::new()) {
            return Some(cycle);
        }
    }
    None
}

pub fn read_sources(dir: &Path, prefix: &str, files: &mut BTreeMap<String, String>) {
    let mut entries: Vec<_> = fs::read_dir(dir)
        .expect("the source folder reads")
        .map(|e| e.expect("an entry").path())
        .collect();
    entries.sort();
    for path in entries {
        let name = path
            .file_name()
            .and_then(|n| n.to_str())
            .expect("a file name")
            .to_owned();
        if path.is_dir() {
            read_sources(&path, &format!("{prefix}{name}/"), files);
        } else if name.ends_with(".rs") {
            let text = fs::read_to_string(&path).expect("a source file reads");
            files.insert(format!("{prefix}{name}"), text);
        }
    }
}

/// The import graph of the crate whose `src/` folder is `src`.
pub fn crate_graph(src: &Path) -> Graph {
    let mut files = BTreeMap::new();
    read_sources(src, "", &mut files);
    graph_of(&files)
}

/// Each module's floor: 0 for a module that imports no other module of the crate, else one
/// above the highest floor it imports. The graph has no circle (`find_cycle`).
pub fn floors(graph: &Graph) -> BTreeMap<String, usize> {
    fn floor(node: &str, graph: &Graph, known: &mut BTreeMap<String, usize>) -> usize {
        if let Some(&f) = known.get(node) {
            return f;
        }
        let f = graph
            .get(node)
            .into_iter()
            .flatten()
            .map(|next| floor(next, graph, known) + 1)
            .max()
            .unwrap_or(0);
        known.insert(node.to_owned(), f);
        f
    }
    let mut known = BTreeMap::new();
    for node in graph.keys() {
        floor(node, graph, &mut known);
    }
    known
}

/// The floors that a page's table of modules gives: the section under the heading `heading`
/// (a line that starts with it) holds a table whose first column is a floor and whose second
/// names modules (`` `state.rs` ``, `` `encoding/` ``, `` `rest/strict.rs` ``, several in one row
/// comma-separated), each named as [`graph_of`] names it (the file or folder without `.rs` or
/// `/`). `lib.rs` and `main.rs`, which only name the others, are left out.
pub fn documented_floors(page: &str, heading: &str) -> BTreeMap<String, usize> {
    let section = page
        .split_once(&format!("\n{heading}"))
        .map(|(_, rest)| rest)
        .unwrap_or_else(|| panic!("the page has no section {heading:?}"));
    let section = section.split("\n#").next().unwrap_or(section);
    let mut documented = BTreeMap::new();
    for line in section.lines().filter(|l| l.starts_with('|')) {
        let cells: Vec<&str> = line.split('|').map(str::trim).collect();
        let (Some(floor), Some(modules)) = (cells.get(1), cells.get(2)) else {
            continue;
        };
        let Ok(floor) = floor.parse::<usize>() else {
            continue;
        };
        for module in modules.split(',').map(|m| m.trim().trim_matches('`')) {
            let name = module.split('/').next().unwrap_or(module);
            let name = name.trim_end_matches(".rs");
            if name != "lib" && name != "main" {
                // A folder's files may have rows of their own, on the folder's floor.
                let previous = documented.insert(name.to_owned(), floor);
                assert!(
                    previous.is_none_or(|p| p == floor),
                    "{module} is given two floors under {heading:?}"
                );
            }
        }
    }
    documented
}
