-- One row per table: its public face, its secrets, its sealed state and its sequence number,
-- which every change raises by one (the optimistic lock of every write).
CREATE TABLE poch_tables (
    id TEXT PRIMARY KEY,
    seq BIGINT NOT NULL,
    stage TEXT NOT NULL,
    creator TEXT NOT NULL,
    created_ms BIGINT NOT NULL,
    deadline_ms BIGINT,
    info TEXT NOT NULL,
    secrets TEXT NOT NULL,
    token BLOB
);
CREATE INDEX poch_tables_deadline ON poch_tables (deadline_ms) WHERE deadline_ms IS NOT NULL;
CREATE INDEX poch_tables_stage ON poch_tables (stage, created_ms);
CREATE INDEX poch_tables_creator ON poch_tables (creator, stage);

-- One row per change of a table, in order: what the sockets are sent, and sent again.
CREATE TABLE poch_log (
    table_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    change TEXT NOT NULL,
    events TEXT NOT NULL,
    views TEXT,
    info TEXT NOT NULL,
    PRIMARY KEY (table_id, seq)
);

-- One row per move of a person, by the client's move id: a move is applied once.
CREATE TABLE poch_moves (
    table_id TEXT NOT NULL,
    seat BIGINT NOT NULL,
    move_id TEXT NOT NULL,
    seq BIGINT NOT NULL,
    PRIMARY KEY (table_id, seat, move_id)
);

-- The hand histories: deal N's record (0: the whole match's).
CREATE TABLE poch_history (
    table_id TEXT NOT NULL,
    deal BIGINT NOT NULL,
    body TEXT NOT NULL,
    PRIMARY KEY (table_id, deal)
);

-- The sealing key the in-process engine uses when none is configured, shared by every replica
-- of one database.
CREATE TABLE poch_keys (
    id TEXT PRIMARY KEY,
    key TEXT NOT NULL
);
