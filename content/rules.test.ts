/**
 * The `rules` object of spec 002: a minimal ruleset comes back with every default of the reference filled,
 * every cross-reference is checked, unknown fields are reported with near names (and kept inside `extra`).
 * Expected values are copied from the reference's tables (../shared/spec/002_7ccddf536469b3d5.txt).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rules, checkRules, didYouMean, editDistance, suggest, type RulesIssue } from './schemas/rules/index.ts';

/** The modifier of the reference's example: floor((value - 10) / 2). */
const MODIFIER = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };

/** A minimal ruleset: only the four required fields, each as small as it may be. */
function minimal(): Record<string, unknown> {
  return {
    attributes: [{ id: 'str', name: 'Strength', abbrev: 'STR', modifier: MODIFIER }],
    resources: [{ id: 'hp', name: 'Hit points', max: 10 }],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'hp',
  };
}

/** `minimal()` with one entry, of required fields only, in every list of the reference. */
function oneOfEach(): Record<string, unknown> {
  return {
    ...minimal(),
    derivedStats: [{ id: 'ac', name: 'Armour class', formula: 10 }],
    damageTypes: [{ id: 'fire', name: 'Fire' }],
    conditions: [
      { id: 'poisoned', name: 'Poisoned' },
      { id: 'held', name: 'Held', savingThrow: { save: 'str-save', difficulty: 12 } },
    ],
    actionTypes: [{ id: 'action', name: 'Action' }],
    equipmentSlots: [{ id: 'hand', name: 'Hand' }],
    itemProperties: [{ id: 'heavy', name: 'Heavy' }],
    masteryTiers: [{ id: 'adept', name: 'Adept', atRank: 5 }],
    rests: [{ id: 'short', name: 'Short rest' }],
    savingThrows: [{ id: 'str-save', name: 'Strength save', attribute: 'str' }],
    sizes: [{ id: 'medium', name: 'Medium' }],
    creatureTypes: [{ id: 'beast', name: 'Beast' }],
    senses: [{ id: 'sight', name: 'Sight' }],
    stances: [{ id: 'walking', name: 'Walking' }],
    movementModes: [{ id: 'walk', name: 'Walk' }],
    languages: [{ id: 'common', name: 'Common' }],
    alignments: [{ id: 'good', name: 'Good' }],
    opportunities: [{ id: 'parting-blow', name: 'Parting blow' }],
    coverTypes: [{ id: 'half', name: 'Half cover' }],
  };
}

function valid(raw: unknown) {
  const { rules, issues } = checkRules(raw);
  assert.deepEqual(issues, []);
  assert.ok(rules);
  return rules;
}

/** The issues of `edit` applied to `oneOfEach()`. */
function issuesAfter(edit: (r: Record<string, any>) => void, base = oneOfEach): RulesIssue[] {
  const raw = base() as Record<string, any>;
  edit(raw);
  return checkRules(raw).issues;
}

describe('a minimal ruleset', () => {
  test('comes back complete: every default of the reference, field by field', () => {
    assert.deepEqual(valid(minimal()), {
      attributes: [{ id: 'str', name: 'Strength', abbrev: 'STR', description: '', min: 1, max: 20, default: 10, modifier: MODIFIER }],
      resources: [{ id: 'hp', name: 'Hit points', description: '', max: 10, min: 0, restoreOnShortRest: 0, restoreOnLongRest: 1, onDepleted: [] }],
      derivedStats: [],
      damageTypes: [],
      conditions: [],
      actionTypes: [],
      equipmentSlots: [],
      itemProperties: [],
      masteryTiers: [],
      rests: [],
      resolution: {
        checkDice: '1d20',
        advantageDice: '2d20kh1',
        disadvantageDice: '2d20kl1',
        swingStacking: 'cancel',
        criticalSuccessAt: 20,
        criticalFailureAt: 1,
        criticalScope: ['attack', 'save', 'check'],
        criticalDamageMultiplier: 2,
        saveSuccessMultiplier: 0.5,
        passiveBase: 10,
        opposedMode: 'passive',
        damageRounding: 'round',
        reputationRounding: 'trunc',
        defaultDifficulty: 12,
        difficulties: {},
      },
      progression: {
        maxLevel: 20,
        levels: [{ level: 1, xpRequired: 0, grants: [] }],
        proficiencyRank: 1,
        levelVitality: { policy: 'roll', die: 'class', bonus: 0 },
      },
      savingThrows: [],
      sizes: [],
      creatureTypes: [],
      senses: [],
      stances: [],
      movementModes: [],
      languages: [],
      alignments: [],
      opportunities: [],
      coverTypes: [],
      spellcasting: {
        mode: 'none',
        maxSpellLevel: 9,
        slotTable: {},
        pointCosts: {},
        concentration: { enabled: true, maxConcurrent: 1 },
        recoverOn: [],
        ritualCasting: false,
        componentActionTypes: {},
        extra: {},
      },
      perception: { curiosityMinutes: 10, minimumEmission: 0.01, maxMarksPerTile: 4, extra: {} },
      temperament: {
        roamRadius: 0,
        wanderChance: 0,
        disengageTurns: 0,
        speeds: { wander: 1, investigate: 1, engage: 1, returning: 1 },
        followsTrails: true,
        notices: ['hostile'],
        extra: {},
      },
      currency: { name: 'coins', abbrev: 'c', allowNegative: false },
      vitalResource: 'hp',
      interactionRange: { talk: 2, reach: 1 },
      search: { trapRadius: 2, disarmReach: 1 },
      dispositionBands: [
        { id: 'neutral', atLeast: 0, stance: 'neutral' },
        { id: 'hostile', stance: 'hostile' },
      ],
      extra: {},
    });
  });

  test('fills the defaults of one entry in every list', () => {
    const r = valid(oneOfEach());
    assert.deepEqual(r.derivedStats, [{ id: 'ac', name: 'Armour class', description: '', formula: 10 }]);
    assert.deepEqual(r.damageTypes, [{ id: 'fire', name: 'Fire', description: '', tags: [] }]);
    const condition = {
      description: '',
      tags: [],
      stacking: 'refresh',
      onApply: [],
      onTick: [],
      onExpire: [],
      modifiers: {},
      prevents: [],
      concealsIdentity: false,
      implies: [],
      extra: {},
    };
    assert.deepEqual(r.conditions, [
      { id: 'poisoned', name: 'Poisoned', ...condition },
      { id: 'held', name: 'Held', ...condition, savingThrow: { save: 'str-save', difficulty: 12, timing: 'endOfTurn' } },
    ]);
    assert.deepEqual(r.actionTypes, [{ id: 'action', name: 'Action', description: '', perTurn: 1 }]);
    assert.deepEqual(r.equipmentSlots, [{ id: 'hand', name: 'Hand', capacity: 1 }]);
    assert.deepEqual(r.itemProperties, [{ id: 'heavy', name: 'Heavy', description: '', modifiers: {}, extra: {} }]);
    assert.deepEqual(r.masteryTiers, [{ id: 'adept', name: 'Adept', description: '', atRank: 5 }]);
    assert.deepEqual(r.rests, [{ id: 'short', name: 'Short rest', description: '', duration: 60, kind: 'short', effects: [], interruptChance: 0 }]);
    assert.deepEqual(r.savingThrows, [{ id: 'str-save', name: 'Strength save', description: '', attribute: 'str', extra: {} }]);
    assert.deepEqual(r.sizes, [{ id: 'medium', name: 'Medium', space: 5, reach: 5, carryMultiplier: 1, extra: {} }]);
    assert.deepEqual(r.creatureTypes, [{ id: 'beast', name: 'Beast', description: '', tags: [], extra: {} }]);
    assert.deepEqual(r.senses, [
      {
        id: 'sight',
        name: 'Sight',
        description: '',
        defaultRange: 60,
        ignores: [],
        propagation: 'line',
        blockedBy: 'opaque',
        falloff: 'cliff',
        lingerMinutes: 0,
        spreadPerMinute: 0,
        spreadRetention: 0.5,
        rememberMinutes: 0,
        thresholds: { detect: 0, investigate: 0, aggro: 0 },
        extra: {},
      },
    ]);
    assert.deepEqual(r.stances, [{ id: 'walking', name: 'Walking', description: '', speedMultiplier: 1, emits: {}, concealmentPerPoint: 0, extra: {} }]);
    assert.deepEqual(r.movementModes, [{ id: 'walk', name: 'Walk', defaultSpeed: 30, terrainMultiplier: 1, fallsWhenDisabled: false, extra: {} }]);
    assert.deepEqual(r.languages, [{ id: 'common', name: 'Common', description: '', script: '', exotic: false, extra: {} }]);
    assert.deepEqual(r.alignments, [{ id: 'good', name: 'Good', abbrev: '', extra: {} }]);
    assert.deepEqual(r.opportunities, [{ id: 'parting-blow', name: 'Parting blow', description: '', on: 'moveAway', effects: [], usesPerRound: 1, extra: {} }]);
    assert.deepEqual(r.coverTypes, [{ id: 'half', name: 'Half cover', defenceBonus: 0, blocksTargeting: false, extra: {} }]);
  });

  test('the defaults are fresh on every parse: changing one document does not change the next', () => {
    const a = valid(minimal());
    a.resolution.criticalScope.push('attack');
    a.dispositionBands[0]!.atLeast = 99;
    a.temperament.notices.push('ally');
    a.extra['x'] = 1;
    const b = valid(minimal());
    assert.deepEqual(b.resolution.criticalScope, ['attack', 'save', 'check']);
    assert.deepEqual(b.dispositionBands[0], { id: 'neutral', atLeast: 0, stance: 'neutral' });
    assert.deepEqual(b.temperament.notices, ['hostile']);
    assert.deepEqual(b.extra, {});
  });

  test('a document that writes every field comes back unchanged', () => {
    const full = Rules.parse(oneOfEach());
    const again = valid(JSON.parse(JSON.stringify(full)));
    assert.deepEqual(again, full);
  });

  test('nulls turn critical hits and fumbles off', () => {
    const r = valid({ ...minimal(), resolution: { criticalSuccessAt: null, criticalFailureAt: null } });
    assert.equal(r.resolution.criticalSuccessAt, null);
    assert.equal(r.resolution.criticalFailureAt, null);
  });
});

describe('required fields and field types', () => {
  test('each of the four required fields is named when missing', () => {
    for (const key of ['attributes', 'resources', 'progression', 'vitalResource']) {
      const raw = minimal();
      delete raw[key];
      const { rules, issues } = checkRules(raw);
      assert.equal(rules, undefined);
      assert.deepEqual(
        issues.filter((i) => i.path === `rules.${key}`),
        [{ path: `rules.${key}`, message: `missing required field "${key}"` }],
      );
    }
  });

  test('at least one attribute and one level; required fields of entries are named', () => {
    assert.deepEqual(
      issuesAfter((r) => (r.attributes = []), minimal).map((i) => i.path),
      ['rules.attributes'],
    );
    assert.deepEqual(
      issuesAfter((r) => (r.progression.levels = []), minimal).map((i) => i.path),
      ['rules.progression.levels'],
    );
    assert.deepEqual(
      issuesAfter((r) => delete r.attributes[0].modifier, minimal),
      [{ path: 'rules.attributes.0.modifier', message: 'missing required field "modifier"' }],
    );
    assert.deepEqual(
      issuesAfter((r) => delete r.conditions[1].savingThrow.difficulty),
      [{ path: 'rules.conditions.1.savingThrow.difficulty', message: 'missing required field "difficulty"' }],
    );
  });

  test('ranges the reference gives: abbrev of one to six characters, fractions from 0 to 1', () => {
    assert.deepEqual(
      issuesAfter((r) => (r.attributes[0].abbrev = 'STRENGTH'), minimal).map((i) => i.path),
      ['rules.attributes.0.abbrev'],
    );
    assert.deepEqual(
      issuesAfter((r) => {
        r.resources[0].restoreOnShortRest = 1.5;
        r.rests[0].interruptChance = -0.1;
        r.senses[0].thresholds = { aggro: 2 };
        r.temperament = { wanderChance: 1.01 };
      }).map((i) => i.path),
      ['rules.resources.0.restoreOnShortRest', 'rules.rests.0.interruptChance', 'rules.senses.0.thresholds.aggro', 'rules.temperament.wanderChance'],
    );
  });

  test('an enum value out of the reference is refused with the near value', () => {
    assert.deepEqual(
      issuesAfter((r) => (r.conditions[0].stacking = 'refesh')),
      [{ path: 'rules.conditions.0.stacking', message: '"refesh" is not allowed here: did you mean "refresh"?' }],
    );
    assert.deepEqual(
      issuesAfter((r) => (r.opportunities[0].on = 'teleport')),
      [
        {
          path: 'rules.opportunities.0.on',
          message: '"teleport" is not allowed here; expected one of: moveAway, castSpell, rangedAttack, standUp, beHit, allyHit, custom',
        },
      ],
    );
  });

  test('ids are letters, digits, "_" and "-", never dots', () => {
    assert.deepEqual(
      issuesAfter((r) => (r.attributes[0].id = 'str.bonus'), minimal),
      [{ path: 'rules.attributes.0.id', message: 'must be an id: letters, digits, "_" or "-", starting with a letter or "_"' }],
    );
  });

  test('garbage is refused with issues, never a throw', () => {
    for (const raw of [null, 42, 'rules', [], undefined, { attributes: 'x' }]) {
      const { rules, issues } = checkRules(raw);
      assert.equal(rules, undefined);
      assert.ok(issues.length > 0);
      assert.ok(issues.every((i) => i.path.startsWith('rules')));
    }
  });

  test('a document nested too deeply for a recursive parser is refused with one issue, not a stack overflow', () => {
    let deep: unknown = 1;
    for (let i = 0; i < 100_000; i++) deep = { neg: deep };
    const { rules, issues } = checkRules({ ...minimal(), derivedStats: [{ id: 'x', name: 'X', formula: deep }] });
    assert.equal(rules, undefined);
    assert.equal(issues.length, 1);
    assert.equal(issues[0]!.message, 'nested deeper than 256 levels');
    assert.ok(issues[0]!.path.startsWith('rules.derivedStats.0.formula.neg.neg'));
  });
});

describe('unknown fields', () => {
  test('are reported with a did-you-mean when a known field is near', () => {
    assert.deepEqual(
      issuesAfter((r) => {
        r.attributs = [];
        r.attributes[0].modifer = 1;
        r.resolution = { critcalSuccessAt: 19 };
        r.senses[0].thresholds = { agro: 0.5 };
      }),
      [
        { path: 'rules.attributes.0.modifer', message: 'unknown field "modifer": did you mean "modifier"?' },
        { path: 'rules.resolution.critcalSuccessAt', message: 'unknown field "critcalSuccessAt": did you mean "criticalSuccessAt"?' },
        { path: 'rules.senses.0.thresholds.agro', message: 'unknown field "agro": did you mean "aggro"?' },
        { path: 'rules.attributs', message: 'unknown field "attributs": did you mean "attributes"?' },
      ],
    );
  });

  test('list the known fields when none is near', () => {
    assert.deepEqual(
      issuesAfter((r) => (r.currency = { symbol: '$' })),
      [{ path: 'rules.currency.symbol', message: 'unknown field "symbol"; expected one of: name, abbrev, allowNegative' }],
    );
  });

  test('are kept as written inside every open extra bag', () => {
    const bag = { combatDie: ['skull', 'skull', 'skull', 'white_shield', 'white_shield', 'black_shield'], nested: { a: [1, null, true] }, 'odd key': 'x' };
    const r = valid({
      ...oneOfEach(),
      extra: bag,
      conditions: [{ id: 'poisoned', name: 'Poisoned', extra: bag }],
      spellcasting: { extra: bag },
      perception: { extra: bag },
      temperament: { extra: bag },
    });
    for (const kept of [r.extra, r.conditions[0]!.extra, r.spellcasting.extra, r.perception.extra, r.temperament.extra]) assert.deepEqual(kept, bag);
  });
});

describe('cross-references', () => {
  /** The single issue of `edit`. */
  function only(edit: (r: Record<string, any>) => void): RulesIssue {
    const issues = issuesAfter(edit);
    assert.equal(issues.length, 1, JSON.stringify(issues));
    return issues[0]!;
  }

  test('vitalResource names a resource', () => {
    assert.deepEqual(
      only((r) => (r.vitalResource = 'hq')),
      { path: 'rules.vitalResource', message: 'no resource "hq": did you mean "hp"?' },
    );
  });

  test('initiativeStat names a derived stat', () => {
    assert.deepEqual(
      only((r) => (r.initiativeStat = 'initiative')),
      { path: 'rules.initiativeStat', message: 'no derived stat "initiative"; expected one of: ac' },
    );
  });

  test('defaultSize names a size', () => {
    assert.deepEqual(
      only((r) => (r.defaultSize = 'meduim')),
      { path: 'rules.defaultSize', message: 'no size "meduim": did you mean "medium"?' },
    );
  });

  test('defaultMovementMode names a movement mode', () => {
    assert.deepEqual(
      only((r) => (r.defaultMovementMode = 'fly')),
      { path: 'rules.defaultMovementMode', message: 'no movement mode "fly"; expected one of: walk' },
    );
  });

  test("a saving throw's attribute names an attribute", () => {
    assert.deepEqual(
      only((r) => (r.savingThrows[0].attribute = 'st')),
      { path: 'rules.savingThrows.0.attribute', message: 'no attribute "st": did you mean "str"?' },
    );
  });

  test("a condition's savingThrow.save names a saving throw", () => {
    assert.deepEqual(
      only((r) => (r.conditions[1].savingThrow.save = 'dex-save')),
      { path: 'rules.conditions.1.savingThrow.save', message: 'no saving throw "dex-save": did you mean "str-save"?' },
    );
  });

  test("spellcasting's pointResource names a resource and recoverOn names rests", () => {
    assert.deepEqual(
      only((r) => (r.spellcasting = { mode: 'points', pointResource: 'mana' })),
      { path: 'rules.spellcasting.pointResource', message: 'no resource "mana"; expected one of: hp' },
    );
    assert.deepEqual(
      only((r) => (r.spellcasting = { recoverOn: ['short', 'long'] })),
      { path: 'rules.spellcasting.recoverOn.1', message: 'no rest "long"; expected one of: short' },
    );
  });

  test('spellcasting.extra.ability, the attribute actor.castingMod reads, names an attribute; the rest of the bag is free', () => {
    assert.deepEqual(
      only((r) => (r.spellcasting = { extra: { ability: 'STR' } })),
      { path: 'rules.spellcasting.extra.ability', message: 'no attribute "STR": did you mean "str"?' },
    );
    assert.deepEqual(
      only((r) => (r.spellcasting = { extra: { ability: 'intelligence' } })),
      { path: 'rules.spellcasting.extra.ability', message: 'no attribute "intelligence"; expected one of: str' },
    );
    assert.deepEqual(
      only((r) => (r.spellcasting = { extra: { ability: ['str'] } })),
      {
        path: 'rules.spellcasting.extra.ability',
        message: '"ability" names the attribute spells are cast with (read as actor.castingMod), an id of rules.attributes such as "str"',
      },
    );
    assert.deepEqual(
      issuesAfter((r) => (r.spellcasting = { extra: { ability: 'str', school: 'any' } })),
      [],
    );
  });

  test("a stance's emits names senses", () => {
    assert.deepEqual(
      only((r) => (r.stances[0].emits = { sight: 1, sound: 0.5 })),
      { path: 'rules.stances.0.emits.sound', message: 'no sense "sound"; expected one of: sight' },
    );
  });

  test("an opportunity's actionType names an action type", () => {
    assert.deepEqual(
      only((r) => (r.opportunities[0].actionType = 'bonus')),
      { path: 'rules.opportunities.0.actionType', message: 'no action type "bonus"; expected one of: action' },
    );
  });

  test('the other references the reference types: attackStats, concentration, components, perception, temperament', () => {
    assert.deepEqual(
      issuesAfter((r) => {
        r.itemProperties[0].attackStats = ['str', 'dex'];
        r.spellcasting = { concentration: { savingThrow: 'con-save' }, componentActionTypes: { verbal: 'action', somatic: 'bonus' } };
        r.perception = { sightSense: 'vision', defaultStance: 'walking' };
        r.temperament = { investigates: ['sight', 'smell'] };
      }),
      [
        { path: 'rules.itemProperties.0.attackStats.1', message: 'no attribute "dex"; expected one of: str' },
        { path: 'rules.spellcasting.concentration.savingThrow', message: 'no saving throw "con-save": did you mean "str-save"?' },
        { path: 'rules.spellcasting.componentActionTypes.somatic', message: 'no action type "bonus"; expected one of: action' },
        { path: 'rules.perception.sightSense', message: 'no sense "vision"; expected one of: sight' },
        { path: 'rules.temperament.investigates.1', message: 'no sense "smell"; expected one of: sight' },
      ],
    );
  });

  test('with an empty list, the message says there is nothing to name', () => {
    assert.deepEqual(
      only((r) => (r.defaultSize = 'medium') && (r.sizes = [])),
      { path: 'rules.defaultSize', message: 'no size "medium"; there are none' },
    );
  });

  test('bare ids the reference does not check are left alone: prevents, implies, suppressesSenses, ignores', () => {
    valid({
      ...oneOfEach(),
      conditions: [{ id: 'stunned', name: 'Stunned', prevents: ['reaction'], implies: ['prone'], suppressesSenses: ['hearing'] }],
      senses: [{ id: 'sight', name: 'Sight', ignores: ['blinded'] }],
    });
  });

  test('are reported beside shape errors, not after them', () => {
    const issues = issuesAfter((r) => {
      r.vitalResource = 'hq';
      r.attributes[0].abbrev = '';
    });
    assert.deepEqual(
      issues.map((i) => i.path),
      ['rules.attributes.0.abbrev', 'rules.vitalResource'],
    );
  });
});

describe('consistency', () => {
  test('ids are unique within their list', () => {
    assert.deepEqual(
      issuesAfter((r) => {
        r.attributes.push({ id: 'str', name: 'Strength again', abbrev: 'STR', modifier: 0 });
        r.dispositionBands = [
          { id: 'friendly', atLeast: 10, stance: 'ally' },
          { id: 'friendly', stance: 'hostile' },
        ];
      }),
      [
        { path: 'rules.attributes.1.id', message: 'duplicate id "str": rules.attributes.0 has it already' },
        { path: 'rules.dispositionBands.1.id', message: 'duplicate id "friendly": rules.dispositionBands.0 has it already' },
      ],
    );
  });

  test("an attribute's default lies between its min and max", () => {
    assert.deepEqual(
      issuesAfter((r) => (r.attributes[0].default = 25), minimal),
      [{ path: 'rules.attributes.0.default', message: 'default 25 is outside min 1 to max 20' }],
    );
    assert.deepEqual(
      issuesAfter((r) => Object.assign(r.attributes[0], { min: 5, max: 3 }), minimal),
      [{ path: 'rules.attributes.0.min', message: 'min 5 is above max 3' }],
    );
  });

  test('levels are listed in order, their experience never going down', () => {
    assert.deepEqual(
      issuesAfter(
        (r) =>
          (r.progression.levels = [
            { level: 1, xpRequired: 0 },
            { level: 3, xpRequired: 900 },
            { level: 2, xpRequired: 300 },
          ]),
        minimal,
      ),
      [{ path: 'rules.progression.levels.2.level', message: 'level 2 comes after level 3: list the levels in order, once each' }],
    );
    assert.deepEqual(
      issuesAfter(
        (r) =>
          (r.progression.levels = [
            { level: 1, xpRequired: 300 },
            { level: 2, xpRequired: 0 },
          ]),
        minimal,
      ),
      [{ path: 'rules.progression.levels.1.xpRequired', message: 'xpRequired 0 is below the 300 of level 1' }],
    );
  });

  test('a custom opportunity names its event; a points caster names its resource', () => {
    assert.deepEqual(
      issuesAfter((r) => {
        r.opportunities[0].on = 'custom';
        r.spellcasting = { mode: 'both' };
      }),
      [
        { path: 'rules.opportunities.0.event', message: 'an opportunity "on": "custom" needs the name of the event it watches' },
        { path: 'rules.spellcasting.pointResource', message: 'mode "both" spends points: name the resource they are drawn from' },
      ],
    );
  });
});

describe('near names', () => {
  test('editDistance counts insertions, deletions, substitutions and swaps', () => {
    assert.equal(editDistance('gte', 'gte'), 0);
    assert.equal(editDistance('fgte', 'gte'), 1);
    assert.equal(editDistance('modifer', 'modifier'), 1);
    assert.equal(editDistance('dmaage', 'damage'), 1);
    assert.equal(editDistance('kitten', 'sitting'), 3);
    assert.equal(editDistance('', 'abc'), 3);
  });

  test('suggest picks the nearest close name, or none', () => {
    assert.equal(suggest('fgte', ['gt', 'gte', 'lte']), 'gte');
    assert.equal(suggest('Attributes', ['attributes']), 'attributes');
    assert.equal(suggest('xyz', ['add', 'sub']), undefined);
    assert.equal(suggest('a'.repeat(100), ['a'.repeat(99)]), undefined);
    assert.equal(didYouMean('xyz', ['add', 'sub']), '; expected one of: add, sub');
    assert.equal(didYouMean('ad', ['add', 'sub']), ': did you mean "add"?');
  });
});
