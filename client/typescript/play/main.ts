// The web table at /play: a person plays a whole match in the browser against the engine's bots,
// through the public REST API and the generated client. No rule lives here: the service seats the
// bots (NewGame `bots`) and plays their moves itself inside NewGame and Apply; it answers what the
// person's seat may see (its view: the fields on the board included) and may do (the view's
// legal actions), and tells every event in the chosen language (`text`), to the person as "you".
// The page keeps only the sealed state token, its own seat's ticket and that seat's view: it
// starts the match answered as its own seat (`answer_as_seat`, so no bot's hand and no other
// ticket reaches it), never asks for another seat's view nor for every view at once, and acts
// with its seat's ticket, so it plays on a server in ticket mode as well.
//
// The table is drawn as a table (felt.ts): the seats around the felt, the board and the chain in
// the middle, the person's cards and move below. The events of an answer unfold one at a time, at
// the pace the person chooses (scene.ts), the acting seat highlighted and the chips and cards
// moving (motion.ts); the claims, the end of the Pochen, the settlement and the end of the match
// each stop for a summary the person reads before going on. Each deal shows its commitment
// before its cards and its seed once it is over, and the person can have the service verify the
// deal (VerifyDeal). The past deals, what each did to every seat, a graph of the stacks and the
// match record are history.ts's; the table is kept across a reload (store.ts).
//
// Every word the page shows is a message of the catalogues in proto/locales (messages.ts).

import { PochClient, type Schemas } from "../src/client.js";
import * as actions from "../src/actions.js";
import { cardFace, rankNumber, sortCards } from "./cards.js";
import { byId, el, terms, told } from "./dom.js";
import { deckOf, drawFelt, leadLabel } from "./felt.js";
import { Ledger, chipGraph, dealChange, matchRecord, pastDeals, signed, type Start } from "./history.js";
import { attr, catalogue, isLocale, locale, t, tAny, useLocale } from "./i18n.js";
import { LOCALES, PACES, type MessageId, type Pace } from "./messages.js";
import { chip, fly, landed } from "./motion.js";
import { drift, sceneOfView, seatOf, unfold, type DealFacts, type Scene } from "./scene.js";
import { explain, loadPresets, newGameBody, presetChosen, renderChips, renderSetupSeats } from "./setup.js";
import { forget, keep, kept, type Kept } from "./store.js";

type View = Schemas["View"];
type Action = Schemas["Action"];
type Envelope = Schemas["StateEnvelope"];
type Event = Schemas["NarratedEvent"];
type Settlement = Schemas["Settlement"];

/** The events that are a seat's own move; a bot's waits for the pace before it is shown. */
const MOVES = new Set(["passed", "bet_placed", "called", "raised", "folded", "card_played", "timed_out"]);
/** Milliseconds before each bot move is shown, by pace; a forced card takes half of it. */
const PACE_MS: Record<Pace, number> = { slow: 1600, normal: 900, fast: 400, fastest: 40 };

const poch = new PochClient(window.location.origin);

/** What the page holds: the token, its own seat and that seat's view, and the match so far. */
interface Table {
  state: Envelope;
  /** Its own seat's ticket (absent from a server that answers none). */
  ticket?: string;
  seat: number;
  view: View;
  /** What the table shows: the view, or the events unfolding after it. */
  scene: Scene;
  /** The events unfold: no control is offered. */
  unfolding: boolean;
  /** How the match started, for its record. */
  start: Start;
  /** Every event told to the page, and the person's actions, in order. */
  events: Event[];
  actions: Schemas["SeatAction"][];
  /** The match deal by deal (the past deals, the graph, the record). */
  ledger: Ledger;
}
let table: Table | null = null;
let pace: Pace = "normal";
/** Set by "skip": the moves up to the next moment are shown at once. */
let skipping = false;
/** The title of the moment the table has stopped on, if any. */
let momentTitle: MessageId | null = null;

function status(text: string, error = false) {
  const node = byId("status");
  node.textContent = text;
  node.className = error ? "error" : "";
}

function busy(on: boolean) {
  document.body.dataset.busy = on ? "true" : "false";
}

function name(view: View, seat: number): string {
  return view.players[seat] ?? String(seat);
}

function botOf(view: View, seat: number): string | null {
  return (view.bots ?? []).find((b) => b.seat === seat)?.kind ?? null;
}

// ------------------------------------------------------------------------------------------
// Words: the static labels (data-l10n), the language and pace menus, how to play

function translateStatic() {
  document.documentElement.lang = locale();
  document.title = t("page-title");
  for (const node of Array.from(document.querySelectorAll<HTMLElement>("[data-l10n]"))) {
    node.textContent = tAny(node.dataset.l10n ?? "");
  }
  const menu = byId<HTMLSelectElement>("locale");
  if (menu.options.length === 0) {
    // Each language by its own name, from its own catalogue.
    for (const code of LOCALES) {
      menu.append(el("option", { value: code, lang: code, textContent: catalogue(code).text("page-language-name") }));
    }
  }
  menu.value = locale();
  const paces = byId<HTMLSelectElement>("pace");
  paces.replaceChildren(...PACES.map((p) => el("option", { value: p, textContent: tAny(`page-pace-${p}`) })));
  paces.value = pace;
  renderHowTo();
}

/** How to play, in the page's language: the game in six steps, the table's own fields, the two rules pages. */
function renderHowTo() {
  const steps: MessageId[] = ["page-howto-deal", "page-howto-claims", "page-howto-pochen", "page-howto-discard", "page-howto-end", "page-howto-bets"];
  const body = byId("howto-body");
  body.replaceChildren(...steps.map((id) => el("p", { textContent: tAny(id) })));
  if (table) {
    const deck = deckOf(table.view);
    const fields = table.view.fields.map((f) => tAny(`field-${f}`, { deck })).join(", ");
    body.append(el("p", { textContent: t("page-howto-table", { fields }) }));
  }
  const guide = el("a", { href: `/play/guide/${locale()}`, textContent: t("page-guide-link") });
  const spec = el("a", { href: "/play/rules", textContent: t("page-rules-link") });
  spec.setAttribute("hreflang", "en");
  body.append(el("p", {}, guide), el("p", {}, spec));
  const top = byId<HTMLAnchorElement>("guide-top");
  top.href = `/play/guide/${locale()}`;
}

function setLocale(code: string) {
  useLocale(code);
  save();
  translateStatic();
  renderSetupSeats();
  renderChips();
  render();
  // A moment keeps its summary (the events as they were told); its own words follow the language.
  if (momentTitle) {
    byId("moment-title").textContent = tAny(momentTitle);
    byId("continue").textContent = t("page-continue");
  }
}

// ------------------------------------------------------------------------------------------
// Starting, keeping and leaving a match

function showTable(on: boolean) {
  byId("setup").hidden = on;
  byId("table").hidden = !on;
  byId("leave").hidden = !on;
}

async function start(event: SubmitEvent) {
  event.preventDefault();
  const { body, seat, players } = newGameBody(locale());
  status(t("page-dealing"));
  busy(true);
  try {
    const answer = await poch.newGame(body);
    const ticket = answer.seat_ticket ?? undefined;
    const view = await poch.view({ state: answer.state, seat, ticket });
    // The table begins empty: the first deal unfolds from its first event.
    const scene = sceneOfView(view, null);
    scene.deal = null;
    scene.hand = [];
    scene.handSizes = scene.handSizes.map(() => 0);
    const starting = view.players.map(() => view.rules.starting_chips);
    scene.stacks = [...starting];
    scene.board = {};
    scene.statuses = scene.statuses.map(() => null);
    scene.contributions = scene.contributions.map(() => 0);
    scene.chain = [];
    table = {
      state: answer.state,
      ticket,
      seat,
      view,
      scene,
      unfolding: true,
      start: { newGame: body, players },
      events: [...answer.events],
      actions: [],
      ledger: new Ledger(starting, seat),
    };
    resetLog();
    showTable(true);
    status("");
    save();
    renderHowTo();
    scrollToTable();
    await unfoldAnswer(answer.events, view);
  } catch (error) {
    status(explain(error), true);
    busy(false);
  }
}

function resetLog() {
  byId("log").replaceChildren();
  byId("history-count").textContent = "0";
  byId("ticker").textContent = "";
}

/** Keeps the table in this tab (store.ts), the hands of the past deals with it. */
function save() {
  if (!table) return;
  const hands: Kept["hands"] = {};
  for (const deal of table.ledger.deals) {
    if (deal.hands && deal.deckOrder) hands[String(deal.number)] = { hands: deal.hands, deckOrder: deal.deckOrder };
  }
  const ok = keep({
    version: 1,
    start: table.start,
    seat: table.seat,
    state: table.state,
    ticket: table.ticket,
    events: table.events,
    actions: table.actions,
    locale: locale(),
    hands,
  });
  byId("table").dataset.kept = ok ? "yes" : "no";
}

/** The table this tab kept, back as it was: its view asked for again, its history told again. */
async function restore(saved: Kept): Promise<boolean> {
  if (isLocale(saved.locale) && saved.locale !== locale()) {
    useLocale(saved.locale);
    translateStatic();
    renderSetupSeats();
  }
  try {
    const view = await poch.view({ state: saved.state, seat: saved.seat, ticket: saved.ticket });
    const starting = view.players.map(() => view.rules.starting_chips);
    const ledger = new Ledger(starting, saved.seat);
    const scene = sceneOfView(view, null);
    table = {
      state: saved.state,
      ticket: saved.ticket,
      seat: saved.seat,
      view,
      scene,
      unfolding: false,
      start: saved.start,
      events: saved.events,
      actions: saved.actions,
      ledger,
    };
    resetLog();
    const facts: Scene = sceneOfView(view, null);
    for (const event of saved.events) {
      ledger.take(event);
      unfold(facts, event, saved.seat);
      log(event);
    }
    for (const deal of ledger.deals) {
      const found = saved.hands[String(deal.number)];
      if (found) {
        deal.hands = found.hands;
        deal.deckOrder = found.deckOrder;
      }
    }
    // The deal as dealt (its seed, the hand dealt) is the events'; the rest is the view's.
    table.scene = sceneOfView(view, facts);
    showTable(true);
    status(t("page-restored"));
    render();
    for (const deal of ledger.deals) if (deal.after && !deal.hands) void readHands(deal.number);
    scrollToTable();
    focusControls();
    return true;
  } catch (error) {
    forget();
    status(`${t("page-not-restored")} ${explain(error)}`, true);
    return false;
  }
}

function leave() {
  if (table && !table.view.match_end && !window.confirm(t("page-leave-confirm"))) return;
  table = null;
  forget();
  // What was unfolding stops: its pause and its moment end, and it finds the table gone.
  endMoment?.();
  endPause?.();
  skipping = false;
  busy(false);
  momentTitle = null;
  byId("moment").hidden = true;
  showTable(false);
  status("");
  renderHowTo();
  byId<HTMLButtonElement>("start").focus();
}

function scrollToTable() {
  const top = byId("table").getBoundingClientRect().top + window.scrollY;
  window.scrollTo({ top: Math.max(0, top - 4) });
}

// ------------------------------------------------------------------------------------------
// Playing

async function act(action: Action) {
  const current = table;
  if (!current || current.unfolding) return;
  const seat = current.seat;
  status("…");
  busy(true);
  try {
    // The service plays the bots' moves after the person's; their events come in this answer.
    const ticket = current.ticket;
    const answer = await poch.apply({ state: current.state, seat, action, locale: locale(), ticket });
    const view = await poch.view({ state: answer.state, seat, ticket });
    if (table !== current) return;
    current.state = answer.state;
    current.actions.push({ seat, action });
    current.events.push(...answer.events);
    current.unfolding = true;
    save();
    status("");
    await unfoldAnswer(answer.events, view);
  } catch (error) {
    if (table !== current) return;
    status(explain(error), true);
    current.unfolding = false;
    render();
    busy(false);
  }
}

function visibleTo(event: Event, seat: number): boolean {
  const v = event.visibility;
  return v === "public" || (typeof v === "object" && v !== null && "private_to" in v && v.private_to === seat);
}

/** Ends the pause under way at once ("skip"). */
let endPause: (() => void) | null = null;

/** Holds the table still for `ms`, or until the person skips. */
function pause(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer);
      endPause = null;
      resolve();
    };
    const timer = setTimeout(done, ms);
    endPause = done;
  });
}

/** How long the table holds still after showing `event`: a bot's move stays for the pace. */
function holdAfter(event: Event, view: View): number {
  if (skipping || !MOVES.has(event.kind.type)) return 0;
  const seat = seatOf(event);
  if (seat === null || !botOf(view, seat)) return 0;
  const ms = PACE_MS[pace];
  return event.kind.type === "card_played" && !event.kind.led ? ms / 2 : ms;
}

/** The seat's plate on the felt, and a field of the board: where chips and cards fly from and to. */
function seatNode(seat: number): Element | null {
  return document.querySelector(`#seats li[data-seat="${seat}"] .plate`);
}
function fieldNode(field: string): Element | null {
  return document.querySelector(`#board li[data-field="${field}"]`);
}

/** The chips and the card an event moves, flown over the table just drawn. */
function animate(event: Event) {
  if (!table || skipping) return;
  const ms = Math.min(700, Math.max(250, PACE_MS[pace] * 0.8));
  const kind = event.kind;
  const deck = deckOf(table.view);
  switch (kind.type) {
    case "ante_paid":
      kind.stacks.forEach((_, seat) => fly(seatNode(seat), byId("board"), chip(kind.per_player), ms));
      break;
    case "field_claimed":
      fly(fieldNode(kind.field), seatNode(kind.seat), chip(kind.chips), ms);
      break;
    case "bet_placed":
    case "called":
    case "raised":
      fly(seatNode(kind.seat), fieldNode("POCH"), chip(kind.put), ms);
      break;
    case "pochen_ended":
      kind.payouts.forEach((chips, seat) => {
        if (chips > 0) fly(fieldNode("POCH"), seatNode(seat), chip(chips), ms);
      });
      break;
    case "card_played":
      fly(seatNode(kind.seat), document.querySelector("#chain li.newest .card"), cardFace(kind.card, deck), ms);
      break;
    case "deal_settled":
      kind.payments.forEach((chips, seat) => {
        if (chips > 0) fly(seatNode(seat), seatNode(kind.winner), chip(chips), ms);
      });
      if (kind.mid > 0) fly(fieldNode("MID"), seatNode(kind.winner), chip(kind.mid), ms);
      break;
    default:
      break;
  }
}

/**
 * Shows the events of one answer one at a time, then draws the view that follows them. The
 * claims, the end of the Pochen, the settlement and the end of the match each wait for the person
 * (a moment).
 */
async function unfoldAnswer(events: Event[], next: View) {
  // The table these events are of: once the person leaves it, they unfold no further.
  const current = table;
  if (!current) return;
  const gone = () => table !== current;
  const mine = events.filter((e) => visibleTo(e, current.seat));
  byId("skip").hidden = false;
  let claims: Event[] | null = null;
  let pochen: Event[] = [];
  let chain: Event[] = [];
  let settled: Event | null = null;
  for (const event of mine) {
    const kind = event.kind;
    // The claims end where the Pochen (or, without it, the discard) begins.
    if (claims && (kind.type === "pochen_started" || kind.type === "pochen_skipped" || kind.type === "discard_started")) {
      await claimsMoment(claims);
      claims = null;
      if (gone()) return;
    }
    unfold(current.scene, event, current.seat);
    current.ledger.take(event);
    log(event);
    draw();
    animate(event);
    const hold = holdAfter(event, current.view);
    if (hold > 0) await pause(hold);
    if (gone()) return;
    switch (kind.type) {
      case "deal_started":
        claims = [];
        pochen = [];
        chain = [];
        settled = null;
        break;
      case "upcard_turned":
      case "field_claimed":
        claims?.push(event);
        break;
      case "group_shown":
        pochen.push(event);
        break;
      case "pochen_ended":
        pochen.push(event);
        await moment("page-moment-pochen", pochenSummary(pochen), "pochen");
        pochen = [];
        if (gone()) return;
        break;
      case "discard_started":
        showFelt();
        break;
      case "card_played":
      case "chain_stopped":
        if (kind.type === "card_played" && kind.led) chain = [];
        chain.push(event);
        break;
      case "deal_settled":
        settled = event;
        break;
      case "deal_ended":
        void readHands(kind.deal);
        renderPast();
        if (settled) await moment("page-moment-settlement", settlementSummary(chain, settled, event), "settlement");
        if (gone()) return;
        break;
      case "match_ended":
        renderPast();
        await moment("page-moment-match", [el("div", { className: "told" }, ...told(event.text ?? ""))], "match");
        if (gone()) return;
        break;
      default:
        break;
    }
  }
  if (claims && claims.length > 0) await claimsMoment(claims);
  if (gone()) return;
  skipping = false;
  byId("skip").hidden = true;
  // The view that follows the events: what the service says the table is now.
  const off = drift(current.scene, next);
  byId("table").dataset.drift = off.join("; ");
  current.view = next;
  current.scene = sceneOfView(next, current.scene);
  current.unfolding = false;
  render();
  busy(false);
  focusControls();
}

/**
 * The felt brought into view, just below the bar at the top (after a moment, and when the discard
 * begins: on a phone the race is followed on the felt, with the person's cards below it).
 */
function showFelt() {
  const felt = byId("felt");
  const bar = byId("toolbar").offsetHeight;
  const box = felt.getBoundingClientRect();
  if (box.top < bar || box.bottom > window.innerHeight) window.scrollTo({ top: Math.max(0, box.top + window.scrollY - bar - 4) });
}

/**
 * Every hand of a deal that is over, and its deck, as its revealed seed deals them (VerifyDeal
 * with the table): for the past deals and the match record.
 */
async function readHands(number: number) {
  if (!table) return;
  const deal = table.ledger.deals.find((d) => d.number === number);
  if (!deal || !deal.commitment || !deal.seed || deal.hands) return;
  const view = table.view;
  try {
    const answer = await poch.verifyDeal({
      commitment: deal.commitment,
      deal_seed: deal.seed,
      deck: view.rules.deck,
      table: { players: view.players.length, dealer: deal.dealer, deal_method: view.rules.deal_method },
    });
    if (!answer.commitment_matches || !answer.dealt) return;
    deal.hands = answer.dealt.hands;
    deal.deckOrder = answer.deck_order;
    save();
    renderPast();
  } catch {
    // The hands stay unknown; the list says they are read once the deal is over.
  }
}

async function claimsMoment(claims: Event[]) {
  const lines = claims.map((e) => el("li", {}, ...told(e.text ?? "")));
  if (!claims.some((e) => e.kind.type === "field_claimed")) lines.push(el("li", { textContent: t("page-no-claims") }));
  await moment("page-moment-claims", [el("ul", { className: "summary" }, ...lines)], "claims");
}

/** The end of the Pochen: every group shown, then who took what, layer by layer. */
function pochenSummary(events: Event[]): Node[] {
  const shown = events.filter((e) => e.kind.type === "group_shown");
  const end = events.find((e) => e.kind.type === "pochen_ended");
  const nodes: Node[] = [];
  if (shown.length > 0) nodes.push(el("ul", { className: "summary shown" }, ...shown.map((e) => el("li", {}, ...told(e.text ?? "")))));
  if (end) nodes.push(el("div", { className: "told" }, ...told(end.text ?? "")));
  return nodes;
}

/** The settlement: where the last chain stopped, who paid what, what the deal did to each; and the deal's fairness. */
function settlementSummary(chain: Event[], settled: Event, ended: Event): Node[] {
  if (!table || settled.kind.type !== "deal_settled") return [];
  const settlement: Settlement = settled.kind;
  const view = table.view;
  const deal = table.ledger.current();
  const nodes: Node[] = [];
  const stopped = chain.filter((e) => e.kind.type === "chain_stopped").pop();
  if (stopped) nodes.push(el("p", { className: "stopped", textContent: (stopped.text ?? "").split("\n")[0] ?? "" }));
  const rows = view.players.map((player, seat) => {
    const winner = seat === settlement.winner;
    const change = deal ? dealChange(deal, seat) : null;
    const row = el(
      "tr",
      { className: winner ? "winner" : "" },
      el("th", { scope: "row", textContent: seat === table?.seat ? `${player} (${t("label-you")})` : player }),
      el("td", { textContent: String(settlement.owed[seat] ?? 0) }),
      el("td", { textContent: winner ? "" : String(settlement.payments[seat] ?? 0) }),
      el("td", { textContent: winner ? String(settlement.winner_receives) : "" }),
      el("td", { className: "total", textContent: change === null ? "" : signed(change) }),
    );
    row.dataset.seat = String(seat);
    return row;
  });
  const head = el(
    "tr",
    {},
    ...(["page-col-seat", "page-col-cards-left", "page-col-paid", "page-col-receives", "page-col-deal"] as const).map((id) =>
      el("th", { scope: "col", textContent: t(id) }),
    ),
  );
  nodes.push(el("table", { className: "payments" }, el("caption", { textContent: t("page-payments") }), el("thead", {}, head), el("tbody", {}, ...rows)));
  nodes.push(el("div", { className: "told" }, ...told(settled.text ?? "")));
  if (table.scene.deal) nodes.push(fairness(table.scene.deal, ended));
  return nodes;
}

/**
 * A moment: the table stops on a summary (`summary`, under the heading `title`) until the person
 * goes on. The focus is on "Continue", which names the summary as its description.
 */
async function moment(title: MessageId, summary: Node[], kind: string): Promise<void> {
  // The chips of the last event land before the table stops.
  await landed();
  const box = byId("moment");
  momentTitle = title;
  byId("moment-title").textContent = tAny(title);
  byId("moment-summary").replaceChildren(...summary);
  box.dataset.moment = kind;
  box.hidden = false;
  byId("move").hidden = true;
  // A skip reaches this summary; the moves after it are paced again.
  skipping = false;
  byId("skip").hidden = true;
  busy(false);
  const button = byId<HTMLButtonElement>("continue");
  button.textContent = t("page-continue");
  // The whole summary on the screen, and as much of the felt above it as fits; a summary taller
  // than the screen from its top, below the bar that stays at the top.
  const rect = box.getBoundingClientRect();
  const bottom = window.scrollY + rect.bottom - window.innerHeight + 8;
  const top = window.scrollY + rect.top - byId("toolbar").offsetHeight - 8;
  window.scrollTo({ top: Math.max(0, Math.min(bottom, top)) });
  button.focus({ preventScroll: true });
  await new Promise<void>((resolve) => {
    const go = () => {
      endMoment = null;
      button.removeEventListener("click", go);
      momentTitle = null;
      box.hidden = true;
      delete box.dataset.moment;
      byId("move").hidden = false;
      byId("skip").hidden = false;
      busy(true);
      showFelt();
      resolve();
    };
    button.addEventListener("click", go);
    endMoment = go;
  });
}

/** Closes the moment under way (the person leaves the table). */
let endMoment: (() => void) | null = null;

/** Keyboard play: after each move the focus goes to the first control (or the new-match button). */
function focusControls() {
  const first = byId("move").querySelector<HTMLElement>("#controls button, #controls input, #hand button");
  if (first) first.focus({ preventScroll: true });
  else if (!byId("again").hidden) byId("again").focus({ preventScroll: true });
}

/** Appends one event's sentence, the bots' moves marked, and shows it in the bar at the top. */
function log(event: Event) {
  if (!table) return;
  const list = byId("log");
  if (event.kind.type === "deal_started") {
    const head = el("li", { className: "deal", textContent: t("label-deal", { deal: event.kind.deal }) });
    head.dataset.deal = String(event.kind.deal);
    list.append(head);
  }
  const text = event.text ?? event.kind.type;
  const item = el("li", {}, ...told(text));
  item.dataset.event = event.kind.type;
  const seat = seatOf(event);
  if (seat !== null) {
    item.dataset.seat = String(seat);
    // A bot's own move, marked beside the sentence that names it.
    if (MOVES.has(event.kind.type) && botOf(table.view, seat)) item.classList.add("bot");
    if (seat === table.seat) item.classList.add("you");
  }
  list.append(item);
  // The newest line is always in sight: at the bottom of the history, and in the bar at the top.
  list.scrollTop = list.scrollHeight;
  fitHistory();
  byId("ticker").textContent = text.split("\n")[0] ?? "";
  byId("history-count").textContent = String(list.querySelectorAll("li[data-event]").length);
}

// ------------------------------------------------------------------------------------------
// Drawing: the whole table from the view, or the scene while the events unfold

function render() {
  if (!table) return;
  renderHowTo();
  draw();
  renderMove(table.view);
  renderStandings(table.view, table.view.stacks, true);
  renderPast();
}

/** The seat that deals next, between deals: the one whose `deal` the view offers. */
function nextDealer(view: View): number | null {
  return view.phase === "between_deals" && view.to_act !== null && view.to_act !== undefined ? view.to_act : null;
}

function draw() {
  if (!table) return;
  const { view, seat, scene } = table;
  const node = byId("table");
  const phase = table.unfolding ? scene.phase : view.phase;
  node.dataset.seat = String(seat);
  node.dataset.phase = phase;
  node.dataset.locale = locale();
  const acting = table.unfolding ? scene.acting : (view.to_act ?? null);
  // Between deals the dealer's mark moves on to the seat that deals next.
  const next = table.unfolding ? null : nextDealer(view);
  const shown = next !== null && scene.deal ? { ...scene, deal: { ...scene.deal, dealer: next, forehand: -1 } } : scene;
  const last = table.ledger.current();
  const between = phase === "between_deals" || phase === "match_over";
  drawFelt({
    view,
    scene: shown,
    me: seat,
    acting,
    phase,
    bots: view.players.map((_, s) => botOf(view, s)),
    changes: between && last?.after ? view.players.map((_, s) => signed(dealChange(last, s) ?? 0)) : undefined,
  });
  renderFeltLine(view, scene, phase);
  renderDeal(view, scene, phase);
  renderHand(view, scene, phase);
  if (table.unfolding) {
    byId("controls").replaceChildren(el("p", { textContent: t("page-waiting") }));
    byId("pot").replaceChildren();
    renderStandings(view, scene.stacks, false);
  }
}

/** The line in the middle of the felt: the deal, the phase, who is to act. */
function renderFeltLine(view: View, scene: Scene, phase: Scene["phase"]) {
  const parts: string[] = [];
  if (scene.deal) parts.push(t("label-deal", { deal: scene.deal.number }));
  parts.push(tAny(`phase-${phase}`));
  if (!table?.unfolding && view.to_act !== null && view.to_act !== undefined && view.phase !== "match_over") {
    const toAct = view.to_act;
    parts.push(t("page-to-act", { seat: name(view, toAct), "seat-you": toAct === table?.seat ? "yes" : "no" }));
  }
  byId("felt-line").textContent = parts.join(" · ");
}

function renderDeal(view: View, scene: Scene, phase: Scene["phase"]) {
  const deal = scene.deal;
  const parts: string[] = [];
  const next = table?.unfolding ? null : nextDealer(view);
  if (deal) {
    parts.push(t("label-deal", { deal: deal.number }));
    if (next === null) {
      parts.push(`${t("label-dealer")}: ${name(view, deal.dealer)}`);
      parts.push(`${t("label-forehand")}: ${name(view, deal.forehand)}`);
    }
  }
  parts.push(tAny(`phase-${phase}`));
  if (next !== null) {
    // Between deals: the seat that deals next, not the last deal's dealer.
    parts.push(t("page-next-deal", { deal: (deal?.number ?? 0) + 1, seat: name(view, next), "seat-you": next === table?.seat ? "yes" : "no" }));
  } else if (!table?.unfolding && view.to_act !== null && view.to_act !== undefined && view.phase !== "match_over") {
    const toAct = view.to_act;
    parts.push(t("page-to-act", { seat: name(view, toAct), "seat-you": toAct === table?.seat ? "yes" : "no" }));
  }
  byId("deal-line").textContent = parts.join(" · ");
  const fair = byId("fair");
  fair.replaceChildren();
  if (deal) fair.append(fairness(deal, null));
  byId("deal-terms").replaceChildren(
    terms([
      [t("label-dealer"), t("page-explain-dealer")],
      [t("label-forehand"), t("page-explain-forehand")],
      [t("label-upcard"), t("page-explain-upcard")],
      [t("label-pay-suit"), t("page-explain-pay-suit")],
      [t("page-commitment"), t("page-explain-commitment")],
    ]),
  );
  // The words of the felt: the seats' and each field's, what takes it.
  const deck = deckOf(view);
  byId("board-terms").replaceChildren(
    terms(
      [
        [t("page-col-stack"), t("page-explain-stack")],
        [t("label-cards-held"), t("page-explain-cards-held")],
        [t("page-col-in-play"), t("page-explain-in-play")],
        [t("page-chain-title"), t("page-explain-chain")],
        ...view.fields.map((f): [string, string] => [tAny(`field-${f}`, { deck }), attr(`field-${f}` as MessageId, "title", { deck })]),
      ],
      t("page-fields-explained"),
    ),
  );
}

/** Who chose the match's seed, at the practice table: the server, or the person. */
function seedNote(): HTMLElement {
  const source = table?.start.newGame.deal_source;
  const chosen = !!source && "seeded" in source && !!source.seeded.seed;
  const note = el("p", { className: "seed-source", textContent: chosen ? t("page-fair-you-chose") : t("page-fair-server-drew") });
  note.dataset.source = chosen ? "person" : "server";
  return note;
}

/**
 * A deal's fairness: its commitment (shown before its cards), its seed once revealed, and a
 * control that has the service check the deal (VerifyDeal) against what the person was dealt;
 * and who chose the match's seed, which the check cannot show.
 */
function fairness(deal: DealFacts, ended: Event | null): HTMLElement {
  const box = el("div", { className: "fairness" });
  box.dataset.deal = String(deal.number);
  const seed = ended && ended.kind.type === "deal_ended" ? (ended.kind.deal_seed ?? null) : deal.seed;
  if (deal.commitment) {
    const commitment = el("p", {}, `${t("page-commitment")}: `, el("code", { className: "digest commitment", textContent: deal.commitment }));
    box.append(commitment);
  }
  if (!seed) {
    box.append(el("p", { className: "hint", textContent: t("page-seed-later") }), seedNote());
    return box;
  }
  box.append(el("p", {}, `${t("page-deal-seed")}: `, el("code", { className: "digest seed", textContent: seed })));
  box.append(seedNote());
  if (!deal.commitment) return box;
  const result = el("p", { className: "verdict" });
  result.setAttribute("role", "status");
  const button = el("button", { type: "button", className: "verify", textContent: t("page-verify") });
  button.addEventListener("click", () => void verify(deal, seed, result));
  box.append(button, result);
  return box;
}

/** Has the service check the deal: the seed against its commitment, and the cards it deals against those dealt. */
async function verify(deal: DealFacts, seed: string, result: HTMLElement) {
  if (!table || !deal.commitment) return;
  const view = table.view;
  result.textContent = t("page-verifying");
  result.dataset.verified = "";
  try {
    const answer = await poch.verifyDeal({
      commitment: deal.commitment,
      deal_seed: seed,
      deck: view.rules.deck,
      table: { players: view.players.length, dealer: deal.dealer, deal_method: view.rules.deal_method },
    });
    const why: string[] = [];
    if (!answer.commitment_matches) why.push(t("page-verify-commitment"));
    const dealt = answer.dealt;
    const mine = dealt?.hands[table.seat] ?? [];
    const same = (a: readonly string[], b: readonly string[]) => JSON.stringify(sortCards(a)) === JSON.stringify(sortCards(b));
    if (answer.commitment_matches && (!dealt || !same(mine, deal.dealt))) why.push(t("page-verify-hand"));
    if (answer.commitment_matches && dealt && deal.upcard && dealt.upcard !== deal.upcard) why.push(t("page-verify-upcard"));
    result.textContent = why.length === 0 ? t("page-verified") : t("page-not-verified", { why: why.join("; ") });
    result.dataset.verified = why.length === 0 ? "yes" : "no";
  } catch (error) {
    result.textContent = t("page-not-verified", { why: explain(error) });
    result.dataset.verified = "no";
  }
}

/**
 * The person's cards: drawn faces, sorted by suit then rank; when the person leads, each card
 * that may be led is a button. Between deals nothing is held (the cards left are the past
 * deal's).
 */
function renderHand(view: View, scene: Scene, phase: Scene["phase"]) {
  const deck = deckOf(view);
  const list = byId("hand");
  const between = phase === "between_deals" || phase === "match_over";
  const legal = !table?.unfolding && view.to_act === table?.seat ? view.legal : null;
  const leads = new Set(legal?.lead ?? []);
  const cards = between ? [] : sortCards(scene.hand);
  list.replaceChildren(
    ...cards.map((card) => {
      if (!leads.has(card)) return el("li", {}, cardFace(card, deck));
      const button = cardFace(card, deck, "button");
      // The accessible name begins with the visible card (`10♣: lead the ten of clubs`).
      button.setAttribute("aria-label", leadLabel(card, deck));
      button.dataset.action = "lead";
      button.addEventListener("click", () => {
        const direction = byId("controls").querySelector<HTMLInputElement>('input[name="direction"]:checked')?.value;
        void act(actions.lead(card, (direction as Schemas["Direction"] | undefined) ?? undefined));
      });
      return el("li", { className: "playable" }, button);
    }),
  );
  list.dataset.leading = leads.size > 0 ? "true" : "false";
  const hint = byId("hand-hint");
  hint.textContent = between ? t("page-hand-between") : leads.size > 0 ? t("page-lead-card") : "";
  const best = table?.unfolding || between ? null : view.deal?.best_group;
  byId("best-group").textContent = best
    ? `${t("label-best-group")}: ${t("group", { size: best.size, rank: rankNumber(best.rank), deck })}`
    : "";
}

/** The pot while the Pochen lasts: the POCH field and the chips put in, beside the betting controls. */
function renderPot(view: View) {
  const pot = byId("pot");
  pot.replaceChildren();
  const pochen = view.deal?.pochen;
  if (view.phase !== "pochen" || !pochen) return;
  const poch = view.board.POCH ?? 0;
  const bets = pochen.contributions.reduce((a, b) => a + b, 0);
  pot.append(
    el("span", { className: "pot-chips", textContent: t("page-pot", { pot: poch + bets, poch, bets }) }),
    el("span", { className: "high", textContent: `${t("label-high-stake")}: ${pochen.high_stake}` }),
  );
  pot.dataset.pot = String(poch + bets);
}

/**
 * An amount and its button in a form of their own, so that Enter in the field submits it; beside
 * it the quick amounts (the least, half the pot, the pot, all in), each of which fills the field
 * in for the button.
 */
function amountControl(
  kind: "bet" | "raise",
  legend: string,
  label: string,
  range: { min: number; max: number },
  quick: [MessageId, number][],
  make: (n: number) => Action,
) {
  const button = attr(`action-${kind}`, "label");
  const input = el("input", { type: "number", id: kind, min: String(range.min), max: String(range.max), value: String(range.min), required: true });
  const submit = el("button", { type: "submit", className: "send", textContent: button });
  submit.dataset.action = kind;
  const seen = new Set<number>();
  const quickButtons = quick
    .map(([id, amount]): [MessageId, number] => [id, Math.min(range.max, Math.max(range.min, amount))])
    .filter(([, amount]) => (seen.has(amount) ? false : (seen.add(amount), true)))
    .map(([id, amount]) => {
      const b = el("button", { type: "button", className: "quick", textContent: tAny(id, { chips: amount }) });
      b.dataset.quick = id.replace("page-quick-", "");
      b.dataset.amount = String(amount);
      b.addEventListener("click", () => {
        input.value = String(amount);
        submit.focus();
      });
      return b;
    });
  const group = el("div", { className: "quick-amounts", role: "group" }, ...quickButtons);
  group.setAttribute("aria-label", t("page-quick-legend"));
  const form = el(
    "form",
    {},
    el(
      "fieldset",
      {},
      el("legend", { textContent: legend }),
      el("div", { className: "amount" }, el("label", { htmlFor: kind, textContent: `${label} ` }), input, submit),
      group,
    ),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const amount = Number(input.value);
    if (!Number.isInteger(amount) || amount < range.min || amount > range.max) {
      status(legend, true);
      input.focus();
      return;
    }
    void act(make(amount));
  });
  return form;
}

function simpleButton(label: string, id: string, action: Action) {
  const button = el("button", { type: "button", textContent: label });
  button.dataset.action = id;
  button.addEventListener("click", () => void act(action));
  return button;
}

function renderMove(view: View) {
  const controls = byId("controls");
  controls.replaceChildren();
  renderPot(view);
  const legal = view.legal;
  if (!table || !legal || view.to_act !== table.seat || table.unfolding) {
    if (view.phase !== "match_over") controls.append(el("p", { textContent: t("page-waiting") }));
    return;
  }
  const row = el("div", { className: "buttons" });
  if (legal.pass_turn) row.append(simpleButton(attr("action-pass", "label"), "pass", actions.passTurn()));
  if (legal.call !== null && legal.call !== undefined) row.append(simpleButton(t("page-call", { chips: legal.call }), "call", actions.call()));
  if (legal.fold) row.append(simpleButton(attr("action-fold", "label"), "fold", actions.fold()));
  if (legal.deal && !legal.deck_required) row.append(simpleButton(attr("action-deal", "label"), "deal", actions.deal()));
  if (row.childElementCount > 0) controls.append(row);
  const pochen = view.deal?.pochen;
  const high = pochen?.high_stake ?? 0;
  const pot = (view.board.POCH ?? 0) + (pochen?.contributions.reduce((a, b) => a + b, 0) ?? 0);
  const stack = view.stacks[table.seat] ?? 0;
  const mine = pochen?.contributions[table.seat] ?? 0;
  if (legal.bet) {
    const legend = t("page-bet-legend", { min: legal.bet.min, max: legal.bet.max });
    // All in: a bet of the whole stack, when the bet may be that large.
    const most: MessageId = legal.bet.max === stack ? "page-quick-all-in" : "page-quick-most";
    const quick: [MessageId, number][] = [["page-quick-least", legal.bet.min], ["page-quick-half", Math.floor(pot / 2)], ["page-quick-pot", pot], [most, legal.bet.max]];
    controls.append(amountControl("bet", legend, t("page-bet-amount"), legal.bet, quick, actions.bet));
  }
  if (legal.raise_bet) {
    const { min, max } = legal.raise_bet;
    // A raise names the chips above the high stake (RULES 12.4): say what stake it makes.
    const legend = t("page-raise-legend", { min, max, high, from: high + min, to: high + max });
    // All in: a raise that puts in the whole stack (the high stake and the raise, less what is in already).
    const most: MessageId = high + max - mine === stack ? "page-quick-all-in" : "page-quick-most";
    const quick: [MessageId, number][] = [["page-quick-least", min], ["page-quick-half", Math.floor(pot / 2)], ["page-quick-pot", pot], [most, max]];
    controls.append(amountControl("raise", legend, t("page-raise-amount"), legal.raise_bet, quick, actions.raiseBet));
  }
  if (view.phase === "pochen") {
    controls.append(
      terms([
        [t("phase-pochen"), t("page-explain-pochen")],
        [t("label-high-stake"), t("page-explain-high-stake")],
      ]),
    );
  }
  if (legal.lead.length > 0 && legal.directions.length > 0) {
    const group = el("div", { role: "radiogroup", className: "directions" });
    group.setAttribute("aria-label", t("label-direction"));
    legal.directions.forEach((d, i) => {
      const id = `direction-${d}`;
      group.append(el("input", { type: "radio", name: "direction", id, value: d, checked: i === 0 }), el("label", { htmlFor: id, textContent: `${tAny(`direction-${d}`)} ` }));
    });
    controls.append(el("p", { className: "hint", textContent: `${t("label-direction")}:` }), group);
  }
  // The leads are the cards of the hand (renderHand) that are buttons.
  renderHand(view, table.scene, view.phase);
}

/** The standings: the match end's once it is over and shown, else the seats by their stacks. */
function renderStandings(view: View, stacks: number[], final: boolean) {
  const list = byId("standings");
  const end = final ? view.match_end : null;
  byId("again").hidden = !end;
  const line = (seat: number, place: number, chips: number, paid: boolean) => {
    const item = el("li", {
      textContent: t("standing", { place, seat: name(view, seat), "seat-you": seat === table?.seat ? "yes" : "no", chips, paid: paid ? "yes" : "no" }),
    });
    item.dataset.seat = String(seat);
    item.dataset.stack = String(chips);
    return item;
  };
  if (end) {
    byId("standings-title").textContent = t("page-standings-after", { deals: end.deals_played });
    list.replaceChildren(...end.standings.map((s) => line(s.seat, s.place, s.stack, s.could_pay)));
    return;
  }
  byId("standings-title").textContent = t("label-standings");
  const order = view.players.map((_, seat) => seat).sort((a, b) => (stacks[b] ?? 0) - (stacks[a] ?? 0));
  list.replaceChildren(...order.map((seat, i) => line(seat, i + 1, stacks[seat] ?? 0, true)));
}

/** The past deals, the graph of the stacks and the match record's download. */
function renderPast() {
  if (!table) return;
  const { ledger, view, seat } = table;
  const deck = deckOf(view);
  const open = new Set(Array.from(document.querySelectorAll<HTMLElement>("#past li[data-deal] details[open]")).map((d) => d.parentElement?.dataset.deal));
  const list = pastDeals(ledger, view.players, deck, seat);
  for (const item of Array.from(list.querySelectorAll<HTMLElement>("li[data-deal]"))) {
    if (open.has(item.dataset.deal)) item.querySelector("details")?.setAttribute("open", "");
  }
  byId("past").replaceChildren(list);
  byId("graph").replaceChildren(ledger.deals.some((d) => d.after) ? chipGraph(ledger, view.players, seat) : "");
  const record = matchRecord(table.start, table.actions, ledger);
  const download = byId<HTMLButtonElement>("download");
  download.disabled = record === null;
  download.dataset.ready = record === null ? "no" : "yes";
  byId("download-note").textContent = record === null ? t("page-download-later") : t("page-download-hint");
}

/** The match record, as a file of one line (JSON Lines), which `poch replay --server` replays. */
function downloadRecord() {
  if (!table) return;
  const record = matchRecord(table.start, table.actions, table.ledger);
  if (!record) return;
  const blob = new Blob([`${JSON.stringify(record)}\n`], { type: "application/x-ndjson" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `poch-match-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

/** On a phone the history is a panel opened from the bar at the top; beside the table otherwise. */
function toggleHistory() {
  const panel = byId("history");
  const button = byId("history-toggle");
  const open = button.getAttribute("aria-expanded") !== "true";
  button.setAttribute("aria-expanded", String(open));
  panel.classList.toggle("open", open);
  if (open) {
    const log = byId("log");
    log.scrollTop = log.scrollHeight;
    log.focus();
  }
}

/** The bar's height, which the history column keeps below it (its newest line stays on the screen). */
function watchBar() {
  const bar = byId("toolbar");
  const set = () => {
    document.documentElement.style.setProperty("--bar", `${bar.offsetHeight}px`);
    fitHistory();
  };
  new ResizeObserver(set).observe(bar);
  window.addEventListener("scroll", fitHistory, { passive: true });
  window.addEventListener("resize", fitHistory);
  set();
}

/**
 * Beside the table, the history column ends at the bottom of the screen wherever it begins (below
 * the bar once the page is scrolled, lower before), so that its newest line is always in sight.
 */
function fitHistory() {
  const panel = byId("history");
  if (getComputedStyle(panel).position !== "sticky") {
    panel.style.removeProperty("height");
    return;
  }
  const top = Math.max(panel.getBoundingClientRect().top, byId("toolbar").getBoundingClientRect().bottom);
  panel.style.height = `${Math.max(160, window.innerHeight - top - 8)}px`;
  const log = byId("log");
  log.scrollTop = log.scrollHeight;
}

function init() {
  const asked = new URLSearchParams(window.location.search).get("lang") ?? navigator.language.slice(0, 2);
  useLocale(isLocale(asked) ? asked : "en");
  translateStatic();
  watchBar();
  byId<HTMLSelectElement>("locale").addEventListener("change", (event) => setLocale((event.target as HTMLSelectElement).value));
  byId<HTMLSelectElement>("pace").addEventListener("change", (event) => {
    const chosen = (event.target as HTMLSelectElement).value;
    pace = (PACES as readonly string[]).includes(chosen) ? (chosen as Pace) : "normal";
  });
  byId("skip").addEventListener("click", () => {
    skipping = true;
    endPause?.();
  });
  byId("history-toggle").addEventListener("click", toggleHistory);
  byId<HTMLSelectElement>("preset").addEventListener("change", () => void presetChosen(poch).catch((error: unknown) => status(explain(error), true)));
  byId<HTMLSelectElement>("players").addEventListener("change", () => {
    renderChips();
    renderSetupSeats();
  });
  byId<HTMLSelectElement>("your-seat").addEventListener("change", renderSetupSeats);
  byId<HTMLFormElement>("setup").addEventListener("submit", (event) => void start(event as SubmitEvent));
  byId("leave").addEventListener("click", leave);
  byId("again").addEventListener("click", leave);
  byId("download").addEventListener("click", downloadRecord);
  const saved = kept();
  const ready = loadPresets(poch).catch((error: unknown) => status(explain(error), true));
  if (saved) void ready.then(() => restore(saved));
}

init();
