// The picture of the table: the seats around the felt, each with its player's name, stack, the
// cards held as backs, its clock (at a table with clocks) and the move it just made; in the
// middle the board's fields with their chips, the upcard and the discard chain. The person's
// seat is at the bottom and the others follow it clockwise, in seat order. Everything drawn is
// the view's or the scene's (scene.ts): the fields are those the view names (RULES 1.2).

import type { Schemas } from "../src/client.js";
import { cardBacks, cardFace, cardName, cardText } from "./cards.js";
import { el, srOnly } from "./dom.js";
import { attr, t, tAny } from "./i18n.js";
import type { MessageId } from "./messages.js";
import type { Scene } from "./scene.js";

type View = Schemas["View"];

export interface Felt {
  view: View;
  scene: Scene;
  /** The person's seat (the seat drawn at the bottom); null for a spectator. */
  me: number | null;
  /** The seat to act, or whose move is being shown. */
  acting: number | null;
  /** The phase shown (the scene's while the events unfold). */
  phase: Scene["phase"];
  /** Each seat's clock, as text, at a table with clocks. */
  clocks?: (string | null)[];
  /** What the last deal did to each seat, shown between deals. */
  changes?: (string | null)[];
  /** Each seat's player kind: a bot's, or null for a person. */
  bots: (string | null)[];
  /** The seats of people who are away (a table of people). */
  away?: boolean[];
}

export function deckOf(view: View | null): string {
  return view?.rules.deck ?? "french32";
}

/**
 * Where seat `seat` sits on the felt's edge: the person at the bottom, the others clockwise from
 * the left side over the top to the right side (up to six players; seven or eight go all round),
 * each seat's plate kept inside the felt (the style sheet sizes the plates).
 */
function place(seat: number, me: number, n: number): { left: string; top: string } {
  const k = (seat - me + n) % n;
  const arc = n <= 6 ? { from: Math.PI, step: Math.PI / (n - 2) } : { from: Math.PI / 2 + (2 * Math.PI) / n, step: (2 * Math.PI) / n };
  const angle = k === 0 ? Math.PI / 2 : arc.from + arc.step * (k - 1);
  const round = (x: number) => Math.round(x * 1000) / 1000;
  return {
    left: `calc(50% + ${round(Math.cos(angle))} * (50% - var(--plate-w) / 2))`,
    top: `calc(50% + ${round(Math.sin(angle))} * (50% - var(--plate-h) / 2))`,
  };
}

export function drawFelt(felt: Felt) {
  drawSeats(felt);
  drawCentre(felt);
}

function drawSeats(felt: Felt) {
  const { view, scene, me, acting } = felt;
  const list = document.getElementById("seats");
  if (!list) return;
  const n = view.players.length;
  const deal = scene.deal;
  list.replaceChildren(
    ...view.players.map((player, seat) => {
      const bot = felt.bots[seat] ?? null;
      const badges: string[] = [];
      if (deal?.dealer === seat) badges.push(t("label-dealer"));
      if (deal?.forehand === seat) badges.push(t("label-forehand"));
      const who = [me === seat ? t("label-you") : "", bot ? tAny(`page-bot-${bot}`) : "", felt.away?.[seat] ? t("page-away") : ""].filter((w) => w !== "");
      const plate = el("div", { className: "plate" }, el("span", { className: "name", textContent: player }));
      if (who.length > 0 || badges.length > 0) {
        plate.append(
          el(
            "span",
            { className: "who" },
            el("span", { className: "kind", textContent: who.join(", ") }),
            ...badges.map((b) => el("span", { className: "badge", textContent: b })),
          ),
        );
      }
      const stack = scene.stacks[seat] ?? 0;
      const stackNode = el("span", { className: "stack" }, srOnly(`${t("page-col-stack")}: `), el("span", { className: "chipstack", textContent: String(stack) }));
      const holds = el("span", { className: "holds" }, stackNode, cardBacks(scene.handSizes[seat] ?? 0));
      const clock = felt.clocks?.[seat];
      if (clock) holds.append(el("span", { className: "clock" }, srOnly(`${t("page-clock")}: `), el("span", { className: "time", textContent: clock })));
      plate.append(holds);
      const code = scene.statuses[seat];
      if (code) {
        const status = el("span", { className: `status ${code}` , textContent: t("page-in-play", { status: tAny(`status-${code}`), chips: scene.contributions[seat] ?? 0 }) });
        plate.append(status);
      }
      const change = felt.changes?.[seat];
      if (change) plate.append(el("span", { className: "change", textContent: t("page-this-deal", { chips: change }) }));
      const last = scene.lastMove[seat];
      if (last) plate.append(el("span", { className: "last-move", textContent: last.split("\n")[0] ?? "" }));
      const item = el("li", { className: "seat" }, plate);
      const at = place(seat, me ?? 0, n);
      item.style.left = at.left;
      item.style.top = at.top;
      if (acting === seat) {
        item.classList.add("acting");
        item.setAttribute("aria-current", "true");
      }
      if (me === seat) item.classList.add("you");
      item.dataset.seat = String(seat);
      item.dataset.stack = String(stack);
      item.dataset.cards = String(scene.handSizes[seat] ?? 0);
      if (bot) item.dataset.bot = bot;
      return item;
    }),
  );
  list.dataset.players = String(n);
  document.getElementById("felt")?.setAttribute("data-players", String(n));
}

function drawCentre(felt: Felt) {
  const { view, scene } = felt;
  const deck = deckOf(view);
  // The fields of this table, as the view names them (RULES 1.2).
  const board = document.getElementById("board");
  board?.replaceChildren(
    ...view.fields.map((field) => {
      const chips = scene.board[field] ?? 0;
      const item = el(
        "li",
        { title: attr(`field-${field}` as MessageId, "title", { deck }) },
        el("span", { className: "field", textContent: tAny(`field-${field}`, { deck }) }),
        el("span", { className: "chips" }, el("span", { textContent: String(chips), ariaHidden: "true" }), srOnly(t("page-chips", { chips }))),
      );
      item.dataset.field = field;
      item.dataset.chips = String(chips);
      return item;
    }),
  );
  const upcard = document.getElementById("upcard-line");
  if (upcard) {
    upcard.replaceChildren();
    const deal = scene.deal;
    if (deal?.upcard && deal.paySuit) {
      upcard.append(
        el("span", { className: "label", textContent: t("label-upcard") }),
        cardFace(deal.upcard, deck),
        el("span", { className: "label", textContent: `${t("label-pay-suit")}: ${t("suit-symbol", { suit: deal.paySuit })}` }),
      );
      upcard.lastElementChild?.setAttribute("aria-label", `${t("label-pay-suit")}: ${t("suit-name", { suit: deal.paySuit, deck })}`);
      upcard.lastElementChild?.setAttribute("role", "img");
    }
  }
  const chainBox = document.getElementById("chain-box");
  if (chainBox) chainBox.hidden = felt.phase !== "discard" && scene.chain.length === 0;
  const direction = scene.direction ? ` (${tAny(`direction-${scene.direction}`)})` : "";
  const title = document.getElementById("chain-title");
  if (title) title.textContent = `${t("page-chain-title")}${direction}`;
  document.getElementById("chain")?.replaceChildren(
    ...scene.chain.map((play, i) => {
      const node = cardFace(play.card, deck);
      const who = view.players[play.seat] ?? String(play.seat);
      node.setAttribute("aria-label", `${cardName(play.card, deck)}: ${who}`);
      const item = el("li", {}, node, el("span", { className: "who", textContent: who, ariaHidden: "true" }));
      if (i === scene.chain.length - 1) item.classList.add("newest");
      item.dataset.card = play.card;
      return item;
    }),
  );
}

/** A card's text and name, for the lead buttons: the accessible name begins with what the button shows. */
export function leadLabel(card: string, deck: string): string {
  return t("page-lead-the", { card: cardText(card, deck), "card-name": cardName(card, deck) });
}
