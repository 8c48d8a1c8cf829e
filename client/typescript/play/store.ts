// The practice table kept across a reload, in the tab's sessionStorage: the sealed state token,
// the person's own seat and ticket, how the match started, every event the page was told and
// the person's actions (the history, the past deals and the record are made again from them),
// the hands of past deals as VerifyDeal dealt them, and the language chosen. It is the person's own practice token:
// the same the page holds while it is open (the service seals it; the page can no more read the
// bots' hands in it than before), kept in this tab alone (another tab keeps its own table) and
// dropped when the tab is closed. A view is asked for again when the page comes back.

import type { Schemas } from "../src/client.js";
import type { Start } from "./history.js";

const KEY = "poch.practice";

export interface Kept {
  version: 1;
  start: Start;
  seat: number;
  state: Schemas["StateEnvelope"];
  ticket?: string;
  events: Schemas["NarratedEvent"][];
  actions: Schemas["SeatAction"][];
  /** The language the person chose. */
  locale: string;
  /** The hands and deck of each deal over, by its number, once VerifyDeal has dealt them. */
  hands: Record<string, { hands: string[][]; deckOrder: string[] }>;
}

/** Keeps the table; false when the tab's storage refuses it (full, or turned off). */
export function keep(table: Kept): boolean {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(table));
    return true;
  } catch {
    return false;
  }
}

/** The table this tab kept, if any. */
export function kept(): Kept | null {
  try {
    const text = window.sessionStorage.getItem(KEY);
    if (!text) return null;
    const value = JSON.parse(text) as Kept;
    return value.version === 1 && Array.isArray(value.events) ? value : null;
  } catch {
    return null;
  }
}

export function forget() {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // Nothing was kept.
  }
}
