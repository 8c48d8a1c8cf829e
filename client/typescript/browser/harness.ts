// What the browser tests share (browser/cors-and-docs.ts, browser/report.ts,
// play/test/play-matches.ts, play/test/people-table.ts): Chromium's arguments, a failed check,
// axe-core over a page, and a seeded choice of clicks.

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

/** A small seeded generator (mulberry32): the same seed, the same clicks. */
export function seeded(seed: number): (n: number) => number {
  let a = seed >>> 0;
  return (n) => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return Math.floor((((t ^ (t >>> 14)) >>> 0) / 4294967296) * n);
  };
}
