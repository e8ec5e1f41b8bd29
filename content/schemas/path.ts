/**
 * Paths inside a document, written the way a person reads them.
 * @module
 */

/**
 * `path` (as {@link formatPath} writes it) inside the value at `prefix`: `joinPath('missions[0]', 'map.rows')` is
 * `missions[0].map.rows`, `joinPath('mission', '[2]')` is `mission[2]`; either may be empty.
 */
export function joinPath(prefix: string, path: string): string {
  if (!prefix || !path) return prefix || path;
  return path.startsWith('[') ? `${prefix}${path}` : `${prefix}.${path}`;
}

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
