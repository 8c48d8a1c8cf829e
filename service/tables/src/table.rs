//! The referee: what a table does with each request, on top of the engine (what is legal,
//! what a move does, what a seat sees) and the store (one linear history per table).
//!
//! Every change reads the table's row, asks the engine where the rules are concerned, and
//! writes the row back only if no other change came first ([`crate::store::Store::write`]);
//! the loser of a race gets `conflict` and nothing of it is applied.

use std::collections::HashMap;
use std::sync::Arc;
use std::time::{SystemTime, UNIX_EPOCH};

use base64::Engine as _;
use base64::engine::general_purpose::URL_SAFE_NO_PAD;
use poch_engine::rng::{DealCheck, DealTable, FairChain};
use poch_engine::{
    Action, BotKind, Card, DealSource, DeckOrder, Digest, Event, EventKind, Fairness, NewGame,
    Rules, Seat, Seed, View, Viewer,
};
use serde::{Deserialize, Serialize};
use sha2::{Digest as _, Sha256};

use crate::api::{
    Change, Clock, CreateTable, CreatedTable, DealHistory, FairnessInfo, History, Invitation,
    MAX_MOVE_ID_BYTES, MAX_NAME_BYTES, MAX_SEATS, MoveAck, Mover, Role, SeatInfo, Stage, TableInfo,
    TableView, Verified,
};
use crate::client::{MatchRecord, SeatAction};
use crate::engine::{Engine, EngineStep, Start};
use crate::error::{TableCode, TableError};
use crate::hub::{Entry, Hub};
use crate::metrics::Metrics;
use crate::store::{LogRow, Store, TableRow, Write, WriteError};

/// The limits of one replica.
#[derive(Clone, Debug)]
pub struct Limits {
    /// Tables a client may hold open (not finished) at once.
    pub tables_per_client: u64,
    /// Sockets a client may hold at once.
    pub sockets_per_client: usize,
    /// The time each seed stage (hashes, then seeds) may take, in milliseconds.
    pub seed_ms: u64,
    /// The most updates a reconnecting socket is sent again; further back, it gets the table
    /// as it is now.
    pub replay_most: u32,
}

impl Default for Limits {
    fn default() -> Limits {
        Limits {
            tables_per_client: 20,
            sockets_per_client: 32,
            seed_ms: 60_000,
            replay_most: 2_000,
        }
    }
}

/// The table server's state: the store, the engine, the sockets' hub, the limits.
pub struct Tables {
    /// The database.
    pub store: Store,
    /// The engine.
    pub engine: Engine,
    /// The sockets of this replica, by table.
    pub hub: Hub,
    /// The limits.
    pub limits: Limits,
    /// The counters.
    pub metrics: Metrics,
    /// Wakes the clock when a deadline is due now (a bot's or an away seat's turn).
    pub wake: tokio::sync::Notify,
}

/// Milliseconds since the Unix epoch.
pub fn now_ms() -> u64 {
    SystemTime::now()
        .duration_since(UNIX_EPOCH)
        .map_or(0, |d| u64::try_from(d.as_millis()).unwrap_or(u64::MAX))
}

/// 16 random bytes in unpadded base64url: an id, an invitation or a credential.
fn secret() -> Result<String, TableError> {
    let mut bytes = [0u8; 16];
    getrandom::fill(&mut bytes).map_err(|e| TableError::internal(format!("no randomness: {e}")))?;
    Ok(URL_SAFE_NO_PAD.encode(bytes))
}

/// SHA-256 of a secret, in hex: what the database keeps of it.
fn digest_of(secret: &str) -> String {
    Sha256::digest(secret.as_bytes())
        .iter()
        .map(|b| format!("{b:02x}"))
        .collect()
}

fn b64(bytes: &[u8]) -> String {
    URL_SAFE_NO_PAD.encode(bytes)
}

fn unb64(text: &str) -> Result<Vec<u8>, TableError> {
    URL_SAFE_NO_PAD
        .decode(text)
        .map_err(|e| TableError::internal(format!("a stored secret does not decode: {e}")))
}

/// What only the table server knows of a table.
#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct Secrets {
    /// By seat.
    seats: Vec<SeatSecret>,
    /// The pre-match token of the table's one match: it never leaves the server.
    #[serde(default)]
    pre_match_token: Option<String>,
    /// The match's tickets: one per seat, then the operator's.
    #[serde(default)]
    tickets: Option<(Vec<String>, String)>,
    /// When the seat to act began its turn.
    #[serde(default)]
    turn_started_ms: Option<u64>,
    /// The deal under way: (number, dealer, commitment).
    #[serde(default)]
    deal: Option<(u32, Seat, Option<Digest>)>,
    /// The first deal's dealer.
    #[serde(default)]
    first_dealer: Option<Seat>,
    /// Each finished deal's deck order, top first, in order.
    #[serde(default)]
    decks: Vec<Vec<Card>>,
    /// Each finished deal's commitment and seed, in order.
    #[serde(default)]
    revealed: Vec<(u32, Seat, Digest, Seed)>,
}

#[derive(Clone, Debug, Default, Serialize, Deserialize)]
struct SeatSecret {
    /// SHA-256 of the seat's credential, once taken.
    #[serde(default)]
    credential: Option<String>,
    /// SHA-256 of the seat's invitation.
    #[serde(default)]
    invitation: Option<String>,
}

/// A table as read: its row, its public face, its secrets.
#[derive(Clone, Debug)]
struct Loaded {
    row: TableRow,
    info: TableInfo,
    secrets: Secrets,
}

/// One change to log.
struct Logged {
    change: Change,
    events: Vec<Event>,
    views: Option<Vec<View>>,
}

impl Logged {
    fn plain(change: Change) -> Logged {
        Logged {
            change,
            events: Vec::new(),
            views: None,
        }
    }
}

fn json<T: Serialize>(value: &T) -> Result<String, TableError> {
    serde_json::to_string(value).map_err(TableError::internal)
}

/// The words a table says of its fairness.
const FAIR_STATEMENT: &str = "The server has committed to a secret seed: its SHA-256 is shown \
here, before any player gives a seed. Each player then adds a seed of its own in two steps: \
first its hash, then, once every hash is in, the seed itself. The cards of every deal come \
from all these seeds together, so nobody, neither the server nor the last player to give a \
seed, can choose them. Each deal's seed is shown when the deal ends, and the server's seed when \
the match ends: anyone can then check every deal with VerifyDeal.";

/// The seat of a request, as a table has it.
fn seat_index(info: &TableInfo, seat: Seat) -> Result<usize, TableError> {
    if seat.index() < info.seats.len() {
        Ok(seat.index())
    } else {
        Err(TableError::new(
            TableCode::SeatNotFound,
            format!(
                "the table has {} seats; there is no seat {seat}",
                info.seats.len()
            ),
        ))
    }
}

/// The seat's player id at the table: the person's name, or the bot's.
fn player_name(s: &SeatInfo) -> String {
    match (&s.name, s.bot) {
        (Some(name), _) => name.clone(),
        (None, Some(kind)) => format!("{kind} bot {}", s.seat),
        (None, None) => format!("seat {}", s.seat),
    }
}

fn is_live(stage: Stage) -> bool {
    matches!(
        stage,
        Stage::Seating | Stage::Committing | Stage::Revealing | Stage::Playing
    )
}

impl Tables {
    async fn load(&self, id: &str) -> Result<Loaded, TableError> {
        let row = self
            .store
            .table(id)
            .await?
            .ok_or_else(|| TableError::new(TableCode::TableNotFound, "no table has this id"))?;
        let info: TableInfo = serde_json::from_str(&row.info).map_err(TableError::internal)?;
        let secrets: Secrets = serde_json::from_str(&row.secrets).map_err(TableError::internal)?;
        Ok(Loaded { row, info, secrets })
    }

    /// The seat a credential opens at this table, or the refusal.
    fn authorize(t: &Loaded, seat: Seat, credential: Option<&str>) -> Result<usize, TableError> {
        let i = seat_index(&t.info, seat)?;
        let Some(credential) = credential.filter(|c| !c.is_empty()) else {
            return Err(TableError::new(
                TableCode::CredentialRequired,
                "this needs the seat's credential: Authorization: Bearer …",
            ));
        };
        let held = t.secrets.seats.get(i).and_then(|s| s.credential.as_deref());
        if held.is_some_and(|h| h == digest_of(credential)) {
            Ok(i)
        } else {
            Err(TableError::new(
                TableCode::CredentialInvalid,
                "the credential is not this seat's of this table",
            ))
        }
    }

    /// The seat a credential opens at a table, whichever it is (a socket's `hello`).
    async fn seat_of_credential(&self, id: &str, credential: &str) -> Result<Seat, TableError> {
        let t = self.load(id).await?;
        let digest = digest_of(credential);
        t.secrets
            .seats
            .iter()
            .position(|s| s.credential.as_deref() == Some(digest.as_str()))
            .map(Seat)
            .ok_or_else(|| {
                TableError::new(
                    TableCode::CredentialInvalid,
                    "the credential is none of this table's seats'",
                )
            })
    }

    /// Writes a change: the new row at `seq` + the number of changes, its log rows, a move's
    /// key and the histories; then tells this replica's sockets.
    async fn write(
        &self,
        mut t: Loaded,
        changes: Vec<Logged>,
        move_key: Option<(u32, String)>,
        history: Vec<(u32, String)>,
    ) -> Result<(u64, TableInfo), WriteError> {
        let read_seq = t.row.seq;
        let seq = read_seq + changes.len() as u64;
        t.info.seq = seq;
        t.row.seq = seq;
        t.row.stage = t.info.stage.name().to_owned();
        t.row.deadline_ms = t.info.deadline_ms;
        let info_json =
            json(&t.info).map_err(|e| WriteError::Db(sqlx::Error::Protocol(e.detail)))?;
        t.row.info = info_json.clone();
        t.row.secrets =
            json(&t.secrets).map_err(|e| WriteError::Db(sqlx::Error::Protocol(e.detail)))?;
        let mut log = Vec::with_capacity(changes.len());
        for (k, c) in changes.into_iter().enumerate() {
            let mut info = t.info.clone();
            info.seq = read_seq + 1 + k as u64;
            let encode = || -> Result<LogRow, TableError> {
                Ok(LogRow {
                    seq: info.seq,
                    change: json(&c.change)?,
                    events: json(&c.events)?,
                    views: c.views.as_ref().map(json).transpose()?,
                    info: json(&info)?,
                })
            };
            log.push(encode().map_err(|e| WriteError::Db(sqlx::Error::Protocol(e.detail)))?);
        }
        let w = Write {
            row: t.row.clone(),
            read_seq,
            log,
            move_key,
            history,
        };
        self.store.write(&w).await?;
        if t.info.deadline_ms.is_some_and(|d| d <= now_ms()) {
            self.wake.notify_one();
        }
        let entries: Vec<Arc<Entry>> = w
            .log
            .iter()
            .filter_map(|row| Entry::of_row(&t.row.id, row).ok().map(Arc::new))
            .collect();
        self.hub.publish(&t.row.id, entries, &self.store).await;
        Ok((seq, t.info))
    }

    /// [`Tables::write`] for a change that is no move: a lost race is `conflict`.
    async fn write_change(
        &self,
        t: Loaded,
        changes: Vec<Logged>,
        history: Vec<(u32, String)>,
    ) -> Result<TableInfo, TableError> {
        match self.write(t, changes, None, history).await {
            Ok((_, info)) => Ok(info),
            Err(e) => Err(self.write_error(e)),
        }
    }

    fn write_error(&self, e: WriteError) -> TableError {
        match e {
            WriteError::Conflict | WriteError::Repeated => {
                self.metrics.conflict();
                TableError::new(
                    TableCode::Conflict,
                    "the table changed meanwhile: nothing was applied; read it again and retry",
                )
            }
            WriteError::Db(e) => TableError::from(e),
        }
    }

    /// Makes a table.
    ///
    /// # Errors
    ///
    /// `too_many_tables`, `invalid_argument` (a clock out of bounds, no person's seat), the
    /// engine's refusal of the rules and seats (`unknown_preset`, `player_count` …).
    pub async fn create(
        &self,
        req: CreateTable,
        creator: &str,
    ) -> Result<CreatedTable, TableError> {
        if self.store.live_tables_of(creator).await? >= self.limits.tables_per_client {
            return Err(TableError::new(
                TableCode::TooManyTables,
                format!(
                    "a client may hold {} tables open at once",
                    self.limits.tables_per_client
                ),
            ));
        }
        let rules = rules_of(&req)?;
        let clock = req.clock.unwrap_or_default();
        if !(100..=3_600_000).contains(&clock.move_ms) || clock.bank_ms > 3_600_000 {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                "clock: move_ms is 100 to 3,600,000 and bank_ms at most 3,600,000",
            ));
        }
        if req.seats.len() > MAX_SEATS {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                format!("seats: at most {MAX_SEATS}"),
            ));
        }
        if req.seats.iter().all(|s| s.bot.is_some()) {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                "seats: at least one seat is a person's",
            ));
        }
        let seats: Vec<SeatInfo> = req
            .seats
            .iter()
            .enumerate()
            .map(|(i, s)| SeatInfo {
                seat: Seat(i),
                bot: s.bot,
                name: None,
                taken: s.bot.is_some(),
                away: false,
                bank_ms: clock.bank_ms,
                seed_hash: None,
                client_seed: None,
            })
            .collect();
        // The engine judges the rules and the number of seats (the table holds no rule).
        self.engine
            .check_start(&Start {
                rules,
                players: seats.iter().map(player_name).collect(),
                bots: Vec::new(),
            })
            .await?;
        let id = secret()?;
        let mut invitations = Vec::new();
        let mut secrets = Secrets::default();
        for s in &seats {
            let mut seat_secret = SeatSecret::default();
            if s.bot.is_none() {
                let code = secret()?;
                seat_secret.invitation = Some(digest_of(&code));
                invitations.push(Invitation {
                    seat: s.seat,
                    link: format!("/play?table={id}&seat={}&invitation={code}", s.seat.index()),
                    code,
                });
            }
            secrets.seats.push(seat_secret);
        }
        let now = now_ms();
        let info = TableInfo {
            id: id.clone(),
            stage: Stage::Seating,
            seq: 1,
            rules,
            seats,
            clock,
            absent_bot: req.absent_bot.unwrap_or(BotKind::Timeout),
            open: req.open,
            fairness: None,
            match_id: None,
            version: None,
            phase: None,
            to_act: None,
            deadline_ms: None,
            created_ms: now,
        };
        let row = TableRow {
            id: id.clone(),
            seq: 1,
            stage: Stage::Seating.name().to_owned(),
            creator: creator.to_owned(),
            created_ms: now,
            deadline_ms: None,
            info: json(&info)?,
            secrets: json(&secrets)?,
            token: None,
        };
        let log = LogRow {
            seq: 1,
            change: json(&Change::Created)?,
            events: "[]".to_owned(),
            views: None,
            info: row.info.clone(),
        };
        self.store.insert(&row, &log).await?;
        self.metrics.table_created();
        Ok(CreatedTable {
            table: info,
            invitations,
        })
    }

    /// A table's public face.
    ///
    /// # Errors
    ///
    /// `table_not_found`.
    pub async fn info(&self, id: &str) -> Result<TableInfo, TableError> {
        Ok(self.load(id).await?.info)
    }

    /// The open tables with free seats.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn open_tables(&self) -> Result<Vec<TableInfo>, TableError> {
        let rows = self.store.open_tables(500).await?;
        Ok(rows
            .iter()
            .filter_map(|r| serde_json::from_str::<TableInfo>(r).ok())
            .filter(|t| t.open)
            .take(100)
            .collect())
    }

    /// Takes a seat.
    ///
    /// # Errors
    ///
    /// `wrong_stage`, `seat_not_found`, `seat_taken`, `invitation_invalid`, `name_taken`,
    /// `invalid_argument`, the engine's refusal of the name, `conflict`.
    async fn take_once(
        &self,
        id: &str,
        seat: Seat,
        name: &str,
        invitation: Option<&str>,
    ) -> Result<crate::api::SeatGranted, TableError> {
        let mut t = self.load(id).await?;
        let i = seat_index(&t.info, seat)?;
        if t.info.stage != Stage::Seating {
            return Err(wrong_stage(
                &t.info,
                "seats are taken while the table is seating",
            ));
        }
        if t.info.seats[i].taken {
            return Err(TableError::new(
                TableCode::SeatTaken,
                format!("seat {seat} is taken"),
            ));
        }
        let invited = invitation.is_some_and(|code| {
            t.secrets.seats[i].invitation.as_deref() == Some(digest_of(code).as_str())
        });
        if !invited && !t.info.open {
            return Err(TableError::new(
                TableCode::InvitationInvalid,
                "this seat is taken with its invitation",
            ));
        }
        if name.is_empty() || name.len() > MAX_NAME_BYTES {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                format!("name: 1 to {MAX_NAME_BYTES} bytes"),
            ));
        }
        if t.info.seats.iter().any(|s| player_name(s) == name) {
            return Err(TableError::new(
                TableCode::NameTaken,
                "another seat has this name",
            ));
        }
        t.info.seats[i].name = Some(name.to_owned());
        t.info.seats[i].taken = true;
        // The engine judges the name, as a player id.
        self.engine
            .check_start(&Start {
                rules: t.info.rules,
                players: t.info.seats.iter().map(player_name).collect(),
                bots: Vec::new(),
            })
            .await?;
        let credential = secret()?;
        t.secrets.seats[i].credential = Some(digest_of(&credential));
        let mut changes = vec![Logged::plain(Change::SeatTaken { seat })];
        if t.info.seats.iter().all(|s| s.taken) {
            let committed = self.engine.commit().await?;
            t.secrets.pre_match_token = Some(b64(&committed.pre_match_token));
            t.info.fairness = Some(FairnessInfo {
                server_commitment: committed.server_commitment,
                server_seed: None,
                statement: FAIR_STATEMENT.to_owned(),
            });
            t.info.stage = Stage::Committing;
            t.info.deadline_ms = Some(now_ms() + self.limits.seed_ms);
            changes.push(Logged::plain(Change::Committed));
        }
        let table = self.write_change(t, changes, Vec::new()).await?;
        self.metrics.seat_taken();
        Ok(crate::api::SeatGranted {
            seat,
            credential,
            table,
        })
    }

    /// Leaves a seat: before the match it is free again; during it the person is away and the
    /// absent bot moves for the seat until the person comes back.
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage` after the match, `conflict`.
    async fn leave_once(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
    ) -> Result<TableInfo, TableError> {
        let mut t = self.load(id).await?;
        let i = Tables::authorize(&t, seat, credential)?;
        let mut changes = vec![Logged::plain(Change::SeatLeft { seat })];
        match t.info.stage {
            Stage::Seating => {
                t.info.seats[i].taken = false;
                t.info.seats[i].name = None;
                t.secrets.seats[i].credential = None;
            }
            Stage::Committing | Stage::Revealing => {
                t.info.seats[i].away = true;
                changes.extend(self.advance_seeds(&mut t, false).await?);
            }
            Stage::Playing => {
                t.info.seats[i].away = true;
                if t.info.to_act == Some(seat) {
                    t.info.deadline_ms = Some(now_ms());
                }
            }
            Stage::Finished | Stage::Abandoned => {
                return Err(wrong_stage(&t.info, "the match is over"));
            }
        }
        self.write_change(t, changes, Vec::new()).await
    }

    /// Takes the seat over from the absent bot.
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage` after the match, `conflict`.
    async fn back_once(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
    ) -> Result<TableInfo, TableError> {
        let mut t = self.load(id).await?;
        let i = Tables::authorize(&t, seat, credential)?;
        if !is_live(t.info.stage) {
            return Err(wrong_stage(&t.info, "the match is over"));
        }
        if !t.info.seats[i].away {
            return Ok(t.info);
        }
        t.info.seats[i].away = false;
        if t.info.to_act == Some(seat) && t.info.stage == Stage::Playing {
            self.start_turn(&mut t, seat);
        }
        self.write_change(t, vec![Logged::plain(Change::Back { seat })], Vec::new())
            .await
    }

    /// A person's seed hash (commit).
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage`, `seed_mismatch` for a hash given twice,
    /// `conflict`.
    async fn seed_hash_once(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
        hash: Digest,
    ) -> Result<TableInfo, TableError> {
        let mut t = self.load(id).await?;
        let i = Tables::authorize(&t, seat, credential)?;
        if t.info.stage != Stage::Committing {
            return Err(wrong_stage(
                &t.info,
                "hashes are given once every seat is taken, before any seed is shown",
            ));
        }
        if t.info.seats[i].seed_hash.is_some() {
            return Err(TableError::new(
                TableCode::SeedMismatch,
                "this seat gave its hash already: it cannot be changed",
            ));
        }
        t.info.seats[i].seed_hash = Some(hash);
        t.info.seats[i].away = false;
        let mut changes = vec![Logged::plain(Change::SeedHashGiven { seat })];
        changes.extend(self.advance_seeds(&mut t, false).await?);
        self.write_change(t, changes, Vec::new()).await
    }

    /// A person's client seed (reveal).
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage`, `seed_mismatch`, `invalid_argument`, the
    /// engine's refusal, `conflict`.
    async fn seed_once(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
        seed: &str,
    ) -> Result<TableInfo, TableError> {
        let mut t = self.load(id).await?;
        let i = Tables::authorize(&t, seat, credential)?;
        if t.info.stage != Stage::Revealing {
            return Err(wrong_stage(
                &t.info,
                "seeds are shown once every hash is in, and before the match",
            ));
        }
        if seed.is_empty() || seed.len() > poch_engine::rng::MAX_CLIENT_SEED_LEN {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                format!("seed: 1 to {} bytes", poch_engine::rng::MAX_CLIENT_SEED_LEN),
            ));
        }
        let s = &mut t.info.seats[i];
        let Some(hash) = s.seed_hash else {
            return Err(TableError::new(
                TableCode::SeedMismatch,
                "this seat gave no hash in time, so it gives no seed",
            ));
        };
        if s.client_seed.is_some() {
            return Err(TableError::new(
                TableCode::SeedMismatch,
                "this seat showed its seed",
            ));
        }
        if Digest(Sha256::digest(seed.as_bytes()).into()) != hash {
            return Err(TableError::new(
                TableCode::SeedMismatch,
                "the seed's SHA-256 is not the hash this seat gave",
            ));
        }
        s.client_seed = Some(seed.to_owned());
        s.away = false;
        let mut changes = vec![Logged::plain(Change::SeedGiven { seat })];
        changes.extend(self.advance_seeds(&mut t, false).await?);
        let history = Vec::new();
        self.write_change(t, changes, history).await
    }

    /// Moves the seed stages on when everyone who can has given (or `expired`): from the
    /// hashes to the seeds, from the seeds to the match.
    async fn advance_seeds(
        &self,
        t: &mut Loaded,
        expired: bool,
    ) -> Result<Vec<Logged>, TableError> {
        let mut changes = Vec::new();
        let mut expired = expired;
        if t.info.stage == Stage::Committing {
            let all = t
                .info
                .seats
                .iter()
                .filter(|s| s.bot.is_none())
                .all(|s| s.seed_hash.is_some() || s.away);
            if !(expired || all) {
                return Ok(changes);
            }
            t.info.stage = Stage::Revealing;
            t.info.deadline_ms = Some(now_ms() + self.limits.seed_ms);
            changes.push(Logged::plain(Change::RevealOpened));
            // The reveal's own time starts now.
            expired = false;
        }
        if t.info.stage == Stage::Revealing {
            let all = t
                .info
                .seats
                .iter()
                .filter(|s| s.bot.is_none())
                .all(|s| s.seed_hash.is_none() || s.client_seed.is_some() || s.away);
            if expired || all {
                changes.push(self.start_match(t).await?);
            }
        }
        Ok(changes)
    }

    /// Starts the table's one match from its pre-match token and the seeds shown.
    async fn start_match(&self, t: &mut Loaded) -> Result<Logged, TableError> {
        let pre = t
            .secrets
            .pre_match_token
            .as_deref()
            .ok_or_else(|| TableError::internal("a table without its pre-match token"))?;
        let pre = unb64(pre)?;
        let seeds: Vec<String> = t
            .info
            .seats
            .iter()
            .filter_map(|s| s.client_seed.clone())
            .collect();
        let start = Start {
            rules: t.info.rules,
            players: t.info.seats.iter().map(player_name).collect(),
            bots: Vec::new(),
        };
        let step = self.engine.start(&start, &pre, seeds).await?;
        let tickets = step
            .tickets
            .as_ref()
            .ok_or_else(|| TableError::internal("the engine answered no tickets"))?;
        t.secrets.tickets = Some((
            tickets.seats.iter().map(|s| b64(s)).collect(),
            b64(&tickets.operator),
        ));
        t.info.stage = Stage::Playing;
        t.info.match_id = Some(step.match_id);
        let mut history = Vec::new();
        self.take_step(t, &step, None, &mut history).await?;
        Ok(Logged {
            change: Change::MatchStarted,
            events: step.events,
            views: Some(step.views),
        })
    }

    /// Takes an engine step into the table: the token, where the match stands, the clocks,
    /// and what the step's events say of the deals (kept for the histories).
    async fn take_step(
        &self,
        t: &mut Loaded,
        step: &EngineStep,
        action: Option<SeatAction>,
        history: &mut Vec<(u32, String)>,
    ) -> Result<(), TableError> {
        t.row.token = Some(step.token.clone());
        t.info.version = Some(step.version);
        t.info.phase = Some(step.phase);
        t.info.to_act = step.to_act;
        for event in &step.events {
            if let EventKind::DealStarted {
                deal,
                dealer,
                commitment,
                ..
            } = &event.kind
            {
                t.secrets.deal = Some((*deal, *dealer, *commitment));
                if *deal == 1 {
                    t.secrets.first_dealer = Some(*dealer);
                }
            } else if let EventKind::DealEnded {
                deal,
                deal_seed: Some(seed),
                ..
            } = &event.kind
                && let Some((_, dealer, Some(commitment))) = t.secrets.deal
            {
                t.secrets.revealed.push((*deal, dealer, commitment, *seed));
            }
        }
        match step.to_act {
            Some(seat) => self.start_turn(t, seat),
            None => {
                t.info.deadline_ms = None;
                t.secrets.turn_started_ms = None;
            }
        }
        if step.phase == poch_engine::Phase::MatchOver {
            t.info.stage = Stage::Finished;
            t.info.deadline_ms = None;
        }
        let ended = step.events.iter().any(|e| {
            matches!(
                e.kind,
                EventKind::DealEnded { .. } | EventKind::MatchEnded(_)
            )
        });
        if ended {
            history.extend(self.histories(t, step, action).await?);
        }
        Ok(())
    }

    /// The seat to act begins its turn: a bot's or an away person's is due at once, a
    /// person's runs its move time and its bank.
    fn start_turn(&self, t: &mut Loaded, seat: Seat) {
        let now = now_ms();
        t.secrets.turn_started_ms = Some(now);
        let s = &t.info.seats[seat.index()];
        t.info.deadline_ms = Some(if s.bot.is_some() || s.away {
            now
        } else {
            now + u64::from(t.info.clock.move_ms) + u64::from(s.bank_ms)
        });
    }

    /// Applies a person's move.
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage`, `invalid_argument` (a move id), `conflict`
    /// (the table changed since `seq`, or meanwhile), the engine's refusal.
    #[tracing::instrument(skip_all, fields(table = %id, seat = seat.index()))]
    pub async fn play(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
        move_id: &str,
        action: Action,
        seq: Option<u64>,
    ) -> Result<MoveAck, TableError> {
        if move_id.is_empty() || move_id.len() > MAX_MOVE_ID_BYTES {
            return Err(TableError::new(
                TableCode::InvalidArgument,
                format!("move_id: 1 to {MAX_MOVE_ID_BYTES} bytes"),
            ));
        }
        let t = self.load(id).await?;
        let i = Tables::authorize(&t, seat, credential)?;
        let repeated = |seq| MoveAck {
            move_id: move_id.to_owned(),
            seq,
            repeated: true,
        };
        if let Some(done) = self.store.applied_move(id, i as u32, move_id).await? {
            return Ok(repeated(done));
        }
        if t.info.stage != Stage::Playing {
            return Err(wrong_stage(
                &t.info,
                "moves are made while the match is played",
            ));
        }
        if seq.is_some_and(|s| s != t.row.seq) {
            self.metrics.conflict();
            return Err(TableError::new(
                TableCode::Conflict,
                format!(
                    "the move was chosen at seq {}, and the table is at {}: nothing was applied",
                    seq.unwrap_or_default(),
                    t.row.seq
                ),
            ));
        }
        match self
            .apply(
                t,
                seat,
                action,
                Mover::Person,
                Some((i as u32, move_id.to_owned())),
            )
            .await
        {
            Ok(seq) => Ok(MoveAck {
                move_id: move_id.to_owned(),
                seq,
                repeated: false,
            }),
            Err(Applied::Write(WriteError::Repeated)) => {
                match self.store.applied_move(id, i as u32, move_id).await? {
                    Some(done) => Ok(repeated(done)),
                    None => Err(self.write_error(WriteError::Conflict)),
                }
            }
            Err(Applied::Write(WriteError::Conflict)) => {
                // The same move may have won the race from another request.
                match self.store.applied_move(id, i as u32, move_id).await? {
                    Some(done) => Ok(repeated(done)),
                    None => Err(self.write_error(WriteError::Conflict)),
                }
            }
            Err(Applied::Write(e)) => Err(self.write_error(e)),
            Err(Applied::Refused(e)) => Err(e),
        }
    }

    /// Applies a seat's action through the engine and writes it: the table's `seq` after it.
    async fn apply(
        &self,
        mut t: Loaded,
        seat: Seat,
        action: Action,
        by: Mover,
        move_key: Option<(u32, String)>,
    ) -> Result<u64, Applied> {
        let token = t
            .row
            .token
            .clone()
            .ok_or_else(|| Applied::Refused(TableError::internal("a match without a token")))?;
        let operator = self.operator(&t).map_err(Applied::Refused)?;
        let step = self
            .engine
            .apply(&token, &operator, seat, action.clone())
            .await
            .map_err(Applied::Refused)?;
        let i = seat.index();
        if by == Mover::Person {
            let used = now_ms().saturating_sub(t.secrets.turn_started_ms.unwrap_or_else(now_ms));
            let over = used.saturating_sub(u64::from(t.info.clock.move_ms));
            let bank = &mut t.info.seats[i].bank_ms;
            *bank = bank.saturating_sub(u32::try_from(over).unwrap_or(u32::MAX));
            t.info.seats[i].away = false;
        }
        if by == Mover::Clock {
            t.info.seats[i].bank_ms = 0;
            t.info.seats[i].away = true;
            self.metrics.clock_expired();
        }
        let mut history = Vec::new();
        let played = SeatAction {
            seat,
            action: action.clone(),
        };
        self.take_step(&mut t, &step, Some(played), &mut history)
            .await
            .map_err(Applied::Refused)?;
        let logged = Logged {
            change: Change::Move { seat, action, by },
            events: step.events,
            views: Some(step.views),
        };
        let (seq, _) = self
            .write(t, vec![logged], move_key, history)
            .await
            .map_err(Applied::Write)?;
        self.metrics.moved(by);
        Ok(seq)
    }

    fn operator(&self, t: &Loaded) -> Result<Vec<u8>, TableError> {
        let (_, operator) = t
            .secrets
            .tickets
            .as_ref()
            .ok_or_else(|| TableError::internal("a match without its tickets"))?;
        unb64(operator)
    }

    /// Acts on a table whose clock ran out, if it still has: the seed stages move on; in the
    /// match, the seat to act's bot (a bot's seat), or the absent bot, moves. A race lost to
    /// another replica or to the person's own move changes nothing.
    ///
    /// # Errors
    ///
    /// The engine's or the database's faults.
    #[tracing::instrument(skip_all, fields(table = %id))]
    pub async fn expire(&self, id: &str, seen_seq: u64) -> Result<(), TableError> {
        let mut t = self.load(id).await?;
        if t.row.seq != seen_seq || t.info.deadline_ms.is_none_or(|d| d > now_ms()) {
            return Ok(());
        }
        match t.info.stage {
            Stage::Committing | Stage::Revealing => {
                let changes = self.advance_seeds(&mut t, true).await?;
                match self.write(t, changes, None, Vec::new()).await {
                    Ok(_) | Err(WriteError::Conflict | WriteError::Repeated) => Ok(()),
                    Err(WriteError::Db(e)) => Err(e.into()),
                }
            }
            Stage::Playing => {
                let Some(seat) = t.info.to_act else {
                    return Ok(());
                };
                let s = &t.info.seats[seat.index()];
                let (kind, by) = match (s.bot, s.away) {
                    (Some(kind), _) => (kind, Mover::Bot),
                    (None, true) => (t.info.absent_bot, Mover::Away),
                    (None, false) => (t.info.absent_bot, Mover::Clock),
                };
                let action = if kind == BotKind::Timeout {
                    Action::Timeout
                } else {
                    let token = t.row.token.clone().unwrap_or_default();
                    self.engine
                        .choose(&token, &self.operator(&t)?, seat, kind)
                        .await?
                };
                match self.apply(t, seat, action, by, None).await {
                    Ok(_) | Err(Applied::Write(WriteError::Conflict | WriteError::Repeated)) => {
                        Ok(())
                    }
                    Err(Applied::Write(WriteError::Db(e))) => Err(e.into()),
                    Err(Applied::Refused(e)) => Err(e),
                }
            }
            Stage::Seating | Stage::Finished | Stage::Abandoned => Ok(()),
        }
    }

    /// A seat's (with its credential) or the spectator's view now.
    ///
    /// # Errors
    ///
    /// The credential's refusal, the engine's.
    pub async fn view(
        &self,
        id: &str,
        seat: Option<Seat>,
        credential: Option<&str>,
    ) -> Result<TableView, TableError> {
        let t = self.load(id).await?;
        let viewer = match seat {
            Some(seat) => {
                Tables::authorize(&t, seat, credential)?;
                Viewer::Seat(seat)
            }
            None => Viewer::Spectator,
        };
        let view = self.current_view(&t, viewer).await?;
        Ok(TableView {
            table: t.info,
            view,
        })
    }

    async fn current_view(&self, t: &Loaded, viewer: Viewer) -> Result<Option<View>, TableError> {
        let Some(token) = &t.row.token else {
            return Ok(None);
        };
        let ticket = match (viewer, &t.secrets.tickets) {
            (Viewer::Seat(seat), Some((seats, _))) => {
                Some(unb64(seats.get(seat.index()).map_or("", String::as_str))?)
            }
            _ => None,
        };
        Ok(Some(
            self.engine.view(token, ticket.as_deref(), viewer).await?,
        ))
    }

    /// Who a socket's `hello` speaks for, the table and its view now.
    ///
    /// # Errors
    ///
    /// `table_not_found`, `credential_invalid`, the engine's.
    pub async fn greet(
        &self,
        id: &str,
        credential: Option<&str>,
    ) -> Result<(Role, TableInfo, Option<View>), TableError> {
        let role = match credential.filter(|c| !c.is_empty()) {
            Some(c) => Role::Seat {
                seat: self.seat_of_credential(id, c).await?,
            },
            None => Role::Spectator,
        };
        let t = self.load(id).await?;
        let viewer = match role {
            Role::Seat { seat } => Viewer::Seat(seat),
            Role::Spectator => Viewer::Spectator,
        };
        let view = self.current_view(&t, viewer).await?;
        Ok((role, t.info, view))
    }

    /// A table's histories.
    ///
    /// # Errors
    ///
    /// `table_not_found`, the database's.
    pub async fn history(&self, id: &str) -> Result<History, TableError> {
        self.load(id).await?;
        let mut deals = Vec::new();
        let mut match_record = None;
        for (deal, body) in self.store.history(id).await? {
            if deal == 0 {
                match_record = Some(serde_json::from_str(&body).map_err(TableError::internal)?);
            } else {
                deals.push(serde_json::from_str(&body).map_err(TableError::internal)?);
            }
        }
        Ok(History {
            deals,
            match_record,
        })
    }

    /// The histories a step's ends make: each deal ended, its hands, verification and record;
    /// at the match's end the whole match's record and every deal checked along the chain.
    async fn histories(
        &self,
        t: &mut Loaded,
        step: &EngineStep,
        action: Option<SeatAction>,
    ) -> Result<Vec<(u32, String)>, TableError> {
        let rules = t.info.rules;
        let players = t.info.seats.len();
        // Everything played so far, from the log, then this step.
        let mut events = Vec::new();
        let mut actions = Vec::new();
        for row in self.store.log_after(&t.row.id, 0, u32::MAX).await? {
            let change: Change = serde_json::from_str(&row.change).map_err(TableError::internal)?;
            let evs: Vec<Event> =
                serde_json::from_str(&row.events).map_err(TableError::internal)?;
            if let Change::Move { seat, action, .. } = change {
                actions.push(SeatAction { seat, action });
            }
            events.extend(evs);
        }
        events.extend(step.events.iter().cloned());
        actions.extend(action);
        let players_ids: Vec<String> = t.info.seats.iter().map(player_name).collect();
        let who: Vec<String> = t
            .info
            .seats
            .iter()
            .map(|s| {
                s.bot
                    .map_or_else(|| "human".to_owned(), |k| k.name().to_owned())
            })
            .collect();
        let mut out = Vec::new();
        // The deals this step ended.
        let ended: Vec<u32> = step
            .events
            .iter()
            .filter_map(|e| {
                if let EventKind::DealEnded { deal, .. } = e.kind {
                    Some(deal)
                } else {
                    None
                }
            })
            .collect();
        let pending = |t: &Loaded| t.secrets.decks.len() < t.secrets.revealed.len();
        while pending(t) {
            let (deal, dealer, commitment, seed) = t.secrets.revealed[t.secrets.decks.len()];
            let v = self
                .engine
                .verify(&deal_check(
                    &rules,
                    players,
                    (dealer, commitment, seed),
                    None,
                ))
                .await?;
            t.secrets.decks.push(v.deck_order.clone());
            if !ended.contains(&deal) {
                continue;
            }
            let record = self.deal_record(t, &rules, &players_ids, &who, &actions, &events)?;
            let history = DealHistory {
                deal,
                commitment,
                deal_seed: seed,
                verified: verified(v.commitment_matches, None),
                hands: v.dealt.map(|d| d.hands).unwrap_or_default(),
                record,
            };
            out.push((deal, json(&history)?));
        }
        let end = step.events.iter().find_map(|e| {
            if let EventKind::MatchEnded(end) = &e.kind {
                Some(end.clone())
            } else {
                None
            }
        });
        if let Some(server_seed) = end.and_then(|e| e.server_seed) {
            let seeds: Vec<String> = t
                .info
                .seats
                .iter()
                .filter_map(|s| s.client_seed.clone())
                .collect();
            if let Some(f) = t.info.fairness.as_mut() {
                f.server_seed = Some(server_seed);
            }
            // Every deal again, along the whole chain, now that the server seed is out.
            let mut rewritten: HashMap<u32, String> = out.into_iter().collect();
            let stored: HashMap<u32, String> =
                self.store.history(&t.row.id).await?.into_iter().collect();
            for &(deal, dealer, commitment, seed) in &t.secrets.revealed {
                let chain = FairChain {
                    fairness: Fairness::new(server_seed, seeds.clone()),
                    deal_number: deal,
                    first_dealer: t.secrets.first_dealer,
                };
                let check = deal_check(&rules, players, (dealer, commitment, seed), Some(chain));
                let v = self.engine.verify(&check).await?;
                let body = rewritten.get(&deal).or_else(|| stored.get(&deal));
                let Some(body) = body else { continue };
                let mut h: DealHistory =
                    serde_json::from_str(body).map_err(TableError::internal)?;
                h.verified = verified(v.commitment_matches, Some(v.matches()));
                rewritten.insert(deal, json(&h)?);
            }
            let start = NewGame {
                rules,
                players: players_ids.clone(),
                source: DealSource::Seed {
                    seed: poch_engine::rng::fair_match_seed(&server_seed, &seeds),
                    first_dealer: t.secrets.first_dealer,
                },
                start: None,
                bots: Vec::new(),
            };
            let record = match_record(&start, &who, &actions, &events)?;
            out = rewritten.into_iter().collect();
            out.push((0, json(&record)?));
        }
        Ok(out)
    }

    /// The record of the deals so far: dealt from their revealed deck orders, every action of
    /// them (the bots' and the clock's included).
    fn deal_record(
        &self,
        t: &Loaded,
        rules: &Rules,
        players: &[String],
        who: &[String],
        actions: &[SeatAction],
        events: &[Event],
    ) -> Result<serde_json::Value, TableError> {
        let start = NewGame {
            rules: *rules,
            players: players.to_vec(),
            source: DealSource::Decks {
                first_dealer: t.secrets.first_dealer.unwrap_or_default(),
                decks: t
                    .secrets
                    .decks
                    .iter()
                    .cloned()
                    .map(DeckOrder::new)
                    .collect(),
            },
            start: None,
            bots: Vec::new(),
        };
        match_record(&start, who, actions, events)
    }
}

/// Runs a change again while it loses its race (at most 16 times): taking a seat, a seed or
/// a hash, leaving and coming back do not depend on the moves in between, so the server
/// retries them itself; a move is never retried (its client chose it on what it saw).
async fn retrying<T, F, Fut>(mut change: F) -> Result<T, TableError>
where
    F: FnMut() -> Fut,
    Fut: std::future::Future<Output = Result<T, TableError>>,
{
    let mut tries = 0;
    loop {
        match change().await {
            Err(e) if e.code == crate::error::Code::Table(TableCode::Conflict) && tries < 16 => {
                tries += 1;
                tokio::time::sleep(std::time::Duration::from_millis(fastrand_ms(tries))).await;
            }
            other => return other,
        }
    }
}

/// A few random milliseconds, growing with the tries.
fn fastrand_ms(tries: u64) -> u64 {
    let mut b = [0u8; 1];
    let _ = getrandom::fill(&mut b);
    u64::from(b[0]) % (2 * tries.min(10) + 1)
}

impl Tables {
    /// Takes a seat.
    ///
    /// # Errors
    ///
    /// `wrong_stage`, `seat_not_found`, `seat_taken`, `invitation_invalid`, `name_taken`,
    /// `invalid_argument`, the engine's refusal of the name.
    pub async fn take(
        &self,
        id: &str,
        seat: Seat,
        name: &str,
        invitation: Option<&str>,
    ) -> Result<crate::api::SeatGranted, TableError> {
        retrying(|| self.take_once(id, seat, name, invitation)).await
    }

    /// Leaves a seat: before the match it is free again; during it the person is away and the
    /// absent bot moves for the seat until the person comes back.
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage` after the match.
    pub async fn leave(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
    ) -> Result<TableInfo, TableError> {
        retrying(|| self.leave_once(id, seat, credential)).await
    }

    /// Takes the seat over from the absent bot.
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage` after the match.
    pub async fn back(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
    ) -> Result<TableInfo, TableError> {
        retrying(|| self.back_once(id, seat, credential)).await
    }

    /// A person's seed hash (commit).
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage`, `seed_mismatch` for a hash given twice.
    pub async fn seed_hash(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
        hash: Digest,
    ) -> Result<TableInfo, TableError> {
        retrying(|| self.seed_hash_once(id, seat, credential, hash)).await
    }

    /// A person's client seed (reveal).
    ///
    /// # Errors
    ///
    /// The credential's refusal, `wrong_stage`, `seed_mismatch`, `invalid_argument`, the
    /// engine's refusal.
    pub async fn seed(
        &self,
        id: &str,
        seat: Seat,
        credential: Option<&str>,
        seed: &str,
    ) -> Result<TableInfo, TableError> {
        retrying(|| self.seed_once(id, seat, credential, seed)).await
    }
}

/// A match record of `start` and what was played: the match's end without the server seed,
/// which a replay from the revealed match seed or the deck orders does not have.
fn match_record(
    start: &NewGame,
    who: &[String],
    actions: &[SeatAction],
    events: &[Event],
) -> Result<serde_json::Value, TableError> {
    let mut record = MatchRecord::new(start, who.to_vec(), actions.to_vec(), events)
        .map_err(|e| TableError::internal(e.message))?;
    if let Some(end) = record.match_end.as_mut() {
        end.server_seed = None;
    }
    serde_json::to_value(&record).map_err(TableError::internal)
}

/// `VerifyDeal`'s question of one revealed deal: its commitment, its seed, the table it was
/// dealt to, and the chain when the server seed is out.
fn deal_check(
    rules: &Rules,
    players: usize,
    (dealer, commitment, deal_seed): (Seat, Digest, Seed),
    chain: Option<FairChain>,
) -> DealCheck {
    DealCheck {
        commitment,
        deal_seed,
        deck: rules.deck,
        table: Some(DealTable {
            players,
            dealer,
            deal_method: rules.deal_method,
        }),
        chain,
    }
}

fn verified(commitment_matches: bool, chain_matches: Option<bool>) -> Verified {
    let statement = match (commitment_matches, chain_matches) {
        (true, None) => {
            "The deal's seed, shown at its end, hashes to the commitment shown when \
            it was dealt: the cards were fixed before anyone acted. The whole chain is checked \
            when the match ends and the server's seed is shown."
        }
        (true, Some(true)) => {
            "The deal's seed hashes to its commitment, and it is the seed the \
            server's committed seed and every player's seed give together: nobody chose these \
            cards."
        }
        (true, Some(false)) | (false, _) => {
            "This deal does NOT verify: its seed does not match \
            what was committed. Keep this record and report the table."
        }
    };
    Verified {
        commitment_matches,
        chain_matches,
        statement: statement.split_whitespace().collect::<Vec<_>>().join(" "),
    }
}

/// The result of applying a move.
enum Applied {
    /// The engine (or the table) refused it.
    Refused(TableError),
    /// The write did not happen.
    Write(WriteError),
}

fn wrong_stage(info: &TableInfo, what: &str) -> TableError {
    TableError::new(
        TableCode::WrongStage,
        format!("the table is {}: {what}", info.stage.name()),
    )
}

/// The rules of a new table: its preset with its switches.
fn rules_of(req: &CreateTable) -> Result<Rules, TableError> {
    let name = req.preset.as_deref().unwrap_or("classic");
    let base = Rules::preset(name).ok_or_else(|| {
        TableError::engine(
            poch_api::codes::ErrorCode::UnknownPreset,
            format!("no preset is named {name:?}"),
        )
    })?;
    Ok(req.rules.clone().unwrap_or_default().apply(base))
}

/// The clock of a table, for the docs' examples.
pub fn default_clock() -> Clock {
    Clock::default()
}
