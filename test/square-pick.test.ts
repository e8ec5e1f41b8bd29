/**
 * Picking squares on the map for the Archive's form fields (the map picks places): which nodes of a
 * JSON Schema are a square or a list of squares (components/archive/square-pick.ts), the squares a value holds, and a
 * pick applied to a document at a path. The browser side is test/browser/map-pick.test.ts.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { schemaOf, type JsonSchema } from '../components/archive/schema-tools.ts';
import { applyPick, squareShapeOf, squaresOf } from '../components/archive/square-pick.ts';

/** Every square-shaped node of `s`, as `path shape` (`[]` an array's items, `<type>` a union's variant). */
function squareNodes(s: JsonSchema, at = '', out: string[] = []): string[] {
  const shape = squareShapeOf(s);
  if (shape) out.push(`${at} ${shape}`);
  if (shape === 'pair' || shape === 'list') return out;
  for (const v of s.oneOf ?? s.anyOf ?? []) squareNodes(v, `${at}<${String(v.properties?.type?.const ?? v.type)}>`, out);
  for (const [k, p] of Object.entries(s.properties ?? {})) squareNodes(p, at ? `${at}.${k}` : k, out);
  if (s.items) squareNodes(s.items, `${at}[]`, out);
  (s.prefixItems ?? []).forEach((p, i) => squareNodes(p, `${at}[${i}]`, out));
  return out;
}

describe('square fields in a JSON Schema', () => {
  test('every square and list of squares of a mission is recognised, and nothing else', () => {
    const objectTypes = ['treasure', 'trap', 'exit', 'marker', 'furniture'];
    assert.deepEqual(squareNodes(schemaOf('missions')), [
      'map.doors[].between[0] pair',
      'map.doors[].between[1] pair',
      'map.difficult[].at pair',
      'start list',
      'monsters[] xy',
      'npcs[] xy',
      ...objectTypes.flatMap((o) => [`objects[]<${o}> xy`, `objects[]<${o}>.effects[]<teleport> xy`, `objects[]<${o}>.effects[]<spawn> xy`]),
      'events[].when<enter>.cells list',
      'events[].effects[]<teleport> xy',
      'events[].effects[]<spawn> xy',
      'win<object>.conditions[]<reach>.cells list',
      'win<object>.conditions[]<escort>.cells list',
      'lose[]<reach>.cells list',
      'lose[]<escort>.cells list',
    ]);
  });

  test('the shapes: a pair of numbers, an object with numeric x and y, a list of pairs; not a pair of texts, nor x alone', () => {
    const int = { type: 'integer' };
    assert.equal(squareShapeOf({ type: 'array', prefixItems: [int, int] }), 'pair');
    assert.equal(squareShapeOf({ type: 'object', properties: { kind: { type: 'string' }, x: int, y: int } }), 'xy');
    assert.equal(squareShapeOf({ type: 'array', items: { type: 'array', prefixItems: [int, int] } }), 'list');
    assert.equal(squareShapeOf({ type: 'array', prefixItems: [{ type: 'string' }, { type: 'string' }] }), null);
    assert.equal(squareShapeOf({ type: 'array', prefixItems: [int, int, int] }), null);
    assert.equal(squareShapeOf({ type: 'object', properties: { x: int } }), null);
    assert.equal(squareShapeOf({ type: 'object', properties: { x: { type: 'string' }, y: int } }), null);
    assert.equal(squareShapeOf({ type: 'array', items: int }), null);
  });
});

describe('a pick applied to a document', () => {
  const mission = {
    id: 'm',
    events: [{ when: { type: 'enter', room: 'a' }, effects: [{ type: 'spawn', kind: 'goblin', count: 2, x: 0, y: 0 }] }],
    win: { mode: 'any', conditions: [{ type: 'reach', cells: [[1, 1]], who: 'any' }] },
    lose: [{ type: 'escort', npc: 'Bruno', cells: [] }],
  };

  test('an xy object gets x and y, its other fields kept; the document itself is not changed', () => {
    const before = structuredClone(mission);
    const next = applyPick(mission, { path: ['events', 0, 'effects', 0], shape: 'xy', required: true }, [7, 4]) as typeof mission;
    assert.deepEqual(next.events[0]!.effects[0], { type: 'spawn', kind: 'goblin', count: 2, x: 7, y: 4 });
    assert.deepEqual(next.win, mission.win);
    assert.deepEqual(mission, before);
    assert.deepEqual(squaresOf(next.events[0]!.effects[0], 'xy'), [[7, 4]]);
  });

  test('a list gains a square, loses it on a second pick, and an optional list picked empty is removed', () => {
    const req = { path: ['win', 'conditions', 0, 'cells'], shape: 'list' as const, required: false };
    const two = applyPick(mission, req, [3, 2]) as typeof mission;
    assert.deepEqual(two.win.conditions[0]!.cells, [
      [1, 1],
      [3, 2],
    ]);
    assert.deepEqual(squaresOf(two.win.conditions[0]!.cells, 'list'), [
      [1, 1],
      [3, 2],
    ]);
    const one = applyPick(two, req, [1, 1]) as typeof mission;
    assert.deepEqual(one.win.conditions[0]!.cells, [[3, 2]]);
    const none = applyPick(one, req, [3, 2]) as typeof mission;
    assert.deepEqual(none.win.conditions[0], { type: 'reach', who: 'any' });
  });

  test('a required list picked empty stays an empty list; a list not there yet is made', () => {
    const escort = applyPick(mission, { path: ['lose', 0, 'cells'], shape: 'list', required: true }, [5, 5]) as typeof mission;
    assert.deepEqual(escort.lose[0]!.cells, [[5, 5]]);
    assert.deepEqual((applyPick(escort, { path: ['lose', 0, 'cells'], shape: 'list', required: true }, [5, 5]) as typeof mission).lose[0]!.cells, []);
    const enter = applyPick(mission, { path: ['events', 0, 'when', 'cells'], shape: 'list', required: false }, [2, 3]) as typeof mission;
    assert.deepEqual(enter.events[0]!.when, { type: 'enter', room: 'a', cells: [[2, 3]] });
  });

  test('a pair is set to the square; squaresOf reads nothing from unset or malformed values', () => {
    assert.deepEqual(applyPick({ at: [0, 0] }, { path: ['at'], shape: 'pair', required: true }, [9, 8]), { at: [9, 8] });
    assert.deepEqual(squaresOf(undefined, 'list'), []);
    assert.deepEqual(squaresOf({ x: 1 }, 'xy'), []);
    assert.deepEqual(squaresOf([[1, 2], 'x', [3]], 'list'), [[1, 2]]);
    assert.deepEqual(squaresOf([4, 5], 'pair'), [[4, 5]]);
  });
});
