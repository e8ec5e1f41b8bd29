/**
 * A ruleset's `rules` document (spec 002) as the CMS stores it: the pack's classic rules are valid, a bad `rules`
 * is a 400 with paths under `rules.`, and the JSON the author wrote comes back byte for byte — through PUT → GET,
 * the version history and restore, and export → import → export — with no default added; parsing it fills them.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import { parseDice } from '../engine/core/dice-notation.ts';
import { checkRulesDocument } from '../engine/dsl/rules.ts';
import { Rules } from '../content/schemas/rules/rules.ts';
import { parsedRules, Ruleset } from '../content/schemas/ruleset.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { checkRules } from '../content/schemas/rules/check.ts';
import {
  actorOf,
  addActor,
  applyCondition,
  computeStats,
  createWorld,
  gainXp,
  rollAttack,
  rollSave,
  spellAttackBonusOf,
  spellSaveDifficultyOf,
} from '../engine/rulesets/rules/document/index.ts';
import { call, overHttp } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const live = serverForFile();
const classicFile = JSON.parse(readFileSync(new URL('../content/packs/default/rulesets/classic.json', import.meta.url), 'utf8'));

/** The board fields every ruleset still carries (the engine plays by them). */
const board = {
  combatDie: { faces: ['skull', 'skull', 'skull', 'white_shield', 'white_shield', 'black_shield'] },
  hit: 'skull',
  heroBlock: 'white_shield',
  creatureBlock: 'black_shield',
  heroMovement: { count: 2, sides: 6 },
};

const mod = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };
const attr = (id: string, name: string) => ({ id, name, abbrev: id.toUpperCase(), modifier: mod });
const self = { ref: 'actor.id' };

/** A rich ruleset of our own: 6 attributes, 3 resources, 8 conditions (every stacking mode), saves, spells, 20 levels. */
const ricco = {
  id: 'ricco',
  name: { it: 'Regole ricche', en: 'Rich rules' },
  ...board,
  rules: {
    attributes: [
      attr('str', 'Strength'),
      attr('dex', 'Dexterity'),
      attr('con', 'Constitution'),
      attr('int', 'Intelligence'),
      attr('wis', 'Wisdom'),
      attr('cha', 'Charisma'),
    ],
    resources: [
      {
        id: 'hp',
        name: 'Hit points',
        max: { add: [10, { ref: 'actor.mod.con' }, { mul: [{ sub: [{ ref: 'actor.level' }, 1] }, { add: [6, { ref: 'actor.mod.con' }] }] }] },
        onDepleted: [{ heal: { target: self, amount: 1 } }, { applyCondition: { target: self, condition: 'downed' } }],
      },
      { id: 'mana', name: 'Mana', max: { mul: [{ ref: 'actor.level' }, { add: [2, { ref: 'actor.mod.int' }] }] }, restoreOnShortRest: 0.5 },
      { id: 'stamina', name: 'Stamina', max: { add: [4, { ref: 'actor.mod.con' }] }, min: 0, restoreOnShortRest: 1 },
    ],
    derivedStats: [
      { id: 'ac', name: 'Armour class', formula: { add: [10, { ref: 'actor.mod.dex' }] } },
      { id: 'initiative', name: 'Initiative', formula: { ref: 'actor.mod.dex' } },
      { id: 'speed', name: 'Speed', formula: 30 },
    ],
    damageTypes: [
      { id: 'fire', name: 'Fire', tags: ['elemental'] },
      { id: 'poison', name: 'Poison' },
    ],
    conditions: [
      { id: 'downed', name: 'Downed', stacking: 'ignore', prevents: ['action', 'move'] },
      {
        id: 'poisoned',
        name: 'Poisoned',
        stacking: 'stack',
        defaultDuration: 3,
        onTick: [{ damage: { target: self, amount: { ref: 'magnitude' }, damageType: 'poison' } }],
        savingThrow: { save: 'fortitude', difficulty: 12, timing: 'endOfTurn' },
        swings: { checks: 'disadvantage' },
      },
      {
        id: 'burning',
        name: 'Burning',
        stacking: 'refresh',
        defaultDuration: 2,
        onTick: [{ damage: { target: self, amount: { roll: '1d6' }, damageType: 'fire' } }],
      },
      { id: 'blessed', name: 'Blessed', stacking: 'extend', defaultDuration: 10, modifiers: { ac: { ref: 'magnitude' } } },
      {
        id: 'frightened',
        name: 'Frightened',
        stacking: 'refresh',
        savingThrow: { save: 'will', difficulty: 13, timing: 'both' },
        swings: { ownAttacks: 'disadvantage' },
      },
      {
        id: 'hasted',
        name: 'Hasted',
        stacking: 'ignore',
        defaultDuration: 10,
        modifiers: { speed: 30, ac: 2 },
        onExpire: [{ applyCondition: { target: self, condition: 'slowed', duration: 1 } }],
      },
      { id: 'slowed', name: 'Slowed', stacking: 'extend', modifiers: { speed: { neg: { mul: [5, { ref: 'magnitude' }] } } } },
      {
        id: 'stunned',
        name: 'Stunned',
        stacking: 'stack',
        implies: ['downed'],
        savingThrow: { save: 'fortitude', difficulty: 15, timing: 'onApply' },
        swings: { attacksAgainstSelf: 'advantage' },
      },
    ],
    actionTypes: [
      { id: 'action', name: 'Action' },
      { id: 'bonus', name: 'Bonus action' },
      { id: 'move', name: 'Move' },
      { id: 'reaction', name: 'Reaction' },
    ],
    rests: [
      { id: 'short', name: 'Short rest', duration: 60, kind: 'short' },
      { id: 'long', name: 'Long rest', duration: 480, kind: 'long', interruptChance: 0.1 },
    ],
    resolution: { attackBonus: { add: [{ ref: 'actor.mod.str' }, 2] }, criticalFailureAt: null, difficulties: { easy: 10, hard: 15 } },
    progression: {
      levels: Array.from({ length: 20 }, (_, i) => ({ level: i + 1, xpRequired: i === 0 ? 0 : 100 * i * (i + 1) })),
      maxLevel: 20,
      proficiency: { add: [2, { floor: { div: [{ sub: [{ ref: 'actor.level' }, 1] }, 4] } }] },
      levelVitality: { policy: 'average', die: 'class', bonus: { ref: 'actor.mod.con' } },
    },
    savingThrows: [
      { id: 'fortitude', name: 'Fortitude', attribute: 'con' },
      { id: 'reflex', name: 'Reflex', attribute: 'dex' },
      { id: 'will', name: 'Will', attribute: 'wis', defaultDifficulty: 12 },
    ],
    sizes: [
      { id: 'small', name: 'Small', hitDie: '1d6' },
      { id: 'medium', name: 'Medium', hitDie: '1d8' },
    ],
    movementModes: [{ id: 'walk', name: 'Walk' }],
    spellcasting: {
      mode: 'both',
      pointResource: 'mana',
      maxSpellLevel: 5,
      slotTable: { '1': [2, 0, 0], '2': [3, 0, 0], '3': [4, 2, 0] },
      pointCosts: { '1': 2, '2': 3, '3': 5 },
      saveDifficulty: { add: [8, { ref: 'actor.mod.int' }] },
      attackBonus: { add: [2, { ref: 'actor.mod.int' }] },
      concentration: { enabled: true, maxConcurrent: 1, savingThrow: 'fortitude', difficulty: 10 },
      recoverOn: ['long'],
      ritualCasting: true,
      componentActionTypes: { verbal: 'action', somatic: 'bonus' },
      extra: { school: 'any' },
    },
    currency: { name: 'gold', abbrev: 'g', allowNegative: false },
    vitalResource: 'hp',
    initiativeStat: 'initiative',
    defaultSize: 'medium',
    defaultMovementMode: 'walk',
    extra: { author: 'quest-board tests' },
  },
};

test('the pack ruleset classic has a valid rules document that agrees with its board fields', () => {
  const parsed = Ruleset.parse(classicFile);
  const rules = parsedRules(parsed);
  assert.ok(rules, 'classic has rules');
  assert.deepEqual(checkRulesDocument(classicFile.rules).issues, []);
  const extra = rules.extra.board as Record<string, string>;
  assert.doesNotThrow(() => parseDice(extra.combatDie!));
  assert.doesNotThrow(() => parseDice(extra.heroMovement!));
  assert.equal(extra.hit, parsed.hit);
  assert.equal(extra.heroBlock, parsed.heroBlock);
  assert.equal(extra.creatureBlock, parsed.creatureBlock);
  assert.equal(extra.heroMovement, `${parsed.heroMovement!.count}d${parsed.heroMovement!.sides}`);
  assert.equal(rules.vitalResource, 'bodyPoints');
});

test('GET /api/rulesets/classic serves its rules', async () => {
  const res = await call(overHttp(live().url), 'GET', '/api/rulesets/classic');
  assert.equal(res.status, 200);
  assert.equal(JSON.stringify(res.body.rules), JSON.stringify(classicFile.rules), 'as the pack file writes it');
});

test('PUT of a ruleset with a bad rules document: 400 invalid_body, every issue under rules.', async () => {
  const req = overHttp(live().url);
  const cases: { what: string; rules: unknown; at: string }[] = [
    {
      what: 'an unknown operator in an expression',
      rules: {
        ...ricco.rules,
        derivedStats: [{ id: 'ac', name: 'AC', formula: { plus: [10, { ref: 'actor.mod.dex' }] } }, ...ricco.rules.derivedStats.slice(1)],
      },
      at: 'rules.derivedStats.0.formula',
    },
    { what: 'a cross-reference to a missing resource', rules: { ...ricco.rules, vitalResource: 'hq' }, at: 'rules.vitalResource' },
    {
      what: 'a spellcasting point resource that does not exist',
      rules: { ...ricco.rules, spellcasting: { ...ricco.rules.spellcasting, pointResource: 'manna' } },
      at: 'rules.spellcasting.pointResource',
    },
    {
      what: 'a ref to a resource that does not exist',
      rules: {
        ...ricco.rules,
        resources: [
          { ...ricco.rules.resources[0]!, onDepleted: [{ adjustResource: { target: self, resource: 'stamina', amount: { ref: 'actor.res.focus' } } }] },
          ...ricco.rules.resources.slice(1),
        ],
      },
      at: 'rules.resources.0.onDepleted',
    },
    {
      what: 'bad dice notation',
      rules: { ...ricco.rules, sizes: [{ id: 'small', name: 'Small', hitDie: '2d6kh3' }, ricco.rules.sizes[1]!] },
      at: 'rules.sizes.0.hitDie',
    },
  ];
  for (const c of cases) {
    const res = await call(req, 'PUT', '/api/rulesets/ricco-cattivo', { token: ADMIN_TOKEN, body: { ...ricco, id: 'ricco-cattivo', rules: c.rules } });
    assert.equal(res.status, 400, `${c.what}: ${JSON.stringify(res.body)}`);
    assert.equal(res.body.error.code, 'invalid_body', c.what);
    const issues = res.body.error.issues as { path: string; message: string }[];
    assert.ok(issues.length > 0, c.what);
    for (const i of issues) assert.ok(i.path.startsWith('rules.'), `${c.what}: ${i.path}`);
    assert.ok(
      issues.some((i) => i.path.startsWith(c.at)),
      `${c.what}: expected an issue at ${c.at}, got ${JSON.stringify(issues)}`,
    );
  }
  const unknown = await call(req, 'PUT', '/api/rulesets/ricco-cattivo', {
    token: ADMIN_TOKEN,
    body: { ...ricco, id: 'ricco-cattivo', rules: cases[0]!.rules },
  });
  assert.ok(
    (unknown.body.error.issues as { message: string }[]).some((i) => i.message.includes('"plus" is not an operator')),
    'the unknown operator is named',
  );
  assert.equal((await call(req, 'GET', '/api/rulesets/ricco-cattivo', { token: ADMIN_TOKEN })).status, 404, 'nothing was stored');
});

/** A ruleset with only the four required fields of `rules`, written out of the schema's order. */
const minimal = {
  id: 'minima',
  name: { it: 'Regole minime', en: 'Minimal rules' },
  ...board,
  rules: {
    vitalResource: 'hp',
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    resources: [{ max: 10, name: 'Hit points', id: 'hp' }],
    attributes: [{ modifier: mod, abbrev: 'STR', name: 'Strength', id: 'str' }],
  },
};

test('a rich ruleset round-trips byte for byte: PUT → GET, the version history and restore, no default added', async () => {
  assert.deepEqual(checkRulesDocument(ricco.rules).issues, []);
  const r = ricco.rules;
  assert.ok(r.attributes.length >= 6 && r.resources.length >= 3 && r.conditions.length >= 8 && r.progression.levels.length === 20 && r.savingThrows.length > 0);
  assert.deepEqual(new Set(r.conditions.map((c) => c.stacking)), new Set(['refresh', 'extend', 'stack', 'ignore']));
  const written = JSON.stringify(ricco);

  const req = overHttp(live().url);
  const put = await call(req, 'PUT', '/api/rulesets/ricco', { token: ADMIN_TOKEN, body: ricco });
  assert.equal(put.status, 201, JSON.stringify(put.body));
  assert.equal(JSON.stringify(put.body), written);
  const got = await call(req, 'GET', '/api/rulesets/ricco', { token: ADMIN_TOKEN });
  assert.equal(got.status, 200);
  assert.equal(JSON.stringify(got.body), written);
  // nothing was filled in: a default the author left out is still left out
  assert.equal('restoreOnLongRest' in got.body.rules.resources[0], false);
  assert.equal('equipmentSlots' in got.body.rules, false);
  // served again, saved again: still the same bytes
  const again = await call(req, 'PUT', '/api/rulesets/ricco', { token: ADMIN_TOKEN, body: got.body });
  assert.equal(again.status, 200);
  assert.equal(JSON.stringify(again.body), written);

  const v1 = await call(req, 'GET', '/api/rulesets/ricco/versions/1', { token: ADMIN_TOKEN });
  assert.equal(v1.status, 200);
  assert.equal(JSON.stringify(v1.body.doc), written);
  const restored = await call(req, 'POST', '/api/rulesets/ricco/versions/1/restore', { token: ADMIN_TOKEN });
  assert.equal(restored.status, 200, JSON.stringify(restored.body));
  assert.equal(JSON.stringify(restored.body), written);
  assert.equal(JSON.stringify((await call(req, 'GET', '/api/rulesets/ricco', { token: ADMIN_TOKEN })).body), written);

  // whoever wants the defaults parses what was served
  const rules = parsedRules(got.body as Ruleset)!;
  assert.deepEqual(rules, Rules.parse(ricco.rules));
  assert.equal(rules.resources[0]!.restoreOnLongRest, 1);
  assert.deepEqual(rules.equipmentSlots, []);
  assert.equal(rules.conditions[0]!.defaultDuration, undefined);
});

test('export → import → export gives back the JSON written, for the rich ruleset and a minimal one', async () => {
  const req = overHttp(live().url);
  // the minimal ruleset arrives by import, as a ruleset written elsewhere would
  const imported = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: { rulesets: [minimal] } } });
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.deepEqual(imported.body.created, ['rulesets/minima']);
  const served = await call(req, 'GET', '/api/rulesets/minima', { token: ADMIN_TOKEN });
  assert.equal(JSON.stringify(served.body), JSON.stringify(minimal));
  assert.deepEqual(Object.keys(served.body.rules), ['vitalResource', 'progression', 'resources', 'attributes']);

  if ((await call(req, 'GET', '/api/rulesets/ricco', { token: ADMIN_TOKEN })).status === 404) {
    assert.equal((await call(req, 'PUT', '/api/rulesets/ricco', { token: ADMIN_TOKEN, body: ricco })).status, 201);
  }
  for (const written of [ricco, minimal]) {
    const exportOne = async () => {
      const res = await call(req, 'GET', `/api/export?kind=rulesets&id=${written.id}`, { token: ADMIN_TOKEN });
      assert.equal(res.status, 200, JSON.stringify(res.body));
      assert.equal(res.body.rulesets.length, 1);
      return res.body;
    };
    const first = await exportOne();
    assert.equal(JSON.stringify(first.rulesets[0]), JSON.stringify(written), `${written.id}: exported as written`);
    const back = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: first, onClash: { [`rulesets/${written.id}`]: 'replace' } } });
    assert.equal(back.status, 200, JSON.stringify(back.body));
    assert.deepEqual(back.body.replaced, [`rulesets/${written.id}`]);
    const second = await exportOne();
    assert.equal(JSON.stringify(second), JSON.stringify(first), `${written.id}: the second export is the first`);
  }

  // parsing what was served still yields every default
  const rules = parsedRules(served.body as Ruleset)!;
  assert.deepEqual(rules, checkRulesDocument(served.body.rules).rules);
  assert.deepEqual(rules.derivedStats, []);
  assert.deepEqual(rules.conditions, []);
  assert.deepEqual(rules.extra, {});
  assert.deepEqual(rules.resolution, Rules.parse(minimal.rules).resolution);
  assert.equal(rules.attributes[0]!.min, 1);
  assert.equal(rules.resources[0]!.min, 0);
});

test('a creature built under the rich ruleset gets the stats worked out by hand, and grows by its levelVitality', async () => {
  // served by the CMS, then parsed as the engine reads it
  const { rules, issues } = checkRulesDocument(ricco.rules);
  assert.deepEqual(issues, []);
  const world = createWorld(rules!, new Rng(seedRng('ricco')));
  const hero = addActor(world, { id: 'aldo', level: 5, xp: 2000, hitDie: '1d8', attributes: { str: 16, dex: 14, con: 14, int: 12, wis: 10, cha: 8 } });
  // modifiers: floor((value - 10) / 2)
  let s = computeStats(rules!, hero, world.rng);
  assert.deepEqual(s.mod, { str: 3, dex: 2, con: 2, int: 1, wis: 0, cha: -1 });
  // hp: 10 + con 2 + (5 - 1) × (6 + con 2) = 44; mana: level 5 × (2 + int 1) = 15; stamina: 4 + con 2 = 6
  assert.deepEqual(s.resMax, { hp: 44, mana: 15, stamina: 6 });
  assert.deepEqual(hero.resources, { hp: 44, mana: 15, stamina: 6 });
  // ac: 10 + dex 2; initiative: dex 2; speed 30
  assert.deepEqual(s.derived, { ac: 12, initiative: 2, speed: 30 });
  // blessed (magnitude 2) adds 2 to ac; hasted adds 2 to ac and 30 to speed; slowed (magnitude 2) takes 5 × 2 off speed
  applyCondition(world, 'aldo', 'blessed', { magnitude: 2 });
  applyCondition(world, 'aldo', 'hasted');
  applyCondition(world, 'aldo', 'slowed', { magnitude: 2 });
  // creatures are immutable values: each change puts a new one in the world, read it anew
  const now = () => actorOf(world, 'aldo');
  s = computeStats(rules!, now(), world.rng);
  assert.deepEqual(s.derived, { ac: 16, initiative: 2, speed: 50 });
  // the attack bonus: str 3 + 2
  const foe = addActor(world, { id: 'orc' });
  assert.equal(rollAttack(world, now(), foe, 10).bonus, 5);
  // level 6 at 3000 xp (100 × 5 × 6): hp max 10 + 2 + 5 × 8 = 52, plus the level's vitality: average of 1d8 (5) + con 2
  assert.equal(gainXp(world, 'aldo', 1000), 1);
  assert.equal(now().level, 6);
  s = computeStats(rules!, now(), world.rng);
  assert.equal(s.resMax.hp, 59);
  assert.equal(now().resources.hp, 51);
  assert.equal(hero.level, 5, 'the creature as it was is unchanged');
});

/**
 * A ruleset written elsewhere for the 002 format: its attack bonuses and spell difficulty read the
 * names the document implies, `actor.proficiency`, `actor.attackMod` and `actor.castingMod`.
 */
const implied = {
  id: 'implicita',
  name: { it: 'Regole implicite', en: 'Implied rules' },
  ...board,
  rules: {
    attributes: [attr('str', 'Strength'), attr('dex', 'Dexterity'), attr('con', 'Constitution'), attr('int', 'Intelligence')],
    resources: [{ id: 'hp', name: 'Hit points', max: { add: [8, { ref: 'actor.mod.con' }, { mul: [{ ref: 'actor.level' }, 4] }] } }],
    derivedStats: [{ id: 'ac', name: 'Armour class', formula: { add: [10, { ref: 'actor.mod.dex' }] } }],
    itemProperties: [{ id: 'finesse', name: 'Finesse', attackStats: ['str', 'dex'] }],
    savingThrows: [{ id: 'reflex', name: 'Reflex', attribute: 'dex' }],
    resolution: { attackBonus: { add: [{ ref: 'actor.proficiency' }, { ref: 'actor.attackMod' }] } },
    progression: {
      levels: [1, 2, 3, 4, 5].map((level) => ({ level, xpRequired: (level - 1) * 300 })),
      proficiency: { add: [2, { floor: { div: [{ sub: [{ ref: 'actor.level' }, 1] }, 4] } }] },
    },
    spellcasting: {
      mode: 'slots',
      attackBonus: { add: [{ ref: 'actor.proficiency' }, { ref: 'actor.castingMod' }] },
      saveDifficulty: { add: [8, { ref: 'actor.proficiency' }, { ref: 'actor.castingMod' }] },
      extra: { ability: 'int' },
    },
    vitalResource: 'hp',
  },
};

test('a 002 ruleset reading actor.proficiency, actor.attackMod and actor.castingMod imports, is served back unchanged, and plays with the values it defines', async () => {
  assert.deepEqual(checkRules(implied.rules).issues, []);
  assert.deepEqual(checkRulesDocument(implied.rules).issues, []);
  assert.doesNotThrow(() => Ruleset.parse(implied));
  const written = JSON.stringify(implied);
  const req = overHttp(live().url);

  const put = await call(req, 'PUT', '/api/rulesets/implicita', { token: ADMIN_TOKEN, body: implied });
  assert.equal(put.status, 201, JSON.stringify(put.body));
  assert.equal(JSON.stringify(put.body), written);
  const imported = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack: { rulesets: [{ ...implied, id: 'implicita-importata' }] } } });
  assert.equal(imported.status, 200, JSON.stringify(imported.body));
  assert.deepEqual(imported.body.created, ['rulesets/implicita-importata']);
  const served = await call(req, 'GET', '/api/rulesets/implicita-importata', { token: ADMIN_TOKEN });
  assert.equal(served.status, 200);
  assert.equal(JSON.stringify(served.body), JSON.stringify({ ...implied, id: 'implicita-importata' }), 'served as written');

  // what was served, parsed as the engine reads it: level 5, str 12 (+1), dex 16 (+3), int 14 (+2), a finesse weapon
  const rules = parsedRules(served.body as Ruleset)!;
  const world = createWorld(rules, new Rng(seedRng('implicita')));
  const hero = addActor(world, { id: 'lia', level: 5, attributes: { str: 12, dex: 16, int: 14 }, weapon: { stat: 'str', properties: ['finesse'] } });
  const foe = addActor(world, { id: 'orc' });
  const s = computeStats(rules, hero, world.rng);
  assert.deepEqual([s.proficiency, s.attackMod, s.castingMod], [3, 3, 2]);
  assert.equal(rollAttack(world, hero, foe, 12).bonus, 6, 'proficiency 3 + attackMod 3 (dex, the better of str and dex)');
  assert.equal(spellAttackBonusOf(world, hero, foe), 5, 'proficiency 3 + castingMod 2');
  assert.equal(spellSaveDifficultyOf(world, hero, foe), 13, '8 + 3 + 2');
  assert.equal(rollSave(world, foe, 'reflex', spellSaveDifficultyOf(world, hero, foe)).difficulty, 13);
});

test('a name the engine does not have is still refused, with the near name: 400 at its path, nothing stored', async () => {
  const req = overHttp(live().url);
  const typo = {
    ...implied,
    id: 'implicita-refusa',
    rules: { ...implied.rules, resolution: { attackBonus: { add: [{ ref: 'actor.proficency' }, { ref: 'actor.attackMod' }] } } },
  };
  const res = await call(req, 'PUT', '/api/rulesets/implicita-refusa', { token: ADMIN_TOKEN, body: typo });
  assert.equal(res.status, 400, JSON.stringify(res.body));
  assert.equal(res.body.error.code, 'invalid_body');
  assert.deepEqual(res.body.error.issues, [
    { path: 'rules.resolution.attackBonus.add.0.ref', message: '"actor" has no "proficency": did you mean "proficiency"?' },
  ]);
  assert.equal((await call(req, 'GET', '/api/rulesets/implicita-refusa', { token: ADMIN_TOKEN })).status, 404);
});
