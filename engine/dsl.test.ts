/**
 * The expression language of rulesets (rules-dsl.md): every operator, predicate and effect evaluated, `let`
 * binding one roll for two targets, `repeat`'s cap, the save-time checks (unknown operators with suggestions,
 * arity, refs against a ruleset, the evaluation order of spec 002), and a seeded fuzz of the checker.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { inspect } from 'node:util';
import { rollDice, type DiceRoll } from './core/dice-notation.ts';
// the built-in ruleset modules registered: d20's checks of its board (a trial of its formulas) run at save with them
import './rulesets/index.ts';
import {
  DslEvalError,
  DslValidationError,
  Effects as EffectsSchema,
  Expression as ExpressionSchema,
  Predicate as PredicateSchema,
  REPEAT_CAP,
  SCOPES,
  assertEffects,
  assertExpression,
  checkEffects,
  checkExpression,
  checkPredicate,
  checkRulesDocument,
  evaluateExpression,
  evaluatePredicate,
  runEffects,
  type DslValue,
  type Effect,
  type Expression,
  type Predicate,
  type RuleIds,
} from './dsl/index.ts';
import { Rng, seedRng } from './core/rng.ts';

/** A scope with every kind of name a ruleset reads. */
const SCOPE: Record<string, DslValue> = {
  value: 15,
  magnitude: 2,
  damage: 7,
  actor: {
    id: 'hero',
    level: 3,
    carried: 40,
    attr: { str: 16, dex: 9 },
    mod: { str: 3, dex: -1 },
    res: { hp: 12, focus: 0 },
    derived: { ac: 14 },
    conditions: { poisoned: { magnitude: 1, remaining: 2 } },
    inventory: { rope: 1 },
  },
  target: { id: 'goblin-1', attr: { str: 8 }, res: { hp: 5 } },
  flags: { 'door-open': true, nothing: null },
  rules: { extra: { goldPerLevel: 25 } },
  party: ['hero', 'elf', 'dwarf'],
};

const IDS: RuleIds = {
  attributes: ['str', 'dex'],
  resources: ['hp', 'focus'],
  derivedStats: ['ac'],
  conditions: ['poisoned', 'downed'],
  damageTypes: ['fire'],
};

function rng(seed = 'dsl'): Rng {
  return new Rng(seedRng(seed));
}

function ev(expr: Expression, seed = 'dsl'): DslValue {
  return evaluateExpression(expr, { rng: rng(seed), scope: SCOPE });
}

function holds(pred: Predicate, seed = 'dsl'): boolean {
  return evaluatePredicate(pred, { rng: rng(seed), scope: SCOPE });
}

function run(effects: Effect[], seed = 'dsl') {
  return runEffects(effects, { rng: rng(seed), scope: SCOPE });
}

/** The DslEvalError `f` throws, as [path, reason]. */
function evalError(f: () => unknown): [string, string] {
  try {
    f();
  } catch (e) {
    assert.ok(e instanceof DslEvalError, String(e));
    return [e.path, e.reason];
  }
  assert.fail('no error');
}

describe('expressions', () => {
  test('literals are themselves', () => {
    assert.deepEqual([ev(3), ev(-2.5), ev('fire'), ev(true), ev(null)], [3, -2.5, 'fire', true, null]);
  });

  test('ref reads every kind of name in scope', () => {
    const reads: [string, DslValue][] = [
      ['value', 15],
      ['magnitude', 2],
      ['damage', 7],
      ['actor.id', 'hero'],
      ['actor.level', 3],
      ['actor.carried', 40],
      ['actor.attr.str', 16],
      ['actor.mod.dex', -1],
      ['actor.res.hp', 12],
      ['actor.derived.ac', 14],
      ['actor.conditions.poisoned.magnitude', 1],
      ['actor.inventory.rope', 1],
      ['target.id', 'goblin-1'],
      ['flags.door-open', true],
      ['flags.nothing', null],
      ['rules.extra.goldPerLevel', 25],
      ['party.1', 'elf'],
    ];
    for (const [path, value] of reads) assert.deepEqual(ev({ ref: path }), value, path);
  });

  test('a missing path is an error unless "else" gives a fallback; null is not missing', () => {
    assert.deepEqual(
      evalError(() => ev({ add: [1, { ref: 'actor.res.mana' }] })),
      ['expression.add.1.ref', 'nothing at "actor.res.mana" (give "else" a fallback for when it is missing)'],
    );
    assert.equal(ev({ ref: 'actor.res.mana', else: 0 }), 0);
    assert.equal(ev({ ref: 'flags.nothing', else: 1 }), null);
    assert.equal(ev({ ref: 'party.3', else: 'none' }), 'none');
    assert.equal(ev({ ref: 'party.01', else: 'none' }), 'none');
  });

  test('ref reads only own data: no prototype, no functions', () => {
    for (const path of ['constructor', '__proto__', 'actor.toString', 'actor.__proto__', 'party.length', 'actor.id.length']) {
      assert.equal(ev({ ref: path, else: 'sandboxed' }), 'sandboxed', path);
    }
  });

  test('arithmetic: add, sub, mul, div (not rounded), mod, neg', () => {
    assert.equal(ev({ add: [1, 2, { ref: 'actor.mod.str' }] }), 6);
    assert.equal(ev({ add: [] }), 0);
    assert.equal(ev({ sub: [10, 4] }), 6);
    assert.equal(ev({ mul: [3, -4] }), -12);
    assert.equal(ev({ div: [7, 2] }), 3.5);
    assert.equal(ev({ mod: [7, 3] }), 1);
    assert.equal(ev({ mod: [-7, 3] }), -1);
    assert.equal(ev({ neg: 5 }), -5);
    assert.equal(Object.is(ev({ neg: 0 }), 0), true);
  });

  test('floor, ceil, round (half away from zero), abs', () => {
    assert.deepEqual([ev({ floor: 2.7 }), ev({ floor: -2.2 })], [2, -3]);
    assert.deepEqual([ev({ ceil: 2.2 }), ev({ ceil: -2.7 })], [3, -2]);
    assert.deepEqual([ev({ round: 2.5 }), ev({ round: -2.5 }), ev({ round: 2.4 }), ev({ round: -0.4 })], [3, -3, 2, 0]);
    assert.deepEqual([ev({ abs: -3 }), ev({ abs: 3 })], [3, 3]);
  });

  test('min, max, clamp', () => {
    assert.equal(ev({ min: [4, -1, 9] }), -1);
    assert.equal(ev({ max: [4, -1, 9] }), 9);
    assert.equal(ev({ max: [7] }), 7);
    assert.deepEqual([ev({ clamp: [15, 0, 10] }), ev({ clamp: [-3, 0, 10] }), ev({ clamp: [4, 0, 10] })], [10, 0, 4]);
    assert.deepEqual(
      evalError(() => ev({ clamp: [1, 5, 2] })),
      ['expression.clamp', 'the low bound 5 is above the high bound 2'],
    );
  });

  test("the reference's attribute modifier: floor((value - 10) / 2)", () => {
    const modifier: Expression = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };
    const expected: Record<number, number> = { 1: -5, 3: -4, 8: -1, 9: -1, 10: 0, 11: 0, 12: 1, 15: 2, 18: 4, 20: 5 };
    for (const [value, mod] of Object.entries(expected)) {
      assert.equal(evaluateExpression(modifier, { rng: rng(), scope: { value: Number(value) } }), mod, `value ${value}`);
    }
  });

  test('roll rolls with the injected PRNG and records the dice; the notation may be computed', () => {
    const rolls: DiceRoll[] = [];
    const total = evaluateExpression(
      { add: [{ roll: '2d6' }, { roll: { concat: [{ ref: 'actor.level' }, 'd4'] } }] },
      { rng: rng('roll'), scope: SCOPE, rolls },
    );
    const replay = rng('roll');
    const expected = [rollDice('2d6', replay), rollDice('3d4', replay)];
    assert.deepEqual(rolls, expected);
    assert.equal(total, expected[0]!.total + expected[1]!.total);
    assert.deepEqual(
      evalError(() => ev({ roll: { concat: ['2', 'x'] } })),
      ['expression.roll', 'bad dice notation "2x": expected "+", "-" or the end, found "x" (at position 1)'],
    );
    assert.deepEqual(
      evalError(() => ev({ roll: { ref: 'actor.level' } })),
      ['expression.roll', '"roll" takes dice notation, not 3'],
    );
  });

  test('cond picks "then" or "else" by its predicate', () => {
    assert.equal(ev({ cond: { gte: [{ ref: 'actor.attr.str' }, 15] }, then: 'strong', else: 'weak' }), 'strong');
    assert.equal(ev({ cond: { gte: [{ ref: 'actor.attr.dex' }, 15] }, then: 'quick', else: 'slow' }), 'slow');
  });

  test('concat, length, list', () => {
    assert.equal(ev({ concat: ['lv', { ref: 'actor.level' }, '-', true] }), 'lv3-true');
    assert.equal(ev({ length: 'goblin' }), 6);
    assert.equal(ev({ length: { ref: 'party' } }), 3);
    assert.deepEqual(ev({ list: [1, { add: [1, 1] }, 'x'] }), [1, 2, 'x']);
    assert.deepEqual(ev({ list: [] }), []);
  });

  test('run-time problems are DslEvalErrors naming the path', () => {
    assert.deepEqual(
      evalError(() => ev({ div: [1, 0] })),
      ['expression.div', 'division by zero'],
    );
    assert.deepEqual(
      evalError(() => ev({ mod: [1, 0] })),
      ['expression.mod', 'remainder of a division by zero'],
    );
    assert.deepEqual(
      evalError(() => ev({ add: [1, 'two'] })),
      ['expression.add.1', 'expected a number, got "two"'],
    );
    assert.deepEqual(
      evalError(() => ev({ mul: [1e200, 1e200] })),
      ['expression', 'the result is not a finite number'],
    );
    assert.deepEqual(
      evalError(() => ev({ length: 3 })),
      ['expression.length', '"length" takes a list or a string, not 3'],
    );
    assert.deepEqual(
      evalError(() => ev({ concat: [{ list: [] }] })),
      ['expression.concat.0', 'cannot join a list into a string'],
    );
    assert.deepEqual(
      evalError(() => ev({ gte: [1, 2] } as unknown as Expression)),
      ['expression', 'not an expression: "gte"'],
    );
  });
});

describe('predicates', () => {
  test('true, false, all (empty is true), any (empty is false), not', () => {
    assert.deepEqual([holds(true), holds(false)], [true, false]);
    assert.deepEqual([holds({ all: [] }), holds({ all: [true, true] }), holds({ all: [true, false] })], [true, true, false]);
    assert.deepEqual([holds({ any: [] }), holds({ any: [false, true] }), holds({ any: [false, false] })], [false, true, false]);
    assert.deepEqual([holds({ not: true }), holds({ not: { any: [] } })], [false, true]);
  });

  test('all and any stop at the first answer', () => {
    assert.equal(holds({ all: [false, { gt: [{ ref: 'missing' }, 1] }] }), false);
    assert.equal(holds({ any: [true, { gt: [{ ref: 'missing' }, 1] }] }), true);
  });

  test('eq and ne compare values, lists member by member; gt, gte, lt, lte compare numbers', () => {
    assert.deepEqual(
      [holds({ eq: [{ ref: 'actor.id' }, 'hero'] }), holds({ eq: [1, '1'] }), holds({ eq: [{ list: [1, 'a'] }, { list: [1, 'a'] }] })],
      [true, false, true],
    );
    assert.deepEqual([holds({ ne: [1, 2] }), holds({ ne: [null, null] })], [true, false]);
    assert.deepEqual(
      [holds({ gt: [3, 2] }), holds({ gt: [2, 2] }), holds({ gte: [2, 2] }), holds({ lt: [1, 2] }), holds({ lt: [2, 2] }), holds({ lte: [2, 2] })],
      [true, false, true, true, false, true],
    );
    assert.deepEqual(
      evalError(() => holds({ gt: ['a', 1] })),
      ['predicate.gt', 'expected a number, got "a"'],
    );
  });

  test('in looks for a value in a list', () => {
    assert.equal(holds({ in: ['elf', { ref: 'party' }] }), true);
    assert.equal(holds({ in: ['orc', { list: ['elf', 'dwarf'] }] }), false);
    assert.deepEqual(
      evalError(() => holds({ in: ['e', 'elf'] })),
      ['predicate.in.1', '"in" looks in a list, not "elf"'],
    );
  });

  test('chance draws one number from the PRNG each time: 0 never, 1 always, 0.25 a quarter of the time', () => {
    const r = rng('chance');
    const options = { rng: r, scope: SCOPE };
    let hits = 0;
    for (let i = 0; i < 20_000; i++) if (evaluatePredicate({ chance: 0.25 }, options)) hits++;
    assert.ok(Math.abs(hits / 20_000 - 0.25) < 0.01, `${hits / 20_000}`);
    const a = rng('draws');
    const b = rng('draws');
    assert.equal(evaluatePredicate({ chance: 0 }, { rng: a, scope: SCOPE }), false);
    assert.equal(evaluatePredicate({ chance: 1 }, { rng: a, scope: SCOPE }), true);
    b.next();
    b.next();
    assert.deepEqual(a.state(), b.state());
    assert.deepEqual(
      evalError(() => holds({ chance: 1.5 })),
      ['predicate.chance', 'a chance is from 0 to 1, not 1.5'],
    );
  });

  test('exists: true when a path resolves to something not null', () => {
    assert.deepEqual(
      ['actor.conditions.poisoned', 'actor.conditions.downed', 'flags.door-open', 'flags.nothing', 'target.res.hp', 'nowhere'].map((p) => holds({ exists: p })),
      [true, false, true, false, true, false],
    );
  });

  test('test: the truth of an expression (non-zero, non-empty, true)', () => {
    const cases: [Expression, boolean][] = [
      [1, true],
      [0, false],
      [-2, true],
      ['x', true],
      ['', false],
      [true, true],
      [false, false],
      [null, false],
      [{ list: [] }, false],
      [{ list: [0] }, true],
      [{ ref: 'actor.inventory' }, true],
      [{ ref: 'actor.res.focus' }, false],
    ];
    for (const [e, truth] of cases) assert.equal(holds({ test: e }), truth, JSON.stringify(e));
  });
});

describe('effects', () => {
  test('each effect yields its intent, changing nothing', () => {
    const scope = structuredClone(SCOPE);
    const intents = runEffects(
      [
        { damage: { target: { ref: 'target.id' }, amount: { add: [2, { ref: 'actor.mod.str' }] }, damageType: 'fire' } },
        { damage: { target: 'goblin-2', amount: 1 } },
        { heal: { target: { ref: 'actor.id' }, amount: 4 } },
        { applyCondition: { target: { ref: 'target.id' }, condition: 'poisoned', duration: 3, magnitude: { ref: 'magnitude' } } },
        { applyCondition: { target: 'hero', condition: 'downed' } },
        { removeCondition: { target: 'hero', condition: 'poisoned' } },
        { adjustResource: { target: 'hero', resource: 'focus', amount: -1 } },
        { setFlag: { flag: 'door-open', value: false } },
        { setFlag: { flag: 'alarm' } },
        { learnLore: { entry: 'the-old-king' } },
        { grantItem: { target: 'hero', item: 'rope', quantity: 2 } },
        { removeItem: { target: 'hero', item: 'torch' } },
        { adjustReputation: { faction: 'guild', amount: -5 } },
        { setDisposition: { target: 'goblin-1', to: 'ally' } },
        { setDisposition: { target: 'goblin-2', to: { add: [10, 5] } } },
        { move: { target: 'hero', to: { list: [3, 4] } } },
        { emit: { event: 'door-opened', data: { by: { ref: 'actor.id' }, at: 7 } } },
        { emit: { event: 'quiet' } },
      ],
      { rng: rng(), scope },
    );
    assert.deepEqual(intents, [
      { type: 'damage', target: 'goblin-1', amount: 5, damageType: 'fire' },
      { type: 'damage', target: 'goblin-2', amount: 1 },
      { type: 'heal', target: 'hero', amount: 4 },
      { type: 'applyCondition', target: 'goblin-1', condition: 'poisoned', duration: 3, magnitude: 2 },
      { type: 'applyCondition', target: 'hero', condition: 'downed' },
      { type: 'removeCondition', target: 'hero', condition: 'poisoned' },
      { type: 'adjustResource', target: 'hero', resource: 'focus', amount: -1 },
      { type: 'setFlag', flag: 'door-open', value: false },
      { type: 'setFlag', flag: 'alarm', value: true },
      { type: 'learnLore', entry: 'the-old-king' },
      { type: 'grantItem', target: 'hero', item: 'rope', quantity: 2 },
      { type: 'removeItem', target: 'hero', item: 'torch', quantity: 1 },
      { type: 'adjustReputation', faction: 'guild', amount: -5 },
      { type: 'setDisposition', target: 'goblin-1', to: 'ally' },
      { type: 'setDisposition', target: 'goblin-2', to: 15 },
      { type: 'move', target: 'hero', to: [3, 4] },
      { type: 'emit', event: 'door-opened', data: { by: 'hero', at: 7 } },
      { type: 'emit', event: 'quiet', data: {} },
    ]);
    assert.deepEqual(scope, SCOPE);
  });

  test("the reference's onDepleted example: heal 1 and apply downed, stabilised rather than killed", () => {
    const onDepleted: Effect[] = [
      { heal: { target: { ref: 'actor.id' }, amount: 1 } },
      { applyCondition: { target: { ref: 'actor.id' }, condition: 'downed' } },
    ];
    assert.deepEqual(checkEffects(onDepleted, { scope: SCOPES.effect, ids: IDS }), []);
    assert.deepEqual(run(onDepleted), [
      { type: 'heal', target: 'hero', amount: 1 },
      { type: 'applyCondition', target: 'hero', condition: 'downed' },
    ]);
  });

  test('if runs "then" or "else"', () => {
    const effects = (str: number): Effect[] => [
      { if: { when: { gte: [str, 15] }, then: [{ setFlag: { flag: 'strong' } }], else: [{ setFlag: { flag: 'weak' } }] } },
    ];
    assert.deepEqual(run(effects(16)), [{ type: 'setFlag', flag: 'strong', value: true }]);
    assert.deepEqual(run(effects(14)), [{ type: 'setFlag', flag: 'weak', value: true }]);
    assert.deepEqual(run([{ if: { when: false, then: [{ setFlag: { flag: 'x' } }] } }]), []);
  });

  test('repeat runs its body "times" times, with index from 0', () => {
    assert.deepEqual(run([{ repeat: { times: 3, do: [{ damage: { target: 'hero', amount: { add: [{ ref: 'index' }, 1] } } }] } }]), [
      { type: 'damage', target: 'hero', amount: 1 },
      { type: 'damage', target: 'hero', amount: 2 },
      { type: 'damage', target: 'hero', amount: 3 },
    ]);
    assert.deepEqual(run([{ repeat: { times: 0, do: [{ setFlag: { flag: 'x' } }] } }]), []);
    assert.deepEqual(
      evalError(() => run([{ repeat: { times: 1.5, do: [] } }])),
      ['effects.0.repeat.times', '"repeat" runs a whole number of times, 0 or more, not 1.5'],
    );
  });

  test("repeat's cap: a computed 20,000 runs 10,000 times", () => {
    const intents = run([{ repeat: { times: { mul: [100, 200] }, do: [{ emit: { event: 'tick', data: { i: { ref: 'index' } } } }] } }]);
    assert.equal(REPEAT_CAP, 10_000);
    assert.equal(intents.length, 10_000);
    assert.deepEqual(intents[9_999], { type: 'emit', event: 'tick', data: { i: 9_999 } });
  });

  test('nested loops stop at the step budget instead of hanging', () => {
    const nested: Effect[] = [{ repeat: { times: 10_000, do: [{ repeat: { times: 10_000, do: [{ setFlag: { flag: 'x' } }] } }] } }];
    const [path, reason] = evalError(() => runEffects(nested, { rng: rng(), scope: SCOPE }));
    assert.match(path, /^effects\.0\.repeat\.do\.0\.repeat\.do\.0/);
    assert.equal(reason, 'more than 1000000 steps: the evaluation was stopped');
    assert.deepEqual(evalError(() => runEffects(nested, { rng: rng(), scope: SCOPE, maxSteps: 100 }))[1], 'more than 100 steps: the evaluation was stopped');
  });

  test('forEach binds its "as" name and index to each item of a list', () => {
    assert.deepEqual(
      run([{ forEach: { in: { ref: 'party' }, as: 'who', do: [{ heal: { target: { ref: 'who' }, amount: { add: [{ ref: 'index' }, 1] } } }] } }]),
      [
        { type: 'heal', target: 'hero', amount: 1 },
        { type: 'heal', target: 'elf', amount: 2 },
        { type: 'heal', target: 'dwarf', amount: 3 },
      ],
    );
    assert.deepEqual(
      evalError(() => run([{ forEach: { in: 3, as: 'x', do: [] } }])),
      ['effects.0.forEach.in', '"forEach" goes through a list, not 3'],
    );
  });

  test('let binds one roll for two targets: one roll, the same damage to both', () => {
    const effects: Effect[] = [
      {
        let: {
          name: 'fireball',
          value: { roll: '8d6' },
          in: [
            { damage: { target: 'goblin-1', amount: { ref: 'fireball' }, damageType: 'fire' } },
            { damage: { target: 'goblin-2', amount: { ref: 'fireball' }, damageType: 'fire' } },
          ],
        },
      },
    ];
    assert.deepEqual(checkEffects(effects, { ids: IDS, scope: SCOPES.effect }), []);
    const rolls: DiceRoll[] = [];
    const intents = runEffects(effects, { rng: rng('fireball'), scope: SCOPE, rolls });
    const expected = rollDice('8d6', rng('fireball')).total;
    assert.equal(rolls.length, 1);
    assert.equal(rolls[0]!.total, expected);
    assert.deepEqual(intents, [
      { type: 'damage', target: 'goblin-1', amount: expected, damageType: 'fire' },
      { type: 'damage', target: 'goblin-2', amount: expected, damageType: 'fire' },
    ]);
    // Without let, each target gets its own roll.
    const unbound: Effect[] = [{ damage: { target: 'goblin-1', amount: { roll: '8d6' } } }, { damage: { target: 'goblin-2', amount: { roll: '8d6' } } }];
    const separate: DiceRoll[] = [];
    runEffects(unbound, { rng: rng('fireball'), scope: SCOPE, rolls: separate });
    assert.equal(separate.length, 2);
  });

  test('bindings do not leak out of their body; inner bindings shadow outer ones', () => {
    const leak: Effect[] = [{ let: { name: 'x', value: 1, in: [] } }, { heal: { target: 'hero', amount: { ref: 'x' } } }];
    assert.deepEqual(
      evalError(() => run(leak)),
      ['effects.1.heal.amount.ref', 'nothing at "x" (give "else" a fallback for when it is missing)'],
    );
    assert.deepEqual(checkEffects(leak), [
      { path: 'effects.1.heal.amount.ref', message: 'nothing named "x" is in scope; expected one of: value, actor, target, magnitude, damage, flags, rules' },
    ]);
    const shadow: Effect[] = [
      {
        let: {
          name: 'x',
          value: 1,
          in: [{ let: { name: 'x', value: 2, in: [{ heal: { target: 'hero', amount: { ref: 'x' } } }] } }, { heal: { target: 'hero', amount: { ref: 'x' } } }],
        },
      },
    ];
    assert.deepEqual(
      run(shadow).map((i) => (i.type === 'heal' ? i.amount : undefined)),
      [2, 1],
    );
  });

  test('run-time problems of effects name their path', () => {
    assert.deepEqual(
      evalError(() => run([{ damage: { target: 3, amount: 1 } }])),
      ['effects.0.damage.target', '"target" must be an id (a string), not 3'],
    );
    assert.deepEqual(
      evalError(() => run([{ heal: { target: 'hero', amount: 'lots' } }])),
      ['effects.0.heal.amount', 'expected a number, got "lots"'],
    );
    assert.deepEqual(
      evalError(() => run([{ setDisposition: { target: 'g', to: 'friendly' } }])),
      ['effects.0.setDisposition.to', '"to" is a stance (ally, neutral, hostile) or a disposition number, not "friendly"'],
    );
  });
});

describe('save-time checks of trees', () => {
  test('an unknown operator, with the near name of rules-dsl.md', () => {
    assert.deepEqual(checkPredicate({ fgte: [{ ref: 'actor.level' }, 3] }), [
      { path: 'predicate.fgte', message: '"fgte" is not a predicate operator: did you mean "gte"?' },
    ]);
    assert.deepEqual(checkExpression({ flor: 2.5 }), [{ path: 'expression.flor', message: '"flor" is not an operator: did you mean "floor"?' }]);
    assert.deepEqual(checkEffects([{ dammage: { target: 'x', amount: 1 } }]), [
      { path: 'effects.0.dammage', message: '"dammage" is not an effect: did you mean "damage"?' },
    ]);
  });

  test('where nothing is close, the valid choices are listed', () => {
    assert.deepEqual(checkExpression({ power: [2, 3] }), [
      {
        path: 'expression.power',
        message:
          '"power" is not an operator; expected one of: ref, add, sub, mul, div, mod, neg, floor, ceil, round, abs, min, max, clamp, roll, cond, concat, length, list',
      },
    ]);
  });

  test('an operator of the wrong kind says what it is', () => {
    assert.deepEqual(checkExpression({ gte: [1, 2] }), [
      { path: 'expression.gte', message: '"gte" is a predicate, not an expression: use {"cond": {"gte": …}, "then": …, "else": …}' },
    ]);
    assert.deepEqual(checkPredicate({ add: [1, 2] }), [
      { path: 'predicate.add', message: '"add" is an expression, not a predicate: use {"test": …} for its truth, or compare it with "eq", "gt", …' },
    ]);
    assert.deepEqual(checkEffects([{ add: [1] }]), [{ path: 'effects.0.add', message: '"add" is an expression, not an effect' }]);
    assert.deepEqual(checkPredicate(1), [{ path: 'predicate', message: 'a predicate is true, false or an object such as {"gte": [...]}, not the number 1' }]);
  });

  test('wrong arity, for every kind of operand', () => {
    const cases: [unknown, string, string][] = [
      [{ sub: [1] }, 'expression.sub', '"sub" takes exactly two operands, got 1'],
      [{ div: 4 }, 'expression.div', '"div" takes a list of two operands, not the number 4'],
      [{ clamp: [1, 2] }, 'expression.clamp', '"clamp" takes exactly three operands (value, low, high), got 2'],
      [{ floor: [1, 2] }, 'expression.floor', '"floor" takes one operand, not a list'],
      [{ min: [] }, 'expression.min', '"min" takes at least one operand'],
      [{ concat: [] }, 'expression.concat', '"concat" takes at least one operand'],
      [{ add: 1 }, 'expression.add', '"add" takes a list of operands, not the number 1'],
      [{ cond: true, then: 1 }, 'expression', '"cond" needs "else" beside it'],
      [{ ref: 'value', els: 0 }, 'expression.els', '"els" is not allowed beside "ref": did you mean "else"?'],
      [{ add: [1], sub: [1, 2] }, 'expression', 'an expression has one operator, this one has "add" and "sub"'],
      [{ add: [1], note: 'x' }, 'expression.note', '"note" is not allowed beside "add": an expression is one operator key'],
      [{}, 'expression', 'an empty object is not an expression: it needs an operator'],
      [[1, 2], 'expression', 'a list is not an expression: write {"list": [...]}'],
    ];
    for (const [tree, path, message] of cases) assert.deepEqual(checkExpression(tree), [{ path, message }], JSON.stringify(tree));
    assert.deepEqual(checkPredicate({ not: [true] }), [{ path: 'predicate.not', message: '"not" takes one predicate, not a list' }]);
    assert.deepEqual(checkPredicate({ all: true }), [{ path: 'predicate.all', message: '"all" takes a list of predicates, not the value true' }]);
    assert.deepEqual(checkPredicate({ in: [1] }), [{ path: 'predicate.in', message: '"in" takes exactly two operands, got 1' }]);
    assert.deepEqual(checkPredicate({ exists: 3 }), [{ path: 'predicate.exists', message: 'a path is a string such as "actor.attr.str"' }]);
    assert.deepEqual(checkPredicate({ chance: 2 }), [{ path: 'predicate.chance', message: 'a chance is from 0 to 1, not 2' }]);
  });

  test('effects: missing and unknown fields, field types', () => {
    assert.deepEqual(checkEffects([{ damage: { target: 'x', amout: 1 } }]), [
      { path: 'effects.0.damage.amout', message: '"damage" has no field "amout": did you mean "amount"?' },
      { path: 'effects.0.damage', message: '"damage" needs "amount"' },
    ]);
    assert.deepEqual(checkEffects([{ heal: 'x' }]), [
      { path: 'effects.0.heal', message: '"heal" takes an object of fields (target, amount), not the string "x"' },
    ]);
    assert.deepEqual(checkEffects({ heal: {} }), [{ path: 'effects', message: 'effects are a list, not an object' }]);
    assert.deepEqual(checkEffects([{ heal: { target: 'x', amount: 1 }, damage: {} }]), [
      { path: 'effects.0', message: 'an effect has one key, this one has "heal", "damage"' },
    ]);
    assert.deepEqual(checkEffects([{ setFlag: { flag: '' } }]), [
      { path: 'effects.0.setFlag.flag', message: '"flag" is a non-empty string, not the string ""' },
    ]);
    assert.deepEqual(checkEffects([{ emit: { event: 'e', data: [1] } }]), [
      { path: 'effects.0.emit.data', message: '"data" is an object of expressions, not a list' },
    ]);
    assert.deepEqual(checkEffects([{ setDisposition: { target: 'g', to: 'aly' } }]), [
      { path: 'effects.0.setDisposition.to', message: '"aly" is not a stance: did you mean "ally"?; or give a disposition number' },
    ]);
  });

  test('refs to an attribute, resource, derived stat or condition the ruleset does not declare', () => {
    const options = { ids: IDS };
    assert.deepEqual(checkExpression({ ref: 'actor.attr.strength' }, options), [
      { path: 'expression.ref', message: 'no attribute "strength"; expected one of: str, dex' },
    ]);
    assert.deepEqual(checkExpression({ ref: 'target.mod.dx' }, options), [{ path: 'expression.ref', message: 'no attribute "dx": did you mean "dex"?' }]);
    assert.deepEqual(checkExpression({ ref: 'actor.res.mana', else: 0 }, options), [
      { path: 'expression.ref', message: 'no resource "mana"; expected one of: hp, focus' },
    ]);
    assert.deepEqual(checkExpression({ ref: 'actor.derived.acc' }, options), [
      { path: 'expression.ref', message: 'no derived stat "acc": did you mean "ac"?' },
    ]);
    assert.deepEqual(checkPredicate({ exists: 'actor.conditions.poisned' }, options), [
      { path: 'predicate.exists', message: 'no condition "poisned": did you mean "poisoned"?' },
    ]);
    assert.deepEqual(
      checkEffects(
        [
          { applyCondition: { target: 'x', condition: 'stunned' } },
          { adjustResource: { target: 'x', resource: 'mana', amount: 1 } },
          { damage: { target: 'x', amount: 1, damageType: 'cold' } },
        ],
        options,
      ),
      [
        { path: 'effects.0.applyCondition.condition', message: 'no condition "stunned"; expected one of: poisoned, downed' },
        { path: 'effects.1.adjustResource.resource', message: 'no resource "mana"; expected one of: hp, focus' },
        { path: 'effects.2.damage.damageType', message: 'no damage type "cold"; expected one of: fire' },
      ],
    );
  });

  test('ref paths: unknown names, parts and shapes', () => {
    const cases: [string, string][] = [
      ['actr.level', 'nothing named "actr" is in scope: did you mean "actor"?'],
      ['actor.atr.str', '"actor" has no "atr": did you mean "attr"?'],
      [
        'actor',
        'read a part of "actor", such as "actor.attr.<id>"; it has id, level, carried, proficiency, attackMod, castingMod, attr, mod, res, derived, conditions, inventory',
      ],
      ['actor.attr', 'name the attribute: "actor.attr.<id>"'],
      ['actor.attr.str.bonus', '"actor.attr.str" is a single value: "actor.attr.str.bonus" reads into it'],
      ['actor.level.max', '"actor.level" is a single value: "actor.level.max" reads into it'],
      ['value.x', '"value" is a single value: "value.x" reads into it'],
      ['flags', 'a flag is read as "flags.<name>"'],
      ['rules.attributes', 'a ruleset is read only through "rules.extra", not "rules.attributes"'],
      ['index', '"index" exists only inside "repeat" and "forEach"'],
      ['actor..id', '"actor..id" is not a dotted path of names such as "actor.attr.str"'],
    ];
    for (const [path, message] of cases) assert.deepEqual(checkExpression({ ref: path }, { ids: IDS }), [{ path: 'expression.ref', message }], path);
  });

  test("the engine's values actor.proficiency, attackMod and castingMod are single values; a near name is suggested, an unknown one refused", () => {
    for (const path of ['actor.proficiency', 'actor.attackMod', 'actor.castingMod', 'target.proficiency', 'target.attackMod', 'target.castingMod']) {
      assert.deepEqual(checkExpression({ ref: path }, { ids: IDS }), [], path);
    }
    const cases: [string, string][] = [
      ['actor.proficency', '"actor" has no "proficency": did you mean "proficiency"?'],
      ['actor.attackmod', '"actor" has no "attackmod": did you mean "attackMod"?'],
      ['target.castMod', '"target" has no "castMod": did you mean "castingMod"?'],
      [
        'actor.spellPower',
        '"actor" has no "spellPower"; expected one of: id, level, carried, proficiency, attackMod, castingMod, attr, mod, res, derived, conditions, inventory',
      ],
      ['actor.proficiency.bonus', '"actor.proficiency" is a single value: "actor.proficiency.bonus" reads into it'],
    ];
    for (const [path, message] of cases) assert.deepEqual(checkExpression({ ref: path }, { ids: IDS }), [{ path: 'expression.ref', message }], path);
  });

  test('bindings: index inside loops, names in scope in their body only, never a name of the scope', () => {
    assert.deepEqual(checkEffects([{ repeat: { times: 2, do: [{ heal: { target: 'h', amount: { ref: 'index' } } }] } }]), []);
    assert.deepEqual(checkEffects([{ forEach: { in: { list: ['a'] }, as: 'who', do: [{ heal: { target: { ref: 'who' }, amount: { ref: 'index' } } }] } }]), []);
    assert.deepEqual(checkEffects([{ let: { name: 'actor', value: 1, in: [] } }, { let: { name: '2x', value: 1, in: [] } }]), [
      { path: 'effects.0.let.name', message: '"actor" is a name of the scope already: pick another name' },
      { path: 'effects.1.let.name', message: 'a binding name is a name such as "dmg" (letters, digits, "_"), not the string "2x"' },
    ]);
  });

  test('roll: literal notation is checked when saved; symbol dice cannot be added', () => {
    assert.deepEqual(checkExpression({ roll: '2d6+' }), [
      { path: 'expression.roll', message: 'bad dice notation "2d6+": expected a number or dice (at position 4)' },
    ]);
    assert.deepEqual(checkExpression({ roll: '3dcombat' }), [{ path: 'expression.roll', message: '"roll" adds numbers, and "3dcombat" has symbol faces' }]);
    assert.deepEqual(checkExpression({ roll: 6 }), [
      { path: 'expression.roll', message: '"roll" takes dice notation, a string such as "1d6", not the number 6' },
    ]);
    assert.deepEqual(checkExpression({ roll: '4dfate' }, { dice: { fate: [-1, 0, 1] } }), []);
  });

  test('repeat: a literal count above the cap, or not whole, is refused when saved', () => {
    assert.deepEqual(checkEffects([{ repeat: { times: 20_000, do: [] } }, { repeat: { times: -1, do: [] } }, { repeat: { times: 10_000, do: [] } }]), [
      { path: 'effects.0.repeat.times', message: '"repeat" runs at most 10000 times, not 20000' },
      { path: 'effects.1.repeat.times', message: '"repeat" runs a whole number of times, 0 or more, not -1' },
    ]);
  });

  test('trees nested deeper than 64 levels are refused, not overflowed', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { neg: deep };
    const issues = checkExpression(deep);
    assert.equal(issues.length, 1);
    assert.equal(issues[0]!.message, 'nested deeper than 64 levels');
    assert.equal(evalError(() => ev(deep as Expression))[1], 'nested deeper than 64 levels');
  });

  test('assert* throw DslValidationError carrying every issue', () => {
    assert.throws(
      () => assertExpression({ add: [{ flor: 1 }, { sub: [1] }] }),
      (e: unknown) =>
        e instanceof DslValidationError &&
        e.issues.length === 2 &&
        e.message === 'expression.add.0.flor: "flor" is not an operator: did you mean "floor"? (and 1 more)',
    );
    assert.doesNotThrow(() => assertEffects([{ heal: { target: 'x', amount: 1 } }]));
  });

  test('the zod schemas accept the trees of rules-dsl.md and refuse malformed ones', () => {
    assert.equal(ExpressionSchema.safeParse({ floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } }).success, true);
    assert.equal(ExpressionSchema.safeParse({ cond: { all: [{ gte: [1, 0] }, { chance: 0.5 }] }, then: { roll: '1d6' }, else: null }).success, true);
    assert.equal(PredicateSchema.safeParse({ exists: 'actor.conditions.poisoned' }).success, true);
    assert.equal(
      EffectsSchema.safeParse([{ let: { name: 'd', value: { roll: '2d6' }, in: [{ damage: { target: 'x', amount: { ref: 'd' } } }] } }]).success,
      true,
    );
    for (const bad of [{ sub: [1] }, { flor: 1 }, { add: [1], sub: [1, 2] }, [1], { ref: 'a..b' }])
      assert.equal(ExpressionSchema.safeParse(bad).success, false, JSON.stringify(bad));
    assert.equal(EffectsSchema.safeParse([{ damage: { target: 'x' } }]).success, false);
    assert.equal(PredicateSchema.safeParse(1).success, false);
  });
});

describe('a rules document: the language in its places, and the order stats are worked out in', () => {
  /** A valid ruleset using the language in most of its places. */
  function ruleset(): Record<string, any> {
    return {
      attributes: [
        { id: 'str', name: 'Strength', abbrev: 'STR', modifier: { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } } },
        { id: 'con', name: 'Constitution', abbrev: 'CON', modifier: { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } } },
      ],
      resources: [
        {
          id: 'hp',
          name: 'Hit points',
          max: { add: [10, { mul: [{ ref: 'actor.level' }, { add: [6, { ref: 'actor.mod.con' }] }] }] },
          onDepleted: [{ heal: { target: { ref: 'actor.id' }, amount: 1 } }, { applyCondition: { target: { ref: 'actor.id' }, condition: 'downed' } }],
        },
      ],
      derivedStats: [
        { id: 'ac', name: 'Armour class', formula: { add: [10, { ref: 'actor.mod.str' }] } },
        { id: 'initiative', name: 'Initiative', formula: { add: [{ ref: 'actor.derived.ac' }, { ref: 'actor.res.hp' }] } },
      ],
      conditions: [
        { id: 'downed', name: 'Downed', prevents: ['action'] },
        {
          id: 'burning',
          name: 'Burning',
          stacking: 'stack',
          defaultDuration: 3,
          onTick: [{ damage: { target: { ref: 'actor.id' }, amount: { roll: { concat: [{ ref: 'magnitude' }, 'd4'] } }, damageType: 'fire' } }],
          modifiers: { ac: { neg: { ref: 'magnitude' } } },
          savingThrow: { save: 'con-save', difficulty: { add: [10, { ref: 'magnitude' }] } },
        },
      ],
      damageTypes: [{ id: 'fire', name: 'Fire' }],
      itemProperties: [{ id: 'shielded', name: 'Shielded', modifiers: { ac: 2 } }],
      rests: [{ id: 'long', name: 'Long rest', kind: 'long', effects: [{ removeCondition: { target: { ref: 'actor.id' }, condition: 'burning' } }] }],
      resolution: { attackBonus: { add: [{ ref: 'actor.mod.str' }, { ref: 'actor.level' }] } },
      progression: {
        levels: [
          { level: 1, xpRequired: 0 },
          { level: 2, xpRequired: 300, grants: [{ setFlag: { flag: 'level-2' } }] },
        ],
        proficiency: { add: [2, { floor: { div: [{ sub: [{ ref: 'actor.level' }, 1] }, 4] } }] },
        levelVitality: { policy: 'average', bonus: { ref: 'actor.mod.con' } },
      },
      savingThrows: [{ id: 'con-save', name: 'Constitution save', attribute: 'con', defaultDifficulty: 12 }],
      sizes: [{ id: 'medium', name: 'Medium', hitDie: '1d8' }],
      opportunities: [
        {
          id: 'parting-blow',
          name: 'Parting blow',
          requires: { not: { exists: 'actor.conditions.downed' } },
          effects: [{ damage: { target: { ref: 'target.id' }, amount: { roll: '1d6' } } }],
        },
      ],
      spellcasting: {
        mode: 'slots',
        saveDifficulty: { add: [8, { ref: 'actor.mod.con' }] },
        concentration: { savingThrow: 'con-save', difficulty: { max: [10, { floor: { div: [{ ref: 'damage' }, 2] } }] } },
      },
      vitalResource: 'hp',
      initiativeStat: 'initiative',
    };
  }

  function issuesOf(edit: (r: Record<string, any>) => void) {
    const r = ruleset();
    edit(r);
    return checkRulesDocument(r).issues;
  }

  test('a ruleset using the language in its places has no issues', () => {
    const { rules, issues } = checkRulesDocument(ruleset());
    assert.deepEqual(issues, []);
    assert.ok(rules);
  });

  test("a modifier reads only its attribute's value", () => {
    assert.deepEqual(
      issuesOf((r) => (r.attributes[0].modifier = { sub: [{ ref: 'value' }, { ref: 'actor.attr.con' }] })),
      [
        {
          path: 'rules.attributes.0.modifier.sub.1.ref',
          message: `"actor.attr.con": an attribute's modifier sees only its own attribute's value ({"ref": "value"})`,
        },
      ],
    );
    assert.deepEqual(
      issuesOf((r) => (r.attributes[0].modifier = { ref: 'magnitude' })),
      [{ path: 'rules.attributes.0.modifier.ref', message: `"magnitude": an attribute's modifier cannot read "magnitude"; it may read "value"` }],
    );
  });

  test('a resource limit cannot read a derived stat (nor a current resource)', () => {
    assert.deepEqual(
      issuesOf((r) => (r.resources[0].max = { add: [10, { ref: 'actor.derived.ac' }] })),
      [
        {
          path: 'rules.resources.0.max.add.1.ref',
          message:
            '"actor.derived.ac": a resource limit cannot read a derived stat: stats are worked out in the order attributes, modifiers, resource limits, derived stats',
        },
      ],
    );
    assert.deepEqual(
      issuesOf((r) => (r.resources[0].initial = { ref: 'actor.res.hp' })),
      [{ path: 'rules.resources.0.initial.ref', message: '"actor.res.hp": a resource limit cannot read the current value of a resource' }],
    );
    assert.deepEqual(
      issuesOf((r) => (r.resources[0].min = { neg: { ref: 'actor.conditions.downed' } })),
      [
        {
          path: 'rules.resources.0.min.neg.ref',
          message:
            '"actor.conditions.downed": a resource limit cannot read "actor.conditions"; it may read "actor.id", "actor.level", "actor.proficiency", "actor.attackMod", "actor.castingMod", "actor.attr", "actor.mod"',
        },
      ],
    );
  });

  test('progression formulas read level, attributes and modifiers, not derived stats', () => {
    assert.deepEqual(
      issuesOf((r) => (r.progression.levelVitality.bonus = { ref: 'actor.derived.ac' })),
      [
        {
          path: 'rules.progression.levelVitality.bonus.ref',
          message:
            '"actor.derived.ac": a progression formula cannot read a derived stat: stats are worked out in the order attributes, modifiers, resource limits, derived stats',
        },
      ],
    );
  });

  test("the engine's values are read everywhere after the modifiers, but the proficiency formula, which works them out, cannot read them", () => {
    const proficiency =
      'the proficiency formula is what works out "actor.proficiency", before "actor.attackMod" and "actor.castingMod": it reads "actor.level", "actor.attr" and "actor.mod"';
    assert.deepEqual(
      issuesOf((r) => (r.progression.proficiency = { add: [{ ref: 'actor.proficiency' }, 1] })),
      [{ path: 'rules.progression.proficiency.add.0.ref', message: `"actor.proficiency": ${proficiency}` }],
    );
    assert.deepEqual(
      issuesOf((r) => (r.progression.proficiency = { max: [{ ref: 'actor.attackMod' }, { ref: 'actor.castingMod' }] })),
      [
        { path: 'rules.progression.proficiency.max.0.ref', message: `"actor.attackMod": ${proficiency}` },
        { path: 'rules.progression.proficiency.max.1.ref', message: `"actor.castingMod": ${proficiency}` },
      ],
    );
    assert.deepEqual(
      issuesOf((r) => (r.progression.proficiency = { ref: 'actor.derived.ac' })),
      [
        {
          path: 'rules.progression.proficiency.ref',
          message:
            '"actor.derived.ac": the proficiency formula cannot read a derived stat: stats are worked out in the order attributes, modifiers, resource limits, derived stats',
        },
      ],
    );
    const all = { add: [{ ref: 'actor.proficiency' }, { ref: 'actor.attackMod' }, { ref: 'actor.castingMod' }] };
    assert.deepEqual(
      issuesOf((r) => {
        r.resolution.attackBonus = all;
        r.spellcasting.attackBonus = all;
        r.spellcasting.saveDifficulty = { add: [8, all] };
        r.resources[0].max = { add: [10, all] };
        r.progression.levelVitality.bonus = { ref: 'actor.proficiency' };
        r.derivedStats[0].formula = { add: [10, all] };
        r.opportunities[0].effects = [
          { damage: { target: { ref: 'target.id' }, amount: { add: [{ roll: '1d6' }, { ref: 'actor.attackMod' }, { neg: { ref: 'target.proficiency' } }] } } },
        ];
      }),
      [],
    );
  });

  test('magnitude only inside a condition; value only in a modifier; target not in a derived stat', () => {
    assert.deepEqual(
      issuesOf((r) => {
        r.resources[0].onDepleted = [{ heal: { target: { ref: 'actor.id' }, amount: { ref: 'magnitude' } } }];
        r.derivedStats[0].formula = { add: [{ ref: 'value' }, { ref: 'target.derived.ac' }] };
      }),
      [
        {
          path: 'rules.resources.0.onDepleted.0.heal.amount.ref',
          message: '"magnitude": an effect cannot read "magnitude"; it may read "actor", "target", "damage", "flags", "rules"',
        },
        { path: 'rules.derivedStats.0.formula.add.0.ref', message: '"value": a derived stat cannot read "value"; it may read "actor", "rules"' },
        { path: 'rules.derivedStats.0.formula.add.1.ref', message: '"target.derived.ac": a derived stat cannot read "target"; it may read "actor", "rules"' },
      ],
    );
  });

  test('derived stats cannot depend on themselves, through formulas or modifiers', () => {
    assert.deepEqual(
      issuesOf((r) => (r.derivedStats[0].formula = { add: [10, { ref: 'actor.derived.initiative' }] })),
      [{ path: 'rules.derivedStats.0.formula', message: 'derived stat "ac" depends on itself: ac → initiative → ac' }],
    );
    assert.deepEqual(
      issuesOf((r) => (r.itemProperties[0].modifiers = { ac: { ref: 'actor.derived.initiative' } })),
      [{ path: 'rules.itemProperties.0.modifiers.ac', message: 'derived stat "ac" depends on itself: ac → initiative → ac' }],
    );
  });

  test('ids named inside the language are checked against the document', () => {
    assert.deepEqual(
      issuesOf((r) => {
        r.conditions[0].onApply = [{ applyCondition: { target: { ref: 'actor.id' }, condition: 'pron' } }];
        r.opportunities[0].requires = { gte: [{ ref: 'actor.res.stamina' }, 1] };
      }),
      [
        { path: 'rules.conditions.0.onApply.0.applyCondition.condition', message: 'no condition "pron"; expected one of: downed, burning' },
        { path: 'rules.opportunities.0.requires.gte.0.ref', message: 'no resource "stamina"; expected one of: hp' },
      ],
    );
  });

  test('dice fields are parsed when saved', () => {
    assert.deepEqual(
      issuesOf((r) => {
        r.resolution.advantageDice = '2d20k1';
        r.sizes[0].hitDie = 'd';
      }),
      [
        { path: 'rules.resolution.advantageDice', message: 'bad dice notation "2d20k1": expected "+", "-" or the end, found "k" (at position 4)' },
        { path: 'rules.sizes.0.hitDie', message: 'bad dice notation "d": expected the number of sides or a die name after "d" (at position 1)' },
      ],
    );
  });

  test('5,000 random edits of the document (seeded) give issues, never a throw', () => {
    const r = new Rng(seedRng('rules-fuzz'));
    const gen = generator(r);
    const replacements = [
      () => gen.expr(3),
      () => gen.pred(2),
      () => gen.effectList(),
      () => undefined,
      () => ({}),
      () => [],
      () => 'x',
      () => -1,
      () => 1e9,
      () => null,
      () => ({ id: 'x' }),
    ];
    for (let i = 0; i < 5_000; i++) {
      const doc = ruleset();
      // Every place in the document, as the container and the key holding it.
      const places: [Record<string, unknown> | unknown[], string | number][] = [];
      const walk = (v: unknown) => {
        if (v === null || typeof v !== 'object') return;
        for (const [k, child] of Object.entries(v)) {
          places.push([v as Record<string, unknown>, Array.isArray(v) ? Number(k) : k]);
          walk(child);
        }
      };
      walk(doc);
      for (let edits = 1 + r.int(3); edits > 0; edits--) {
        const [container, key] = places[r.int(places.length)]!;
        const value = replacements[r.int(replacements.length)]!();
        if (value === undefined && !Array.isArray(container)) delete container[key as string];
        else (container as Record<string | number, unknown>)[key] = value;
      }
      const { rules, issues } = checkRulesDocument(doc);
      assert.ok(issues.every((x) => x.path.startsWith('rules') && x.message.length > 0));
      if (issues.length === 0) assert.ok(rules);
    }
  });

  test('shape and cross-reference issues come first, then the language', () => {
    assert.deepEqual(
      issuesOf((r) => {
        r.vitalResource = 'hq';
        r.derivedStats[0].formula = { flor: 1 };
      }),
      [
        { path: 'rules.vitalResource', message: 'no resource "hq": did you mean "hp"?' },
        { path: 'rules.derivedStats.0.formula.flor', message: '"flor" is not an operator: did you mean "floor"?' },
      ],
    );
  });
});

/** Random trees close to the grammar, so that some pass and many fail in every way. */
function generator(r: Rng) {
  const pick = <T>(xs: readonly T[]): T => xs[r.int(xs.length)]!;
  const chance = (p: number) => r.next() / 2 ** 32 < p;
  const exprOps = [
    'ref',
    'add',
    'sub',
    'mul',
    'div',
    'mod',
    'neg',
    'floor',
    'ceil',
    'round',
    'abs',
    'min',
    'max',
    'clamp',
    'roll',
    'cond',
    'concat',
    'length',
    'list',
  ];
  const predOps = ['all', 'any', 'not', 'eq', 'ne', 'gt', 'gte', 'lt', 'lte', 'in', 'chance', 'exists', 'test'];
  const effects = [
    'damage',
    'heal',
    'applyCondition',
    'removeCondition',
    'adjustResource',
    'setFlag',
    'learnLore',
    'grantItem',
    'removeItem',
    'adjustReputation',
    'setDisposition',
    'move',
    'emit',
    'if',
    'repeat',
    'forEach',
    'let',
  ];
  const junk = ['flor', 'fgte', '', '__proto__', 'constructor', 'toString', 'then', 'else', 'x', 'damag', 'ADD', 'a.b'];
  const paths = [
    'value',
    'magnitude',
    'damage',
    'actor.id',
    'actor.level',
    'actor.attr.str',
    'actor.mod.dex',
    'actor.res.hp',
    'actor.derived.ac',
    'actor.conditions.poisoned',
    'target.id',
    'flags.door-open',
    'rules.extra.goldPerLevel',
    'party',
    'index',
    'd',
    'who',
    'actor.attr.luck',
    'actr.id',
    'a..b',
    '',
    'actor',
    '__proto__',
    'constructor.name',
  ];
  const dice = ['1d6', '2d20kh1', '1d8+1d4-1', '3dcombat', '2d', 'x', '4d6kh3', '0d6'];
  const literal = (): unknown =>
    pick<() => unknown>([
      () => r.int(21) - 5,
      () => r.int(1000) / 100,
      () => pick(['fire', 'hero', '', 'elf']),
      () => chance(0.5),
      () => null,
      () => pick(dice),
    ])();
  const list = (f: () => unknown, n = r.int(4)): unknown[] => Array.from({ length: n }, f);
  /** Sets an own property as JSON.parse does, even `__proto__` (an assignment would change the prototype). */
  const own = (o: object, key: string, value: unknown) => Object.defineProperty(o, key, { value, enumerable: true, writable: true, configurable: true });

  function expr(depth: number): unknown {
    if (depth <= 0 || chance(0.3)) return chance(0.1) ? pick([[1], {}, undefined, Infinity]) : literal();
    const op = chance(0.08) ? pick([...junk, ...predOps, ...effects]) : pick(exprOps);
    const sub = () => expr(depth - 1);
    let operand: unknown;
    switch (op) {
      case 'ref':
        operand = chance(0.9) ? pick(paths) : sub();
        break;
      case 'add':
      case 'min':
      case 'max':
      case 'concat':
      case 'list':
        operand = list(sub);
        break;
      case 'sub':
      case 'mul':
      case 'div':
      case 'mod':
        operand = list(sub, chance(0.85) ? 2 : r.int(4));
        break;
      case 'clamp':
        operand = list(sub, chance(0.85) ? 3 : r.int(5));
        break;
      case 'roll':
        operand = chance(0.7) ? pick(dice) : sub();
        break;
      case 'cond':
        return { cond: pred(depth - 1), then: sub(), ...(chance(0.9) ? { else: sub() } : {}) };
      default:
        operand = chance(0.8) ? sub() : list(sub);
    }
    const node: Record<string, unknown> = { [op]: operand };
    if (op === 'ref' && chance(0.3)) node['else'] = sub();
    if (chance(0.05)) own(node, pick(junk), sub());
    return node;
  }

  function pred(depth: number): unknown {
    if (depth <= 0 || chance(0.25)) return chance(0.9) ? chance(0.5) : literal();
    const op = chance(0.08) ? pick([...junk, ...exprOps]) : pick(predOps);
    const e = () => expr(depth - 1);
    switch (op) {
      case 'all':
      case 'any':
        return { [op]: list(() => pred(depth - 1)) };
      case 'not':
        return { not: pred(depth - 1) };
      case 'chance':
        return { chance: chance(0.7) ? r.int(11) / 10 : e() };
      case 'exists':
        return { exists: pick(paths) };
      case 'test':
        return { test: e() };
      default:
        return { [op]: list(e, chance(0.85) ? 2 : r.int(4)) };
    }
  }

  function effectList(depth: number): unknown {
    if (chance(0.03)) return literal();
    return list(() => effect(depth - 1), r.int(3));
  }

  function effect(depth: number): unknown {
    const name = chance(0.06) ? pick([...junk, ...exprOps]) : pick(effects);
    const e = () => expr(Math.min(depth, 3));
    const target = () => (chance(0.7) ? pick(['hero', 'goblin-1']) : { ref: pick(paths) });
    let body: Record<string, unknown>;
    switch (name) {
      case 'damage':
        body = { target: target(), amount: e(), ...(chance(0.3) ? { damageType: pick(['fire', 'cold']) } : {}) };
        break;
      case 'heal':
        body = { target: target(), amount: e() };
        break;
      case 'applyCondition':
        body = {
          target: target(),
          condition: pick(['poisoned', 'downed', 'stunned']),
          ...(chance(0.5) ? { duration: e() } : {}),
          ...(chance(0.5) ? { magnitude: e() } : {}),
        };
        break;
      case 'removeCondition':
        body = { target: target(), condition: pick(['poisoned', 'downed']) };
        break;
      case 'adjustResource':
        body = { target: target(), resource: pick(['hp', 'focus', 'mana']), amount: e() };
        break;
      case 'setFlag':
        body = { flag: pick(['alarm', '']), ...(chance(0.5) ? { value: e() } : {}) };
        break;
      case 'learnLore':
        body = { entry: 'the-old-king' };
        break;
      case 'grantItem':
      case 'removeItem':
        body = { target: target(), item: 'rope', ...(chance(0.5) ? { quantity: e() } : {}) };
        break;
      case 'adjustReputation':
        body = { faction: 'guild', amount: e() };
        break;
      case 'setDisposition':
        body = { target: target(), to: chance(0.5) ? pick(['ally', 'neutral', 'hostile', 'aly']) : e() };
        break;
      case 'move':
        body = { target: target(), to: e() };
        break;
      case 'emit':
        body = { event: 'ping', ...(chance(0.5) ? { data: { a: e(), b: e() } } : {}) };
        break;
      case 'if':
        body = { when: pred(2), then: effectList(depth), ...(chance(0.5) ? { else: effectList(depth) } : {}) };
        break;
      case 'repeat':
        body = { times: chance(0.8) ? r.int(4) : pick([20_000, -1, 1.5, { ref: 'actor.level' }]), do: effectList(depth) };
        break;
      case 'forEach':
        body = { in: chance(0.7) ? { ref: 'party' } : e(), as: pick(['who', 'actor', '1x']), do: effectList(depth) };
        break;
      case 'let':
        body = { name: pick(['d', 'who', 'index', 'value']), value: e(), in: effectList(depth) };
        break;
      default:
        body = { x: e() };
    }
    if (chance(0.04)) own(body, pick(junk), 1);
    if (chance(0.03)) delete body[pick(Object.keys(body))];
    return { [name]: body };
  }

  return { expr, pred, effectList: () => list(() => effect(3), 1 + r.int(3)) };
}

describe("a d20 board's formulas and dice, checked at save with paths under rules.extra.board", () => {
  const forsaken = JSON.parse(readFileSync(new URL('../content/packs/default/rulesets/forsaken-woods.json', import.meta.url), 'utf8'));
  /** The issues of the shipped forsaken-woods rules after `edit` changes a copy of its board. */
  const issuesOf = (edit: (board: any) => void) => {
    const rules = structuredClone(forsaken.rules);
    edit(rules.extra.board);
    return checkRulesDocument(rules).issues;
  };

  test('the shipped document has no issues', () => {
    assert.deepEqual(checkRulesDocument(forsaken.rules).issues, []);
  });

  test('a broken formula is refused at its path, with a near name', () => {
    assert.deepEqual(
      issuesOf((b) => (b.elements.weakness = { mx: [1, { ref: 'damage' }] })),
      [{ path: 'rules.extra.board.elements.weakness.mx', message: '"mx" is not an operator: did you mean "max"?' }],
    );
    assert.deepEqual(
      issuesOf((b) => (b.progression.maxHp.add[0] = { ref: 'bse' })),
      [{ path: 'rules.extra.board.progression.maxHp.add.0.ref', message: 'nothing named "bse" is in scope: did you mean "base"?' }],
    );
  });

  test('each formula reads only its inputs and rules.extra', () => {
    assert.deepEqual(
      issuesOf((b) => (b.progression.attack = { ref: 'actor.level' })),
      [
        {
          path: 'rules.extra.board.progression.attack.ref',
          message: '"actor.level": a d20 board formula reads only its inputs ("base", "level", "training") and "rules.extra"',
        },
      ],
    );
    assert.deepEqual(
      issuesOf((b) => (b.progression.levelUpCost = { ref: 'damage' })),
      [{ path: 'rules.extra.board.progression.levelUpCost.ref', message: '"damage": a d20 board formula reads only its inputs ("level") and "rules.extra"' }],
    );
    assert.deepEqual(
      issuesOf((b) => (b.partyTolls[0].defended = { floor: { ref: 'level' } })).map((i) => i.path),
      ['rules.extra.board.partyTolls.0.defended.floor.ref'],
    );
    assert.deepEqual(
      issuesOf((b) => (b.progression.levelUpCost = { mul: [{ ref: 'rules.extra.board.exposedBonus' }, { ref: 'level' }] })),
      [],
      'rules.extra is readable',
    );
  });

  test('dice of the board are parsed at save', () => {
    assert.deepEqual(
      issuesOf((b) => (b.partyTolls[0].dice = '1d6++2')),
      [{ path: 'rules.extra.board.partyTolls.0.dice', message: 'bad dice notation "1d6++2": expected a number or dice, found "+" (at position 4)' }],
    );
    assert.deepEqual(
      issuesOf((b) => (b.attack.dice = 'd')).map((i) => i.path),
      ['rules.extra.board.attack.dice'],
    );
  });

  test('a board of the wrong shape is reported once, by its shape, not again by the language', () => {
    assert.deepEqual(
      issuesOf((b) => delete b.elements.neutral).map((i) => i.path),
      ['rules.extra.board.elements.neutral'],
    );
  });

  test('checkExpression takes bound names: readable anywhere in the tree', () => {
    assert.deepEqual(checkExpression({ add: [{ ref: 'base' }, 1] }, { bindings: ['base'] }), []);
    assert.equal(checkExpression({ add: [{ ref: 'base' }, 1] }).length, 1);
  });
});

describe('fuzzing the checker', () => {
  test('100,000 random inputs (seeded): checks throw only DslValidationError, evaluation only DslEvalError, the schemas agree', () => {
    const r = new Rng(seedRng('dsl-fuzz'));
    const gen = generator(r);
    const options = { ids: IDS };
    let accepted = 0;
    for (let i = 0; i < 100_000; i++) {
      const kind = i % 3;
      const tree = kind === 0 ? gen.expr(4) : kind === 1 ? gen.pred(4) : gen.effectList();
      let issues;
      try {
        issues = kind === 0 ? checkExpression(tree, options) : kind === 1 ? checkPredicate(tree, options) : checkEffects(tree, options);
        if (kind === 0) assertExpression(tree, options);
        else if (kind === 2) assertEffects(tree, options);
      } catch (e) {
        if (!(e instanceof DslValidationError)) throw new Error(`${JSON.stringify(tree)} threw ${String(e)}`);
      }
      assert.ok(issues && issues.every((x) => typeof x.path === 'string' && typeof x.message === 'string' && x.message.length > 0));
      if (issues.length === 0) {
        accepted++;
        const schema = kind === 0 ? ExpressionSchema : kind === 1 ? PredicateSchema : EffectsSchema;
        assert.ok(schema.safeParse(tree).success, `the checker accepts but the schema refuses ${inspect(tree, { depth: null })}`);
      }
      // Evaluated whether accepted or not: the evaluator refuses a malformed tree with DslEvalError too.
      const evalOptions = { rng: r, scope: SCOPE, maxSteps: 20_000 };
      try {
        if (kind === 0) evaluateExpression(tree as Expression, evalOptions);
        else if (kind === 1) evaluatePredicate(tree as Predicate, evalOptions);
        else runEffects(tree as Effect[], evalOptions);
      } catch (e) {
        if (!(e instanceof DslEvalError)) throw new Error(`${inspect(tree, { depth: null })} threw ${String(e)} while evaluated`);
      }
    }
    assert.ok(accepted > 5_000, `only ${accepted} trees passed the checker: the fuzz should reach evaluation too`);
  });
});
