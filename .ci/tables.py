"""Reads the Parquet tables of `poch simulate --parquet` with DuckDB and polars, and checks them
against the JSON records of the same matches; compares tables and summaries of a single run
with those of its merged shards.

    python3 .ci/tables.py check RECORDS.jsonl TABLES_DIR
    python3 .ci/tables.py same-tables DIR_A DIR_B
    python3 .ci/tables.py same-summary A.json B.json

`check`: with DuckDB, the rows per table (one per record, per recorded deal, per seat and
recorded deal, per recorded action), the chips (final stacks plus the board left make the
starting stacks; the final stacks are the standings'), the claims of every phase-1 field and
the carries of every field per deal; with polars, the actions by kind and the deals' Pochen
outcomes and pots. In both, every chip column is a signed 64-bit integer, a subtraction of two
chip columns is negative where a seat lost chips (never a wrapped 4,294,967,295), each seat's
net is its stack after less its stack before and the sum of its parts, the per-seat nets of
each deal add up to the board's change (with the sign turned), and the nets are the records'
stacks from deal to deal. `same-tables`: the same rows in both (DuckDB, every column, in match
order). `same-summary`: the same JSON summary apart from the run's times. Exits 1 naming the
first difference.
"""
import collections
import json
import sys

import duckdb
import polars as pl

FIELDS = ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"]
TAKEN = [f for f in FIELDS if f != "POCH"]
ACTION_KIND = {"pass_turn": "pass", "raise_bet": "raise"}
TABLES = ("matches", "deals", "seats", "actions")
# Every chip column of every table (docs/tables.md): int64, or a list or struct of int64.
CHIPS = {
    "matches": ["starting_stacks", "final_stacks", "board_left", "board_left_total"],
    "deals": ["ante", *(f"{f}_chips" for f in FIELDS), "high_stake", "pochen_pot", "contributions",
              "pochen_payouts", "mid", "owed", "payments", "forgiven", "winner_receives", "stacks",
              "board_before", "board", "board_change"],
    "seats": ["stack_before", "ante", "stack_after", "net", *(f"{f}_taken" for f in TAKEN),
              "pochen_contribution", "pochen_payout", "owed", "paid", "forgiven", "received"],
    "actions": ["amount", "chips"],
}
# A seat's net, as the sum of its parts (docs/tables.md, seats.parquet).
PARTS = ("- ante + " + " + ".join(f'coalesce("{f}_taken", 0)' for f in TAKEN)
         + " + coalesce(pochen_payout, 0) - coalesce(pochen_contribution, 0)"
         " + coalesce(received, 0) - coalesce(paid, 0)")


def fail(why: str) -> None:
    print(f"tables: {why}", file=sys.stderr)
    sys.exit(1)


def equal(what: str, got, want) -> None:
    if got != want:
        fail(f"{what}: the tables say {got!r}, the records {want!r}")


def check(records_path: str, tables: str) -> None:
    records = [json.loads(line) for line in open(records_path, encoding="utf-8") if line.strip()]
    deals = [d for r in records for d in r["deals"]]
    con = duckdb.connect()
    table = lambda name: f"read_parquet('{tables}/{name}.parquet')"
    one = lambda sql: con.execute(sql).fetchall()[0][0]

    # DuckDB: rows, chips, claims and carries.
    equal("matches", one(f"select count(*) from {table('matches')}"), len(records))
    equal("deals", one(f"select count(*) from {table('deals')}"), len(deals))
    equal("actions", one(f"select count(*) from {table('actions')}"),
          sum(len(r["actions"]) for r in records))
    equal("deals per match", one(f"select sum(deals) from {table('matches')}"),
          sum(r["match_end"]["deals_played"] for r in records))
    final = sum(s["stack"] for r in records for s in r["match_end"]["standings"])
    equal("final stacks", one(f"select sum(list_sum(final_stacks)) from {table('matches')}"), final)
    left = sum(sum(r["match_end"]["board_left"].values()) for r in records)
    equal("board left", one(f"select sum(board_left_total) from {table('matches')}"), left)
    equal("chips kept", one(
        f"select sum(list_sum(starting_stacks)) - sum(list_sum(final_stacks)) - sum(board_left_total) "
        f"from {table('matches')}"), 0)
    equal("stacks after each deal", one(f"select sum(list_sum(stacks)) from {table('deals')}"),
          sum(sum(d["stacks"]) for d in deals))
    for field in FIELDS:
        carried = sum(field in d["carried_next"] for d in deals)
        equal(f"{field} carried", one(f'select count(*) from {table("deals")} where "{field}_carried"'),
              carried)
        if field in ("POCH", "MID"):
            continue
        claimed = sum(field in d["claimed"] for d in deals)
        equal(f"{field} claimed", one(f'select count("{field}_chips") from {table("deals")}'), claimed)
    poch_claims = sum(d["pochen"] in ("uncontested", "showdown") for d in deals)
    equal("POCH claimed", one(f'select count("POCH_chips") from {table("deals")}'), poch_claims)
    mid = sum(d["settlement"]["mid"] for d in deals if d["settlement"])
    equal("MID chips", one(f'select coalesce(sum("MID_chips"), 0) from {table("deals")}'), mid)

    # DuckDB: the seats' rows, their nets and the board's change.
    seats = table("seats")
    equal("seats", one(f"select count(*) from {seats}"),
          sum(len(r["new_game"]["players"]) * len(r["deals"]) for r in records))
    for name, columns in CHIPS.items():
        types = dict((c[0], c[1]) for c in con.execute(f"describe select * from {table(name)}").fetchall())
        for column in columns:
            if "BIGINT" not in types[column] or "UBIGINT" in types[column]:
                fail(f"{name}.{column} is {types[column]}, not signed 64-bit chips")
    equal("net = stack_after - stack_before",
          one(f"select count(*) from {seats} where net <> stack_after - stack_before"), 0)
    equal("net = the sum of its parts", one(f"select count(*) from {seats} where net <> {PARTS}"), 0)
    equal("seats that lost chips, by subtraction",
          one(f"select count(*) from {seats} where stack_after - stack_before < 0"),
          one(f"select count(*) from {seats} where net < 0"))
    if one(f"select min(stack_after - stack_before) from {seats}") >= 0:
        fail("no seat ever lost chips in a deal: the subtraction is not signed")
    equal("per-seat nets of a deal add up to minus the board's change", one(
        f"select count(*) from (select match, deal, sum(net) as nets from {seats} group by all) s "
        f"join {table('deals')} d using (match, deal) where s.nets <> -d.board_change"), 0)
    equal("board_change", one(
        f"select count(*) from {table('deals')} where board_change <> "
        + " + ".join(f'board."{f}" - board_before."{f}"' for f in FIELDS)), 0)
    # The records' stacks from deal to deal, as nets.
    want_nets = []
    for r in records:
        new_game = r["new_game"]
        start = new_game.get("start")
        stacks = start["stacks"] if start else [new_game["rules"]["starting_chips"]] * len(new_game["players"])
        for d in r["deals"]:
            want_nets.extend(after - before for before, after in zip(stacks, d["stacks"]))
            stacks = d["stacks"]
    got_nets = [n for (n,) in con.execute(f"select net from {seats} order by match, deal, seat").fetchall()]
    equal("the nets, deal by deal", got_nets, want_nets)
    # A match's chips won, seat by seat, by a subtraction of two lists of chips: they add up to
    # minus what the board keeps for nobody at the end (the records start with an empty board).
    match_nets = con.execute(
        f"select list_sum(list_transform(list_zip(final_stacks, starting_stacks), lambda x: x[1] - x[2])) "
        f"from {table('matches')} order by match").fetchall()
    kept = [sum(((r["match_end"].get("board_share") or {}).get("board_after")
                 or r["match_end"]["board_left"]).values()) for r in records]
    equal("a match's chips won", [n for (n,) in match_nets], [-k for k in kept])

    # polars: actions by kind, the Pochen's outcomes and pots.
    actions = pl.read_parquet(f"{tables}/actions.parquet")
    by_kind = dict(actions.group_by("kind").len().iter_rows())
    want = collections.Counter(ACTION_KIND.get(a["action"]["type"], a["action"]["type"])
                               for r in records for a in r["actions"])
    equal("actions by kind", by_kind, dict(want))
    table_deals = pl.read_parquet(f"{tables}/deals.parquet")
    outcomes = dict(table_deals.group_by("pochen").len().iter_rows())
    equal("Pochen outcomes", outcomes, dict(collections.Counter(d["pochen"] for d in deals)))
    pots = table_deals.filter(pl.col("pochen").is_not_null())["pochen_pot"].sum()
    equal("Pochen pots", pots, sum(d["pochen_pot"] for d in deals if d["pochen"] is not None))
    decisions = table_deals["actions"].sum()
    equal("decisions per deal", decisions, sum(d["actions"] for d in deals))
    # polars: signed chips, a subtraction that goes below zero, and the nets adding up.
    table_seats = pl.read_parquet(f"{tables}/seats.parquet")
    for name, columns in CHIPS.items():
        frame = {"deals": table_deals, "seats": table_seats, "actions": actions}.get(name)
        frame = frame if frame is not None else pl.read_parquet(f"{tables}/{name}.parquet")
        for column in columns:
            dtype = frame.schema[column]
            inner = dtype
            while hasattr(inner, "inner") and inner.inner is not None:
                inner = inner.inner
            fields = getattr(inner, "fields", None)
            kinds = {f.dtype for f in fields} if fields else {inner}
            if kinds != {pl.Int64}:
                fail(f"{name}.{column} is {dtype} in polars, not Int64 chips")
    diff = table_seats.select((pl.col("stack_after") - pl.col("stack_before")).alias("d"))["d"]
    equal("net in polars", diff.to_list(), table_seats["net"].to_list())
    if diff.min() >= 0 or diff.max() > 10**9:
        fail(f"stack_after - stack_before runs from {diff.min()} to {diff.max()} in polars")
    nets = table_seats.group_by("match", "deal").agg(pl.col("net").sum().alias("nets"))
    joined = nets.join(table_deals.select("match", "deal", "board_change"), on=["match", "deal"])
    equal("rows joined", len(joined), len(table_deals))
    equal("per-seat nets against the board's change in polars",
          joined.filter(pl.col("nets") != -pl.col("board_change")).height, 0)
    print(f"tables: {len(records)} matches, {len(deals)} deals, {len(table_seats)} seat rows, "
          f"{len(actions)} actions read by DuckDB and polars agree with the records; every chip "
          "column is int64 and the nets add up")


def same_tables(a: str, b: str) -> None:
    con = duckdb.connect()
    for name in TABLES:
        rows = lambda d: con.execute(
            f"select * from read_parquet('{d}/{name}.parquet') order by all").fetchall()
        ra, rb = rows(a), rows(b)
        if ra != rb:
            fail(f"{name}: {len(ra)} rows in {a}, {len(rb)} in {b}, not the same")
    print(f"tables: {a} and {b} hold the same rows")


def same_summary(a: str, b: str) -> None:
    sa, sb = (json.load(open(p, encoding="utf-8")) for p in (a, b))
    for s in (sa, sb):
        s.pop("run", None)
    if sa != sb:
        keys = [k for k in set(sa) | set(sb) if sa.get(k) != sb.get(k)]
        fail(f"the summaries {a} and {b} differ in {sorted(keys)}")
    print(f"tables: the summaries {a} and {b} are the same")


def main(argv: list[str]) -> None:
    match argv:
        case ["check", records, tables]:
            check(records, tables)
        case ["same-tables", a, b]:
            same_tables(a, b)
        case ["same-summary", a, b]:
            same_summary(a, b)
        case _:
            print(__doc__, file=sys.stderr)
            sys.exit(2)


if __name__ == "__main__":
    main(sys.argv[1:])
