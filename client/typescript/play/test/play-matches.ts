// Plays whole matches at /play in headless Chromium (playwright-core, the system's Chromium)
// against the engine's bots, by clicking and typing only, and checks each against the service's
// own replays:
//
//   node dist/play/test/play-matches.js --chromium /usr/bin/chromium --service http://127.0.0.1:B \
//     [--screenshots target/screenshots] [--matches 20] [--poch target/debug/poch]
//   node dist/play/test/play-matches.js --service http://127.0.0.1:B --search 60 [--only 3]
//
// First the setup form (setup-walk.ts): every preset and every number of players it offers is
// started from the first ante, and none is refused; a refusal is told in the person's language.
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
// At the person's turns the picture of the table is checked (table-checks.ts): the newest
// history line in sight, the seats' cards as backs and the person's as named faces, the pot
// beside the betting controls, the seats' plates apart from each other and from the fields, and
// on a phone, while the race runs, every seat, field and the chain's newest card on the screen.
// Bets and raises use the quick amounts where one gives the chosen amount. One match reloads the
// page mid-deal and finds the table as it was (kept in the tab); one leaves the seed to the
// server and the page says so. Half the matches run with reduced motion: no chip or card flies
// there, and some do in every other match.
// When the match is over:
// - the page's history shows every event the person's seat may see, each told in the chosen
//   language (the person as "you", never by name; the standings as a list), those of the bots
//   included, in the order of the answers;
// - the stacks the page shows (the seats and the standings) equal those of two REST Replays: one
//   with the same bots seated and the person's actions, one with no bot at all and every action
//   read back from the events (the bots' included), whose events must be the same;
// - the page asked for no view but its own seat's, and never for every view at once;
// - the board shows the fields the view names: under `five-card` no MID, under `no-pochen` no
//   POCH, under `dreier` seven (RULES 1.2);
// - the past deals show every hand (the person's as dealt) and what each deal did to each seat,
//   which add up to the stacks the deals ended with, and the graph a point a deal;
// - the match record downloads as one line of the project's format, and `poch replay --server`
//   (with `--poch`) replays it; the replays above start from its `new_game` when the server drew
//   the seed.
// Across the matches: both decks (32 and 52 cards), the five-card preset's choice of direction,
// every phase and moment, a showdown, a split layer and an all-in must have happened, and a match
// in another language must show its labels translated (one switches language at the table).
// The history is beside the table on a desktop and opens from the bar at the top on a phone.
// axe-core (current) finds no violation at all on the setup form, the rules pages (the
// specification, and the rules for players in each language) and the table in every phase and
// moment, at both sizes, with motion and with reduced motion, in every language on a desktop;
// the phone size (390x844) must not scroll sideways in any language, and a screenshot of each
// phase and moment is written at both sizes.
//
// `--search N` plays every match of the list with N seeds over REST alone (the same choices, no
// browser) and prints, for each, the first seeds whose matches have a showdown, a split, an
// all-in or a chosen direction: how the seeds below were found.
//
// Exits 1 on the first check that fails.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { chromium, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, axe, check, seeded } from "../../browser/harness.js";

import type { Schemas } from "../../src/client.js";
import { Catalogue, LOCALES, type Locale, type Pace } from "../messages.js";
import { Narrator } from "../narrate.js";
import { contractBotKinds, walkSetup } from "./setup-walk.js";
import { betweenDeals, cardsAsDrawn, newestLineInSight, platesApart, potBesideControls, raceInSight } from "./table-checks.js";

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
  /** What the person's system asks of motion. */
  motion: "reduce" | "no-preference";
  /** The seed is left to the server (the form's seed field empty); `seed` then only seeds the clicks. */
  serverSeed?: boolean;
  /** The page is reloaded at the person's third turn. */
  reload?: boolean;
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
      motion: i % 4 >= 2 ? "reduce" : "no-preference",
    };
    if (i === 2) match.switchTo = "fi";
    if (i === 3) match.reload = true;
    if (i === 4) match.serverSeed = true;
    // The person deals between deals at a desktop with motion: at this seed (1601) the first
    // deal's forehand, who deals the second, is seat 0. The other matches at that size and
    // motion either play one deal or seat the person elsewhere, and the server-seeded one
    // draws its dealer anew each run.
    if (i === 16) match.seat = 0;
    // The infoset bot at one seat of a match whose seed was chosen for nothing, so that the
    // matches above keep what their seeds were found for; every kind of the contract is seated
    // somewhere, or the run fails (a kind the contract gains is to be seated here too).
    if (i === 18) match.bots[4] = "infoset";
    return match;
  });
}

function seedHex(seed: number): string {
  return seed.toString(16).padStart(64, "0");
}

function botSeats(match: Match): Schemas["BotSeat"][] {
  return match.bots.flatMap((kind, seat) => (seat === match.seat ? [] : [{ seat, kind }]));
}

/**
 * The NewGame body of a match, as its record's `new_game` when the server drew its seed (the
 * record names each deal's deck instead).
 */
function newGameBody(match: Match, withBots: boolean, locale: Locale | null, record?: Record<string, unknown>) {
  const body: Record<string, unknown> = {
    preset: match.preset,
    players: NAMES.slice(0, match.players),
    deal_source: { seeded: { seed: seedHex(match.seed) } },
    rules: { max_deals: match.maxDeals },
    state_form: "plain",
  };
  if (match.serverSeed) {
    check(!!record, `${match.preset}: a match whose seed the server drew replays from its record only`);
    const { bots: _, ...started } = record as { bots?: unknown };
    Object.assign(body, started, { state_form: "plain" });
    delete body.bots;
  }
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
  const controls = page.locator("#move [data-action]");
  const kinds = [...new Set(await controls.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.action ?? "")))];
  const ranges: Offer["ranges"] = {};
  for (const kind of ["bet", "raise"]) {
    if (!kinds.includes(kind)) continue;
    const input = page.locator(`#${kind}`);
    ranges[kind] = { min: Number(await input.getAttribute("min")), max: Number(await input.getAttribute("max")) };
  }
  const cards = await page
    .locator('#hand button[data-action="lead"]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.card ?? ""));
  const directions = await page
    .locator('#controls input[name="direction"]')
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLInputElement).value));
  return { kinds, ranges, cards, directions };
}

// ------------------------------------------------------------------------------------------
// Clicking, typing, and the keyboard alone

/** The quick amount that fills in `amount` (the least, half the pot, the pot, all in), if one does. */
async function quickFor(page: Page, kind: string, amount: number | undefined): Promise<string | null> {
  const selector = `#${kind}`;
  const found = await page
    .locator(`form:has(${selector}) button.quick[data-amount="${amount}"]`)
    .evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.quick ?? ""));
  return found[0] ?? null;
}

async function clickChoice(page: Page, choice: Choice, coverage: Coverage) {
  switch (choice.kind) {
    case "bet":
    case "raise": {
      const input = page.locator(`#${choice.kind}`);
      // The amount by its quick button where one fills it in, else typed.
      const quick = await quickFor(page, choice.kind, choice.amount);
      if (quick) {
        await page.click(`form:has(#${choice.kind}) button.quick[data-quick="${quick}"]`);
        check((await input.inputValue()) === String(choice.amount), `the quick amount ${quick} did not fill in ${choice.amount}`);
        coverage.quick.add(quick);
      } else {
        await input.fill("");
        await input.type(String(choice.amount));
      }
      await page.click(`#controls button[data-action="${choice.kind}"]`);
      return;
    }
    case "lead":
      if (choice.direction !== undefined) await page.locator('#controls input[name="direction"]').nth(choice.direction).click();
      await page.click(`#hand button[data-action="lead"][data-card="${choice.card}"]`);
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

async function keyChoice(page: Page, choice: Choice, coverage: Coverage) {
  switch (choice.kind) {
    case "bet":
    case "raise": {
      const quick = await quickFor(page, choice.kind, choice.amount);
      if (quick) {
        // The quick amount fills the field in and hands the focus to the button that sends it.
        await tabTo(page, `form:has(#${choice.kind}) button.quick[data-quick="${quick}"]`);
        await page.keyboard.press("Enter");
        check(
          await page.evaluate((k) => document.activeElement?.matches(`button[data-action="${k}"]`) ?? false, choice.kind),
          `the quick amount ${quick} did not hand the focus to the ${choice.kind} button`,
        );
        check((await page.locator(`#${choice.kind}`).inputValue()) === String(choice.amount), `the quick amount ${quick} did not fill in ${choice.amount}`);
        coverage.quick.add(quick);
        await page.keyboard.press("Enter");
        return;
      }
      await tabTo(page, `#${choice.kind}`);
      await page.keyboard.press("Control+A");
      await page.keyboard.type(String(choice.amount));
      // Enter in the field submits its form.
      await page.keyboard.press("Enter");
      return;
    }
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
      await tabTo(page, `#hand button[data-action="lead"][data-card="${choice.card}"]`);
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
  /** The bots seated, by kind; every kind of the contract must be among them. */
  bots: Set<string>;
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
  /** The quick amounts used; matches whose chips and cards flew, and none under reduced motion. */
  quick: Set<string>;
  flew: number;
  still: number;
  /** Match records downloaded and replayed, by who drew the seed. */
  records: Set<string>;
  /** A table kept across a reload; the race checked on a phone; past deals checked. */
  reloaded: boolean;
  races: number;
  /** The person's turns to deal between deals, checked (the dealer line, the empty hand). */
  betweenDeals: number;
  pastDeals: number;
  /** Events the page's own narrator told as the service did. */
  narrated: number;
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
    bots: new Set(),
    botEvents: 0,
    moments: new Set(),
    verified: 0,
    refused: false,
    fields: new Set(),
    paced: 0,
    skipped: false,
    layouts: new Set(),
    quick: new Set(),
    flew: 0,
    still: 0,
    records: new Set(),
    reloaded: false,
    races: 0,
    betweenDeals: 0,
    pastDeals: 0,
    narrated: 0,
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
async function replays(service: string, match: Match, played: SeatAction[], events: Event[], record: Record<string, unknown>) {
  const what = `${match.preset} (seed ${match.seed})`;
  const seated = await post<Schemas["GameResponse"]>(service, "/v1/games/replay", {
    new_game: newGameBody(match, true, match.switchTo ? null : match.locale, record),
    actions: played,
  });
  check(seated.phase === "match_over", `${what}: the replay with the bots seated did not end the match`);
  const all = actionsOfEvents(events);
  check(all.length > played.length, `${what}: the events hold ${all.length} actions, the person played ${played.length}`);
  const bare = await post<Schemas["GameResponse"]>(service, "/v1/games/replay", { new_game: newGameBody(match, false, null, record), actions: all });
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
  motion: Match["motion"];
  /** The states inspected (size-phase-motion) and the pages axe-core checked (size-phase-motion-locale). */
  taken: Set<string>;
  axed: Set<string>;
}

/**
 * The first time a phase (or moment) shows at a size and under a motion setting: the chips and
 * cards in flight landed, a screenshot of the screen (with motion), the seats' plates apart on
 * the felt, and axe-core with no violation: on a desktop with motion in each of the five
 * languages (switched at the table and back), else in the match's language; on the phone, in
 * each language, no sideways scrolling.
 */
async function inspect(page: Page, shots: Shots, phase: string, locale: Locale) {
  const key = `${shots.size}-${phase}`;
  if (shots.taken.has(`${key}-${shots.motion}`)) return;
  shots.taken.add(`${key}-${shots.motion}`);
  await page.waitForFunction(() => document.querySelectorAll(".flying").length === 0);
  if (shots.dir && shots.motion === "no-preference") await page.screenshot({ path: join(shots.dir, `${key}.png`) });
  if (phase !== "setup") await platesApart(page, `${key}-${shots.motion}`);
  const every = shots.motion === "no-preference";
  const languages = every ? [...LOCALES.filter((l) => l !== locale), locale] : [locale];
  for (const language of languages) {
    await page.selectOption("#locale", language);
    const axed = `${key}-${shots.motion}-${language}`;
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
    if (shots.size === "desktop" || language === locale) {
      await axe(page, axed);
      shots.axed.add(axed);
    }
  }
  // Back where the person was: on "Continue" at a moment, else on the first control.
  await page.evaluate(() => {
    const moment = document.getElementById("moment");
    const target = moment && !moment.hidden ? document.getElementById("continue") : document.querySelector<HTMLElement>("#controls button, #controls input, #hand button");
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
    const acting = document.querySelector<HTMLElement>("#seats li.acting")?.dataset.seat;
    batches.push({ lines, acting: acting === undefined ? null : Number(acting) });
  });
  // Every chip or card that flies over the table.
  const w = window as unknown as { __flights: number };
  w.__flights = 0;
  const flights = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of Array.from(record.addedNodes)) if (node instanceof HTMLElement && node.classList.contains("flying")) w.__flights++;
    }
  });
  document.addEventListener("DOMContentLoaded", () => {
    const log = document.getElementById("log");
    if (log) observer.observe(log, { childList: true });
    flights.observe(document.body, { childList: true, subtree: true });
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
    // What the deal did to each seat: its end's stacks less those it began with.
    const previous = all.find((e) => e.kind.type === "deal_ended" && e.kind.deal === deal - 1)?.kind;
    const ante = all.find((e, i) => e.kind.type === "ante_paid" && all.slice(0, i).some((s) => s.kind.type === "deal_started" && s.kind.deal === deal))?.kind;
    const before =
      previous?.type === "deal_ended" ? previous.stacks : ante?.type === "ante_paid" ? ante.stacks.map((s) => s + ante.per_player) : [];
    for (const [seat, [left, paid, , change]] of rows.entries()) {
      check(Number(left) === settled.owed[seat], `${what}: seat ${seat} has ${left} cards left, not ${settled.owed[seat]}`);
      if (seat !== settled.winner) check(Number(paid) === settled.payments[seat], `${what}: seat ${seat} paid ${paid}, not ${settled.payments[seat]}`);
      const delta = (ended.stacks[seat] ?? 0) - (before[seat] ?? 0);
      const signed = delta > 0 ? `+${delta}` : delta < 0 ? `−${-delta}` : "0";
      check(change === signed, `${what}: the deal did ${change} to seat ${seat}, not ${signed}`);
    }
    // Who chose the seed: the person who typed one, else the server, as the page says.
    const source = await page.getAttribute("#moment .seed-source", "data-source");
    check(source === (match.serverSeed ? "server" : "person"), `${what}: the page says the seed was drawn by the ${source}`);
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

async function playOne(
  page: Page,
  service: string,
  match: Match,
  shots: Shots,
  coverage: Coverage,
  words_: Map<Locale, Catalogue>,
  alter: boolean,
  poch: string | null,
) {
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
    // The setup form's own NewGames (which players a preset seats: no bots, no language) are not the match's.
    const asked = JSON.parse(response.request().postData() ?? "{}") as { bots?: unknown; locale?: unknown };
    if (url.endsWith("/v1/games") && asked.bots === undefined && asked.locale === undefined) return;
    if (url.endsWith("/v1/games") || url.endsWith("/v1/games/apply")) {
      const answer = (await response.json()) as Schemas["GameResponse"];
      if (answer.tickets) otherTickets = true;
      answers.push(answer.events);
    }
    if (url.endsWith("/v1/games/view")) lastView = ((await response.json()) as { view: Schemas["View"] }).view;
  });

  await page.goto(`${service}/play`);
  await page.waitForSelector('#setup[data-ready="true"]');
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
    await page.waitForSelector('#setup[data-ready="true"]');
    await keySelect(page, "#players", String(match.players));
    await keySelect(page, "#your-seat", String(match.seat));
    for (const { seat, kind } of botSeats(match)) await keySelect(page, `#bot-${seat}`, kind);
    await keyType(page, "#max-deals", String(match.maxDeals));
    if (!match.serverSeed) await keyType(page, "#seed", seedHex(match.seed));
    await tabTo(page, "#start");
    await page.keyboard.press("Enter");
  } else {
    await page.selectOption("#pace", match.pace);
    await page.selectOption("#preset", match.preset);
    await page.waitForSelector('#setup[data-ready="true"]');
    await page.selectOption("#players", String(match.players));
    await page.selectOption("#your-seat", String(match.seat));
    for (const { seat, kind } of botSeats(match)) await page.selectOption(`#bot-${seat}`, kind);
    await page.fill("#max-deals", String(match.maxDeals));
    if (!match.serverSeed) await page.fill("#seed", seedHex(match.seed));
    await page.click("#start");
  }
  await page.locator("#table[data-phase]").waitFor();

  const played: SeatAction[] = [];
  let locale = match.locale;
  let skip = match.pace !== "fastest";
  /** The batches of lines checked one by one; those shown at once (a skip, a reload) are left out. */
  const checked: Batch[] = [];
  let batchesFrom = 0;
  const skipped = new Set<number>();
  const takeBatches = async () => {
    const all = await page.evaluate(() => (window as unknown as { __batches: Batch[] }).__batches);
    all.forEach((batch, i) => {
      if (i >= batchesFrom && !skipped.has(i)) checked.push(batch);
    });
  };
  let flights = 0;
  let altered = !alter;
  let raced = false;
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
      await newestLineInSight(page, shots.size === "desktop", `${what}, the ${moment} moment`);
      if (await onMoment(page, match, moment, () => answers.flat(), coverage, !altered)) altered = true;
      turn--;
      continue;
    }
    const phase = (await page.getAttribute("#table", "data-phase")) ?? "";
    coverage.phases.add(phase);
    check((await page.getAttribute("#table", "data-drift")) === "", `${what}: the unfolded table differs from the view: ${await page.getAttribute("#table", "data-drift")}`);
    await inspect(page, shots, phase, locale);
    const view = lastView as Schemas["View"] | null;
    check(view !== null, `${what}: no view`);
    // The picture: the newest line in sight, the cards as backs and faces, the pot by the controls.
    await newestLineInSight(page, shots.size === "desktop", `${what}, turn ${turn}`);
    await cardsAsDrawn(page, view, words_.get(locale) as Catalogue, `${what}, turn ${turn}`);
    await potBesideControls(page, view, `${what}, turn ${turn}`);
    if (view.phase === "between_deals" && view.to_act === match.seat) {
      await betweenDeals(page, view, match.seat, words_.get(locale) as Catalogue, `${what}, turn ${turn}`);
      coverage.betweenDeals++;
    }
    if (shots.size === "phone" && phase === "discard" && !raced) {
      await raceInSight(page, `${what}, turn ${turn}`);
      raced = true;
      coverage.races++;
    }
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
    if (turn === 2 && match.reload) {
      // A reload mid-deal: the table comes back as it was, from what this tab kept.
      const before = await tableAsShown(page);
      await takeBatches();
      flights += await page.evaluate(() => (window as unknown as { __flights: number }).__flights);
      await page.reload();
      await page.waitForSelector("#table[data-phase]:not([hidden])");
      await waitIdle(page);
      const now = words_.get(locale) as Catalogue;
      check((await page.locator("#status").innerText()) === now.text("page-restored"), `${what}: the reloaded page does not say the table is back`);
      const after = await tableAsShown(page);
      check(JSON.stringify(after) === JSON.stringify(before), `${what}: after a reload the table shows ${JSON.stringify(after)}, not ${JSON.stringify(before)}`);
      // The history told again at once is no bot move shown on its own.
      batchesFrom = await page.evaluate(() => (window as unknown as { __batches: Batch[] }).__batches.length);
      skipped.clear();
      coverage.reloaded = true;
    }
    const offer = await offerOfPage(page);
    check(offer.kinds.length > 0, `${what}: the person's seat ${seat} has no control in ${phase}`);
    const choice = choose(offer, pick);
    if (match.keyboard) await keyChoice(page, choice, coverage);
    else await clickChoice(page, choice, coverage);
    played.push({ seat, action: choice.action });
  }
  if (match.keyboard) {
    await tabTo(page, "#again");
    coverage.keyboardMatches++;
  }
  await takeBatches();
  flights += await page.evaluate(() => (window as unknown as { __flights: number }).__flights);
  // Chips and cards flew, but not for a person who asks for reduced motion.
  if (match.motion === "reduce") {
    check(flights === 0, `${what}: ${flights} chips and cards flew under reduced motion`);
    coverage.still++;
  } else {
    check(flights > 0, `${what}: no chip or card flew`);
    coverage.flew++;
  }

  // The labels are in the match's language.
  const now = words_.get(locale) as Catalogue;
  check((await page.locator("#log-title").innerText()) === now.text("label-history"), `${what}: the history's heading is not in ${locale}`);
  check((await page.getAttribute("#table", "data-locale")) === locale, `${what}: the table is not in ${locale}`);
  if (locale !== "en") {
    const english = words_.get("en") as Catalogue;
    check(
      (await page.locator("#controls-title").innerText()) !== english.text("page-controls-title"),
      `${what}: the move's heading is left in English in ${locale}`,
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
  for (const batch of checked) {
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
  // The page's own narrator (for a table whose server sends no sentences) tells every event in
  // the service's words.
  if (!match.switchTo) {
    const narrator = new Narrator(words_.get(match.locale) as Catalogue, NAMES.slice(0, match.players), view.rules.deck, match.seat);
    for (const event of mine) {
      const said = narrator.told(event);
      check(said === (event.text ?? ""), `${what}: the page tells ${event.kind.type} as "${said}", the service "${event.text}"`);
    }
    coverage.narrated += mine.length;
  }

  // The past deals: every hand, what each deal did to each seat, the graph of the stacks.
  await pastDealsShown(page, match, mine, view.rules.starting_chips, what);
  coverage.pastDeals++;

  // The match record, downloaded, replays through the service (poch replay --server).
  const record = await downloadRecord(page, service, poch, what);
  coverage.records.add(match.serverSeed ? "server" : "person");

  // The page's stacks against the service's replays.
  const replay = await replays(service, match, played, events, (record as { new_game: Record<string, unknown> }).new_game);
  const rows = await page.locator("#seats li.seat").evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.stack)));
  check(JSON.stringify(rows) === JSON.stringify(replay.stacks), `${what}: the page shows stacks ${rows}, the replays ${replay.stacks}`);
  const standings = await page
    .locator("#standings li")
    .evaluateAll((items) => items.map((i) => [Number((i as HTMLElement).dataset.seat), Number((i as HTMLElement).dataset.stack)]));
  check(standings.length === match.players, `${what}: ${standings.length} standings`);
  for (const [seat, stack] of standings) {
    check(replay.stacks[seat ?? -1] === stack, `${what}: the standings show seat ${seat} with ${stack}`);
  }
  // The same events as the replay, told to the person: where the replay names the person, the
  // page says "you"; every other sentence is the replay's own. (A replay from the decks the
  // seeds dealt has no commitments nor seeds to reveal.)
  const told = replay.seated.events.filter((e) => visibleTo(e, match.seat));
  const unsealed = (list: Event[]) =>
    JSON.stringify(list.map((e) => (match.serverSeed ? { ...e.kind, commitment: undefined, deal_seed: undefined } : e.kind)));
  check(unsealed(told) === unsealed(mine), `${what}: the replay's events differ from the answers'`);
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

/** What the table shows, to compare before and after a reload. */
async function tableAsShown(page: Page) {
  return page.evaluate(() => ({
    phase: document.getElementById("table")?.dataset.phase,
    lines: document.querySelectorAll("#log li[data-event]").length,
    stacks: Array.from(document.querySelectorAll<HTMLElement>("#seats li.seat")).map((s) => s.dataset.stack),
    cards: Array.from(document.querySelectorAll<HTMLElement>("#seats li.seat")).map((s) => s.dataset.cards),
    hand: Array.from(document.querySelectorAll<HTMLElement>("#hand .card")).map((c) => c.dataset.card),
    board: Array.from(document.querySelectorAll<HTMLElement>("#board li")).map((f) => f.dataset.chips),
    controls: Array.from(document.querySelectorAll<HTMLElement>("#move [data-action]")).map((c) => c.dataset.action),
  }));
}

/**
 * The past deals once the match is over: one a deal, newest first; every seat's hand as the
 * revealed seed dealt it, the person's as it was dealt; each deal's change per seat, which add up
 * to the stacks the deals ended with; the graph with a point a deal and a line a seat.
 */
async function pastDealsShown(page: Page, match: Match, events: Event[], starting: number, what: string) {
  const ended = events.flatMap((e) => (e.kind.type === "deal_ended" ? [e.kind] : []));
  const dealt = new Map(events.flatMap((e, i) => (e.kind.type === "hand_dealt" ? [[dealOf(events, i), e.kind.cards] as const] : [])));
  // Every hand is read from the revealed seed (VerifyDeal) once the deal is over.
  await page.waitForFunction((n) => document.querySelectorAll('#past li[data-deal][data-hands="all"]').length === n, ended.length);
  const deals = await page.locator("#past li[data-deal]").evaluateAll((items) =>
    items.map((item) => ({
      deal: Number((item as HTMLElement).dataset.deal),
      rows: Array.from(item.querySelectorAll<HTMLElement>("tbody tr")).map((row) => ({
        seat: Number(row.dataset.seat),
        change: Number(row.dataset.change),
        hand: Array.from(row.querySelectorAll<HTMLElement>(".card")).map((c) => c.dataset.card ?? ""),
      })),
    })),
  );
  check(
    JSON.stringify(deals.map((d) => d.deal)) === JSON.stringify(ended.map((e) => e.deal).reverse()),
    `${what}: past deals ${deals.map((d) => d.deal)}, the deals over ${ended.map((e) => e.deal)}`,
  );
  const total = Array<number>(match.players).fill(0);
  let before = Array<number>(match.players).fill(starting);
  for (const end of ended) {
    const shown = deals.find((d) => d.deal === end.deal);
    check(!!shown && shown.rows.length === match.players, `${what}: deal ${end.deal} shows ${shown?.rows.length} seats`);
    for (const row of shown.rows) {
      check(row.change === (end.stacks[row.seat] ?? 0) - (before[row.seat] ?? 0), `${what}: deal ${end.deal} did ${row.change} to seat ${row.seat}`);
      check(row.hand.length > 0, `${what}: deal ${end.deal} shows no hand for seat ${row.seat}`);
      total[row.seat] = (total[row.seat] ?? 0) + row.change;
    }
    const mine = shown.rows.find((r) => r.seat === match.seat)?.hand ?? [];
    const given = [...(dealt.get(end.deal) ?? [])].sort();
    check(JSON.stringify([...mine].sort()) === JSON.stringify(given), `${what}: deal ${end.deal} shows the person's hand ${mine}, dealt ${given}`);
    before = end.stacks;
  }
  const last = ended[ended.length - 1];
  check(!!last && total.every((t, seat) => t === (last.stacks[seat] ?? 0) - starting), `${what}: the deals' changes ${total} do not add up`);
  const graph = await page.locator(".chip-graph").evaluate((g) => ({
    points: Number((g as HTMLElement).dataset.points),
    lines: g.querySelectorAll("polyline").length,
  }));
  check(graph.points === ended.length + 1 && graph.lines === match.players, `${what}: the graph has ${graph.points} points and ${graph.lines} lines`);
}

/** The deal an event belongs to: the number of the last deal_started before it. */
function dealOf(events: Event[], index: number): number {
  for (let i = index; i >= 0; i--) {
    const kind = events[i]?.kind;
    if (kind?.type === "deal_started") return kind.deal;
  }
  return 0;
}

/**
 * The match record as the page offers it: one line of the project's format, downloaded; with
 * `--poch`, `poch replay --server` replays it through the service and reports it reproduces.
 */
async function downloadRecord(page: Page, service: string, poch: string | null, what: string): Promise<Record<string, unknown>> {
  await page.waitForSelector('#download[data-ready="yes"]');
  const [download] = await Promise.all([page.waitForEvent("download"), page.click("#download")]);
  const path = join(mkdtempSync(join(tmpdir(), "poch-record-")), download.suggestedFilename());
  await download.saveAs(path);
  const text = readFileSync(path, "utf8");
  check(text.endsWith("\n") && text.trim().split("\n").length === 1, `${what}: the record is not one line`);
  const record = JSON.parse(text) as Record<string, unknown>;
  check(record.format === "poch-match-record" && record.version === 2, `${what}: the record is ${record.format} version ${record.version}`);
  if (poch) {
    const run = spawnSync(poch, ["replay", "--server", service, path], { encoding: "utf8" });
    check(run.status === 0, `${what}: poch replay --server refused the record (${run.status}): ${run.stdout}${run.stderr}`);
  }
  return record;
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
      poch: { type: "string" },
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
  const poch = values.poch ?? null;
  try {
    // The setup form: every preset and number of players it offers, none refused.
    const offered = await walkSetup(browser, service, words);
    console.log(`setup: ${offered} tables offered and started, none refused; a refusal told in German`);
    const list = matches(count);
    for (const [i, match] of list.entries()) {
      const size = i % 2 === 0 ? "desktop" : "phone";
      const context = await browser.newContext({ viewport: VIEWPORTS[size], reducedMotion: match.motion, acceptDownloads: true });
      await context.addInitScript(watchHistory);
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const at = Date.now();
      // The first match also has the page refuse a deal the test alters.
      turns += await playOne(page, service, match, { dir, size, motion: match.motion, taken, axed }, covered, words, i === 0, poch);
      for (const { kind } of botSeats(match)) covered.bots.add(kind);
      check(errors.length === 0, `${match.preset}: errors in the page: ${errors.join("; ")}`);
      if (i < 2) {
        // The rules the table links to, at both sizes: the specification, and the rules for
        // players in each language, which the how-to-play panel names in the page's language.
        const guide = await page.locator("#howto-body a[href^='/play/guide/']").getAttribute("href");
        check(guide === `/play/guide/${await page.getAttribute("html", "lang")}`, `the how-to-play panel links to ${guide}`);
        await page.goto(`${service}/play/rules`);
        check((await page.locator("h1").innerText()).includes("Poch"), "the rules page has no title");
        if (dir) await page.screenshot({ path: join(dir, `${size}-rules.png`) });
        await axe(page, `${size}-rules`);
        axed.add(`${size}-rules`);
        for (const lang of LOCALES) {
          await page.goto(`${service}/play/guide/${lang}`);
          check((await page.getAttribute("html", "lang")) === lang, `the rules for players in ${lang} are not marked ${lang}`);
          check((await page.locator("h1").innerText()).includes("Poch"), `the rules for players in ${lang} have no title`);
          const examples = await page.locator("blockquote").count();
          check(examples >= 4, `the rules for players in ${lang} give ${examples} examples`);
          if (dir && lang === "en") await page.screenshot({ path: join(dir, `${size}-guide.png`) });
          await axe(page, `${size}-guide-${lang}`);
          axed.add(`${size}-guide-${lang}`);
        }
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
  for (const kind of contractBotKinds("openapi.json")) check(covered.bots.has(kind), `no match seated a ${kind} bot`);
  check(covered.paced > 0, "no bot move was shown on its own");
  check(covered.skipped, "skipping never showed the moves left at once");
  check(covered.verified > 0 && covered.refused, `${covered.verified} deals verified; an altered one refused: ${covered.refused}`);
  for (const preset of ["five-card", "no-pochen", "dreier"]) check(covered.fields.has(preset), `the fields of ${preset} were not checked`);
  check(covered.layouts.size === 2, `the history's place checked at ${[...covered.layouts]} only`);
  check(covered.quick.has("all-in") && covered.quick.size >= 2, `quick amounts used: ${[...covered.quick]}`);
  check(covered.flew > 0 && covered.still > 0, `${covered.flew} matches with chips flying, ${covered.still} under reduced motion`);
  check(covered.records.has("person") && covered.records.has("server"), `records replayed: ${[...covered.records]}`);
  check(covered.reloaded, "no table was kept across a reload");
  check(covered.races > 0, "the race was never checked on a phone");
  check(covered.betweenDeals > 0, "the person never dealt between deals");
  check(covered.narrated > 1000, `${covered.narrated} events told by the page's narrator`);
  const phases = ["setup", "pochen", "discard", "between_deals", "match_over", "moment-claims", "moment-pochen", "moment-settlement", "moment-match"];
  for (const phase of phases) {
    for (const size of Object.keys(VIEWPORTS)) {
      for (const motion of ["no-preference", "reduce"]) check(taken.has(`${size}-${phase}-${motion}`), `${phase} never inspected at ${size} size, motion ${motion}`);
      for (const motion of ["no-preference", "reduce"]) {
        check([...axed].some((k) => k.startsWith(`${size}-${phase}-${motion}-`)), `axe never checked ${phase} at ${size} size, motion ${motion}`);
      }
    }
    for (const locale of LOCALES) check(axed.has(`desktop-${phase}-no-preference-${locale}`), `axe never checked ${phase} in ${locale}`);
  }
  console.log(
    `covered: decks ${[...covered.decks].join(", ")}; phases ${[...covered.phases].join(", ")}; moments ${[...covered.moments].join(", ")}; ` +
      `showdown, split, all-in, direction chosen; fields of ${[...covered.fields].join(", ")}; ${covered.verified} deals verified; ` +
      `${covered.paced} bot moves paced, a skip; languages ${[...covered.translated].join(", ")}; ${covered.keyboardMatches} by keyboard; ` +
      `quick amounts ${[...covered.quick].join(", ")}; records replayed (seed by ${[...covered.records].join(", ")}); a reload; ` +
      `${covered.pastDeals} matches' past deals; axe-core: ${axed.size} pages, 0 violations`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
