//! docs/configuration.md lists every flag of `poch-service`, each with the environment
//! variable and the default that `Config` declares, and no flag that `Config` does not have.

use std::collections::BTreeMap;
use std::path::Path;

use clap::{ArgAction, CommandFactory};
use poch_service::config::Config;

/// A row of the page's table of flags: its environment variable and its default, as written.
#[derive(Debug)]
struct Documented {
    env: String,
    default: String,
}

/// The page's rows that name a flag (`` | `--addr` | `POCH_ADDR` | … ``), by flag.
fn documented_flags(page: &str) -> BTreeMap<String, Documented> {
    let header = "| flag | environment | default | what |";
    let start = page
        .find(header)
        .expect("docs/configuration.md has its table of flags");
    let mut rows = BTreeMap::new();
    for line in page[start..]
        .lines()
        .skip(2)
        .take_while(|l| l.starts_with('|'))
    {
        let cells: Vec<&str> = line.trim_matches('|').split('|').map(str::trim).collect();
        let flag = cells[0].trim_matches('`');
        if flag.is_empty() {
            // An environment variable alone (OTEL_…), read by a library, not by `Config`.
            continue;
        }
        let row = Documented {
            env: cells[1].trim_matches('`').to_owned(),
            default: cells[2].to_owned(),
        };
        assert!(
            rows.insert(flag.to_owned(), row).is_none(),
            "{flag} is listed twice"
        );
    }
    rows
}

#[test]
fn the_configuration_page_lists_every_flag_as_config_declares_it() {
    let page = std::fs::read_to_string(
        Path::new(env!("CARGO_MANIFEST_DIR")).join("../../docs/configuration.md"),
    )
    .expect("docs/configuration.md reads");
    let mut documented = documented_flags(&page);
    let command = Config::command();
    for arg in command.get_arguments() {
        let Some(long) = arg.get_long() else {
            continue;
        };
        if matches!(arg.get_action(), ArgAction::Help | ArgAction::Version) {
            continue;
        }
        let flag = format!("--{long}");
        let row = documented
            .remove(&flag)
            .unwrap_or_else(|| panic!("docs/configuration.md does not list {flag}"));
        let env = arg
            .get_env()
            .map(|e| e.to_string_lossy().into_owned())
            .unwrap_or_default();
        assert_eq!(row.env, env, "{flag}'s environment variable");
        let defaults: Vec<String> = arg
            .get_default_values()
            .iter()
            .map(|v| v.to_string_lossy().into_owned())
            .collect();
        let written = row.default.trim_matches('`');
        match defaults.as_slice() {
            // A flag that is on when given and off otherwise may leave its default unwritten.
            [off] if matches!(arg.get_action(), ArgAction::SetTrue) && written.is_empty() => {
                assert_eq!(off, "false", "{flag}");
            }
            [default] => assert_eq!(written, default, "{flag}'s default"),
            [] => assert!(
                written.is_empty() || !written.starts_with(|c: char| c.is_ascii_digit()),
                "{flag} has no default, yet the page gives {written}"
            ),
            many => panic!("{flag} has several defaults: {many:?}"),
        }
    }
    assert!(
        documented.is_empty(),
        "docs/configuration.md lists flags that poch-service does not have: {:?}",
        documented.keys()
    );
}
