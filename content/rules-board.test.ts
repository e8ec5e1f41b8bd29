/**
 * A ruleset played by the `rules` module as content: which module a ruleset plays by, its board settings
 * (in the wrapper's `board` or in `rules.extra.board`) checked against its `rules` document with paths, a `rules`
 * document written elsewhere stored unchanged without them, and the `rules` numbers of heroes, creatures and NPCs.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Hero, Mission, Ruleset } from './schemas/index.ts';
import { boardSettings, checkRules, rulesetSystem } from './schemas/rules/index.ts';
import { Action } from '../engine/core/action.ts';

const t = (s: string) => ({ it: s, en: s });

/** A small spec 002 document with a derived stat and two action types. */
function rules(extra?: Record<string, unknown>): Record<string, unknown> {
  return {
    attributes: [{ id: 'might', name: 'Might', abbrev: 'MIG', modifier: { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } } }],
    resources: [{ id: 'vigour', name: 'Vigour', max: 10 }],
    derivedStats: [{ id: 'guard', name: 'Guard', formula: 12 }],
    actionTypes: [
      { id: 'deed', name: 'Deed' },
      { id: 'quick', name: 'Quick' },
    ],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'vigour',
    ...(extra ? { extra } : {}),
  };
}

/** The issues of parsing `doc` with `schema`, as [path, message]. */
function issuesOf(
  schema: { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } },
  doc: unknown,
): [string, string][] {
  const r = schema.safeParse(doc);
  assert.ok(!r.success, 'the document is refused');
  return r.error!.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('which module a ruleset plays by', () => {
  test('the wrapper board names it first, then rules.extra.board, then what the ruleset has', () => {
    assert.equal(rulesetSystem({ board: { system: 'toy' }, rules: rules({ board: { system: 'd20' } }) }), 'toy');
    assert.equal(rulesetSystem({ rules: rules({ board: { system: 'd20' } }) }), 'd20');
    const die = {
      combatDie: { faces: ['skull', 'white_shield'] as ('skull' | 'white_shield')[] },
      hit: 'skull',
      heroBlock: 'white_shield',
      creatureBlock: 'white_shield',
      heroMovement: { count: 2, sides: 6 },
    } as const;
    assert.equal(rulesetSystem({ ...die, rules: rules() }), 'classic');
    assert.equal(rulesetSystem({ combatDie: die.combatDie, rules: rules() }), 'rules', 'half the classic numbers are not the classic rules');
    assert.equal(rulesetSystem({ rules: rules() }), 'rules');
    assert.equal(rulesetSystem({}), 'classic');
  });
});

describe('a ruleset played by the rules module', () => {
  test('a rules document written elsewhere imports without board settings, combat die or movement dice, unchanged', () => {
    const doc = { id: 'altrove', name: t('Altrove'), rules: rules() };
    const parsed = Ruleset.parse(doc);
    assert.equal(parsed.rules, doc.rules, 'the same object, as written');
    assert.equal(parsed.combatDie, undefined);
    assert.equal(parsed.heroMovement, undefined);
    assert.equal(parsed.board, undefined);
  });

  test('the wrapper board is checked against the rules document, with near names', () => {
    const doc = { id: 'altrove', name: t('Altrove'), rules: rules(), board: { defenceStat: 'gaurd', squareSize: 5, attackAction: 'ded', moveAction: 'quick' } };
    assert.deepEqual(issuesOf(Ruleset, doc), [
      ['board.defenceStat', 'no derived stat or attribute "gaurd": did you mean "guard"?'],
      ['board.attackAction', 'no action type "ded": did you mean "deed"?'],
    ]);
    assert.deepEqual(issuesOf(Ruleset, { ...doc, board: { defenceStat: 'guard', range: 3 } }), [['board', 'Unrecognized key: "range"']]);
    assert.ok(Ruleset.safeParse({ ...doc, board: { defenceStat: 'might', abilityAction: 'quick' } }).success, 'an attribute may be the defence stat');
    assert.deepEqual(
      issuesOf(Ruleset, {
        id: 'x',
        name: t('X'),
        combatDie: { faces: ['skull', 'white_shield'] },
        hit: 'skull',
        heroBlock: 'white_shield',
        creatureBlock: 'white_shield',
        heroMovement: { count: 2, sides: 6 },
        board: { defenceStat: 'guard' },
      }),
      [['board.defenceStat', 'the ruleset has no "rules" document to find it in']],
    );
  });

  test('board settings in rules.extra.board with system "rules" are checked at rules.extra.board, and the wrapper wins', () => {
    const inside = rules({ board: { system: 'rules', defenceStat: 'guard', squareSize: 10, attackAction: 'quick' } });
    assert.deepEqual(checkRules(inside).issues, []);
    assert.deepEqual(boardSettings({ rules: inside, board: { attackAction: 'deed' } }), {
      system: 'rules',
      defenceStat: 'guard',
      squareSize: 10,
      attackAction: 'deed',
    });
    const broken = rules({ board: { system: 'rules', defenceStat: 'armour', sqaureSize: 5 } });
    assert.deepEqual(checkRules(broken).issues, [{ path: 'rules.extra.board.sqaureSize', message: 'unknown field "sqaureSize": did you mean "squareSize"?' }]);
    assert.deepEqual(checkRules(rules({ board: { system: 'rules', defenceStat: 'armour' } })).issues, [
      { path: 'rules.extra.board.defenceStat', message: 'no derived stat or attribute "armour"; expected one of: guard, might' },
    ]);
    assert.deepEqual(checkRules(rules({ board: { system: 'mine', anything: 1 } })).issues, [], "another module's board is its own open bag");
  });
});

describe('the rules numbers of pieces', () => {
  const piece = {
    level: 2,
    attributes: { might: 14 },
    resources: { vigour: 8 },
    weapon: { damage: '1d8+1', stat: 'might', damageType: 'slashing', reach: 1 },
    abilities: [{ id: 'colpo', name: t('Colpo'), actionType: 'deed', range: 1, target: 'foe', effects: [{ damage: { amount: 3 } }] }],
    conditions: ['blessed'],
    disposition: 60,
    movementMode: 'walk',
    speed: 30,
    xp: 50,
    resist: ['fire'],
    immune: ['poison'],
    vulnerable: ['radiant'],
  };
  const hero = { id: 'eroe', name: t('Eroe'), body: 8, mind: 2, attack: 2, defence: 2 };
  const creature = { id: 'bestia', name: t('Bestia'), move: 6, attack: 2, defence: 2, body: 3, mind: 0 };

  test('heroes and creatures carry them', () => {
    assert.deepEqual(Hero.parse({ ...hero, rules: piece }).rules, piece);
    assert.deepEqual(Creature.parse({ ...creature, rules: piece }).rules, piece);
  });

  test('their shape is checked with paths', () => {
    assert.deepEqual(issuesOf(Hero, { ...hero, rules: { ...piece, weapon: { damage: 'd8' } } }), [
      ['rules.weapon.damage', 'must be dice such as "1d4+1" (count, "d", sides, then an optional +K or -K)'],
    ]);
    assert.deepEqual(issuesOf(Creature, { ...creature, rules: { ...piece, abilities: [piece.abilities[0], piece.abilities[0]] } }), [
      ['rules.abilities.1.id', 'ability id "colpo" is used twice'],
    ]);
    assert.deepEqual(
      issuesOf(Hero, { ...hero, rules: { level: 0 } }).map(([p]) => p),
      ['rules.level'],
    );
    assert.deepEqual(
      issuesOf(Hero, { ...hero, rules: { abilities: [{ ...piece.abilities[0], effects: [] }] } }).map(([p]) => p),
      ['rules.abilities.0.effects'],
    );
  });

  test('a mission NPC carries them too', () => {
    const mission = Mission.parse({
      id: 'm',
      name: t('M'),
      map: { rows: ['...', '...'], rooms: [], doors: [] },
      start: [[0, 0]],
      npcs: [{ name: 'Alleato', x: 2, y: 1, body: 4, move: 4, def: 1, rules: { disposition: 80, weapon: { damage: '1d6' } } }],
      win: 'manual',
    });
    assert.deepEqual(mission.npcs[0]!.rules, { disposition: 80, weapon: { damage: '1d6' } });
  });
});

describe('the ability action', () => {
  test('names an ability by id, with an optional target', () => {
    assert.deepEqual(Action.parse({ type: 'ability', ability: 'colpo', target: 'goblin-1' }), { type: 'ability', ability: 'colpo', target: 'goblin-1' });
    assert.deepEqual(Action.parse({ type: 'ability', ability: 'shield_wall' }), { type: 'ability', ability: 'shield_wall' });
    assert.equal(Action.safeParse({ type: 'ability', ability: '' }).success, false);
  });
});
