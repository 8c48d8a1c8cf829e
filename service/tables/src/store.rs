//! The database, through sqlx: SQLite in a file by default, PostgreSQL for several replicas.
//! Queries are plain SQL that both take (`$1` parameters, no compile-time checked macros), run
//! on sqlx's `Any` driver; the migrations are per database (`migrations/sqlite`,
//! `migrations/postgres`).
//!
//! Every change of a table is one transaction guarded by the table's sequence number: the
//! engine is called before it, the row is written only where its `seq` is still the one read,
//! and the change's log rows (and a move's idempotency row, and a finished deal's history)
//! go in the same transaction. On PostgreSQL the transaction also notifies the other replicas
//! (`pg_notify`), delivered when it commits.

use std::str::FromStr;

use sqlx::any::{AnyConnectOptions, AnyPoolOptions};
use sqlx::{AnyPool, Row};

use crate::error::TableError;

/// The channel of PostgreSQL notifications: `table_id seq` of every change.
pub const CHANNEL: &str = "poch_tables";

/// Which database.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Backend {
    /// SQLite.
    Sqlite,
    /// PostgreSQL.
    Postgres,
}

/// The database.
#[derive(Clone, Debug)]
pub struct Store {
    pool: AnyPool,
    backend: Backend,
    url: String,
}

/// A table's row.
#[derive(Clone, Debug)]
pub struct TableRow {
    /// Its id.
    pub id: String,
    /// Its sequence number.
    pub seq: u64,
    /// Its stage's name.
    pub stage: String,
    /// Who made it (the client's key, for the limit of tables per client).
    pub creator: String,
    /// When it was made.
    pub created_ms: u64,
    /// When its clock runs out.
    pub deadline_ms: Option<u64>,
    /// The public face (JSON of `TableInfo`).
    pub info: String,
    /// The secrets (JSON).
    pub secrets: String,
    /// The sealed state.
    pub token: Option<Vec<u8>>,
}

/// One change of a table, as logged.
#[derive(Clone, Debug)]
pub struct LogRow {
    /// The table's sequence number after it.
    pub seq: u64,
    /// What changed (JSON of `Change`).
    pub change: String,
    /// The engine's events, all of them (JSON).
    pub events: String,
    /// Every seat's view then the spectator's (JSON), when the engine was asked.
    pub views: Option<String>,
    /// The table after it (JSON of `TableInfo`).
    pub info: String,
}

/// Why a write did not happen.
#[derive(Debug)]
pub enum WriteError {
    /// The table's `seq` is no longer the one read.
    Conflict,
    /// The move's id was applied before.
    Repeated,
    /// The database failed.
    Db(sqlx::Error),
}

impl From<sqlx::Error> for WriteError {
    fn from(e: sqlx::Error) -> WriteError {
        WriteError::Db(e)
    }
}

/// One write: the new row (its `seq` the old one plus the log rows), the log rows, a
/// move's idempotency key and the histories.
#[derive(Clone, Debug)]
pub struct Write {
    /// The row as it is to be.
    pub row: TableRow,
    /// The `seq` it was read at.
    pub read_seq: u64,
    /// The changes, in order, their `seq` from `read_seq + 1`.
    pub log: Vec<LogRow>,
    /// A person's move: (seat, move id).
    pub move_key: Option<(u32, String)>,
    /// Histories to keep: (deal, body); deal 0 is the match's.
    pub history: Vec<(u32, String)>,
}

fn u(v: i64) -> u64 {
    u64::try_from(v).unwrap_or(0)
}

fn i(v: u64) -> i64 {
    i64::try_from(v).unwrap_or(i64::MAX)
}

const ROW_COLUMNS: &str = "id, seq, stage, creator, created_ms, deadline_ms, info, secrets, token";

fn table_row(r: &sqlx::any::AnyRow) -> Result<TableRow, sqlx::Error> {
    Ok(TableRow {
        id: r.try_get("id")?,
        seq: u(r.try_get("seq")?),
        stage: r.try_get("stage")?,
        creator: r.try_get("creator")?,
        created_ms: u(r.try_get("created_ms")?),
        deadline_ms: r.try_get::<Option<i64>, _>("deadline_ms")?.map(u),
        info: r.try_get("info")?,
        secrets: r.try_get("secrets")?,
        token: r.try_get("token")?,
    })
}

fn log_row(r: &sqlx::any::AnyRow) -> Result<LogRow, sqlx::Error> {
    Ok(LogRow {
        seq: u(r.try_get("seq")?),
        change: r.try_get("change")?,
        events: r.try_get("events")?,
        views: r.try_get("views")?,
        info: r.try_get("info")?,
    })
}

impl Store {
    /// Opens the database at `url` (`sqlite://PATH` or `postgres://…`), creating a SQLite
    /// file if there is none, and runs the migrations.
    ///
    /// # Errors
    ///
    /// A database that cannot be reached or migrated.
    pub async fn open(url: &str, max_connections: u32) -> Result<Store, sqlx::Error> {
        sqlx::any::install_default_drivers();
        let backend = if url.starts_with("postgres://") || url.starts_with("postgresql://") {
            Backend::Postgres
        } else {
            Backend::Sqlite
        };
        let options = AnyConnectOptions::from_str(url)?;
        let pool = AnyPoolOptions::new()
            .max_connections(max_connections)
            .after_connect(move |conn, _| {
                Box::pin(async move {
                    if backend == Backend::Sqlite {
                        // Readers beside one writer; a writer waits for another (sqlx's busy
                        // timeout) rather than failing.
                        sqlx::query("PRAGMA journal_mode = WAL")
                            .execute(&mut *conn)
                            .await?;
                        sqlx::query("PRAGMA busy_timeout = 10000")
                            .execute(&mut *conn)
                            .await?;
                    }
                    Ok(())
                })
            })
            .connect_with(options)
            .await?;
        let migrator = match backend {
            Backend::Sqlite => sqlx::migrate!("./migrations/sqlite"),
            Backend::Postgres => sqlx::migrate!("./migrations/postgres"),
        };
        migrator.run(&pool).await?;
        Ok(Store {
            pool,
            backend,
            url: url.to_owned(),
        })
    }

    /// Which database.
    pub fn backend(&self) -> Backend {
        self.backend
    }

    /// The database's URL.
    pub fn url(&self) -> &str {
        &self.url
    }

    /// Whether the database answers.
    pub async fn ping(&self) -> bool {
        sqlx::query("SELECT 1").execute(&self.pool).await.is_ok()
    }

    /// The sealing key kept in the database, or `fresh` kept there now if there is none
    /// (the first replica's wins).
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn shared_key(&self, fresh: &str) -> Result<String, sqlx::Error> {
        let insert = match self.backend {
            Backend::Sqlite => "INSERT OR IGNORE INTO poch_keys (id, key) VALUES ('sealing', $1)",
            Backend::Postgres => {
                "INSERT INTO poch_keys (id, key) VALUES ('sealing', $1) ON CONFLICT DO NOTHING"
            }
        };
        sqlx::query(insert).bind(fresh).execute(&self.pool).await?;
        let row = sqlx::query("SELECT key FROM poch_keys WHERE id = 'sealing'")
            .fetch_one(&self.pool)
            .await?;
        row.try_get("key")
    }

    /// A new table, with its first log row.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn insert(&self, row: &TableRow, log: &LogRow) -> Result<(), sqlx::Error> {
        let mut tx = self.pool.begin().await?;
        sqlx::query(
            "INSERT INTO poch_tables (id, seq, stage, creator, created_ms, deadline_ms, info, \
             secrets, token) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)",
        )
        .bind(&row.id)
        .bind(i(row.seq))
        .bind(&row.stage)
        .bind(&row.creator)
        .bind(i(row.created_ms))
        .bind(row.deadline_ms.map(i))
        .bind(&row.info)
        .bind(&row.secrets)
        .bind(row.token.clone())
        .execute(&mut *tx)
        .await?;
        self.insert_log(&mut tx, &row.id, log).await?;
        tx.commit().await
    }

    async fn insert_log(
        &self,
        tx: &mut sqlx::Transaction<'_, sqlx::Any>,
        table: &str,
        log: &LogRow,
    ) -> Result<(), sqlx::Error> {
        sqlx::query(
            "INSERT INTO poch_log (table_id, seq, change, events, views, info) \
             VALUES ($1, $2, $3, $4, $5, $6)",
        )
        .bind(table)
        .bind(i(log.seq))
        .bind(&log.change)
        .bind(&log.events)
        .bind(log.views.clone())
        .bind(&log.info)
        .execute(&mut **tx)
        .await?;
        if self.backend == Backend::Postgres {
            sqlx::query("SELECT pg_notify($1, $2)")
                .bind(CHANNEL)
                .bind(format!("{table} {}", log.seq))
                .execute(&mut **tx)
                .await?;
        }
        Ok(())
    }

    /// Writes one change of a table, if its `seq` is still the one read.
    ///
    /// # Errors
    ///
    /// [`WriteError::Conflict`] when the table changed since; [`WriteError::Repeated`] when
    /// the move's id was applied before; the database's.
    pub async fn write(&self, w: &Write) -> Result<(), WriteError> {
        let mut tx = self.pool.begin().await?;
        if let Some((seat, move_id)) = &w.move_key {
            let done = sqlx::query(
                "INSERT INTO poch_moves (table_id, seat, move_id, seq) VALUES ($1, $2, $3, $4)",
            )
            .bind(&w.row.id)
            .bind(i64::from(*seat))
            .bind(move_id)
            .bind(i(w.row.seq))
            .execute(&mut *tx)
            .await;
            match done {
                Ok(_) => {}
                Err(sqlx::Error::Database(e)) if e.is_unique_violation() => {
                    return Err(WriteError::Repeated);
                }
                Err(e) => return Err(e.into()),
            }
        }
        let updated = sqlx::query(
            "UPDATE poch_tables SET seq = $1, stage = $2, deadline_ms = $3, info = $4, \
             secrets = $5, token = $6 WHERE id = $7 AND seq = $8",
        )
        .bind(i(w.row.seq))
        .bind(&w.row.stage)
        .bind(w.row.deadline_ms.map(i))
        .bind(&w.row.info)
        .bind(&w.row.secrets)
        .bind(w.row.token.clone())
        .bind(&w.row.id)
        .bind(i(w.read_seq))
        .execute(&mut *tx)
        .await?;
        if updated.rows_affected() != 1 {
            return Err(WriteError::Conflict);
        }
        for log in &w.log {
            self.insert_log(&mut tx, &w.row.id, log).await?;
        }
        for (deal, body) in &w.history {
            let upsert = "INSERT INTO poch_history (table_id, deal, body) VALUES ($1, $2, $3) \
                 ON CONFLICT (table_id, deal) DO UPDATE SET body = excluded.body";
            sqlx::query(upsert)
                .bind(&w.row.id)
                .bind(i64::from(*deal))
                .bind(body)
                .execute(&mut *tx)
                .await?;
        }
        tx.commit().await?;
        Ok(())
    }

    /// A table's row.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn table(&self, id: &str) -> Result<Option<TableRow>, sqlx::Error> {
        let q = format!("SELECT {ROW_COLUMNS} FROM poch_tables WHERE id = $1");
        let row = sqlx::query(&q).bind(id).fetch_optional(&self.pool).await?;
        row.as_ref().map(table_row).transpose()
    }

    /// The `seq` of a move applied before, by its id.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn applied_move(
        &self,
        table: &str,
        seat: u32,
        move_id: &str,
    ) -> Result<Option<u64>, sqlx::Error> {
        let row = sqlx::query(
            "SELECT seq FROM poch_moves WHERE table_id = $1 AND seat = $2 AND move_id = $3",
        )
        .bind(table)
        .bind(i64::from(seat))
        .bind(move_id)
        .fetch_optional(&self.pool)
        .await?;
        row.map(|r| r.try_get::<i64, _>("seq").map(u)).transpose()
    }

    /// The log rows of a table after `after`, up to `most` of them, in order.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn log_after(
        &self,
        table: &str,
        after: u64,
        most: u32,
    ) -> Result<Vec<LogRow>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT seq, change, events, views, info FROM poch_log WHERE table_id = $1 \
             AND seq > $2 ORDER BY seq LIMIT $3",
        )
        .bind(table)
        .bind(i(after))
        .bind(i64::from(most))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(log_row).collect()
    }

    /// The open tables anyone may sit at, newest first.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn open_tables(&self, most: u32) -> Result<Vec<String>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT info FROM poch_tables WHERE stage = 'seating' ORDER BY created_ms DESC LIMIT $1",
        )
        .bind(i64::from(most))
        .fetch_all(&self.pool)
        .await?;
        rows.iter().map(|r| r.try_get("info")).collect()
    }

    /// How many tables `creator` made that are not over.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn live_tables_of(&self, creator: &str) -> Result<u64, sqlx::Error> {
        let row = sqlx::query(
            "SELECT COUNT(*) AS n FROM poch_tables WHERE creator = $1 \
             AND stage IN ('seating', 'committing', 'revealing', 'playing')",
        )
        .bind(creator)
        .fetch_one(&self.pool)
        .await?;
        Ok(u(row.try_get("n")?))
    }

    /// Tables by stage, for the metrics.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn count_by_stage(&self) -> Result<Vec<(String, u64)>, sqlx::Error> {
        let rows = sqlx::query("SELECT stage, COUNT(*) AS n FROM poch_tables GROUP BY stage")
            .fetch_all(&self.pool)
            .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("stage")?, u(r.try_get("n")?))))
            .collect()
    }

    /// The tables whose clock ran out by `now_ms`, soonest first.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn due(&self, now_ms: u64, most: u32) -> Result<Vec<(String, u64)>, sqlx::Error> {
        let rows = sqlx::query(
            "SELECT id, seq FROM poch_tables WHERE deadline_ms IS NOT NULL AND deadline_ms <= $1 \
             ORDER BY deadline_ms LIMIT $2",
        )
        .bind(i(now_ms))
        .bind(i64::from(most))
        .fetch_all(&self.pool)
        .await?;
        rows.iter()
            .map(|r| Ok((r.try_get("id")?, u(r.try_get("seq")?))))
            .collect()
    }

    /// The soonest deadline of any table.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn next_deadline(&self) -> Result<Option<u64>, sqlx::Error> {
        let row = sqlx::query("SELECT MIN(deadline_ms) AS d FROM poch_tables")
            .fetch_one(&self.pool)
            .await?;
        Ok(row.try_get::<Option<i64>, _>("d")?.map(u))
    }

    /// A table's histories: (deal, body), deal 0 the match's.
    ///
    /// # Errors
    ///
    /// The database's.
    pub async fn history(&self, table: &str) -> Result<Vec<(u32, String)>, sqlx::Error> {
        let rows =
            sqlx::query("SELECT deal, body FROM poch_history WHERE table_id = $1 ORDER BY deal")
                .bind(table)
                .fetch_all(&self.pool)
                .await?;
        rows.iter()
            .map(|r| {
                let deal: i64 = r.try_get("deal")?;
                Ok((u32::try_from(deal).unwrap_or(0), r.try_get("body")?))
            })
            .collect()
    }
}

/// The store's error as a table error.
pub fn db(e: sqlx::Error) -> TableError {
    TableError::from(e)
}
