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
import { attr, catalogue, has, isLocale, locale, t, tAny, useLocale } from "./i18n.js";
import { LOCALES, PACES, type MessageId, type Pace } from "./messages.js";
import { chip, fly, landed } from "./motion.js";
import { Narrator } from "./narrate.js";
import {
  Link,
  SEATS,
  TableError,
  drawSeed,
  heldSeat,
  holdSeat,
  moveId,
  releaseSeat,
  servedByTables,
  sha256Hex,
  sha256OfHex,
  tables,
  type HeldSeat,
  type ServerMessage,
  type TableInfo,
} from "./people.js";
import { drift, sceneBeforeMatch, sceneOfView, seatOf, unfold, type DealFacts, type Scene } from "./scene.js";
import { botOptions, defaultBot, explain, loadPresets, newGameBody, presetChosen, renderChips, renderSetupSeats } from "./setup.js";
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

/**
 * What the page holds of the match it shows: at the practice table the token, its own seat's
 * ticket and that seat's view; at a table of people (`people`) the view the table server pushed;
 * and the match so far.
 */
interface Table {
  /** The practice table's sealed token (absent at a table of people, whose server keeps it). */
  state?: Envelope;
  /** Its own seat's ticket (absent from a server that answers none). */
  ticket?: string;
  /** The person's seat; null for a spectator. */
  seat: number | null;
  view: View;
  /** Who plays each seat: a bot's kind, or null for a person. */
  bots: (string | null)[];
  /** At a table of people: the table server's side of it. */
  people?: People;
  /** What the table shows: the view, or the events unfolding after it. */
  scene: Scene;
  /** The events unfold: no control is offered. */
  unfolding: boolean;
  /** How the practice match started, for its record. */
  start?: Start;
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

/** The bots the engine seats at a practice table, by seat. */
function botsOf(view: View): (string | null)[] {
  return view.players.map((_, seat) => (view.bots ?? []).find((b) => b.seat === seat)?.kind ?? null);
}

function botAt(seat: number): string | null {
  return table?.bots[seat] ?? null;
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
  if (onTables) {
    renderPeopleSeats();
    renderLobby();
  }
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
  showScreen(on ? "table" : onTables ? "people-setup" : "setup");
}

/** The page is served by a table server (people.ts): tables of people, no practice table. */
let onTables = false;

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
    const scene = sceneBeforeMatch(view);
    const starting = [...scene.stacks];
    table = {
      state: answer.state,
      ticket,
      seat,
      view,
      bots: botsOf(view),
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
  if (!table?.state || !table.start || table.seat === null) return;
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
      bots: botsOf(view),
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
  if (!current || current.unfolding || current.seat === null) return;
  const seat = current.seat;
  if (current.people) {
    moveAtTable(current.people, action);
    return;
  }
  if (!current.state) return;
  const state = current.state;
  status("…");
  busy(true);
  try {
    // The service plays the bots' moves after the person's; their events come in this answer.
    const ticket = current.ticket;
    const answer = await poch.apply({ state, seat, action, locale: locale(), ticket });
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
function holdAfter(event: Event): number {
  if (skipping || catchingUp || !MOVES.has(event.kind.type)) return 0;
  const seat = seatOf(event);
  if (seat === null || !botAt(seat)) return 0;
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
  if (!table || skipping || catchingUp) return;
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
  const mine = events.filter((e) => visibleTo(e, current.seat ?? -1));
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
    unfold(current.scene, event, current.seat ?? -1);
    current.ledger.take(event);
    log(event);
    draw();
    animate(event);
    const hold = holdAfter(event);
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
  // At a table of people the deal is checked as soon as it is over, and said in words.
  if (table.scene.deal) nodes.push(fairness(table.scene.deal, ended, !!table.people));
  return nodes;
}

/**
 * A moment: the table stops on a summary (`summary`, under the heading `title`) until the person
 * goes on. The focus is on "Continue", which names the summary as its description.
 */
async function moment(title: MessageId, summary: Node[], kind: string): Promise<void> {
  // The story told again at once stops nowhere.
  if (catchingUp) return;
  // The chips of the last event land before the table stops.
  await landed();
  const box = byId("moment");
  momentTitle = title;
  byId("moment-title").textContent = tAny(title);
  byId("moment-summary").replaceChildren(...summary);
  box.dataset.moment = kind;
  box.hidden = false;
  const button = byId<HTMLButtonElement>("continue");
  button.textContent = t("page-continue");
  /** Hides the summary once, then `then`; "Continue" and leaving the table both do it. */
  const onClose = (then: () => void) => {
    const close = () => {
      endMoment = null;
      button.removeEventListener("click", close);
      momentTitle = null;
      box.hidden = true;
      delete box.dataset.moment;
      then();
    };
    button.addEventListener("click", close);
    endMoment = close;
  };
  if (table?.people) {
    // A table of people does not wait for one person: the summary stays until it is closed or
    // the next one comes, and the moves go on.
    endMoment?.();
    onClose(() => undefined);
    return;
  }
  byId("move").hidden = true;
  // A skip reaches this summary; the moves after it are paced again.
  skipping = false;
  byId("skip").hidden = true;
  busy(false);
  // The whole summary on the screen, and as much of the felt above it as fits; a summary taller
  // than the screen from its top, below the bar that stays at the top.
  const rect = box.getBoundingClientRect();
  const bottom = window.scrollY + rect.bottom - window.innerHeight + 8;
  const top = window.scrollY + rect.top - byId("toolbar").offsetHeight - 8;
  window.scrollTo({ top: Math.max(0, Math.min(bottom, top)) });
  button.focus({ preventScroll: true });
  await new Promise<void>((resolve) =>
    onClose(() => {
      byId("move").hidden = false;
      byId("skip").hidden = false;
      busy(true);
      showFelt();
      resolve();
    }),
  );
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
    if (MOVES.has(event.kind.type) && botAt(seat)) item.classList.add("bot");
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
    bots: table.bots,
    clocks: table.people ? clockTexts(table.people.info) : undefined,
    away: table.people?.info.seats.map((s: TableInfo["seats"][number]) => s.away),
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
  if (table?.people) {
    // At a table of people every person's seed went into the match's (the commit–reveal).
    const note = el("p", { className: "seed-source", textContent: t("page-fair-people") });
    note.dataset.source = "people";
    return note;
  }
  const source = table?.start?.newGame.deal_source;
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
function fairness(deal: DealFacts, ended: Event | null, checkNow = false): HTMLElement {
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
  const result = el("div", { className: "verdict" });
  result.setAttribute("role", "status");
  const people = table?.people;
  const button = el("button", { type: "button", className: "verify", textContent: t(people ? "page-people-check" : "page-verify") });
  button.addEventListener("click", () => void (people ? checkAtTable(people, deal, seed, result) : verify(deal, seed, result)));
  box.append(button, result);
  if (checkNow && people && !catchingUp) void checkAtTable(people, deal, seed, result);
  return box;
}

/** Has the service check the deal: the seed against its commitment, and the cards it deals against those dealt. */
async function verify(deal: DealFacts, seed: string, result: HTMLElement) {
  if (!table || !deal.commitment || table.seat === null) return;
  const seat = table.seat;
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
    const mine = dealt?.hands[seat] ?? [];
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
  // A spectator holds no cards.
  byId("hand-title").hidden = table?.seat === null;
  const hint = byId("hand-hint");
  hint.textContent = phase === "match_over" ? t("page-hand-over") : between ? t("page-hand-between") : leads.size > 0 ? t("page-lead-card") : "";
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
  if (!table || table.seat === null || !legal || view.to_act !== table.seat || table.unfolding) {
    if (table?.seat === null) controls.append(el("p", { textContent: t("page-people-watching") }));
    else if (view.phase !== "match_over") controls.append(el("p", { textContent: t("page-waiting") }));
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
  const { ledger, view } = table;
  const seat = table.seat ?? -1;
  const deck = deckOf(view);
  const open = new Set(Array.from(document.querySelectorAll<HTMLElement>("#past li[data-deal] details[open]")).map((d) => d.parentElement?.dataset.deal));
  const list = pastDeals(ledger, view.players, deck, seat);
  for (const item of Array.from(list.querySelectorAll<HTMLElement>("li[data-deal]"))) {
    if (open.has(item.dataset.deal)) item.querySelector("details")?.setAttribute("open", "");
  }
  // At a table of people each deal over carries its check, in words.
  const atTable = table.people;
  if (atTable?.history) {
    for (const item of Array.from(list.querySelectorAll<HTMLElement>("li[data-deal]"))) {
      const deal = ledger.deals.find((d) => String(d.number) === item.dataset.deal);
      if (!deal?.seed || !deal.commitment) continue;
      const verdict = el("div", { className: "verdict" });
      sayCheck(atTable, deal.number, deal.dealer, deal.commitment, deal.seed, verdict);
      item.querySelector("details")?.append(verdict);
    }
  }
  byId("past").replaceChildren(list);
  byId("graph").replaceChildren(ledger.deals.some((d) => d.after) ? chipGraph(ledger, view.players, seat) : "");
  // A table of people keeps its records itself (its history); the practice table's is made here.
  const ready = table.people ? ledger.deals.some((d) => d.after) : !!table.start && matchRecord(table.start, table.actions, ledger) !== null;
  const download = byId<HTMLButtonElement>("download");
  download.disabled = !ready;
  download.dataset.ready = ready ? "yes" : "no";
  byId("download-note").textContent = ready ? t("page-download-hint") : t(table.people ? "page-past-none" : "page-download-later");
}

/** The match record, as a file of one line (JSON Lines), which `poch replay --server` replays. */
async function downloadRecord() {
  if (!table) return;
  let line: string;
  if (table.people) {
    // The table's own record: the match's once it is over, else the deals so far.
    const over = table.ledger.deals.filter((d) => d.after);
    const answer = await tables.record(table.people.info.id, table.view.match_end ? null : (over[over.length - 1]?.number ?? 1));
    line = typeof answer === "string" ? answer.trim() : JSON.stringify(answer);
  } else {
    const record = table.start ? matchRecord(table.start, table.actions, table.ledger) : null;
    if (!record) return;
    line = JSON.stringify(record);
  }
  const blob = new Blob([`${line}\n`], { type: "application/x-ndjson" });
  const link = el("a", { href: URL.createObjectURL(blob), download: `poch-match-${new Date().toISOString().slice(0, 19).replace(/[:T]/g, "-")}.jsonl` });
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(link.href), 10_000);
}

// ------------------------------------------------------------------------------------------
// A table of people (people.ts): the table server keeps the match; the page follows it

/** What the page holds of a table of people: its socket, what the server says of it, the seat held. */
interface People {
  link: Link;
  info: TableInfo;
  /** The seat this person holds (none for a spectator). */
  held: HeldSeat | null;
  /** The updates received and not yet shown, in order. */
  queue: Extract<ServerMessage, { type: "update" }>[];
  showing: boolean;
  /** Updates up to this `seq` are the story so far, told again at once. */
  catchUpTo: number;
  /** The `seq` the page's story has reached, as received (the link's `last_seq`; 0 before any). */
  received: number;
  /** The move sent and not yet answered: its id, and its action and the `seq` it was chosen on. */
  pending: string | null;
  pendingMove: { action: Action; seq: number } | null;
  /** The seed's hash and the seed sent on this connection. */
  sentHash: boolean;
  sentSeed: boolean;
  /** The table's history (every hand and the verdicts of the deals over), as last read. */
  history: PeopleHistory | null;
}
type PeopleHistory = Awaited<ReturnType<typeof tables.history>>;

/** The table of people the page follows, before and during its match (`table` once it has begun). */
let people: People | null = null;
/** The story so far is being told again at once (a reload, a reconnect): no pause, nothing flies. */
let catchingUp = false;

/** Follows table `id`: as the seat held in this browser, if any; else as a spectator. */
function follow(id: string) {
  const held = heldSeat(id);
  people?.link.close();
  const current: People = {
    link: new Link(id, held?.credential ?? null, {
      welcome: (m) => welcome(current, m),
      update: (m) => {
        current.received = m.seq;
        current.queue.push(m);
        void showUpdates(current);
      },
      ack: (m) => {
        if (m.move_id === current.pending) {
          current.pending = null;
          current.pendingMove = null;
        }
      },
      refused: (m) => refusedAtTable(current, m),
      connected: (up) => {
        byId("connection").textContent = up ? "" : t("page-people-reconnecting");
        byId("table").dataset.connected = up ? "yes" : "no";
        if (!up) {
          current.sentHash = false;
          current.sentSeed = false;
        }
      },
    }),
    info: { id, stage: "seating", seq: 0, rules: {} as TableInfo["rules"], seats: [], clock: { move_ms: 0, bank_ms: 0 }, absent_bot: "timeout", open: false, created_ms: 0 },
    held,
    queue: [],
    showing: false,
    catchUpTo: 0,
    received: 0,
    pending: null,
    pendingMove: null,
    sentHash: false,
    sentSeed: false,
    history: null,
  };
  people = current;
  table = null;
  resetLog();
  byId("connection").textContent = t("page-people-connecting");
  showScreen("table");
  renderLobby();
  window.scrollTo({ top: 0 });
  current.link.open();
  const url = new URL(window.location.href);
  url.search = `?table=${encodeURIComponent(id)}&lang=${locale()}`;
  window.history.replaceState(null, "", url);
}

function welcome(current: People, message: Extract<ServerMessage, { type: "welcome" }>) {
  if (people !== current) return;
  current.info = message.table;
  const you = message.you;
  // The seat held must be the one the server knows for this credential.
  if (current.held && (you === "spectator" || you.seat.seat !== current.held.seat)) {
    releaseSeat(current.info.id);
    current.held = null;
  }
  // Connected again with nothing missed (the welcome then replays nothing): the table shown is
  // the story so far, past deals and all.
  const upToDate = table?.people === current && current.received > 0 && current.received === message.table.seq;
  if (message.replaying) {
    current.catchUpTo = message.table.seq;
  } else if (message.view && !upToDate) {
    // The welcome is the whole story: the table as it is now, without its history.
    beginMatch(current, message.view);
    if (table) {
      table.unfolding = false;
      render();
    }
  }
  if (!message.replaying) current.received = message.table.seq;
  renderLobby();
  sendSeeds(current);
  // A move sent just before the connection was lost goes again with its id and its `seq`: the
  // table applies it once if it had reached it, and refuses it (`conflict`) if the table has
  // moved on without it.
  if (current.pending && current.pendingMove) {
    current.link.send({ type: "move", move_id: current.pending, ...current.pendingMove });
  }
}

/** The match has begun: the page's table, from the view the server pushed. */
function beginMatch(current: People, view: View) {
  const seat = current.held?.seat ?? null;
  const scene = sceneBeforeMatch(view);
  const starting = [...scene.stacks];
  table = {
    seat,
    view,
    bots: current.info.seats.map((s) => s.bot ?? null),
    people: current,
    scene,
    unfolding: true,
    events: [],
    actions: [],
    ledger: new Ledger(starting, seat ?? -1),
  };
  showTable(true);
}

/** The updates, one after another: each one's events unfold on the table, told in the page's language. */
async function showUpdates(current: People) {
  if (current.showing) return;
  current.showing = true;
  busy(true);
  try {
    while (people === current && current.queue.length > 0) {
      const update = current.queue.shift();
      if (!update) break;
      current.info = update.table;
      catchingUp = update.seq <= current.catchUpTo;
      if (!table && update.view) beginMatch(current, update.view);
      renderLobby();
      sendSeeds(current);
      if (table && table.people === current && (update.events.length > 0 || update.view)) {
        const narrator = new Narrator(catalogue(locale()), table.view.players, deckOf(table.view), table.seat);
        const told: Event[] = update.events.map((e) => ({ ...e, text: narrator.told(e) }));
        table.events.push(...told);
        table.unfolding = true;
        await unfoldAnswer(told, update.view ?? table.view);
        if (update.events.some((e) => e.kind.type === "deal_ended" || e.kind.type === "match_ended")) void readHistory(current);
      } else if (table) {
        render();
      }
    }
  } finally {
    catchingUp = false;
    current.showing = false;
    if (people === current) {
      busy(false);
      if (table) render();
      renderLobby();
    }
  }
}

/** A move of the person's, sent on the socket; its events come back as the table's next update. */
function moveAtTable(current: People, action: Action) {
  if (!table) return;
  const id = moveId();
  const seq = current.info.seq;
  current.pending = id;
  current.pendingMove = { action, seq };
  table.unfolding = true;
  table.actions.push({ seat: table.seat ?? 0, action });
  busy(true);
  render();
  // Without a connection now, the move goes once it is back (welcome).
  current.link.send({ type: "move", move_id: id, action, seq });
}

function refusedAtTable(current: People, message: Extract<ServerMessage, { type: "refused" }>) {
  if (people !== current) return;
  status(explainCode(message.code), true);
  if (message.move_id && message.move_id === current.pending && table) {
    current.pending = null;
    current.pendingMove = null;
    table.unfolding = false;
    render();
    busy(false);
  }
}

/** The commit–reveal of the person's seed: its SHA-256 once the server has committed, the seed once every hash is in. */
function sendSeeds(current: People) {
  const held = current.held;
  if (!held) return;
  const mine = current.info.seats[held.seat];
  if (!mine) return;
  if (current.info.stage === "committing" && !mine.seed_hash && !current.sentHash) {
    current.sentHash = current.link.send({ type: "seed_hash", hash: sha256Hex(held.seed) });
  }
  if (current.info.stage === "revealing" && mine.seed_hash && !mine.client_seed && !current.sentSeed) {
    current.sentSeed = current.link.send({ type: "seed", seed: held.seed });
  }
}

/** Every hand of the deals over and the table's verdicts, from its history. */
async function readHistory(current: People) {
  try {
    const history = await tables.history(current.info.id);
    if (people !== current) return;
    current.history = history;
    if (table?.people === current) {
      for (const deal of history.deals) {
        const entry = table.ledger.deals.find((d) => d.number === deal.deal);
        if (entry) entry.hands = deal.hands;
      }
      renderPast();
    }
  } catch {
    // The hands stay unknown until the next deal's end.
  }
}

/**
 * A deal of a table of people checked, and what that shows said in plain words: this browser
 * hashes the revealed seed itself (it must be the commitment shown before the cards); the
 * table's history says whether the whole chain holds (the seed comes from the server's committed
 * seed and every person's seed), which it can say once the match is over; and what no check can
 * show, with the command that checks the deal without this page.
 */
async function checkAtTable(current: People, deal: DealFacts, seed: string, result: HTMLElement) {
  result.replaceChildren(el("p", { textContent: t("page-verifying") }));
  result.dataset.verified = "";
  await readHistory(current);
  sayCheck(current, deal.number, deal.dealer, deal.commitment ?? "", seed, result);
}

/** The checks of a deal of a table of people, said in words into `result` (checkAtTable). */
function sayCheck(current: People, number: number, dealer: number, commitment: string, seed: string, result: HTMLElement) {
  const own = sha256OfHex(seed) === commitment;
  const kept = current.history?.deals.find((d) => d.deal === number);
  const chain = kept?.verified.chain_matches;
  const lines: [MessageId, string][] = [[own ? "page-people-check-seed-ok" : "page-people-check-seed-bad", own ? "yes" : "no"]];
  if (chain === true) lines.push(["page-people-check-chain-ok", "yes"]);
  else if (chain === false) lines.push(["page-people-check-chain-bad", "no"]);
  else lines.push(["page-people-check-chain-later", "later"]);
  const view = table?.view;
  const command = view
    ? `poch verify --commitment ${commitment} --seed ${seed} --deck ${view.rules.deck} --players ${view.players.length} --dealer ${dealer} --deal-method ${view.rules.deal_method}`
    : "";
  result.replaceChildren(
    ...lines.map(([id, verdict]) => {
      const line = el("p", { textContent: t(id) });
      line.dataset.check = verdict;
      return line;
    }),
    el("p", { textContent: t("page-people-check-limits") }),
    el("code", { className: "command", textContent: command }),
  );
  result.dataset.verified = own && chain !== false && kept?.verified.commitment_matches !== false ? "yes" : "no";
  result.dataset.chain = chain === undefined || chain === null ? "later" : chain ? "yes" : "no";
}

/** Each seat's clock: the time left to the seat to act, the bank of the others (none for a bot). */
function clockTexts(info: TableInfo): (string | null)[] {
  const now = Date.now();
  const time = (ms: number) => {
    const s = Math.max(0, Math.ceil(ms / 1000));
    return `${Math.floor(s / 60)}:${String(s % 60).padStart(2, "0")}`;
  };
  return info.seats.map((seat) => {
    if (seat.bot) return null;
    if (info.stage === "playing" && info.to_act === seat.seat && info.deadline_ms) return t("page-people-clock-turn", { time: time(info.deadline_ms - now) });
    return t("page-people-clock-bank", { time: time(seat.bank_ms) });
  });
}

/** The clocks tick: each second the plates' clocks are written again. */
function tickClocks() {
  const current = table?.people;
  if (!current) return;
  const texts = clockTexts(current.info);
  texts.forEach((text, seat) => {
    const node = document.querySelector(`#seats li[data-seat="${seat}"] .clock .time`);
    if (node && text) node.textContent = text;
  });
  const stage = document.getElementById("lobby-deadline");
  if (stage && people && (people.info.stage === "committing" || people.info.stage === "revealing") && people.info.deadline_ms) {
    stage.textContent = t("page-people-clock-turn", { time: `${Math.max(0, Math.ceil((people.info.deadline_ms - Date.now()) / 1000))} s` });
  }
}

/**
 * The table of people as the lobby shows it: its stage, its seats (who sits where, their seeds),
 * the invitations for the table's maker to hand out, the server's commitment and the person's own
 * seed, and whether the person is away.
 */
function renderLobby() {
  const box = byId("lobby");
  const current = people;
  box.hidden = !current;
  if (!current) return;
  // The felt once the match has begun.
  byId("layout").hidden = !table;
  const info = current.info;
  byId("lobby-stage").textContent = tAny(`page-people-stage-${info.stage}`);
  box.dataset.stage = info.stage;
  const deadline = el("span", { id: "lobby-deadline" });
  byId("lobby-stage").append(" ", deadline);
  byId("lobby-seats").replaceChildren(
    ...info.seats.map((seat) => {
      const who = seatHolder(seat);
      const marks: string[] = [];
      if (current.held?.seat === seat.seat) marks.push(t("label-you"));
      if (seat.away) marks.push(t("page-away"));
      if (seat.client_seed) marks.push(t("page-people-seed-shown", { seed: seat.client_seed }));
      else if (seat.seed_hash) marks.push(t("page-people-seed-hash-given"));
      const item = el("li", {}, el("strong", { textContent: `${t("page-seat", { seat: seat.seat + 1 })}: ` }), who, marks.length > 0 ? ` (${marks.join("; ")})` : "");
      item.dataset.seat = String(seat.seat);
      item.dataset.taken = seat.taken ? "yes" : "no";
      return item;
    }),
  );
  // The invitations, for whoever made the table, while seats are free.
  const invitations = byId("invitations");
  invitations.replaceChildren();
  const free = (current.held?.invitations ?? []).filter((inv) => !info.seats[inv.seat]?.taken);
  if (free.length > 0 && info.stage === "seating") {
    invitations.append(
      el("h4", { textContent: t("page-people-invitations") }),
      el(
        "ul",
        {},
        ...free.map((inv) => {
          const link = new URL(inv.link, window.location.origin).href;
          const anchor = el("a", { href: link, textContent: link });
          const copy = el("button", { type: "button", textContent: t("page-people-copy") });
          copy.addEventListener("click", () => {
            void navigator.clipboard?.writeText(link).then(() => {
              copy.textContent = t("page-people-copied");
            });
          });
          const item = el("li", {}, el("span", { textContent: `${t("page-seat", { seat: inv.seat + 1 })}: ` }), anchor, " ", copy);
          item.dataset.seat = String(inv.seat);
          item.dataset.link = link;
          return item;
        }),
      ),
    );
  }
  // The provably fair deal: the server's commitment, the person's seed, the server's seed at the end.
  const fair = byId("people-fair");
  fair.replaceChildren();
  if (info.fairness) {
    fair.append(el("p", {}, `${t("page-people-commitment")}: `, el("code", { className: "digest server-commitment", textContent: info.fairness.server_commitment })));
    if (current.held) {
      fair.append(el("p", { textContent: t("page-people-my-seed", { seed: current.held.seed, hash: sha256Hex(current.held.seed) }) }));
    }
    if (info.fairness.server_seed) {
      fair.append(el("p", {}, `${t("page-people-server-seed")}: `, el("code", { className: "digest server-seed", textContent: info.fairness.server_seed })));
    }
    fair.append(el("p", { className: "hint", textContent: t("page-people-fair") }));
  }
  const mine = current.held ? info.seats[current.held.seat] : undefined;
  byId("people-you").textContent = current.held
    ? t("page-people-you-are-seat", { seat: current.held.seat + 1, name: current.held.name })
    : t("page-people-watching");
  const back = byId<HTMLButtonElement>("back");
  back.hidden = !mine?.away;
  byId("away-note").textContent = mine?.away ? t("page-people-away") : "";
}

/** A code of the table server's, or the engine's, in the person's language. */
function explainCode(code: string): string {
  if (has(`page-error-${code}`)) return tAny(`page-error-${code}`);
  if (has(`rejection-${code}`)) return tAny(`rejection-${code}`);
  return t("page-error-other", { code });
}

// ------------------------------------------------------------------------------------------
// Making a table, taking a seat, watching

/** Which screen shows: the practice setup, the form that makes a table of people, the seat to take, or a table. */
function showScreen(screen: "setup" | "people-setup" | "join" | "table") {
  byId("setup").hidden = screen !== "setup";
  byId("people-setup").hidden = screen !== "people-setup";
  byId("open-tables").hidden = screen !== "people-setup";
  byId("join").hidden = screen !== "join";
  byId("table").hidden = screen !== "table";
  byId("leave").hidden = screen !== "table";
}

let peoplePresets: Awaited<ReturnType<typeof tables.presets>>["presets"] = [];
let peopleBots: Awaited<ReturnType<typeof tables.presets>>["bot_kinds"] = [];

/**
 * The form that makes a table of people: the presets of the table server, the seats (a person's
 * or one of the bots its answer lists, `bot_kinds`), the clocks.
 */
async function loadPeopleSetup() {
  ({ presets: peoplePresets, bot_kinds: peopleBots } = await tables.presets());
  const select = byId<HTMLSelectElement>("people-preset");
  select.replaceChildren(...peoplePresets.map((p) => el("option", { value: p.name, textContent: p.name })));
  select.onchange = peoplePresetChosen;
  peoplePresetChosen();
  byId("people-setup").dataset.ready = "true";
  await renderOpenTables();
}

/**
 * A preset chosen for a table of people: its description, and the numbers of seats it allows, the
 * preset's `seat_counts` (the engine's answer, passed through by the table server) within the
 * table server's bounds (SEATS); the number chosen before if the preset seats it, else the nearest.
 */
function peoplePresetChosen() {
  const preset = peoplePresets.find((p) => p.name === byId<HTMLSelectElement>("people-preset").value);
  byId("people-preset-description").textContent = preset ? `${preset.description} (${preset.rules.deck})` : "";
  const count = byId<HTMLSelectElement>("people-count");
  const allowed = (preset?.seat_counts ?? []).filter((n) => n >= SEATS.min && n <= SEATS.max);
  const before = Number(count.value || 4);
  count.replaceChildren(...allowed.map((n) => el("option", { value: String(n), textContent: String(n) })));
  const nearest = [...allowed].sort((a, b) => Math.abs(a - before) - Math.abs(b - before))[0];
  if (nearest !== undefined) count.value = String(nearest);
  byId<HTMLButtonElement>("people-create").disabled = allowed.length === 0;
  renderPeopleSeats();
}

/** One menu a seat: a person, or one of the engine's bots; the maker sits at the first person's seat. */
function renderPeopleSeats() {
  const count = Number(byId<HTMLSelectElement>("people-count").value);
  const box = byId("people-seat-list");
  const chosen = new Map<string, string>();
  for (const select of Array.from(box.querySelectorAll("select"))) chosen.set(select.id, select.value);
  box.replaceChildren(
    ...Array.from({ length: count }, (_, seat) => {
      const id = `people-seat-${seat}`;
      const select = el(
        "select",
        { id, name: id },
        el("option", { value: "person", textContent: t("page-people-person") }),
        ...botOptions(peopleBots),
      );
      select.value = chosen.get(id) ?? (seat < 2 ? "person" : defaultBot(peopleBots));
      return el("div", { className: "row" }, el("label", { htmlFor: id, textContent: t("page-seat", { seat: seat + 1 }) }), select);
    }),
  );
}

/** Who sits at a seat of a table of people: the person's name, the bot's kind, or free. */
function seatHolder(seat: TableInfo["seats"][number]): string {
  return seat.bot ? tAny(`page-bot-${seat.bot}`) : (seat.name ?? t("page-people-seat-free"));
}

/** The tables with a free seat anyone may take, each to sit at or to watch. */
async function renderOpenTables() {
  const list = byId("open-list");
  try {
    const { tables: open } = await tables.open();
    if (open.length === 0) {
      list.replaceChildren(el("li", { textContent: t("page-people-no-open") }));
      return;
    }
    list.replaceChildren(
      ...open.map((info) => {
        const free = info.seats.find((s) => !s.taken);
        const watch = el("a", { href: `/play?table=${encodeURIComponent(info.id)}`, textContent: t("page-people-watch") });
        const item = el("li", {}, `${info.seats.map(seatHolder).join(", ")} — `, watch);
        if (free) {
          const take = el("a", { href: `/play?table=${encodeURIComponent(info.id)}&seat=${free.seat}`, textContent: t("page-people-take-free", { seat: free.seat + 1 }) });
          item.append(" · ", take);
        }
        return item;
      }),
    );
  } catch (error) {
    list.replaceChildren(el("li", { textContent: explain(error) }));
  }
}

/** Makes the table, and sits the maker at its first person's seat with the seat's invitation. */
async function createPeopleTable(event: SubmitEvent) {
  event.preventDefault();
  const count = Number(byId<HTMLSelectElement>("people-count").value);
  const seats = Array.from({ length: count }, (_, seat) => {
    const kind = byId<HTMLSelectElement>(`people-seat-${seat}`).value;
    return kind === "person" ? {} : { bot: kind as Schemas["BotKind"] };
  });
  const deals = byId<HTMLInputElement>("people-deals").value.trim();
  const body: Parameters<typeof tables.create>[0] = {
    preset: byId<HTMLSelectElement>("people-preset").value,
    seats,
    clock: {
      move_ms: Math.round(Number(byId<HTMLInputElement>("people-move-s").value) * 1000),
      bank_ms: Math.round(Number(byId<HTMLInputElement>("people-bank-s").value) * 1000),
    },
    open: byId<HTMLInputElement>("people-open").checked,
  };
  if (deals !== "") body.rules = { max_deals: Number(deals) };
  status(t("page-dealing"));
  try {
    const made = await tables.create(body);
    const first = made.invitations[0];
    if (!first) throw new TableError("invalid_argument", 400, "no person's seat");
    await takeSeat(made.table.id, first.seat, first.code, byId<HTMLInputElement>("people-name").value, byId<HTMLInputElement>("people-seed").value, made.invitations);
  } catch (error) {
    status(explain(error), true);
  }
}

/** Takes a seat with its invitation (none at an open table), keeps the credential, and follows the table. */
async function takeSeat(id: string, seat: number, invitation: string | null, name: string, seed: string, invitations?: HeldSeat["invitations"]) {
  const granted = await tables.take(id, seat, invitation ? { name: name.trim(), invitation } : { name: name.trim() });
  holdSeat({
    table: id,
    seat: granted.seat,
    credential: granted.credential,
    name: name.trim(),
    seed: seed.trim() === "" ? drawSeed() : seed.trim(),
    invitations: invitations?.filter((inv) => inv.seat !== granted.seat),
  });
  status("");
  follow(id);
}

/** An invitation's link opened: the seat to take (or the table to watch). */
function showJoin(id: string, seat: number, invitation: string | null) {
  showScreen("join");
  byId("join-what").textContent = t("page-people-join", { seat: seat + 1 });
  const form = byId<HTMLFormElement>("join");
  form.onsubmit = (event) => {
    event.preventDefault();
    status("…");
    void takeSeat(id, seat, invitation, byId<HTMLInputElement>("join-name").value, byId<HTMLInputElement>("join-seed").value).catch((error: unknown) =>
      status(explain(error), true),
    );
  };
  byId("join-watch").onclick = () => follow(id);
  byId<HTMLInputElement>("join-name").focus();
}

/** Leaves the table of people: the seat is left (a bot plays it until the person comes back), the socket closed. */
async function leavePeople() {
  const current = people;
  if (!current) return;
  const held = current.held;
  const playing = current.info.stage !== "finished" && current.info.stage !== "abandoned";
  if (held && playing && !window.confirm(t("page-people-leave-confirm"))) return;
  current.link.close();
  if (held && playing) {
    try {
      await tables.leave(current.info.id, held.seat, held.credential);
    } catch (error) {
      status(explain(error), true);
    }
  }
  people = null;
  table = null;
  momentTitle = null;
  byId("moment").hidden = true;
  showScreen("people-setup");
  status("");
  const url = new URL(window.location.href);
  url.search = `?lang=${locale()}`;
  window.history.replaceState(null, "", url);
  void renderOpenTables();
}

/** The page on a table server: a table of the URL (its seat, an invitation, or to watch), else the form that makes one. */
async function initPeople() {
  const query = new URLSearchParams(window.location.search);
  const id = query.get("table");
  byId("back").addEventListener("click", () => {
    const held = people?.held;
    if (people && held) void tables.back(people.info.id, held.seat, held.credential).catch((error: unknown) => status(explain(error), true));
  });
  byId<HTMLSelectElement>("people-count").addEventListener("change", renderPeopleSeats);
  byId<HTMLFormElement>("people-setup").addEventListener("submit", (event) => void createPeopleTable(event as SubmitEvent));
  setInterval(tickClocks, 1000);
  if (id) {
    const seat = query.get("seat");
    if (heldSeat(id) || seat === null) follow(id);
    else showJoin(id, Number(seat), query.get("invitation"));
    void loadPeopleSetup().catch(() => undefined);
    return;
  }
  showScreen("people-setup");
  await loadPeopleSetup();
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
  byId("leave").addEventListener("click", () => (people ? void leavePeople() : leave()));
  byId("again").addEventListener("click", () => (people ? void leavePeople() : leave()));
  byId("download").addEventListener("click", () => void downloadRecord().catch((error: unknown) => status(explain(error), true)));
  void servedByTables().then((served) => {
    onTables = served;
    if (served) {
      // A table server: tables of people.
      void initPeople().catch((error: unknown) => status(explain(error), true));
      return;
    }
    showScreen("setup");
    const saved = kept();
    const ready = loadPresets(poch).catch((error: unknown) => status(explain(error), true));
    if (saved) void ready.then(() => restore(saved));
  });
}

init();
