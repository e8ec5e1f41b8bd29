/**
 * Ids that every JavaScript object already has as keys (`constructor`, `toString`, `valueOf`, `hasOwnProperty`)
 * are ids like any other: a ruleset's stats, resources, conditions and action types, a creature, an item, a
 * faction, a flag and a d20 tier named so are read by their own keys (content/own.ts), never found on
 * `Object.prototype`. `__proto__`, which a record cannot take by assignment, is refused as a ruleset id.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { ownValue, protoKeyPaths, setOwn } from '../../content/own.ts';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { RuleId } from '../../content/schemas/rules/primitives.ts';
import type { Rules } from '../../content/schemas/rules/rules.ts';
import { d20BoardOf } from '../rulesets/d20/guide/board.ts';
import { tierNumbers } from '../rulesets/d20/guide/tiers.ts';
import { checkRulesDocument } from '../dsl/rules.ts';
import { Rng, seedRng } from './rng.ts';
import {
  actionRefusal,
  actorOf,
  addActor,
  adjustResource,
  applyCondition,
  computeStats,
  createWorld,
  effectScope,
  runAndApply,
  spendAction,
} from '../rulesets/rules/document/index.ts';

test('ownValue reads own keys only; setOwn writes any key, __proto__ included, as JSON keeps it', () => {
  const record: Record<string, number> = { constructor: 1 };
  assert.equal(ownValue(record, 'constructor'), 1);
  assert.equal(ownValue(record, 'toString'), undefined);
  assert.equal(ownValue(record, '__proto__'), undefined);
  assert.equal(ownValue(undefined, 'constructor'), undefined);
  setOwn(record, '__proto__', 2);
  setOwn(record, 'toString', 3);
  assert.equal(Object.getPrototypeOf(record), Object.prototype, 'the prototype is untouched');
  assert.equal(ownValue(record, '__proto__'), 2);
  assert.equal(JSON.stringify(record), '{"constructor":1,"__proto__":2,"toString":3}');
  assert.deepEqual(protoKeyPaths(JSON.parse('{"a":[{"__proto__":{"__proto__":1}}],"b":{"c":2}}')), [
    ['a', 0, '__proto__'],
    ['a', 0, '__proto__', '__proto__'],
  ]);
  assert.deepEqual(protoKeyPaths({ constructor: 1, toString: 2 }), []);
});

test('a ruleset id may be constructor or toString, not __proto__', () => {
  for (const id of ['constructor', 'toString', 'valueOf', 'hasOwnProperty']) assert.equal(RuleId.parse(id), id);
  assert.deepEqual(
    RuleId.safeParse('__proto__').error?.issues.map((i) => i.message),
    ['"__proto__" cannot be an id'],
  );
  const { issues } = checkRulesDocument({
    attributes: [{ id: '__proto__', name: 'P', abbrev: 'P', modifier: 0 }],
    resources: [{ id: 'hp', name: 'HP', max: 10 }],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'hp',
  });
  assert.deepEqual(issues, [{ path: 'rules.attributes.0.id', message: '"__proto__" cannot be an id' }]);
});

/** A ruleset whose every id is a name objects inherit. */
function prototypeNamedRules(): Rules {
  const { rules, issues } = checkRulesDocument({
    attributes: [
      { id: 'constructor', name: 'Con', abbrev: 'CON', modifier: { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } } },
      { id: 'toString', name: 'Str', abbrev: 'STR', modifier: 0 },
    ],
    resources: [{ id: 'valueOf', name: 'Life', max: { add: [10, { ref: 'actor.mod.constructor' }] } }],
    derivedStats: [{ id: 'hasOwnProperty', name: 'Guard', formula: { ref: 'actor.attr.toString' } }],
    conditions: [{ id: 'constructor', name: 'Blessed', modifiers: { hasOwnProperty: 2 } }],
    actionTypes: [{ id: 'toString', name: 'Act', perTurn: 1 }],
    itemProperties: [{ id: 'valueOf', name: 'Shield', modifiers: { hasOwnProperty: 1 } }],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'valueOf',
  });
  assert.deepEqual(issues, []);
  return rules!;
}

test('stats, resources, conditions and action types named constructor, toString, valueOf, hasOwnProperty play', () => {
  const r = prototypeNamedRules();
  const w = createWorld(r, new Rng(seedRng('own-keys')));
  // "constructor" is not given: the attribute's default (10), not Object.prototype.constructor
  const a = addActor(w, { id: 'constructor', attributes: { toString: 14, con: 3 } as Record<string, number>, equipment: ['valueOf'] });
  assert.deepEqual(a.resources, { valueOf: 10 });
  const s = computeStats(r, a, w.rng);
  assert.deepEqual(s.attr, { constructor: 10, toString: 14 });
  assert.deepEqual(s.mod, { constructor: 0, toString: 0 });
  assert.equal(s.derived.hasOwnProperty, 15, 'toString 14 plus the item property 1');
  applyCondition(w, 'constructor', 'constructor');
  // creatures are immutable values: each change puts a new one in the world, read it anew
  const now = () => actorOf(w, 'constructor');
  assert.equal(computeStats(r, now(), w.rng).derived.hasOwnProperty, 17, 'plus the condition 2');
  assert.equal(adjustResource(w, 'constructor', 'valueOf', -3), -3);
  assert.deepEqual(now().resources, { valueOf: 7 });
  assert.deepEqual(a.resources, { valueOf: 10 }, 'the creature as it was is unchanged');
  assert.equal(actionRefusal(w, now(), 'toString'), null);
  spendAction(w, 'constructor', 'toString');
  assert.equal(actionRefusal(w, now(), 'toString'), 'spent');
  assert.throws(() => actorOf(w, 'toString'), /no creature "toString"/);
});

test('items, factions and flags named like prototype keys, __proto__ included, are own keys of the JSON world', () => {
  const r = prototypeNamedRules();
  const w = createWorld(r, new Rng(seedRng('own-keys')));
  const a = addActor(w, { id: '__proto__' });
  assert.equal(Object.getPrototypeOf(w.actors), Object.prototype);
  assert.equal(actorOf(w, '__proto__'), a);
  assert.throws(() => actorOf(w, 'valueOf'), /no creature "valueOf"/);
  const target = { ref: 'actor.id' };
  runAndApply(
    w,
    [
      { grantItem: { target, item: 'toString', quantity: 2 } },
      { grantItem: { target, item: '__proto__', quantity: 1 } },
      { removeItem: { target, item: 'constructor', quantity: 1 } },
      { adjustReputation: { faction: 'constructor', amount: 3 } },
      { adjustReputation: { faction: 'constructor', amount: 2 } },
      { setFlag: { flag: '__proto__', value: true } },
      { setFlag: { flag: 'toString', value: 'yes' } },
    ],
    effectScope(w, a),
  );
  const inventory = actorOf(w, '__proto__').inventory;
  assert.deepEqual(JSON.parse(JSON.stringify(inventory)), { toString: 2, ['__proto__']: 1 });
  assert.deepEqual(ownValue(inventory, 'constructor'), undefined, 'nothing to remove: nothing removed');
  assert.equal(JSON.stringify(w.reputation), '{"constructor":5}');
  assert.equal(JSON.stringify(w.flags), '{"__proto__":true,"toString":"yes"}');
  assert.equal(Object.getPrototypeOf(w.flags), Object.prototype);
});

test('a d20 tier named constructor has its own numbers; a tier the board lacks is refused by name', () => {
  const pack = loadDefaultPack();
  const ruleset = structuredClone(pack.rulesets.find((x) => x.id === 'forsaken-woods')!);
  const board = (ruleset.rules!.extra as { board: { tiers: { id: string }[]; authored: { tiers: Record<string, unknown> } } }).board;
  board.tiers[0]!.id = 'constructor';
  board.authored.tiers = { constructor: board.authored.tiers.basic, ...board.authored.tiers };
  delete board.authored.tiers.basic;
  const d20 = d20BoardOf(ruleset)!;
  assert.deepEqual(tierNumbers(d20, 'constructor'), board.authored.tiers.constructor);
  assert.throws(() => tierNumbers(d20, 'toString'), /no tier "toString"/);
});
