/**
 * Cover under the `rules` module, from the grid: nothing between the attacker and the target gives none, a piece
 * between the lesser cover type, a wall's corner partly in the way the greater, a wall across the one that blocks
 * targeting. A strike adds the cover's bonus to the defence stat and tells it in its event (seeds found, not forced:
 * the same dice hit in the open and miss behind a piece); a foe behind blocking cover is neither listed nor accepted
 * as an ability's target, and cannot be struck.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Draft } from '../../core/draft.ts';
import { seedRng } from '../../core/rng.ts';
import { Hero } from '../../../content/schemas/index.ts';
import { apply, createGame, legalActions, MASTER, type GameEvent, type GameState, type Unit } from '../../index.ts';
import { ok, prova, provaCreatures, provaGame, provaHeroes, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';
import { coverFor, obstruction } from './cover.ts';
import { rulesModule } from './index.ts';

const COVERS = [
  { id: 'totale', name: 'Totale', blocksTargeting: true },
  { id: 'tre-quarti', name: 'Tre quarti', defenceBonus: 5 },
  { id: 'mezza', name: 'Mezza', defenceBonus: 2 },
];
const coverRuleset = () => {
  const rules = prova();
  rules.coverTypes = COVERS;
  return provaRuleset(rules);
};
const open = ['..........', '..........', '..........', '..........', '..........'];
/** `A` at [0, 1]: a room, walled off the corridor around it. */
const cornered = ['..........', 'A.........', '..........', '..........', '..........'];
/** `A` at [1, 0], between [0, 0] and [2, 0]. */
const across = ['.A........', '..........', '..........', '..........', '..........'];

/** A started game of `party` at `start` against one goblin at `goblin`, on `rows`. */
function game(rows: string[], party: string[], start: [number, number][], goblin: [number, number]): GameState {
  const rooms = rows.some((r) => r.includes('A')) ? [{ id: 'a', char: 'A' }] : [];
  const m = provaMission({ map: { rows, rooms, doors: [] }, start, monsters: [{ kind: 'goblin', x: goblin[0], y: goblin[1] }] });
  return provaGame(m, party, 'cover', coverRuleset()).state;
}
const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;

/** `attacker`'s strike at `target` by the module, on the PRNG of seed `seed` (range is the core's to check): its attack event. */
function strike(s: GameState, attacker: string, target: string, seed: string): Extract<GameEvent, { type: 'rules_attack' }> {
  const draft = new Draft({ ...s, rng: seedRng(seed) });
  rulesModule.strike(draft, unit(draft.state, attacker), unit(draft.state, target));
  return draft.events.find((e): e is Extract<GameEvent, { type: 'rules_attack' }> => e.type === 'rules_attack')!;
}

describe('cover from the grid', () => {
  test('none in the open, a piece between, a wall corner partly in the way, a wall across', () => {
    const inOpen = game(
      open,
      ['guerriera', 'maga'],
      [
        [0, 0],
        [0, 2],
      ],
      [2, 0],
    );
    assert.equal(obstruction(inOpen, unit(inOpen, 'h1'), unit(inOpen, 'm1')), 'none');
    const behind = game(
      open,
      ['guerriera', 'maga'],
      [
        [0, 0],
        [1, 0],
      ],
      [2, 0],
    );
    assert.equal(obstruction(behind, unit(behind, 'h1'), unit(behind, 'm1')), 'piece');
    // the line from [0, 0] to [1, 1] passes the corner where [0, 1]'s walls meet: shut one way round, open the other
    const corner = game(cornered, ['guerriera'], [[0, 0]], [1, 1]);
    assert.equal(obstruction(corner, unit(corner, 'h1'), unit(corner, 'm1')), 'wall');
    const wall = game(across, ['guerriera'], [[0, 0]], [2, 0]);
    assert.equal(obstruction(wall, unit(wall, 'h1'), unit(wall, 'm1')), 'blocked');
  });

  test("the document's cover types by defenceBonus: a piece the lesser, a wall the greater, a wall across the one that blocks targeting", () => {
    const rules = { coverTypes: COVERS.map((c) => ({ defenceBonus: 0, blocksTargeting: false, extra: {}, ...c })) };
    assert.deepEqual(
      (['none', 'piece', 'wall', 'blocked'] as const).map((o) => coverFor(rules, o)?.id ?? null),
      [null, 'mezza', 'tre-quarti', 'totale'],
    );
    // without a type that blocks targeting, a wall across is the greater cover; without cover types, no cover at all
    const partial = { coverTypes: rules.coverTypes.filter((c) => !c.blocksTargeting) };
    assert.equal(coverFor(partial, 'blocked')?.id, 'tre-quarti');
    assert.equal(coverFor({ coverTypes: [] }, 'wall'), null);
  });
});

describe('a strike against cover', () => {
  test('a piece between adds the lesser bonus (+2): the same dice hit in the open and miss behind it', () => {
    const inOpen = game(
      open,
      ['guerriera', 'maga'],
      [
        [0, 0],
        [0, 2],
      ],
      [2, 0],
    );
    const behind = game(
      open,
      ['guerriera', 'maga'],
      [
        [0, 0],
        [1, 0],
      ],
      [2, 0],
    );
    let seed = '';
    for (let i = 0; i < 3000 && !seed; i++) {
      const a = strike(inOpen, 'h1', 'm1', `cover-${i}`);
      const b = strike(behind, 'h1', 'm1', `cover-${i}`);
      if (a.outcome === 'hit' && b.outcome === 'miss') seed = `cover-${i}`;
    }
    assert.ok(seed, 'a seed that hits in the open and misses behind the piece');
    assert.equal(seed, 'cover-7');
    const a = strike(inOpen, 'h1', 'm1', seed);
    const b = strike(behind, 'h1', 'm1', seed);
    // the goblin's guardia is 12 (10 + destrezza 14's +2): behind the piece, 14
    assert.deepEqual([a.defence, a.cover, b.defence, b.cover], [12, undefined, 14, { id: 'mezza', bonus: 2 }]);
    // a 9 rolled, +3 (forza 16): 12, a hit against 12 and a miss against 14
    assert.deepEqual([a.dice, a.total, a.outcome, b.dice, b.total, b.outcome], [[9], 12, 'hit', [9], 12, 'miss']);
  });

  test("a wall's corner adds the greater bonus (+5): the 12 that hit in the open misses against 17", () => {
    const corner = game(cornered, ['guerriera'], [[0, 0]], [1, 1]);
    const e = strike(corner, 'h1', 'm1', 'cover-7');
    assert.deepEqual(e, {
      type: 'rules_attack',
      attacker: 'h1',
      target: 'm1',
      dice: [9],
      natural: 9,
      lean: 'normal',
      bonus: 3,
      total: 12,
      defence: 17,
      defenceStat: 'guardia',
      outcome: 'miss',
      damage: 0,
      damageType: 'taglio',
      cover: { id: 'tre-quarti', bonus: 5 },
    });
  });

  test('a foe behind a wall across, with a cover type that blocks targeting, is no target: not listed, refused, not to be struck', () => {
    let s = game(across, ['maga'], [[0, 0]], [2, 0]);
    for (let i = 0; i < 10 && s.turn!.unit !== 'h1'; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
    const aims = legalActions(s, 'h1').filter((a) => a.type === 'ability' && (a as { ability: string }).ability === 'dardo');
    assert.deepEqual(aims, []);
    const refused = apply(s, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' });
    assert.ok(!refused.ok);
    assert.equal(rulesModule.canBeStruck!(s, unit(s, 'h1'), unit(s, 'm1')), false);
    // in the open the same bolt reaches it
    let o = game(open, ['maga'], [[0, 0]], [2, 0]);
    for (let i = 0; i < 10 && o.turn!.unit !== 'h1'; i++) o = ok(o, { seat: o.turn!.seat, type: 'end_turn' }).state;
    assert.deepEqual(
      legalActions(o, 'h1').filter((a) => a.type === 'ability' && (a as { ability: string }).ability === 'dardo'),
      [{ type: 'ability', ability: 'dardo', target: 'm1' }],
    );
  });
});

describe('cover in a game, through apply', () => {
  /** A spear: reach 10 in the document's units, two squares of 5. */
  const lanciera = Hero.parse({
    id: 'lanciera',
    name: { it: 'Lanciera', en: 'Spearwoman' },
    ...{ body: 1, mind: 0, attack: 0, defence: 0 },
    ruleset: 'prova-regole',
    rules: { attributes: { forza: 16, destrezza: 12 }, weapon: { damage: '1d8', stat: 'forza', reach: 10, damageType: 'taglio' } },
  });
  /** The spearwoman (h1) on her turn, with `party`'s others, against a goblin at `goblin`, on `rows`. */
  function spearTurn(rows: string[], party: string[], start: [number, number][], goblin: [number, number]): GameState {
    const rooms = rows.some((r) => r.includes('A')) ? [{ id: 'a', char: 'A' }] : [];
    const mission = provaMission({ map: { rows, rooms, doors: [] }, start, monsters: [{ kind: 'goblin', x: goblin[0], y: goblin[1] }] });
    let s = createGame({ mission, heroes: [lanciera, ...provaHeroes], creatures: provaCreatures, ruleset: coverRuleset(), seed: 'cover' });
    party.forEach((hero, i) => (s = ok(s, { seat: `h${i + 1}`, type: 'join', hero }).state));
    s = ok(s, { seat: MASTER, type: 'start' }).state;
    for (let i = 0; i < 10 && s.turn!.unit !== 'h1'; i++) s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
    assert.equal(s.turn!.unit, 'h1');
    return s;
  }
  const attack = { seat: 'h1', type: 'attack' as const, target: 'm1' };
  const attackOf = (events: GameEvent[]) => events.find((e): e is Extract<GameEvent, { type: 'rules_attack' }> => e.type === 'rules_attack')!;

  test('a spear striking past a piece: listed, accepted, against the defence with the lesser cover (+2)', () => {
    const s = spearTurn(
      open,
      ['lanciera', 'maga'],
      [
        [0, 0],
        [1, 0],
      ],
      [2, 0],
    );
    assert.ok(legalActions(s, 'h1').some((a) => a.type === 'attack' && a.target === 'm1'));
    const e = attackOf(ok({ ...s, rng: seedRng('cover-7') }, attack).events);
    assert.deepEqual([e.dice, e.bonus, e.total, e.defence, e.outcome, e.cover], [[9], 3, 12, 14, 'miss', { id: 'mezza', bonus: 2 }]);
    // the same strike in the open: no cover, and the 12 hits the goblin's 12
    const inOpen = spearTurn(
      open,
      ['lanciera', 'maga'],
      [
        [0, 0],
        [0, 2],
      ],
      [2, 0],
    );
    const o = attackOf(ok({ ...inOpen, rng: seedRng('cover-7') }, attack).events);
    assert.deepEqual([o.total, o.defence, o.outcome, 'cover' in o], [12, 12, 'hit', false]);
  });

  test("a spear striking round a wall's corner: the greater cover (+5)", () => {
    const s = spearTurn(cornered, ['lanciera'], [[0, 0]], [1, 1]);
    const e = attackOf(ok({ ...s, rng: seedRng('cover-7') }, attack).events);
    assert.deepEqual([e.total, e.defence, e.outcome, e.cover], [12, 17, 'miss', { id: 'tre-quarti', bonus: 5 }]);
  });
});
