// Plays a whole match against a running Poch Engine over REST, and prints the standings.
//
//   node dist/examples/play-match.js [--base http://127.0.0.1:8080] [--seed 7] [--players 4] [--max-deals 3]
//
// Every seat is played by a seeded random choice among the actions the service lists as legal
// for the seat to act (a kind of action, then one of its amounts or cards), applied by its stable
// action id (docs/action-ids.md) but for a lead, which goes as the action; the client keeps only
// the sealed state token between calls. Before the match, one deliberate mistake (a seat acting
// out of turn) must be refused with `not_your_turn`. After it, every deal's revealed seed is
// checked against its commitment (verify) and the match is replayed from its inputs (replay) to
// the same end. Any other refusal, a match that does not end, or a check that fails exits
// non-zero.

import { parseArgs } from "node:util";

import { PochClient, PochError, actions, type RequestBody, type Schemas } from "../src/index.js";

const PLAYER_NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"];
// A bound far above any match of a few deals, so that a match that never ends fails.
const MAX_ACTIONS = 20_000;

class Failure extends Error {}

/**
 * The id of `action` in `table` (docs/action-ids.md): pass 0, bet a is a, call M + 1, raise a is
 * M + 1 + a, fold 2M + 2, deal the last; null for a lead.
 */
function stableId(action: Schemas["Action"], table: Schemas["ActionTableInfo"]): number | null {
  const m = table.max_chips;
  switch (action.type) {
    case "pass_turn":
      return 0;
    case "bet":
      return action.amount;
    case "call":
      return m + 1;
    case "raise_bet":
      return m + 1 + action.amount;
    case "fold":
      return 2 * m + 2;
    case "deal":
      return table.size - 1;
    default:
      return null;
  }
}

/** A small seeded generator (mulberry32): the same seed, the same choices. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

async function expectNotYourTurn(poch: PochClient, state: Schemas["StateEnvelope"], toAct: number, seats: number) {
  const wrongSeat = (toAct + 1) % seats;
  try {
    await poch.apply({ state, seat: wrongSeat, action: actions.passTurn() });
  } catch (error) {
    if (!(error instanceof PochError)) throw error;
    if (error.code !== "not_your_turn" || error.status !== 422) {
      throw new Failure(
        `seat ${wrongSeat} acting out of turn: expected not_your_turn (422), got ${error.code} (${error.status}): ${error.message}`,
      );
    }
    console.log(`mistake refused as expected: seat ${wrongSeat} out of turn -> ${error.code} (${error.status})`);
    return;
  }
  throw new Failure(`seat ${wrongSeat} acting out of turn was accepted`);
}

async function play(poch: PochClient, seed: number, players: number, maxDeals: number): Promise<number> {
  const pick = seeded(seed);
  const newGame: RequestBody<"/v1/games"> = {
    players: PLAYER_NAMES.slice(0, players),
    deal_source: { seeded: { seed: seed.toString(16).padStart(64, "0") } },
    rules: { max_deals: maxDeals },
    state_form: "sealed",
  };
  const step = await poch.newGame(newGame);
  const events: Schemas["Event"][] = [...step.events];
  const played: Schemas["SeatAction"][] = [];
  if (!("sealed" in step.state)) throw new Failure("asked for a sealed state, got a plain one");
  if (step.to_act === null || step.to_act === undefined) throw new Failure("a new match with no seat to act");
  await expectNotYourTurn(poch, step.state, step.to_act, players);

  let state: Schemas["StateEnvelope"] = step.state;
  let phase: Schemas["Phase"] = step.phase;
  let toAct: number = step.to_act;
  let applied = 0;
  let byId = 0;
  let table: Schemas["ActionTableInfo"] | null = null;
  while (phase !== "match_over") {
    if (applied >= MAX_ACTIONS) throw new Failure(`the match did not end within ${MAX_ACTIONS} actions`);
    const answered = await poch.legalActionIds({ state, seat: toAct });
    const legal = answered.legal;
    if (legal.seat !== toAct) throw new Failure(`legal actions of seat ${toAct} answered for seat ${legal.seat}`);
    const options = actions.choices(legal);
    if (options.length === 0) throw new Failure(`seat ${toAct} must act but has no legal action`);
    // One id per concrete action, ascending, of one table for the whole match.
    const ids = answered.action_ids ?? [];
    if (ids.length !== options.length || ids.some((id, i) => i > 0 && id <= ids[i - 1])) {
      throw new Failure(`${options.length} legal actions, but the ids ${JSON.stringify(ids)}`);
    }
    const answeredTable = answered.action_table;
    if (!answeredTable || !/^[0-9a-f]{64}$/.test(answeredTable.digest)) {
      throw new Failure(`no action table, or one without its digest: ${JSON.stringify(answeredTable)}`);
    }
    if (table === null) {
      table = answeredTable;
    } else if (JSON.stringify(answeredTable) !== JSON.stringify(table)) {
      throw new Failure("the match's action table changed");
    }
    // A kind first (pass, bet, call, raise, fold, lead, deal), then one of its options, so that
    // 99 bet amounts do not crowd out passing and calling.
    const kinds = [...new Set(options.map((option) => option.type))].sort();
    const kind = kinds[pick(kinds.length)];
    const ofKind = options.filter((option) => option.type === kind);
    const action = ofKind[pick(ofKind.length)];
    const actionId = stableId(action, table);
    if (actionId !== null && !ids.includes(actionId)) {
      throw new Failure(`${JSON.stringify(action)} has the id ${actionId}, not among the legal ids`);
    }
    const answer: Schemas["GameResponse"] =
      actionId === null
        ? await poch.apply({ state, seat: toAct, action })
        : await poch.apply({ state, seat: toAct, action_id: actionId });
    byId += actionId === null ? 0 : 1;
    applied += 1;
    played.push({ seat: toAct, action });
    events.push(...answer.events);
    ({ state, phase } = answer);
    if (phase !== "match_over") {
      if (answer.to_act === null || answer.to_act === undefined) {
        throw new Failure(`no seat to act after action ${applied} in phase ${phase}`);
      }
      toAct = answer.to_act;
    }
  }

  const view = await poch.view({ state });
  if (view.viewer !== "spectator") throw new Failure("asked for a spectator, got a seat's view");
  if (view.phase !== "match_over" || !view.match_end) throw new Failure("the view of the finished match shows no match end");
  const check = await poch.validate({ state });
  if (!check.valid) throw new Failure(`the final state is not valid: ${JSON.stringify(check.violations)}`);
  const standings = view.match_end.standings;
  const seats = standings.map((s) => s.seat).sort((a, b) => a - b);
  if (seats.join() !== [...Array(players).keys()].join()) {
    throw new Failure(`the standings do not list every seat once: ${seats}`);
  }

  console.log(
    `match over after ${applied} actions (${byId} by id); deals played: ${view.match_end.deals_played} (${view.match_end.reasons.join(", ")})`,
  );
  console.log("place  seat  player  stack");
  for (const s of standings) {
    console.log(
      `${String(s.place).padStart(5)}  ${String(s.seat).padStart(4)}  ${view.players[s.seat].padEnd(6)}  ${String(s.stack).padStart(5)}`,
    );
  }

  // Every deal is fair: the seed each deal_ended revealed hashes to its deal_started commitment.
  const commitments = new Map<number, string>();
  const revealed = new Map<number, string>();
  for (const { kind } of events) {
    if (kind.type === "deal_started" && kind.commitment) commitments.set(kind.deal, kind.commitment);
    if (kind.type === "deal_ended" && kind.deal_seed) revealed.set(kind.deal, kind.deal_seed);
  }
  const started = [...commitments.keys()].sort().join();
  if (revealed.size === 0 || [...revealed.keys()].sort().join() !== started) {
    throw new Failure(`deals started ${started}, deals whose seed was revealed ${[...revealed.keys()]}`);
  }
  for (const [deal, dealSeed] of revealed) {
    const commitment = commitments.get(deal) as string;
    const verdict = await poch.verifyDeal({ commitment, deal_seed: dealSeed, deck: view.rules.deck });
    if (!verdict.matches) throw new Failure(`deal ${deal}: the revealed seed does not match its commitment`);
  }
  // The match replays from its inputs to the same end.
  const replayed = await poch.replay({ new_game: newGame, actions: played });
  const replayedView = await poch.view({ state: replayed.state });
  // A replay is a match of its own, with an id of its own: the views are compared without it.
  const withoutId = (v: typeof view) => JSON.stringify({ ...v, match_id: undefined });
  if (replayed.phase !== "match_over" || withoutId(replayedView) !== withoutId(view)) {
    throw new Failure("the replayed match does not end as the played one");
  }
  console.log(`every deal's seed matches its commitment (${revealed.size} checked); the match replays to the same end`);
  return applied;
}

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      base: { type: "string", default: "http://127.0.0.1:8080" },
      seed: { type: "string", default: "7" },
      players: { type: "string", default: "4" },
      "max-deals": { type: "string", default: "3" },
    },
  });
  const seed = Number(values.seed);
  const players = Number(values.players);
  const maxDeals = Number(values["max-deals"]);
  if (!Number.isInteger(seed) || seed < 0 || !Number.isInteger(players) || players < 3 || players > 8 || !(maxDeals >= 1)) {
    console.error("--seed: an integer >= 0; --players: 3 to 8; --max-deals: >= 1");
    return 2;
  }
  try {
    await play(new PochClient(values.base), seed, players, maxDeals);
  } catch (error) {
    if (error instanceof Failure) {
      console.error(`failed: ${error.message}`);
      return 1;
    }
    if (error instanceof Error) {
      // A PochError (the service refused), or fetch's TypeError (no answer; the cause says why).
      const cause = error.cause instanceof Error ? `: ${error.cause.message}` : "";
      console.error(`a call failed: ${error.message}${cause}`);
      return 1;
    }
    throw error;
  }
  return 0;
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error("a call failed:", error);
    process.exit(1);
  },
);
