/**
 * The default pack's third ruleset, Embervale: a ruleset of our own in the 002 format, neither classic nor
 * d20, played by the `rules` module — its document passes the save-time check, holds what the issue asks (its own
 * attributes, vital resource, defence stat, conditions of every stacking mode, an ally band), plays as its texts say
 * under `engine/rules` (the numbers the heroes' and creatures' descriptions give, the Stalwart stagger), and its
 * heroes, creature kinds, mission and allied NPC fit it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { checkRulesDocument } from '../engine/dsl/rules.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import {
  addActor,
  applyCondition,
  computeStats,
  createWorld,
  dealDamage,
  leanOf,
  stanceOf,
  swingsOn,
  type RulesWorld,
} from '../engine/rulesets/rules/document/index.ts';
import { loadDefaultPack } from './load-pack.ts';
import { boardSettings, rulesetSystem } from './schemas/rules/board.ts';
import { settingsOf } from '../engine/rulesets/rules/settings.ts';
import { rulesPieceIssues } from '../engine/rulesets/rules/piece.ts';
import type { RulesPieceDoc } from './schemas/rules-piece.ts';
import type { Rules } from './schemas/rules/rules.ts';

const pack = loadDefaultPack();
const ruleset = pack.rulesets.find((r) => r.id === 'embervale')!;
const mission = pack.missions.find((m) => m.id === 'il-mulino-di-valbrace')!;
const heroes = pack.heroes.filter((h) => h.ruleset === 'embervale');
const creatures = mission.monsters.map((m) => pack.creatures.find((c) => c.id === m.kind)!);

function checked(): Rules {
  const { rules, issues } = checkRulesDocument(ruleset.rules);
  assert.deepEqual(issues, []);
  return rules!;
}

/** A world of the checked document with `piece` added as `id`, as the engine's `rules` functions play it. */
function withPiece(piece: RulesPieceDoc, id = 'p'): { world: RulesWorld; rules: Rules } {
  const rules = checked();
  const world = createWorld(rules, new Rng(seedRng('embervale')));
  addActor(world, {
    id,
    level: piece.level ?? 1,
    attributes: piece.attributes ?? {},
    equipment: piece.weapon?.properties ?? [],
    conditions: (piece.conditions ?? []).map((c) => ({ id: c, duration: null, magnitude: 1, source: null })),
  });
  return { world, rules };
}

describe('Embervale, the third ruleset of the default pack', () => {
  test('is played by the rules module, with its board settings, and passes the save-time check', () => {
    assert.ok(ruleset, 'rulesets/embervale.json');
    assert.equal(rulesetSystem(ruleset), 'rules');
    assert.deepEqual(boardSettings(ruleset), {
      system: 'rules',
      defenceStat: 'guard',
      squareSize: 5,
      attackAction: 'action',
      abilityAction: 'action',
      moveAction: 'move',
    });
    assert.deepEqual(settingsOf(ruleset), { defenceStat: 'guard', squareSize: 5, attackAction: 'action', abilityAction: 'action', moveAction: 'move' });
    // neither classic nor d20: no combat die, no movement roll, no d20 board
    assert.equal(ruleset.combatDie, undefined);
    assert.equal(ruleset.heroMovement, undefined);
    const rules = checked();
    assert.equal(rules.resolution.checkDice, '2d6');
    assert.equal(rules.extra['board'], undefined);
  });

  test('has its own attributes, vital resource, defence stat and conditions, with every stacking mode and an ally band', () => {
    const rules = checked();
    assert.deepEqual(
      rules.attributes.map((a) => a.id),
      ['might', 'grace', 'wits'],
    );
    assert.equal(rules.vitalResource, 'vigour');
    assert.equal(rules.initiativeStat, 'initiative');
    assert.ok(rules.derivedStats.some((d) => d.id === 'guard'));
    assert.deepEqual([...new Set(rules.conditions.map((c) => c.stacking))].sort(), ['extend', 'ignore', 'refresh', 'stack']);
    const byId = (id: string) => rules.conditions.find((c) => c.id === id)!;
    assert.deepEqual(byId('dazed').prevents, ['action']);
    assert.deepEqual(byId('rooted').prevents, ['move']);
    assert.deepEqual(byId('inspired').swings, { ownAttacks: 'advantage' });
    assert.deepEqual([byId('dazed').savingThrow?.timing, byId('rooted').savingThrow?.timing], ['onApply', 'endOfTurn']);
    assert.ok(byId('bleeding').onTick.length > 0 && byId('burning').onExpire.length > 0);
    assert.deepEqual(
      rules.damageTypes.map((d) => d.id),
      ['blade', 'blunt', 'fire'],
    );
    // a band above 0 is the only way to get allies (spec 002); a creature that names no disposition (0) is a foe
    assert.equal(stanceOf(rules, 5), 'ally');
    assert.equal(stanceOf(rules, 1), 'neutral');
    assert.equal(stanceOf(rules, 0), 'hostile');
  });

  test('its heroes, creature kinds and mission NPC carry rules numbers that the rules module plays (ids, levels, abilities)', () => {
    assert.deepEqual(heroes.map((h) => h.id).sort(), ['bram', 'mirella', 'orsola', 'tessa']);
    const rules = checked();
    const pieces: [string, RulesPieceDoc | undefined][] = [
      ...heroes.map((h) => [`heroes/${h.id}`, h.rules] as [string, RulesPieceDoc | undefined]),
      ...creatures.map((c) => [`creatures/${c.id}`, c.rules] as [string, RulesPieceDoc | undefined]),
      ...mission.npcs.map((n) => [`npcs/${n.name}`, n.rules] as [string, RulesPieceDoc | undefined]),
    ];
    for (const [what, piece] of pieces) {
      assert.ok(piece, `${what} has rules numbers`);
      assert.deepEqual(rulesPieceIssues(rules, piece), [], what);
      // the hag bears no weapon: the computer plays her first ability aimed at foes instead of a strike
      if (what === 'creatures/bog-hag') assert.deepEqual([piece.weapon, piece.abilities?.[0]?.target, piece.abilities?.[0]?.range], [undefined, 'foe', 4]);
      else assert.ok(piece.weapon, `${what} has a weapon`);
    }
    for (const h of heroes) assert.deepEqual(h.rules?.conditions, ['stalwart'], `${h.id} starts Stalwart`);
    const kinds = new Set(creatures.map((c) => c.id));
    assert.deepEqual([...kinds].sort(), ['bog-hag', 'mire-imp', 'thornback']);
    assert.ok(
      creatures.some((c) => (c.rules?.resist ?? []).length > 0) && creatures.some((c) => (c.rules?.vulnerable ?? []).length > 0),
      'a resistance and a weakness',
    );
  });

  test('the mill: four start squares, five creatures to kill, and Brina, an allied NPC', () => {
    assert.equal(mission.ruleset, 'embervale');
    assert.equal(mission.auto, true);
    assert.equal(mission.start.length, 4);
    assert.equal(mission.monsters.length, 5);
    assert.equal(mission.win, 'kill_all');
    assert.deepEqual(mission.lose, []);
    assert.equal(mission.npcs.length, 1);
    const brina = mission.npcs[0]!;
    assert.equal(stanceOf(checked(), brina.rules!.disposition!), 'ally');
    for (const c of creatures) assert.equal(stanceOf(checked(), c.rules?.disposition ?? 0), 'hostile', c.id);
  });

  test('pieces have the numbers their descriptions give: vigour, guard with a shield, initiative', () => {
    const stats = (piece: RulesPieceDoc) => {
      const { world, rules } = withPiece(piece);
      return computeStats(rules, world.actors['p']!, world.rng);
    };
    const hero = (id: string) => heroes.find((h) => h.id === id)!.rules!;
    const kind = (id: string) => pack.creatures.find((c) => c.id === id)!.rules!;
    // vigour 6 + 2 × might + 2 × (level − 1); guard 8 + grace (+1 with a shield); initiative grace + wits
    assert.deepEqual([stats(hero('orsola')).resMax['vigour'], stats(hero('orsola')).derived['guard']], [12, 10]);
    assert.deepEqual([stats(hero('tessa')).resMax['vigour'], stats(hero('tessa')).derived['guard'], stats(hero('tessa')).derived['initiative']], [8, 11, 4]);
    assert.deepEqual([stats(hero('mirella')).resMax['vigour'], stats(hero('mirella')).resMax['resolve']], [6, 4]);
    assert.deepEqual([stats(kind('mire-imp')).resMax['vigour'], stats(kind('mire-imp')).derived['guard']], [6, 10]);
    assert.equal(stats(kind('thornback')).resMax['vigour'], 14);
    assert.equal(stats(kind('bog-hag')).resMax['vigour'], 12);
  });

  test('a Stalwart hero whose vigour runs out is staggered at 1 instead of falling, once; the next time it falls', () => {
    const { world, rules } = withPiece(heroes.find((h) => h.id === 'orsola')!.rules!, 'h1');
    // creatures are immutable values: each change puts a new one in the world
    const orsola = () => world.actors['h1']!;
    dealDamage(world, 'h1', 20);
    assert.equal(orsola().alive, true);
    assert.equal(orsola().resources['vigour'], 1);
    assert.deepEqual(
      orsola().conditions.map((c) => [c.id, c.duration]),
      [['staggered', 2]],
    );
    assert.ok(world.events.some((e) => e.type === 'stabilised' && e.actor === 'h1'));
    // staggered: disadvantage on its own attacks, guard 1 lower (10 → 9)
    assert.equal(leanOf(rules, swingsOn(rules, 'attack', orsola())), 'disadvantage');
    assert.equal(computeStats(rules, orsola(), world.rng).derived['guard'], 9);
    dealDamage(world, 'h1', 1);
    assert.equal(orsola().alive, false);
    assert.ok(world.events.some((e) => e.type === 'died' && e.actor === 'h1'));
  });

  test('a creature that is not Stalwart falls at 0; inspiration extends, bleeding stacks, burning ignores a second fire', () => {
    const { world } = withPiece(pack.creatures.find((c) => c.id === 'mire-imp')!.rules!, 'm1');
    applyCondition(world, 'm1', 'inspired');
    applyCondition(world, 'm1', 'inspired');
    applyCondition(world, 'm1', 'bleeding');
    applyCondition(world, 'm1', 'bleeding');
    applyCondition(world, 'm1', 'burning');
    applyCondition(world, 'm1', 'burning');
    assert.deepEqual(
      world.actors['m1']!.conditions.map((c) => [c.id, c.duration]),
      [
        ['inspired', 4],
        ['bleeding', 2],
        ['bleeding', 2],
        ['burning', 2],
      ],
    );
    dealDamage(world, 'm1', 6);
    assert.equal(world.actors['m1']!.alive, false);
  });
});
