/**
 * A guard against documents nested too deeply to parse recursively (a stack overflow is not a validation
 * message). Walks the document without recursion.
 * @module
 */

/** The deepest nesting of objects and lists a `rules` document may have. Real documents stay far below it. */
export const MAX_DOCUMENT_DEPTH = 256;

/** The path of the first value nested deeper than `limit` levels inside `raw`, or `undefined` when there is none. */
export function pathTooDeep(raw: unknown, limit = MAX_DOCUMENT_DEPTH): (string | number)[] | undefined {
  const stack: [unknown, (string | number)[]][] = [[raw, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (value === null || typeof value !== 'object') continue;
    if (path.length >= limit) return path;
    if (Array.isArray(value)) value.forEach((v, i) => stack.push([v, [...path, i]]));
    else for (const [k, v] of Object.entries(value)) stack.push([v, [...path, k]]);
  }
  return undefined;
}
