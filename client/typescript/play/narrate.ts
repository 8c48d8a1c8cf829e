// The events told in words, as the service tells them (`proto/src/narration.rs`, whose
// arguments this follows message by message): for a table whose server sends the engine's events
// without their sentences (the table server), the page tells them itself, from the same
// catalogues. The browser test holds the two to the same words: every event of its matches,
// told here, is the sentence the service answered.

import { FluentNumber, type FluentVariable } from "@fluent/bundle";

import type { Schemas } from "../src/client.js";
import type { Catalogue } from "./messages.js";

type Kind = Schemas["EventKind"];
type Layer = Schemas["Layer"];
type Settlement = Schemas["Settlement"];
type MatchEnd = Schemas["MatchEnd"];
type Args = Record<string, FluentVariable>;

const RANKS: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** One language for one table: the seats by the match's player ids, "you" for the reader's seat. */
export class Narrator {
  constructor(
    readonly catalogue: Catalogue,
    readonly players: readonly string[],
    readonly deck: string,
    readonly reader: number | null,
  ) {}

  private say(id: string, args: Args): string {
    const message = this.catalogue.bundle.getMessage(id);
    if (!message?.value) return id;
    // Numbers as fluent-bundle in Rust writes them: digits alone, no grouping.
    const values: Args = { deck: this.deck };
    for (const [k, v] of Object.entries(args)) values[k] = typeof v === "number" ? new FluentNumber(v, { useGrouping: false }) : v;
    return this.catalogue.bundle.formatPattern(message.value, values);
  }

  private name(seat: number): string {
    return this.players[seat] ?? String(seat);
  }

  /** A seat as `name`, and whether it is the reader as `name-you`. */
  private seat(name: string, seat: number): Args {
    return { [name]: this.name(seat), [`${name}-you`]: this.reader === seat ? "yes" : "no" };
  }

  card(card: string): string {
    return this.say("card", { rank: RANKS[card[0] ?? ""] ?? Number(card[0]), suit: card[1] ?? "" });
  }

  cards(cards: readonly string[]): string {
    return cards.map((c) => this.card(c)).join(" ");
  }

  /**
   * An event's sentence, then its breakdown, one a line (as the service's `text`). A private
   * event is told to the seat it is private to.
   */
  told(event: { kind: Kind; visibility: Schemas["Visibility"] }): string {
    const v = event.visibility as unknown;
    const to = typeof v === "object" && v !== null ? (v as { private_to?: number }).private_to : undefined;
    return to === undefined || to === this.reader ? this.event(event.kind) : new Narrator(this.catalogue, this.players, this.deck, to).event(event.kind);
  }

  /** An event's sentence, then its breakdown, one a line, told to the reader. */
  event(kind: Kind): string {
    const details: string[] = [];
    let args: Args;
    switch (kind.type) {
      case "deal_started":
        args = { deal: kind.deal, ...this.seat("dealer", kind.dealer), ...this.seat("forehand", kind.forehand) };
        break;
      case "ante_paid":
        args = { chips: kind.per_player };
        break;
      case "hand_dealt":
        args = { ...this.seat("seat", kind.seat), count: kind.cards.length, cards: this.cards(kind.cards) };
        break;
      case "upcard_turned":
        if (kind.upcard_holder !== null && kind.upcard_holder !== undefined) details.push(this.say("upcard-held", this.seat("seat", kind.upcard_holder)));
        if (kind.dead.length > 0) details.push(this.say("dead-cards", { count: kind.dead.length, cards: this.cards(kind.dead) }));
        if (kind.talon_size > 0) details.push(this.say("talon-cards", { count: kind.talon_size }));
        args = { card: this.card(kind.upcard), suit: kind.pay_suit };
        break;
      case "field_claimed":
        args = { ...this.seat("seat", kind.seat), field: kind.field, chips: kind.chips, cards: this.cards(kind.cards) };
        break;
      case "pochen_started":
        args = { count: kind.seats_in.length, poch: kind.poch };
        break;
      case "pochen_skipped":
        args = { count: kind.seats_in.length };
        break;
      case "passed":
        args = { ...this.seat("seat", kind.seat), out: kind.out ? "yes" : "no" };
        break;
      case "bet_placed":
      case "raised":
        args = { ...this.seat("seat", kind.seat), amount: kind.amount, put: kind.put, allin: kind.all_in ? "yes" : "no" };
        break;
      case "called":
        args = { ...this.seat("seat", kind.seat), put: kind.put, allin: kind.all_in ? "yes" : "no" };
        break;
      case "folded":
      case "timed_out":
        args = this.seat("seat", kind.seat);
        break;
      case "group_shown": {
        const rank = kind.cards[0]?.[0] ?? "A";
        args = { ...this.seat("seat", kind.seat), size: kind.cards.length, rank: RANKS[rank] ?? Number(rank), cards: this.cards(kind.cards) };
        break;
      }
      case "pochen_ended":
        details.push(...this.layers(kind.layers));
        args = { outcome: kind.outcome, poch: kind.poch_after };
        if (kind.winner !== null && kind.winner !== undefined) {
          args = { ...args, ...this.seat("winner", kind.winner), chips: kind.payouts[kind.winner] ?? 0 };
        }
        break;
      case "discard_started":
        args = this.seat("leader", kind.leader);
        break;
      case "direction_chosen":
        args = { direction: kind.direction };
        break;
      case "card_played":
        args = { ...this.seat("seat", kind.seat), card: this.card(kind.card), led: kind.led ? "yes" : "no" };
        break;
      case "chain_stopped":
        args = { stop: kind.stop, ...this.seat("next", kind.next_leader) };
        break;
      case "deal_settled":
        details.push(...this.settlement(kind));
        args = { ...this.seat("winner", kind.winner), lead: kind.went_out_on_lead ? "yes" : "no", chips: kind.winner_receives };
        break;
      case "deal_ended":
        args = { deal: kind.deal };
        break;
      case "match_ended": {
        details.push(...this.matchEnd(kind));
        const maxDeals = kind.reasons.includes("max_deals");
        const shortfall = kind.reasons.includes("ante_shortfall");
        const reason = maxDeals && shortfall ? "both" : shortfall ? "ante_shortfall" : "max_deals";
        args = { deals: kind.deals_played, reason, ante: kind.next_ante };
        break;
      }
      default:
        args = {};
    }
    return [this.say(`event-${kind.type}`, args), ...details].join("\n");
  }

  /** ED-15: a line a winner of each layer; a layer nobody called goes back; the odd chips stay in POCH. */
  private layers(layers: readonly Layer[]): string[] {
    const lines: string[] = [];
    layers.forEach((layer, i) => {
      for (const seat of layer.winners) {
        lines.push(
          layer.eligible.length === 1
            ? this.say("layer-returned", { layer: i + 1, ...this.seat("seat", seat), share: layer.share })
            : this.say("layer-won", { layer: i + 1, amount: layer.amount, ...this.seat("seat", seat), share: layer.share }),
        );
      }
      if (layer.remainder > 0) lines.push(this.say("layer-remainder", { layer: i + 1, chips: layer.remainder }));
    });
    return lines;
  }

  /** RULES 9.8, 9.9: MID, then what each loser paid for the cards he kept. */
  private settlement(s: Settlement): string[] {
    const lines: string[] = [];
    if (s.mid > 0) lines.push(this.say("settlement-mid", { chips: s.mid }));
    s.owed.forEach((owed, seat) => {
      if (seat === s.winner || owed === 0) return;
      lines.push(this.say("settlement-paid", { ...this.seat("seat", seat), count: owed, paid: s.payments[seat] ?? 0, forgiven: s.forgiven[seat] ?? 0 }));
    });
    return lines;
  }

  /** RULES 10.3, 10.4: the board's share, the standings, and the board left to nobody. */
  private matchEnd(end: MatchEnd): string[] {
    const lines: string[] = [];
    const share = end.board_share;
    if (share && share.per_player > 0) lines.push(this.say("board-shared", { chips: share.per_player }));
    for (const s of end.standings) {
      lines.push(this.say("standing", { place: s.place, ...this.seat("seat", s.seat), chips: s.stack, paid: s.could_pay ? "yes" : "no" }));
    }
    const board = share ? share.board_after : end.board_left;
    const left = Object.values(board).reduce((a: number, b) => a + (b ?? 0), 0);
    if (left > 0) lines.push(this.say("board-left", { chips: left }));
    return lines;
  }
}
