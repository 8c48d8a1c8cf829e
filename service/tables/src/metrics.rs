//! The counters of one replica, in Prometheus's text format (`GET /metrics`): tables made,
//! seats taken, moves by who made them, pushes, conflicts, clock expiries, sockets; and, read
//! from the database when scraped, the tables by stage.

use std::fmt::Write as _;
use std::sync::atomic::{AtomicU64, Ordering};

use crate::api::Mover;

/// The counters.
#[derive(Debug, Default)]
pub struct Metrics {
    tables_created: AtomicU64,
    seats_taken: AtomicU64,
    moves_person: AtomicU64,
    moves_clock: AtomicU64,
    moves_away: AtomicU64,
    moves_bot: AtomicU64,
    pushes: AtomicU64,
    conflicts: AtomicU64,
    clock_expiries: AtomicU64,
    refusals: AtomicU64,
    sockets_closed_slow: AtomicU64,
}

fn add(c: &AtomicU64) {
    c.fetch_add(1, Ordering::Relaxed);
}

impl Metrics {
    /// A table made.
    pub fn table_created(&self) {
        add(&self.tables_created);
    }
    /// A seat taken.
    pub fn seat_taken(&self) {
        add(&self.seats_taken);
    }
    /// A move applied.
    pub fn moved(&self, by: Mover) {
        add(match by {
            Mover::Person => &self.moves_person,
            Mover::Clock => &self.moves_clock,
            Mover::Away => &self.moves_away,
            Mover::Bot => &self.moves_bot,
        });
    }
    /// A message pushed to a socket.
    pub fn pushed(&self, n: u64) {
        self.pushes.fetch_add(n, Ordering::Relaxed);
    }
    /// A write that lost its race.
    pub fn conflict(&self) {
        add(&self.conflicts);
    }
    /// A person's clock ran out.
    pub fn clock_expired(&self) {
        add(&self.clock_expiries);
    }
    /// A request or message refused.
    pub fn refused(&self) {
        add(&self.refusals);
    }
    /// A socket closed for not reading.
    pub fn slow_socket(&self) {
        add(&self.sockets_closed_slow);
    }

    /// The text format, with the gauges given: sockets open here and tables by stage.
    pub fn render(&self, sockets: usize, stages: &[(String, u64)]) -> String {
        let mut out = String::new();
        let get = |c: &AtomicU64| c.load(Ordering::Relaxed);
        let mut counter = |name: &str, help: &str, rows: &[(&str, u64)]| {
            let _ = writeln!(out, "# HELP {name} {help}\n# TYPE {name} counter");
            for (labels, v) in rows {
                let _ = writeln!(out, "{name}{labels} {v}");
            }
        };
        counter(
            "poch_tables_created_total",
            "Tables made.",
            &[("", get(&self.tables_created))],
        );
        counter(
            "poch_tables_seats_taken_total",
            "Seats taken.",
            &[("", get(&self.seats_taken))],
        );
        counter(
            "poch_tables_moves_total",
            "Moves applied, by who made them.",
            &[
                ("{by=\"person\"}", get(&self.moves_person)),
                ("{by=\"clock\"}", get(&self.moves_clock)),
                ("{by=\"away\"}", get(&self.moves_away)),
                ("{by=\"bot\"}", get(&self.moves_bot)),
            ],
        );
        counter(
            "poch_tables_pushes_total",
            "Messages pushed to sockets.",
            &[("", get(&self.pushes))],
        );
        counter(
            "poch_tables_conflicts_total",
            "Writes that lost the race for a table (answered conflict).",
            &[("", get(&self.conflicts))],
        );
        counter(
            "poch_tables_clock_expiries_total",
            "Persons' clocks that ran out.",
            &[("", get(&self.clock_expiries))],
        );
        counter(
            "poch_tables_refusals_total",
            "Requests and messages refused.",
            &[("", get(&self.refusals))],
        );
        counter(
            "poch_tables_sockets_closed_slow_total",
            "Sockets closed for not reading their messages.",
            &[("", get(&self.sockets_closed_slow))],
        );
        let _ = writeln!(
            out,
            "# HELP poch_tables_sockets Sockets open on this replica.\n# TYPE poch_tables_sockets gauge\npoch_tables_sockets {sockets}"
        );
        let _ = writeln!(
            out,
            "# HELP poch_tables_tables Tables in the database, by stage.\n# TYPE poch_tables_tables gauge"
        );
        for (stage, n) in stages {
            let _ = writeln!(out, "poch_tables_tables{{stage=\"{stage}\"}} {n}");
        }
        out
    }
}
