/**
 * Rulesets are modules: a module registered from outside plays a whole game, and the classic module plays
 * the numbers its ruleset document gives.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { Ruleset } from '../../content/schemas/index.ts';
import { Rng, seedRng } from '../core/rng.ts';
import {
  apply,
  createGame,
  legalActions,
  MASTER,
  registerRulesetModule,
  viewFor,
  type GameState,
  type RulesetModule,
  type SeatAction,
  type TurnSlot,
} from '../index.ts';
import { reportDeath, wound } from '../core/wounds.ts';
import { cardDeck, classic, creatures, heroes, mission, play } from '../../test/support/fixtures.ts';

const t = (s: string) => ({ it: s, en: s });
// the default pack's classic `rules` document, its board extensions left out
const { extra: _extra, ...rules } = JSON.parse(readFileSync(new URL('../../content/packs/default/rulesets/classic.json', import.meta.url), 'utf8')).rules;
const duel = mission({
  ruleset: 'toy',
  map: { rows: ['....'], rooms: [], doors: [] },
  start: [
    [0, 0],
    [1, 0],
  ],
  monsters: [
    { kind: 'goblin', x: 2, y: 0 },
    { kind: 'orco', x: 3, y: 0 },
  ],
});

describe('a fourth ruleset module, registered by a test', () => {
  // "Toy": every living unit in id order takes a turn of its own; a strike always takes 1 body point; no statuses.
  const order = (s: GameState) =>
    s.units.filter((u) => u.alive && !u.npc && (u.side === 'master' || s.seats.some((x) => x.id === u.id))).sort((a, b) => a.id.localeCompare(b.id));
  const slot = (u: { id: string; side: string }): TurnSlot => ({ seat: u.side === 'heroes' ? u.id : MASTER, unit: u.id });
  const toy: RulesetModule = {
    id: 'toy',
    heroPiece: () => ({ body: 3, maxBody: 3 }),
    creaturePiece: () => ({ body: 2, maxBody: 2 }),
    turnOrder: {
      next(s, current) {
        const units = order(s);
        const after = current === null ? units[0] : units.find((u) => u.id.localeCompare(current.unit!) > 0);
        return after ? slot(after) : null;
      },
    },
    turnComplete: (draft) => draft.state.turn!.acted || draft.state.turn!.creatures[draft.state.turn!.unit!]?.attacked === true,
    strike(draft, attacker, target) {
      const lost = wound(draft, target, 1);
      draft.emit({
        type: 'attack',
        attacker: attacker.id,
        target: target.id,
        attackDice: [],
        defenceDice: [],
        hits: 1,
        blocks: 0,
        damage: 1,
        bodyLost: lost,
        body: draft.unit(target.id)!.body,
      });
      reportDeath(draft, target);
    },
    playCreature() {},
  };
  registerRulesetModule(toy);
  const ruleset = Ruleset.parse({ ...classic, id: 'toy', name: t('Toy'), rules: { ...rules, extra: { board: { system: 'toy' } } } });

  test('it is chosen by the ruleset, builds its pieces, orders the turns and resolves every strike', () => {
    const lobby = createGame({ mission: duel, heroes, creatures, ruleset, seed: 'toy' });
    assert.equal(lobby.setup.module, 'toy');
    assert.deepEqual(
      lobby.units.map((u) => [u.id, u.body]),
      [
        ['m1', 2],
        ['m2', 2],
      ],
    );
    let s = play(lobby, { seat: 'h1', type: 'join', hero: 'barbaro' }, { seat: MASTER, type: 'start' });
    assert.equal(s.units.find((u) => u.id === 'h1')!.body, 3);
    // h1 < m1 < m2: the hero first, then each creature on a turn of its own
    assert.deepEqual(s.turn && [s.turn.seat, s.turn.unit], ['h1', 'h1']);
    s = play(s, { seat: 'h1', type: 'end_turn' });
    assert.deepEqual([s.turn!.seat, s.turn!.unit], [MASTER, 'm1']);
    assert.deepEqual(
      legalActions(s, MASTER).filter((a) => a.type === 'creature_attack'),
      [],
      'm1 is not next to the hero',
    );
    s = play(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [1, 0] }, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    // the strike took 1 and completed m1's turn: m2's comes next
    assert.equal(s.units.find((u) => u.id === 'h1')!.body, 2);
    assert.deepEqual([s.turn!.seat, s.turn!.unit], [MASTER, 'm2']);
    s = play(s, { seat: MASTER, type: 'end_turn' });
    assert.equal(s.round, 2);
    const refused = apply(s, { seat: 'h1', type: 'defend' });
    assert.equal(refused.ok ? '' : refused.error.code, 'not_in_ruleset');
    s = play(s, { seat: 'h1', type: 'attack', target: 'm1' });
    s = play(s, { seat: MASTER, type: 'end_turn' }, { seat: MASTER, type: 'end_turn' }, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.equal(s.units.find((u) => u.id === 'm1')!.alive, false);
    assert.deepEqual([s.turn!.seat, s.turn!.unit], [MASTER, 'm2']);
  });

  test("its own movement roll and combat die are what its heroes roll and what a view shows; without them, the ruleset's heroMovement and no die", () => {
    const die = { faces: ['skull', 'black_shield'], hit: 'skull', heroBlock: 'white_shield', creatureBlock: 'black_shield' } as const;
    registerRulesetModule({ ...toy, id: 'toy-dice', movementRoll: () => ({ count: 4, sides: 3 }), combatDie: () => ({ ...die, faces: [...die.faces] }) });
    const started = (r: Ruleset) =>
      play(
        createGame({ mission: duel, heroes, creatures, ruleset: r, seed: 'toy' }),
        { seat: 'h1', type: 'join', hero: 'barbaro' },
        { seat: MASTER, type: 'start' },
      );
    const own = started(Ruleset.parse({ ...classic, id: 'toy', name: t('Toy dice'), rules: { ...rules, extra: { board: { system: 'toy-dice' } } } }));
    assert.equal(own.setup.module, 'toy-dice');
    assert.deepEqual(viewFor(own, 'h1').ruleset, {
      id: 'toy',
      name: t('Toy dice'),
      combatDie: ['skull', 'black_shield'],
      heroMovement: { count: 4, sides: 3 },
    });
    const rolled = apply(own, { seat: 'h1', type: 'roll' });
    const dice = rolled.ok ? rolled.events.find((e) => e.type === 'movement_rolled')!.dice : [];
    assert.equal(dice.length, 4);
    assert.ok(
      dice.every((d) => d >= 1 && d <= 3),
      `4d3: ${dice.join(', ')}`,
    );
    assert.deepEqual(viewFor(started(ruleset), 'h1').ruleset, { id: 'toy', name: t('Toy'), combatDie: [], heroMovement: { count: 2, sides: 6 } });
  });
});

describe('the classic module plays the numbers of its ruleset document', () => {
  const board = (extra: Record<string, unknown>) => ({ ...rules, extra: { board: extra } });
  const { combatDie: _d, hit: _h, heroBlock: _hb, creatureBlock: _cb, heroMovement: _m, ...bare } = classic;

  test('rules.extra.board alone gives the die and the movement roll, and they are what plays', () => {
    const ruleset = Ruleset.parse({
      ...bare,
      rules: board({ combatDie: '1d{skull*2,black_shield}', hit: 'skull', heroBlock: 'white_shield', creatureBlock: 'black_shield', heroMovement: '3d6' }),
    });
    const m = mission({ map: { rows: ['...'], rooms: [], doors: [] }, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 1, y: 0 }] });
    const s = play(
      createGame({ mission: m, heroes, creatures, ruleset, seed: 'doc' }),
      { seat: 'h1', type: 'join', hero: 'barbaro' },
      { seat: MASTER, type: 'start' },
    );
    const rolled = apply(s, { seat: 'h1', type: 'roll' });
    assert.ok(rolled.ok);
    assert.equal(rolled.events.find((e) => e.type === 'movement_rolled')!.dice.length, 3);
    const hit = apply(s, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.ok(hit.ok);
    const attack = hit.events.find((e) => e.type === 'attack')!;
    assert.ok(attack.attackDice.every((f) => f === 'skull' || f === 'black_shield'));
    assert.ok(attack.attackDice.length === 3 && attack.defenceDice.length === 1);
  });

  test('a classic number rules.extra.board writes but that cannot be read is refused at its path, saying what it must be', () => {
    const r = Ruleset.safeParse({ ...classic, rules: board({ combatDie: '1d{skull*999}', heroMovement: '2d6+1' }) });
    assert.equal(r.success, false);
    assert.deepEqual(
      r.error!.issues.map((i) => [i.path.join('.'), i.message]),
      [
        [
          'rules.extra.board.combatDie',
          '"1d{skull*999}" cannot be read: expected one die with named faces, such as "1d{skull*3,white_shield*2,black_shield}" (2 to 20 faces of skull, white_shield, black_shield)',
        ],
        ['rules.extra.board.heroMovement', '"2d6+1" cannot be read: expected plain dice such as "2d6" (1 to 20 dice of 2 to 100 sides)'],
      ],
    );
  });

  test('a document whose fields and rules.extra.board disagree is refused, naming both', () => {
    const r = Ruleset.safeParse({ ...classic, rules: board({ heroMovement: '3d6', hit: 'black_shield' }) });
    assert.equal(r.success, false);
    assert.deepEqual(
      r.error!.issues.map((i) => [i.path.join('.'), i.message]),
      [
        ['hit', '"skull" differs from rules.extra.board.hit "black_shield": write the same face in both, or only one'],
        ['heroMovement', '2d6 differs from rules.extra.board.heroMovement: write the same dice in both, or only one'],
      ],
    );
  });
});

describe("every legal action is accepted under the classic module: random games of the pack's classic missions", () => {
  const pack = loadDefaultPack();
  const ruleset = pack.rulesets.find((r) => r.id === 'classic')!;
  const missions = pack.missions.filter((m) => m.ruleset === 'classic');

  test('random parties and random legal choices on fixed seeds: apply accepts every listed action, never throws, and the log replays to the same state', () => {
    let accepted = 0;
    for (let g = 0; g < 24; g++) {
      const mission = missions[g % missions.length]!;
      const pick = new Rng(seedRng(`classic-pick-${g}`));
      const lobby = createGame({
        mission,
        heroes: pack.heroes,
        creatures: pack.creatures,
        ruleset,
        spells: pack.spells,
        items: pack.items,
        decks: pack.decks,
        seed: `classic-${g}`,
      });
      const pool = lobby.setup.roster.map((h) => h.id);
      const party = Array.from({ length: 1 + pick.int(Math.min(pool.length, mission.start.length)) }, () => pool.splice(pick.int(pool.length), 1)[0]!);
      const joins: SeatAction[] = [...party.map((hero, i) => ({ seat: `h${i + 1}`, type: 'join' as const, hero })), { seat: MASTER, type: 'start' }];
      let s = play(lobby, ...joins);
      const log: SeatAction[] = [];
      for (let i = 0; i < 250 && s.phase === 'playing'; i++) {
        const seat = s.turn!.seat;
        const acts = legalActions(s, seat).filter((a) => a.type !== 'declare');
        assert.ok(acts.length > 0, `seat ${seat} has nothing to do`);
        const action = { seat, ...acts[pick.int(acts.length)]! } as SeatAction;
        const r = apply(s, action);
        assert.ok(r.ok, `legal action refused on ${mission.id}: ${JSON.stringify(action)} ${!r.ok && r.error.message}`);
        log.push(action);
        s = r.state;
        accepted++;
      }
      assert.deepEqual(play(play(lobby, ...joins), ...log), s);
    }
    assert.ok(accepted > 2_000, `only ${accepted} actions played`);
  });
});

describe('the classic turn loop', () => {
  test("a creature killed by poison as the master's turn begins costs the master nothing: its turn goes on for the other creatures", () => {
    const m = mission({
      map: { rows: ['.....'], rooms: [], doors: [] },
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 3, y: 0 },
        { kind: 'orco', x: 4, y: 0 },
      ],
    });
    const poison = cardDeck('veleno', [{ type: 'status', status: 'poison', rounds: 2, amount: 1 }]);
    let s = play(
      createGame({ mission: m, heroes, creatures, ruleset: classic, decks: [poison], seed: 'p' }),
      { seat: 'h1', type: 'join', hero: 'barbaro' },
      { seat: MASTER, type: 'start' },
    );
    s = play(s, { seat: MASTER, type: 'play_card', deck: 'veleno', target: 'm1' }, { seat: 'h1', type: 'end_turn' });
    // the goblin has 1 body point: the poison kills it, and the master's turn is still under way for the orc
    assert.deepEqual(
      s.units.filter((u) => u.side === 'master').map((u) => u.alive),
      [false, true],
    );
    assert.equal(s.turn!.seat, MASTER);
  });
});
