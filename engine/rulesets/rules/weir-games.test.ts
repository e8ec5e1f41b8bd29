/**
 * Random games of The Embervale Weir (`la-diga-di-valbrace`, the default pack's feature-complete Embervale): random
 * parties of one to four Embervale heroes, random legal actions of the seat on turn (and, one time in two it has one,
 * the answer of a hero seat offered a reaction), fixed seeds, to the game's end or 400 actions. `apply` accepts every
 * listed action and never throws; replaying the log (every action from the freshly made game) gives the same final
 * state; and over the games the weir's features were played: parting blows, reactions offered to heroes, pillar
 * or partial cover, the troll's 2×2 block, Hearth-ward held by concentration, stances changed.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import { deepFreeze } from '../../../test/support/fixtures.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { apply, createGame, legalActions, type GameEvent, type GameState, type SeatAction } from '../../index.ts';

const pack = loadDefaultPack();
const mission = pack.missions.find((m) => m.id === 'la-diga-di-valbrace')!;
const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
const HEROES = ['orsola', 'bram', 'mirella', 'tessa'];
const GAMES = 20;
const LIMIT = 400;

/** Applies `action` to `state`, asserting it is accepted. */
function accepted(state: GameState, action: SeatAction, why: string): { state: GameState; events: GameEvent[] } {
  let r: ReturnType<typeof apply>;
  assert.doesNotThrow(() => {
    r = apply(state, action);
  }, why);
  assert.ok(r!.ok, `${why}: ${JSON.stringify(action)} refused: ${!r!.ok && `${r!.error.code} ${r!.error.message}`}`);
  return { state: r!.state, events: r!.events };
}

/** One random game: its log, its final state and the events it produced. */
function randomGame(g: number): { log: SeatAction[]; state: GameState; events: GameEvent[] } {
  const pick = new Rng(seedRng(`weir-random-${g}`));
  const shuffled = [...HEROES];
  for (let i = shuffled.length - 1; i > 0; i--) {
    const j = pick.int(i + 1);
    [shuffled[i], shuffled[j]] = [shuffled[j]!, shuffled[i]!];
  }
  const party = shuffled.slice(0, 1 + pick.int(HEROES.length));
  const log: SeatAction[] = [];
  const events: GameEvent[] = [];
  let s = deepFreeze(createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, seed: `weir-random-${g}` }));
  const play = (action: SeatAction, why: string) => {
    const r = accepted(s, action, why);
    log.push(action);
    events.push(...r.events);
    s = deepFreeze(r.state);
  };
  party.forEach((hero, i) => play({ seat: `h${i + 1}`, type: 'join', hero } as SeatAction, `game ${g}: join`));
  play({ seat: 'h1', type: 'start' } as SeatAction, `game ${g}: start`);
  for (let i = 0; i < LIMIT && s.phase === 'playing'; i++) {
    const offered = s.seats.map((x) => x.id).filter((seat) => legalActions(s, seat).some((a) => a.type === 'react'));
    const seat = offered.length > 0 && pick.int(2) === 0 ? offered[pick.int(offered.length)]! : s.turn!.seat;
    const listed = legalActions(s, seat);
    const acts = listed.filter((a) => a.type !== 'end_turn' || pick.int(4) === 0);
    const action = acts.length > 0 ? acts[pick.int(acts.length)]! : listed.find((a) => a.type === 'end_turn')!;
    assert.ok(action, `game ${g}: ${seat} has something to do`);
    play({ seat, ...action } as SeatAction, `game ${g}, action ${i}`);
  }
  return { log, state: s, events };
}

describe('random games of The Embervale Weir', () => {
  test(`${GAMES} games (fixed seeds, random parties and legal actions): every listed action is accepted, and the log replays to the same state`, (t) => {
    const seen = new Map<string, number>();
    const count = (what: string) => seen.set(what, (seen.get(what) ?? 0) + 1);
    let over = 0;
    for (let g = 0; g < GAMES; g++) {
      const { log, state, events } = randomGame(g);
      if (state.phase === 'over') over++;
      // the log replays from the freshly made game to the same final state
      let replayed = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, seed: `weir-random-${g}` });
      for (const [i, action] of log.entries()) replayed = accepted(replayed, action, `game ${g}, replaying action ${i}`).state;
      assert.deepEqual(replayed, state, `game ${g}: the replay ends where the game did`);
      // the troll keeps its 2×2 block wherever it went
      const troll = state.units.find((u) => u.kind === 'fen-troll')!;
      assert.equal(troll.span, 2, `game ${g}: the troll covers 2 × 2`);
      for (const e of events) {
        if (e.type === 'reaction_taken') count('reaction_taken');
        if (e.type === 'reaction_offered') count('reaction_offered');
        if (e.type === 'concentration_started') count('concentration_started');
        if (e.type === 'stance_changed') count('stance_changed');
        if (e.type === 'rules_attack' && e.cover) count(`cover ${e.cover.id}`);
        if (e.type === 'rules_attack' && e.attacker === troll.id) count('troll strikes');
      }
    }
    t.diagnostic(`${over} of ${GAMES} games ended; ${JSON.stringify(Object.fromEntries(seen))}`);
    for (const what of ['reaction_taken', 'reaction_offered', 'concentration_started', 'stance_changed', 'troll strikes'])
      assert.ok((seen.get(what) ?? 0) > 0, `${what} happened in some game`);
    assert.ok((seen.get('cover pillar') ?? 0) + (seen.get('cover partial') ?? 0) > 0, 'a strike met cover');
  });
});
