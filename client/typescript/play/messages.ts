// The words of the web table, as data: every message the page shows is a message of the
// catalogues in proto/locales (one per language, the same files that tell the events on the
// wire), read with Project Fluent's @fluent/bundle. This module holds no text of its own: it
// lists the messages the page uses, each with example arguments, so that a test can format every
// one of them in every language (play/test/labels.ts), and it formats them.

import { FluentBundle, FluentResource, type FluentVariable } from "@fluent/bundle";

/** The languages of the catalogues, as the wire names them. */
export const LOCALES = ["en", "de", "nl", "nb", "fi"] as const;
export type Locale = (typeof LOCALES)[number];

/** The paces at which the bots' moves are shown, slowest first. */
export const PACES = ["slow", "normal", "fast", "fastest"] as const;
export type Pace = (typeof PACES)[number];

type Args = Record<string, FluentVariable>;

/**
 * The service's codes (docs/errors.md) that the page explains in words of its own, for a match
 * that cannot start or a table that cannot be restored; a rejected action is told by the
 * catalogue's `rejection-<code>`, and any other code is named.
 */
export const EXPLAINED_CODES = [
  "player_count",
  "dreier_needs_three_players",
  "five_talon_too_few_cards",
  "show_pair_needs_pair_required",
  "starting_chips_below_ante",
  "invalid_players",
  "unknown_preset",
  "caller_seed_forbidden",
  "invalid_argument",
  "state_tampered",
  "overloaded",
  "timeout",
  // The table server's (docs/table-server.md).
  "table_not_found",
  "seat_not_found",
  "credential_required",
  "credential_invalid",
  "invitation_invalid",
  "seat_taken",
  "name_taken",
  "wrong_stage",
  "conflict",
  "seed_mismatch",
  "too_many_tables",
  "too_many_connections",
  "rate_limited",
  "engine_unavailable",
] as const;

const deck = { deck: "french32" };
const seatArgs = { seat: "ann", "seat-you": "no" };

/**
 * Every message the page formats (as text or through one of its attributes), with arguments of
 * the kind it is given. The page can name no other: `text` and `attr` take only these ids.
 */
export const PAGE_MESSAGES = {
  "page-language-name": {},
  "page-title": {},
  "page-setup-title": {},
  "page-your-name": {},
  "page-your-seat": {},
  "page-seat": { seat: 2 },
  "page-bot-random": {},
  "page-bot-heuristic": {},
  "page-bot-search": {},
  "page-bot-timeout": {},
  "page-bot-infoset": {},
  "page-max-deals": {},
  "page-seed": {},
  "page-start": {},
  "page-dealing": {},
  "page-table-title": {},
  "page-deal-title": {},
  "page-seats-title": {},
  "page-col-seat": {},
  "page-col-stack": {},
  "page-col-in-play": {},
  "page-chain-title": {},
  "page-controls-title": {},
  "page-waiting": {},
  "page-chips": { chips: 3 },
  "page-call": { chips: 1 },
  "page-lead-card": {},
  "page-lead-the": { card: "Q♥", "card-name": "queen of hearts" },
  card: { rank: 12, suit: "H", ...deck },
  "page-card-name": { rank: 12, suit: "H", ...deck },
  "page-to-act": seatArgs,
  "page-in-play": { status: "in", chips: 2 },
  "page-standings-after": { deals: 2 },
  "page-again": {},
  "page-pace": {},
  "page-pace-slow": {},
  "page-pace-normal": {},
  "page-pace-fast": {},
  "page-pace-fastest": {},
  "page-skip": {},
  "page-continue": {},
  "page-moment-claims": {},
  "page-moment-pochen": {},
  "page-moment-settlement": {},
  "page-moment-match": {},
  "page-no-claims": {},
  "page-payments": {},
  "page-col-cards-left": {},
  "page-col-paid": {},
  "page-col-receives": {},
  "page-commitment": {},
  "page-deal-seed": {},
  "page-seed-later": {},
  "page-verify": {},
  "page-verifying": {},
  "page-verified": {},
  "page-not-verified": { why: "the seed does not match the commitment" },
  "page-verify-commitment": {},
  "page-verify-hand": {},
  "page-verify-upcard": {},
  "page-howto-title": {},
  "page-howto-deal": {},
  "page-howto-claims": {},
  "page-howto-pochen": {},
  "page-howto-discard": {},
  "page-howto-end": {},
  "page-howto-bets": {},
  "page-howto-table": { fields: "A, K, Q, J, T, MAR, SEQ, POCH, MID" },
  "page-rules-link": {},
  "page-terms": {},
  "page-explain-dealer": {},
  "page-explain-forehand": {},
  "page-explain-upcard": {},
  "page-explain-pay-suit": {},
  "page-explain-commitment": {},
  "page-explain-stack": {},
  "page-explain-cards-held": {},
  "page-explain-in-play": {},
  "page-explain-chain": {},
  "page-explain-pochen": {},
  "page-explain-high-stake": {},
  "page-bet-legend": { min: 1, max: 40 },
  "page-bet-amount": {},
  "page-raise-legend": { min: 1, max: 40, high: 3, from: 4, to: 43 },
  "page-raise-amount": {},
  "page-guide-link": {},
  "page-leave": {},
  "page-leave-confirm": {},
  "page-restored": {},
  "page-not-restored": {},
  "page-starting-chips": { ante: 9 },
  "page-checking-preset": {},
  "page-cards-held": { count: 8 },
  "page-away": {},
  "page-clock": {},
  "page-this-deal": { chips: "+12" },
  "page-next-deal": { deal: 2, ...seatArgs },
  "page-hand-between": {},
  "page-hand-over": {},
  "page-pot": { pot: 16, poch: 4, bets: 12 },
  "page-quick-legend": {},
  "page-quick-least": { chips: 1 },
  "page-quick-half": { chips: 8 },
  "page-quick-pot": { chips: 16 },
  "page-quick-all-in": { chips: 91 },
  "page-quick-most": { chips: 40 },
  "page-fields-explained": {},
  "page-past-title": {},
  "page-past-none": {},
  "page-deal-result": { deal: 2 },
  "page-col-hand": {},
  "page-col-ante": {},
  "page-col-claims": {},
  "page-col-discard": {},
  "page-col-deal": {},
  "page-hands-later": {},
  "page-graph-title": {},
  "page-graph-start": {},
  "page-graph-numbers": {},
  "page-download": {},
  "page-download-hint": {},
  "page-download-later": {},
  "page-fair-server-drew": {},
  "page-fair-you-chose": {},
  "page-error-other": { code: "overloaded" },
  "page-error-unreachable": {},
  ...Object.fromEntries(EXPLAINED_CODES.map((code) => [`page-error-${code}`, {}])) as Record<`page-error-${(typeof EXPLAINED_CODES)[number]}`, {}>,
  "page-fair-people": {},
  "page-people-title": {},
  "page-people-intro": {},
  "page-people-seats": {},
  "page-people-count": {},
  "page-people-person": {},
  "page-people-name": {},
  "page-people-your-seed": {},
  "page-people-move-s": {},
  "page-people-bank-s": {},
  "page-people-open": {},
  "page-people-create": {},
  "page-people-open-tables": {},
  "page-people-no-open": {},
  "page-people-watch": {},
  "page-people-take-free": { seat: 2 },
  "page-people-join-title": {},
  "page-people-join": { seat: 2 },
  "page-people-sit": {},
  "page-people-lobby-title": {},
  "page-people-stage-seating": {},
  "page-people-stage-committing": {},
  "page-people-stage-revealing": {},
  "page-people-stage-playing": {},
  "page-people-stage-finished": {},
  "page-people-stage-abandoned": {},
  "page-people-seat-free": {},
  "page-people-seed-hash-given": {},
  "page-people-seed-shown": { seed: "4f1c…" },
  "page-people-invitations": {},
  "page-people-copy": {},
  "page-people-copied": {},
  "page-people-commitment": {},
  "page-people-my-seed": { seed: "4f1c…", hash: "9a0e…" },
  "page-people-server-seed": {},
  "page-people-fair": {},
  "page-people-you-are-seat": { seat: 2, name: "ann" },
  "page-people-watching": {},
  "page-people-away": {},
  "page-people-back": {},
  "page-people-leave-confirm": {},
  "page-people-connecting": {},
  "page-people-reconnecting": {},
  "page-people-clock-turn": { time: "0:23" },
  "page-people-clock-bank": { time: "1:40" },
  "page-people-check": {},
  "page-people-check-seed-ok": {},
  "page-people-check-seed-bad": {},
  "page-people-check-chain-ok": {},
  "page-people-check-chain-bad": {},
  "page-people-check-chain-later": {},
  "page-people-check-limits": {},
  "rank-index": { rank: 12, ...deck },
  "label-you": {},
  "label-board": {},
  "label-deal": { deal: 1 },
  "label-dealer": {},
  "label-forehand": {},
  "label-upcard": {},
  "label-pay-suit": {},
  "label-your-hand": {},
  "label-best-group": {},
  "label-cards-held": {},
  "label-direction": {},
  "label-history": {},
  "label-standings": {},
  "label-high-stake": {},
  "label-players": {},
  "label-bots": {},
  "label-preset": {},
  "label-language": {},
  "phase-claims": {},
  "phase-pochen": {},
  "phase-discard": {},
  "phase-between_deals": {},
  "phase-match_over": {},
  "field-A": deck,
  "field-K": deck,
  "field-Q": deck,
  "field-J": deck,
  "field-T": deck,
  "field-MAR": deck,
  "field-SEQ": deck,
  "field-POCH": deck,
  "field-MID": deck,
  "status-IN": {},
  "status-FOLDED": {},
  "status-ALL_IN": {},
  "status-OUT": {},
  "direction-up": {},
  "direction-down": {},
  "action-pass": seatArgs,
  "action-bet": { ...seatArgs, amount: 2 },
  "action-call": seatArgs,
  "action-raise": { ...seatArgs, amount: 2 },
  "action-fold": seatArgs,
  "action-lead": { ...seatArgs, card: "Q♥", direction: "none" },
  "action-deal": seatArgs,
  "suit-name": { suit: "H", ...deck },
  "suit-symbol": { suit: "H" },
  group: { size: 2, rank: 12, ...deck },
  standing: { place: 1, seat: "ann", "seat-you": "no", chips: 120, paid: "yes" },
} satisfies Record<string, Args>;
export type MessageId = keyof typeof PAGE_MESSAGES;

/** The attributes the page reads: the fields' titles and the actions' button labels. */
export const PAGE_ATTRIBUTES: [MessageId, string][] = [
  ...(["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"] as const).map((f): [MessageId, string] => [`field-${f}`, "title"]),
  ...(["pass", "bet", "call", "raise", "fold", "lead", "deal"] as const).map((a): [MessageId, string] => [`action-${a}`, "label"]),
];

/** One language's catalogue, read by @fluent/bundle (without Unicode isolation, as in Rust). */
export class Catalogue {
  readonly bundle: FluentBundle;
  readonly errors: string[] = [];

  constructor(
    readonly locale: Locale,
    source: string,
  ) {
    this.bundle = new FluentBundle(locale, { useIsolating: false });
    for (const error of this.bundle.addResource(new FluentResource(source))) this.errors.push(String(error));
  }

  /** A message's value; the id itself (and an error kept) when the catalogue lacks it. */
  text(id: MessageId, args: Args = {}, errors: Error[] = []): string {
    const message = this.bundle.getMessage(id);
    if (!message?.value) {
      errors.push(new Error(`${this.locale}: no message ${id}`));
      return id;
    }
    return this.bundle.formatPattern(message.value, args, errors);
  }

  /** An attribute of a message (`.title`, `.label`). */
  attr(id: MessageId, attribute: string, args: Args = {}, errors: Error[] = []): string {
    const pattern = this.bundle.getMessage(id)?.attributes[attribute];
    if (!pattern) {
      errors.push(new Error(`${this.locale}: no attribute ${id}.${attribute}`));
      return id;
    }
    return this.bundle.formatPattern(pattern, args, errors);
  }
}
