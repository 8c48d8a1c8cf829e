// The match so far, deal by deal: what each deal did to each seat's stack (the ante, the claims,
// the Pochen, the discard: each read from the stacks the events state, so the four add up to
// the deal's change), every hand once the deal is over (as VerifyDeal deals them from the
// revealed seed), a graph of the stacks over the match, and the match record in the project's
// format (client/match-record.schema.json), which `poch replay --server` replays.
//
// The record's results per deal are read from the events as `poch_cli::record::results`
// reads them (the record is checked against a replay of its actions, so the two must agree:
// the browser test replays each downloaded record with `poch replay --server`).

import type { Schemas } from "../src/client.js";
import { cardFace, sortCards } from "./cards.js";
import { el } from "./dom.js";
import { t } from "./i18n.js";

type Event = Schemas["NarratedEvent"];
type Field = Schemas["Field"];
type MatchEnd = Schemas["MatchEnd"];
type Settlement = Schemas["Settlement"];

/** One deal's results as a match record holds them (`DealResult`). */
export interface DealResult {
  deal: number;
  dealer: number;
  actions: number;
  pochen: Schemas["PochenOutcome"] | null;
  pochen_pot: number;
  claimed: Field[];
  settlement: Settlement | null;
  stacks: number[];
  carried_next: Field[];
}

/** One deal as the person saw it, and what it did to each seat. */
export interface DealEntry {
  number: number;
  dealer: number;
  commitment: string | null;
  seed: string | null;
  upcard: string | null;
  /** The person's hand as dealt. */
  mine: string[];
  /** Each seat's stack before the ante. */
  before: number[];
  /** Each seat's chips from the ante (negative), the claims, the Pochen and the discard. */
  ante: number[];
  claims: number[];
  pochen: number[];
  discard: number[];
  /** Each seat's stack at the end of the deal, once it is over. */
  after: number[] | null;
  result: DealResult;
  /** Every seat's hand as dealt and the deck, from VerifyDeal, once the deal is over. */
  hands: string[][] | null;
  deckOrder: string[] | null;
}

/** The whole match, read event by event. */
export class Ledger {
  readonly deals: DealEntry[] = [];
  matchEnd: MatchEnd | null = null;
  private stacks: number[];

  constructor(
    readonly starting: number[],
    readonly me: number,
  ) {
    this.stacks = [...starting];
  }

  /** The deal under way or just over. */
  current(): DealEntry | null {
    return this.deals[this.deals.length - 1] ?? null;
  }

  /** The stacks after each deal, the starting stacks first. */
  series(): number[][] {
    return [this.starting, ...this.deals.flatMap((d) => (d.after ? [d.after] : []))];
  }

  take(event: Event): void {
    const kind = event.kind;
    const deal = this.current();
    const change = (stacks: number[]) => stacks.map((s, seat) => s - (this.stacks[seat] ?? 0));
    switch (kind.type) {
      case "deal_started": {
        const zeros = () => this.stacks.map(() => 0);
        this.deals.push({
          number: kind.deal,
          dealer: kind.dealer,
          commitment: kind.commitment ?? null,
          seed: null,
          upcard: null,
          mine: [],
          before: [...this.stacks],
          ante: zeros(),
          claims: zeros(),
          pochen: zeros(),
          discard: zeros(),
          after: null,
          result: { deal: kind.deal, dealer: kind.dealer, actions: 0, pochen: null, pochen_pot: 0, claimed: [], settlement: null, stacks: [], carried_next: [] },
          hands: null,
          deckOrder: null,
        });
        return;
      }
      case "match_ended": {
        const { type: _, ...end } = kind;
        this.matchEnd = end;
        return;
      }
      default:
        break;
    }
    if (!deal) return;
    switch (kind.type) {
      case "ante_paid":
        deal.ante = change(kind.stacks);
        this.stacks = [...kind.stacks];
        break;
      case "hand_dealt":
        if (kind.seat === this.me) deal.mine = [...kind.cards];
        break;
      case "upcard_turned":
        deal.upcard = kind.upcard;
        break;
      case "field_claimed":
        deal.claims[kind.seat] = (deal.claims[kind.seat] ?? 0) + kind.chips;
        this.stacks[kind.seat] = (this.stacks[kind.seat] ?? 0) + kind.chips;
        deal.result.claimed.push(kind.field);
        break;
      case "passed":
      case "bet_placed":
      case "called":
      case "raised":
      case "folded":
        deal.result.actions++;
        break;
      case "card_played":
        if (kind.led) deal.result.actions++;
        break;
      case "pochen_ended":
        deal.pochen = change(kind.stacks);
        this.stacks = [...kind.stacks];
        deal.result.pochen = kind.outcome;
        deal.result.pochen_pot = kind.poch_before + kind.contributions.reduce((a, b) => a + b, 0);
        break;
      case "deal_settled": {
        const { type: _, ...settlement } = kind;
        deal.result.settlement = settlement;
        break;
      }
      case "deal_ended":
        deal.discard = change(kind.stacks);
        this.stacks = [...kind.stacks];
        deal.after = [...kind.stacks];
        deal.seed = kind.deal_seed ?? null;
        deal.result.stacks = [...kind.stacks];
        deal.result.carried_next = [...kind.carried_next];
        break;
      default:
        break;
    }
  }
}

/** A change of chips with its sign: "+12", "−3", "0". */
export function signed(chips: number): string {
  return chips > 0 ? `+${chips}` : chips < 0 ? `−${-chips}` : "0";
}

/** What a deal did to a seat's stack. */
export function dealChange(deal: DealEntry, seat: number): number | null {
  return deal.after ? (deal.after[seat] ?? 0) - (deal.before[seat] ?? 0) : null;
}

// ------------------------------------------------------------------------------------------
// The match record

/** How the match was started: the body the page sent to NewGame, and who played each seat. */
export interface Start {
  newGame: Schemas["NewGameRequest"];
  /** Each seat's player: `human` or a bot's kind. */
  players: string[];
}

/**
 * The match record (`poch-match-record`, version 2) of the match so far: `new_game` restarts it
 * (the seed the person chose, or, when the server drew it, each deal's deck as its revealed seed
 * shuffles it, which needs every deal over), `actions` are the person's (the bots are seated in
 * `new_game` and play theirs again in a replay), and the results are the deals'. Null while the
 * match cannot be restarted yet (a server-drawn seed, and a deal not over or its deck not read).
 */
export function matchRecord(start: Start, actions: Schemas["SeatAction"][], ledger: Ledger): object | null {
  const { locale: _l, state_form: _s, answer_as_seat: _a, include_views: _v, deal_source, ...rest } = start.newGame;
  let source: Schemas["DealSourceRequest"];
  const seed = deal_source && "seeded" in deal_source ? deal_source.seeded.seed : null;
  if (seed) {
    source = { seeded: { seed } };
  } else {
    const first = ledger.deals[0];
    if (!first || !ledger.matchEnd || ledger.deals.some((d) => !d.deckOrder)) return null;
    source = { decks: { first_dealer: first.dealer, deck_orders: ledger.deals.map((d) => ({ cards: d.deckOrder ?? [] })) } };
  }
  return {
    format: "poch-match-record",
    version: 2,
    new_game: { ...rest, deal_source: source },
    bots: start.players,
    actions,
    deals: ledger.deals.map((d) => d.result),
    match_end: ledger.matchEnd,
  };
}

// ------------------------------------------------------------------------------------------
// Drawing: the past deals and the graph

/** The past deals, newest first: each seat's part of it, its hand, and the deal's seeds. */
export function pastDeals(ledger: Ledger, names: string[], deck: string, me: number): HTMLElement {
  const over = ledger.deals.filter((d) => d.after);
  if (over.length === 0) return el("p", { className: "hint", textContent: t("page-past-none") });
  const list = el("ol", { className: "past", reversed: true });
  for (const deal of [...over].reverse()) {
    const mine = dealChange(deal, me) ?? 0;
    const summary = el("summary", {
      textContent: `${t("label-deal", { deal: deal.number })} · ${t("page-this-deal", { chips: signed(mine) })}`,
    });
    const head = el(
      "tr",
      {},
      ...(["page-col-seat", "page-col-hand", "page-col-ante", "page-col-claims", "phase-pochen", "page-col-discard", "page-col-deal"] as const).map((id) =>
        el("th", { scope: "col", textContent: t(id) }),
      ),
    );
    const rows = names.map((player, seat) => {
      const hand = deal.hands?.[seat] ?? (seat === me ? deal.mine : null);
      const cells = hand
        ? el("td", { className: "hand" }, el("span", { className: "cards-dealt" }, ...sortCards(hand).map((card) => cardFace(card, deck))))
        : el("td", { className: "hint", textContent: t("page-hands-later") });
      const row = el(
        "tr",
        { className: seat === me ? "you" : "" },
        el("th", { scope: "row", textContent: seat === me ? `${player} (${t("label-you")})` : player }),
        cells,
        el("td", { textContent: signed(deal.ante[seat] ?? 0) }),
        el("td", { textContent: signed(deal.claims[seat] ?? 0) }),
        el("td", { textContent: signed(deal.pochen[seat] ?? 0) }),
        el("td", { textContent: signed(deal.discard[seat] ?? 0) }),
        el("td", { className: "total", textContent: signed(dealChange(deal, seat) ?? 0) }),
      );
      row.dataset.seat = String(seat);
      row.dataset.change = String(dealChange(deal, seat) ?? 0);
      row.dataset.hand = hand ? hand.length.toString() : "";
      return row;
    });
    const table = el(
      "table",
      { className: "deal-result" },
      el("caption", { textContent: t("page-deal-result", { deal: deal.number }) }),
      el("thead", {}, head),
      el("tbody", {}, ...rows),
    );
    const item = el("li", {}, el("details", {}, summary, el("div", { className: "wide", tabIndex: 0 }, table)));
    const region = item.querySelector(".wide");
    region?.setAttribute("role", "region");
    region?.setAttribute("aria-label", t("page-deal-result", { deal: deal.number }));
    item.dataset.deal = String(deal.number);
    item.dataset.hands = deal.hands ? "all" : "";
    list.append(item);
  }
  return list;
}

const SVG = "http://www.w3.org/2000/svg";
function svg<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** Each seat's stack over the match, a line a seat, with its numbers in a table beside it. */
export function chipGraph(ledger: Ledger, names: string[], me: number): HTMLElement {
  const series = ledger.series();
  const width = 600;
  const height = 220;
  const pad = { left: 40, right: 12, top: 12, bottom: 28 };
  const top = Math.max(1, ...series.flat());
  const steps = Math.max(1, series.length - 1);
  const x = (i: number) => pad.left + ((width - pad.left - pad.right) * i) / steps;
  const y = (chips: number) => height - pad.bottom - ((height - pad.top - pad.bottom) * chips) / top;
  const title = t("page-graph-title");
  const picture = svg("svg", { viewBox: `0 0 ${width} ${height}`, role: "img", class: "graph", "aria-label": title });
  for (const chips of [0, Math.round(top / 2), top]) {
    picture.append(svg("line", { x1: pad.left, x2: width - pad.right, y1: y(chips), y2: y(chips), class: "grid" }));
    const label = svg("text", { x: pad.left - 4, y: y(chips) + 4, class: "axis", "text-anchor": "end" });
    label.textContent = String(chips);
    picture.append(label);
  }
  for (let i = 0; i < series.length; i++) {
    const label = svg("text", { x: x(i), y: height - 8, class: "axis", "text-anchor": "middle" });
    label.textContent = i === 0 ? t("page-graph-start") : String(ledger.deals.filter((d) => d.after)[i - 1]?.number ?? i);
    picture.append(label);
  }
  names.forEach((_, seat) => {
    const points = series.map((stacks, i) => `${x(i)},${y(stacks[seat] ?? 0)}`).join(" ");
    const line = svg("polyline", { points, class: `line s${seat}${seat === me ? " you" : ""}` });
    line.dataset.seat = String(seat);
    picture.append(line);
    series.forEach((stacks, i) => picture.append(svg("circle", { cx: x(i), cy: y(stacks[seat] ?? 0), r: 3, class: `dot s${seat}` })));
  });
  const legend = el(
    "ul",
    { className: "legend" },
    ...names.map((player, seat) =>
      el("li", {}, el("span", { className: `swatch s${seat}` }), seat === me ? `${player} (${t("label-you")})` : player),
    ),
  );
  // The same numbers as a table, for whoever does not see the lines.
  const head = el(
    "tr",
    {},
    el("th", { scope: "col", textContent: t("page-col-seat") }),
    ...series.map((_, i) => el("th", { scope: "col", textContent: i === 0 ? t("page-graph-start") : t("label-deal", { deal: i }) })),
  );
  const rows = names.map((player, seat) =>
    el("tr", {}, el("th", { scope: "row", textContent: player }), ...series.map((stacks) => el("td", { textContent: String(stacks[seat] ?? 0) }))),
  );
  const numbers = el("div", { className: "wide", tabIndex: 0 }, el("table", {}, el("thead", {}, head), el("tbody", {}, ...rows)));
  numbers.setAttribute("role", "region");
  numbers.setAttribute("aria-label", t("page-graph-numbers"));
  const figure = el(
    "figure",
    { className: "chip-graph" },
    el("figcaption", { textContent: title }),
    picture,
    legend,
    el("details", {}, el("summary", { textContent: t("page-graph-numbers") }), numbers),
  );
  figure.dataset.points = String(series.length);
  return figure;
}
