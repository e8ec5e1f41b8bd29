/**
 * A document as an Italian club writes it (one language is enough): every display text cut to its Italian.
 * Shared by the API test (cms/one-language.test.ts) and the Archive's browser test (test/browser/archive-one-language.test.ts).
 * @module
 */

/** `doc` with every display text (`{ it, en }`) cut to its Italian; `doc` itself is left as it was. */
export function italianOnly<T>(doc: T): T {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v && typeof v === 'object') {
      const o = v as Record<string, unknown>;
      if (Object.keys(o).length === 2 && typeof o.it === 'string' && typeof o.en === 'string') return { it: o.it };
      return Object.fromEntries(Object.entries(o).map(([k, x]) => [k, walk(x)]));
    }
    return v;
  };
  return walk(structuredClone(doc)) as T;
}
