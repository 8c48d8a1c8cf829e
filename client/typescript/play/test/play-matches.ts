// Plays whole matches at /play in headless Chromium (playwright-core, the system's Chromium), by
// clicking and typing only, and checks each against the service's own replay:
//
//   node dist/play/test/play-matches.js --chromium /usr/bin/chromium --service http://127.0.0.1:B \
//     [--screenshots target/screenshots] [--matches 24]
//
// For every match the test fills in the setup form (preset, players, language, deals, seed),
// then, at every turn, lifts the curtain for the seat to act and clicks one of the controls the
// page shows (a seeded choice: a kind of action, then an amount it types or a card it clicks).
// It writes down each (seat, action) as it clicks. When the match is over, the stacks the page
// shows (the seats and the standings) must equal those of a REST Replay of the same actions.
// Across the matches: both decks (32 and 52 cards), the five-card preset's choice of direction,
// every phase, a showdown, a split layer and an all-in must have happened. axe-core checks the
// setup form and the table in every phase (no serious or critical violation); a screenshot of
// each phase is written at desktop and phone sizes.
//
// Exits 1 on the first check that fails.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { AxeBuilder } from "@axe-core/playwright";
import { chromium, type Page } from "playwright-core";

import type { Schemas } from "../../src/client.js";

const CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-background-networking"];
const VIEWPORTS = {
  desktop: { width: 1280, height: 900 },
  phone: { width: 390, height: 844 },
};
const LOCALES = ["en", "de", "nl", "nb", "fi"];
// A bound far above any match of a few deals, so that a match that never ends fails.
const MAX_TURNS = 3_000;

class Failure extends Error {}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

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
  maxDeals: number;
  seed: number;
}

/** The matches: every preset, both decks, 3 to 6 players. */
function matches(count: number): Match[] {
  const table: [string, number][] = [
    ["classic", 4],
    ["five-card", 4],
    ["large-table", 6],
    ["even-deal", 4],
    ["dreier", 3],
    ["bavarian", 4],
    ["progressive", 3],
    ["no-pochen", 4],
  ];
  return Array.from({ length: count }, (_, i) => {
    const [preset, players] = table[i % table.length] as [string, number];
    // The first even-deal match: a seed whose clicks end the Pochen with two equal pairs, whose
    // layer the pair_tie_break=split of the preset shares.
    if (i === 3) return { preset, players, maxDeals: 1, seed: 1000 };
    return { preset, players, maxDeals: i % 3 === 0 ? 2 : 1, seed: 1000 + i };
  });
}

function seedHex(seed: number): string {
  return seed.toString(16).padStart(64, "0");
}

/** What the matches covered, from the replays' events. */
interface Coverage {
  decks: Set<string>;
  events: Set<string>;
  showdown: boolean;
  split: boolean;
  allIn: boolean;
  directionChosen: boolean;
}

async function waitIdle(page: Page) {
  await page.waitForFunction(() => document.body.dataset.busy !== "true");
}

async function axe(page: Page, what: string) {
  const result = await new AxeBuilder({ page }).analyze();
  const bad = result.violations.filter((v) => v.impact === "serious" || v.impact === "critical");
  check(
    bad.length === 0,
    `axe (${what}): ${bad.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`).join("; ")}`,
  );
}

async function playOne(
  page: Page,
  service: string,
  match: Match,
  locale: string,
  shots: { dir: string | null; size: string; taken: Set<string> },
  axeSeen: Set<string> | null,
  coverage: Coverage,
) {
  const pick = seeded(match.seed);
  await page.goto(`${service}/play`);
  await page.locator("#preset option").first().waitFor({ state: "attached" });
  if (axeSeen && !axeSeen.has("setup")) {
    await axe(page, "the setup form");
    axeSeen.add("setup");
  }
  await page.selectOption("#preset", match.preset);
  await page.fill("#players", String(match.players));
  await page.fill("#max-deals", String(match.maxDeals));
  await page.selectOption("#locale", locale);
  await page.fill("#seed", seedHex(match.seed));
  const shot = async (name: string) => {
    const key = `${shots.size}-${name}`;
    if (!shots.dir || shots.taken.has(key)) return;
    shots.taken.add(key);
    await page.screenshot({ path: join(shots.dir, `${key}.png`), fullPage: true });
  };
  await shot("setup");
  await page.click("#start");
  await page.locator("#table[data-phase]").waitFor();

  const played: Schemas["SeatAction"][] = [];
  for (let turn = 0; ; turn++) {
    check(turn < MAX_TURNS, `${match.preset}: the match did not end within ${MAX_TURNS} turns`);
    await waitIdle(page);
    const errorText = await page.locator("#status.error").count();
    check(errorText === 0, `${match.preset}: the page shows an error: ${await page.locator("#status").innerText()}`);
    const phase = (await page.getAttribute("#table", "data-phase")) ?? "";
    if (phase === "match_over") {
      await shot("match_over");
      if (axeSeen && !axeSeen.has(phase)) {
        await axe(page, phase);
        axeSeen.add(phase);
      }
      break;
    }
    if (await page.locator("#curtain").isVisible()) {
      await shot("curtain");
      await page.click("#reveal");
    }
    await shot(phase);
    if (axeSeen && !axeSeen.has(phase)) {
      await axe(page, phase);
      axeSeen.add(phase);
    }
    const seat = Number(await page.getAttribute("#table", "data-seat"));
    const controls = page.locator("#controls [data-action]");
    const kinds = [...new Set(await controls.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.action ?? "")))];
    check(kinds.length > 0, `${match.preset}: seat ${seat} to act has no control`);
    // Betting rarely, so that matches last and stacks differ; sometimes everything (all-in).
    const weighted = kinds.flatMap((k) => (k === "bet" || k === "raise" ? [k] : [k, k, k]));
    const kind = weighted[pick(weighted.length)] ?? "pass";
    let action: Schemas["Action"];
    switch (kind) {
      case "bet":
      case "raise": {
        const input = page.locator(`#${kind}`);
        const min = Number(await input.getAttribute("min"));
        const max = Number(await input.getAttribute("max"));
        const amount = pick(4) === 0 ? max : Math.min(max, min + pick(3));
        await input.fill("");
        await input.type(String(amount));
        await page.click(`#controls button[data-action="${kind}"]`);
        action = kind === "bet" ? { type: "bet", amount } : { type: "raise_bet", amount };
        break;
      }
      case "lead": {
        const cards = page.locator('#controls button[data-action="lead"]');
        const card = cards.nth(pick(await cards.count()));
        const code = (await card.getAttribute("data-card")) ?? "";
        const radios = page.locator('#controls input[name="direction"]');
        let direction: Schemas["Direction"] | undefined;
        if ((await radios.count()) > 0) {
          const radio = radios.nth(pick(await radios.count()));
          await radio.click();
          direction = (await radio.getAttribute("value")) as Schemas["Direction"];
        }
        await card.click();
        action = direction ? { type: "lead", card: code, direction } : { type: "lead", card: code };
        break;
      }
      case "pass":
        await page.click('#controls button[data-action="pass"]');
        action = { type: "pass_turn" };
        break;
      case "call":
        await page.click('#controls button[data-action="call"]');
        action = { type: "call" };
        break;
      case "fold":
        await page.click('#controls button[data-action="fold"]');
        action = { type: "fold" };
        break;
      case "deal":
        await page.click('#controls button[data-action="deal"]');
        action = { type: "deal" };
        break;
      default:
        throw new Failure(`a control of no known kind: ${kind}`);
    }
    played.push({ seat, action });
  }

  // The page's stacks against the service's replay of the same clicks.
  const shown = await page.locator("#seats tbody tr").evaluateAll((rows) => rows.map((r) => Number((r as HTMLElement).dataset.stack)));
  const standings = await page
    .locator("#standings li")
    .evaluateAll((items) => items.map((i) => [Number((i as HTMLElement).dataset.seat), Number((i as HTMLElement).dataset.stack)]));
  const body = {
    new_game: {
      preset: match.preset,
      players: ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"].slice(0, match.players),
      seed: seedHex(match.seed),
      rules: { max_deals: match.maxDeals },
      state_form: "plain",
    },
    actions: played,
  };
  const response = await fetch(`${service}/v1/games/replay`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(body),
  });
  const replay = (await response.json()) as Schemas["GameResponse"];
  check(response.ok, `${match.preset}: the replay was refused: ${JSON.stringify(replay)}`);
  check(replay.phase === "match_over", `${match.preset}: the replay did not end the match`);
  const state = (replay.state as { plain: Schemas["GameState"] }).plain;
  check(
    JSON.stringify(shown) === JSON.stringify(state.stacks),
    `${match.preset} (seed ${match.seed}): the page shows stacks ${shown}, the replay ${state.stacks}`,
  );
  check(standings.length === match.players, `${match.preset}: ${standings.length} standings`);
  for (const [seat, stack] of standings) {
    check(state.stacks[seat ?? -1] === stack, `${match.preset}: the standings show seat ${seat} with ${stack}`);
  }
  coverage.decks.add(state.rules.deck);
  for (const event of replay.events) {
    const kind = event.kind;
    coverage.events.add(kind.type);
    if (kind.type === "pochen_ended" && kind.outcome === "showdown") coverage.showdown = true;
    if (kind.type === "pochen_ended" && kind.layers.some((l) => l.winners.length > 1)) coverage.split = true;
    if ((kind.type === "bet_placed" || kind.type === "called" || kind.type === "raised") && kind.all_in) coverage.allIn = true;
    if (kind.type === "direction_chosen") coverage.directionChosen = true;
  }
  return played.length;
}

async function main() {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string", default: "/usr/bin/chromium" },
      service: { type: "string" },
      screenshots: { type: "string" },
      matches: { type: "string", default: "20" },
    },
  });
  check(values.service !== undefined, "--service is required");
  const service = values.service.replace(/\/+$/, "");
  const dir = values.screenshots ?? null;
  if (dir) mkdirSync(dir, { recursive: true });
  const browser = await chromium.launch({ executablePath: values.chromium, args: CHROMIUM_ARGS });
  const coverage: Coverage = { decks: new Set(), events: new Set(), showdown: false, split: false, allIn: false, directionChosen: false };
  const taken = new Set<string>();
  const axeSeen = new Set<string>();
  const started = Date.now();
  let turns = 0;
  try {
    const list = matches(Number(values.matches));
    for (const [i, match] of list.entries()) {
      const size = i % 2 === 0 ? "desktop" : "phone";
      const context = await browser.newContext({ viewport: VIEWPORTS[size] });
      const page = await context.newPage();
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const locale = LOCALES[i % LOCALES.length] ?? "en";
      turns += await playOne(page, service, match, locale, { dir, size, taken }, size === "desktop" ? axeSeen : null, coverage);
      check(errors.length === 0, `${match.preset}: errors in the page: ${errors.join("; ")}`);
      await context.close();
    }
    console.log(`${list.length} matches, ${turns} turns clicked, in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  } finally {
    await browser.close();
  }
  check(coverage.decks.has("french32") && coverage.decks.has("french52"), `decks played: ${[...coverage.decks]}`);
  for (const event of ["pochen_started", "discard_started", "card_played", "chain_stopped", "deal_settled", "deal_ended", "match_ended"]) {
    check(coverage.events.has(event), `no match had a ${event} event`);
  }
  check(coverage.directionChosen, "no leader chose a direction (five-card)");
  check(coverage.showdown, "no Pochen ended in a showdown");
  check(coverage.split, "no Pochen layer was split");
  check(coverage.allIn, "nobody went all-in");
  check(axeSeen.has("pochen") && axeSeen.has("discard") && axeSeen.has("match_over"), `axe saw ${[...axeSeen]}`);
  console.log(`covered: decks ${[...coverage.decks].join(", ")}; showdown, split, all-in, direction chosen; axe: ${[...axeSeen].join(", ")}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
