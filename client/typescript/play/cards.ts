// Cards as the table draws them: a face with its rank and suit in the corner and the suit in
// the middle, named for screen readers ("queen of hearts"); a seat's hidden cards as backs. The
// words (the rank's index, the suit's symbol and the names) are the catalogue's, in the deck's
// own names (the Bavarian Ober, Unter, Daus).

import { el } from "./dom.js";
import { t } from "./i18n.js";

const SUIT_ORDER = "CSHD";
const RANK_ORDER = "23456789TJQKA";
const RANKS: Record<string, number> = { T: 10, J: 11, Q: 12, K: 13, A: 14 };

/** A card's arguments for the catalogue's card messages. */
export function cardArgs(card: string, deck: string) {
  const rank = card[0] ?? "";
  return { rank: RANKS[rank] ?? Number(rank), suit: card[1] ?? "", deck };
}

/** A rank as the catalogue's messages take it (2 … 14). */
export function rankNumber(rank: string): number {
  return RANKS[rank] ?? Number(rank);
}

/** Suit by suit (clubs, spades, hearts, diamonds), then rank, low to high. */
export function sortCards(cards: readonly string[]): string[] {
  const key = (c: string) => SUIT_ORDER.indexOf(c[1] ?? "") * 16 + RANK_ORDER.indexOf(c[0] ?? "");
  return [...cards].sort((a, b) => key(a) - key(b));
}

/** A card's name for screen readers: "queen of hearts". */
export function cardName(card: string, deck: string): string {
  return t("page-card-name", cardArgs(card, deck));
}

/** A card as text: "Q♥". */
export function cardText(card: string, deck: string): string {
  return t("card", cardArgs(card, deck));
}

/**
 * A card face: the rank and suit in the corner, the suit large in the middle (drawn by the style
 * sheet from `data-pip`). As a `span` it is an image named by the card's name; as a `button` it
 * is named by the caller, beginning with the text it shows.
 */
export function cardFace(card: string, deck: string, tag: "span" | "button" = "span"): HTMLElement {
  const args = cardArgs(card, deck);
  const node = document.createElement(tag);
  const red = args.suit === "H" || args.suit === "D";
  node.className = `card${red ? " red" : ""}`;
  node.dataset.card = card;
  node.dataset.pip = t("suit-symbol", { suit: args.suit });
  node.append(el("span", { className: "index", textContent: t("card", args) }));
  if (tag === "span") {
    node.setAttribute("role", "img");
    node.setAttribute("aria-label", cardName(card, deck));
  }
  return node;
}

/** The cards a seat holds, face down: one back for each (up to `shown`), named by their number. */
export function cardBacks(count: number, shown = 13): HTMLElement {
  const node = el("span", { className: "backs" });
  node.setAttribute("role", "img");
  node.setAttribute("aria-label", t("page-cards-held", { count }));
  node.dataset.count = String(count);
  for (let i = 0; i < Math.min(count, shown); i++) node.append(el("span", { className: "back" }));
  if (count > 0) node.append(el("span", { className: "count", textContent: String(count) }));
  return node;
}
