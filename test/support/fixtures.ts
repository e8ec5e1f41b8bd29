/**
 * Small hand-made content for engine tests: the classic ruleset, two heroes, two creature kinds,
 * and a helper that builds a mission from a few rows of map.
 */
import { Creature, Deck, Hero, Item, Mission, Ruleset, Spell, type Effect, type Pack } from '../../content/schemas/index.ts';
import { apply, createGame, MASTER, type GameState, type QuestBook, type SeatAction } from '../../engine/index.ts';

const t = (s: string) => ({ it: s, en: s });

export const classic: Ruleset = Ruleset.parse({
  id: 'classic',
  name: t('Classic'),
  combatDie: { faces: ['skull', 'skull', 'skull', 'white_shield', 'white_shield', 'black_shield'] },
  hit: 'skull',
  heroBlock: 'white_shield',
  creatureBlock: 'black_shield',
  heroMovement: { count: 2, sides: 6 },
});

export const heroes: Hero[] = [
  Hero.parse({ id: 'barbaro', name: t('Barbaro'), body: 8, mind: 2, attack: 3, defence: 2 }),
  Hero.parse({ id: 'nano', name: t('Nano'), body: 7, mind: 3, attack: 2, defence: 2 }),
  Hero.parse({ id: 'elfo', name: t('Elfo'), body: 6, mind: 4, attack: 2, defence: 2 }),
];

export const creatures: Creature[] = [
  Creature.parse({ id: 'goblin', name: t('Goblin'), move: 10, attack: 2, defence: 1, body: 1, mind: 1 }),
  Creature.parse({ id: 'orco', name: t('Orco'), move: 8, attack: 3, defence: 2, body: 1, mind: 2 }),
];

/** Builds a mission from a partial document (map rows, rooms, doors, start, monsters). */
export function mission(doc: Record<string, unknown>): Mission {
  return Mission.parse({ id: 'prova', name: t('Prova'), ...doc });
}

/** Applies actions in order, failing loudly on the first rejection. */
export function play(state: GameState, ...actions: SeatAction[]): GameState {
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** Extra content for a game: heroes to offer instead of the default ones, spells, items, decks, creature kinds. */
export interface Extras {
  heroes?: Hero[];
  creatures?: Creature[];
  spells?: Spell[];
  items?: Item[];
  decks?: Deck[];
}

/** A one-card deck `id` whose card runs `effects`: the master plays it (`play_card`) to run any bricks in a test. */
export function cardDeck(id: string, effects: Effect[]): Deck {
  return Deck.parse({ id, name: t(id), cards: [{ id: 'carta', name: t('Carta'), text: t('Carta'), effects }] });
}

/** A started game of `m` with one hero seat per listed hero id (seats h1, h2, ...). */
export function started(m: Mission, heroIds: string[] = ['barbaro'], seed = 'test', extras: Extras = {}): GameState {
  const lobby = createGame({
    mission: m,
    heroes: extras.heroes ?? heroes,
    creatures: [...creatures, ...(extras.creatures ?? [])],
    spells: extras.spells,
    items: extras.items,
    decks: extras.decks,
    ruleset: classic,
    seed,
  });
  return play(lobby, ...heroIds.map((hero, i) => ({ seat: `h${i + 1}`, type: 'join' as const, hero })), { seat: MASTER, type: 'start' });
}

/**
 * A game of mission `m` of `pack` in the lobby: the pack's heroes, creatures, spells, items and decks, under the
 * pack's ruleset `m.ruleset` (or `options.ruleset`), with `seed` (and `options.questBook`, open unless given).
 */
export function packLobby(pack: Pack, m: Mission, seed: string, options: { ruleset?: Ruleset; questBook?: QuestBook } = {}): GameState {
  return createGame({
    mission: m,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset: options.ruleset ?? pack.rulesets.find((r) => r.id === m.ruleset)!,
    spells: pack.spells,
    items: pack.items,
    decks: pack.decks,
    seed,
    ...(options.questBook ? { questBook: options.questBook } : {}),
  });
}

/** A started game of a mission of `pack` (under its own ruleset) with the roster's first heroes in every start seat (h1, h2, ...). */
export function packGame(pack: Pack, m: Mission, seed: string): GameState {
  const lobby = packLobby(pack, m, seed);
  const joins = lobby.setup.roster.slice(0, m.start.length).map((h, i) => ({ seat: `h${i + 1}`, type: 'join' as const, hero: h.id }));
  return play(lobby, ...joins, { seat: MASTER, type: 'start' });
}

/** Returns a copy of `state` with the current turn's movement set as if `steps` had been rolled. */
export function withSteps(state: GameState, steps: number): GameState {
  return { ...state, turn: { ...state.turn!, roll: [steps], stepsLeft: steps } };
}

/** Deep-freezes a value so any mutation by the engine throws. */
export function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const v of Object.values(value)) deepFreeze(v);
  }
  return value;
}
