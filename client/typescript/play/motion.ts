// Chips and cards that move: after an event, a chip flies from where the event takes it to
// where it puts it (a seat's bet to the pot, a field to the seat that claims it, the payments
// to the seat that went out), and a card from the seat that plays it into the chain. Each
// flight is a copy drawn over the page (hidden from screen readers) that moves and is removed;
// the table itself already shows the new state. Nothing moves when the person's system asks for
// reduced motion (`prefers-reduced-motion: reduce`).

const REDUCE = "(prefers-reduced-motion: reduce)";

export function reducedMotion(): boolean {
  return typeof window.matchMedia === "function" && window.matchMedia(REDUCE).matches;
}

function layer(): HTMLElement {
  let node = document.getElementById("flights");
  if (!node) {
    node = document.createElement("div");
    node.id = "flights";
    node.setAttribute("aria-hidden", "true");
    document.body.append(node);
  }
  return node;
}

function centre(node: Element): { x: number; y: number } | null {
  const box = node.getBoundingClientRect();
  if (box.width === 0 && box.height === 0) return null;
  return { x: box.left + box.width / 2, y: box.top + box.height / 2 };
}

/**
 * Moves `token` from the middle of `from` to the middle of `to` in `ms` milliseconds, then
 * removes it. Nothing happens under reduced motion, or when either end is not on the page.
 */
export function fly(from: Element | null, to: Element | null, token: HTMLElement, ms: number): void {
  if (!from || !to || ms <= 0 || reducedMotion()) return;
  const a = centre(from);
  const b = centre(to);
  if (!a || !b) return;
  token.classList.add("flying");
  token.removeAttribute("role");
  token.removeAttribute("aria-label");
  layer().append(token);
  const half = { x: token.offsetWidth / 2, y: token.offsetHeight / 2 };
  const at = (p: { x: number; y: number }) => `translate(${p.x - half.x}px, ${p.y - half.y}px)`;
  const animation = token.animate([{ transform: at(a), opacity: 1 }, { transform: at(b), opacity: 0.85 }], {
    duration: ms,
    easing: "ease-in-out",
    fill: "forwards",
  });
  flying.add(animation);
  const done = () => {
    token.remove();
    flying.delete(animation);
  };
  animation.addEventListener("finish", done);
  animation.addEventListener("cancel", done);
}

const flying = new Set<Animation>();

/** Resolves once every flight under way has landed (at once when none is). */
export async function landed(): Promise<void> {
  await Promise.all([...flying].map((a) => a.finished.catch(() => undefined)));
}

/** A chip, with the number of chips it stands for. */
export function chip(chips: number): HTMLElement {
  const node = document.createElement("span");
  node.className = "chip";
  node.textContent = String(chips);
  return node;
}
