/**
 * What each seat may see (spec 000, "Rooms"; README "Corridors"): built from an allow-list of the state.
 * Corridors are always visible; a room and its contents only once revealed. The master of a room whose quest book
 * is open sees everything but the PRNG; hero seats, the host of an `auto` mission and the master of a room whose
 * quest book is closed see what the heroes see (the master keeps its tools: decks, pending custom effects, the
 * spells and items it may teach or give). A spectator ({@link SPECTATOR}) is built as a hero seat is: it sees exactly
 * what every hero sees in common, with role `spectator`. docs/protocol.md, "The view", "The quest book" and "Watching".
 * @module
 */
import { moduleIdOf, moduleOf, movementRollOf } from './registry.ts';
import { ownValue } from '../../content/own.ts';
import { roomIdOf } from './board.ts';
import { missionAsKnown } from './objective-view.ts';
import type { EventSight, EventVisibility } from './module.ts';
import { MASTER, SPECTATOR, type GameEvent, type GameState, type ModuleEvent, type SeatId, type TurnState, type Unit } from './types.ts';
import type { View } from './view-types.ts';
import { REACTION_SECONDS } from './reaction-time.ts';

/** Whether `seat` is the master of a mission that has one (not the host of an `auto` mission): it has the master's tools. */
export function isMasterSeat(state: GameState, seat: SeatId): boolean {
  return seat === MASTER && !state.setup.mission.auto;
}

/** Whether `seat` sees everything: the master of a mission that has one, in a room whose quest book is open. */
export function seesAll(state: GameState, seat: SeatId): boolean {
  return isMasterSeat(state, seat) && state.questBook !== 'closed';
}

/** Whether square `[x, y]` is visible to the heroes: a corridor, or a square of a revealed room. */
export function isSquareVisibleToHeroes(state: GameState, x: number, y: number): boolean {
  const board = state.setup.board;
  const area = board.areas[y * board.width + x];
  if (area === undefined || area < 0) return false;
  const room = roomIdOf(board, area);
  return room === null || state.revealed.includes(room);
}

/** Whether some square `unit` covers (its `span` × `span` block: engine/core/footprint.ts) is visible to the heroes. */
export function isUnitInHeroesSight(state: GameState, unit: Pick<Unit, 'x' | 'y' | 'span'>): boolean {
  const span = unit.span ?? 1;
  for (let dy = 0; dy < span; dy++) for (let dx = 0; dx < span; dx++) if (isSquareVisibleToHeroes(state, unit.x + dx, unit.y + dy)) return true;
  return false;
}

/**
 * Whether `seat` can see `unit`: heroes always; creatures and NPCs when a square they cover is visible; in either
 * case not when the ruleset module conceals it from the seat (`RulesetModule.conceals`).
 */
export function isUnitVisibleTo(state: GameState, seat: SeatId, unit: Unit): boolean {
  if (seesAll(state, seat)) return true;
  if (!((unit.side === 'heroes' && !unit.npc) || isUnitInHeroesSight(state, unit))) return false;
  const conceals = moduleOf(state).conceals;
  return conceals === undefined || !conceals(state, seat, unit);
}

const NO_SEATS: SeatId[] = [];

/**
 * The view of `seat`: a new object holding only what that seat may see. Never holds the PRNG; for a hero seat,
 * no creature outside corridors and revealed rooms and no undiscovered secret door.
 */
export function viewFor(state: GameState, seat: SeatId): View {
  const all = seesAll(state, seat);
  const master = isMasterSeat(state, seat);
  const { mission, roster, start } = state.setup;
  const taken = new Set(state.seats.map((s) => s.hero));
  const full = state.seats.length >= start.length || state.phase !== 'lobby';
  // in a started game, only the heroes of released seats and of the computer's may be taken (over)
  const free = state.phase === 'playing' ? state.seats.filter((s) => s.vacant || s.computer).map((s) => s.hero) : null;
  const units = state.units.filter((u) => isUnitVisibleTo(state, seat, u));
  return {
    seat,
    role: seat === MASTER ? (mission.auto ? 'host' : 'master') : seat === SPECTATOR ? 'spectator' : 'hero',
    questBook: state.questBook === 'closed' ? 'closed' : 'open',
    seq: state.seq,
    phase: state.phase,
    // the master's notes are part of the quest book
    // and the objective told as far as the heroes know it: no room, creature, item or square they have not found
    mission: all ? mission : missionAsKnown(state, units),
    board: boardFor(state, all),
    revealed: state.revealed,
    seats: state.seats,
    turnSeconds: state.turnSeconds ?? null,
    reactionSeconds: state.reactionSeconds ?? REACTION_SECONDS,
    // who is connected and when the turn began are the server's to know (cms/rooms/authority.ts fills them)
    presence: NO_SEATS,
    turnStartedAt: null,
    computer: mission.auto || state.computer === true,
    heroSeats: start.length,
    freeHeroes: (free ? roster.filter((h) => free.includes(h.id)) : full ? [] : roster.filter((h) => !taken.has(h.id))).map((h) => ({
      id: h.id,
      name: h.name,
    })),
    heroPieces: state.setup.heroPieces ?? NO_PIECES,
    units,
    round: state.round,
    turn: turnFor(state, seat, all, master),
    result: state.result,
    module: moduleIdOf(state),
    rules: moduleOf(state).view?.(state, seat) ?? null,
    ruleset: memo(rulesetViews, state.setup.ruleset, () => {
      const { ruleset } = state.setup;
      return { id: ruleset.id, name: ruleset.name, combatDie: moduleOf(state).combatDie?.(ruleset)?.faces ?? [], heroMovement: movementRollOf(state) };
    }),
    partyGold: state.partyGold,
    catalog: catalogFor(state, master),
    decks: master
      ? memo(deckViews, state.decks, () =>
          state.setup.decks.map((d) => ({
            id: d.id,
            name: d.name,
            draw: ownValue(state.decks, d.id)!.draw.length,
            discard: ownValue(state.decks, d.id)!.discard.length,
          })),
        )
      : [],
    pending: master ? state.pending : [],
    objects: objectsFor(state, all),
  };
}

// The parts of a view that change rarely are made once per value of what they read (the state is immutable: a part
// that changed is a new object), so consecutive views of a seat share them, and a delta between two views skips
// them without walking them (docs/protocol.md, "Deltas").
const NO_PIECES: View['heroPieces'] = {};
const rulesetViews = new WeakMap<GameState['setup']['ruleset'], View['ruleset']>();
const deckViews = new WeakMap<GameState['decks'], View['decks']>();
const boardViews = new WeakMap<boolean[], WeakMap<boolean[], [all: View['board']['doors'] | null, heroes: View['board']['doors'] | null]>>();
const heroRooms = new WeakMap<GameState['setup']['board'], WeakMap<string[], View['board']['rooms']>>();
const boardShapes = new WeakMap<View['board']['doors'], WeakMap<View['board']['rooms'], View['board']>>();
const objectViews = new WeakMap<GameState['objects'], WeakMap<string[], [all: View['objects'] | null, heroes: View['objects'] | null]>>();
const heroCatalogs = new WeakMap<Unit[], View['catalog']>();
const masterCatalogs = new WeakMap<GameState['setup'], View['catalog']>();

/** The value kept for `key` in `map`, made by `make` the first time. */
function memo<K extends object, V>(map: WeakMap<K, V>, key: K, make: () => V): V {
  let value = map.get(key);
  if (value === undefined) map.set(key, (value = make()));
  return value;
}

/** The value kept for (`a`, `b`) and the master's or the heroes' side, made by `make` the first time. */
function memoSide<A extends object, B extends object, V>(map: WeakMap<A, WeakMap<B, [V | null, V | null]>>, a: A, b: B, all: boolean, make: () => V): V {
  const pair = memo(
    memo(map, a, () => new WeakMap()),
    b,
    () => [null, null] as [V | null, V | null],
  );
  const i = all ? 0 : 1;
  return (pair[i] ??= make());
}

/** The board as a seat sees it: its geometry, and the doors it knows of (secret ones once found) open or closed. */
function boardFor(state: GameState, all: boolean): View['board'] {
  const { board } = state.setup;
  const doors = memoSide(boardViews, state.doorsOpen, state.doorsFound, all, () =>
    board.doors.map((d, i) => ({ id: d.id, between: d.between, open: state.doorsOpen[i]!, secret: d.secret })).filter((_, i) => all || state.doorsFound[i]),
  );
  const rooms = all
    ? board.rooms
    : memo(
        memo(heroRooms, board, () => new WeakMap()),
        state.revealed,
        () => roomsAsKnown(state),
      );
  return memo(
    memo(boardShapes, doors, () => new WeakMap()),
    rooms,
    () => ({ width: board.width, height: board.height, areas: board.areas, rooms, doors, ...(board.difficult ? { difficult: board.difficult } : {}) }),
  );
}

/**
 * The rooms as the heroes know them: a room not revealed yet has no name and an id that says nothing (`#3`, its area
 * number, which the squares already give), so its id and name reach no seat before it is revealed.
 */
function roomsAsKnown(state: GameState): View['board']['rooms'] {
  return state.setup.board.rooms.map((r, i) => (state.revealed.includes(r.id) ? r : { id: `#${i + 1}`, name: null }));
}

/** The objects a seat can see (hidden ones only for the master who reads the quest book). */
function objectsFor(state: GameState, all: boolean): View['objects'] {
  return memoSide(objectViews, state.objects, state.revealed, all, () =>
    state.setup.objects.flatMap((o, i) => {
      const st = state.objects[i]!;
      if (!all && (st.hidden || !isSquareVisibleToHeroes(state, o.x, o.y))) return [];
      if (all) return [{ ...o, id: st.id, hidden: st.hidden, done: st.done }];
      // what a chest or a trap does is found out by searching or stepping on it, not read off the view: neither its
      // effects nor, until then, its text ("in the empty sarcophagus lies the crypt's great key")
      const { effects, text, ...seen } = o;
      const told = text !== undefined && (st.done || effects === undefined || effects.length === 0);
      return [{ ...seen, ...(told ? { text } : {}), id: st.id, hidden: st.hidden, done: st.done }];
    }),
  );
}

/**
 * The turn as `seat` sees it: whole for a master who reads the quest book; for the master's own turn, the creatures'
 * moves (steps taken, attacked) only for the master (a closed quest book shows only found creatures'); for
 * other seats, no creature's.
 */
function turnFor(state: GameState, seat: SeatId, all: boolean, master: boolean): View['turn'] {
  const turn = state.turn;
  if (!turn || all || turn.seat !== MASTER) return turn;
  // the unit whose turn it is, when the seat does not see it, is not named
  const unit = turn.unit === null || state.units.some((u) => u.id === turn.unit && isUnitVisibleTo(state, seat, u)) ? turn.unit : null;
  if (!master) return { ...turn, creatures: {}, unit };
  const creatures: TurnState['creatures'] = {};
  for (const [id, used] of Object.entries(turn.creatures)) {
    const unit = state.units.find((u) => u.id === id);
    if (unit && isUnitVisibleTo(state, seat, unit)) creatures[id] = used;
  }
  return { ...turn, creatures };
}

/** The spells and items a view mentions: those the heroes know or carry, and for the master every spell (for Teach) and item. */
function catalogFor(state: GameState, master: boolean): View['catalog'] {
  const { spells, items } = state.setup;
  if (master) return memo(masterCatalogs, state.setup, () => ({ spells, items }));
  return memo(heroCatalogs, state.units, () => heroCatalog(state));
}

/**
 * The spells the heroes know and the items they carry, from the setup's lists; and the items the mission's victory or
 * defeat names (`has_item`): the objective tells the heroes to obtain them, so their names are theirs to read (the
 * objective's card names them, never by id).
 */
function heroCatalog(state: GameState): View['catalog'] {
  const { spells, items, mission } = state.setup;
  const known = new Set<string>();
  const carried = new Set<string>(objectiveItems(mission));
  for (const u of state.units) {
    for (const s of u.spells) known.add(s.id);
    for (const i of u.items) carried.add(i);
  }
  return { spells: spells.filter((s) => known.has(s.id)), items: items.filter((i) => carried.has(i.id)) };
}

/** The items a mission's victory and defeat name (`has_item` conditions). */
function objectiveItems(mission: GameState['setup']['mission']): string[] {
  const conditions = [...(typeof mission.win === 'object' ? mission.win.conditions : []), ...mission.lose];
  return conditions.flatMap((c) => (c.type === 'has_item' ? [c.item] : []));
}

/**
 * The events of one action that `seat` may see, given `state`, the state after them. A hero seat drops events about
 * creatures it cannot see, and sees only the visible squares of a creature's path. Every core event type is decided
 * explicitly (the compiler checks the list is whole), and a module's own events by the module's rules
 * (`RulesetModule.events`, whole for the types it declares): an event nobody decided never reaches a hero seat.
 */
export function eventsFor(state: GameState, seat: SeatId, events: readonly GameEvent[]): GameEvent[] {
  if (seesAll(state, seat)) return events.slice();
  const visible = (id: string) => {
    const u = state.units.find((x) => x.id === id);
    return u !== undefined && isUnitVisibleTo(state, seat, u);
  };
  const rules = moduleOf(state).events;
  let sight: EventSight | undefined;
  const out: GameEvent[] = [];
  for (const e of events) {
    switch (e.type) {
      case 'unit_moved':
        if (visible(e.unit)) out.push({ ...e, path: e.path.filter(([x, y]) => isSquareVisibleToHeroes(state, x, y)) });
        break;
      case 'attack':
        if (visible(e.attacker) && visible(e.target)) out.push(e);
        break;
      case 'turn_started':
      case 'turn_ended':
        // under a d20 ruleset it names the acting unit
        if (e.unit === undefined || visible(e.unit)) out.push(e);
        break;
      case 'spell_cast':
      case 'item_used':
        if (visible(e.unit) && (e.target === null || visible(e.target))) out.push(e);
        break;
      case 'custom':
        // a custom effect is for the master to resolve (whether or not it reads the quest book)
        if (isMasterSeat(state, seat)) out.push(e);
        break;
      case 'trap_sprung':
      case 'searched':
        if (visible(e.unit)) out.push(e);
        break;
      case 'object_found':
        if (visible(e.by)) out.push(e);
        break;
      case 'unit_died':
      case 'damaged':
      case 'healed':
      case 'stat_changed':
      case 'stat_expired':
      case 'status_applied':
      case 'status_tick':
      case 'status_ended':
      case 'turn_skipped':
      case 'teleported':
      case 'item_gained':
      case 'spawned':
      case 'regenerated':
      case 'awakened':
      case 'thawed':
      case 'resource_changed':
      case 'revived':
        if (visible(e.unit)) out.push(e);
        break;
      case 'gold_gained':
      case 'effect_skipped':
        if (e.unit === null || visible(e.unit)) out.push(e);
        break;
      case 'spell_taught':
        if (visible(e.unit)) out.push(e);
        break;
      case 'custom_resolved':
        // the custom effect itself went to the master only
        if (isMasterSeat(state, seat)) out.push(e);
        break;
      // what happens in the open: the lobby, the dice a hero rolls to move, doors and rooms the heroes open, the
      // mission's events and messages, cards played, and the end
      case 'seat_joined':
      case 'game_started':
      case 'movement_rolled':
      case 'door_opened':
      case 'room_revealed':
      case 'mission_event':
      case 'message':
      case 'card_drawn':
      case 'deck_shuffled':
      case 'game_over':
      // the table's answers to absent players: seats released, creatures handed over, the computer's turns
      case 'seat_released':
      case 'creatures_handed':
      case 'computer_turn':
        out.push(e);
        break;
      default: {
        // every core event type is decided above (a new one fails to compile here until it is); a module's own event
        // goes by its module's rule, and one no rule decides is not seen
        const own: ModuleEvent = e;
        const rule = rules?.[own.type] as EventVisibility<ModuleEvent> | undefined;
        if (
          rule?.(
            own,
            (sight ??= {
              sees: visible,
              get master() {
                return isMasterSeat(state, seat);
              },
            }),
          )
        )
          out.push(e);
      }
    }
  }
  return out;
}
