// The setup form, from the contract and the service's answers alone. The presets (their names,
// descriptions, decks, starting chips and the numbers of players each seats, `seat_counts`, which
// the engine derives from its own check of the rules) are ListPresets', and so are the bots
// offered at the other seats (its `bot_kinds`, every bot the engine plays). The first ante of each
// number of players a preset seats is the service's answer too: the page asks the service to
// deal a match of that preset (NewGame, answered as one seat, then forgotten) once for each, when
// the preset is first chosen; a number it accepts is offered, and the ante its first deal takes
// (`ante_paid.per_player`) is the least number of starting chips offered. So the page holds no
// list of its own, and offers nothing the service refuses; a refusal is still told in the
// person's language (`explain`).

import { PochError, type PochClient, type Schemas } from "../src/client.js";
import { el, byId } from "./dom.js";
import { has, t, tAny } from "./i18n.js";

const NAMES = ["ann", "bob", "cy", "di", "ed", "flo", "gus", "hal"];

/** What a preset allows: for each number of players the service accepts, its first ante. */
export type Allowed = Map<number, number>;

let presets: Schemas["PresetInfo"][] = [];
let botKinds: Schemas["BotKind"][] = [];
const allowed = new Map<string, Promise<Allowed>>();

/** Each number of players `preset` seats (its `seat_counts`), dealt once: those accepted, with their first ante. */
function probe(poch: PochClient, preset: Schemas["PresetInfo"]): Promise<Allowed> {
  let found = allowed.get(preset.name);
  if (!found) {
    found = Promise.all(
      preset.seat_counts.map(async (n): Promise<[number, number] | null> => {
        try {
          const answer = await poch.newGame({ preset: preset.name, players: probeNames(n), state_form: "sealed", answer_as_seat: 0 });
          const ante = answer.events.find((e) => e.kind.type === "ante_paid")?.kind;
          return ante?.type === "ante_paid" ? [n, ante.per_player] : null;
        } catch (error) {
          // A refusal of the table (422) means: not this number. Anything else is the service's trouble.
          if (error instanceof PochError && error.status === 422) return null;
          throw error;
        }
      }),
    ).then((found) => new Map(found.filter((f): f is [number, number] => f !== null)));
    found.catch(() => allowed.delete(preset.name));
    allowed.set(preset.name, found);
  }
  return found;
}

function probeNames(n: number): string[] {
  return Array.from({ length: n }, (_, i) => NAMES[i] ?? `p${i + 1}`);
}

function chosenPreset(): Schemas["PresetInfo"] | undefined {
  const name = byId<HTMLSelectElement>("preset").value;
  return presets.find((p) => p.name === name);
}

/** The presets and the bots, then what the first preset allows. */
export async function loadPresets(poch: PochClient) {
  const select = byId<HTMLSelectElement>("preset");
  ({ presets, bot_kinds: botKinds } = await poch.presets());
  select.replaceChildren(...presets.map((preset) => el("option", { value: preset.name, textContent: preset.name })));
  await presetChosen(poch);
}

/** A preset chosen: its description, then the players and chips it allows. */
export async function presetChosen(poch: PochClient) {
  const preset = chosenPreset();
  byId("preset-description").textContent = preset ? `${preset.description} (${preset.rules.deck})` : "";
  if (!preset) return;
  const players = byId<HTMLSelectElement>("players");
  const form = byId<HTMLFormElement>("setup");
  form.dataset.ready = "false";
  players.disabled = true;
  byId<HTMLButtonElement>("start").disabled = true;
  byId("setup-note").textContent = t("page-checking-preset");
  const counts = await probe(poch, preset);
  if (chosenPreset() !== preset) return;
  const before = Number(players.value || 4);
  players.replaceChildren(...[...counts.keys()].map((n) => el("option", { value: String(n), textContent: String(n) })));
  // The number chosen before, if this preset seats it; else the nearest it does.
  const nearest = [...counts.keys()].sort((a, b) => Math.abs(a - before) - Math.abs(b - before))[0];
  if (nearest !== undefined) players.value = String(nearest);
  players.disabled = false;
  byId<HTMLButtonElement>("start").disabled = counts.size === 0;
  byId("setup-note").textContent = "";
  form.dataset.ready = "true";
  renderChips();
  renderSetupSeats();
}

/** The starting chips: from the first ante of the chosen table up; the preset's own by default. */
export function renderChips() {
  const preset = chosenPreset();
  const counts = preset ? allowed.get(preset.name) : undefined;
  const input = byId<HTMLInputElement>("starting-chips");
  void counts?.then((map) => {
    const ante = map.get(playerCount()) ?? 1;
    input.min = String(ante);
    const label = byId("starting-chips-label");
    label.textContent = t("page-starting-chips", { ante });
    const now = Number(input.value);
    if (input.dataset.preset !== preset?.name || !Number.isInteger(now) || now < ante) {
      input.value = String(Math.max(ante, preset?.rules.starting_chips ?? ante));
      input.dataset.preset = preset?.name ?? "";
    }
  });
}

export function playerCount(): number {
  return Number(byId<HTMLSelectElement>("players").value || 0);
}

/** The seat menu and one bot menu for every other seat, kept as chosen when re-drawn. */
export function renderSetupSeats() {
  const count = playerCount();
  const seatMenu = byId<HTMLSelectElement>("your-seat");
  const mine = Math.min(Number(seatMenu.value || 0), Math.max(0, count - 1));
  seatMenu.replaceChildren(
    ...Array.from({ length: count }, (_, seat) => el("option", { value: String(seat), textContent: t("page-seat", { seat: seat + 1 }) })),
  );
  seatMenu.value = String(mine);
  const box = byId("bot-seats");
  const chosen = new Map<string, string>();
  for (const select of Array.from(box.querySelectorAll("select"))) chosen.set(select.id, select.value);
  box.replaceChildren(
    ...Array.from({ length: count }, (_, seat) => seat)
      .filter((seat) => seat !== mine)
      .map((seat) => {
        const id = `bot-${seat}`;
        const select = el("select", { id, name: id }, ...botOptions(botKinds));
        select.value = chosen.get(id) ?? defaultBot(botKinds);
        return el("div", { className: "row" }, el("label", { htmlFor: id, textContent: t("page-seat", { seat: seat + 1 }) }), select);
      }),
  );
}

/** One option for each bot `kinds` lists (a presets answer's `bot_kinds`), in the page's language. */
export function botOptions(kinds: readonly string[]): HTMLOptionElement[] {
  return kinds.map((kind) => el("option", { value: kind, textContent: tAny(`page-bot-${kind}`) }));
}

/** The bot a seat starts with: the heuristic bot if the service offers it, else its first. */
export function defaultBot(kinds: readonly string[]): string {
  return kinds.includes("heuristic") ? "heuristic" : (kinds[0] ?? "");
}

/** The NewGame body of the form, and who plays each seat. */
export function newGameBody(locale: string): { body: Schemas["NewGameRequest"]; seat: number; players: string[] } {
  const count = playerCount();
  const seat = Number(byId<HTMLSelectElement>("your-seat").value);
  const names = NAMES.slice(0, count);
  const given = byId<HTMLInputElement>("your-name").value.trim();
  if (given !== "") {
    // The person's name; a bot that had it takes another.
    const clash = names.indexOf(given);
    if (clash >= 0) names[clash] = NAMES.find((n) => !names.includes(n)) ?? `${given}-${clash}`;
    names[seat] = given;
  }
  const bots: Schemas["BotSeat"][] = [];
  const players: string[] = [];
  for (let other = 0; other < count; other++) {
    if (other === seat) {
      players.push("human");
      continue;
    }
    const kind = (document.getElementById(`bot-${other}`) as HTMLSelectElement | null)?.value ?? "heuristic";
    bots.push({ seat: other, kind: kind as Schemas["BotKind"] });
    players.push(kind);
  }
  const maxDeals = byId<HTMLInputElement>("max-deals").value.trim();
  const chips = byId<HTMLInputElement>("starting-chips").value.trim();
  const seed = byId<HTMLInputElement>("seed").value.trim().toLowerCase();
  const body: Schemas["NewGameRequest"] = {
    preset: byId<HTMLSelectElement>("preset").value,
    players: names,
    bots,
    state_form: "sealed",
    locale,
    // The answer is the person's alone: the public events and the person's own, and the
    // person's ticket, never the bots' hands or the match's other tickets.
    answer_as_seat: seat,
  };
  const rules: Schemas["RuleOverrides"] = {};
  if (maxDeals !== "") rules.max_deals = Number(maxDeals);
  const preset = chosenPreset();
  if (chips !== "" && Number(chips) !== preset?.rules.starting_chips) rules.starting_chips = Number(chips);
  if (Object.keys(rules).length > 0) body.rules = rules;
  if (seed !== "") body.deal_source = { seeded: { seed } };
  return { body, seat, players };
}

/** Why the service refused, in the person's language: the code's own message, else its code. */
export function explain(error: unknown): string {
  if (error instanceof PochError || (error instanceof Error && typeof (error as { code?: unknown }).code === "string")) {
    const code = (error as { code?: string | null }).code ?? "";
    if (code !== "" && has(`page-error-${code}`)) return tAny(`page-error-${code}`);
    if (code !== "" && has(`rejection-${code}`)) return tAny(`rejection-${code}`);
    return t("page-error-other", { code: code || String((error as { status?: number }).status ?? "") });
  }
  // fetch's own error: no answer at all.
  if (error instanceof TypeError) return t("page-error-unreachable");
  return String(error);
}
