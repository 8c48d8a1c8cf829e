//! A person's (or a spectator's) WebSocket: `hello`, then every change of the table in order
//! of `seq`, with what the client may see; moves, seeds and comings and goings sent the other
//! way. Every socket is bounded: its messages in (4 KiB, 20 a second with bursts of 40), the
//! time a message out may wait on it (5 s), and how far it may fall behind its table (the
//! table's channel, [`crate::hub::CHANNEL_CAPACITY`]); past any bound it is closed, and the
//! client reconnects with its last `seq`.

use std::net::IpAddr;
use std::sync::Arc;
use std::time::{Duration, Instant};

use axum::extract::ws::{Message, WebSocket};
use tokio::sync::broadcast::error::RecvError;

use crate::api::{ClientMessage, Role, ServerMessage};
use crate::error::{TableCode, TableError};
use crate::hub::Entry;
use crate::table::Tables;

/// The most bytes of a client's message.
pub const MAX_MESSAGE_BYTES: usize = 4096;
/// How long a client has to say `hello`.
pub const HELLO_WITHIN: Duration = Duration::from_secs(10);
/// How long a message out may wait on a client that does not read.
pub const SEND_WITHIN: Duration = Duration::from_secs(5);
/// A socket's messages a second, and its burst.
pub const RATE: (f64, f64) = (20.0, 40.0);
/// How long a closed socket waits for the client's close before it drops the connection.
pub const CLOSE_WITHIN: Duration = Duration::from_secs(1);

/// The sockets of each client address, bounded.
#[derive(Debug, Default)]
pub struct Sockets(std::sync::Mutex<std::collections::HashMap<IpAddr, usize>>);

/// One socket counted against its client; uncounted when dropped.
pub struct SocketPermit<'a> {
    sockets: &'a Sockets,
    ip: IpAddr,
}

impl Sockets {
    /// Counts a new socket of `ip`, if it holds fewer than `most`.
    ///
    /// # Errors
    ///
    /// `too_many_connections`.
    pub fn admit(&self, ip: IpAddr, most: usize) -> Result<SocketPermit<'_>, TableError> {
        let mut map = self
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        let n = map.entry(ip).or_default();
        if *n >= most {
            return Err(TableError::new(
                TableCode::TooManyConnections,
                format!("a client may hold {most} sockets at once"),
            ));
        }
        *n += 1;
        Ok(SocketPermit { sockets: self, ip })
    }
}

impl Drop for SocketPermit<'_> {
    fn drop(&mut self) {
        let mut map = self
            .sockets
            .0
            .lock()
            .unwrap_or_else(std::sync::PoisonError::into_inner);
        if let Some(n) = map.get_mut(&self.ip) {
            *n -= 1;
            if *n == 0 {
                map.remove(&self.ip);
            }
        }
    }
}

/// A token bucket.
struct Bucket {
    tokens: f64,
    at: Instant,
}

impl Bucket {
    fn take(&mut self) -> bool {
        let now = Instant::now();
        self.tokens =
            (self.tokens + now.duration_since(self.at).as_secs_f64() * RATE.0).min(RATE.1);
        self.at = now;
        if self.tokens >= 1.0 {
            self.tokens -= 1.0;
            true
        } else {
            false
        }
    }
}

struct Socket {
    ws: WebSocket,
    tables: Arc<Tables>,
    id: String,
}

impl Socket {
    async fn send(&mut self, text: String) -> bool {
        matches!(
            tokio::time::timeout(SEND_WITHIN, self.ws.send(Message::Text(text.into()))).await,
            Ok(Ok(()))
        )
    }

    async fn send_message(&mut self, m: &ServerMessage) -> bool {
        let text = serde_json::to_string(m).unwrap_or_default();
        self.send(text).await
    }

    async fn bye(&mut self, code: TableCode, detail: &str) {
        let _ = self
            .send_message(&ServerMessage::Bye {
                code: code.as_str().to_owned(),
                detail: detail.to_owned(),
            })
            .await;
        let _ = tokio::time::timeout(SEND_WITHIN, self.ws.send(Message::Close(None))).await;
        // The closing handshake: wait (bounded) for the client's close, reading and dropping
        // what it still sends. Dropping the connection on unread bytes would make the kernel
        // answer with a reset, and the client could lose the `bye` it has not yet read.
        let _ = tokio::time::timeout(CLOSE_WITHIN, async {
            while let Some(Ok(m)) = self.ws.recv().await {
                if matches!(m, Message::Close(_)) {
                    break;
                }
            }
        })
        .await;
    }

    async fn refuse(&mut self, e: &TableError, move_id: Option<String>) -> bool {
        self.tables.metrics.refused();
        self.send_message(&ServerMessage::Refused {
            code: e.code.as_str().to_owned(),
            detail: e.bounded_detail(),
            move_id,
        })
        .await
    }

    /// Sends the changes after `after` up to `upto` from the log.
    async fn send_log(&mut self, role: Role, after: u64, upto: u64) -> Option<u64> {
        let mut sent = after;
        while sent < upto {
            let rows = match self.tables.store.log_after(&self.id, sent, 200).await {
                Ok(rows) => rows,
                Err(error) => {
                    tracing::error!(table = %self.id, %error, "the log does not read");
                    return None;
                }
            };
            if rows.is_empty() {
                break;
            }
            for row in rows {
                if row.seq > upto {
                    return Some(sent);
                }
                let e = match Entry::of_row(&self.id, &row) {
                    Ok(e) => e,
                    Err(error) => {
                        tracing::error!(table = %self.id, seq = row.seq, %error, "a log row does not read");
                        return None;
                    }
                };
                tracing::debug!(table = %self.id, seq = row.seq, ?role, "push again");
                if !self.send(e.render(role)).await {
                    return None;
                }
                self.tables.metrics.pushed(1);
                sent = row.seq;
            }
        }
        Some(sent)
    }
}

/// Serves one socket until it closes.
pub async fn serve(ws: WebSocket, tables: Arc<Tables>, id: String) {
    let mut s = Socket { ws, tables, id };
    // 1. hello.
    let hello = match tokio::time::timeout(HELLO_WITHIN, s.ws.recv()).await {
        Ok(Some(Ok(Message::Text(text)))) => serde_json::from_str::<ClientMessage>(&text).ok(),
        _ => None,
    };
    let Some(ClientMessage::Hello {
        credential,
        last_seq,
    }) = hello
    else {
        s.bye(TableCode::HelloRequired, "the first message is a hello")
            .await;
        return;
    };
    // 2. Subscribed before the table is read, so that nothing falls between.
    let mut sub = s.tables.hub.subscribe(&s.id);
    let (role, table, view) = match s.tables.greet(&s.id, credential.as_deref()).await {
        Ok(greeting) => greeting,
        Err(e) => {
            s.refuse(&e, None).await;
            s.bye(TableCode::CredentialInvalid, "hello refused").await;
            return;
        }
    };
    let now = table.seq;
    let replaying =
        last_seq.is_some_and(|l| l < now && now - l <= u64::from(s.tables.limits.replay_most));
    let welcome = ServerMessage::Welcome {
        you: role,
        table,
        view,
        replaying,
    };
    if !s.send_message(&welcome).await {
        return;
    }
    let mut sent = now;
    if replaying {
        let from = last_seq.unwrap_or(now);
        match s.send_log(role, from, now).await {
            Some(done) => sent = done.max(from),
            None => return,
        }
    }
    let credential = credential.filter(|c| !c.is_empty());
    let mut bucket = Bucket {
        tokens: RATE.1,
        at: Instant::now(),
    };
    loop {
        tokio::select! {
            incoming = s.ws.recv() => {
                let text = match incoming {
                    Some(Ok(Message::Text(text))) => text,
                    Some(Ok(Message::Ping(_) | Message::Pong(_))) => continue,
                    Some(Ok(Message::Binary(_))) => {
                        s.bye(TableCode::MalformedBody, "messages are JSON text").await;
                        return;
                    }
                    Some(Ok(Message::Close(_)) | Err(_)) | None => return,
                };
                if !bucket.take() {
                    s.bye(TableCode::RateLimited, "too many messages").await;
                    return;
                }
                let message = match serde_json::from_str::<ClientMessage>(&text) {
                    Ok(m) => m,
                    Err(e) => {
                        let e = TableError::new(TableCode::MalformedBody, format!("the message could not be read: {e}"));
                        if !s.refuse(&e, None).await { return; }
                        continue;
                    }
                };
                let Role::Seat { seat } = role else {
                    let e = TableError::new(TableCode::CredentialRequired, "a spectator only watches");
                    if !s.refuse(&e, None).await { return; }
                    continue;
                };
                let (tables, id, cred) = (s.tables.clone(), s.id.clone(), credential.as_deref());
                let answer = match message {
                    ClientMessage::Hello { .. } => Err((TableError::new(TableCode::MalformedBody, "hello is the first message only"), None)),
                    ClientMessage::Move { move_id, action, seq } => tables
                        .play(&id, seat, cred, &move_id, action, seq)
                        .await
                        .map(Some)
                        .map_err(|e| (e, Some(move_id))),
                    ClientMessage::SeedHash { hash } => tables.seed_hash(&id, seat, cred, hash).await.map(|_| None).map_err(|e| (e, None)),
                    ClientMessage::Seed { seed } => tables.seed(&id, seat, cred, &seed).await.map(|_| None).map_err(|e| (e, None)),
                    ClientMessage::Back => tables.back(&id, seat, cred).await.map(|_| None).map_err(|e| (e, None)),
                    ClientMessage::Leave => tables.leave(&id, seat, cred).await.map(|_| None).map_err(|e| (e, None)),
                };
                let ok = match answer {
                    Ok(Some(ack)) => s.send_message(&ServerMessage::Ack(ack)).await,
                    Ok(None) => true,
                    Err((e, move_id)) => s.refuse(&e, move_id).await,
                };
                if !ok { return; }
            }
            entry = sub.rx.recv() => {
                let entry = match entry {
                    Ok(entry) => entry,
                    Err(RecvError::Lagged(_)) => {
                        s.tables.metrics.slow_socket();
                        s.bye(TableCode::SlowConsumer, "the socket fell behind its table; reconnect with the last seq").await;
                        return;
                    }
                    Err(RecvError::Closed) => {
                        tracing::debug!(table = %s.id, "the table's channel closed");
                        return;
                    }
                };
                if entry.seq <= sent {
                    continue;
                }
                if entry.seq > sent + 1 {
                    // A change this replica did not see pass: from the log.
                    if s.send_log(role, sent, entry.seq - 1).await.is_none() {
                        return;
                    }
                }
                tracing::debug!(table = %s.id, seq = entry.seq, ?role, "push");
                if !s.send(entry.render(role)).await {
                    s.tables.metrics.slow_socket();
                    return;
                }
                s.tables.metrics.pushed(1);
                sent = entry.seq;
            }
        }
    }
}
