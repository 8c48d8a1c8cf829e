// Plays whole matches at /play in headless Chromium (playwright-core, the system's Chromium)
// against the engine's bots, by clicking and typing only, and checks each against the service's
// own replays:
//
//   node dist/play/test/play-matches.js --chromium /usr/bin/chromium --service http://127.0.0.1:B \
//     [--screenshots target/screenshots] [--matches 20]
//   node dist/play/test/play-matches.js --service http://127.0.0.1:B --search 60 [--only 3]
//
// For every match the test fills in the setup form (language, pace, preset, players, the
// person's seat, the bot at every other seat, deals, seed), then at every turn of the person's
// seat clicks one of the controls the page shows (a seeded choice: a kind of action, then an
// amount it types or a card it clicks; every fourth match, setup form included, by the keyboard
// alone: Tab, arrows, typing, Enter, with the focus visible at each step). The service plays the
// bots' moves inside NewGame and Apply; the test reads the answers' events off the wire as the
// page receives them. While the events unfold:
// - each bot move is added to the history on its own (never two in one go, but after "skip",
//   which one match, at the fast pace, uses),
//   with its seat highlighted at the table;
// - the claims, the end of the Pochen, the settlement and the end of the match each stop the
//   table on a summary the test reads and goes on from ("Continue"): the claims summary shows the
//   deal's commitment and no seed yet; the settlement's shows the commitment and the revealed
//   seed of the deal's events, and its "verify" control has the service check the deal
//   (VerifyDeal) and says so (and says otherwise, once, for an answer the test alters);
// - when they are over, the table shows what the view says (no drift between the two).
// When the match is over:
// - the page's history shows every event the person's seat may see, each told in the chosen
//   language (the person as "you", never by name; the standings as a list), those of the bots
//   included, in the order of the answers;
// - the stacks the page shows (the seats and the standings) equal those of two REST Replays: one
//   with the same bots seated and the person's actions, one with no bot at all and every action
//   read back from the events (the bots' included), whose events must be the same;
// - the page asked for no view but its own seat's, and never for every view at once;
// - the board shows the fields the view names: under `five-card` no MID, under `no-pochen` no
//   POCH, under `dreier` seven (RULES 1.2).
// Across the matches: both decks (32 and 52 cards), the five-card preset's choice of direction,
// every phase and moment, a showdown, a split layer and an all-in must have happened, and a match
// in another language must show its labels translated (one switches language at the table).
// The history is beside the table on a desktop and opens from the bar at the top on a phone.
// axe-core (current) finds no violation at all on the setup form, the rules page and the table
// in every phase and moment, at both sizes, in every language; the phone size (390x844) must not
// scroll sideways, and a screenshot of each phase and moment is written at both sizes.
//
// `--search N` plays every match of the list with N seeds over REST alone (the same choices, no
// browser) and prints, for each, the first seeds whose matches have a showdown, a split, an
// all-in or a chosen direction: how the seeds below were found.
//
// Exits 1 on the first check that fails.

import { mkdirSync, readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { chromium, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, axe, check } from "../../browser/harness.js";

import type { Schemas } from "../../src/client.js";
import { Catalogue, LOCALES, type Locale, type Pace } from "../messages.js";

type Action = Schemas["Action"];
type SeatAction = Schemas["SeatAction"];
type Event = Schemas["NarratedEvent"];
type BotKind = Schemas["BotKind"];

const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
const NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"];
// A bound far above any match of a few deals, so that a match that never ends fails.
const MAX_TURNS = 2_000;


/** A small seeded generator (mulberry32): the same seed, the same clicks. */
function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}

interface Match {
  preset: string;
  players: number;
  /** The person's seat; every other seat is a bot. */
  seat: number;
  bots: BotKind[];
  maxDeals: number;
  seed: number;
  locale: Locale;
  /** Played by the keyboard alone. */
  keyboard: boolean;
  /** The language is switched at the table, after the first move. */
  switchTo?: Locale;
  /** The pace of the bots' moves; at any but `fastest`, the test skips to the next summary. */
  pace: Pace;
}

/** The fields each of these presets draws (RULES 1.2); every match checks the view's. */
const FIELDS: Record<string, string[]> = {
  classic: ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH", "MID"],
  "five-card": ["A", "K", "Q", "J", "T", "MAR", "SEQ", "POCH"],
  "no-pochen": ["A", "K", "Q", "J", "T", "MAR", "SEQ", "MID"],
  dreier: ["A", "K", "Q", "J", "MAR", "POCH", "MID"],
};

// The matches: every preset, both decks, 3 to 6 players, the person at every seat, every bot
// kind. The seeds were found with `--search 60` (`--search 200 --only 3` for the split): where a
// comment names what a match must show, its seed is the first from 1000 + 100·i that gives it;
// the other matches take 1000 + 100·i. The second round of the list (matches 11 to 20) adds 1
// to each seed, and seats the person and the bots otherwise.
const PLAN: [preset: string, players: number, maxDeals: number, seed: number][] = [
  ["classic", 4, 2, 1000], // a showdown and an all-in
  ["five-card", 4, 1, 1100], // the leader's choice of direction
  ["large-table", 6, 1, 1200], // the 52-card deck
  ["even-deal", 4, 3, 1304], // a split layer (pair_tie_break=split)
  ["dreier", 3, 2, 1400],
  ["bavarian", 4, 1, 1500],
  ["progressive", 3, 2, 1600],
  ["no-pochen", 4, 1, 1700],
  ["classic", 5, 1, 1800],
  ["five-card", 3, 2, 1900],
];
const BOT_CYCLE: BotKind[] = ["heuristic", "random", "search", "heuristic", "timeout", "random"];
const LOCALE_CYCLE: Locale[] = ["en", "de", "nl", "nb", "fi"];

function matches(count: number): Match[] {
  return Array.from({ length: count }, (_, i) => {
    const [preset, players, maxDeals, seed] = PLAN[i % PLAN.length] as (typeof PLAN)[number];
    const seat = i % players;
    const bots = Array.from({ length: players }, (_, s) => BOT_CYCLE[(i + s) % BOT_CYCLE.length] as BotKind);
    const match: Match = {
      preset,
      players,
      seat,
      bots,
      maxDeals,
      seed: seed + Math.floor(i / PLAN.length),
      locale: LOCALE_CYCLE[i % LOCALE_CYCLE.length] as Locale,
      keyboard: i % 4 === 1,
      pace: i === 0 ? "fast" : "fastest",
    };
    if (i === 2) match.switchTo = "fi";
    return match;
  });
}

function seedHex(seed: number): string {
  return seed.toString(16).padStart(64, "0");
}

function botSeats(match: Match): Schemas["BotSeat"][] {
  return match.bots.flatMap((kind, seat) => (seat === match.seat ? [] : [{ seat, kind }]));
}

function newGameBody(match: Match, withBots: boolean, locale: Locale | null) {
  const body: Record<string, unknown> = {
    preset: match.preset,
    players: NAMES.slice(0, match.players),
    deal_source: { seeded: { seed: seedHex(match.seed) } },
    rules: { max_deals: match.maxDeals },
    state_form: "plain",
  };
  if (withBots) body.bots = botSeats(match);
  if (locale) body.locale = locale;
  return body;
}

// ------------------------------------------------------------------------------------------
// The person's choice: from what the controls offer, the same whether read off the page or
// from the legal actions (the search).

interface Offer {
  /** The kinds of control, in the page's order: pass, call, fold, deal, bet, raise, lead. */
  kinds: string[];
  ranges: Record<string, { min: number; max: number }>;
  /** The cards that may be led, sorted as the page shows them. */
  cards: string[];
  directions: string[];
}

interface Choice {
  kind: string;
  amount?: number;
  card?: string;
  /** The index of the direction chosen, when the leader chooses one. */
  direction?: number;
  action: Action;
}

function choose(offer: Offer, pick: (n: number) => number): Choice {
  // Betting rarely, so that matches last and stacks differ; sometimes everything (all-in).
  const weighted = offer.kinds.flatMap((k) => (k === "bet" || k === "raise" ? [k] : [k, k, k]));
  const kind = weighted[pick(weighted.length)] ?? "pass";
  switch (kind) {
    case "bet":
    case "raise": {
      const { min, max } = offer.ranges[kind] ?? { min: 1, max: 1 };
      const amount = pick(4) === 0 ? max : Math.min(max, min + pick(3));
      return { kind, amount, action: kind === "bet" ? { type: "bet", amount } : { type: "raise_bet", amount } };
    }
    case "lead": {
      const card = offer.cards[pick(offer.cards.length)] ?? "";
      if (offer.directions.length === 0) return { kind, card, action: { type: "lead", card } };
      const direction = pick(offer.directions.length);
      return { kind, card, direction, action: { type: "lead", card, direction: offer.directions[direction] as Schemas["Direction"] } };
    }
    case "pass":
      return { kind, action: { type: "pass_turn" } };
    case "call":
      return { kind, action: { type: "call" } };
    case "fold":
      return { kind, action: { type: "fold" } };
    case "deal":
      return { kind, action: { type: "deal" } };
    default:
      throw new Failure(`a control of no known kind: ${kind}`);
  }
}

const SUIT_ORDER = "CSHD";
const RANK_ORDER = "23456789TJQKA";
function sortCards(cards: readonly string[]): string[] {
  const key = (c: string) => SUIT_ORDER.indexOf(c[1] ?? "") * 16 + RANK_ORDER.indexOf(c[0] ?? "");
  return [...cards].sort((a, b) => key(a) - key(b));
}

function offerOfLegal(legal: Schemas["LegalActions"]): Offer {
  const kinds: string[] = [];
  const ranges: Offer["ranges"] = {};
  if (legal.pass_turn) kinds.push("pass");
  if (legal.call !== null && legal.call !== undefined) kinds.push("call");
  if (legal.fold) kinds.push("fold");
  if (legal.deal && !legal.deck_required) kinds.push("deal");
  if (legal.bet) {
    kinds.push("bet");
    ranges.bet = legal.bet;
  }
  if (legal.raise_bet) {
    kinds.push("raise");
    ranges.raise = legal.raise_bet;
  }
  if (legal.lead.length > 0) kinds.push("lead");
  return { kinds, ranges, cards: sortCards(legal.lead), directions: [...legal.directions] };
}

async function offerOfPage(page: Page): Promise<Offer> {
  const controls = page.locator("#controls [data-action]");
  const kinds = [...new Set(await controls.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.action ?? "")))];
  const ranges: Offer["ranges"] = {};
  for (const kind of ["bet", "raise"]) {
    if (!kinds.includes(kind)) continue;
    const input = page.locator(`#${kind}`);
    ranges[kind] = { min: Number(await input.getAttribute("min")), max: Number(await input.getAttribute("max")) };
  }
  const cards = await page
    .locator('#controls button[data-action="lead"]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.card ?? ""));
  const directions = await page
    .locator('#controls input[name="direction"]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value));
  return { kinds, ranges, cards, directions };
}

// ------------------------------------------------------------------------------------------
// Clicking, typing, and the keyboard alone

async function clickChoice(page: Page, choice: Choice) {
  switch (choice.kind) {
    case "bet":
    case "raise": {
      const input = page.locator(`#${choice.kind}`);
      await input.fill("");
      await input.type(String(choice.amount));
      await page.click(`#controls button[data-action="${choice.kind}"]`);
      return;
    }
    case "lead":
      if (choice.direction !== undefined) await page.locator('#controls input[name="direction"]').nth(choice.direction).click();
      await page.click(`#controls button[data-action="lead"][data-card="${choice.card}"]`);
      return;
    default:
      await page.click(`#controls button[data-action="${choice.kind}"]`);
  }
}

/** Tabs (forward) until the element `selector` has the focus, which must be visible. */
async function tabTo(page: Page, selector: string) {
  for (let i = 0; i < 120; i++) {
    const there = await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector);
    if (there) {
      const outline = await page.evaluate(() => {
        const style = getComputedStyle(document.activeElement as Element);
        return `${style.outlineStyle} ${style.outlineWidth}`;
      });
      check(!outline.startsWith("none") && !outline.endsWith(" 0px"), `the focus on ${selector} is not visible (outline ${outline})`);
      return;
    }
    await page.keyboard.press("Tab");
  }
  throw new Failure(`${selector} cannot be reached with Tab`);
}

/** Chooses `value` in the menu `selector` with Home and the down arrow. */
async function keySelect(page: Page, selector: string, value: string) {
  await tabTo(page, selector);
  await page.keyboard.press("Home");
  for (let i = 0; i < 20; i++) {
    if ((await page.evaluate((s) => (document.querySelector(s) as HTMLSelectElement).value, selector)) === value) return;
    await page.keyboard.press("ArrowDown");
  }
  throw new Failure(`${value} cannot be chosen in ${selector} with the arrows`);
}

/** Replaces the text of the field `selector` by typing. */
async function keyType(page: Page, selector: string, text: string) {
  await tabTo(page, selector);
  await page.keyboard.press("Control+A");
  await page.keyboard.type(text);
  const now = await page.evaluate((s) => (document.querySelector(s) as HTMLInputElement).value, selector);
  check(now === text, `${selector} holds "${now}" after typing "${text}"`);
}

async function keyChoice(page: Page, choice: Choice) {
  switch (choice.kind) {
    case "bet":
    case "raise":
      await tabTo(page, `#${choice.kind}`);
      await page.keyboard.press("Control+A");
      await page.keyboard.type(String(choice.amount));
      // Enter in the field submits its form.
      await page.keyboard.press("Enter");
      return;
    case "lead":
      if (choice.direction !== undefined) {
        // Tab reaches the checked radio button; the arrows move the choice.
        await tabTo(page, '#controls input[name="direction"]:checked');
        for (let i = 0; i < 4; i++) {
          const at = await page.evaluate(() => Array.from(document.querySelectorAll<HTMLInputElement>('input[name="direction"]')).findIndex((r) => r.checked));
          if (at === choice.direction) break;
          await page.keyboard.press("ArrowDown");
        }
      }
      await tabTo(page, `#controls button[data-action="lead"][data-card="${choice.card}"]`);
      await page.keyboard.press("Enter");
      return;
    default:
      await tabTo(page, `#controls button[data-action="${choice.kind}"]`);
      await page.keyboard.press(choice.kind === "pass" ? "Space" : "Enter");
  }
}

// ------------------------------------------------------------------------------------------
// What the matches covered

interface Coverage {
  decks: Set<string>;
  events: Set<string>;
  phases: Set<string>;
  showdown: boolean;
  split: boolean;
  allIn: boolean;
  directionChosen: boolean;
  translated: Set<string>;
  switched: boolean;
  keyboardMatches: number;
  botEvents: number;
  /** The moments the table stopped on. */
  moments: Set<string>;
  /** Deals the page verified with the service, and a deal it refused to call verified. */
  verified: number;
  refused: boolean;
  /** The presets whose drawn fields were checked against RULES 1.2. */
  fields: Set<string>;
  /** Bot moves shown one at a time, and a skip that showed several at once. */
  paced: number;
  skipped: boolean;
  /** Where the history is: beside the table (desktop), opened from the bar (phone). */
  layouts: Set<string>;
}

function coverage(): Coverage {
  return {
    decks: new Set(),
    events: new Set(),
    phases: new Set(),
    showdown: false,
    split: false,
    allIn: false,
    directionChosen: false,
    translated: new Set(),
    switched: false,
    keyboardMatches: 0,
    botEvents: 0,
    moments: new Set(),
    verified: 0,
    refused: false,
    fields: new Set(),
    paced: 0,
    skipped: false,
    layouts: new Set(),
  };
}

function cover(coverage: Coverage, events: Event[]) {
  for (const event of events) {
    const kind = event.kind;
    coverage.events.add(kind.type);
    if (kind.type === "pochen_ended" && kind.outcome === "showdown") coverage.showdown = true;
    if (kind.type === "pochen_ended" && kind.layers.some((l) => l.winners.length > 1)) coverage.split = true;
    if ((kind.type === "bet_placed" || kind.type === "called" || kind.type === "raised") && kind.all_in) coverage.allIn = true;
    if (kind.type === "direction_chosen") coverage.directionChosen = true;
  }
}

function visibleTo(event: Event, seat: number): boolean {
  const v = event.visibility as unknown;
  return v === "public" || (typeof v === "object" && v !== null && (v as { private_to?: number }).private_to === seat);
}

/**
 * Every action of a match, the bots' included, read back from its events: the Pochen's moves,
 * the leads (with the direction chosen after them), the deals after the first, the time-outs.
 */
function actionsOfEvents(events: Event[]): SeatAction[] {
  const out: SeatAction[] = [];
  let timedOut: number | null = null;
  for (const [i, event] of events.entries()) {
    const kind = event.kind;
    const push = (seat: number, action: Action) => {
      if (timedOut === seat) {
        timedOut = null;
        return;
      }
      out.push({ seat, action });
    };
    switch (kind.type) {
      case "timed_out":
        out.push({ seat: kind.seat, action: { type: "timeout" } });
        timedOut = kind.seat;
        break;
      case "passed":
        push(kind.seat, { type: "pass_turn" });
        break;
      case "bet_placed":
        push(kind.seat, { type: "bet", amount: kind.amount });
        break;
      case "called":
        push(kind.seat, { type: "call" });
        break;
      case "raised":
        push(kind.seat, { type: "raise_bet", amount: kind.amount });
        break;
      case "folded":
        push(kind.seat, { type: "fold" });
        break;
      case "card_played":
        if (kind.led) {
          const next = events[i + 1]?.kind;
          const prev = events[i - 1]?.kind;
          const chosen = next?.type === "direction_chosen" ? next : prev?.type === "direction_chosen" ? prev : null;
          push(kind.seat, chosen ? { type: "lead", card: kind.card, direction: chosen.direction } : { type: "lead", card: kind.card });
        }
        break;
      case "deal_started":
        if (kind.deal > 1) push(kind.dealer, { type: "deal" });
        break;
      default:
        break;
    }
  }
  return out;
}

async function post<T>(service: string, path: string, body: unknown): Promise<T> {
  const response = await fetch(`${service}${path}`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const answer = (await response.json()) as T;
  check(response.ok, `${path} was refused: ${JSON.stringify(answer).slice(0, 600)}`);
  return answer;
}

/** The replays: stacks, and the events (those of the second equal the first). */
async function replays(service: string, match: Match, played: SeatAction[], events: Event[]) {
  const what = `${match.preset} (seed ${match.seed})`;
  const seated = await post<Schemas["GameResponse"]>(service, "/v1/games/replay", {
    new_game: newGameBody(match, true, match.switchTo ? null : match.locale),
    actions: played,
  });
  check(seated.phase === "match_over", `${what}: the replay with the bots seated did not end the match`);
  const all = actionsOfEvents(events);
  check(all.length > played.length, `${what}: the events hold ${all.length} actions, the person played ${played.length}`);
  const bare = await post<Schemas["GameResponse"]>(service, "/v1/games/replay", { new_game: newGameBody(match, false, null), actions: all });
  check(bare.phase === "match_over", `${what}: the replay of every action without bots did not end the match`);
  const kinds = (list: Event[]) => JSON.stringify(list.map((e) => e.kind));
  check(kinds(seated.events) === kinds(bare.events), `${what}: the two replays' events differ`);
  const stacks = (r: Schemas["GameResponse"]) => (r.state as { plain: Schemas["GameState"] }).plain.stacks;
  check(JSON.stringify(stacks(seated)) === JSON.stringify(stacks(bare)), `${what}: the two replays' stacks differ`);
  return { seated, stacks: stacks(seated), rules: (seated.state as { plain: Schemas["GameState"] }).plain.rules };
}

// ------------------------------------------------------------------------------------------
// One match in the browser

interface Shots {
  dir: string | null;
  size: keyof typeof VIEWPORTS;
  /** The screenshots taken (size-phase) and the pages axe-core checked (size-phase-locale). */
  taken: Set<string>;
  axed: Set<string>;
}

/**
 * The first time a phase (or moment) shows at a size: a screenshot, and in each of the five
 * languages (switched at the table and back) axe-core and, on the phone, no sideways scrolling.
 */
async function inspect(page: Page, shots: Shots, phase: string, locale: Locale) {
  const key = `${shots.size}-${phase}`;
  if (shots.taken.has(key)) return;
  shots.taken.add(key);
  if (shots.dir) await page.screenshot({ path: join(shots.dir, `${key}.png`), fullPage: true });
  for (const language of [...LOCALES.filter((l) => l !== locale), locale]) {
    await page.selectOption("#locale", language);
    const axed = `${key}-${language}`;
    if (shots.size === "phone") {
      const wide = await page.evaluate(() => {
        const over = Array.from(document.querySelectorAll("body *"))
          .filter((n) => n.getBoundingClientRect().right > window.innerWidth + 0.5)
          .map((n) => `${n.tagName.toLowerCase()}${n.id ? `#${n.id}` : ""}`);
        return { width: document.documentElement.scrollWidth, over: over.slice(0, 5) };
      });
      check(
        wide.width <= VIEWPORTS.phone.width,
        `${axed}: the page is ${wide.width} px wide on a ${VIEWPORTS.phone.width} px screen (${wide.over.join(", ")})`,
      );
    }
    await axe(page, axed);
    shots.axed.add(axed);
  }
  // Back where the person was: on "Continue" at a moment, else on the first control.
  await page.evaluate(() => {
    const moment = document.getElementById("moment");
    const target = moment && !moment.hidden ? document.getElementById("continue") : document.querySelector<HTMLElement>("#controls button, #controls input");
    target?.focus();
  });
}

async function waitIdle(page: Page) {
  await page.waitForFunction(() => document.body.dataset.busy !== "true");
}

/** One batch of lines added to the history at once (a MutationObserver callback). */
interface Batch {
  /** Each line's event type, seat and whether it is a bot's move. */
  lines: { type: string; seat: number | null; bot: boolean }[];
  /** The seat highlighted at the table when the batch was added. */
  acting: number | null;
}

/**
 * Watches the history from the page's first script on: every batch of lines added together, and
 * the seat the table highlights right then. A bot move shown on its own is a batch of its own.
 */
function watchHistory() {
  const batches: Batch[] = [];
  (window as unknown as { __batches: Batch[] }).__batches = batches;
  const observer = new MutationObserver((records) => {
    const lines: Batch["lines"] = [];
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) {
        if (!(node instanceof HTMLElement) || !node.dataset.event) continue;
        lines.push({ type: node.dataset.event, seat: node.dataset.seat ? Number(node.dataset.seat) : null, bot: node.classList.contains("bot") });
      }
    }
    if (lines.length === 0) return;
    const acting = document.querySelector<HTMLElement>("#seats tr.acting")?.dataset.seat;
    batches.push({ lines, acting: acting === undefined ? null : Number(acting) });
  });
  document.addEventListener("DOMContentLoaded", () => {
    const log = document.getElementById("log");
    if (log) observer.observe(log, { childList: true });
  });
}

/** Shift+Tab until `selector` has the focus. */
async function tabBackTo(page: Page, selector: string) {
  for (let i = 0; i < 40; i++) {
    if (await page.evaluate((s) => document.activeElement?.matches(s) ?? false, selector)) return;
    await page.keyboard.press("Shift+Tab");
  }
  throw new Failure(`${selector} cannot be reached with Shift+Tab`);
}

/** The lines of a history item: its sentence, then its breakdown, one a line. */
async function historyLines(page: Page) {
  return page.locator("#log li[data-event]").evaluateAll((items) =>
    items.map((i) => {
      const lines = [i.querySelector(".line")?.textContent ?? "", ...Array.from(i.querySelectorAll(".details li")).map((d) => d.textContent ?? "")];
      return [(i as HTMLElement).dataset.event ?? "", lines.join("\n").trim()];
    }),
  );
}

/** Words of a text, to tell whether a player's id stands in it (`ann`, not `annetaan`). */
function words(text: string): string[] {
  return text.split(/[^\p{L}\p{N}]+/u);
}

/** The moment the table stops on: its summary checked, the deal verified, then "Continue". */
async function onMoment(
  page: Page,
  match: Match,
  kind: string,
  events: () => Event[],
  coverage: Coverage,
  alter: boolean,
): Promise<boolean> {
  const what = `${match.preset} (seed ${match.seed}), the ${kind} moment`;
  coverage.moments.add(kind);
  check(
    await page.evaluate(() => document.activeElement?.id === "continue"),
    `${what}: the focus is not on "Continue"`,
  );
  const summary = (await page.locator("#moment-summary").innerText()).trim();
  check(summary !== "", `${what}: an empty summary`);
  const all = events();
  let altered = false;
  if (kind === "claims") {
    // The commitment before the cards are played, and no seed yet.
    const fair = page.locator("#fair .fairness");
    const deal = Number(await fair.getAttribute("data-deal"));
    const started = all.find((e) => e.kind.type === "deal_started" && e.kind.deal === deal)?.kind;
    check(started?.type === "deal_started", `${what}: no deal_started of deal ${deal}`);
    if (started.type === "deal_started" && started.commitment) {
      check((await fair.locator(".commitment").innerText()) === started.commitment, `${what}: the commitment shown is not the deal's`);
      check((await fair.locator(".seed").count()) === 0, `${what}: a seed is shown before the deal is over`);
    }
  }
  if (kind === "settlement") {
    const fair = page.locator("#moment .fairness");
    const deal = Number(await fair.getAttribute("data-deal"));
    const started = all.find((e) => e.kind.type === "deal_started" && e.kind.deal === deal)?.kind;
    const ended = all.find((e) => e.kind.type === "deal_ended" && e.kind.deal === deal)?.kind;
    check(started?.type === "deal_started" && ended?.type === "deal_ended", `${what}: deal ${deal} did not start and end`);
    check((await fair.locator(".commitment").innerText()) === started.commitment, `${what}: the commitment shown is not the deal's`);
    check((await fair.locator(".seed").innerText()) === ended.deal_seed, `${what}: the seed shown is not the one revealed`);
    const settled = all.filter((e) => e.kind.type === "deal_settled").pop()?.kind;
    check(settled?.type === "deal_settled", `${what}: no settlement`);
    const rows = await page.locator("#moment table.payments tbody tr").evaluateAll((trs) =>
      trs.map((tr) => Array.from(tr.querySelectorAll("td")).map((td) => td.textContent ?? "")),
    );
    check(rows.length === settled.owed.length, `${what}: ${rows.length} rows of payments`);
    for (const [seat, [left, paid]] of rows.entries()) {
      check(Number(left) === settled.owed[seat], `${what}: seat ${seat} has ${left} cards left, not ${settled.owed[seat]}`);
      if (seat !== settled.winner) check(Number(paid) === settled.payments[seat], `${what}: seat ${seat} paid ${paid}, not ${settled.payments[seat]}`);
    }
    if (alter) {
      // The page must not call a deal verified that the answer says deals other cards.
      await page.route("**/v1/deals/verify", async (route) => {
        const response = await route.fetch();
        const body = (await response.json()) as Schemas["VerifyDealResponse"];
        if (body.dealt) body.dealt.hands = body.dealt.hands.map((h) => [...h].reverse().slice(1));
        await route.fulfill({ response, json: body });
      });
      await page.click("#moment button.verify");
      await page.waitForFunction(() => document.querySelector<HTMLElement>("#moment .verdict")?.dataset.verified);
      check((await page.getAttribute("#moment .verdict", "data-verified")) === "no", `${what}: an altered deal is called verified`);
      await page.unroute("**/v1/deals/verify");
      coverage.refused = true;
      altered = true;
    }
    if (match.keyboard) {
      await tabBackTo(page, "#moment button.verify");
      await page.keyboard.press("Enter");
    } else {
      await page.click("#moment button.verify");
    }
    await page.waitForFunction(() => document.querySelector<HTMLElement>("#moment .verdict")?.dataset.verified);
    const verdict = await page.locator("#moment .verdict").innerText();
    check((await page.getAttribute("#moment .verdict", "data-verified")) === "yes", `${what}: the deal is not verified: ${verdict}`);
    coverage.verified++;
  }
  if (kind === "match") {
    const standings = await page.locator("#moment-summary .details li").count();
    check(standings >= match.players, `${what}: ${standings} lines, not the standings as a list`);
  }
  if (match.keyboard) {
    await tabTo(page, "#continue");
    await page.keyboard.press("Enter");
  } else {
    await page.click("#continue");
  }
  return altered;
}

/** Where the history is: beside the table on a desktop; on a phone, a tap from the top. */
async function checkLayout(page: Page, size: keyof typeof VIEWPORTS, coverage: Coverage, what: string) {
  if (coverage.layouts.has(size)) return;
  const box = async (selector: string) => page.locator(selector).boundingBox();
  if (size === "desktop") {
    const history = await box("#history");
    const area = await box("#play-area");
    check(!!history && !!area && history.x >= area.x + area.width && history.y < VIEWPORTS.desktop.height / 2, `${what}: the history is not beside the table`);
  } else {
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const toggle = await box("#history-toggle");
    check(!!toggle && toggle.y >= 0 && toggle.y + toggle.height <= VIEWPORTS.phone.height, `${what}: the history's button is not on the screen`);
    await page.click("#history-toggle");
    const log = await box("#log");
    check(!!log && log.y >= 0 && log.y < VIEWPORTS.phone.height && log.height > 50, `${what}: the history does not open on the screen`);
    check((await page.getAttribute("#history-toggle", "aria-expanded")) === "true", `${what}: the history's button is not expanded`);
    await page.click("#history-toggle");
    check(!(await page.locator("#log").isVisible()), `${what}: the history does not close`);
  }
  coverage.layouts.add(size);
}

async function playOne(page: Page, service: string, match: Match, shots: Shots, coverage: Coverage, words_: Map<Locale, Catalogue>, alter: boolean) {
  const what = `${match.preset} (seed ${match.seed})`;
  const pick = seeded(match.seed);
  // The answers as the page receives them, and every view it asks for.
  const answers: Event[][] = [];
  const viewsAsked: unknown[] = [];
  let lastView: Schemas["View"] | null = null;
  let everyView = false;
  let otherTickets = false;
  page.on("request", (request) => {
    if (request.method() !== "POST") return;
    const body = JSON.parse(request.postData() ?? "{}") as { seat?: number; include_views?: boolean };
    if (body.include_views) everyView = true;
    if (request.url().endsWith("/v1/games/view")) viewsAsked.push(body.seat);
  });
  page.on("response", async (response) => {
    const url = response.url();
    if (response.request().method() !== "POST" || !response.ok()) return;
    if (url.endsWith("/v1/games") || url.endsWith("/v1/games/apply")) {
      const answer = (await response.json()) as Schemas["GameResponse"];
      if (answer.tickets) otherTickets = true;
      answers.push(answer.events);
    }
    if (url.endsWith("/v1/games/view")) lastView = ((await response.json()) as { view: Schemas["View"] }).view;
  });

  await page.goto(`${service}/play`);
  await page.locator("#preset option").first().waitFor({ state: "attached" });
  await page.selectOption("#locale", match.locale);
  const catalogue = words_.get(match.locale) as Catalogue;
  check(
    (await page.locator("#setup-title").innerText()) === catalogue.text("page-setup-title"),
    `${what}: the setup form's title is not in ${match.locale}`,
  );
  await inspect(page, shots, "setup", match.locale);
  if (match.keyboard) {
    // The whole setup form by the keyboard: menus with the arrows, fields typed, Enter.
    await keySelect(page, "#pace", match.pace);
    await keySelect(page, "#preset", match.preset);
    await keyType(page, "#players", String(match.players));
    await keySelect(page, "#your-seat", String(match.seat));
    for (const { seat, kind } of botSeats(match)) await keySelect(page, `#bot-${seat}`, kind);
    await keyType(page, "#max-deals", String(match.maxDeals));
    await keyType(page, "#seed", seedHex(match.seed));
    await tabTo(page, "#start");
    await page.keyboard.press("Enter");
  } else {
    await page.selectOption("#pace", match.pace);
    await page.selectOption("#preset", match.preset);
    await page.fill("#players", String(match.players));
    await page.selectOption("#your-seat", String(match.seat));
    for (const { seat, kind } of botSeats(match)) await page.selectOption(`#bot-${seat}`, kind);
    await page.fill("#max-deals", String(match.maxDeals));
    await page.fill("#seed", seedHex(match.seed));
    await page.click("#start");
  }
  await page.locator("#table[data-phase]").waitFor();

  const played: SeatAction[] = [];
  let locale = match.locale;
  let skip = match.pace !== "fastest";
  /** The batches shown at once after a skip. */
  const skipped = new Set<number>();
  let altered = !alter;
  for (let turn = 0; ; turn++) {
    check(turn < MAX_TURNS, `${what}: the match did not end within ${MAX_TURNS} turns`);
    if (skip && (await page.locator("#skip").isVisible()) && (await page.getAttribute("body", "data-busy")) === "true") {
      // At a slower pace: skip to the next summary, which shows the moves left at once.
      const before = await page.evaluate(() => (window as unknown as { __batches: Batch[] }).__batches.length);
      await page.click("#skip");
      await waitIdle(page);
      const after = await page.evaluate((n) => (window as unknown as { __batches: Batch[] }).__batches.slice(n), before);
      after.forEach((_, i) => skipped.add(before + i));
      const moves = after.map((b) => b.lines.filter((l) => l.bot).length);
      if (moves.some((m) => m >= 2)) {
        coverage.skipped = true;
        skip = false;
        await page.selectOption("#pace", "fastest");
      }
    }
    await waitIdle(page);
    const errorText = await page.locator("#status.error").count();
    check(errorText === 0, `${what}: the page shows an error: ${await page.locator("#status").innerText()}`);
    const moment = await page.getAttribute("#moment", "data-moment");
    if (moment && (await page.locator("#moment").isVisible())) {
      await inspect(page, shots, `moment-${moment}`, locale);
      if (await onMoment(page, match, moment, () => answers.flat(), coverage, !altered)) altered = true;
      turn--;
      continue;
    }
    const phase = (await page.getAttribute("#table", "data-phase")) ?? "";
    coverage.phases.add(phase);
    check((await page.getAttribute("#table", "data-drift")) === "", `${what}: the unfolded table differs from the view: ${await page.getAttribute("#table", "data-drift")}`);
    await inspect(page, shots, phase, locale);
    if (turn === 0) await checkLayout(page, shots.size, coverage, what);
    if (phase === "match_over") break;
    const seat = Number(await page.getAttribute("#table", "data-seat"));
    check(seat === match.seat, `${what}: the page shows seat ${seat}, not the person's ${match.seat}`);
    if (turn === 0 && match.switchTo) {
      // Switching language at the table re-renders its words at once.
      await page.selectOption("#locale", match.switchTo);
      locale = match.switchTo;
      const now = words_.get(locale) as Catalogue;
      check(
        (await page.locator("#controls-title").innerText()) === now.text("page-controls-title"),
        `${what}: the table's words did not switch to ${locale}`,
      );
      coverage.switched = true;
    }
    const offer = await offerOfPage(page);
    check(offer.kinds.length > 0, `${what}: the person's seat ${seat} has no control in ${phase}`);
    const choice = choose(offer, pick);
    if (match.keyboard) await keyChoice(page, choice);
    else await clickChoice(page, choice);
    played.push({ seat, action: choice.action });
  }
  if (match.keyboard) {
    await tabTo(page, "#again");
    coverage.keyboardMatches++;
  }

  // The labels are in the match's language.
  const now = words_.get(locale) as Catalogue;
  check((await page.locator("#log-title").innerText()) === now.text("label-history"), `${what}: the history's heading is not in ${locale}`);
  check((await page.getAttribute("#table", "data-locale")) === locale, `${what}: the table is not in ${locale}`);
  if (locale !== "en") {
    const english = words_.get("en") as Catalogue;
    check(
      (await page.locator("#seats-title").innerText()) !== english.text("page-seats-title"),
      `${what}: the seats' heading is left in English in ${locale}`,
    );
    coverage.translated.add(locale);
  }

  // The page saw only its own seat.
  check(!everyView, `${what}: the page asked for every view`);
  check(viewsAsked.every((s) => s === match.seat), `${what}: the page asked for the views of seats ${[...new Set(viewsAsked)]}`);

  // The board: the fields the view names, and those of RULES 1.2 for the presets listed.
  const drawn = await page.locator("#board li").evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.field ?? ""));
  const view = lastView as Schemas["View"] | null;
  check(view !== null && JSON.stringify(drawn) === JSON.stringify(view.fields), `${what}: the board draws ${drawn}, the view names ${view?.fields}`);
  const expected = FIELDS[match.preset];
  if (expected) {
    check(JSON.stringify(drawn) === JSON.stringify(expected), `${what}: the board draws ${drawn}, not ${expected}`);
    coverage.fields.add(match.preset);
  }

  // Each bot move came on its own, its seat highlighted; never two at once but after a skip.
  const batches = await page.evaluate(() => (window as unknown as { __batches: Batch[] }).__batches);
  for (const [i, batch] of batches.entries()) {
    if (skipped.has(i)) continue;
    const bots = batch.lines.filter((l) => l.bot);
    if (bots.length === 1 && batch.lines[batch.lines.length - 1]?.bot) {
      check(batch.acting === bots[0]?.seat, `${what}: seat ${bots[0]?.seat}'s move is shown with seat ${batch.acting} highlighted`);
      coverage.paced++;
    }
    check(bots.length <= 1, `${what}: ${bots.length} bot moves shown at once`);
  }

  // The history: every event the seat may see, told, the bots' moves among them. Nothing else
  // reaches the page: NewGame answers as the person's seat, and Apply to its ticket.
  const events = answers.flat();
  const mine = events.filter((e) => visibleTo(e, match.seat));
  check(mine.length === events.length, `${what}: ${events.length - mine.length} events of other seats reached the page`);
  check(!otherTickets, `${what}: the page was answered the match's tickets`);
  const shown = await historyLines(page);
  check(shown.length === mine.length, `${what}: the history shows ${shown.length} events, the seat may see ${mine.length}`);
  for (const [i, event] of mine.entries()) {
    const [kind, text] = shown[i] ?? ["", ""];
    check(kind === event.kind.type && text === (event.text ?? "").trim() && text !== "", `${what}: history line ${i} is "${text}" (${kind})`);
  }
  coverage.botEvents += await page.locator("#log li.bot").count();

  // The page's stacks against the service's replays.
  const replay = await replays(service, match, played, events);
  const rows = await page.locator("#seats tbody tr").evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.stack)));
  check(JSON.stringify(rows) === JSON.stringify(replay.stacks), `${what}: the page shows stacks ${rows}, the replays ${replay.stacks}`);
  const standings = await page
    .locator("#standings li")
    .evaluateAll((items) => items.map((i) => [Number((i as HTMLElement).dataset.seat), Number((i as HTMLElement).dataset.stack)]));
  check(standings.length === match.players, `${what}: ${standings.length} standings`);
  for (const [seat, stack] of standings) {
    check(replay.stacks[seat ?? -1] === stack, `${what}: the standings show seat ${seat} with ${stack}`);
  }
  // The same events as the replay, told to the person: where the replay names the person, the
  // page says "you"; every other sentence is the replay's own.
  const told = replay.seated.events.filter((e) => visibleTo(e, match.seat));
  check(
    JSON.stringify(told.map((e) => e.kind)) === JSON.stringify(mine.map((e) => e.kind)),
    `${what}: the replay's events differ from the answers'`,
  );
  if (!match.switchTo) {
    const person = NAMES[match.seat] ?? "";
    for (const [i, event] of mine.entries()) {
      const theirs = told[i]?.text ?? "";
      const yours = event.text ?? "";
      check(!words(yours).includes(person), `${what}: the person is named in "${yours}"`);
      if (!words(theirs).includes(person)) check(yours === theirs, `${what}: "${yours}" where the replay tells "${theirs}"`);
      else check(yours !== theirs, `${what}: "${yours}" is not told to the person`);
    }
  }
  coverage.decks.add(replay.rules.deck);
  cover(coverage, replay.seated.events);
  return played.length;
}

// ------------------------------------------------------------------------------------------
// The search for seeds, over REST alone

async function playRest(service: string, match: Match): Promise<Event[]> {
  const pick = seeded(match.seed);
  let answer = await post<Schemas["GameResponse"]>(service, "/v1/games", newGameBody(match, true, null));
  const events = [...answer.events];
  for (let turn = 0; answer.phase !== "match_over"; turn++) {
    check(turn < MAX_TURNS, `${match.preset} (seed ${match.seed}): no end`);
    const { view } = await post<{ view: Schemas["View"] }>(service, "/v1/games/view", { state: answer.state, seat: match.seat });
    check(!!view.legal && view.to_act === match.seat, `${match.preset} (seed ${match.seed}): the person is not to act`);
    const choice = choose(offerOfLegal(view.legal), pick);
    answer = await post<Schemas["GameResponse"]>(service, "/v1/games/apply", { state: answer.state, seat: match.seat, action: choice.action });
    events.push(...answer.events);
  }
  return events;
}

async function search(service: string, seeds: number, only: number | null) {
  for (const [i, match] of matches(PLAN.length).entries()) {
    if (only !== null && i !== only) continue;
    const found: Record<string, number> = {};
    for (let s = 0; s < seeds; s++) {
      const seed = 1000 + 100 * (i % PLAN.length) + s;
      const c = coverage();
      cover(c, await playRest(service, { ...match, seed }));
      for (const [name, hit] of [
        ["showdown", c.showdown],
        ["split", c.split],
        ["all-in", c.allIn],
        ["direction", c.directionChosen],
      ] as const) {
        if (hit && found[name] === undefined) found[name] = seed;
      }
    }
    console.log(`match ${i} (${match.preset}, ${match.players} players, seat ${match.seat}, bots ${botSeats(match).map((b) => b.kind)}): ${JSON.stringify(found)}`);
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string", default: "/usr/bin/chromium" },
      service: { type: "string" },
      screenshots: { type: "string" },
      matches: { type: "string", default: "20" },
      search: { type: "string" },
      only: { type: "string" },
    },
  });
  check(values.service !== undefined, "--service is required");
  const service = values.service.replace(/\/+$/, "");
  const count = Number(values.matches);
  check(count >= 20, `--matches ${count}: at least 20`);
  if (values.search) {
    await search(service, Number(values.search), values.only === undefined ? null : Number(values.only));
    return;
  }
  const root = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");
  const words = new Map<Locale, Catalogue>(
    (["en", "de", "nl", "nb", "fi"] as const).map((l) => [l, new Catalogue(l, readFileSync(join(root, "proto/locales", `${l}.ftl`), "utf8"))]),
  );
  const dir = values.screenshots ?? null;
  if (dir) mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: values.chromium, args: CHROMIUM_ARGS });
  const covered = coverage();
  const taken = new Set<string>();
  const axed = new Set<string>();
  const started = Date.now();
  let turns = 0;
  try {
    const list = matches(count);
    for (const [i, match] of list.entries()) {
      const size = i % 2 === 0 ? "desktop" : "phone";
      const context = await browser.newContext({ viewport: VIEWPORTS[size] });
      await context.addInitScript(watchHistory);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const at = Date.now();
      // The first match also has the page refuse a deal the test alters.
      turns += await playOne(page, service, match, { dir, size, taken, axed }, covered, words, i === 0);
      check(errors.length === 0, `${match.preset}: errors in the page: ${errors.join("; ")}`);
      if (i < 2) {
        // The rules the table links to, at both sizes.
        await page.goto(`${service}/play/rules`);
        check((await page.locator("h1").innerText()).includes("Poch"), "the rules page has no title");
        if (dir) await page.screenshot({ path: join(dir, `${size}-rules.png`) });
        await axe(page, `${size}-rules`);
        axed.add(`${size}-rules`);
      }
      await context.close();
      console.log(
        `match ${i + 1}: ${match.preset}, ${match.players} players, the person at seat ${match.seat}, ${match.locale}` +
          `${match.switchTo ? `→${match.switchTo}` : ""}${match.keyboard ? ", keyboard" : ""}, ${match.pace}, ${size}: ` +
          `${((Date.now() - at) / 1000).toFixed(1)} s`,
      );
    }
    console.log(`${list.length} matches, ${turns} moves of the person, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
  }
  check(covered.decks.has("french32") && covered.decks.has("french52"), `decks played: ${[...covered.decks]}`);
  for (const event of ["pochen_started", "discard_started", "card_played", "chain_stopped", "deal_settled", "deal_ended", "match_ended"]) {
    check(covered.events.has(event), `no match had a ${event} event`);
  }
  for (const phase of ["pochen", "discard", "between_deals", "match_over"]) check(covered.phases.has(phase), `no match showed ${phase}`);
  for (const moment of ["claims", "pochen", "settlement", "match"]) check(covered.moments.has(moment), `the table never stopped on the ${moment}`);
  check(covered.directionChosen, "no leader chose a direction (five-card)");
  check(covered.showdown, "no Pochen ended in a showdown");
  check(covered.split, "no Pochen layer was split");
  check(covered.allIn, "nobody went all-in");
  check(covered.translated.size >= 4, `matches in ${[...covered.translated]} only`);
  check(covered.switched, "no match switched language");
  check(covered.keyboardMatches >= 3, `${covered.keyboardMatches} matches by the keyboard alone`);
  check(covered.botEvents > 0, "the history told no bot's move");
  check(covered.paced > 0, "no bot move was shown on its own");
  check(covered.skipped, "skipping never showed the moves left at once");
  check(covered.verified > 0 && covered.refused, `${covered.verified} deals verified; an altered one refused: ${covered.refused}`);
  for (const preset of ["five-card", "no-pochen", "dreier"]) check(covered.fields.has(preset), `the fields of ${preset} were not checked`);
  check(covered.layouts.size === 2, `the history's place checked at ${[...covered.layouts]} only`);
  const phases = ["setup", "pochen", "discard", "between_deals", "match_over", "moment-claims", "moment-pochen", "moment-settlement", "moment-match"];
  for (const phase of phases) {
    for (const size of Object.keys(VIEWPORTS)) {
      check(taken.has(`${size}-${phase}`), `no ${size} screenshot of ${phase}`);
      for (const locale of ["en", "de", "nl", "nb", "fi"]) check(axed.has(`${size}-${phase}-${locale}`), `axe never checked ${phase} at ${size} size in ${locale}`);
    }
  }
  console.log(
    `covered: decks ${[...covered.decks].join(", ")}; phases ${[...covered.phases].join(", ")}; moments ${[...covered.moments].join(", ")}; ` +
      `showdown, split, all-in, direction chosen; fields of ${[...covered.fields].join(", ")}; ${covered.verified} deals verified; ` +
      `${covered.paced} bot moves paced, a skip; languages ${[...covered.translated].join(", ")}; ${covered.keyboardMatches} by keyboard; ` +
      `axe-core: ${axed.size} pages, 0 violations`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
