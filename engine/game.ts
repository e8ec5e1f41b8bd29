/**
 * Creating a game from a mission (spec 000, "Missions").
 * @module
 */
import type { Creature, Deck, Hero, Item, Mission, Ruleset, Spell } from '../content/schemas/index.ts';
import { compileBoard } from './board.ts';
import { shuffleDeck } from './dice.ts';
import { Rng, seedRng } from './rng.ts';
import { creatureUnit, npcUnit } from './units.ts';
import { isD20Extra } from '../content/schemas/rules/d20.ts';
import { d20BoardOf } from './d20/board.ts';
import { creatureD20, heroD20 } from './d20-play/pieces.ts';
import type { DeckState, GameState, HeroPiece, QuestBook } from './types.ts';

/** What {@link createGame} needs: a validated mission, the heroes on offer, the creature kinds, the ruleset and a seed. */
export interface GameInput {
  mission: Mission;
  /** The heroes players may pick from, in the order they are offered. */
  heroes: Hero[];
  /** Creature kinds; at least every kind the mission places. */
  creatures: Creature[];
  ruleset: Ruleset;
  /** Spells heroes know or may be taught. */
  spells?: Spell[];
  /** Items heroes carry or may receive. */
  items?: Item[];
  /** Card decks the master and `draw` effects use; each is shuffled at creation. */
  decks?: Deck[];
  /** Any string; the same seed and actions always give the same game. */
  seed: string;
  /**
   * Whether the master reads the quest book (see `GameState.questBook`); `open` unless given. The server closes it
   * for rooms made by someone who may not read the mission in full.
   */
  questBook?: QuestBook;
}



/**
 * Builds the lobby state of a mission: the board, the creatures on their squares (`m1`, `m2`, ... in mission
 * order), no hero seat yet, round 0. Heroes join with `join` actions and the master starts with `start`.
 * @throws Error when the mission places a creature kind missing from `creatures` (or, under a d20 ruleset, one
 *   without d20 numbers), names another ruleset, or a difficulty tier its d20 ruleset does not have.
 */
export function createGame(input: GameInput): GameState {
  const { mission, heroes, creatures, ruleset, seed, spells = [], items = [], decks = [], questBook = 'open' } = input;
  if (mission.ruleset !== ruleset.id) throw new Error(`mission "${mission.id}" is played by ruleset "${mission.ruleset}", not "${ruleset.id}"`);
  // a d20 ruleset (rules.extra.board.system "d20") is played by the d20 loop, with its board parsed once here
  const d20 = isD20Extra(ruleset.rules?.extra) ? d20BoardOf(ruleset) : null;
  if (d20 && mission.tier !== undefined && !d20.tiers.some((t) => t.id === mission.tier)) {
    throw new Error(`mission "${mission.id}": no difficulty tier "${mission.tier}" in ruleset "${ruleset.id}"`);
  }
  // a room offers the heroes written for its mission's ruleset (and, but for a d20 one, those written for none);
  // under a d20 ruleset only heroes with d20 numbers can play, and their pieces are worked out now, once (a hero the
  // ruleset cannot play is refused when the room is made, not when its game starts)
  const roster = heroes.filter((h) => (h.ruleset === ruleset.id || (h.ruleset === undefined && d20 === null)) && (d20 === null || h.d20 !== undefined));
  const heroPieces: Record<string, HeroPiece> = {};
  if (d20) for (const h of roster) heroPieces[h.id] = heroD20(d20, h);
  const kinds = new Map(creatures.map((c) => [c.id, c]));
  const units = mission.monsters.map((m, i) => {
    const kind = kinds.get(m.kind);
    if (!kind) throw new Error(`mission "${mission.id}": monsters[${i}] is of kind "${m.kind}", which is not among the creatures`);
    const unit = creatureUnit(`m${i + 1}`, kind, m.x, m.y, m.tag ?? null);
    return d20 ? { ...unit, ...creatureD20(d20, kind, mission.tier ?? null) } : unit;
  });
  const npcs = mission.npcs.map((n, i) => npcUnit(`n${i + 1}`, n));
  const rng = new Rng(seedRng(seed));
  const deckStates: Record<string, DeckState> = {};
  for (const d of decks) deckStates[d.id] = { draw: shuffleDeck(rng, d.cards.flatMap((c) => Array<string>(c.copies).fill(c.id))), discard: [] };
  const board = compileBoard(mission.map);
  return {
    setup: {
      mission: {
        id: mission.id,
        name: mission.name,
        description: mission.description ?? null,
        auto: mission.auto,
        win: mission.win,
        lose: mission.lose,
        wanderingMonster: mission.wandering_monster ?? null,
        notes: mission.notes ?? [],
        tier: mission.tier ?? null,
      },
      ruleset,
      d20,
      board,
      start: mission.start,
      roster,
      heroPieces,
      objects: mission.objects,
      events: mission.events,
      searchDeck: mission.search_deck ?? null,
      npcMovers: Object.fromEntries(mission.npcs.map((n, i) => [`n${i + 1}`, n.moved_by])),
      creatures,
      // a d20 ruleset's spells cost mana; the classic rules' have uses: each room knows only its own kind (Teach too)
      spells: spells.filter((sp) => (sp.cost !== undefined) === (d20 !== null)),
      items,
      decks,
    },
    questBook,
    rng: rng.state(),
    phase: 'lobby',
    seats: [],
    units: [...units, ...npcs],
    doorsOpen: board.doors.map(() => false),
    doorsFound: board.doors.map((d) => !d.secret),
    objects: mission.objects.map((o, i) => ({ id: `o${i + 1}`, hidden: o.hidden ?? false, done: false })),
    searched: {},
    fired: mission.events.map(() => false),
    npcMoved: {},
    revealed: [],
    round: 0,
    turn: null,
    result: null,
    decks: deckStates,
    partyGold: 0,
    pending: [],
    nextPending: 1,
    seq: 0,
  };
}
