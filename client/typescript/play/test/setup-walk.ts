// The setup form offers nothing the service refuses: every preset, and every number of players
// the form offers for it, each started from the first ante (the least chips offered), and not
// one refused; the numbers offered for four presets are those of RULES 1.3 (3 to 6 players with
// 32 cards, 3 to 8 with 52, exactly 3 for dreier7, and five_talon's 5n + 1 ≤ 32). A refusal
// (the test makes the form's request ask for seven players at a 32-card table) is told in the
// person's language, by the message of its code. Every bot menu offers the bots of the contract
// (openapi.json's BotKind), in its order, each by its message in the page's language, in English
// and in German.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import type { Browser, Page } from "playwright-core";

import { axe, check } from "../../browser/harness.js";
import type { Catalogue, Locale, MessageId } from "../messages.js";

/** The bots of a contract of the repository (an OpenAPI document's `BotKind`), in its order. */
export function contractBotKinds(document: string): string[] {
  const root = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");
  const schemas = (JSON.parse(readFileSync(join(root, document), "utf8")) as { components: { schemas: { BotKind?: { enum?: string[] } } } }).components
    .schemas;
  const kinds = schemas.BotKind?.enum ?? [];
  check(kinds.length > 0, `${document} has no BotKind`);
  return kinds;
}

/**
 * Every menu `selector` finds offers `kinds` after its first `skip` options (a person's), in
 * that order, each by its message in `words`.
 */
export async function checkBotMenus(page: Page, selector: string, kinds: string[], words: Catalogue, what: string, skip = 0) {
  const menus = await page
    .locator(selector)
    .evaluateAll((nodes) => nodes.map((menu) => Array.from((menu as HTMLSelectElement).options, (o) => [o.value, o.textContent ?? ""])));
  check(menus.length > 0, `${what}: no bot menu`);
  const expected = JSON.stringify(kinds.map((kind) => [kind, words.text(`page-bot-${kind}` as MessageId)]));
  for (const menu of menus) {
    const offered = JSON.stringify(menu.slice(skip));
    check(offered === expected, `${what}: a bot menu offers ${offered}, the contract's bots are ${expected}`);
  }
}

/** The players RULES 1.3 seats for these presets. */
const SEATS: Record<string, number[]> = {
  classic: [3, 4, 5, 6],
  "five-card": [3, 4, 5, 6],
  dreier: [3],
  "large-table": [3, 4, 5, 6, 7, 8],
};

export async function walkSetup(browser: Browser, service: string, words: Map<Locale, Catalogue>): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on("pageerror", (error) => errors.push(error.message));
  page.on("dialog", (dialog) => void dialog.accept());
  await page.goto(`${service}/play?lang=en`);
  await page.waitForSelector('#setup[data-ready="true"]');
  const presets = await page.locator("#preset option").evaluateAll((o) => o.map((n) => (n as HTMLOptionElement).value));
  check(presets.length >= 8, `${presets.length} presets offered`);
  const bots = contractBotKinds("openapi.json");
  const english = words.get("en");
  check(!!english, "no English catalogue");
  await checkBotMenus(page, "#bot-seats select", bots, english, "setup (en)");
  let started = 0;
  for (const preset of presets) {
    await page.selectOption("#preset", preset);
    await page.waitForSelector('#setup[data-ready="true"]');
    const counts = (await page.locator("#players option").evaluateAll((o) => o.map((n) => (n as HTMLOptionElement).value))).map(Number);
    check(counts.length > 0, `${preset}: no number of players offered`);
    const expected = SEATS[preset];
    if (expected) check(JSON.stringify(counts) === JSON.stringify(expected), `${preset}: ${counts} players offered, RULES 1.3 seats ${expected}`);
    for (const count of counts) {
      await page.selectOption("#players", String(count));
      const chips = page.locator("#starting-chips");
      await page.waitForFunction(() => {
        const input = document.querySelector<HTMLInputElement>("#starting-chips");
        return !!input && Number(input.min) > 1;
      });
      const least = await chips.getAttribute("min");
      await chips.fill(least ?? "");
      await page.click("#start");
      await page.waitForSelector("#table[data-phase]:not([hidden]), #status.error");
      const refused = await page.locator("#status.error").count();
      check(refused === 0, `${preset} with ${count} players and ${least} chips was refused: ${await page.locator("#status").innerText()}`);
      started++;
      await page.click("#leave");
      await page.waitForSelector("#setup:not([hidden])");
    }
  }
  // A refusal, told in German by its code's message.
  await page.selectOption("#locale", "de");
  await page.selectOption("#preset", "classic");
  await page.waitForSelector('#setup[data-ready="true"]');
  const german = words.get("de");
  check(!!german, "no German catalogue");
  await checkBotMenus(page, "#bot-seats select", bots, german, "setup (de)");
  await page.route("**/v1/games", async (route) => {
    const body = JSON.parse(route.request().postData() ?? "{}") as { players: string[]; bots: { seat: number; kind: string }[] };
    body.players = ["ann", "bob", "cy", "di", "ed", "flo", "gus"];
    body.bots = [1, 2, 3, 4, 5, 6].map((seat) => ({ seat, kind: "random" }));
    await route.continue({ postData: JSON.stringify(body) });
  });
  await page.click("#start");
  await page.waitForSelector("#status.error");
  const told = await page.locator("#status").innerText();
  const refusal = german.text("page-error-player_count");
  check(told === refusal, `a refused table is told as "${told}", not "${refusal}"`);
  await axe(page, "setup-refused-de");
  await page.unroute("**/v1/games");
  check(errors.length === 0, `errors in the page: ${errors.join("; ")}`);
  await context.close();
  return started;
}
