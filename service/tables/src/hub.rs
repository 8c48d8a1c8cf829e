//! The sockets of this replica, by table: each change of a table, as logged, is broadcast to
//! the table's sockets here, whichever replica made it. A change made here is published by
//! its writer; a change made by another replica arrives as a PostgreSQL notification
//! (`LISTEN poch_tables`) and is read from the log. Each socket renders what its person may
//! see ([`Entry::render`]) and fills any gap from the log, so a lost notification or a slow
//! socket costs a read, never a change.

use std::collections::HashMap;
use std::sync::{Arc, Mutex, PoisonError};

use poch_engine::{Event, Visibility};
use serde::Serialize;
use serde_json::value::RawValue;
use tokio::sync::broadcast;

use crate::api::{Change, Role};
use crate::store::{LogRow, Store};

/// How many changes a table's channel holds for its slowest socket: past it, the socket is
/// closed (`slow_consumer`) and reconnects with its last `seq`.
pub const CHANNEL_CAPACITY: usize = 64;

/// One change of a table, parsed once for all its sockets.
#[derive(Debug)]
pub struct Entry {
    /// The table's `seq` after it.
    pub seq: u64,
    /// What changed.
    pub change: Change,
    /// Every event, private ones tagged with their seat.
    pub events: Vec<Event>,
    /// Every seat's view, then the spectator's, as JSON.
    pub views: Option<Vec<Box<RawValue>>>,
    /// The table after it, as JSON.
    pub info: Box<RawValue>,
}

#[derive(Serialize)]
struct UpdateOut<'a> {
    #[serde(rename = "type")]
    kind: &'static str,
    seq: u64,
    change: &'a Change,
    events: Vec<&'a Event>,
    #[serde(skip_serializing_if = "Option::is_none")]
    view: Option<&'a RawValue>,
    table: &'a RawValue,
}

impl Entry {
    /// An entry of a log row.
    ///
    /// # Errors
    ///
    /// A row that does not parse (never one this server wrote).
    pub fn of_row(_table: &str, row: &LogRow) -> Result<Entry, serde_json::Error> {
        Ok(Entry {
            seq: row.seq,
            change: serde_json::from_str(&row.change)?,
            events: serde_json::from_str(&row.events)?,
            views: row.views.as_deref().map(serde_json::from_str).transpose()?,
            info: RawValue::from_string(row.info.clone())?,
        })
    }

    /// The `update` message for `role`: the public events and its own seat's private ones,
    /// and its own view (the engine tagged each event with who may see it).
    pub fn render(&self, role: Role) -> String {
        let sees = |e: &&Event| match (role, e.visibility) {
            (_, Visibility::Public) => true,
            (Role::Seat { seat }, Visibility::Private(owner)) => seat == owner,
            (Role::Spectator, Visibility::Private(_)) => false,
        };
        let view = self.views.as_ref().and_then(|views| match role {
            Role::Seat { seat } => views.get(seat.index()),
            Role::Spectator => views.last(),
        });
        let out = UpdateOut {
            kind: "update",
            seq: self.seq,
            change: &self.change,
            events: self.events.iter().filter(sees).collect(),
            view: view.map(|v| &**v),
            table: &self.info,
        };
        serde_json::to_string(&out).unwrap_or_default()
    }
}

struct Channel {
    tx: broadcast::Sender<Arc<Entry>>,
    last: tokio::sync::Mutex<u64>,
}

type Channels = Arc<Mutex<HashMap<String, Arc<Channel>>>>;

/// The tables with sockets on this replica.
#[derive(Default)]
pub struct Hub {
    channels: Channels,
}

/// A socket's subscription to its table; the table's channel goes when its last socket does.
pub struct Subscription {
    /// The changes.
    pub rx: broadcast::Receiver<Arc<Entry>>,
    table: String,
    channels: Channels,
}

impl Drop for Subscription {
    fn drop(&mut self) {
        let mut channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        if let Some(ch) = channels.get(&self.table) {
            // This receiver still counts until it is dropped, after this.
            if ch.tx.receiver_count() <= 1 {
                channels.remove(&self.table);
            }
        }
    }
}

impl Hub {
    fn channel(&self, table: &str) -> Option<Arc<Channel>> {
        let channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        channels.get(table).cloned()
    }

    /// Subscribes a socket to a table's changes.
    pub fn subscribe(&self, table: &str) -> Subscription {
        let mut channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        let ch = channels
            .entry(table.to_owned())
            .or_insert_with(|| {
                Arc::new(Channel {
                    tx: broadcast::channel(CHANNEL_CAPACITY).0,
                    last: tokio::sync::Mutex::new(0),
                })
            })
            .clone();
        Subscription {
            rx: ch.tx.subscribe(),
            table: table.to_owned(),
            channels: self.channels.clone(),
        }
    }

    /// The tables with sockets here.
    pub fn tables(&self) -> Vec<String> {
        let channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        channels.keys().cloned().collect()
    }

    /// The sockets here.
    pub fn sockets(&self) -> usize {
        let channels = self.channels.lock().unwrap_or_else(PoisonError::into_inner);
        channels.values().map(|c| c.tx.receiver_count()).sum()
    }

    /// Sends a table's new changes to its sockets here, in order, each once.
    pub async fn publish(&self, table: &str, entries: Vec<Arc<Entry>>, _store: &Store) {
        let Some(ch) = self.channel(table) else {
            return;
        };
        let mut last = ch.last.lock().await;
        for e in entries {
            if e.seq > *last {
                *last = e.seq;
                // No socket left is no fault.
                let _ = ch.tx.send(e);
            }
        }
    }

    /// Another replica changed `table` up to `seq`: reads what this replica has not sent
    /// from the log and sends it.
    pub async fn notified(&self, table: &str, seq: u64, store: &Store) {
        let Some(ch) = self.channel(table) else {
            return;
        };
        let mut last = ch.last.lock().await;
        if seq <= *last {
            return;
        }
        let after = if *last == 0 {
            seq.saturating_sub(1)
        } else {
            *last
        };
        let Ok(rows) = store.log_after(table, after, 1_000).await else {
            return;
        };
        for row in rows {
            if let Ok(e) = Entry::of_row(table, &row) {
                *last = e.seq;
                let _ = ch.tx.send(Arc::new(e));
            }
        }
    }
}

/// Listens for the other replicas' changes on PostgreSQL and hands them to the hub; after a
/// lost connection, every table with sockets here is read again.
pub async fn listen(tables: Arc<crate::table::Tables>) {
    loop {
        let mut listener = match sqlx::postgres::PgListener::connect(tables.store.url()).await {
            Ok(l) => l,
            Err(e) => {
                tracing::warn!(error = %e, "cannot listen for other replicas' changes; retrying");
                tokio::time::sleep(std::time::Duration::from_secs(1)).await;
                continue;
            }
        };
        if let Err(e) = listener.listen(crate::store::CHANNEL).await {
            tracing::warn!(error = %e, "LISTEN failed; retrying");
            tokio::time::sleep(std::time::Duration::from_secs(1)).await;
            continue;
        }
        loop {
            match listener.try_recv().await {
                Ok(Some(n)) => {
                    let mut parts = n.payload().split(' ');
                    if let (Some(table), Some(seq)) = (parts.next(), parts.next())
                        && let Ok(seq) = seq.parse()
                    {
                        tables.hub.notified(table, seq, &tables.store).await;
                    }
                }
                Ok(None) => {
                    // The connection was lost and made again: notifications may be lost.
                    for table in tables.hub.tables() {
                        tables.hub.notified(&table, u64::MAX, &tables.store).await;
                    }
                }
                Err(e) => {
                    tracing::warn!(error = %e, "listening for other replicas failed; again");
                    break;
                }
            }
        }
    }
}
