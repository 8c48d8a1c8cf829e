// Every word of the web table has a message in every language:
//
//   node dist/play/test/labels.js
//
// - every message the page formats (PAGE_MESSAGES, the only ids its `t` and `attr` take) and
//   every attribute it reads formats in each catalogue of proto/locales with its arguments, with
//   no error and no placeable left;
// - every `data-l10n` label of index.html is one of them;
// - every phase, status, field, direction and bot kind the contract (openapi.json) can send has
//   its message among them, so that the page's `phase-${…}` and the like always find one; the
//   bots the setup forms offer are a presets answer's `bot_kinds`, bot kinds of the contract, so
//   a kind the contract gains without its `page-bot-<kind>` in every language fails here;
// - the non-English catalogues translate the page's own labels (no page message is left in
//   English in another language, except those that are the same word by nature).
//
// Exits 1 and names every gap.

import { readFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

import { Catalogue, LOCALES, PAGE_ATTRIBUTES, PAGE_MESSAGES, type MessageId } from "../messages.js";

const root = join(dirname(fileURLToPath(import.meta.url)), "../../../../..");
const problems: string[] = [];
const ids = Object.keys(PAGE_MESSAGES) as MessageId[];
const catalogues = LOCALES.map((locale) => new Catalogue(locale, readFileSync(join(root, "proto/locales", `${locale}.ftl`), "utf8")));

for (const catalogue of catalogues) {
  for (const error of catalogue.errors) problems.push(`${catalogue.locale}: the catalogue does not parse: ${error}`);
  const check = (what: string, text: string, errors: Error[]) => {
    for (const error of errors) problems.push(`${catalogue.locale} ${what}: ${error.message}`);
    if (text.trim() === "" || text.includes("{") || text.includes("}")) problems.push(`${catalogue.locale} ${what}: "${text}"`);
  };
  for (const id of ids) {
    const errors: Error[] = [];
    check(id, catalogue.text(id, PAGE_MESSAGES[id], errors), errors);
  }
  for (const [id, attribute] of PAGE_ATTRIBUTES) {
    const errors: Error[] = [];
    check(`${id}.${attribute}`, catalogue.attr(id, attribute, PAGE_MESSAGES[id], errors), errors);
  }
}

// The page's static labels.
const html = readFileSync(join(root, "client/typescript/play/index.html"), "utf8");
const labels = [...html.matchAll(/data-l10n="([^"]+)"/g)].map((m) => m[1] ?? "");
if (labels.length < 10) problems.push(`index.html has only ${labels.length} data-l10n labels`);
for (const label of labels) {
  if (!(label in PAGE_MESSAGES)) problems.push(`index.html: data-l10n="${label}" is not a page message`);
}

// What the wire can send, each with its message.
type Schema = { enum?: string[]; properties?: Record<string, { items?: { $ref?: string } }> };
const contract = (path: string) =>
  (JSON.parse(readFileSync(join(root, path), "utf8")) as { components: { schemas: Record<string, Schema> } }).components.schemas;
const schemas = contract("openapi.json");
const wire: [string, string][] = [
  ["Phase", "phase-"],
  ["Status", "status-"],
  ["Field", "field-"],
  ["Direction", "direction-"],
  ["BotKind", "page-bot-"],
];
for (const [schema, prefix] of wire) {
  const values = schemas[schema]?.enum ?? [];
  if (values.length === 0) problems.push(`openapi.json has no enum ${schema}`);
  for (const value of values) {
    if (!(`${prefix}${value}` in PAGE_MESSAGES)) problems.push(`${schema} ${value}: no page message ${prefix}${value}`);
  }
}
// The forms offer the bots of a presets answer (the service's, and the table server's, which
// passes the engine's on): bot kinds of the contract, labelled above.
for (const [path, document] of [["openapi.json", schemas], ["service/tables/openapi.json", contract("service/tables/openapi.json")]] as const) {
  const offered = document.PresetsResponse?.properties?.bot_kinds?.items?.$ref;
  if (offered !== "#/components/schemas/BotKind") problems.push(`${path}: PresetsResponse.bot_kinds is not a list of BotKind: ${offered}`);
  const kinds = document.BotKind?.enum ?? [];
  if (kinds.join() !== (schemas.BotKind?.enum ?? []).join()) problems.push(`${path}: BotKind is ${kinds}, openapi.json's ${schemas.BotKind?.enum}`);
}

// Translated: the page's own messages differ from English in every other language, but for a
// few that are the same word in several of them.
const SAME_BY_NATURE = new Set<MessageId>(["page-seed"]);
const english = catalogues[0];
for (const catalogue of catalogues.slice(1)) {
  for (const id of ids.filter((id) => id.startsWith("page-") && !SAME_BY_NATURE.has(id))) {
    if (english && catalogue.text(id, PAGE_MESSAGES[id]) === english.text(id, PAGE_MESSAGES[id])) {
      problems.push(`${catalogue.locale} ${id}: the same as in English`);
    }
  }
}

if (problems.length > 0) {
  console.error(`FAILED: ${problems.length} gaps in the table's words:\n${problems.join("\n")}`);
  process.exit(1);
}
console.log(
  `${ids.length} messages and ${PAGE_ATTRIBUTES.length} attributes of the table format in ${LOCALES.join(", ")}; ` +
    `${labels.length} labels of index.html among them`,
);
