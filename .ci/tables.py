"""Reads the Parquet tables of `poch simulate --parquet` with DuckDB and polars, and checks them
against the JSON records of the same matches; compares tables and summaries of a single run
with those of its merged shards.

    python3 .ci/tables.py check RECORDS.jsonl TABLES_DIR
    python3 .ci/tables.py same-tables DIR_A DIR_B
    python3 .ci/tables.py same-summary A.json B.json

`check`: with DuckDB, the rows per table (one per record, per recorded deal, per recorded
action), the chips (final stacks plus the board left make the starting stacks; the final stacks
are the standings'), the claims of every phase-1 field and the carries of every field per deal;
with polars, the actions by kind and the deals' Pochen outcomes and pots. `same-tables`: the
same rows in both (DuckDB, every column, in match order). `same-summary`: the same JSON summary
apart from the run's times. Exits 1 naming the first difference.
"""
import collections
import json
import sys

import duckdb
import polars as pl

FIELDS = ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"]
ACTION_KIND = {"pass_turn": "pass", "raise_bet": "raise"}


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
    print(f"tables: {len(records)} matches, {len(deals)} deals, {len(actions)} actions read by "
          "DuckDB and polars agree with the records")


def same_tables(a: str, b: str) -> None:
    con = duckdb.connect()
    for name in ("matches", "deals", "actions"):
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
