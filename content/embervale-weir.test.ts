/**
 * Embervale uses every field of the 002 `rules` table that plays on the board, and The Embervale Weir
 * (`la-diga-di-valbrace`) holds a piece that shows each: the fen troll covering 2 × 2 squares, the reed stalker
 * starting in its sneaking stance and absent from the heroes' view, the pillar between the slinger and the heroes'
 * way (pillar cover, +4, round its corner; full cover straight through it), Mirella's Hearth-ward (a concentration
 * spell, gated by the Adept tier of her hearthcraft) offered on her turn, Tessa's leather jerkin in its body slot, a
 * parting blow, and the reeds' difficult terrain. The adventure la-strada-di-valbrace fights it after the mill.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, createGame, legalActions, viewFor, type Action, type GameState, type Unit } from '../engine/index.ts';
import { checkRulesDocument } from '../engine/dsl/rules.ts';
import { coverOf, obstruction } from '../engine/rulesets/rules/cover.ts';
import type { RulesPiece } from '../engine/rulesets/rules/piece.ts';
import { rulesOf } from '../engine/rulesets/rules/settings.ts';
import { loadDefaultPack } from './load-pack.ts';
import { NAMED_LISTS } from './schemas/rules/names.ts';

const pack = loadDefaultPack();
const ruleset = pack.rulesets.find((r) => r.id === 'embervale')!;
const mission = pack.missions.find((m) => m.id === 'la-diga-di-valbrace')!;
const PARTY = ['orsola', 'bram', 'mirella', 'tessa'];
const rules = rulesOf(ruleset);

function game(seed = 'weir'): GameState {
  let s = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, seed });
  const act = (a: Record<string, unknown>) => {
    const r = apply(s, a as never);
    assert.ok(r.ok, JSON.stringify(r.ok ? null : r.error));
    s = r.state;
  };
  PARTY.forEach((hero, i) => act({ seat: `h${i + 1}`, type: 'join', hero }));
  act({ seat: 'h1', type: 'start' });
  return s;
}

const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const piece = (s: GameState, id: string): RulesPiece => unit(s, id).ext as RulesPiece;

describe('Embervale, feature-complete', () => {
  test('the document has every board feature of the 002 rules table, checked clean', () => {
    const { rules, issues } = checkRulesDocument(ruleset.rules);
    assert.deepEqual(issues, []);
    const r = rules!;
    assert.deepEqual(
      r.opportunities.map((o) => [o.id, o.on, o.actionType, o.usesPerRound]),
      [['parting-blow', 'moveAway', 'reaction', 1]],
    );
    assert.deepEqual(
      r.coverTypes.map((c) => [c.id, c.defenceBonus, c.blocksTargeting]),
      [
        ['partial', 2, false],
        ['pillar', 4, false],
        ['full', 0, true],
      ],
    );
    assert.deepEqual(
      r.sizes.map((z) => [z.id, z.space, z.reach]),
      [
        ['small', 5, 5],
        ['medium', 5, 5],
        ['large', 10, 10],
      ],
    );
    assert.equal(r.defaultSize, 'medium');
    assert.deepEqual(
      r.senses.map((x) => [x.id, x.defaultRange, x.propagation, x.thresholds.detect]),
      [
        ['sight', 120, 'line', 0.5],
        ['hearing', 20, 'field', 0.3],
      ],
    );
    assert.deepEqual(
      r.stances.map((x) => [x.id, x.speedMultiplier, x.emits]),
      [
        ['upright', 1, { sight: 1, hearing: 0.6 }],
        ['sneaking', 0.5, { sight: 0.4, hearing: 0.4 }],
      ],
    );
    assert.deepEqual([r.perception.sightSense, r.perception.defaultStance], ['sight', 'upright']);
    assert.deepEqual([r.temperament.investigateRadius, r.temperament.leashRadius, r.temperament.disengageTurns], [40, 80, 2]);
    assert.deepEqual([r.spellcasting.mode, r.spellcasting.slotTable['1'], r.spellcasting.concentration.savingThrow], ['slots', [2], 'nerve']);
    assert.deepEqual(
      r.masteryTiers.map((t) => [t.id, t.atRank]),
      [
        ['novice', 1],
        ['adept', 3],
        ['master', 5],
      ],
    );
    assert.deepEqual(
      r.equipmentSlots.map((x) => [x.id, x.capacity]),
      [
        ['hand', 2],
        ['body', 1],
      ],
    );
    // every entry the document names in English is named in Italian by the wrapper's table
    const unnamed = NAMED_LISTS.flatMap((list) =>
      ((r as unknown as Record<string, { id: string }[] | undefined>)[list] ?? []).map((e) => `${list}.${e.id}`).filter((key) => !ruleset.names?.it?.[key]),
    );
    assert.deepEqual(unnamed, []);
    assert.equal(ruleset.names?.it?.['stances.sneaking'], 'Furtiva');
    assert.equal(ruleset.names?.it?.['opportunities.parting-blow'], 'Colpo di congedo');
  });
});

describe('The Embervale Weir', () => {
  test('is an auto mission of Embervale in the adventure la-strada-di-valbrace, after the mill', () => {
    assert.deepEqual([mission.ruleset, mission.auto, mission.win, mission.start.length], ['embervale', true, 'kill_all', 4]);
    const road = pack.adventures.find((a) => a.id === 'la-strada-di-valbrace')!;
    const fights = road.locations.flatMap((l) => l.nodes.filter((n) => n.kind === 'encounter').map((n) => n.mission));
    assert.deepEqual(fights, ['il-mulino-di-valbrace', 'la-diga-di-valbrace']);
  });

  test('the fen troll covers a 2 × 2 block and strikes two squares away; the reeds are difficult terrain', () => {
    const s = game();
    const troll = unit(s, 'm3');
    assert.equal(troll.kind, 'fen-troll');
    assert.deepEqual([troll.x, troll.y, troll.span, troll.reach], [12, 4, 2, 2]);
    assert.equal(piece(s, 'm3').actor.size, 'large');
    assert.deepEqual(
      mission.map.difficult?.map((d) => [...d.at, d.multiplier]),
      [
        [7, 6, 2],
        [8, 6, 2],
        [9, 6, 2],
        [7, 7, 2],
        [8, 7, 2],
        [9, 7, 2],
      ],
    );
  });

  test('the reed stalker starts sneaking: once the door opens on the weir, the imp and the troll show to the heroes, the stalker does not (nor the slinger, out of sight behind its pillar)', () => {
    let s = game();
    // the hero on turn walks to the door at [3, 4] and opens it: the weir is in the heroes' sight
    const seat = s.turn!.seat;
    const step = (a: Record<string, unknown>) => {
      const r = apply(s, { seat, ...a } as never);
      assert.ok(r.ok, JSON.stringify(r.ok ? null : r.error));
      s = r.state;
    };
    step({ type: 'move', to: [3, 4] });
    step(legalActions(s, seat).find((a) => a.type === 'open_door')!);
    const stalker = unit(s, 'm4');
    assert.deepEqual([stalker.kind, stalker.x, stalker.y], ['reed-stalker', 8, 7]);
    // the mission writes its stance: the kind stands upright where a mission says nothing
    assert.deepEqual([mission.monsters[3]!.stance, pack.creatures.find((c) => c.id === 'reed-stalker')!.rules!.stance], ['sneaking', undefined]);
    assert.deepEqual([piece(s, 'm4').sensing?.stance, piece(s, 'm4').sensing?.hidden], ['sneaking', true]);
    // the slinger stands upright, but the pillar hides it from the door and it is more than 4 squares from any hero
    assert.deepEqual([piece(s, 'm2').sensing?.stance, piece(s, 'm2').sensing?.hidden], ['upright', true]);
    for (const h of ['h1', 'h2', 'h3', 'h4']) {
      const view = viewFor(s, h);
      assert.deepEqual(
        view.units.filter((u) => u.side === 'master').map((u) => u.id),
        ['m1', 'm3'],
        `${h} sees the imp and the troll`,
      );
      assert.ok(!JSON.stringify(view).includes('"m4"'), `${h} is told nothing of m4`);
    }
  });

  test('the pillar at [11, 2]: pillar cover (+4) for a hero round its corner from the slinger, full cover straight behind it, partial cover (+2) behind the troll', () => {
    const s = game();
    assert.equal(mission.map.rows[2]![11], '#');
    const slinger = unit(s, 'm2');
    assert.deepEqual([slinger.kind, slinger.x, slinger.y, slinger.reach], ['mire-slinger', 12, 2, 5]);
    const hero = (x: number, y: number): Unit => ({ ...unit(s, 'h1'), x, y });
    assert.equal(obstruction(s, slinger, hero(10, 4)), 'wall');
    assert.deepEqual(coverOf(s, rules, slinger, hero(10, 4)), { id: 'pillar', name: 'Pillar cover', defenceBonus: 4, blocksTargeting: false, extra: {} });
    assert.equal(obstruction(s, slinger, hero(8, 2)), 'blocked');
    // below the troll its block is a piece between: the lesser cover
    assert.deepEqual(coverOf(s, rules, slinger, hero(13, 6))?.id, 'partial');
    assert.equal(obstruction(s, slinger, hero(14, 1)), 'none');
  });

  test("Mirella's Hearth-ward, a concentration spell she is Adept enough for, is offered on her turn; Tessa wears her jerkin", () => {
    let s = game();
    // an ally within 3 squares, herself too
    const mirella = s.units.find((u) => u.side === 'heroes' && u.name.en === 'Mirella')!.id;
    const ward = (piece(s, mirella).abilities ?? []).find((a) => a.id === 'hearth-ward')!;
    assert.deepEqual([ward.spellLevel, ward.concentration, ward.requires], [1, true, { skill: 'hearthcraft', minTier: 'adept' }]);
    for (let i = 0; i < 8 && s.turn!.unit !== mirella; i++) {
      const r = apply(s, { seat: s.turn!.seat, type: 'end_turn' } as never);
      assert.ok(r.ok);
      s = r.state;
    }
    const offered = legalActions(s, mirella).filter((a): a is Extract<Action, { type: 'ability' }> => a.type === 'ability' && a.ability === 'hearth-ward');
    assert.deepEqual(
      offered.map((a) => a.target).sort(),
      PARTY.map((_, i) => `h${i + 1}`)
        .filter((h) => Math.abs(unit(s, h).x - unit(s, mirella).x) + Math.abs(unit(s, h).y - unit(s, mirella).y) <= 3)
        .sort(),
    );
    assert.ok(offered.length > 0);
    const tessa = s.units.find((u) => u.side === 'heroes' && u.name.en === 'Tessa')!;
    assert.deepEqual(piece(s, tessa.id).actor.equipment, ['finesse', 'padded']);
  });
});
