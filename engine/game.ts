/**
 * Creating a game from a mission (spec 000, "Missions").
 * @module
 */
import type { Creature, Hero, Mission, Ruleset } from '../content/schemas/index.ts';
import { compileBoard } from './board.ts';
import { seedRng } from './rng.ts';
import type { GameState, Unit } from './types.ts';

/** What {@link createGame} needs: a validated mission, the heroes on offer, the creature kinds, the ruleset and a seed. */
export interface GameInput {
  mission: Mission;
  /** The heroes players may pick from, in the order they are offered. */
  heroes: Hero[];
  /** Creature kinds; at least every kind the mission places. */
  creatures: Creature[];
  ruleset: Ruleset;
  /** Any string; the same seed and actions always give the same game. */
  seed: string;
}

/**
 * Builds the lobby state of a mission: the board, the creatures on their squares (`m1`, `m2`, ... in mission
 * order), no hero seat yet, round 0. Heroes join with `join` actions and the master starts with `start`.
 * @throws Error when the mission places a creature kind missing from `creatures`, or names another ruleset.
 */
export function createGame(input: GameInput): GameState {
  const { mission, heroes, creatures, ruleset, seed } = input;
  if (mission.ruleset !== ruleset.id) throw new Error(`mission "${mission.id}" is played by ruleset "${mission.ruleset}", not "${ruleset.id}"`);
  const kinds = new Map(creatures.map((c) => [c.id, c]));
  const units: Unit[] = mission.monsters.map((m, i) => {
    const kind = kinds.get(m.kind);
    if (!kind) throw new Error(`mission "${mission.id}": monsters[${i}] is of kind "${m.kind}", which is not among the creatures`);
    return {
      id: `m${i + 1}`,
      side: 'master',
      kind: kind.id,
      name: kind.name,
      x: m.x,
      y: m.y,
      body: kind.body,
      maxBody: kind.body,
      mind: kind.mind,
      attack: kind.attack,
      defence: kind.defence,
      move: kind.move,
      color: kind.color ?? null,
      tag: m.tag ?? null,
      alive: true,
    };
  });
  const board = compileBoard(mission.map);
  return {
    setup: {
      mission: { id: mission.id, name: mission.name, description: mission.description ?? null, auto: mission.auto, win: mission.win, lose: mission.lose },
      ruleset,
      board,
      start: mission.start,
      roster: heroes,
    },
    rng: seedRng(seed),
    phase: 'lobby',
    seats: [],
    units,
    doorsOpen: board.doors.map(() => false),
    revealed: [],
    round: 0,
    turn: null,
    result: null,
    seq: 0,
  };
}
