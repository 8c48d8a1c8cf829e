// Small helpers to build the page's nodes.

import { t } from "./i18n.js";

export function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<HTMLElementTagNameMap[K]> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = Object.assign(document.createElement(tag), props);
  node.append(...children);
  return node;
}

export function byId<T extends HTMLElement>(id: string): T {
  const node = document.getElementById(id);
  if (!node) throw new Error(`no #${id}`);
  return node as T;
}

/** Text for screen readers only (the visible picture says it otherwise). */
export function srOnly(text: string): HTMLElement {
  return el("span", { className: "sr-only", textContent: text });
}

/** A disclosure that explains the words of one part of the table, where they appear. */
export function terms(entries: [term: string, explanation: string][], summary = t("page-terms")): HTMLElement {
  const list = el("dl");
  for (const [term, explanation] of entries) list.append(el("dt", { textContent: term }), el("dd", { textContent: explanation }));
  return el("details", { className: "terms" }, el("summary", { textContent: summary }), list);
}

/** A narrated event: its sentence, then its breakdown (the layers, the payments, the standings) as a list. */
export function told(text: string): Node[] {
  const [sentence = "", ...details] = text.split("\n");
  const nodes: Node[] = [el("span", { className: "line", textContent: sentence })];
  if (details.length > 0) nodes.push(el("ul", { className: "details" }, ...details.map((d) => el("li", { textContent: d }))));
  return nodes;
}
