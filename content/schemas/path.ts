/**
 * Paths inside a document, written the way a person reads them.
 * @module
 */

/** Writes a zod issue path the way a person reads it: `map.doors[2].between`. */
export function formatPath(p: readonly PropertyKey[]): string {
  let out = '';
  for (const key of p) {
    if (typeof key === 'number') out += `[${key}]`;
    else if (typeof key === 'string' && /^[A-Za-z_$][\w$]*$/.test(key)) out += out ? `.${key}` : key;
    else out += `[${JSON.stringify(String(key))}]`;
  }
  return out;
}
