/**
 * Deltas (engine/core/delta.ts; docs/protocol.md "Deltas"): what `diff` makes, `patch` (fast-json-patch, RFC 6902)
 * applies back to exactly the later value, for values of every JSON shape, while the earlier value stays as it was.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { diff, patch } from './delta.ts';
import { Rng, seedRng } from './rng.ts';

/** `value` as JSON reads it back (keys holding `undefined` gone). */
const asJson = (value: unknown) => JSON.parse(JSON.stringify(value)) as unknown;

test('a diff applied to the earlier value gives the later one: keys added, removed, changed, escaped; arrays grown and shrunk; types changed', () => {
  const shared = { name: { it: 'Goblin', en: 'Goblin' } };
  const before = { a: 1, b: [1, 2, 3, 4], c: { d: 'x', e: shared }, 'a/b': 1, 'm~n': 2, gone: true, u: undefined, t: [1], n: null, s: shared };
  const after = { a: 2, b: [1, 9], c: { d: 'x', e: shared, f: [{}] }, 'a/b': 2, 'm~n': 3, u: 5, t: { 0: 1 }, n: { x: 1 }, s: shared, list: [] };
  const ops = diff(before, after);
  assert.deepEqual(ops, [
    ['replace', '/a', 2],
    ['replace', '/b/1', 9],
    ['remove', '/b/3'],
    ['remove', '/b/2'],
    ['add', '/c/f', [{}]],
    ['replace', '/a~1b', 2],
    ['replace', '/m~0n', 3],
    ['remove', '/gone'],
    ['replace', '/t', { 0: 1 }],
    ['replace', '/n', { x: 1 }],
    ['add', '/u', 5],
    ['add', '/list', []],
  ]);
  const copy = structuredClone(before);
  assert.deepEqual(patch(before, ops), asJson(after));
  assert.deepEqual(before, copy, 'the earlier value is left as it was');
  assert.deepEqual(diff(after, after), [], 'the same value: nothing');
});

test('with orWhole, a list whose every element changed is replaced whole, and one that changed a little is patched', () => {
  assert.deepEqual(diff([{ type: 'roll' }, { type: 'end_turn' }], [], true), [['replace', '', []]]);
  assert.deepEqual(diff([], [{ type: 'roll' }, { type: 'end_turn' }], true), [['replace', '', [{ type: 'roll' }, { type: 'end_turn' }]]]);
  const a = [{ type: 'roll' }, { type: 'search' }, { type: 'open_door', door: 1 }, { type: 'attack', target: 'g1' }, { type: 'end_turn' }];
  assert.deepEqual(diff(a, [a[0], a[1], a[2], a[3]], true), [['remove', '/4']]);
  assert.deepEqual(diff(a, [a[0], a[1], { type: 'open_door', door: 2 }, a[3]], true), [
    ['replace', '/2/door', 2],
    ['remove', '/4'],
  ]);
});

/** A random JSON-like value of depth up to `depth`. */
function randomValue(rng: Rng, depth: number): unknown {
  const pick = rng.int(depth > 0 ? 7 : 4);
  if (pick === 0) return rng.int(5);
  if (pick === 1) return ['a', 'b', 'x/y', 'p~q'][rng.int(4)];
  if (pick === 2) return rng.int(2) === 0;
  if (pick === 3) return null;
  if (pick === 4 || pick === 5) return Array.from({ length: rng.int(4) }, () => randomValue(rng, depth - 1));
  const o: Record<string, unknown> = {};
  for (let i = rng.int(4); i > 0; i--) o[['k', 'l', 'a/b', 'm~n', 'z'][rng.int(5)]!] = rng.int(6) === 0 ? undefined : randomValue(rng, depth - 1);
  return o;
}

/** `value` changed a little here and there (new objects where changed, shared parts where not). */
function mutate(rng: Rng, value: unknown, depth: number): unknown {
  if (rng.int(4) === 0) return randomValue(rng, depth);
  if (Array.isArray(value)) {
    const next = value.map((v) => (rng.int(3) === 0 ? mutate(rng, v, depth - 1) : v));
    if (rng.int(3) === 0) next.push(randomValue(rng, depth - 1));
    if (rng.int(3) === 0) next.splice(rng.int(next.length + 1), 1);
    return next;
  }
  if (value !== null && typeof value === 'object') {
    const next: Record<string, unknown> = { ...value };
    for (const k of Object.keys(next)) if (rng.int(3) === 0) next[k] = rng.int(4) === 0 ? undefined : mutate(rng, next[k], depth - 1);
    if (rng.int(3) === 0) next[['k', 'new', 'a/b'][rng.int(3)]!] = randomValue(rng, depth - 1);
    return next;
  }
  return value;
}

test('random values and their changes: 5,000 diffs, each applied gives exactly the later value', () => {
  const rng = new Rng(seedRng('deltas'));
  for (let i = 0; i < 5000; i++) {
    const before = { root: randomValue(rng, 4) };
    const after = { root: mutate(rng, before.root, 4) };
    const copy = JSON.stringify(before);
    // through JSON, as on the wire
    const ops = JSON.parse(JSON.stringify(diff(before, after))) as ReturnType<typeof diff>;
    assert.deepEqual(patch(asJson(before), ops), asJson(after), `case ${i}: ${copy} -> ${JSON.stringify(after)}`);
    assert.equal(JSON.stringify(before), copy);
  }
});
