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
// The events of an answer unfold one at a time, at the pace the person chooses (scene.ts), the
// acting seat highlighted; the claims, the end of the Pochen, the settlement and the end of the
// match each stop for a summary the person reads before going on. Each deal shows its
// commitment before its cards and its seed once it is over, and the person can have the service
// verify the deal (VerifyDeal).
//
// Every word the page shows is a message of the catalogues in proto/locales (messages.ts).

import { PochClient, PochError, type Schemas } from "../src/client.js";
import * as actions from "../src/actions.js";
import { BOT_KINDS, Catalogue, LOCALES, PACES, PAGE_MESSAGES, type BotKindName, type Locale, type MessageId, type Pace } from "./messages.js";
import { drift, sceneOfView, seatOf, unfold, type DealFacts, type Scene } from "./scene.js";

import de from "../../../proto/locales/de.ftl";
import en from "../../../proto/locales/en.ftl";
import fi from "../../../proto/locales/fi.ftl";
import nb from "../../../proto/locales/nb.ftl";
import nl from "../../../proto/locales/nl.ftl";

type View = Schemas["View"];
type Action = Schemas["Action"];
type Envelope = Schemas["StateEnvelope"];
type Event = Schemas["NarratedEvent"];
type Settlement = Schemas["Settlement"];

const SOURCES: Record<Locale, string> = { en, de, nl, nb, fi };
const catalogues = new Map<Locale, Catalogue>();
function catalogue(locale: Locale): Catalogue {
  let found = catalogues.get(locale);
  if (!found) {
    found = new Catalogue(locale, SOURCES[locale]);
    catalogues.set(locale, found);
  }
  return found;
}

const NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"];
const SUIT_ORDER = "CSHD";
const RANK_ORDER = "23456789TJQKA";
const RANKS: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** The events that are a seat's own move; a bot's waits for the pace before it is shown. */
const MOVES = new Set(["passed", "bet_placed", "called", "raised", "folded", "card_played", "timed_out"]);
/** Milliseconds before each bot move is shown, by pace; a forced card takes half of it. */
const PACE_MS: Record<Pace, number> = { slow: 1600, normal: 900, fast: 400, fastest: 40 };

const poch = new PochClient(window.location.origin);

/** What the page holds: the token, its own seat and that seat's view, the match's language. */
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
}
let table: Table | null = null;
let locale: Locale = "en";
let pace: Pace = "normal";
/** Set by "skip": the moves up to the next moment are shown at once. */
let skipping = false;
/** The title of the moment the table has stopped on, if any. */
let momentTitle: MessageId | null = null;

/** A message in the page's language, with the arguments of the kind its entry in PAGE_MESSAGES has. */
type ArgsOf<K extends MessageId> = (typeof PAGE_MESSAGES)[K];
function t<K extends MessageId>(id: K, ...args: {} extends ArgsOf<K> ? [] : [ArgsOf<K>]): string {
  return catalogue(locale).text(id, args[0] ?? {});
}
/** An attribute of a message (a field's `.title`, an action's `.label`), which takes fewer arguments than its value. */
function attr(id: MessageId, attribute: string, args: Record<string, string | number> = {}): string {
  return catalogue(locale).attr(id, attribute, args);
}

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

function busy(on: boolean) {
  document.body.dataset.busy = on ? "true" : "false";
}

function describeError(error: unknown): string {
  if (error instanceof PochError) return `${error.code ?? error.status}: ${error.problem?.detail ?? error.message}`;
  return String(error);
}

function deckOf(view: View | null): string {
  return view?.rules.deck ?? "french32";
}

function cardArgs(card: string, deck: string) {
  const rank = card[0] ?? "";
  return { rank: RANKS[rank] ?? Number(rank), suit: card[1] ?? "", deck };
}

/** A card with its suit symbol (`Q♥`, `10♣`, `O♥` in the Bavarian deck), named for screen readers. */
function cardNode(card: string, deck: string, tag: "span" | "button" = "span"): HTMLElement {
  const node = document.createElement(tag);
  node.className = `card${card[1] === "H" || card[1] === "D" ? " red" : ""}`;
  node.textContent = t("card", cardArgs(card, deck));
  if (tag === "span") {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", t("page-card-name", cardArgs(card, deck)));
  }
  node.dataset.card = card;
  return node;
}

/** Suit by suit (clubs, spades, hearts, diamonds), then rank, low to high. */
function sortCards(cards: readonly string[]): string[] {
  const key = (c: string) => SUIT_ORDER.indexOf(c[1] ?? "") * 16 + RANK_ORDER.indexOf(c[0] ?? "");
  return [...cards].sort((a, b) => key(a) - key(b));
}

function name(view: View, seat: number): string {
  return view.players[seat] ?? String(seat);
}

function botOf(view: View, seat: number): BotKindName | null {
  return ((view.bots ?? []).find((b) => b.seat === seat)?.kind as BotKindName | undefined) ?? null;
}

/** A disclosure that explains the words of one part of the table, where they appear. */
function terms(entries: [term: string, explanation: string][]): HTMLElement {
  const list = el("dl");
  for (const [term, explanation] of entries) list.append(el("dt", { textContent: term }), el("dd", { textContent: explanation }));
  return el("details", { className: "terms" }, el("summary", { textContent: t("page-terms") }), list);
}

/** A narrated event: its sentence, then its breakdown (the layers, the payments, the standings) as a list. */
function told(text: string): Node[] {
  const [sentence = "", ...details] = text.split("\n");
  const nodes: Node[] = [el("span", { className: "line", textContent: sentence })];
  if (details.length > 0) nodes.push(el("ul", { className: "details" }, ...details.map((d) => el("li", { textContent: d }))));
  return nodes;
}

// ------------------------------------------------------------------------------------------
// Words: the static labels (data-l10n), the language and pace menus, how to play

function translateStatic() {
  document.documentElement.lang = locale;
  document.title = t("page-title");
  for (const node of Array.from(document.querySelectorAll<HTMLElement>("[data-l10n]"))) {
    node.textContent = t(node.dataset.l10n as MessageId);
  }
  const menu = byId<HTMLSelectElement>("locale");
  if (menu.options.length === 0) {
    // Each language by its own name, from its own catalogue.
    for (const code of LOCALES) {
      menu.append(el("option", { value: code, lang: code, textContent: catalogue(code).text("page-language-name") }));
    }
  }
  menu.value = locale;
  const paces = byId<HTMLSelectElement>("pace");
  paces.replaceChildren(...PACES.map((p) => el("option", { value: p, textContent: t(`page-pace-${p}`) })));
  paces.value = pace;
  renderHowTo();
}

/** How to play, in the page's language: the game in six steps, the table's own preset, the rules. */
function renderHowTo() {
  const steps: MessageId[] = ["page-howto-deal", "page-howto-claims", "page-howto-pochen", "page-howto-discard", "page-howto-end", "page-howto-bets"];
  const body = byId("howto-body");
  body.replaceChildren(...steps.map((id) => el("p", { textContent: t(id) })));
  const preset = table ? table.view.rules : null;
  if (table && preset) {
    const fields = table.view.fields.map((f) => t(`field-${f}`, { deck: deckOf(table?.view ?? null) })).join(", ");
    body.append(el("p", { textContent: t("page-howto-table", { fields }) }));
  }
  const link = el("a", { href: "/play/rules", textContent: t("page-rules-link") });
  link.setAttribute("hreflang", "en");
  body.append(el("p", {}, link));
}

function setLocale(code: string) {
  locale = (LOCALES as readonly string[]).includes(code) ? (code as Locale) : "en";
  translateStatic();
  renderSetupSeats();
  render();
  // A moment keeps its summary (the events as they were told); its own words follow the language.
  if (momentTitle) {
    byId("moment-title").textContent = t(momentTitle);
    byId("continue").textContent = t("page-continue");
  }
}

// ------------------------------------------------------------------------------------------
// Setup

let presetDescriptions = new Map<string, string>();

async function loadPresets() {
  const select = byId<HTMLSelectElement>("preset");
  const { presets } = await poch.presets();
  presetDescriptions = new Map(presets.map((p) => [p.name, `${p.description} (${p.rules.deck})`]));
  for (const preset of presets) {
    select.append(el("option", { value: preset.name, textContent: preset.name }));
  }
  const describe = () => {
    byId("preset-description").textContent = presetDescriptions.get(select.value) ?? "";
  };
  select.addEventListener("change", describe);
  describe();
}

function playerCount(): number {
  const count = Math.trunc(Number(byId<HTMLInputElement>("players").value));
  return Number.isFinite(count) ? Math.min(8, Math.max(3, count)) : 4;
}

/** The seat menu and one bot menu for every other seat, kept as chosen when re-drawn. */
function renderSetupSeats() {
  const count = playerCount();
  const seatMenu = byId<HTMLSelectElement>("your-seat");
  const mine = Math.min(Number(seatMenu.value || 0), count - 1);
  seatMenu.replaceChildren(
    ...Array.from({ length: count }, (_, seat) => el("option", { value: String(seat), textContent: t("page-seat", { seat: seat + 1 }) })),
  );
  seatMenu.value = String(mine);
  const box = byId("bot-seats");
  const chosen = new Map<string, string>();
  for (const select of Array.from(box.querySelectorAll("select"))) chosen.set(select.id, select.value);
  box.replaceChildren(
    ...Array.from({ length: count }, (_, seat) => seat)
      .filter((seat) => seat !== mine)
      .map((seat) => {
        const id = `bot-${seat}`;
        const select = el(
          "select",
          { id, name: id },
          ...BOT_KINDS.map((kind) => el("option", { value: kind, textContent: t(`page-bot-${kind}`) })),
        );
        select.value = chosen.get(id) ?? "heuristic";
        return el("div", { className: "row" }, el("label", { htmlFor: id, textContent: t("page-seat", { seat: seat + 1 }) }), select);
      }),
  );
}

async function start(event: SubmitEvent) {
  event.preventDefault();
  const count = playerCount();
  const seat = Number(byId<HTMLSelectElement>("your-seat").value);
  const players = NAMES.slice(0, count);
  const given = byId<HTMLInputElement>("your-name").value.trim();
  if (given !== "") {
    // The person's name; a bot that had it takes another.
    const clash = players.indexOf(given);
    if (clash >= 0) players[clash] = NAMES.find((n) => !players.includes(n)) ?? `${given}-${clash}`;
    players[seat] = given;
  }
  const bots: Schemas["BotSeat"][] = [];
  for (let other = 0; other < count; other++) {
    if (other === seat) continue;
    const kind = (document.getElementById(`bot-${other}`) as HTMLSelectElement | null)?.value ?? "heuristic";
    bots.push({ seat: other, kind: kind as Schemas["BotKind"] });
  }
  const maxDeals = byId<HTMLInputElement>("max-deals").value.trim();
  const seed = byId<HTMLInputElement>("seed").value.trim().toLowerCase();
  const body: Parameters<PochClient["newGame"]>[0] = {
    preset: byId<HTMLSelectElement>("preset").value,
    players,
    bots,
    state_form: "sealed",
    locale,
    // The answer is the person's alone: the public events and the person's own, and the
    // person's ticket, never the bots' hands or the match's other tickets.
    answer_as_seat: seat,
  };
  if (maxDeals !== "") body.rules = { max_deals: Number(maxDeals) };
  if (seed !== "") body.deal_source = { seeded: { seed } };
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
    table = { state: answer.state, ticket, seat, view, scene, unfolding: true };
    byId("log").replaceChildren();
    byId("history-count").textContent = "0";
    byId("setup").hidden = true;
    byId("table").hidden = false;
    status("");
    renderHowTo();
    await unfoldAnswer(answer.events, view);
  } catch (error) {
    status(describeError(error), true);
    busy(false);
  }
}

// ------------------------------------------------------------------------------------------
// Playing

async function act(action: Action) {
  if (!table || table.unfolding) return;
  const seat = table.seat;
  status("…");
  busy(true);
  try {
    // The service plays the bots' moves after the person's; their events come in this answer.
    const ticket = table.ticket;
    const answer = await poch.apply({ state: table.state, seat, action, locale, ticket });
    const view = await poch.view({ state: answer.state, seat, ticket });
    table.state = answer.state;
    table.unfolding = true;
    status("");
    await unfoldAnswer(answer.events, view);
  } catch (error) {
    status(describeError(error), true);
    if (table) table.unfolding = false;
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

/**
 * Shows the events of one answer one at a time, then draws the view that follows them. The
 * claims, the end of the Pochen, the settlement and the end of the match each wait for the person
 * (a moment).
 */
async function unfoldAnswer(events: Event[], next: View) {
  if (!table) return;
  const mine = events.filter((e) => visibleTo(e, table?.seat ?? -1));
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
    }
    unfold(table.scene, event, table.seat);
    log(event);
    draw();
    const hold = holdAfter(event, table.view);
    if (hold > 0) await pause(hold);
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
        if (settled) await moment("page-moment-settlement", settlementSummary(chain, settled, event), "settlement");
        break;
      case "match_ended":
        await moment("page-moment-match", [el("div", { className: "told" }, ...told(event.text ?? ""))], "match");
        break;
      default:
        break;
    }
  }
  if (claims && claims.length > 0) await claimsMoment(claims);
  skipping = false;
  byId("skip").hidden = true;
  // The view that follows the events: what the service says the table is now.
  const off = drift(table.scene, next);
  byId("table").dataset.drift = off.join("; ");
  table.view = next;
  table.scene = sceneOfView(next, table.scene);
  table.unfolding = false;
  render();
  busy(false);
  focusControls();
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

/** The settlement: where the last chain stopped, who paid what, the middle pot; and the deal's fairness. */
function settlementSummary(chain: Event[], settled: Event, ended: Event): Node[] {
  if (!table || settled.kind.type !== "deal_settled") return [];
  const settlement: Settlement = settled.kind;
  const view = table.view;
  const nodes: Node[] = [];
  const stopped = chain.filter((e) => e.kind.type === "chain_stopped").pop();
  if (stopped) nodes.push(el("p", { className: "stopped", textContent: (stopped.text ?? "").split("\n")[0] ?? "" }));
  const rows = view.players.map((player, seat) => {
    const winner = seat === settlement.winner;
    const row = el(
      "tr",
      { className: winner ? "winner" : "" },
      el("th", { scope: "row", textContent: seat === table?.seat ? `${player} (${t("label-you")})` : player }),
      el("td", { textContent: String(settlement.owed[seat] ?? 0) }),
      el("td", { textContent: winner ? "" : String(settlement.payments[seat] ?? 0) }),
      el("td", { textContent: winner ? String(settlement.winner_receives) : "" }),
    );
    row.dataset.seat = String(seat);
    return row;
  });
  const head = el(
    "tr",
    {},
    ...(["page-col-seat", "page-col-cards-left", "page-col-paid", "page-col-receives"] as const).map((id) =>
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
function moment(title: MessageId, summary: Node[], kind: string): Promise<void> {
  const box = byId("moment");
  momentTitle = title;
  byId("moment-title").textContent = t(title);
  byId("moment-summary").replaceChildren(...summary);
  box.dataset.moment = kind;
  box.hidden = false;
  byId("controls-section").hidden = true;
  // A skip reaches this summary; the moves after it are paced again.
  skipping = false;
  byId("skip").hidden = true;
  busy(false);
  const button = byId<HTMLButtonElement>("continue");
  button.textContent = t("page-continue");
  // The summary from its top, below the bar that stays at the top of the screen.
  const top = box.getBoundingClientRect().top + window.scrollY - byId("toolbar").offsetHeight - 8;
  window.scrollTo({ top: Math.max(0, top) });
  button.focus({ preventScroll: true });
  return new Promise((resolve) => {
    const go = () => {
      button.removeEventListener("click", go);
      momentTitle = null;
      box.hidden = true;
      delete box.dataset.moment;
      byId("controls-section").hidden = false;
      byId("skip").hidden = false;
      busy(true);
      resolve();
    };
    button.addEventListener("click", go);
  });
}

/** Keyboard play: after each move the focus goes to the first control (or the new-match button). */
function focusControls() {
  const first = byId("controls").querySelector<HTMLElement>("button, input");
  if (first) first.focus();
  else if (!byId("again").hidden) byId("again").focus();
}

/** Appends one event's sentence, the bots' moves marked, and shows it in the ticker. */
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
  list.scrollTop = list.scrollHeight;
  byId("ticker").textContent = text.split("\n")[0] ?? "";
  byId("history-count").textContent = String(list.querySelectorAll("li[data-event]").length);
}

// ------------------------------------------------------------------------------------------
// Drawing: the whole table from the view, or the scene while the events unfold

function render() {
  if (!table) return;
  renderHowTo();
  draw();
  renderControls(table.view);
  renderStandings(table.view, table.view.stacks, true);
}

function draw() {
  if (!table) return;
  const { view, seat, scene } = table;
  const node = byId("table");
  node.dataset.seat = String(seat);
  node.dataset.phase = table.unfolding ? scene.phase : view.phase;
  node.dataset.locale = locale;
  renderDeal(view, scene);
  renderBoard(view, scene);
  renderSeats(view, scene);
  renderHand(view, scene);
  renderChain(view, scene);
  if (table.unfolding) {
    byId("controls").replaceChildren(el("p", { textContent: t("page-waiting") }));
    renderStandings(view, scene.stacks, false);
  }
}

function renderDeal(view: View, scene: Scene) {
  const deal = scene.deal;
  const phase = t(`phase-${scene.phase}` as MessageId);
  const parts: string[] = [];
  if (deal) {
    parts.push(t("label-deal", { deal: deal.number }));
    parts.push(`${t("label-dealer")}: ${name(view, deal.dealer)}`);
    parts.push(`${t("label-forehand")}: ${name(view, deal.forehand)}`);
  }
  parts.push(phase);
  if (!table?.unfolding && view.to_act !== null && view.to_act !== undefined && view.phase !== "match_over") {
    const toAct = view.to_act;
    parts.push(t("page-to-act", { seat: name(view, toAct), "seat-you": toAct === table?.seat ? "yes" : "no" }));
  }
  byId("deal-line").textContent = parts.join(" · ");
  const upcard = byId("upcard-line");
  upcard.replaceChildren();
  if (deal?.upcard && deal.paySuit) {
    const deck = deckOf(view);
    upcard.append(
      `${t("label-upcard")}: `,
      cardNode(deal.upcard, deck),
      ` · ${t("label-pay-suit")}: ${t("suit-symbol", { suit: deal.paySuit })} ${t("suit-name", { suit: deal.paySuit, deck })}`,
    );
  }
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
}

/**
 * A deal's fairness: its commitment (shown before its cards), its seed once revealed, and a
 * control that has the service check the deal (VerifyDeal) against what the person was dealt.
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
    box.append(el("p", { className: "hint", textContent: t("page-seed-later") }));
    return box;
  }
  box.append(el("p", {}, `${t("page-deal-seed")}: `, el("code", { className: "digest seed", textContent: seed })));
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
    result.textContent = t("page-not-verified", { why: describeError(error) });
    result.dataset.verified = "no";
  }
}

function renderBoard(view: View, scene: Scene) {
  const deck = deckOf(view);
  // The fields of this table, as the view names them (RULES 1.2).
  byId("board").replaceChildren(
    ...view.fields.map((field) => {
      const chips = scene.board[field] ?? 0;
      const word = t(`field-${field}`, { deck });
      const explained = attr(`field-${field}`, "title", { deck });
      const item = el(
        "li",
        {},
        el("span", { className: "field", textContent: word }),
        el("span", { className: "chips", textContent: String(chips) }),
        el("span", { className: "explain", textContent: explained }),
      );
      item.dataset.field = field;
      item.dataset.chips = String(chips);
      return item;
    }),
  );
}

function renderSeats(view: View, scene: Scene) {
  const body = byId("seats").querySelector("tbody");
  if (!body) return;
  const deal = scene.deal;
  const acting = table?.unfolding ? scene.acting : (view.to_act ?? null);
  body.replaceChildren(
    ...view.players.map((player, seat) => {
      const bot = botOf(view, seat);
      const marks = [
        table?.seat === seat ? t("label-you") : "",
        bot ? t(`page-bot-${bot}`) : "",
        deal?.dealer === seat ? t("label-dealer") : "",
        deal?.forehand === seat ? t("label-forehand") : "",
      ].filter((m) => m !== "");
      const code = scene.statuses[seat];
      const inPlay: (Node | string)[] = [];
      if (code) {
        inPlay.push(t("page-in-play", { status: t(`status-${code}` as MessageId), chips: scene.contributions[seat] ?? 0 }));
      }
      const last = scene.lastMove[seat];
      if (last) inPlay.push(el("span", { className: "last-move", textContent: last.split("\n")[0] ?? "" }));
      const row = el(
        "tr",
        { className: acting === seat ? "acting" : "" },
        el("th", { scope: "row" }, player, ...(marks.length > 0 ? [el("span", { className: "marks", textContent: marks.join(", ") })] : [])),
        el("td", { textContent: String(scene.stacks[seat] ?? 0) }),
        el("td", { textContent: String(scene.handSizes[seat] ?? 0) }),
        el("td", {}, ...inPlay),
      );
      if (acting === seat) row.setAttribute("aria-current", "true");
      row.dataset.seat = String(seat);
      row.dataset.stack = String(scene.stacks[seat] ?? 0);
      if (bot) row.dataset.bot = bot;
      return row;
    }),
  );
  byId("seats-terms").replaceChildren(
    terms([
      [t("page-col-stack"), t("page-explain-stack")],
      [t("label-cards-held"), t("page-explain-cards-held")],
      [t("page-col-in-play"), t("page-explain-in-play")],
    ]),
  );
}

function renderHand(view: View, scene: Scene) {
  const deck = deckOf(view);
  const hand = sortCards(scene.hand);
  byId("hand").replaceChildren(...hand.map((card) => el("li", {}, cardNode(card, deck))));
  const best = table?.unfolding ? null : view.deal?.best_group;
  byId("best-group").textContent = best
    ? `${t("label-best-group")}: ${t("group", { size: best.size, rank: RANKS[best.rank] ?? Number(best.rank), deck })}`
    : "";
}

function renderChain(view: View, scene: Scene) {
  const section = byId("chain-section");
  section.hidden = scene.phase !== "discard" && scene.chain.length === 0;
  const deck = deckOf(view);
  byId("chain").replaceChildren(
    ...scene.chain.map((play) => {
      const node = cardNode(play.card, deck);
      node.append(el("span", { className: "who", textContent: name(view, play.seat) }));
      node.setAttribute("aria-label", `${t("page-card-name", cardArgs(play.card, deck))}: ${name(view, play.seat)}`);
      return el("li", {}, node);
    }),
  );
  const direction = scene.direction ? ` (${t(`direction-${scene.direction}`)})` : "";
  byId("chain-title").textContent = `${t("page-chain-title")}${direction}`;
  byId("chain-terms").replaceChildren(terms([[t("page-chain-title"), t("page-explain-chain")]]));
}

/** An amount and its button in a form of their own, so that Enter in the field submits it. */
function amountControl(kind: "bet" | "raise", legend: string, label: string, range: { min: number; max: number }, make: (n: number) => Action) {
  const button = attr(`action-${kind}`, "label");
  const input = el("input", { type: "number", id: kind, min: String(range.min), max: String(range.max), value: String(range.min), required: true });
  const submit = el("button", { type: "submit", textContent: button });
  submit.dataset.action = kind;
  const form = el(
    "form",
    {},
    el("fieldset", {}, el("legend", { textContent: legend }), el("label", { htmlFor: kind, textContent: `${label} ` }), input, submit),
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

function renderControls(view: View) {
  const controls = byId("controls");
  controls.replaceChildren();
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
  if (legal.bet) {
    const legend = t("page-bet-legend", { min: legal.bet.min, max: legal.bet.max });
    controls.append(amountControl("bet", legend, t("page-bet-amount"), legal.bet, actions.bet));
  }
  if (legal.raise_bet) {
    const { min, max } = legal.raise_bet;
    // A raise names the chips above the high stake (RULES 12.4): say what stake it makes.
    const legend = t("page-raise-legend", { min, max, high, from: high + min, to: high + max });
    controls.append(amountControl("raise", legend, t("page-raise-amount"), legal.raise_bet, actions.raiseBet));
  }
  if (view.phase === "pochen") {
    controls.append(
      terms([
        [t("phase-pochen"), t("page-explain-pochen")],
        [t("label-high-stake"), t("page-explain-high-stake")],
      ]),
    );
  }
  if (legal.lead.length > 0) {
    const deck = deckOf(view);
    const fieldset = el("fieldset", {}, el("legend", { textContent: t("page-lead-card") }));
    let direction: Schemas["Direction"] | undefined = legal.directions[0];
    if (legal.directions.length > 0) {
      const group = el("div", { role: "radiogroup" });
      group.setAttribute("aria-label", t("label-direction"));
      for (const d of legal.directions) {
        const id = `direction-${d}`;
        const radio = el("input", { type: "radio", name: "direction", id, value: d, checked: d === direction });
        radio.addEventListener("change", () => (direction = d));
        group.append(radio, el("label", { htmlFor: id, textContent: `${t(`direction-${d}`)} ` }));
      }
      fieldset.append(el("p", { className: "hint", textContent: `${t("label-direction")}:` }), group);
    }
    for (const card of sortCards(legal.lead)) {
      const button = cardNode(card, deck, "button");
      // The accessible name begins with the visible card (`10♣: lead the ten of clubs`).
      button.setAttribute("aria-label", t("page-lead-the", { card: t("card", cardArgs(card, deck)), "card-name": t("page-card-name", cardArgs(card, deck)) }));
      button.dataset.action = "lead";
      button.addEventListener("click", () => void act(actions.lead(card, legal.directions.length > 0 ? direction : undefined)));
      fieldset.append(button);
    }
    controls.append(fieldset);
  }
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

function init() {
  const asked = new URLSearchParams(window.location.search).get("lang") ?? navigator.language.slice(0, 2);
  locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : "en";
  translateStatic();
  renderSetupSeats();
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
  byId<HTMLInputElement>("players").addEventListener("input", renderSetupSeats);
  byId<HTMLSelectElement>("your-seat").addEventListener("change", renderSetupSeats);
  byId<HTMLFormElement>("setup").addEventListener("submit", (event) => void start(event as SubmitEvent));
  byId("again").addEventListener("click", () => {
    table = null;
    byId("table").hidden = true;
    byId("setup").hidden = false;
    renderHowTo();
    byId<HTMLButtonElement>("start").focus();
  });
  loadPresets().catch((error: unknown) => status(describeError(error), true));
}

init();
