// Player actions, and the concrete actions a seat's legal actions allow. The service decides
// what is legal (`PochClient.legalActions`); `choices` only spells its answer out.

import type { Schemas } from "./client.js";

export type Action = Schemas["Action"];
export type LegalActions = Schemas["LegalActions"];
export type Direction = Schemas["Direction"];

export const passTurn = (): Action => ({ type: "pass_turn" });
export const bet = (amount: number): Action => ({ type: "bet", amount });
export const call = (): Action => ({ type: "call" });
export const raiseBet = (amount: number): Action => ({ type: "raise_bet", amount });
export const fold = (): Action => ({ type: "fold" });
export const lead = (card: string, direction?: Direction): Action =>
  direction === undefined ? { type: "lead", card } : { type: "lead", card, direction };
export const deal = (deck?: Schemas["DeckOrder"]): Action =>
  deck === undefined ? { type: "deal" } : { type: "deal", deck };

function range(min: number, max: number): number[] {
  return Array.from({ length: Math.max(0, max - min + 1) }, (_, i) => min + i);
}

/**
 * Every concrete action `legal` allows, in the order of its fields: one per bet amount and
 * raise increment, one per lead card (times each direction when `directions` is not empty). A
 * deal that needs a supplied deck order (`deck_required`) is left out: only the caller knows the
 * deck. Empty for a seat that may not act.
 */
export function choices(legal: LegalActions): Action[] {
  const out: Action[] = [];
  if (legal.pass_turn) out.push(passTurn());
  if (legal.bet) out.push(...range(legal.bet.min, legal.bet.max).map(bet));
  if (legal.call !== null && legal.call !== undefined) out.push(call());
  if (legal.raise_bet) out.push(...range(legal.raise_bet.min, legal.raise_bet.max).map(raiseBet));
  if (legal.fold) out.push(fold());
  for (const card of legal.lead) {
    if (legal.directions.length > 0) out.push(...legal.directions.map((d) => lead(card, d)));
    else out.push(lead(card));
  }
  if (legal.deal && !legal.deck_required) out.push(deal());
  return out;
}

/** The action in RULES.md's notation: `pass`, `bet 3`, `raise 2`, `lead QH up` … */
export function describe(action: Action): string {
  switch (action.type) {
    case "pass_turn":
      return "pass";
    case "bet":
      return `bet ${action.amount}`;
    case "raise_bet":
      return `raise ${action.amount}`;
    case "lead":
      return action.direction ? `lead ${action.card} ${action.direction}` : `lead ${action.card}`;
    default:
      return action.type;
  }
}
