// The page's language: the five catalogues of proto/locales (bundled as text), the language
// chosen, and the formatting of the page's messages in it (messages.ts lists them).

import { Catalogue, LOCALES, type Locale, type MessageId, type PAGE_MESSAGES } from "./messages.js";

import de from "../../../proto/locales/de.ftl";
import en from "../../../proto/locales/en.ftl";
import fi from "../../../proto/locales/fi.ftl";
import nb from "../../../proto/locales/nb.ftl";
import nl from "../../../proto/locales/nl.ftl";

const SOURCES: Record<Locale, string> = { en, de, nl, nb, fi };
const catalogues = new Map<Locale, Catalogue>();

/** One language's catalogue, read once. */
export function catalogue(code: Locale): Catalogue {
  let found = catalogues.get(code);
  if (!found) {
    found = new Catalogue(code, SOURCES[code]);
    catalogues.set(code, found);
  }
  return found;
}

let current: Locale = "en";

/** The language the page speaks now. */
export function locale(): Locale {
  return current;
}

/** Speaks `code` from now on (English for a language the catalogues do not have). */
export function useLocale(code: string): Locale {
  current = isLocale(code) ? code : "en";
  return current;
}

export function isLocale(code: string): code is Locale {
  return (LOCALES as readonly string[]).includes(code);
}

/** A message in the page's language, with the arguments of the kind its entry in PAGE_MESSAGES has. */
type ArgsOf<K extends MessageId> = (typeof PAGE_MESSAGES)[K];
export function t<K extends MessageId>(id: K, ...args: {} extends ArgsOf<K> ? [] : [ArgsOf<K>]): string {
  return catalogue(current).text(id, args[0] ?? {});
}

/** An attribute of a message (a field's `.title`, an action's `.label`), which takes fewer arguments than its value. */
export function attr(id: MessageId, attribute: string, args: Record<string, string | number> = {}): string {
  return catalogue(current).attr(id, attribute, args);
}

/** A message chosen at run time (`phase-${…}`), which labels.ts holds to exist for every value the wire sends. */
export function tAny(id: string, args: Record<string, string | number> = {}): string {
  return catalogue(current).text(id as MessageId, args);
}

/** Whether the page has a message `id` (an error code's explanation, say). */
export function has(id: string): id is MessageId {
  return catalogue(current).bundle.hasMessage(id);
}
