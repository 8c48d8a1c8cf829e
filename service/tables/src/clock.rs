//! The clock: every replica looks in the database for tables whose deadline has passed (a
//! person's move time and bank, a seed stage, a bot's or an away person's turn, which is due
//! at once) and acts on them ([`Tables::expire`]). The deadline is in the table's row and the
//! act is a write guarded by the table's `seq`, so of several replicas (and the person's own
//! late move) exactly one acts, and a replica that dies leaves nothing undone.

use std::sync::Arc;
use std::time::Duration;

use crate::table::{Tables, now_ms};

/// How often the database is looked at when nothing wakes the clock.
pub const POLL: Duration = Duration::from_millis(250);

/// Runs the clock until the process ends.
pub async fn run(tables: Arc<Tables>) {
    loop {
        let due = match tables.store.due(now_ms(), 64).await {
            Ok(due) => due,
            Err(e) => {
                tracing::warn!(error = %e, "the clock cannot read the database");
                tokio::time::sleep(POLL).await;
                continue;
            }
        };
        let busy = !due.is_empty();
        for (id, seq) in due {
            if let Err(e) = tables.expire(&id, seq).await {
                if e.is_client_error() {
                    tracing::debug!(table = %id, error = %e, "a clock's move was refused");
                } else {
                    tracing::error!(table = %id, error = %e, "a clock's move failed");
                }
            }
        }
        if !busy {
            let _ = tokio::time::timeout(POLL, tables.wake.notified()).await;
        }
    }
}
