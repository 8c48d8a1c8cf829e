// What the table shows while an answer's events unfold, one at a time. The page holds the
// person's view as the service last answered it; the events of an answer (the bots' moves among
// them) happened between that view and the next. The scene starts from the view it held and
// takes from each event what the event itself states (the stacks and the board after the ante,
// the chips a bet moved, the cards a seat played, the stacks after the Pochen and after the deal,
// the seed a deal revealed), so that each move can be shown on its own. No rule is worked out
// here: when the events have unfolded, the page draws the new view, which the test holds equal
// to the scene's last state (`drift`).

import type { Schemas } from "../src/client.js";

type View = Schemas["View"];
type Event = Schemas["NarratedEvent"];
type Field = Schemas["Field"];
type Status = Schemas["Status"];

/** A card played in the current chain, and by whom. */
export interface Play {
  seat: number;
  card: string;
}

/** One deal's public facts as the person saw them, to verify the deal when it is over. */
export interface DealFacts {
  number: number;
  dealer: number;
  forehand: number;
  commitment: string | null;
  /** The deal seed, once revealed. */
  seed: string | null;
  upcard: string | null;
  paySuit: string | null;
  /** The person's hand as dealt. */
  dealt: string[];
}

export interface Scene {
  /** Where the deal stands: the phases of the view, and the claims, which happen within an answer. */
  phase: View["phase"] | "claims";
  deal: DealFacts | null;
  stacks: number[];
  board: Partial<Record<Field, number>>;
  /** The person's cards. */
  hand: string[];
  handSizes: number[];
  /** While the Pochen lasts: each seat's status and what it put in. */
  statuses: (Status | null)[];
  contributions: number[];
  chain: Play[];
  direction: Schemas["Direction"] | null;
  /** Each seat's latest move, as told. */
  lastMove: (string | null)[];
  /** The seat whose move is being shown. */
  acting: number | null;
}

/** The scene of a view as the service answered it. */
export function sceneOfView(view: View, previous: Scene | null): Scene {
  const deal = view.deal ?? null;
  const n = view.players.length;
  const pochen = deal?.pochen ?? null;
  const discard = deal?.discard ?? null;
  const first = discard ? (discard.chain_starts[discard.chain_starts.length - 1] ?? 0) : 0;
  const facts: DealFacts | null = deal
    ? {
        number: deal.number,
        dealer: deal.dealer,
        forehand: deal.forehand,
        commitment: deal.commitment ?? null,
        seed: deal.deal_seed ?? null,
        upcard: deal.upcard,
        paySuit: deal.pay_suit,
        // The hand as dealt is known from its event; a view shows what is left of it.
        dealt: previous?.deal?.number === deal.number ? previous.deal.dealt : [...(deal.hand ?? [])],
      }
    : null;
  return {
    phase: view.phase,
    deal: facts,
    stacks: [...view.stacks],
    board: { ...view.board },
    hand: [...(deal?.hand ?? [])],
    handSizes: [...(deal?.hand_sizes ?? Array<number>(n).fill(0))],
    statuses: view.phase === "pochen" && pochen ? [...pochen.statuses] : Array<Status | null>(n).fill(null),
    contributions: view.phase === "pochen" && pochen ? [...pochen.contributions] : Array<number>(n).fill(0),
    chain: discard ? discard.plays.slice(first).map((p) => ({ seat: p.seat, card: p.card })) : [],
    direction: discard?.direction ?? null,
    lastMove: previous && previous.lastMove.length === n ? [...previous.lastMove] : Array<string | null>(n).fill(null),
    acting: null,
  };
}

/**
 * The table before the match's first event: the view's seats, each with the starting stack,
 * nothing on the board, nothing dealt; the first deal then unfolds from its first event.
 */
export function sceneBeforeMatch(view: View): Scene {
  const scene = sceneOfView(view, null);
  return {
    ...scene,
    deal: null,
    stacks: view.players.map(() => view.rules.starting_chips),
    board: {},
    hand: [],
    handSizes: scene.handSizes.map(() => 0),
    statuses: scene.statuses.map(() => null),
    contributions: scene.contributions.map(() => 0),
    chain: [],
    direction: null,
  };
}

/** The seat an event is the move of, or is about. */
export function seatOf(event: Event): number | null {
  const kind = event.kind as { seat?: unknown };
  return typeof kind.seat === "number" ? kind.seat : null;
}

/** Takes into the scene what `event` states. */
export function unfold(scene: Scene, event: Event, me: number): void {
  const kind = event.kind;
  const seat = seatOf(event);
  scene.acting = seat;
  if (seat !== null && event.text) scene.lastMove[seat] = event.text;
  switch (kind.type) {
    case "deal_started":
      scene.phase = "claims";
      scene.deal = {
        number: kind.deal,
        dealer: kind.dealer,
        forehand: kind.forehand,
        commitment: kind.commitment ?? null,
        seed: null,
        upcard: null,
        paySuit: null,
        dealt: [],
      };
      scene.hand = [];
      scene.handSizes = scene.handSizes.map(() => 0);
      scene.chain = [];
      scene.direction = null;
      scene.lastMove = scene.lastMove.map(() => null);
      scene.acting = kind.dealer;
      break;
    case "ante_paid":
      scene.stacks = [...kind.stacks];
      scene.board = { ...kind.board };
      break;
    case "hand_dealt":
      if (kind.seat === me) {
        scene.hand = [...kind.cards];
        if (scene.deal) scene.deal.dealt = [...kind.cards];
      }
      break;
    case "upcard_turned":
      if (scene.deal) {
        scene.deal.upcard = kind.upcard;
        scene.deal.paySuit = kind.pay_suit;
      }
      scene.handSizes = [...kind.hand_sizes];
      break;
    case "field_claimed":
      scene.board[kind.field] = (scene.board[kind.field] ?? 0) - kind.chips;
      scene.stacks[kind.seat] = (scene.stacks[kind.seat] ?? 0) + kind.chips;
      break;
    case "pochen_started":
      scene.phase = "pochen";
      scene.statuses = scene.statuses.map((_, s) => (kind.seats_in.includes(s) ? "IN" : "OUT"));
      scene.contributions = scene.contributions.map(() => 0);
      break;
    case "passed":
      if (kind.out) scene.statuses[kind.seat] = "OUT";
      break;
    case "bet_placed":
    case "called":
    case "raised":
      scene.stacks[kind.seat] = (scene.stacks[kind.seat] ?? 0) - kind.put;
      scene.contributions[kind.seat] = (scene.contributions[kind.seat] ?? 0) + kind.put;
      if (kind.all_in) scene.statuses[kind.seat] = "ALL_IN";
      break;
    case "folded":
      scene.statuses[kind.seat] = "FOLDED";
      break;
    case "pochen_ended":
      scene.stacks = [...kind.stacks];
      scene.board.POCH = kind.poch_after;
      scene.statuses = [...kind.statuses];
      scene.contributions = [...kind.contributions];
      break;
    case "discard_started":
      scene.phase = "discard";
      scene.statuses = scene.statuses.map(() => null);
      scene.contributions = scene.contributions.map(() => 0);
      scene.chain = [];
      scene.acting = kind.leader;
      break;
    case "direction_chosen":
      scene.direction = kind.direction;
      break;
    case "card_played":
      if (kind.led) scene.chain = [];
      scene.chain.push({ seat: kind.seat, card: kind.card });
      scene.handSizes[kind.seat] = Math.max(0, (scene.handSizes[kind.seat] ?? 0) - 1);
      if (kind.seat === me) scene.hand = scene.hand.filter((c) => c !== kind.card);
      break;
    case "chain_stopped":
      scene.acting = kind.next_leader;
      break;
    case "deal_settled":
      scene.acting = kind.winner;
      break;
    case "deal_ended":
      scene.phase = "between_deals";
      scene.stacks = [...kind.stacks];
      scene.board = { ...kind.board };
      if (scene.deal) scene.deal.seed = kind.deal_seed ?? null;
      break;
    case "match_ended":
      scene.phase = "match_over";
      scene.acting = null;
      break;
    default:
      break;
  }
}

/** What differs between the unfolded scene and the view that follows it (nothing, if all is well). */
export function drift(scene: Scene, view: View): string[] {
  const out: string[] = [];
  if (JSON.stringify(scene.stacks) !== JSON.stringify(view.stacks)) out.push(`stacks ${scene.stacks} / ${view.stacks}`);
  for (const field of view.fields) {
    if ((scene.board[field] ?? 0) !== (view.board[field] ?? 0)) out.push(`${field} ${scene.board[field]} / ${view.board[field]}`);
  }
  const hand = [...(view.deal?.hand ?? [])].sort().join(" ");
  if ([...scene.hand].sort().join(" ") !== hand) out.push(`hand ${scene.hand} / ${hand}`);
  if (JSON.stringify(scene.handSizes) !== JSON.stringify(view.deal?.hand_sizes ?? scene.handSizes)) {
    out.push(`hand sizes ${scene.handSizes} / ${view.deal?.hand_sizes}`);
  }
  return out;
}
