/**
 * The lookup of the ruleset's translation table (`names.ts`), without zod: the element's `rules` parts read it.
 * @module
 */

/** A translation table as the lookup reads it: per language, `<list>.<id>` → name. */
export interface NamesTable {
  it?: Record<string, string> | undefined;
  en?: Record<string, string> | undefined;
}

/** The name `names` gives entry `id` of `list` in `lang`, or undefined (then the document's `name` as written shows). */
export function translatedName(names: NamesTable | undefined, lang: 'it' | 'en', list: string, id: string): string | undefined {
  const table = names?.[lang];
  return table && Object.hasOwn(table, `${list}.${id}`) ? table[`${list}.${id}`] : undefined;
}
