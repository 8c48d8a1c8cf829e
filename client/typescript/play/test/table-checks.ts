// What the picture of the table must hold, checked on the page as it stands (play-matches.ts
// calls these at the person's turns and moments):
// - the newest line of the history is on the screen (beside the table on a desktop, in the bar
//   at the top everywhere);
// - every seat shows the cards it holds as backs, as many as the view says, and the person's
//   own cards as faces named by the card's name;
// - in the Pochen the pot beside the controls is the POCH field and every contribution;
// - the seats' plates do not cover one another nor the board, and stay on the felt;
// - on a phone, while the race runs, every seat, every field and the newest card of the chain
//   are on the screen, below the bar;
// - between deals, when the person is to deal, the deal line names the next deal and the person
//   as its dealer (not the last deal's dealer), the dealer's mark is on the person's plate, and
//   the hand shows no card.

import type { Page } from "playwright-core";

import { check } from "../../browser/harness.js";
import type { Schemas } from "../../src/client.js";
import type { Catalogue } from "../messages.js";

type View = Schemas["View"];

interface Box {
  x: number;
  y: number;
  width: number;
  height: number;
}

function overlap(a: Box, b: Box): number {
  const w = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x);
  const h = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y);
  return w > 0 && h > 0 ? w * h : 0;
}

/** The newest history line: in the bar at the top, and, on a desktop, at the bottom of the history on the screen. */
export async function newestLineInSight(page: Page, desktop: boolean, what: string) {
  const seen = await page.evaluate(() => {
    const lines = Array.from(document.querySelectorAll<HTMLElement>("#log li[data-event]"));
    const last = lines[lines.length - 1];
    const ticker = document.getElementById("ticker");
    const box = last?.querySelector(".line")?.getBoundingClientRect();
    const bar = ticker?.getBoundingClientRect();
    return {
      text: last?.querySelector(".line")?.textContent ?? "",
      ticker: ticker?.textContent ?? "",
      box: box ? { top: box.top, bottom: box.bottom } : null,
      bar: bar ? { top: bar.top, bottom: bar.bottom } : null,
      height: window.innerHeight,
    };
  });
  check(seen.text !== "" && seen.ticker === seen.text, `${what}: the bar shows "${seen.ticker}", the newest line is "${seen.text}"`);
  check(!!seen.bar && seen.bar.top >= 0 && seen.bar.bottom <= seen.height, `${what}: the bar's newest line is off the screen`);
  if (desktop) {
    check(
      !!seen.box && seen.box.top >= 0 && seen.box.bottom <= seen.height + 0.5,
      `${what}: the newest history line is off the screen (${JSON.stringify(seen.box)} of ${seen.height})`,
    );
  }
}

/** Backs for every seat's cards as the view counts them; the person's cards as named faces. */
export async function cardsAsDrawn(page: Page, view: View, words: Catalogue, what: string) {
  const drawn = await page.locator("#seats li.seat").evaluateAll((items) => items.map((i) => Number(i.querySelector<HTMLElement>(".backs")?.dataset.count ?? -1)));
  const backs = await page.locator("#seats li.seat .backs").evaluateAll((items) => items.map((i) => i.querySelectorAll(".back").length));
  const sizes = view.deal?.hand_sizes ?? [];
  check(JSON.stringify(drawn) === JSON.stringify(sizes), `${what}: the seats hold ${drawn} cards, the view says ${sizes}`);
  check(
    backs.every((n, seat) => n === Math.min(13, sizes[seat] ?? 0)),
    `${what}: ${backs} backs drawn for ${sizes} cards`,
  );
  if (view.phase === "between_deals" || view.phase === "match_over") return;
  const deck = view.rules.deck;
  const faces = await page
    .locator("#hand .card")
    .evaluateAll((cards) => cards.map((c) => [(c as HTMLElement).dataset.card ?? "", c.getAttribute("aria-label") ?? ""]));
  const hand = [...(view.deal?.hand ?? [])].sort();
  check(JSON.stringify(faces.map(([c]) => c).sort()) === JSON.stringify(hand), `${what}: the hand shows ${faces.map(([c]) => c)}, the view ${hand}`);
  for (const [card, label] of faces) {
    const rank = { T: 10, J: 11, Q: 12, K: 13, A: 14 }[card?.[0] ?? ""] ?? Number(card?.[0]);
    const name = words.text("page-card-name", { rank, suit: card?.[1] ?? "", deck });
    // A card is named by its name; a card that may be led, by what it shows and then its name.
    check(label === name || (label ?? "").includes(name), `${what}: ${card} is named "${label}", not "${name}"`);
  }
}

/** The pot beside the betting controls: POCH and every contribution of the view. */
export async function potBesideControls(page: Page, view: View, what: string) {
  const pochen = view.deal?.pochen;
  if (view.phase !== "pochen" || !pochen) return;
  const pot = (view.board.POCH ?? 0) + pochen.contributions.reduce((a, b) => a + b, 0);
  check(Number(await page.getAttribute("#pot", "data-pot")) === pot, `${what}: the pot shown is not ${pot}`);
  const box = await page.locator("#pot").boundingBox();
  const controls = await page.locator("#controls").boundingBox();
  check(!!box && !!controls && Math.abs(box.y - controls.y) < 120, `${what}: the pot is not beside the controls`);
}

/** The plates on the felt: none covers another or a field of the board, none leaves the felt's width. */
export async function platesApart(page: Page, what: string) {
  const plates = await page.locator("#seats li.seat .plate").evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height };
    }),
  );
  const felt = await page.locator("#felt").boundingBox();
  const fields = await page.locator("#board li").evaluateAll((nodes) =>
    nodes.map((n) => {
      const r = n.getBoundingClientRect();
      return { x: r.x, y: r.y, width: r.width, height: r.height, field: (n as HTMLElement).dataset.field };
    }),
  );
  check(!!felt && fields.length > 0, `${what}: no felt`);
  for (const [i, a] of plates.entries()) {
    check(a.x >= felt.x - 1 && a.x + a.width <= felt.x + felt.width + 1, `${what}: seat ${i}'s plate leaves the felt`);
    for (const field of fields) check(overlap(a, field) === 0, `${what}: seat ${i}'s plate covers the field ${field.field}`);
    for (const [j, b] of plates.entries()) {
      if (j > i) check(overlap(a, b) === 0, `${what}: the plates of seats ${i} and ${j} cover each other`);
    }
  }
}

/** On a phone while the race runs: every seat, every field and the newest card of the chain on the screen, below the bar. */
export async function raceInSight(page: Page, what: string) {
  const seen = await page.evaluate(() => {
    const bar = document.getElementById("toolbar")?.getBoundingClientRect().bottom ?? 0;
    const out: string[] = [];
    const inSight = (node: Element, name: string) => {
      const r = node.getBoundingClientRect();
      if (r.top < bar - 0.5 || r.bottom > window.innerHeight + 0.5 || r.left < -0.5 || r.right > window.innerWidth + 0.5) out.push(name);
    };
    document.querySelectorAll("#seats li.seat .plate").forEach((n, i) => inSight(n, `seat ${i}`));
    document.querySelectorAll("#board li").forEach((n) => inSight(n, `field ${(n as HTMLElement).dataset.field}`));
    const newest = document.querySelector("#chain li.newest");
    if (newest) inSight(newest, "the chain's newest card");
    return out;
  });
  check(seen.length === 0, `${what}: off the screen while the race runs: ${seen.join(", ")}`);
}

/** Between deals, the person to deal: the deal line and the dealer's mark name them, and the hand is empty. */
export async function betweenDeals(page: Page, view: View, seat: number, words: Catalogue, what: string) {
  if (view.phase !== "between_deals" || view.to_act !== seat) return;
  const line = await page.locator("#deal-line").innerText();
  const next = words.text("page-next-deal", { deal: view.deals + 1, seat: "", "seat-you": "yes" });
  check(line.includes(next), `${what}: between deals the deal line says "${line}", not "${next}"`);
  const dealer = words.text("label-dealer");
  check(!line.includes(`${dealer}:`), `${what}: between deals the deal line still names the last deal's dealer: "${line}"`);
  const marked = await page
    .locator("#seats li.seat")
    .evaluateAll((items, badge) => items.flatMap((item, i) => (Array.from(item.querySelectorAll(".badge")).some((b) => b.textContent === badge) ? [i] : [])), dealer);
  check(JSON.stringify(marked) === JSON.stringify([seat]), `${what}: between deals the dealer's mark is on seats ${marked}, not the person's ${seat}`);
  check((await page.locator("#hand .card").count()) === 0, `${what}: between deals the hand still shows cards`);
}
