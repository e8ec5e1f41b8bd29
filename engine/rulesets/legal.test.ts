/**
 * What is legal is what the reducer accepts, for every ruleset: over random games of the default pack's missions
 * (and, for the `rules` module, a mission with a master and an ally), every action `legalActions` lists for a seat is
 * accepted by `apply`, and every action `apply` accepts among a wide sample (every square of the board for each
 * mover, every unit as a target, every spell, item, deck, door and tool) is listed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import type { Mission, Ruleset } from '../../content/schemas/index.ts';
import { Rng, seedRng } from '../core/rng.ts';
import { Action } from '../core/action.ts';
import { moduleOf } from '../core/registry.ts';
import { apply, legalActions, MASTER, type GameState, type SeatAction } from '../index.ts';
import { deepFreeze, packGame, play } from '../../test/support/fixtures.ts';
import { provaGame, provaHeroes, provaMission } from '../../test/support/rules-fixture.ts';

const pack = loadDefaultPack();

/** The module a pack ruleset plays by, read off its document (as bench/engine.bench.ts does). */
function kindOf(r: Ruleset): string {
  const system = (r.rules?.extra as { board?: { system?: string } } | undefined)?.board?.system;
  if (system) return system;
  return r.combatDie ? 'classic' : 'rules';
}

/**
 * Every action worth sending in `s`, for any seat: each tool and turn action, `move` to every square of the board,
 * `move_creature` of every creature and `move_npc` of every NPC to every square, `attack`, `creature_attack`, `cast`,
 * `use_item`, `teach` at every unit (and with no target), every door, deck, pending effect and seat, and the module's
 * own actions (the ids its candidates name for any unit, at every unit and at none). `join` and `skip_turn`, which
 * `legalActions` leaves to the server, are not among them.
 */
function everyAction(s: GameState): Action[] {
  const board = s.setup.board;
  const squares: [number, number][] = [];
  for (let y = 0; y < board.height; y++) for (let x = 0; x < board.width; x++) squares.push([x, y]);
  const out: Action[] = [
    { type: 'start' },
    { type: 'roll' },
    { type: 'end_turn' },
    { type: 'computer_turn' },
    { type: 'flee' },
    { type: 'search', for: 'treasure' },
    { type: 'search', for: 'traps' },
    { type: 'hand_over', to: 'computer' },
    { type: 'hand_over', to: 'master' },
    { type: 'declare', winner: 'heroes' },
    { type: 'declare', winner: 'master' },
  ];
  for (const d of board.doors) out.push({ type: 'open_door', door: d.id });
  for (const seat of s.seats) out.push({ type: 'release_seat', target: seat.id });
  for (const d of s.setup.decks) out.push({ type: 'play_card', deck: d.id });
  for (const p of s.pending) out.push({ type: 'resolve', id: p.id });
  for (const to of squares) out.push({ type: 'move', to });
  const items = new Set(s.units.flatMap((u) => u.items));
  for (const u of s.units) {
    if (u.npc) for (const to of squares) out.push({ type: 'move_npc', npc: u.id, to });
    else if (u.side === 'master') for (const to of squares) out.push({ type: 'move_creature', creature: u.id, to });
    out.push({ type: 'attack', target: u.id });
    for (const c of s.units) out.push({ type: 'creature_attack', creature: c.id, target: u.id });
    for (const sp of s.setup.spells) out.push({ type: 'cast', spell: sp.id, target: u.id }, { type: 'teach', hero: u.id, spell: sp.id });
    for (const item of items) out.push({ type: 'use_item', item, target: u.id });
  }
  for (const sp of s.setup.spells) out.push({ type: 'cast', spell: sp.id });
  for (const item of items) out.push({ type: 'use_item', item });
  for (const own of Object.values(moduleOf(s).actions ?? {})) {
    const named = new Map<string, Action>();
    for (const u of s.units)
      for (const a of own.candidates(s, u)) named.set(JSON.stringify({ ...a, target: undefined }), { ...a, target: undefined } as Action);
    for (const a of named.values()) {
      out.push(JSON.parse(JSON.stringify(a)) as Action);
      for (const u of s.units) out.push({ ...a, target: u.id } as Action);
    }
  }
  return out;
}

/** An action as `apply` reads it (its schema drops the fields an action type does not have), as JSON. */
const key = (a: Action) => JSON.stringify(Action.parse(a));

/**
 * Checks `s` both ways for the master and every hero seat; adds the types of the accepted actions to `accepted`.
 * @returns the number of actions `apply` accepted.
 */
function checkBothWays(s: GameState, accepted: Set<string>): number {
  let n = 0;
  const sample = everyAction(s);
  for (const seat of [MASTER, ...s.seats.map((x) => x.id)]) {
    const listed = legalActions(s, seat);
    const keys = new Set(listed.map(key));
    assert.equal(keys.size, listed.length, `${seat} is offered an action twice: ${JSON.stringify(listed)}`);
    for (const a of listed) {
      const r = apply(s, { seat, ...a } as SeatAction);
      assert.ok(r.ok, `listed for ${seat} but refused (round ${s.round}): ${key(a)} ${!r.ok && `${r.error.code} ${r.error.message}`}`);
    }
    for (const a of sample) {
      const r = apply(s, { seat, ...a } as SeatAction);
      if (!r.ok) continue;
      n++;
      accepted.add(a.type);
      assert.ok(keys.has(key(a)), `accepted from ${seat} but not listed (round ${s.round}, turn of ${s.turn?.seat}/${s.turn?.unit}): ${key(a)}`);
    }
  }
  return n;
}

/**
 * Plays `games` random games from `start(g)` (random legal actions of the seat on turn, ending a turn one time in
 * four it is offered) and checks every `every`-th state both ways. @returns the accepted action types and counts.
 */
function randomGames(name: string, games: number, every: number, start: (g: number) => GameState): { types: string[]; states: number; accepted: number } {
  const accepted = new Set<string>();
  let states = 0;
  let count = 0;
  for (let g = 0; g < games; g++) {
    const pick = new Rng(seedRng(`legal-${name}-${g}`));
    let s = deepFreeze(start(g));
    for (let i = 0; i < 240 && s.phase === 'playing'; i++) {
      if (i % every === 0) {
        count += checkBothWays(s, accepted);
        states++;
      }
      const seat = s.turn!.seat;
      const listed = legalActions(s, seat).filter((a) => a.type !== 'declare');
      const acts = listed.filter((a) => a.type !== 'end_turn' || pick.int(4) === 0);
      const action = acts.length > 0 ? acts[pick.int(acts.length)]! : { type: 'end_turn' as const };
      s = deepFreeze(play(s, { seat, ...action } as SeatAction));
    }
  }
  return { types: [...accepted].sort(), states, accepted: count };
}

const missionsOf = (kind: string) => pack.missions.filter((m) => kindOf(pack.rulesets.find((r) => r.id === m.ruleset)!) === kind);

describe('the legal actions are what apply accepts, both ways, in random games', () => {
  test('classic: the pack missions with a master and the auto one', (t) => {
    const missions = missionsOf('classic');
    const r = randomGames('classic', missions.length, 12, (g) => packGame(pack, missions[g]!, `legal-classic-${g}`));
    t.diagnostic(`${r.states} states, ${r.accepted} accepted actions: ${r.types.join(' ')}`);
    assert.deepEqual(
      r.types,
      [
        'attack',
        'cast',
        'computer_turn',
        'declare',
        'end_turn',
        'hand_over',
        'move',
        'move_creature',
        'move_npc',
        'open_door',
        'play_card',
        'release_seat',
        'resolve',
        'roll',
        'search',
        'teach',
        'use_item',
      ],
      'the action types accepted somewhere in the sampled states',
    );
  });

  test('d20: the pack missions (auto: the computer plays the creatures)', (t) => {
    const missions = missionsOf('d20');
    const r = randomGames('d20', missions.length, 9, (g) => packGame(pack, missions[g]!, `legal-d20-${g}`));
    t.diagnostic(`${r.states} states, ${r.accepted} accepted actions: ${r.types.join(' ')}`);
    assert.deepEqual(
      r.types,
      ['ability', 'attack', 'cast', 'declare', 'defend', 'end_turn', 'move', 'open_door', 'release_seat', 'roll', 'search'],
      'the action types accepted somewhere in the sampled states',
    );
  });

  test('rules: the pack mission, and one with a master, creatures and an ally the heroes move', (t) => {
    const missions = missionsOf('rules');
    const withMaster = provaMission({
      start: [
        [0, 0],
        [0, 2],
        [0, 4],
      ],
      monsters: [
        { kind: 'goblin', x: 7, y: 0 },
        { kind: 'ogre', x: 9, y: 2 },
        { kind: 'fuoco-fatuo', x: 7, y: 4 },
      ],
      npcs: [{ name: 'Amico', x: 1, y: 1, body: 3, move: 3, def: 1, rules: { disposition: 60, weapon: { damage: '1d6' } } }],
    });
    const party = provaHeroes.slice(0, 3).map((h) => h.id);
    const r = randomGames('rules', missions.length + 2, 9, (g) =>
      g < missions.length ? packGame(pack, missions[g]!, `legal-rules-${g}`) : provaGame(withMaster, party, `legal-rules-${g}`).state,
    );
    t.diagnostic(`${r.states} states, ${r.accepted} accepted actions: ${r.types.join(' ')}`);
    assert.deepEqual(
      r.types,
      // Embervale's stances, and the weir's doors
      ['ability', 'attack', 'computer_turn', 'end_turn', 'hand_over', 'move', 'move_creature', 'open_door', 'release_seat', 'search', 'stance'],
      'the action types accepted somewhere in the sampled states',
    );
  });
});
