/**
 * Creating a game from a mission (spec 000, "Missions").
 * @module
 */
import type { Creature, Deck, Hero, Item, Mission, Ruleset, Spell } from '../../content/schemas/index.ts';
import { withoutAuthorNotes } from '../../content/author-notes.ts';
import { ownValue } from '../../content/own.ts';
import { compileBoard } from './board.ts';
import { shuffleDeck } from './dice.ts';
import { Rng, seedRng } from './rng.ts';
import { creatureUnit, npcUnit } from './units.ts';
import { moduleIdFor, rulesetModule, rulesetModuleIds } from './registry.ts';
import type { CampaignFight, DeckState, GameState, HeroPiece, QuestBook, Setup } from './types.ts';

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
   * Whether the master reads the quest book (see `GameState.questBook`); `open` unless given. A room's creator closes
   * it by choice (a tournament, a master who should not read ahead).
   */
  questBook?: QuestBook;
  /** The room's turn time limit in seconds (see `GameState.turnSeconds`); none unless given. */
  turnSeconds?: number | null;
  /** The seconds a seat has to answer a prompt before the room declines it (see `GameState.reactionSeconds`); 20 unless given. */
  reactionSeconds?: number;
  /**
   * A campaign fight (`engine/campaign/fight.ts` builds it): each hero's current hit points, mana or stamina
   * and poison, the Company's provisions for fleeing. Only the heroes it lists, and only the living, are offered;
   * each comes on the board as it stands. Under a d20 ruleset only.
   */
  campaign?: CampaignFight;
}

/**
 * Builds the lobby state of a mission: the board, the creatures on their squares (`m1`, `m2`, ... in mission
 * order), no hero seat yet, round 0. Heroes join with `join` actions and the master starts with `start`.
 * @throws Error when the mission places a creature kind missing from `creatures` (or, under a d20 ruleset, one
 *   without d20 numbers), names another ruleset, or a difficulty tier its d20 ruleset does not have.
 */
export function createGame(input: GameInput): GameState {
  const { mission, seed, questBook = 'open', turnSeconds = null, reactionSeconds, campaign } = input;
  // a game keeps no notes for authors: nothing of it reaches a seat that players must not read
  const shown = <T>(docs: readonly T[]): T[] => docs.map((d) => withoutAuthorNotes(d));
  const [heroes, creatures, spells, items, decks] = [
    shown(input.heroes),
    shown(input.creatures),
    shown(input.spells ?? []),
    shown(input.items ?? []),
    shown(input.decks ?? []),
  ];
  const ruleset = withoutAuthorNotes(input.ruleset);
  if (mission.ruleset !== ruleset.id) throw new Error(`mission "${mission.id}" is played by ruleset "${mission.ruleset}", not "${ruleset.id}"`);
  // the ruleset module is chosen here, once, and kept in the setup; it checks the mission can be played by it
  const module = rulesetModule(moduleIdFor(ruleset));
  const moduleData = module.prepare?.({ ruleset, mission, heroes, creatures }) ?? null;
  const setupOf = (roster: Hero[], heroPieces: Record<string, HeroPiece>): Setup => ({
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
      setting: mission.setting ?? 'dungeon',
    },
    ruleset,
    module: module.id,
    moduleData,
    board: compileBoard(mission.map),
    start: mission.start,
    roster,
    heroPieces,
    objects: mission.objects,
    events: mission.events,
    searchDeck: mission.search_deck ?? null,
    npcMovers: Object.fromEntries(mission.npcs.map((n, i) => [`n${i + 1}`, n.moved_by])),
    creatures,
    // each ruleset's games know only their own kind of spell (d20's cost mana, the classic rules' have uses): Teach too
    spells: spells.filter((sp) => (module.offersSpell ? module.offersSpell(sp) : sp.cost === undefined)),
    items,
    decks,
    ...(campaign ? { campaign } : {}),
  });
  // a room offers the heroes its module can play (by default those written for its ruleset or for none), their
  // pieces worked out now, once (a hero the ruleset cannot play is refused when the room is made, not at start)
  const draftSetup = setupOf([], {});
  if (campaign && !module.campaignFights) {
    const fighting = rulesetModuleIds().filter((id) => rulesetModule(id).campaignFights);
    throw new Error(`a campaign fight is played under the ${fighting.map((id) => `"${id}"`).join(' or ')} rules, not "${ruleset.id}"'s`);
  }
  const offered = heroes.filter((h) =>
    module.offersHero ? module.offersHero(draftSetup, h) : h.ruleset === ruleset.id || (h.ruleset === undefined && !module.ownHeroesOnly),
  );
  // a campaign fight offers its Company's living heroes only
  const roster = campaign ? offered.filter((h) => (ownValue(campaign.heroes, h.id)?.hp ?? 0) > 0) : offered;
  const heroPieces: Record<string, HeroPiece> = {};
  if (module.heroPiece) {
    // in a campaign fight the module brings each hero as it stands (`setup.campaign`)
    for (const h of roster) heroPieces[h.id] = { body: h.body, maxBody: h.body, ...module.heroPiece(draftSetup, h) };
  }
  const setup = setupOf(roster, heroPieces);
  const kinds = new Map(creatures.map((c) => [c.id, c]));
  const units = mission.monsters.map((m, i) => {
    const kind = kinds.get(m.kind);
    if (!kind) throw new Error(`mission "${mission.id}": monsters[${i}] is of kind "${m.kind}", which is not among the creatures`);
    const problem = module.creatureProblem?.(setup, kind, m) ?? null;
    if (problem !== null) throw new Error(`mission "${mission.id}": monsters[${i}]: ${problem}`);
    return { ...creatureUnit(`m${i + 1}`, kind, m.x, m.y, m.tag ?? null), ...module.creaturePiece?.(setup, kind, m) };
  });
  const npcs = mission.npcs.map((n, i) => npcUnit(`n${i + 1}`, n));
  const rng = new Rng(seedRng(seed));
  const deckStates: Record<string, DeckState> = {};
  for (const d of decks)
    deckStates[d.id] = {
      draw: shuffleDeck(
        rng,
        d.cards.flatMap((c) => Array<string>(c.copies).fill(c.id)),
      ),
      discard: [],
    };
  const board = setup.board;
  return {
    setup,
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
    turnSeconds,
    ...(reactionSeconds === undefined ? {} : { reactionSeconds }),
  };
}
