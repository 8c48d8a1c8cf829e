// The web table at /play: a person plays a whole match in the browser against the engine's bots,
// through the public REST API and the generated client. No rule lives here: the service seats the
// bots (NewGame `bots`) and plays their moves itself inside NewGame and Apply; it answers what the
// person's seat may see (its view) and may do (the view's legal actions), and tells every event
// in the chosen language (`text`). The page keeps only the sealed state token, its own seat's
// ticket and that seat's view: it starts the match answered as its own seat (`answer_as_seat`, so
// no bot's hand and no other ticket reaches it), never asks for another seat's view nor for every
// view at once, and acts with its seat's ticket, so it plays on a server in ticket mode as well.
//
// Every word the page shows is a message of the catalogues in proto/locales (messages.ts).

import { PochClient, PochError, type Schemas } from "../src/client.js";
import * as actions from "../src/actions.js";
import { BOT_KINDS, Catalogue, LOCALES, PAGE_MESSAGES, type BotKindName, type Locale, type MessageId } from "./messages.js";

import de from "../../../proto/locales/de.ftl";
import en from "../../../proto/locales/en.ftl";
import fi from "../../../proto/locales/fi.ftl";
import nb from "../../../proto/locales/nb.ftl";
import nl from "../../../proto/locales/nl.ftl";

type View = Schemas["View"];
type Action = Schemas["Action"];
type Envelope = Schemas["StateEnvelope"];
type Tickets = Schemas["Tickets"];
type Field = Schemas["Field"];
type Event = Schemas["NarratedEvent"];

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
const FIELDS_9: Field[] = ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"];
const FIELDS_7: Field[] = ["A", "K", "Q", "J", "MAR", "POCH", "MID"];
const SUIT_ORDER = "CSHD";
const RANK_ORDER = "23456789TJQKA";
const RANKS: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** The events that are a seat's own move. */
const MOVES = new Set(["passed", "bet_placed", "called", "raised", "folded", "card_played", "timed_out"]);

const poch = new PochClient(window.location.origin);

/** What the page holds: the token, its own seat and that seat's view, the match's language. */
interface Table {
  state: Envelope;
  /** Its own seat's ticket (absent from a server that answers none). */
  ticket?: string;
  seat: number;
  view: View;
}
let table: Table | null = null;
let locale: Locale = "en";

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
  node.setAttribute("aria-label", t("page-card-name", cardArgs(card, deck)));
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

// ------------------------------------------------------------------------------------------
// Words: the static labels (data-l10n) and the language menu

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
}

function setLocale(code: string) {
  locale = (LOCALES as readonly string[]).includes(code) ? (code as Locale) : "en";
  translateStatic();
  renderSetupSeats();
  render();
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
  document.body.dataset.busy = "true";
  try {
    const answer = await poch.newGame(body);
    const ticket = answer.seat_ticket ?? undefined;
    const view = await poch.view({ state: answer.state, seat, ticket });
    table = { state: answer.state, ticket, seat, view };
    byId("log").replaceChildren();
    log(answer.events);
    byId("setup").hidden = true;
    byId("table").hidden = false;
    render();
    status("");
    focusControls();
  } catch (error) {
    status(describeError(error), true);
  } finally {
    document.body.dataset.busy = "false";
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
    // The service plays the bots' moves after the person's; their events come in this answer.
    const ticket = table.ticket;
    const answer = await poch.apply({ state: table.state, seat, action, locale, ticket });
    const view = await poch.view({ state: answer.state, seat, ticket });
    table = { ...table, state: answer.state, view };
    log(answer.events);
    render();
    status("");
    focusControls();
  } catch (error) {
    status(describeError(error), true);
  } finally {
    document.body.dataset.busy = "false";
  }
}

/** Keyboard play: after each move the focus goes to the first control (or the new-match button). */
function focusControls() {
  const first = byId("controls").querySelector<HTMLElement>("button, input");
  if (first) first.focus();
  else if (!byId("again").hidden) byId("again").focus();
}

function visibleTo(event: Event, seat: number): boolean {
  const v = event.visibility;
  return v === "public" || (typeof v === "object" && v !== null && "private_to" in v && v.private_to === seat);
}

/** Appends the sentences of the events this seat may see: the public ones and its own. */
function log(events: Event[]) {
  if (!table) return;
  const list = byId("log");
  for (const event of events) {
    if (!visibleTo(event, table.seat)) continue;
    if (event.kind.type === "deal_started") {
      const head = el("li", { className: "deal", textContent: t("label-deal", { deal: event.kind.deal }) });
      head.dataset.deal = String(event.kind.deal);
      list.append(head);
    }
    const item = el("li", { textContent: event.text ?? event.kind.type });
    item.dataset.event = event.kind.type;
    if ("seat" in event.kind && typeof event.kind.seat === "number") {
      item.dataset.seat = String(event.kind.seat);
      // A bot's own move, marked beside the sentence that names it.
      if (MOVES.has(event.kind.type) && botOf(table.view, event.kind.seat)) item.classList.add("bot");
    }
    list.append(item);
  }
  list.scrollTop = list.scrollHeight;
}

function render() {
  if (!table) return;
  const { view, seat } = table;
  const node = byId("table");
  node.dataset.seat = String(seat);
  node.dataset.phase = view.phase;
  node.dataset.locale = locale;
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
  const phase = t(`phase-${view.phase}` as MessageId);
  const parts: string[] = [];
  if (deal) {
    parts.push(t("label-deal", { deal: deal.number }));
    parts.push(`${t("label-dealer")}: ${name(view, deal.dealer)}`);
    parts.push(`${t("label-forehand")}: ${name(view, deal.forehand)}`);
  }
  parts.push(phase);
  if (view.to_act !== null && view.to_act !== undefined && view.phase !== "match_over") {
    const toAct = view.to_act;
    parts.push(t("page-to-act", { seat: name(view, toAct), "seat-you": toAct === table?.seat ? "yes" : "no" }));
  }
  byId("deal-line").textContent = parts.join(" · ");
  const upcard = byId("upcard-line");
  upcard.replaceChildren();
  if (deal) {
    const deck = deckOf(view);
    upcard.append(
      `${t("label-upcard")}: `,
      cardNode(deal.upcard, deck),
      ` · ${t("label-pay-suit")}: ${t("suit-symbol", { suit: deal.pay_suit })} ${t("suit-name", { suit: deal.pay_suit, deck })}`,
    );
  }
}

function renderBoard(view: View) {
  const fields = view.rules.board_fields === "dreier7" ? FIELDS_7 : FIELDS_9;
  const deck = deckOf(view);
  byId("board").replaceChildren(
    ...fields.map((field) => {
      const chips = view.board[field] ?? 0;
      const word = t(`field-${field}`, { deck });
      const item = el(
        "li",
        { title: attr(`field-${field}`, "title", { deck }) },
        el("span", { className: "field", textContent: word }),
        el("span", { className: "chips", textContent: String(chips) }),
      );
      item.dataset.field = field;
      item.setAttribute("aria-label", t("page-board-field", { field: word, chips }));
      return item;
    }),
  );
}

function renderSeats(view: View) {
  const body = byId("seats").querySelector("tbody");
  if (!body) return;
  const deal = view.deal;
  const pochen = deal?.pochen;
  body.replaceChildren(
    ...view.players.map((player, seat) => {
      const bot = botOf(view, seat);
      const marks = [
        table?.seat === seat ? t("label-you") : "",
        bot ? t(`page-bot-${bot}`) : "",
        deal?.dealer === seat ? t("label-dealer") : "",
      ].filter((m) => m !== "");
      let inPlay = "";
      if (pochen && view.phase === "pochen") {
        const code = pochen.statuses[seat];
        inPlay = t("page-in-play", {
          status: code ? t(`status-${code}` as MessageId) : "",
          chips: pochen.contributions[seat] ?? 0,
        });
      }
      const row = el(
        "tr",
        { className: view.to_act === seat ? "to-act" : "" },
        el("th", { scope: "row" }, player, ...(marks.length > 0 ? [el("span", { className: "marks", textContent: marks.join(", ") })] : [])),
        el("td", { textContent: String(view.stacks[seat] ?? 0) }),
        el("td", { textContent: String(deal?.hand_sizes[seat] ?? 0) }),
        el("td", { textContent: inPlay }),
      );
      row.dataset.seat = String(seat);
      row.dataset.stack = String(view.stacks[seat] ?? 0);
      if (bot) row.dataset.bot = bot;
      return row;
    }),
  );
}

function renderHand(view: View) {
  const deck = deckOf(view);
  const hand = sortCards(view.deal?.hand ?? []);
  byId("hand").replaceChildren(...hand.map((card) => el("li", {}, cardNode(card, deck))));
  const best = view.deal?.best_group;
  byId("best-group").textContent = best
    ? `${t("label-best-group")}: ${t("group", { size: best.size, rank: RANKS[best.rank] ?? Number(best.rank), deck })}`
    : "";
}

function renderChain(view: View) {
  const discard = view.deal?.discard;
  const section = byId("chain-section");
  section.hidden = !discard;
  if (!discard) return;
  const deck = deckOf(view);
  const first = discard.chain_starts[discard.chain_starts.length - 1] ?? 0;
  byId("chain").replaceChildren(
    ...discard.plays.slice(first).map((play) => {
      const node = cardNode(play.card, deck);
      node.append(el("span", { className: "who", textContent: name(view, play.seat) }));
      node.setAttribute("aria-label", `${t("page-card-name", cardArgs(play.card, deck))}: ${name(view, play.seat)}`);
      return el("li", {}, node);
    }),
  );
  const direction = discard.direction ? ` (${t(`direction-${discard.direction}`)})` : "";
  byId("chain-title").textContent = `${t("page-chain-title")}${direction}`;
}

/** An amount and its button in a form of their own, so that Enter in the field submits it. */
function amountControl(kind: "bet" | "raise", range: { min: number; max: number }, make: (n: number) => Action) {
  const label = attr(`action-${kind}`, "label");
  const bounds = t("page-range", { min: range.min, max: range.max });
  const input = el("input", { type: "number", id: kind, min: String(range.min), max: String(range.max), value: String(range.min), required: true });
  const button = el("button", { type: "submit", textContent: label });
  button.dataset.action = kind;
  const form = el(
    "form",
    {},
    el("fieldset", {}, el("legend", { textContent: `${label}: ${bounds}` }), el("label", { htmlFor: kind, textContent: `${t("page-amount")} ` }), input, button),
  );
  form.addEventListener("submit", (event) => {
    event.preventDefault();
    const amount = Number(input.value);
    if (!Number.isInteger(amount) || amount < range.min || amount > range.max) {
      status(`${label}: ${bounds}`, true);
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
  if (!legal || view.to_act !== table?.seat) {
    if (view.phase !== "match_over") controls.append(el("p", { textContent: t("page-waiting") }));
    return;
  }
  const row = el("div", { className: "buttons" });
  if (legal.pass_turn) row.append(simpleButton(attr("action-pass", "label"), "pass", actions.passTurn()));
  if (legal.call !== null && legal.call !== undefined) row.append(simpleButton(t("page-call", { chips: legal.call }), "call", actions.call()));
  if (legal.fold) row.append(simpleButton(attr("action-fold", "label"), "fold", actions.fold()));
  if (legal.deal && !legal.deck_required) row.append(simpleButton(attr("action-deal", "label"), "deal", actions.deal()));
  if (row.childElementCount > 0) controls.append(row);
  if (legal.bet) controls.append(amountControl("bet", legal.bet, actions.bet));
  if (legal.raise_bet) controls.append(amountControl("raise", legal.raise_bet, actions.raiseBet));
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
      button.setAttribute("aria-label", t("page-lead-the", { "card-name": t("page-card-name", cardArgs(card, deck)) }));
      button.dataset.action = "lead";
      button.addEventListener("click", () => void act(actions.lead(card, legal.directions.length > 0 ? direction : undefined)));
      fieldset.append(button);
    }
    controls.append(fieldset);
  }
}

function renderStandings(view: View) {
  const list = byId("standings");
  const end = view.match_end;
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
  const order = view.players.map((_, seat) => seat).sort((a, b) => (view.stacks[b] ?? 0) - (view.stacks[a] ?? 0));
  list.replaceChildren(...order.map((seat, i) => line(seat, i + 1, view.stacks[seat] ?? 0, true)));
}

function init() {
  const asked = new URLSearchParams(window.location.search).get("lang") ?? navigator.language.slice(0, 2);
  locale = (LOCALES as readonly string[]).includes(asked) ? (asked as Locale) : "en";
  translateStatic();
  renderSetupSeats();
  byId<HTMLSelectElement>("locale").addEventListener("change", (event) => setLocale((event.target as HTMLSelectElement).value));
  byId<HTMLInputElement>("players").addEventListener("input", renderSetupSeats);
  byId<HTMLSelectElement>("your-seat").addEventListener("change", renderSetupSeats);
  byId<HTMLFormElement>("setup").addEventListener("submit", (event) => void start(event as SubmitEvent));
  byId("again").addEventListener("click", () => {
    table = null;
    byId("table").hidden = true;
    byId("setup").hidden = false;
    byId<HTMLButtonElement>("start").focus();
  });
  loadPresets().catch((error: unknown) => status(describeError(error), true));
}

init();
