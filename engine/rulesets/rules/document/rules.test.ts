/**
 * Playing a rules document (spec 002): the order stats are worked out in, resources and death ("stabilised, not
 * killed"), conditions under every stacking mode through apply, ticks and expiry, saves at every timing,
 * `prevents`, `implies`, swings, action types, resolution, progression and disposition bands.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkRulesDocument } from '../../../dsl/rules.ts';
import { Rng, seedRng } from '../../../core/rng.ts';
import {
  actionRefusal,
  addActor,
  adjustResource,
  applyCondition,
  attackBonusOf,
  computeStats,
  createWorld,
  dealDamage,
  endTurn,
  gainXp,
  leanOf,
  levelForXp,
  removeCondition,
  rollAttack,
  rollCheck,
  rollSave,
  RulesError,
  scaleDamage,
  spellAttackBonusOf,
  spellSaveDifficultyOf,
  spendAction,
  stanceOf,
  startTurn,
  vitalityGain,
  type RulesWorld,
} from './index.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';

const self = { ref: 'actor.id' };
const mod = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };

/** A checked document: the base below with `patch` laid over it. */
function rules(patch: Record<string, unknown> = {}): Rules {
  const raw = {
    attributes: [
      { id: 'str', name: 'Strength', abbrev: 'STR', modifier: mod },
      { id: 'con', name: 'Constitution', abbrev: 'CON', modifier: mod, min: 3, max: 18 },
    ],
    resources: [{ id: 'hp', name: 'Hit points', max: { add: [10, { ref: 'actor.mod.con' }] } }],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'hp',
    ...patch,
  };
  const { rules: parsed, issues } = checkRulesDocument(raw);
  assert.deepEqual(issues, []);
  return parsed!;
}

function world(r: Rules, seed = 'rules'): RulesWorld {
  return createWorld(r, new Rng(seedRng(seed)));
}

/** The condition changes of the world's events, as `condition:change` strings. */
function changes(w: RulesWorld): string[] {
  return w.events.flatMap((e) => (e.type === 'condition' ? [`${e.condition}:${e.change}`] : []));
}

test('stats are worked out in order: attributes (as written, even past min/max), modifiers, resource limits, derived stats with equipment and conditions', () => {
  const r = rules({
    derivedStats: [
      { id: 'guard', name: 'Guard', formula: { add: [{ ref: 'actor.derived.ac' }, { ref: 'actor.res.hp' }] } },
      { id: 'ac', name: 'Armour class', formula: { add: [10, { ref: 'actor.mod.str' }] } },
    ],
    itemProperties: [{ id: 'shield', name: 'Shield', modifiers: { ac: 2 } }],
    conditions: [{ id: 'blessed', name: 'Blessed', modifiers: { ac: { mul: [2, { ref: 'magnitude' }] } } }],
  });
  const w = world(r);
  const a = addActor(w, { id: 'a', attributes: { str: 14, con: 25 }, equipment: ['shield'] });
  // con 25 is past its max 18 and kept (spec 002: min/max bound creation and effects, not a creature as written):
  // modifier 7, so hp max 17 and the creature starts full.
  assert.deepEqual(a.resources, { hp: 17 });
  applyCondition(w, 'a', 'blessed', { magnitude: 3 });
  // creatures are immutable values: the blessed creature is a new one
  const s = computeStats(r, w.actors.a!, w.rng);
  assert.deepEqual(s.attr, { str: 14, con: 25 });
  assert.deepEqual(s.mod, { str: 2, con: 7 });
  assert.deepEqual(s.resMax, { hp: 17 });
  assert.deepEqual(s.resMin, { hp: 0 });
  // ac = 10 + 2 (str) + 2 (shield) + 6 (blessed, magnitude 3); guard reads ac, so it comes after: 20 + 17.
  assert.equal(s.derived.ac, 20);
  assert.equal(s.derived.guard, 37);
  // below its min 3 likewise: con 1, modifier -5, hp max 5
  assert.deepEqual(computeStats(r, addActor(w, { id: 'c', attributes: { con: 1 } }), w.rng).resMax, { hp: 5 });
  // a missing attribute takes its default (10 → modifier 0)
  assert.deepEqual(computeStats(r, addActor(w, { id: 'b' }), w.rng).mod, { str: 0, con: 0 });
});

test('creatures are immutable values: a change is a new creature, whose stats follow what changed', () => {
  const r = rules({
    derivedStats: [{ id: 'guard', name: 'Guard', formula: { add: [10, { ref: 'actor.res.hp' }] } }],
    conditions: [{ id: 'blessed', name: 'Blessed', modifiers: { guard: 2 } }],
    actionTypes: [{ id: 'action', name: 'Action' }],
  });
  const w = world(r);
  const fresh = addActor(w, { id: 'a', attributes: { con: 14 } });
  const first = computeStats(r, fresh, w.rng);
  assert.equal(first.derived.guard, 22, 'hp 12 (10 + con 2) + 10');
  spendAction(w, 'a', 'action');
  const spent = w.actors.a!;
  assert.notEqual(spent, fresh);
  assert.deepEqual(fresh.used, {}, 'the creature as it was is unchanged');
  assert.equal(computeStats(r, spent, w.rng), first, 'the action types spent are not read by stats: the same stats');
  dealDamage(w, 'a', 3);
  assert.equal(computeStats(r, w.actors.a!, w.rng).derived.guard, 19, 'guard reads the hit points left');
  applyCondition(w, 'a', 'blessed');
  assert.equal(computeStats(r, w.actors.a!, w.rng).derived.guard, 21);
  assert.equal(computeStats(r, spent, w.rng).derived.guard, 22, 'the stats of an earlier creature stay its own');
  assert.deepEqual([fresh.resources, spent.resources, w.actors.a!.resources], [{ hp: 12 }, { hp: 12 }, { hp: 9 }]);
});

test("the reference's onDepleted example turns death into stabilised; without it the creature dies", () => {
  const onDepleted = [{ heal: { target: self, amount: 1 } }, { applyCondition: { target: self, condition: 'downed' } }];
  const conditions = [{ id: 'downed', name: 'Downed', prevents: ['action'] }];
  const actionTypes = [{ id: 'action', name: 'Action' }];
  const kind = rules({ resources: [{ id: 'hp', name: 'Hit points', max: 10, onDepleted }], conditions, actionTypes });
  const w = world(kind);
  addActor(w, { id: 'hero' });
  assert.equal(dealDamage(w, 'hero', 25), 10);
  const hero = w.actors.hero!;
  assert.equal(hero.alive, true);
  assert.equal(hero.resources.hp, 1);
  assert.deepEqual(
    hero.conditions.map((c) => c.id),
    ['downed'],
  );
  assert.deepEqual(
    w.events.map((e) => e.type),
    ['resource', 'depleted', 'resource', 'condition', 'stabilised'],
  );
  assert.equal(actionRefusal(w, hero, 'action'), 'prevented');

  const plain = world(rules({ resources: [{ id: 'hp', name: 'Hit points', max: 10 }] }));
  addActor(plain, { id: 'hero' });
  dealDamage(plain, 'hero', 10);
  assert.equal(plain.actors.hero!.alive, false);
  assert.deepEqual(
    plain.events.map((e) => e.type),
    ['resource', 'depleted', 'died'],
  );
  // the dead take no more damage and no conditions
  assert.equal(dealDamage(plain, 'hero', 3), 0);
});

test('a resource other than the vital one runs onDepleted at its floor but kills no one; floors can be above 0', () => {
  const r = rules({
    resources: [
      { id: 'hp', name: 'Hit points', max: 10 },
      { id: 'focus', name: 'Focus', max: 5, min: 1, onDepleted: [{ applyCondition: { target: self, condition: 'dazed' } }] },
    ],
    conditions: [{ id: 'dazed', name: 'Dazed' }],
  });
  const w = world(r);
  addActor(w, { id: 'a' });
  w.events.length = 0;
  dealDamage(w, 'a', 0);
  assert.deepEqual(w.events, []);
  assert.equal(adjustResource(w, 'a', 'focus', -9), -4);
  assert.equal(w.actors.a!.resources.focus, 1);
  assert.equal(w.actors.a!.alive, true);
  assert.deepEqual(changes(w), ['dazed:applied']);
});

/** A condition of each stacking mode, ticking `magnitude` damage and leaving a mark when it expires. */
function stackingRules(): Rules {
  const tick = [{ damage: { target: self, amount: { ref: 'magnitude' } } }];
  const onExpire = [{ applyCondition: { target: self, condition: 'spent', duration: 1 } }];
  const c = (id: string, stacking: string) => ({ id, name: id, stacking, defaultDuration: 2, onTick: tick, onExpire });
  return rules({
    resources: [{ id: 'hp', name: 'Hit points', max: 100 }],
    conditions: [c('refreshing', 'refresh'), c('extending', 'extend'), c('stacking', 'stack'), c('ignoring', 'ignore'), { id: 'spent', name: 'Spent' }],
  });
}

/** Plays `turns` whole turns of `id`: start (ticks), end (durations). Returns hp after each turn. */
function playTurns(w: RulesWorld, id: string, turns: number): number[] {
  const hp: number[] = [];
  for (let i = 0; i < turns; i++) {
    startTurn(w, id);
    endTurn(w, id);
    hp.push(w.actors[id]!.resources.hp!);
  }
  return hp;
}

test('refresh: a second application resets duration and magnitude; ticks at each turn start; expires and runs onExpire', () => {
  const w = world(stackingRules());
  addActor(w, { id: 'a' });
  applyCondition(w, 'a', 'refreshing', { magnitude: 1 });
  assert.deepEqual(playTurns(w, 'a', 1), [99]);
  assert.equal(applyCondition(w, 'a', 'refreshing', { magnitude: 3 }), 'refreshed');
  assert.deepEqual(w.actors.a!.conditions, [{ id: 'refreshing', duration: 2, magnitude: 3, source: null }]);
  assert.deepEqual(playTurns(w, 'a', 3), [96, 93, 93]);
  assert.deepEqual(changes(w), ['refreshing:applied', 'refreshing:refreshed', 'refreshing:expired', 'spent:applied', 'spent:expired']);
});

test('extend: a second application adds its duration to what is left, keeping the magnitude', () => {
  const w = world(stackingRules());
  addActor(w, { id: 'a' });
  applyCondition(w, 'a', 'extending', { magnitude: 2 });
  playTurns(w, 'a', 1);
  assert.equal(applyCondition(w, 'a', 'extending', { magnitude: 5 }), 'extended');
  assert.deepEqual(w.actors.a!.conditions, [{ id: 'extending', duration: 3, magnitude: 2, source: null }]);
  assert.deepEqual(playTurns(w, 'a', 4), [96, 94, 92, 92]);
});

test('stack: each application is its own instance, ticking and expiring on its own', () => {
  const w = world(stackingRules());
  addActor(w, { id: 'a' });
  applyCondition(w, 'a', 'stacking', { magnitude: 1 });
  playTurns(w, 'a', 1);
  assert.equal(applyCondition(w, 'a', 'stacking', { magnitude: 10 }), 'stacked');
  assert.equal(w.actors.a!.conditions.length, 2);
  // turn 2: both tick (1 + 10), the first expires; turn 3: the second ticks and expires
  assert.deepEqual(playTurns(w, 'a', 3), [88, 78, 78]);
  assert.deepEqual(changes(w), [
    'stacking:applied',
    'stacking:stacked',
    'stacking:expired',
    'spent:applied',
    'stacking:expired',
    'spent:refreshed',
    'spent:expired',
  ]);
});

test('ignore: a second application does nothing while the first holds', () => {
  const w = world(stackingRules());
  addActor(w, { id: 'a' });
  applyCondition(w, 'a', 'ignoring', { magnitude: 4 });
  assert.equal(applyCondition(w, 'a', 'ignoring', { magnitude: 9, duration: 10 }), 'ignored');
  assert.deepEqual(w.actors.a!.conditions, [{ id: 'ignoring', duration: 2, magnitude: 4, source: null }]);
  assert.deepEqual(playTurns(w, 'a', 3), [96, 92, 92]);
  // once it has gone, it can land again
  assert.equal(applyCondition(w, 'a', 'ignoring'), 'applied');
});

test('a tick can kill: the turn stops there and nothing more happens to the dead', () => {
  const w = world(stackingRules());
  addActor(w, { id: 'a', resources: { hp: 3 } });
  applyCondition(w, 'a', 'stacking', { magnitude: 3 });
  applyCondition(w, 'a', 'stacking', { magnitude: 3 });
  startTurn(w, 'a');
  assert.equal(w.actors.a!.alive, false);
  assert.equal(w.actors.a!.resources.hp, 0);
  assert.equal(w.events.filter((e) => e.type === 'resource').length, 1);
  assert.equal(applyCondition(w, 'a', 'refreshing'), null);
});

/** Saves against difficulty 100 always fail and against -100 always succeed: criticals are off for saves here. */
function saveRules(timing: string, difficulty: number): Rules {
  return rules({
    conditions: [{ id: 'held', name: 'Held', savingThrow: { save: 'grit', difficulty, timing } }],
    savingThrows: [{ id: 'grit', name: 'Grit', attribute: 'con' }],
    resolution: { criticalScope: ['attack'] },
  });
}

test('saves at every timing: onApply keeps it off, startOfTurn and endOfTurn shrug it off, both does both', () => {
  for (const [timing, landed, shrugged] of [
    ['onApply', 'resisted', 'never'],
    ['startOfTurn', 'applied', 'start'],
    ['endOfTurn', 'applied', 'end'],
    ['both', 'resisted', 'end'],
  ] as const) {
    const pass = world(saveRules(timing, -100));
    addActor(pass, { id: 'a' });
    assert.equal(applyCondition(pass, 'a', 'held'), landed, timing);
    const fail = world(saveRules(timing, 100));
    addActor(fail, { id: 'a' });
    assert.equal(applyCondition(fail, 'a', 'held'), 'applied', timing);
    if (landed === 'applied') {
      startTurn(pass, 'a');
      assert.equal(pass.actors.a!.conditions.length, shrugged === 'start' ? 0 : 1, `${timing} after start`);
      endTurn(pass, 'a');
      assert.equal(pass.actors.a!.conditions.length, 0, `${timing} after end`);
    }
    startTurn(fail, 'a');
    endTurn(fail, 'a');
    assert.equal(fail.actors.a!.conditions.length, 1, `${timing}: a failed save keeps it`);
    const saves = fail.events.filter((e) => e.type === 'save');
    assert.ok(saves.every((e) => e.type === 'save' && !e.success && e.difficulty === 100));
    assert.equal(saves.length, timing === 'both' ? 2 : 1, timing);
  }
});

test('implies brings conditions along and takes them away with it; prevents forbids action types; perTurn counts uses', () => {
  const w = world(
    rules({
      conditions: [
        { id: 'stunned', name: 'Stunned', implies: ['prone'], defaultDuration: 1 },
        { id: 'prone', name: 'Prone', prevents: ['move'] },
      ],
      actionTypes: [
        { id: 'action', name: 'Action' },
        { id: 'move', name: 'Move' },
        { id: 'attack', name: 'Attack', perTurn: 2 },
      ],
    }),
  );
  addActor(w, { id: 'a' });
  // creatures are immutable values: each change puts a new one in the world, read it anew
  const a = () => w.actors.a!;
  applyCondition(w, 'a', 'stunned');
  assert.deepEqual(
    a().conditions.map((c) => [c.id, c.source]),
    [
      ['stunned', null],
      ['prone', 'stunned'],
    ],
  );
  assert.equal(actionRefusal(w, a(), 'move'), 'prevented');
  assert.throws(() => spendAction(w, 'a', 'move'), /prevented/);
  spendAction(w, 'a', 'attack');
  spendAction(w, 'a', 'attack');
  assert.equal(actionRefusal(w, a(), 'attack'), 'spent');
  assert.equal(actionRefusal(w, a(), 'action'), null);
  endTurn(w, 'a');
  assert.deepEqual(a().conditions, []);
  startTurn(w, 'a');
  assert.equal(actionRefusal(w, a(), 'attack'), null);
  assert.equal(actionRefusal(w, a(), 'move'), null);
  applyCondition(w, 'a', 'stunned');
  removeCondition(w, 'a', 'stunned');
  assert.deepEqual(a().conditions, []);
});

test('swings: advantage and disadvantage pick their dice; cancel and net stack them as the reference says', () => {
  const cancel = rules();
  const net = rules({ resolution: { swingStacking: 'net' } });
  assert.equal(leanOf(cancel, ['advantage', 'advantage', 'disadvantage']), 'normal');
  assert.equal(leanOf(net, ['advantage', 'advantage', 'disadvantage']), 'advantage');
  assert.equal(leanOf(net, ['advantage', 'disadvantage']), 'normal');
  assert.equal(leanOf(cancel, ['disadvantage', 'disadvantage']), 'disadvantage');
  assert.equal(leanOf(cancel, []), 'normal');

  const r = rules({
    conditions: [
      { id: 'blinded', name: 'Blinded', swings: { ownAttacks: 'disadvantage', attacksAgainstSelf: 'advantage' } },
      { id: 'inspired', name: 'Inspired', swings: { ownAttacks: 'advantage' } },
    ],
    resolution: { attackBonus: { ref: 'actor.mod.str' } },
  });
  const w = world(r);
  addActor(w, { id: 'a', attributes: { str: 16 } });
  addActor(w, { id: 'b' });
  applyCondition(w, 'b', 'blinded');
  const against = rollAttack(w, w.actors.a!, w.actors.b!, 12);
  assert.equal(against.lean, 'advantage');
  assert.equal(against.roll.notation, '2d20kh1');
  assert.equal(against.bonus, 3);
  assert.equal(against.total, against.natural + 3);
  const kept = against.roll.terms.flatMap((t) => (t.kind === 'dice' ? t.dice.filter((d) => d.kept).map((d) => d.value) : []));
  const all = against.roll.terms.flatMap((t) => (t.kind === 'dice' ? t.dice.map((d) => d.value) : []));
  assert.deepEqual(kept, [Math.max(...all)]);
  const by = rollAttack(w, w.actors.b!, w.actors.a!, 12);
  assert.equal(by.lean, 'disadvantage');
  applyCondition(w, 'b', 'inspired');
  assert.equal(rollAttack(w, w.actors.b!, w.actors.a!, 12).lean, 'normal');
});

test('criticals within criticalScope decide the roll; damage multiplies on a crit, halves on a save, and rounds as told', () => {
  const r = rules({ resolution: { checkDice: '1d1+19', criticalScope: ['attack'] } });
  const rng = new Rng(seedRng('crit'));
  const attack = rollCheck(r, rng, 'attack', -100, 50);
  assert.equal(attack.natural, 20);
  assert.equal(attack.critical, 'success');
  assert.equal(attack.success, true);
  const check = rollCheck(r, rng, 'check', -100, 50);
  assert.equal(check.critical, null);
  assert.equal(check.success, false);
  const low = rules({ resolution: { checkDice: '1d1', criticalFailureAt: 1 } });
  const fumble = rollCheck(low, rng, 'save', 100, 5);
  assert.equal(fumble.critical, 'failure');
  assert.equal(fumble.success, false);
  const noFumbles = rules({ resolution: { checkDice: '1d1', criticalFailureAt: null } });
  assert.equal(rollCheck(noFumbles, rng, 'save', 100, 5).success, true);

  assert.equal(scaleDamage(r, 7, { critical: true }), 14);
  assert.equal(scaleDamage(r, 7, { saved: true }), 4); // 3.5 rounds to 4
  assert.equal(scaleDamage(rules({ resolution: { damageRounding: 'floor' } }), 7, { saved: true }), 3);
  assert.equal(scaleDamage(rules({ resolution: { damageRounding: 'ceil', saveSuccessMultiplier: 0.3 } }), 7, { saved: true }), 3);
  assert.equal(scaleDamage(rules({ resolution: { criticalDamageMultiplier: 1.5 } }), 5, { critical: true }), 8);
});

test('progression: the level experience reaches, capped at maxLevel; levelVitality policies; grants run', () => {
  const levels = [0, 100, 300, 600, 1000].map((xpRequired, i) => ({
    level: i + 1,
    xpRequired,
    ...(i === 2 ? { grants: [{ applyCondition: { target: self, condition: 'veteran' } }] } : {}),
  }));
  const base = { levels, maxLevel: 4 };
  const doc = (levelVitality: Record<string, unknown>) =>
    rules({
      progression: { ...base, levelVitality },
      conditions: [{ id: 'veteran', name: 'Veteran' }],
      sizes: [{ id: 'big', name: 'Big', hitDie: '1d12' }],
      defaultSize: 'big',
    });
  const r = doc({ policy: 'average', die: 'class', bonus: { ref: 'actor.mod.con' } });
  assert.deepEqual(
    [0, 99, 100, 299, 300, 999, 1000, 5000].map((xp) => levelForXp(r, xp)),
    [1, 1, 2, 2, 3, 4, 4, 4],
  );

  const w = world(r);
  addActor(w, { id: 'a', attributes: { con: 14 }, hitDie: '1d8' });
  assert.equal(w.actors.a!.resources.hp, 12);
  // each level: average of 1d8 rounded up (5) + con modifier (2) = 7
  assert.equal(gainXp(w, 'a', 350), 2);
  const a = () => w.actors.a!;
  assert.equal(a().level, 3);
  assert.equal(a().vitality, 14);
  assert.equal(computeStats(r, a(), w.rng).resMax.hp, 26);
  assert.equal(a().resources.hp, 26);
  assert.deepEqual(
    a().conditions.map((c) => c.id),
    ['veteran'],
  );
  assert.equal(gainXp(w, 'a', 10_000), 1);
  assert.equal(a().level, 4);

  const gain = (lv: Record<string, unknown>, init: { hitDie?: string; size?: string } = { hitDie: '1d8' }) => {
    const ww = world(doc(lv));
    return vitalityGain(ww, addActor(ww, { id: 'x', ...init }));
  };
  assert.equal(gain({ policy: 'max', die: 'class' }), 8);
  assert.equal(gain({ policy: 'none', die: 'class' }), 0);
  assert.equal(gain({ policy: 'average', die: 'size' }), 7); // 1d12 averages 6.5, rounded up
  assert.equal(gain({ policy: 'max', die: 'size', bonus: 1 }), 13);
  for (let i = 0; i < 50; i++) {
    const g = gain({ policy: 'roll', die: 'class' }, { hitDie: '1d8' });
    assert.ok(g >= 1 && g <= 8);
  }
});

test('disposition bands: the highest matching band wins; the default has neutral and hostile only', () => {
  const plain = rules();
  assert.equal(stanceOf(plain, 0), 'neutral');
  assert.equal(stanceOf(plain, 50), 'neutral');
  assert.equal(stanceOf(plain, -1), 'hostile');
  const withAllies = rules({
    dispositionBands: [
      { id: 'hostile', stance: 'hostile' },
      { id: 'friend', atLeast: 10, stance: 'ally' },
      { id: 'neutral', atLeast: -5, stance: 'neutral' },
    ],
  });
  assert.deepEqual(
    [10, 9, -5, -6].map((d) => stanceOf(withAllies, d)),
    ['ally', 'neutral', 'neutral', 'hostile'],
  );
});

describe("the engine's values a 002 document implies: actor.proficiency, actor.attackMod, actor.castingMod", () => {
  const ref = (path: string) => ({ ref: path });
  /** A document of the 002 format, as a tool author writes one, reading all three. */
  const implied = () =>
    rules({
      attributes: ['str', 'dex', 'con', 'int', 'wis'].map((id) => ({ id, name: id, abbrev: id.toUpperCase(), modifier: mod })),
      resources: [
        { id: 'hp', name: 'Hit points', max: { add: [10, ref('actor.mod.con')] } },
        // a resource limit comes after the engine's values: spell points by level and casting attribute
        { id: 'mana', name: 'Mana', max: { mul: [ref('actor.level'), ref('actor.castingMod')] } },
      ],
      derivedStats: [{ id: 'passive', name: 'Passive insight', formula: { add: [10, ref('actor.proficiency')] } }],
      itemProperties: [
        { id: 'finesse', name: 'Finesse', attackStats: ['str', 'dex'] },
        { id: 'heavy', name: 'Heavy' },
      ],
      savingThrows: [{ id: 'will', name: 'Will', attribute: 'wis' }],
      resolution: { attackBonus: { add: [ref('actor.proficiency'), ref('actor.attackMod')] } },
      progression: {
        levels: Array.from({ length: 9 }, (_, i) => ({ level: i + 1, xpRequired: 100 * i })),
        proficiency: { add: [2, { floor: { div: [{ sub: [ref('actor.level'), 1] }, 4] } }] },
      },
      spellcasting: {
        mode: 'slots',
        attackBonus: { add: [ref('actor.proficiency'), ref('actor.castingMod')] },
        saveDifficulty: { add: [8, ref('actor.proficiency'), ref('actor.castingMod')] },
        extra: { ability: 'int' },
      },
    });
  // modifiers floor((score - 10) / 2): str 12 → 1, dex 16 → 3, con 10 → 0, int 14 → 2, wis 18 → 4
  const scores = { str: 12, dex: 16, int: 14, wis: 18 };

  test('level 5 with proficiency 2 + floor((level - 1) / 4) gives 3; a finesse weapon attacks with the better of str and dex; int casts', () => {
    const r = implied();
    const w = world(r);
    const hero = addActor(w, { id: 'hero', level: 5, attributes: scores, weapon: { stat: 'str', properties: ['finesse'] } });
    const foe = addActor(w, { id: 'foe' });
    const s = computeStats(r, hero, w.rng);
    assert.equal(s.proficiency, 3);
    assert.equal(s.attackMod, 3, 'dex 3 beats str 1');
    assert.equal(s.castingMod, 2, 'int, named by spellcasting.extra.ability');
    assert.equal(s.resMax.mana, 10, 'level 5 × castingMod 2');
    assert.equal(hero.resources.mana, 10);
    assert.equal(s.derived.passive, 13);
    // resolution.attackBonus: proficiency 3 + attackMod 3
    assert.equal(attackBonusOf(w, hero, foe), 6);
    assert.equal(rollAttack(w, hero, foe, 10).bonus, 6);
    // spellcasting.attackBonus: 3 + castingMod 2; saveDifficulty: 8 + 3 + 2
    assert.equal(spellAttackBonusOf(w, hero, foe), 5);
    assert.equal(spellSaveDifficultyOf(w, hero, foe), 13);
    assert.equal(rollSave(w, foe, 'will', spellSaveDifficultyOf(w, hero, foe)).difficulty, 13);
  });

  test('proficiency follows the level: 2 at levels 1 to 4, 3 at 5 to 8, 4 at 9', () => {
    const r = implied();
    const w = world(r);
    const at = (level: number) => computeStats(r, addActor(w, { id: `l${level}`, level }), w.rng).proficiency;
    assert.deepEqual([1, 4, 5, 8, 9].map(at), [2, 2, 3, 3, 4]);
    assert.equal(addActor(w, { id: 'new' }).level, 1, "a creature given no level takes the document's first");
    assert.equal(computeStats(r, w.actors.new!, w.rng).proficiency, 2);
  });

  test("attackMod: the best of the weapon's stat and its properties' attackStats; unarmed, the first attribute", () => {
    const r = implied();
    const w = world(r);
    const attackMod = (id: string, init: Parameters<typeof addActor>[1]['weapon'], attributes: Record<string, number> = scores) =>
      computeStats(r, addActor(w, { id, attributes, ...(init === undefined ? {} : { weapon: init }) }), w.rng).attackMod;
    assert.equal(attackMod('unarmed', undefined), 1, 'str, the first attribute');
    assert.equal(attackMod('sword', { stat: 'str' }), 1);
    assert.equal(attackMod('bow', { stat: 'dex' }), 3);
    assert.equal(attackMod('no-stat', { properties: ['heavy'] }), 1, 'a weapon naming no stat attacks with the first attribute; heavy lists no attackStats');
    assert.equal(attackMod('rapier', { properties: ['finesse'] }), 3);
    assert.equal(attackMod('strong', { stat: 'dex', properties: ['finesse'] }, { str: 18, dex: 12 }), 4, 'str 4 beats dex 1: the best is used');
    assert.equal(attackMod('unknown-property', { stat: 'dex', properties: ['vorpal'] }), 3, 'a property the document lacks adds nothing');
  });

  test("castingMod: the creature's own castingStat, else spellcasting.extra.ability, else 0", () => {
    const r = implied();
    const w = world(r);
    const cleric = addActor(w, { id: 'cleric', level: 5, attributes: scores, castingStat: 'wis' });
    assert.equal(computeStats(r, cleric, w.rng).castingMod, 4);
    assert.equal(spellSaveDifficultyOf(w, cleric), 15, '8 + proficiency 3 + wis 4');
    assert.equal(cleric.resources.mana, 20, 'level 5 × wis 4');

    const plain = rules();
    const pw = world(plain);
    const fighter = addActor(pw, { id: 'fighter', level: 1, attributes: { str: 16 } });
    const s = computeStats(plain, fighter, pw.rng);
    assert.equal(s.castingMod, 0, 'no casting stat anywhere');
    assert.equal(s.proficiency, 0, 'no progression.proficiency');
    assert.equal(computeStats(plain, addActor(pw, { id: 'sage', castingStat: 'con', attributes: { con: 14 } }), pw.rng).castingMod, 2);
  });

  test('without resolution.attackBonus a weapon attack adds just actor.attackMod; a spell, the ordinary attack bonus; no save difficulty', () => {
    const r = rules({ itemProperties: [{ id: 'finesse', name: 'Finesse', attackStats: ['str', 'con'] }] });
    const w = world(r);
    const a = addActor(w, { id: 'a', attributes: { str: 12, con: 16 }, weapon: { properties: ['finesse'] } });
    const b = addActor(w, { id: 'b' });
    assert.equal(attackBonusOf(w, a, b), 3);
    assert.equal(rollAttack(w, a, b, 10).bonus, 3);
    assert.equal(spellAttackBonusOf(w, a, b), 3);
    assert.equal(spellSaveDifficultyOf(w, a, b), undefined);
  });

  test('a weapon stat or casting stat that is not an attribute is a RulesError naming it', () => {
    const r = implied();
    const w = world(r);
    assert.throws(
      () => addActor(w, { id: 'x', weapon: { stat: 'luck' } }),
      (e: unknown) => e instanceof RulesError && e.message === `the weapon's stat "luck" is not an attribute of the ruleset`,
    );
    assert.throws(
      () => addActor(w, { id: 'y', castingStat: 'cha' }),
      (e: unknown) => e instanceof RulesError && e.message === 'the casting stat "cha" is not an attribute of the ruleset',
    );
  });
});
