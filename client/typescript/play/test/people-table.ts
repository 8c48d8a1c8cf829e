// Whole matches of people at one table of the table server (poch-tables), in headless Chromium:
//
//   node dist/play/test/people-table.js --tables http://127.0.0.1:T --service http://127.0.0.1:S \
//     [--poch target/debug/poch] [--chromium /usr/bin/chromium] [--screenshots DIR]
//
// Three people in three browser contexts (a desktop in English, a phone in German, a desktop in
// Finnish with reduced motion) and two bots at one table of five seats, a spectator watching
// from a fourth context:
// - ann first walks the form that makes a table through every preset: it offers exactly the
//   numbers of seats the table server's /v1/presets names for each (dreier 3 alone);
// - ann makes the table at /play on the table server and hands out the invitations the page
//   shows; bea and cem open their links and sit down; the spectator opens the table's link;
// - every page takes part in the commit–reveal of its person's seed by itself, and the match
//   starts with the three seeds shown (the server's commitment shown before any);
// - each person plays at their turns by clicking the controls the page offers;
// - bea reloads her page in the middle of the first deal and is back at her seat, with the
//   whole story told again; later she leaves the table (a bot plays her seat), comes back by
//   the table's link and takes the seat over again; cem's connection is cut at his turn, his
//   page says so, he makes his move offline, and once the page has connected again and caught
//   up the move goes and the table applies it;
// - when the match is over every page has seen every move, in the same order (the events
//   of each page's history, but for each person's own hand, are the spectator's), each deal
//   was checked in words, and the match record the page downloads replays through the service
//   (`poch replay --server`);
// - axe-core finds no violation on the form that makes a table, the seat's invitation, the
//   lobby, the table while playing (at both sizes, with motion and without) and when over,
//   and the spectator's page.

import { spawnSync } from "node:child_process";
import { mkdirSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";
import { parseArgs } from "node:util";

import { chromium, type Browser, type BrowserContext, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, axe, check, seeded } from "../../browser/harness.js";
import { Catalogue } from "../messages.js";
import { checkBotMenus, contractBotKinds } from "./setup-walk.js";

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

interface Person {
  name: string;
  context: BrowserContext;
  page: Page;
  size: "desktop" | "phone";
  errors: string[];
}


async function open(browser: Browser, name: string, size: "desktop" | "phone", motion: "reduce" | "no-preference"): Promise<Person> {
  const context = await browser.newContext({ viewport: size === "desktop" ? DESKTOP : PHONE, reducedMotion: motion, acceptDownloads: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  return { name, context, page, size, errors };
}

const axed = new Set<string>();
async function inspect(who: Person, state: string, shots: string | null) {
  const key = `${state}-${who.size}`;
  if (axed.has(key)) return;
  axed.add(key);
  await who.page.waitForFunction(() => document.querySelectorAll(".flying").length === 0);
  if (shots) await who.page.screenshot({ path: join(shots, `${key}.png`) });
  await axe(who.page, `people ${key}`);
}

/** The history's lines a page shows, but each person's own hand: type and seat. */
async function story(page: Page): Promise<string[]> {
  return page.locator("#log li[data-event]").evaluateAll((items) =>
    items.map((i) => `${(i as HTMLElement).dataset.event}:${(i as HTMLElement).dataset.seat ?? ""}`).filter((line) => !line.startsWith("hand_dealt:")),
  );
}

/** The table as its server tells it now. */
interface TableNow {
  seq: number;
  seats: { away: boolean }[];
}
async function tableNow(base: string, id: string): Promise<TableNow> {
  return (await (await fetch(`${base}/v1/tables/${id}`)).json()) as TableNow;
}

/** Waits until the table, as its server tells it, is as `ready` says. */
async function waitForTable(base: string, id: string, what: string, ready: (table: TableNow) => boolean) {
  for (let i = 0; i < 300; i++) {
    if (ready(await tableNow(base, id))) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Failure(`the table ${id} never came to: ${what}`);
}

/** The page offers the person a move now (not while it is still unfolding the last ones). */
async function yourTurn(who: Person): Promise<boolean> {
  if ((await who.page.getAttribute("body", "data-busy")) === "true") return false;
  return (await who.page.locator("#controls button[data-action], #hand button[data-action]").count()) > 0;
}

/** Plays the person's turn if it is theirs: a control the page offers, chosen by `pick`. */
async function playTurn(who: Person, pick: (n: number) => number): Promise<boolean> {
  const page = who.page;
  if ((await page.getAttribute("body", "data-busy")) === "true") return false;
  // A table of people does not stop on its summaries: the controls are there beside them.
  const controls = page.locator("#controls button[data-action], #hand button[data-action]");
  const count = await controls.count();
  if (count === 0) return false;
  // Betting rarely; otherwise the first kinds of move (pass, call, a card, the deal).
  const kinds = await controls.evaluateAll((nodes) => nodes.map((n) => (n as HTMLElement).dataset.action ?? ""));
  const calm = kinds.map((k, i) => [k, i] as const).filter(([k]) => k !== "bet" && k !== "raise" && k !== "fold");
  const choices = calm.length > 0 && pick(5) > 0 ? calm : kinds.map((k, i) => [k, i] as const);
  const [kind, index] = choices[pick(choices.length)] ?? ["", 0];
  if (kind === "bet" || kind === "raise") {
    // The least amount, by its quick button.
    await page.locator(`form:has(#${kind}) button.quick`).first().click();
  }
  await controls.nth(index).click();
  return true;
}

/** The players RULES 1.3 seats for these presets. */
const RULES_SEATS: Record<string, number[]> = {
  classic: [3, 4, 5, 6],
  dreier: [3],
  "large-table": [3, 4, 5, 6, 7, 8],
};

/**
 * The form that makes a table offers, for every preset, the numbers of seats the table server's
 * `/v1/presets` names for it (`seat_counts`) and no other; for three presets those are RULES 1.3's.
 * `dreier` offers 3 alone, and its seat menus follow; every seat menu offers a person, then the
 * bots of the table server's contract (its BotKind), which are the engine's. The form is left at
 * `classic`.
 */
async function walkPeopleSetup(page: Page, base: string, words: Catalogue) {
  const listed = ((await (await fetch(`${base}/v1/presets`)).json()) as { presets: { name: string; seat_counts: number[] }[] }).presets;
  const offered = await page.locator("#people-preset option").evaluateAll((o) => o.map((n) => (n as HTMLOptionElement).value));
  check(JSON.stringify(offered) === JSON.stringify(listed.map((p) => p.name)), `the presets offered: ${offered}`);
  for (const preset of listed) {
    await page.selectOption("#people-preset", preset.name);
    const counts = (await page.locator("#people-count option").evaluateAll((o) => o.map((n) => (n as HTMLOptionElement).value))).map(Number);
    check(JSON.stringify(counts) === JSON.stringify(preset.seat_counts), `${preset.name}: ${counts} seats offered, the server names ${preset.seat_counts}`);
    const rules = RULES_SEATS[preset.name];
    if (rules) check(JSON.stringify(counts) === JSON.stringify(rules), `${preset.name}: ${counts} seats offered, RULES 1.3 seats ${rules}`);
    const menus = await page.locator("#people-seat-list select").count();
    check(menus === Number(await page.inputValue("#people-count")), `${preset.name}: ${menus} seat menus for ${await page.inputValue("#people-count")} seats`);
  }
  await page.selectOption("#people-preset", "dreier");
  check((await page.inputValue("#people-count")) === "3", "dreier seats 3");
  check((await page.locator("#people-seat-list select").count()) === 3, "dreier: three seat menus");
  const bots = contractBotKinds("service/tables/openapi.json");
  check(bots.join() === contractBotKinds("openapi.json").join(), `the table server's bots ${bots} are not the engine's`);
  await checkBotMenus(page, "#people-seat-list select", bots, words, "a table of people", 1);
  await page.selectOption("#people-preset", "classic");
  check(!(await page.locator("#people-create").isDisabled()), "the table can be made");
}

async function main() {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string", default: "/usr/bin/chromium" },
      tables: { type: "string" },
      service: { type: "string" },
      poch: { type: "string" },
      screenshots: { type: "string" },
    },
  });
  check(!!values.tables && !!values.service, "--tables and --service are required");
  const base = values.tables.replace(/\/+$/, "");
  const shots = values.screenshots ?? null;
  if (shots) mkdirSync(shots, { recursive: true });
  const browser = await chromium.launch({ executablePath: values.chromium, args: CHROMIUM_ARGS });
  const started = Date.now();
  try {
    const ann = await open(browser, "ann", "desktop", "no-preference");
    const bea = await open(browser, "bea", "phone", "no-preference");
    const cem = await open(browser, "cem", "desktop", "reduce");
    const watcher = await open(browser, "watcher", "desktop", "no-preference");
    const people = [ann, bea, cem];
    // cem's connection goes through the test, which can cut it (and refuse it again) as a
    // network would, while the page knows nothing of it.
    let cut = false;
    const cemSockets: { close: () => Promise<void> }[] = [];
    await cem.page.routeWebSocket(/\/socket$/, (ws) => {
      if (cut) {
        void ws.close();
        return;
      }
      ws.connectToServer();
      cemSockets.push(ws);
    });

    // ann makes the table: three people, two bots, two deals.
    await ann.page.goto(`${base}/play?lang=en`);
    await ann.page.waitForSelector('#people-setup[data-ready="true"]');
    await inspect(ann, "make", shots);
    const english = new Catalogue("en", readFileSync(join(dirname(fileURLToPath(import.meta.url)), "../../../../../proto/locales/en.ftl"), "utf8"));
    await walkPeopleSetup(ann.page, base, english);
    await ann.page.selectOption("#people-count", "5");
    for (const [seat, kind] of ["person", "person", "person", "heuristic", "random"].entries()) await ann.page.selectOption(`#people-seat-${seat}`, kind);
    await ann.page.fill("#people-name", "ann");
    await ann.page.fill("#people-deals", "3");
    await ann.page.fill("#people-move-s", "300");
    await ann.page.fill("#people-bank-s", "600");
    await ann.page.selectOption("#pace", "fastest");
    await ann.page.click("#people-create");
    await ann.page.waitForSelector("#invitations li[data-link]");
    await inspect(ann, "lobby", shots);
    const links = await ann.page.locator("#invitations li[data-link]").evaluateAll((items) => items.map((i) => (i as HTMLElement).dataset.link ?? ""));
    check(links.length === 2, `${links.length} invitations shown`);
    const tableId = new URL(ann.page.url()).searchParams.get("table") ?? "";
    check(tableId !== "", "the page's address names no table");

    // bea (German, phone) and cem (Finnish) take their seats from their links; the spectator watches.
    for (const [who, link, lang] of [
      [bea, links[0], "de"],
      [cem, links[1], "fi"],
    ] as const) {
      await who.page.goto(`${link}&lang=${lang}`);
      await who.page.waitForSelector("#join:not([hidden])");
      await inspect(who, "join", shots);
      await who.page.fill("#join-name", who.name);
      await who.page.click("#join-take");
      await who.page.waitForSelector("#lobby:not([hidden])");
      await who.page.selectOption("#pace", "fastest");
    }
    await watcher.page.goto(`${base}/play?table=${tableId}&lang=en`);
    await watcher.page.waitForSelector("#lobby:not([hidden])");

    // The seeds: every page commits to its person's seed and shows it; the match begins.
    for (const who of [...people, watcher]) await who.page.waitForSelector("#table[data-phase]", { timeout: 120_000 });
    const info = (await (await fetch(`${base}/v1/tables/${tableId}`)).json()) as {
      stage: string;
      fairness?: { server_commitment: string };
      seats: { seat: number; client_seed?: string; seed_hash?: string }[];
    };
    check(info.stage === "playing", `the table is ${info.stage}`);
    for (const seat of [0, 1, 2]) check(!!info.seats[seat]?.client_seed && !!info.seats[seat]?.seed_hash, `seat ${seat} gave no seed`);
    const commitment = await ann.page.locator("#people-fair .server-commitment").innerText();
    check(commitment === info.fairness?.server_commitment, "the page shows another commitment than the table's");
    await inspect(watcher, "watching", shots);

    // Play: each person at their turns; bea reloads mid-deal, cem goes offline for a while.
    const picks = people.map((_, i) => seeded(4400 + i));
    let moves = 0;
    let reloaded = false;
    let dropped = false;
    let checkedOnce = false;
    let left = false;
    for (let round = 0; round < 4000; round++) {
      const over = await Promise.all([...people, watcher].map((who) => who.page.getAttribute("#table", "data-phase")));
      if (over.every((phase) => phase === "match_over")) break;
      let played = false;
      for (const [i, who] of people.entries()) {
        // A deal over, before the match's end: its check in words says what is not shown yet.
        if (!checkedOnce && (await who.page.locator('#past li[data-deal] .verdict[data-chain="later"]').count()) > 0) {
          check((await who.page.getAttribute("#past li[data-deal] .verdict", "data-verified")) === "yes", `${who.name}: the deal just over does not verify`);
          check((await who.page.locator("#past li[data-deal] .verdict p").count()) >= 3, `${who.name}: the check is not said in words`);
          checkedOnce = true;
        }
        if (who === cem && !dropped && moves >= 6 && (await yourTurn(cem))) {
          // cem loses the connection at his turn and makes his move offline; his page notices,
          // connects again, catches up, and sends the move once it is back: the table applies it
          // (nothing else could: his clock has minutes), once.
          const before = (await tableNow(base, tableId)).seq;
          cut = true;
          await cem.context.setOffline(true);
          for (const ws of cemSockets.splice(0)) await ws.close();
          await cem.page.waitForSelector('#table[data-connected="no"]', { timeout: 30_000 });
          check(await playTurn(cem, picks[2] as (n: number) => number), "cem's page offers no move offline");
          await cem.page.waitForTimeout(2000);
          check((await tableNow(base, tableId)).seq === before, "the table moved on while cem, at his turn, was offline");
          cut = false;
          await cem.context.setOffline(false);
          await cem.page.waitForSelector('#table[data-connected="yes"]', { timeout: 30_000 });
          await waitForTable(base, tableId, "cem's offline move applied", (t) => t.seq > before);
          dropped = true;
          played = true;
          moves++;
          continue;
        }
        if (await playTurn(who, picks[i] as (n: number) => number)) {
          played = true;
          moves++;
          await inspect(who, "playing", shots);
        }
      }
      if (!reloaded && moves >= 2) {
        // bea reloads in the middle of the deal: back at her seat, with the whole story.
        const before = (await story(bea.page)).length;
        await bea.page.reload();
        await bea.page.waitForSelector("#table[data-phase]");
        await bea.page.waitForFunction((n) => document.querySelectorAll("#log li[data-event]").length >= n, before);
        check((await bea.page.locator("#people-you").innerText()).includes("bea"), "after a reload bea is not at her seat");
        reloaded = true;
      }
      if (!left && reloaded && moves >= 4) {
        // bea leaves the table in the middle of the match: a bot plays her seat; she comes back
        // by the table's link, is told she is away, and takes her seat over again.
        await bea.page.click("#leave");
        await bea.page.waitForSelector("#people-setup:not([hidden])");
        await waitForTable(base, tableId, "bea away", (t) => t.seats[1]?.away === true);
        await bea.page.goto(`${base}/play?table=${tableId}&lang=de`);
        await bea.page.waitForSelector("#back:not([hidden])");
        await inspect(bea, "away", shots);
        await bea.page.click("#back");
        await waitForTable(base, tableId, "bea back", (t) => t.seats[1]?.away === false);
        await bea.page.waitForSelector("#back[hidden]", { state: "attached" });
        left = true;
      }
      if (!played) await ann.page.waitForTimeout(100);
      if (round === 3999) {
        const states = await Promise.all(
          [...people, watcher].map(async (who) =>
            who.page.evaluate(
              (name) =>
                `${name}: phase ${document.getElementById("table")?.dataset.phase}, busy ${document.body.dataset.busy}, ` +
                `connected ${document.getElementById("table")?.dataset.connected}, stage ${document.getElementById("lobby")?.dataset.stage}, ` +
                `status "${document.getElementById("status")?.textContent}", controls ${document.querySelectorAll("#controls [data-action], #hand [data-action]").length}`,
              who.name,
            ),
          ),
        );
        throw new Failure(`the match did not end: ${states.join("; ")}`);
      }
    }
    check(reloaded && dropped, "nobody reloaded or lost the connection");
    check(checkedOnce, "no deal was checked in words when it was over");
    check(left, "nobody left the table and came back");
    for (const who of [...people, watcher]) {
      await who.page.waitForFunction(() => document.body.dataset.busy !== "true");
      await inspect(who, "over", shots);
    }

    // Every page saw every move, in the same order: the spectator's story is everyone's.
    const told = await story(watcher.page);
    check(told.some((line) => line.startsWith("match_ended")), "the spectator did not see the match end");
    for (const who of people) {
      const theirs = await story(who.page);
      check(JSON.stringify(theirs) === JSON.stringify(told), `${who.name} saw ${theirs.length} events, the spectator ${told.length}, or another order`);
      check(who.errors.length === 0, `${who.name}'s page: ${who.errors.join("; ")}`);
    }

    // Every deal, now that the match is over, checked along the whole chain, in words, on every page.
    for (const who of [...people, watcher]) {
      await who.page.waitForFunction(
        () => document.querySelectorAll("#past li[data-deal]").length > 0 && Array.from(document.querySelectorAll<HTMLElement>("#past li[data-deal] .verdict")).every((v) => v.dataset.chain === "yes"),
      );
      const verdicts = await who.page.locator("#past li[data-deal] .verdict").evaluateAll((vs) => vs.map((v) => (v as HTMLElement).dataset.verified));
      check(verdicts.length >= 2 && verdicts.every((v) => v === "yes"), `${who.name}: the deals' checks say ${verdicts}`);
    }
    // A deal checked in words: the seed against its commitment, and the whole chain now that the match is over.
    await ann.page.locator("#fair button.verify").click();
    await ann.page.waitForFunction(() => document.querySelector<HTMLElement>("#fair .verdict")?.dataset.verified);
    check((await ann.page.getAttribute("#fair .verdict", "data-verified")) === "yes", "the last deal does not verify");
    check((await ann.page.getAttribute("#fair .verdict", "data-chain")) === "yes", "the whole chain is not checked at the match's end");

    // The match record, downloaded from the page, replays through the service.
    await ann.page.waitForSelector('#download[data-ready="yes"]');
    const [download] = await Promise.all([ann.page.waitForEvent("download"), ann.page.click("#download")]);
    const path = join(mkdtempSync(join(tmpdir(), "poch-people-")), "match.jsonl");
    await download.saveAs(path);
    const record = JSON.parse(readFileSync(path, "utf8")) as { format?: string; actions?: unknown[] };
    check(record.format === "poch-match-record", "the download is not a match record");
    if (values.poch) {
      const run = spawnSync(values.poch, ["replay", "--server", values.service, path], { encoding: "utf8" });
      check(run.status === 0, `poch replay --server refused the table's record (${run.status}): ${run.stdout}${run.stderr}`);
    }
    for (const who of [...people, watcher]) await who.context.close();
    console.log(
      `a table of 3 people and 2 bots: ${moves} moves of the people, ${told.length} events seen alike by all four pages, ` +
        `a reload and a lost connection, the record replayed; axe-core: ${axed.size} pages, 0 violations; ${((Date.now() - started) / 1000).toFixed(1)} s`,
    );
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
