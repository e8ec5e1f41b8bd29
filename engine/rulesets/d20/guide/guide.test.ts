/**
 * The Forsaken Woods guide (spec 003) as pure functions over the shipped `forsaken-woods` ruleset: every
 * number the guide gives, on its boundaries, read from the document the pack loads. Where the guide gives no number
 * (upgrade prices, tier multipliers, fumble penalty sizes), the tests check the guide's rule over the document's
 * sample values, which are ours, not the guide's.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../../content/load-pack.ts';
import type { D20FreezeChance } from '../../../../content/schemas/rules/d20.ts';
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import {
  attack,
  attackTotal,
  autoPromotes,
  baseAc,
  criticalDamage,
  d20BoardOf,
  damage,
  dieMaximum,
  effectiveArmour,
  elementalDamage,
  elementFlags,
  eligibleFumbles,
  freezeFeedback,
  freezeOutcome,
  fumbleAt,
  fumbleMagnitude,
  fumbleOdds,
  fumbleSlots,
  healerChoice,
  hitDamage,
  levelUpCost,
  maxHp,
  maxResource,
  nextTier,
  parseD20Board,
  resistsFreeze,
  resolveAttackRoll,
  resourceLoss,
  rollFreeze,
  rollFumble,
  rollNatural,
  rollToll,
  scaleEnemy,
  scaleReward,
  selfInjury,
  timedActionDue,
  tollDamage,
  tollDue,
  upgradeCost,
  type D20Board,
  type FreezeOutcome,
  type HealTarget,
} from './index.ts';
import { DslEvalError, evaluateExpression, type DslValue, type Expression } from '../../../dsl/index.ts';
import { Rng, seedRng } from '../../../core/rng.ts';
import { parsedRules } from '../../../../content/schemas/ruleset.ts';

const pack = loadDefaultPack();
const ruleset = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
const board: D20Board = d20BoardOf(ruleset);
const rules: Rules = parsedRules(ruleset)!;

/** A copy of the shipped board with `edit` applied, parsed again. */
function edited(edit: (b: any) => void): D20Board {
  const raw = structuredClone(rules.extra['board']) as any;
  edit(raw);
  return parseD20Board(raw);
}

/** The value of an expression of the rules document with `scope` (and the board as `rules.extra.board`). */
function evaluate(tree: unknown, scope: Record<string, DslValue>): DslValue {
  return evaluateExpression(tree as Expression, {
    rng: new Rng(seedRng('unused')),
    scope: { ...scope, rules: { extra: { board: board as unknown as DslValue } } },
  });
}

describe('the board of the shipped ruleset', () => {
  test('is read from the pack; a ruleset without a d20 board is refused clearly', () => {
    assert.equal(board.system, 'd20');
    const classic = pack.rulesets.find((r) => r.id === 'classic')!;
    assert.throws(() => d20BoardOf(classic), /not a d20 board: rules\.extra\.board\.system/);
    assert.throws(() => d20BoardOf({ ...classic, rules: undefined }), /has no rules\.extra\.board/);
  });

  test('the attack die is 1d20: natural 1 fumbles, natural 20 is critical; personal protection +5/+3; Exposed +2; level cap 12', () => {
    assert.equal(board.attack.dice, '1d20');
    assert.equal(board.attack.fumbleNatural, 1);
    assert.equal(board.attack.criticalNatural, 20);
    assert.deepEqual(board.protection, { vanished: 5, defending: 3 });
    assert.equal(board.exposedBonus, 2);
    assert.equal(board.progression.levelCap, 12);
    assert.deepEqual(board.elements.ids, ['fire', 'frost', 'void', 'holy', 'wind', 'earth']);
    assert.deepEqual(
      board.tiers.map((t) => t.name),
      [
        { it: 'Base', en: 'Basic' },
        { it: 'Avanzato', en: 'Advanced' },
        { it: 'Esperto', en: 'Expert' },
        { it: 'Maestro', en: 'Master' },
        { it: 'Maestro Plus', en: 'Master Plus' },
      ],
    );
  });

  test('every natural of 1d20 is rolled, and only those', () => {
    const rng = new Rng(seedRng('d20'));
    const seen = new Set<number>();
    for (let i = 0; i < 2000; i++) seen.add(rollNatural(board, rng));
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
  });
});

describe('elements', () => {
  const plain = { weak: false, resist: false };
  const both = { weak: true, resist: true };
  const weak = { weak: true, resist: false };
  const resist = { weak: false, resist: true };
  const at = (flags: typeof plain) => [0, 1, 2, 7].map((A) => elementalDamage(board, A, flags));

  test('neither or both: max(0, A) for A = 0, 1, 2, 7', () => {
    assert.deepEqual(at(plain), [0, 1, 2, 7]);
    assert.deepEqual(at(both), [0, 1, 2, 7]);
    assert.equal(elementalDamage(board, -3, plain), 0);
  });

  test('weakness alone: max(1, floor((3A + 1) / 2)) for A = 0, 1, 2, 7', () => {
    assert.deepEqual(at(weak), [1, 2, 3, 11]);
  });

  test('resistance alone: max(1, floor(A / 2)) for A = 0, 1, 2, 7', () => {
    assert.deepEqual(at(resist), [1, 1, 1, 3]);
  });

  test('physical damage (no element) is never weak nor resisted; weakness and resistance come from the target', () => {
    const veyr = { weaknesses: [], resistances: ['fire', 'frost', 'void', 'holy', 'wind', 'earth'] };
    assert.deepEqual(elementFlags(undefined, veyr), plain);
    assert.deepEqual(elementFlags('', veyr), plain);
    assert.deepEqual(elementFlags('void', veyr), resist);
    assert.deepEqual(elementFlags('holy', { weaknesses: ['holy', 'earth'], resistances: ['void'] }), weak);
  });
});

describe('fumbles', () => {
  const odds = (hasResource: boolean) => Object.fromEntries(fumbleOdds(board, hasResource).map((o) => [o.id, `${o.numerator}/${o.denominator}`]));

  test('with a resource: each of the five penalties 1/8, the harmless miss 3/8 (by enumeration of every slot)', () => {
    assert.equal(fumbleSlots(board, true), 8);
    assert.deepEqual(odds(true), { stumble: '1/8', selfInjury: '1/8', exposed: '1/8', attackPenalty: '1/8', armourPenalty: '1/8', harmlessMiss: '3/8' });
  });

  test('without a resource: STUMBLE is out, each of the four penalties 1/7, the harmless miss 3/7', () => {
    assert.equal(fumbleSlots(board, false), 7);
    assert.deepEqual(odds(false), { selfInjury: '1/7', exposed: '1/7', attackPenalty: '1/7', armourPenalty: '1/7', harmlessMiss: '3/7' });
    assert.ok(!eligibleFumbles(board, false).some((e) => e.id === 'stumble'));
  });

  test('counting every slot by hand gives the same weights; a slot outside the draw is refused', () => {
    for (const hasResource of [true, false]) {
      const counts: Record<string, number> = {};
      for (let slot = 0; slot < fumbleSlots(board, hasResource); slot++) {
        const id = fumbleAt(board, hasResource, slot).id;
        counts[id] = (counts[id] ?? 0) + 1;
      }
      for (const e of eligibleFumbles(board, hasResource)) assert.equal(counts[e.id], e.weight, e.id);
    }
    assert.throws(() => fumbleAt(board, false, 7), RangeError);
    assert.throws(() => fumbleAt(board, true, -1), RangeError);
  });

  test('rollFumble draws one uniform slot from the room PRNG', () => {
    for (const hasResource of [true, false]) {
      const a = new Rng(seedRng(`fumble-${hasResource}`));
      const b = new Rng(a.state());
      for (let i = 0; i < 50; i++) assert.equal(rollFumble(board, a, hasResource), fumbleAt(board, hasResource, b.int(fumbleSlots(board, hasResource))));
    }
  });

  test('self-injury: 5% of maximum HP rounded down, at least 1, at most current HP − 1: it cannot kill', () => {
    assert.equal(selfInjury(board, 19, 19), 1, '5% of 19 is 0.95: rounded down 0, at least 1');
    assert.equal(selfInjury(board, 20, 20), 1);
    assert.equal(selfInjury(board, 39, 39), 1);
    assert.equal(selfInjury(board, 40, 40), 2);
    assert.equal(selfInjury(board, 59, 59), 2);
    assert.equal(selfInjury(board, 60, 60), 3);
    assert.equal(selfInjury(board, 60, 4), 3);
    assert.equal(selfInjury(board, 60, 3), 2, 'at most current HP − 1');
    assert.equal(selfInjury(board, 60, 2), 1);
    assert.equal(selfInjury(board, 60, 1), 0, 'at 1 HP it takes nothing');
    assert.equal(selfInjury(board, 1, 1), 0);
  });

  test('resource loss is at most what is available; penalty sizes are the authored ones, Exposed is +2', () => {
    const loss = board.authored.fumble.resourceLoss;
    assert.equal(resourceLoss(board, 10), loss);
    assert.equal(resourceLoss(board, 0), 0);
    assert.equal(
      resourceLoss(
        edited((b) => (b.authored.fumble.resourceLoss = 3)),
        2,
      ),
      2,
    );
    assert.equal(fumbleMagnitude(board, 'exposed'), 2);
    assert.equal(fumbleMagnitude(board, 'attackPenalty'), board.authored.fumble.attackPenalty);
    assert.equal(fumbleMagnitude(board, 'armourPenalty'), board.authored.fumble.armourPenalty);
  });
});

describe('Freeze', () => {
  const graveChill = board.timedActions.find((t) => t.id === 'graveChill')!;
  /** The outcome of every roll 0..99, grouped into runs: `[[from, to, outcome], ...]`. */
  function runs(effect: D20FreezeChance, resistant: boolean): [number, number, FreezeOutcome][] {
    const out: [number, number, FreezeOutcome][] = [];
    for (let roll = 0; roll < 100; roll++) {
      const o = freezeOutcome(board, effect, roll, resistant);
      const last = out[out.length - 1];
      if (last && last[2] === o) last[1] = roll;
      else out.push([roll, roll, o]);
    }
    return out;
  }

  test("Grave Chill is the Warden's round-3 timed action: 33%, 10% with Frost resistance", () => {
    assert.equal(graveChill.round, 3);
    assert.deepEqual(graveChill.effect, {
      kind: 'freeze',
      target: 'party',
      baseChance: 33,
      resistanceMitigatesFreeze: true,
      resistedChance: 10,
      element: 'frost',
    });
  });

  test('a Frost-resistant hero: 0–9 FROZEN, 10–32 FROST RESIST, 33–99 RESIST', () => {
    assert.deepEqual(runs(graveChill.effect, true), [
      [0, 9, 'FROZEN'],
      [10, 32, 'FROST_RESIST'],
      [33, 99, 'RESIST'],
    ]);
  });

  test('any other hero: 0–32 FROZEN, 33–99 RESIST', () => {
    assert.deepEqual(runs(graveChill.effect, false), [
      [0, 32, 'FROZEN'],
      [33, 99, 'RESIST'],
    ]);
  });

  test('without opt-in mitigation (Blizzard, 40%) resistance changes nothing', () => {
    const blizzard = { baseChance: 40, element: 'frost' };
    assert.deepEqual(runs(blizzard, true), [
      [0, 39, 'FROZEN'],
      [40, 99, 'RESIST'],
    ]);
  });

  test("resistance is the target's own against the effect's element; the roll is 0..99; the feedback texts are the guide's", () => {
    assert.equal(resistsFreeze(graveChill.effect, ['frost']), true);
    assert.equal(resistsFreeze(graveChill.effect, ['void']), false);
    assert.throws(() => freezeOutcome(board, graveChill.effect, 100, false), RangeError);
    assert.throws(() => freezeOutcome(board, graveChill.effect, -1, false), RangeError);
    assert.deepEqual(
      (['FROZEN', 'FROST_RESIST', 'RESIST'] as const).map((o) => freezeFeedback(board, o)),
      ['FROZEN', 'FROST RESIST', 'RESIST'],
    );
    const rng = new Rng(seedRng('chill'));
    const seen = new Set<number>();
    for (let i = 0; i < 3000; i++) {
      const { roll, outcome } = rollFreeze(board, rng, graveChill.effect, true);
      assert.equal(outcome, freezeOutcome(board, graveChill.effect, roll, true));
      seen.add(roll);
    }
    assert.equal(Math.min(...seen), 0);
    assert.equal(Math.max(...seen), 99);
  });

  test('Grave Chill fires in exactly round 3, once; Dreadbell from round 2 on, once', () => {
    assert.deepEqual(
      [1, 2, 3, 4].map((r) => timedActionDue(graveChill, r, false)),
      [false, false, true, false],
    );
    assert.equal(timedActionDue(graveChill, 3, true), false);
    const dreadbell = board.partyTolls.find((t) => t.id === 'dreadbell')!;
    assert.deepEqual(
      [1, 2, 3, 7].map((r) => tollDue(dreadbell, r, false)),
      [false, true, true, true],
    );
    assert.equal(tollDue(dreadbell, 3, true), false);
  });
});

describe('Wormface, the healer', () => {
  const wormface = board.healers.find((h) => h.id === 'wormface')!;
  const self = (hp: number, maxHp = 10, mana = 3) => ({ id: 'wormface', hp, maxHp, mana });
  const unit = (id: string, hp: number, maxHp = 10): HealTarget => ({ id, hp, maxHp });
  const heals = (target: string, amount: number) => ({ kind: 'heal', target, amount, manaCost: 1, curesPoison: true });

  test('its numbers: 3 mana, 1 mana a heal, 3 HP a heal', () => {
    assert.deepEqual([wormface.mana, wormface.manaCost, wormface.heal, wormface.curesPoison], [3, 1, 3, true]);
  });

  test('heals an ally missing at least 2 HP and strictly below 80%, 3 HP up to what it misses', () => {
    assert.deepEqual(healerChoice(wormface, self(10), [unit('goblin', 7)]), heals('goblin', 3));
    assert.deepEqual(healerChoice(wormface, self(10), [unit('goblin', 7, 9)]), heals('goblin', 2), '2 missing, 77.8%: healed for what it misses');
    assert.deepEqual(healerChoice(wormface, self(10), [unit('goblin', 1)]), heals('goblin', 3));
  });

  test('an ally at exactly 80%, or missing only 1 HP, or dead, does not qualify', () => {
    assert.deepEqual(healerChoice(wormface, self(10), [unit('goblin', 8)]), { kind: 'attack' }, '80% is not strictly below');
    assert.deepEqual(healerChoice(wormface, self(10), [unit('rat', 3, 4)]), { kind: 'attack' }, '75% but only 1 missing');
    assert.deepEqual(healerChoice(wormface, self(10), [unit('goblin', 0)]), { kind: 'attack' }, 'dead');
  });

  test('of several, the lowest share of HP; the first listed on a tie', () => {
    assert.deepEqual(healerChoice(wormface, self(10), [unit('a', 5), unit('b', 4), unit('c', 6, 20)]), heals('c', 3), '30% is lower than 50% and 40%');
    assert.deepEqual(healerChoice(wormface, self(10), [unit('a', 5), unit('b', 3), unit('c', 6, 20)]), heals('b', 3), 'b and c both at 30%: the first listed');
  });

  test('itself only when no ally qualifies, and strictly below 50%', () => {
    assert.deepEqual(healerChoice(wormface, self(4), [unit('goblin', 9)]), heals('wormface', 3));
    assert.deepEqual(healerChoice(wormface, self(1, 3), []), heals('wormface', 2), 'up to what it misses');
    assert.deepEqual(healerChoice(wormface, self(5), []), { kind: 'attack' }, '50% is not strictly below');
    assert.deepEqual(healerChoice(wormface, self(2), [unit('goblin', 7)]), heals('goblin', 3), 'an ally that qualifies comes first');
    assert.deepEqual(healerChoice(wormface, self(2), [self(2)]), heals('wormface', 3), 'itself in the ally list is not an "other" ally');
  });

  test('without the mana for a heal, a normal attack', () => {
    assert.deepEqual(healerChoice(wormface, self(2, 10, 0), [unit('goblin', 1)]), { kind: 'attack' });
    assert.deepEqual(healerChoice(wormface, self(2, 10, 1), [unit('goblin', 1)]), heals('goblin', 3));
  });
});

describe('Dreadbell', () => {
  const dreadbell = board.partyTolls.find((t) => t.id === 'dreadbell')!;

  test('d6+2 Void to each hero, from round 2', () => {
    assert.equal(dreadbell.dice, '1d6+2');
    assert.equal(dreadbell.element, 'void');
    assert.equal(dreadbell.fromRound, 2);
    const rng = new Rng(seedRng('bell'));
    const seen = new Set<number>();
    for (let i = 0; i < 600; i++) seen.add(rollToll(rng, dreadbell));
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      [3, 4, 5, 6, 7, 8],
    );
  });

  test('a defended hero takes half, rounded down, at least 1', () => {
    const defended = (roll: number) => tollDamage(board, dreadbell, roll, { isDefended: true });
    assert.deepEqual([1, 2, 3, 4, 5, 8].map(defended), [1, 1, 1, 2, 2, 4]);
    assert.deepEqual(
      [3, 8].map((r) => tollDamage(board, dreadbell, r, { isDefended: false })),
      [3, 8],
    );
  });

  test('halving comes before Void resistance (and weakness)', () => {
    assert.deepEqual(
      [3, 4, 5, 8].map((r) => tollDamage(board, dreadbell, r, { isDefended: true, resist: true })),
      [1, 1, 1, 2],
    );
    assert.deepEqual(
      [3, 8].map((r) => tollDamage(board, dreadbell, r, { isDefended: false, resist: true })),
      [1, 4],
    );
    // 5 halved is 2, then weakness makes 3; weakness first would make 8, halved 4
    assert.equal(tollDamage(board, dreadbell, 5, { isDefended: true, weak: true }), 3);
  });
});

describe('attack and armour', () => {
  test('effective armour: base AC + personal protection + the greater of Guard or Ward − armour penalty − Off Balance', () => {
    assert.equal(effectiveArmour({ baseAc: 12 }, board), 12);
    assert.equal(effectiveArmour({ baseAc: 12, vanished: true }, board), 17);
    assert.equal(effectiveArmour({ baseAc: 12, defending: true }, board), 15);
    assert.equal(effectiveArmour({ baseAc: 12, vanished: true, defending: true }, board), 17, 'Vanish and Defend do not stack');
    assert.equal(effectiveArmour({ baseAc: 12, guard: 3, ward: 2 }, board), 15);
    assert.equal(effectiveArmour({ baseAc: 12, guard: 3, ward: 4 }, board), 16, 'the greater, not the sum');
    assert.equal(effectiveArmour({ baseAc: 12, armourPenalty: 2, offBalance: 1 }, board), 9);
    assert.equal(effectiveArmour({ baseAc: 13, defending: true, guard: 3, armourPenalty: 2, offBalance: 1 }, board), 16);
  });

  test("the rules document's armour derived stat says the same", () => {
    const formula = rules.derivedStats.find((d) => d.id === 'armour')!.formula;
    const cases = [
      { baseAc: 12 },
      { baseAc: 12, vanished: true },
      { baseAc: 12, defending: true },
      { baseAc: 12, vanished: true, defending: true },
      { baseAc: 12, guard: 3, ward: 4 },
      { baseAc: 13, defending: true, guard: 3, armourPenalty: 2, offBalance: 1 },
    ];
    for (const c of cases) {
      const conditions: Record<string, DslValue> = {};
      if (c.vanished) conditions['vanished'] = { magnitude: 1 };
      if (c.defending) conditions['defending'] = { magnitude: 1 };
      for (const k of ['guard', 'ward', 'armourPenalty', 'offBalance'] as const)
        if (c[k as keyof typeof c] !== undefined) conditions[k] = { magnitude: c[k as keyof typeof c] as number };
      assert.equal(evaluate(formula, { actor: { derived: { baseAc: c.baseAc }, conditions } }), effectiveArmour(c, board), JSON.stringify(c));
    }
  });

  test('attack total: natural + Attack + accuracy + target Exposed (+2) − Accuracy Penalty − fumble attack − Entangled', () => {
    assert.equal(attackTotal({ natural: 10, attack: 4 }, board), 14);
    assert.equal(attackTotal({ natural: 10, attack: 4, accuracy: 1, targetExposed: true }, board), 17);
    assert.equal(attackTotal({ natural: 10, attack: 4, accuracy: 1, targetExposed: true, accuracyPenalty: 3, fumbleAttack: 2, entangled: 1 }, board), 11);
  });

  test('natural 1 fumbles and natural 20 is critical whatever the total; otherwise total ≥ armour hits', () => {
    assert.equal(resolveAttackRoll(1, 40, 10, board), 'fumble');
    assert.equal(resolveAttackRoll(20, 5, 30, board), 'critical');
    assert.equal(resolveAttackRoll(2, 15, 15, board), 'hit');
    assert.equal(resolveAttackRoll(19, 14, 15, board), 'miss');
  });

  test('critical damage is the die at its maximum + the bonus, not multiplied', () => {
    assert.equal(dieMaximum('1d8'), 8);
    assert.equal(dieMaximum('d6+2'), 8);
    assert.equal(dieMaximum('2d6kh1-1d4'), 5);
    assert.equal(criticalDamage('d8', 3), 11, "Veyr's d8+3");
    assert.equal(criticalDamage('d4', 1), 5, "a Sentinel's d4+1");
    assert.equal(hitDamage(board, new Rng(seedRng('crit')), 'critical', { die: 'd6', bonus: 2, extra: 1 }), 9);
    const rng = new Rng(seedRng('hits'));
    const seen = new Set<number>();
    for (let i = 0; i < 500; i++) seen.add(hitDamage(board, rng, 'hit', { die: 'd6', bonus: 2 }));
    assert.deepEqual(
      [...seen].sort((a, b) => a - b),
      [3, 4, 5, 6, 7, 8],
    );
  });
});

describe('progression', () => {
  test('maximum HP = base + 3 × (L − 1) + 3 × H', () => {
    assert.equal(maxHp(board, { base: 20, level: 1, healthTraining: 0 }), 20);
    assert.equal(maxHp(board, { base: 20, level: 2, healthTraining: 0 }), 23);
    assert.equal(maxHp(board, { base: 20, level: 12, healthTraining: 0 }), 53);
    assert.equal(maxHp(board, { base: 20, level: 1, healthTraining: 2 }), 26);
    assert.equal(maxHp(board, { base: 14, level: 5, healthTraining: 3 }), 35);
  });

  test('Attack = base + (L − 1) + A', () => {
    assert.equal(attack(board, { base: 3, level: 1, attackTraining: 0 }), 3);
    assert.equal(attack(board, { base: 3, level: 12, attackTraining: 0 }), 14);
    assert.equal(attack(board, { base: 3, level: 12, attackTraining: 2 }), 16);
  });

  test('base AC = base + armour item bonus + D × bonus per rank; damage = the same die, bonus + item + W × bonus per rank', () => {
    const acPer = board.authored.upgrades.armour.bonusPerRank;
    const dmgPer = board.authored.upgrades.weapon.bonusPerRank;
    assert.equal(baseAc(board, { base: 12, itemBonus: 0, armourRank: 0 }), 12);
    assert.equal(baseAc(board, { base: 12, itemBonus: 1, armourRank: 2 }), 13 + 2 * acPer);
    assert.deepEqual(damage(board, { die: 'd8', base: 3, itemBonus: 0, weaponRank: 0 }), { die: 'd8', bonus: 3 });
    assert.deepEqual(damage(board, { die: 'd8', base: 3, itemBonus: 1, weaponRank: 3 }), { die: 'd8', bonus: 4 + 3 * dmgPer });
    const perRank2 = edited((b) => (b.authored.upgrades.armour.bonusPerRank = 2));
    assert.equal(baseAc(perRank2, { base: 12, itemBonus: 0, armourRank: 3 }), 18, 'the bonus per rank is read from the board');
  });

  test('maximum resource: base mana 0 → 2 stamina, else the greater of 2 and base mana; + R', () => {
    assert.deepEqual(maxResource(board, { baseMana: 0, resourceTraining: 0 }), { resource: 'stamina', max: 2 });
    assert.deepEqual(maxResource(board, { baseMana: 0, resourceTraining: 3 }), { resource: 'stamina', max: 5 });
    assert.deepEqual(maxResource(board, { baseMana: 1, resourceTraining: 0 }), { resource: 'mana', max: 2 });
    assert.deepEqual(maxResource(board, { baseMana: 2, resourceTraining: 0 }), { resource: 'mana', max: 2 });
    assert.deepEqual(maxResource(board, { baseMana: 3, resourceTraining: 0 }), { resource: 'mana', max: 3 });
    assert.deepEqual(maxResource(board, { baseMana: 3, resourceTraining: 2 }), { resource: 'mana', max: 5 });
  });

  test('level cap 12: levels 1 to 12 only; the guild takes 60 × the current level in XP; none past 12', () => {
    assert.deepEqual(
      Array.from({ length: 12 }, (_, i) => levelUpCost(board, i + 1)),
      [60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660, null],
    );
    assert.throws(() => levelUpCost(board, 0), RangeError);
    assert.throws(() => levelUpCost(board, 13), RangeError);
    assert.throws(() => maxHp(board, { base: 20, level: 13, healthTraining: 0 }), RangeError);
    assert.equal(maxHp(board, { base: 20, level: 12, healthTraining: 0 }), 53);
  });

  test('an ordinary reward promotes only a level-1 hero with 60 XP or more', () => {
    assert.equal(autoPromotes(board, 1, 59), false);
    assert.equal(autoPromotes(board, 1, 60), true);
    assert.equal(autoPromotes(board, 2, 1000), false);
  });

  test('upgrade cost at rank r = base + step × r², none at the cap (over the sample prices, which are ours)', () => {
    for (const track of ['attack', 'health', 'resource', 'weapon', 'armour'] as const) {
      const { base, step, cap } = board.authored.upgrades[track];
      for (let r = 0; r < cap; r++) assert.equal(upgradeCost(board, track, r), base + step * r * r, `${track} rank ${r}`);
      assert.equal(upgradeCost(board, track, cap), null, `${track} at its cap`);
      assert.equal(upgradeCost(board, track, cap + 1), null);
    }
    const priced = edited((b) => (b.authored.upgrades.attack = { base: 20, step: 10, cap: 5 }));
    assert.deepEqual(
      [0, 1, 2, 3, 4, 5].map((r) => upgradeCost(priced, 'attack', r)),
      [20, 30, 60, 110, 180, null],
    );
    assert.throws(() => upgradeCost(board, 'attack', -1), RangeError);
  });

  test("the rules document's resources and derived stats agree with the board's formulas", () => {
    const limit = (id: string) => rules.resources.find((r) => r.id === id)!.max;
    const derived = (id: string) => rules.derivedStats.find((d) => d.id === id)!.formula;
    for (const level of [1, 2, 7, 12]) {
      for (const t of [0, 1, 3]) {
        for (const baseMana of [0, 1, 2, 5]) {
          const attr = {
            baseHp: 18,
            baseAttack: 2,
            baseAc: 11,
            baseMana,
            baseDamageBonus: 2,
            initiative: 15,
            attackTraining: t,
            healthTraining: t,
            resourceTraining: t,
            weaponRank: t,
            armourRank: t,
          };
          const scope = { actor: { level, attr } };
          assert.equal(evaluate(limit('hp'), scope), maxHp(board, { base: 18, level, healthTraining: t }));
          const res = maxResource(board, { baseMana, resourceTraining: t });
          assert.equal(evaluate(limit(res.resource), scope), res.max);
          assert.equal(evaluate(limit(res.resource === 'mana' ? 'stamina' : 'mana'), scope), 0, 'the other resource is empty');
          assert.equal(evaluate(derived('attack'), scope), attack(board, { base: 2, level, attackTraining: t }));
          assert.equal(evaluate(derived('baseAc'), scope), baseAc(board, { base: 11, itemBonus: 0, armourRank: t }));
          assert.equal(evaluate(derived('damageBonus'), scope), damage(board, { die: 'd6', base: 2, itemBonus: 0, weaponRank: t }).bonus);
          assert.equal(evaluate(derived('initiative'), scope), 15, 'initiative does not rise');
        }
      }
    }
  });
});

describe('difficulty tiers', () => {
  const warden = { hp: 26, ac: 13, attack: 4, damageDie: 'd6', damageBonus: 2, initiative: 16 };
  const sentinel = { hp: 10, ac: 12, attack: 2, damageDie: 'd4', damageBonus: 1, initiative: 20 };

  test('HP = ceil(base × tier.hp); AC, Attack and damage bonus + the offsets; die and initiative unchanged', () => {
    const n = board.authored.tiers['advanced']!;
    const scaled = scaleEnemy(board, warden, 'advanced');
    assert.deepEqual(scaled, {
      hp: Math.ceil((26 * n.hpPercent) / 100),
      ac: 13 + n.defense,
      attack: 4 + n.attack,
      damageDie: 'd6',
      damageBonus: 2 + n.damage,
      initiative: 16,
    });
    const at125 = edited((b) => (b.authored.tiers.advanced.hpPercent = 125));
    assert.equal(scaleEnemy(at125, sentinel, 'advanced').hp, 13, '12.5 rounds up');
    assert.equal(scaleEnemy(at125, warden, 'advanced').hp, 33, '32.5 rounds up');
    assert.equal(scaleEnemy(at125, { ...sentinel, hp: 8 }, 'advanced').hp, 10, 'a whole 10 stays 10');
    const at110 = edited((b) => (b.authored.tiers.advanced.hpPercent = 110));
    assert.equal(scaleEnemy(at110, sentinel, 'advanced').hp, 11, '10 × 1.1 is exactly 11, not 12');
  });

  test('gold and XP = ceil(base × tier.rewards), each survivor alike; a full chest stack converts to 15 × it', () => {
    const at125 = edited((b) => (b.authored.tiers.advanced.rewardsPercent = 125));
    assert.equal(scaleReward(at125, 45, 'advanced'), 57, '56.25 rounds up');
    assert.equal(scaleReward(at125, 40, 'advanced'), 50);
    assert.equal(scaleReward(at125, 15, 'advanced'), 19, '18.75 rounds up');
    const at110 = edited((b) => (b.authored.tiers.advanced.rewardsPercent = 110));
    assert.equal(scaleReward(at110, 10, 'advanced'), 11);
    for (const t of board.tiers) assert.equal(scaleReward(board, 45, t.id), Math.ceil((45 * board.authored.tiers[t.id]!.rewardsPercent) / 100), t.id);
  });

  test('the sample Basic tier leaves the Watchtower as the guide has it: 46 HP in all, 45 gold and 40 XP', () => {
    const hp = [sentinel, sentinel, warden].map((e) => scaleEnemy(board, e, 'basic').hp);
    assert.equal(
      hp.reduce((a, b) => a + b, 0),
      46,
    );
    assert.deepEqual([scaleReward(board, 45, 'basic'), scaleReward(board, 40, 'basic')], [45, 40]);
  });

  test('Basic → Advanced → Expert → Master → Master Plus, which repeats; an unknown tier is refused', () => {
    assert.deepEqual(
      board.tiers.map((t) => nextTier(board, t.id)),
      ['advanced', 'expert', 'master', 'masterPlus', 'masterPlus'],
    );
    assert.throws(() => scaleReward(board, 10, 'legendary'), /no tier "legendary"/);
  });
});

describe('board formulas', () => {
  test('a formula that reads a name it was not given fails with its path under rules.extra.board', () => {
    const broken = edited((b) => (b.progression.maxHp = { ref: 'constitution' }));
    assert.throws(
      () => maxHp(broken, { base: 20, level: 1, healthTraining: 0 }),
      (e: unknown) => e instanceof DslEvalError && e.path === 'rules.extra.board.progression.maxHp.ref',
    );
  });

  test('a formula rolls no dice', () => {
    const rolling = edited((b) => (b.elements.neutral = { roll: '1d6' }));
    assert.throws(
      () => elementalDamage(rolling, 3, { weak: false, resist: false }),
      /rules\.extra\.board\.elements\.neutral: a d20 board formula rolls no dice/,
    );
  });
});
