// What the browser tests share (browser/cors-and-docs.ts, browser/report.ts,
// play/test/play-matches.ts): Chromium's arguments, a failed check, and axe-core over a page.

import { AxeBuilder } from "@axe-core/playwright";
import type { Page } from "playwright-core";

/** Headless Chromium, quiet: no sandbox (CI runs as root), no GPU, no network of its own. */
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];

/** A check that failed: the test prints its message and exits 1. */
export class Failure extends Error {}

export function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new Failure(message);
}

/** axe-core over the page as it stands (every rule, or those of `tags`): no violation. */
export async function axe(page: Page, what: string, tags?: string[]) {
  const builder = new AxeBuilder({ page });
  const result = await (tags ? builder.withTags(tags) : builder).analyze();
  const found = result.violations;
  check(
    found.length === 0,
    `axe (${what}): ${found.map((v) => `${v.id} (${v.impact}): ${v.help} at ${v.nodes.map((n) => n.target.join(" ")).slice(0, 5).join(", ")}`).join("; ")}`,
  );
}
