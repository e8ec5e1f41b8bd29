/**
 * Deltas of a seat's view (docs/protocol.md, "Deltas"): what changed between two updates, as RFC 6902 JSON Patch
 * operations written in a compact form, one array per operation:
 * `["replace", "/turn/moved", true]`, `["add", "/units/9", {...}]`, `["remove", "/units/3"]` — the same operation
 * without the repeated `op`/`path`/`value` keys, which were a third of a typical delta. {@link diff} makes one (the
 * server, per seat per action: it must be cheap), {@link patch} applies one with `fast-json-patch` (the element).
 * @module
 */
import type { Operation } from 'fast-json-patch';
// the ES module build of the library's core alone: the package's default object (its CommonJS `main`, or the
// `module` entry's) holds `compare` and `observe` too, which the element never uses (fast-json-patch-core.d.ts)
import { applyPatch } from 'fast-json-patch/module/core.mjs';

/** One JSON Patch operation in compact form: `[op, path, value]`, or `[op, path]` for a `remove`. */
export type CompactOp = ['add' | 'replace', string, unknown] | ['remove', string];

/** Compact operations back in RFC 6902 form. @throws Error naming an operation that is not one. */
function expand(ops: readonly CompactOp[]): Operation[] {
  return ops.map((o) => {
    if (!Array.isArray(o) || typeof o[1] !== 'string') throw new Error(`not a compact JSON Patch operation: ${JSON.stringify(o)}`);
    if (o[0] === 'remove') return { op: 'remove', path: o[1] };
    if (o[0] === 'add' || o[0] === 'replace') return { op: o[0], path: o[1], value: o[2] };
    throw new Error(`unknown operation "${String(o[0])}"`);
  });
}

/** A JSON Pointer token (RFC 6901): `~` and `/` escaped. */
function token(key: string): string {
  return key.includes('~') || key.includes('/') ? key.replaceAll('~', '~0').replaceAll('/', '~1') : key;
}

/** The JSON Pointer of the path held in `at` (tokens already escaped). */
function pointer(at: readonly string[], last?: string): string {
  const path = at.length === 0 ? '' : `/${at.join('/')}`;
  return last === undefined ? path : `${path}/${last}`;
}

/**
 * Appends to `out` the operations that take `a` to `b` at the path held in `at` (a stack of escaped tokens, joined
 * only when an operation is written: walking what did not change builds no strings): parts that are the same object
 * are skipped unwalked, objects are compared key by key (a key holding `undefined` is absent, as in JSON), arrays
 * index by index (the tail removed from the end, or added), anything else replaced whole. Values are referenced, not
 * copied.
 */
function diffInto(a: unknown, b: unknown, at: string[], out: CompactOp[]): void {
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null || Array.isArray(a) !== Array.isArray(b)) {
    out.push(['replace', pointer(at), b]);
    return;
  }
  if (Array.isArray(a)) {
    const list = b as unknown[];
    const common = Math.min(a.length, list.length);
    for (let i = 0; i < common; i++) {
      if (a[i] === list[i]) continue;
      at.push(String(i));
      diffInto(a[i], list[i], at, out);
      at.pop();
    }
    for (let i = a.length - 1; i >= list.length; i--) out.push(['remove', pointer(at, String(i))]);
    for (let i = a.length; i < list.length; i++) out.push(['add', pointer(at, String(i)), list[i]]);
    return;
  }
  const from = a as Record<string, unknown>;
  const to = b as Record<string, unknown>;
  for (const key in from) {
    const was = from[key];
    const now = to[key];
    if (was === now || was === undefined || !Object.hasOwn(from, key)) continue;
    if (now === undefined || !Object.hasOwn(to, key)) out.push(['remove', pointer(at, token(key))]);
    else {
      at.push(token(key));
      diffInto(was, now, at, out);
      at.pop();
    }
  }
  for (const key in to) {
    if (to[key] !== undefined && (from[key] === undefined || !Object.hasOwn(from, key)) && Object.hasOwn(to, key))
      out.push(['add', pointer(at, token(key)), to[key]]);
  }
}

/**
 * What takes `before` to `after` (two JSON values), in compact form. Parts that are the same object in both are
 * skipped without being walked, and values are referenced, not copied: a seat's views share what did not change, and
 * the game state they read is never changed in place (a library's diff deep-copied every value it put in a patch,
 * a fifth of the server's time per action). With `orWhole`, a document whose every element changed (a list of legal
 * actions at a new turn) is one `replace` of the whole (path `""`).
 */
export function diff(before: object, after: object, orWhole = false): CompactOp[] {
  const ops: CompactOp[] = [];
  if (before !== after) diffInto(before, after, [], ops);
  if (orWhole && ops.length > 1 && Array.isArray(after) && ops.length >= after.length) return [['replace', '', after]];
  return ops;
}

/**
 * `doc` with `ops` applied, as a new value (`doc` is left as it is), each operation checked first. With `inPlace`,
 * `doc` itself is changed and returned, unchecked: for a reader that owns its copy and trusts the server (a bench
 * client), it saves a deep copy of the document per delta.
 * @throws Error when an operation is malformed or does not apply to `doc` (a path that is not there).
 */
export function patch<T>(doc: T, ops: readonly CompactOp[], inPlace = false): T {
  if (ops.length === 0) return doc;
  return applyPatch(doc, expand(ops), !inPlace, inPlace).newDocument;
}
