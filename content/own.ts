/**
 * Reading a plain record by a key someone chose (a content id, a ruleset's stat name, a code read from a file):
 * only the record's own keys count, never what every object inherits from `Object.prototype` (`constructor`,
 * `toString`, `hasOwnProperty`...). Records that travel as JSON (the game's state, views, documents) stay plain
 * objects; they are read through {@link ownValue}.
 *
 * `__proto__` is the one key JSON can hold that a plain object cannot take by assignment (it sets the prototype):
 * content ids never are `__proto__` (their patterns refuse it), and {@link protoKeyPaths} finds it in parsed JSON so
 * that the API and the pack loader refuse it with a path instead of zod dropping it without a word.
 * @module
 */

/** The value `record` holds under its own key `key`; `undefined` when it has no such own key (or no record). */
export function ownValue<V>(record: Readonly<Record<string, V>> | null | undefined, key: string): V | undefined {
  return record != null && Object.hasOwn(record, key) ? record[key] : undefined;
}

/**
 * Sets `record[key]` to `value` as an own property, also when `key` is `__proto__` (an assignment would replace the
 * record's prototype instead); {@link ownValue} reads it back and `JSON.stringify` writes it.
 */
export function setOwn<V>(record: Record<string, V>, key: string, value: V): void {
  if (key === '__proto__') Object.defineProperty(record, key, { value, writable: true, enumerable: true, configurable: true });
  else record[key] = value;
}

/** A copy of `record` with `key` set to `value` (as {@link setOwn}, also for `__proto__`): for records never changed in place. */
export function withOwn<V>(record: Readonly<Record<string, V>>, key: string, value: V): Record<string, V> {
  const out = { ...record };
  setOwn(out, key, value);
  return out;
}

/** The message of a `__proto__` key found by {@link protoKeyPaths}. */
export const PROTO_KEY_MESSAGE = '"__proto__" is not allowed as a key';

/**
 * The path of every own `__proto__` key in a value parsed from JSON (`JSON.parse` keeps them as own keys), e.g.
 * `[['authored', 'tiers', '__proto__']]`; empty when there is none. Walks breadth first with no recursion, so any depth is safe.
 */
export function protoKeyPaths(value: unknown): (string | number)[][] {
  // every node visited: its value, its parent's index and its key there; paths are built only for what is found
  const nodes: { value: unknown; parent: number; key: string | number }[] = [{ value, parent: -1, key: '' }];
  const found: number[] = [];
  for (let i = 0; i < nodes.length; i++) {
    const v = nodes[i]!.value;
    if (Array.isArray(v)) v.forEach((item, k) => nodes.push({ value: item, parent: i, key: k }));
    else if (v !== null && typeof v === 'object') {
      for (const key of Object.keys(v)) {
        nodes.push({ value: (v as Record<string, unknown>)[key], parent: i, key });
        if (key === '__proto__') found.push(nodes.length - 1);
      }
    }
  }
  return found.map((at) => {
    const path: (string | number)[] = [];
    for (let n = at; n > 0; n = nodes[n]!.parent) path.unshift(nodes[n]!.key);
    return path;
  });
}
