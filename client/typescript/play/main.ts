// The web table at /play: a person plays a whole match in the browser, through the public REST
// API and the generated client. No rule lives here: the service answers what a seat may see
// (its view) and may do (the view's legal actions), and tells every event in the chosen
// language (`text`). The page keeps only the sealed state token, the match's tickets and the one
// view it shows. It is the whole table, so it acts with the operator ticket and asks each
// seat's view with that seat's ticket: it plays on a server in ticket mode as well.
//
// Until the engine seats bots, every seat is a person at this screen: the table is handed from
// seat to seat, behind a curtain, so that nobody sees another's hand.

import { PochClient, PochError, type Schemas } from "../src/client.js";
import * as actions from "../src/actions.js";

type View = Schemas["View"];
type Action = Schemas["Action"];
type Envelope = Schemas["StateEnvelope"];
type Tickets = Schemas["Tickets"];
type Field = Schemas["Field"];

const NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"];
const FIELDS_9: Field[] = ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"];
const FIELDS_7: Field[] = ["A", "K", "Q", "J", "MAR", "POCH", "MID"];
const FIELD_TITLES: Record<Field, string> = {
  A: "Ace",
  K: "King",
  Q: "Queen",
  J: "Jack",
  T: "Ten",
  MAR: "Marriage",
  SEQ: "Sequence",
  POCH: "Poch",
  MID: "Middle pot",
};
const SUIT_SYMBOLS: Record<string, string> = { C: "♣", S: "♠", H: "♥", D: "♦" };
const SUIT_ORDER = "CSHD";
const RANK_ORDER = "23456789TJQKA";
const RANK_NAMES: Record<string, string> = { T: "10" };

const poch = new PochClient(window.location.origin);

/** What the page holds: the token, the seat it shows, that seat's view, the match's locale. */
interface Table {
  state: Envelope;
  /** The match's tickets (absent from a server that answers none). */
  tickets?: Tickets;
  locale: string;
  seat: number;
  view: View;
  /** The seat the curtain was last lifted for. */
  shownTo: number | null;
  /** The deal the log last headed. */
  loggedDeal: number;
}
let table: Table | null = null;

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`no #${id}`);
  return node as T;
}

function status(text: string, error = false) {
  const node = byId("status");
  node.textContent = text;
  node.className = error ? "error" : "";
}

function describeError(error: unknown): string {
  if (error instanceof PochError) return `${error.code ?? error.status}: ${error.problem?.detail ?? error.message}`;
  return String(error);
}

/** A card with its suit symbol: `Q♥`, `10♣`. */
function cardText(card: string): string {
  const rank = card[0] ?? "";
  return `${RANK_NAMES[rank] ?? rank}${SUIT_SYMBOLS[card[1] ?? ""] ?? card[1]}`;
}

function cardLabel(card: string): string {
  const suits: Record<string, string> = { C: "clubs", S: "spades", H: "hearts", D: "diamonds" };
  const ranks: Record<string, string> = { T: "10", J: "jack", Q: "queen", K: "king", A: "ace" };
  const rank = card[0] ?? "";
  return `${ranks[rank] ?? rank} of ${suits[card[1] ?? ""] ?? card[1]}`;
}

function cardNode(card: string, tag: "span" | "button" = "span"): HTMLElement {
  const node = document.createElement(tag);
  node.className = `card${card[1] === "H" || card[1] === "D" ? " red" : ""}`;
  node.textContent = cardText(card);
  node.setAttribute("aria-label", cardLabel(card));
  node.dataset.card = card;
  return node;
}

/** Suit by suit (clubs, spades, hearts, diamonds), then rank, low to high. */
function sortCards(cards: readonly string[]): string[] {
  const key = (c: string) => SUIT_ORDER.indexOf(c[1] ?? "") * 16 + RANK_ORDER.indexOf(c[0] ?? "");
  return [...cards].sort((a, b) => key(a) - key(b));
}

function name(view: View, seat: number): string {
  return view.players[seat] ?? `seat ${seat}`;
}

// ------------------------------------------------------------------------------------------
// Setup

async function loadPresets() {
  const select = byId<HTMLSelectElement>("preset");
  const description = byId("preset-description");
  const { presets } = await poch.presets();
  for (const preset of presets) {
    select.append(el("option", { value: preset.name, textContent: preset.name }));
  }
  const describe = () => {
    const preset = presets.find((p) => p.name === select.value);
    description.textContent = preset ? `${preset.description} (${preset.rules.deck})` : "";
  };
  select.addEventListener("change", describe);
  describe();
}

async function start(event: SubmitEvent) {
  event.preventDefault();
  const count = Number(byId<HTMLInputElement>("players").value);
  const given = byId<HTMLInputElement>("names")
    .value.split(",")
    .map((n) => n.trim())
    .filter((n) => n.length > 0);
  const players = given.length > 0 ? given : NAMES.slice(0, count);
  const maxDeals = byId<HTMLInputElement>("max-deals").value.trim();
  const seed = byId<HTMLInputElement>("seed").value.trim().toLowerCase();
  const locale = byId<HTMLSelectElement>("locale").value;
  const body: Parameters<PochClient["newGame"]>[0] = {
    preset: byId<HTMLSelectElement>("preset").value,
    players,
    state_form: "sealed",
    locale,
  };
  if (maxDeals !== "") body.rules = { max_deals: Number(maxDeals) };
  if (seed !== "") body.seed = seed;
  status("Dealing …");
  try {
    const answer = await poch.newGame(body);
    document.documentElement.lang = locale;
    const seat = answer.to_act ?? 0;
    const tickets = answer.tickets ?? undefined;
    const view = await poch.view({ state: answer.state, seat, ticket: tickets?.seats[seat] });
    table = { state: answer.state, tickets, locale, seat, view, shownTo: null, loggedDeal: 0 };
    byId("log").replaceChildren();
    log(answer.events);
    byId("setup").hidden = true;
    byId("table").hidden = false;
    render();
    status("");
  } catch (error) {
    status(describeError(error), true);
  }
}

// ------------------------------------------------------------------------------------------
// Playing

async function act(action: Action) {
  if (!table) return;
  const seat = table.seat;
  status("…");
  document.body.dataset.busy = "true";
  try {
    const tickets = table.tickets;
    const answer = await poch.apply({
      state: table.state,
      seat,
      action,
      locale: table.locale,
      ticket: tickets?.operator,
    });
    const next = answer.to_act ?? seat;
    const view = await poch.view({
      state: answer.state,
      seat: next,
      ticket: tickets?.seats[next],
    });
    table = { ...table, state: answer.state, seat: next, view };
    log(answer.events);
    render();
    status("");
  } catch (error) {
    status(describeError(error), true);
  } finally {
    document.body.dataset.busy = "false";
  }
}

/** Appends the public events' sentences (a private one belongs to its seat alone). */
function log(events: Schemas["NarratedEvent"][]) {
  const list = byId("log");
  for (const event of events) {
    if (event.visibility !== "public") continue;
    if (event.kind.type === "deal_started" && table) {
      table.loggedDeal = event.kind.deal;
      list.append(el("li", { className: "deal", textContent: `Deal ${event.kind.deal}` }));
    }
    const item = el("li", { textContent: event.text ?? event.kind.type });
    item.dataset.event = event.kind.type;
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;
}

function render() {
  if (!table) return;
  const { view, seat } = table;
  const playing = view.phase !== "match_over";
  const node = byId("table");
  node.dataset.seat = String(seat);
  node.dataset.phase = view.phase;
  // The curtain: the table passes to another person before it shows a hand.
  const curtain = byId("curtain");
  const area = byId("play-area");
  const handOver = playing && table.shownTo !== seat && view.players.length > 1;
  curtain.hidden = !handOver;
  area.hidden = handOver;
  if (handOver) {
    byId("curtain-text").textContent = `Hand the table to ${name(view, seat)}.`;
    const reveal = byId<HTMLButtonElement>("reveal");
    reveal.textContent = `I am ${name(view, seat)}: show my hand`;
    reveal.focus();
  }
  renderDeal(view);
  renderBoard(view);
  renderSeats(view);
  renderHand(view);
  renderChain(view);
  renderControls(view);
  renderStandings(view);
}

function renderDeal(view: View) {
  const deal = view.deal;
  const phases: Record<string, string> = {
    pochen: "Pochen (phase 2)",
    discard: "Discarding (phase 3)",
    between_deals: "Between deals",
    match_over: "The match is over",
  };
  const toAct = view.to_act === null || view.to_act === undefined ? "" : `; ${name(view, view.to_act)} to act`;
  byId("deal-line").textContent = deal
    ? `Deal ${deal.number}, dealer ${name(view, deal.dealer)}, forehand ${name(view, deal.forehand)}: ${phases[view.phase] ?? view.phase}${toAct}`
    : (phases[view.phase] ?? view.phase);
  const upcard = byId("upcard-line");
  upcard.replaceChildren();
  if (deal) {
    upcard.append("Upcard ", cardNode(deal.upcard), ` — pay suit ${SUIT_SYMBOLS[deal.pay_suit] ?? deal.pay_suit}`);
  }
}

function renderBoard(view: View) {
  const fields = view.rules.board_fields === "dreier7" ? FIELDS_7 : FIELDS_9;
  const board = byId("board");
  board.replaceChildren(
    ...fields.map((field) => {
      const chips = view.board[field] ?? 0;
      const item = el(
        "li",
        {},
        el("abbr", { title: FIELD_TITLES[field], textContent: field }),
        el("span", { className: "chips", textContent: String(chips) }),
      );
      item.dataset.field = field;
      item.setAttribute("aria-label", `${FIELD_TITLES[field]} (${field}): ${chips} chips`);
      return item;
    }),
  );
}

function renderSeats(view: View) {
  const body = byId("seats").querySelector("tbody");
  if (!body) return;
  const deal = view.deal;
  const pochen = deal?.pochen;
  const statuses: Record<string, string> = { IN: "in", FOLDED: "folded", ALL_IN: "all in", OUT: "out" };
  body.replaceChildren(
    ...view.players.map((player, seat) => {
      const marks = [
        deal?.dealer === seat ? "dealer" : "",
        table?.seat === seat && view.phase !== "match_over" ? "you" : "",
      ].filter((m) => m !== "");
      let inPlay = "";
      if (pochen && view.phase === "pochen") {
        const status = pochen.statuses[seat];
        inPlay = `${statuses[status ?? ""] ?? ""}, ${pochen.contributions[seat] ?? 0} bet`;
      }
      const row = el(
        "tr",
        { className: view.to_act === seat ? "to-act" : "" },
        el("th", { scope: "row", textContent: marks.length > 0 ? `${player} (${marks.join(", ")})` : player }),
        el("td", { textContent: String(view.stacks[seat] ?? 0) }),
        el("td", { textContent: String(deal?.hand_sizes[seat] ?? 0) }),
        el("td", { textContent: inPlay }),
      );
      row.dataset.seat = String(seat);
      row.dataset.stack = String(view.stacks[seat] ?? 0);
      return row;
    }),
  );
}

function renderHand(view: View) {
  const hand = sortCards(view.deal?.hand ?? []);
  byId("hand-title").textContent = `${name(view, table?.seat ?? 0)}'s hand`;
  byId("hand").replaceChildren(...hand.map((card) => el("li", {}, cardNode(card))));
  const best = view.deal?.best_group;
  const sizes: Record<number, string> = { 2: "a pair", 3: "three", 4: "four" };
  byId("best-group").textContent = best ? `Best group: ${sizes[best.size] ?? best.size} of ${RANK_NAMES[best.rank] ?? best.rank}` : "";
}

function renderChain(view: View) {
  const discard = view.deal?.discard;
  const section = byId("chain-section");
  section.hidden = !discard;
  if (!discard) return;
  const start = discard.chain_starts[discard.chain_starts.length - 1] ?? 0;
  const plays = discard.plays.slice(start);
  byId("chain").replaceChildren(
    ...plays.map((play) => {
      const node = cardNode(play.card);
      node.append(el("span", { className: "who", textContent: name(view, play.seat) }));
      return el("li", {}, node);
    }),
  );
  const direction = discard.direction ? ` (${discard.direction})` : "";
  byId("chain-title").textContent = `The discard chain${direction}`;
}

function amountControl(label: string, id: string, range: { min: number; max: number }, make: (n: number) => Action) {
  const input = el("input", { type: "number", id, min: String(range.min), max: String(range.max), value: String(range.min) });
  const button = el("button", { type: "button", textContent: label });
  button.dataset.action = id;
  button.addEventListener("click", () => {
    const amount = Number(input.value);
    if (!Number.isInteger(amount) || amount < range.min || amount > range.max) {
      status(`${label}: ${range.min} to ${range.max} chips`, true);
      input.focus();
      return;
    }
    void act(make(amount));
  });
  return el(
    "fieldset",
    {},
    el("legend", { textContent: `${label}: ${range.min} to ${range.max} chips` }),
    el("label", { htmlFor: id, textContent: "Chips " }),
    input,
    button,
  );
}

function simpleButton(label: string, id: string, action: Action) {
  const button = el("button", { type: "button", textContent: label });
  button.dataset.action = id;
  button.addEventListener("click", () => void act(action));
  return button;
}

function renderControls(view: View) {
  const controls = byId("controls");
  controls.replaceChildren();
  const legal = view.legal;
  if (!legal || view.to_act !== table?.seat) {
    controls.append(el("p", { textContent: view.phase === "match_over" ? "" : "Not your turn." }));
    return;
  }
  if (legal.pass_turn) controls.append(simpleButton("Pass", "pass", actions.passTurn()));
  if (legal.call !== null && legal.call !== undefined) {
    controls.append(simpleButton(`Call (${legal.call} chips)`, "call", actions.call()));
  }
  if (legal.fold) controls.append(simpleButton("Fold", "fold", actions.fold()));
  if (legal.bet) controls.append(amountControl("Bet", "bet", legal.bet, actions.bet));
  if (legal.raise_bet) controls.append(amountControl("Raise by", "raise", legal.raise_bet, actions.raiseBet));
  if (legal.lead.length > 0) {
    const fieldset = el("fieldset", {}, el("legend", { textContent: "Lead a card" }));
    let direction: Schemas["Direction"] | undefined = legal.directions[0];
    if (legal.directions.length > 0) {
      const group = el("div", { role: "radiogroup" });
      group.setAttribute("aria-label", "Direction of the chains");
      for (const d of legal.directions) {
        const id = `direction-${d}`;
        const radio = el("input", { type: "radio", name: "direction", id, value: d, checked: d === direction });
        radio.addEventListener("change", () => (direction = d));
        group.append(radio, el("label", { htmlFor: id, textContent: d === "up" ? "up " : "down " }));
      }
      fieldset.append(group);
    }
    for (const card of sortCards(legal.lead)) {
      const button = cardNode(card, "button");
      button.setAttribute("aria-label", `Lead the ${cardLabel(card)}`);
      button.dataset.action = "lead";
      button.addEventListener("click", () => void act(actions.lead(card, legal.directions.length > 0 ? direction : undefined)));
      fieldset.append(button);
    }
    controls.append(fieldset);
  }
  if (legal.deal && !legal.deck_required) controls.append(simpleButton("Deal the next deal", "deal", actions.deal()));
}

function renderStandings(view: View) {
  const list = byId("standings");
  const end = view.match_end;
  byId("again").hidden = !end;
  if (end) {
    byId("standings-title").textContent = `Standings after ${end.deals_played} deals`;
    list.replaceChildren(
      ...end.standings.map((s) => {
        const item = el("li", { textContent: `${s.place}. ${name(view, s.seat)}: ${s.stack} chips` });
        item.dataset.seat = String(s.seat);
        item.dataset.stack = String(s.stack);
        return item;
      }),
    );
    return;
  }
  byId("standings-title").textContent = "Standings";
  const order = view.players.map((_, seat) => seat).sort((a, b) => (view.stacks[b] ?? 0) - (view.stacks[a] ?? 0));
  list.replaceChildren(
    ...order.map((seat) => el("li", { textContent: `${name(view, seat)}: ${view.stacks[seat] ?? 0} chips` })),
  );
}

function init() {
  byId<HTMLFormElement>("setup").addEventListener("submit", (event) => void start(event as SubmitEvent));
  byId("reveal").addEventListener("click", () => {
    if (!table) return;
    table.shownTo = table.seat;
    render();
    const first = byId("controls").querySelector<HTMLElement>("button, input");
    first?.focus();
  });
  byId("again").addEventListener("click", () => {
    table = null;
    byId("table").hidden = true;
    byId("setup").hidden = false;
    byId<HTMLButtonElement>("start").focus();
  });
  loadPresets().catch((error: unknown) => status(describeError(error), true));
}

init();
