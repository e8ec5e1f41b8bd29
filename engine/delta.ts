/**
 * Deltas of a seat's view (docs/protocol.md, "Deltas"): what changed between two updates, as RFC 6902 JSON Patch
 * operations (computed by `fast-json-patch`) written in a compact form, one array per operation:
 * `["replace", "/turn/moved", true]`, `["add", "/units/9", {...}]`, `["remove", "/units/3"]` — the same operation
 * without the repeated `op`/`path`/`value` keys, which were a third of a typical delta. {@link diff} makes one,
 * {@link patch} applies one; the server and the element share them.
 * @module
 */
import jsonPatch, { type Operation } from 'fast-json-patch';

/** One JSON Patch operation in compact form: `[op, path, value]`, or `[op, path]` for a `remove`. */
export type CompactOp = ['add' | 'replace', string, unknown] | ['remove', string];

/** RFC 6902 operations (as `fast-json-patch` makes them: add, remove, replace) in compact form. */
function compact(ops: Operation[]): CompactOp[] {
  return ops.map((o) => (o.op === 'remove' ? ['remove', o.path] : [o.op as 'add' | 'replace', o.path, (o as { value: unknown }).value]));
}

/** Compact operations back in RFC 6902 form. @throws Error naming an operation that is not one. */
function expand(ops: readonly CompactOp[]): Operation[] {
  return ops.map((o) => {
    if (!Array.isArray(o) || typeof o[1] !== 'string') throw new Error(`not a compact JSON Patch operation: ${JSON.stringify(o)}`);
    if (o[0] === 'remove') return { op: 'remove', path: o[1] };
    if (o[0] === 'add' || o[0] === 'replace') return { op: o[0], path: o[1], value: o[2] };
    throw new Error(`unknown operation "${String(o[0])}"`);
  });
}

/**
 * What takes `before` to `after` (two JSON values), in compact form; parts that are the same object in both are
 * skipped without being walked. With `orWhole`, when one `replace` of the whole document (path `""`) is shorter than
 * the diff, that is what is returned (for a small document that may change throughout, e.g. the legal actions of a
 * new turn: it costs serialising both).
 */
export function diff(before: object, after: object, orWhole = false): CompactOp[] {
  if (before === after) return [];
  const ops = compact(jsonPatch.compare(before, after));
  if (!orWhole || ops.length < 2) return ops;
  const whole: CompactOp[] = [['replace', '', after]];
  return JSON.stringify(whole).length < JSON.stringify(ops).length ? whole : ops;
}

/**
 * `doc` with `ops` applied, as a new value (`doc` is left as it is).
 * @throws Error when an operation is malformed or does not apply to `doc` (a path that is not there).
 */
export function patch<T>(doc: T, ops: readonly CompactOp[]): T {
  if (ops.length === 0) return doc;
  return jsonPatch.applyPatch(doc, expand(ops), true, false).newDocument;
}
