// The pictures of docs/play.md's "The table at a glance": one seeded match (classic, four
// players, two deals, in English, the fastest pace) at 1280×900 and 390×844, each screen as a
// person sees it at five moments: the claims, the Pochen at the person's move, the discard at the
// person's lead, the settlement, and the match over with the past deals.
//
//   node dist/play/test/screenshots.js --service http://127.0.0.1:8080 --out ../../docs/play \
//     [--seed 1003] [--chromium /usr/bin/chromium]
//
// The person passes or calls, leads the first card offered and deals; the seed makes the rest
// the same every time.

import { mkdirSync } from "node:fs";
import { join } from "node:path";
import { parseArgs } from "node:util";

import { chromium, type Page } from "playwright-core";

import { CHROMIUM_ARGS, Failure, check } from "../../browser/harness.js";

const SIZES = { desktop: { width: 1280, height: 900 }, phone: { width: 390, height: 844 } };

async function idle(page: Page) {
  await page.waitForFunction(() => document.body.dataset.busy !== "true" && document.querySelectorAll(".flying").length === 0);
}

async function shoot(page: Page, out: string, size: string, name: string, taken: Set<string>) {
  if (taken.has(name)) return;
  taken.add(name);
  // The chain's newest card has slid in.
  await page.waitForTimeout(400);
  await page.screenshot({ path: join(out, `${size}-${name}.png`) });
}

async function main() {
  const { values } = parseArgs({
    options: {
      chromium: { type: "string", default: "/usr/bin/chromium" },
      service: { type: "string" },
      out: { type: "string" },
      seed: { type: "string", default: "1000" },
    },
  });
  check(!!values.service && !!values.out, "--service and --out are required");
  mkdirSync(values.out, { recursive: true });
  const browser = await chromium.launch({ executablePath: values.chromium, args: CHROMIUM_ARGS });
  try {
    for (const [size, viewport] of Object.entries(SIZES)) {
      const context = await browser.newContext({ viewport, reducedMotion: "reduce" });
      const page = await context.newPage();
      await page.goto(`${values.service}/play?lang=en`);
      await page.waitForSelector('#setup[data-ready="true"]');
      await page.selectOption("#pace", "fastest");
      await page.selectOption("#players", "4");
      await page.fill("#max-deals", "2");
      await page.fill("#seed", Number(values.seed).toString(16).padStart(64, "0"));
      await page.click("#start");
      await page.waitForSelector("#table[data-phase]");
      const taken = new Set<string>();
      for (let turn = 0; turn < 500; turn++) {
        await idle(page);
        const moment = await page.evaluate(() => {
          const m = document.getElementById("moment");
          return m && !m.hidden ? (m.dataset.moment ?? null) : null;
        });
        if (moment) {
          if (moment === "claims" || moment === "settlement") await shoot(page, values.out, size, moment, taken);
          await page.click("#continue");
          continue;
        }
        const phase = await page.getAttribute("#table", "data-phase");
        if (phase === "match_over") break;
        if (phase === "pochen" || phase === "discard") await shoot(page, values.out, size, phase, taken);
        const control = page.locator("#controls button[data-action=call], #controls button[data-action=pass], #controls button[data-action=deal], #hand button[data-action=lead], #controls button[data-action=fold]");
        await control.first().click();
      }
      // The match over: the past deals, the last one opened, and the graph.
      await page.locator("#past details").first().evaluate((d) => d.setAttribute("open", ""));
      await page.locator("#past-title").scrollIntoViewIfNeeded();
      await page.evaluate(() => {
        const top = document.getElementById("past-section")?.getBoundingClientRect().top ?? 0;
        window.scrollBy(0, top - (document.getElementById("toolbar")?.offsetHeight ?? 0) - 8);
      });
      await shoot(page, values.out, size, "match-over", taken);
      check(taken.size === 5, `${size}: ${[...taken]} taken`);
      await context.close();
      console.log(`${size}: ${[...taken].join(", ")}`);
    }
  } finally {
    await browser.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Failure ? `FAILED: ${error.message}` : error);
  process.exit(1);
});
