/**
 * From the server's legal actions to what the board marks, and from a click on the board to an action.
 * The server's list is the only truth: nothing is marked or sent that it did not offer.
 * @module
 */
import type { Action } from '../engine/index.ts';
import { covers } from '../engine/core/span.ts';
import { NO_MARKS, type BoardMarks, type BoardPick } from './board/index.ts';
import type { Aim, TableState } from './context.ts';

type Legal<T extends Action['type']> = Extract<Action, { type: T }>;

function ofType<T extends Action['type']>(legal: readonly Action[], type: T): Legal<T>[] {
  return legal.filter((a): a is Legal<T> => a.type === type);
}

/** The legal actions of an aimed spell, item or ability (one per target, or one without a target). */
export function aimActions(legal: readonly Action[], aim: Aim): (Legal<'cast'> | Legal<'use_item'> | Legal<'ability'>)[] {
  if (aim.type === 'cast') return ofType(legal, 'cast').filter((a) => a.spell === aim.spell);
  if (aim.type === 'ability') return ofType(legal, 'ability').filter((a) => a.ability === aim.ability);
  return ofType(legal, 'use_item').filter((a) => a.item === aim.item);
}

/** Whether two aims are the same button's (the same spell, item or ability). */
function sameAim(a: Aim, b: Aim): boolean {
  if (a.type === 'cast') return b.type === 'cast' && a.spell === b.spell;
  if (a.type === 'ability') return b.type === 'ability' && a.ability === b.ability;
  return b.type === 'use_item' && a.item === b.item;
}

/** The units an aimed spell, item or ability may be sent at now. */
export function aimTargets(legal: readonly Action[], aim: Aim): string[] {
  return aimActions(legal, aim).flatMap((a) => (a.target === undefined ? [] : [a.target]));
}

/**
 * What pressing a spell, item or ability button does: `send` an action that needs no target, or whose one target the
 * server lists is the seat's own piece (a potion the hero can only drink himself: nothing to aim at); `aim` when the
 * server lists targets (or stop aiming when it was already aimed); nothing when the server offers no such action now.
 */
export function pressOutcome(
  table: Pick<TableState, 'legal' | 'aiming'> & { view: Pick<TableState['view'], 'seat'> },
  aim: Aim,
): { kind: 'send'; action: Action } | { kind: 'aim'; aim: Aim | null } | null {
  const actions = aimActions(table.legal, aim);
  if (actions.length === 0) return null;
  if (table.aiming !== null && sameAim(table.aiming, aim)) return { kind: 'aim', aim: null };
  const untargeted = actions.find((a) => a.target === undefined);
  if (untargeted) return { kind: 'send', action: untargeted };
  if (actions.length === 1 && actions[0]!.target === table.view.seat) return { kind: 'send', action: actions[0]! };
  return { kind: 'aim', aim };
}

/** The creatures the master may still move or attack with this turn. */
export function readyCreatures(legal: readonly Action[]): string[] {
  const ids = new Set<string>();
  for (const a of legal) if (a.type === 'move_creature' || a.type === 'creature_attack') ids.add(a.creature);
  return [...ids];
}

/** The NPCs the seat may move now (`move_npc`: the hero on its turn, or the master on its own). */
export function movableNpcs(legal: readonly Action[]): string[] {
  return [...new Set(ofType(legal, 'move_npc').map((a) => a.npc))];
}

/** The squares the selected unit may move to: a creature's (master) or an NPC's (hero or master). */
function selectedMoves(legal: readonly Action[], selected: string | null): (readonly [number, number])[] {
  if (!selected) return [];
  return [...ofType(legal, 'move_creature').filter((a) => a.creature === selected), ...ofType(legal, 'move_npc').filter((a) => a.npc === selected)].map(
    (a) => a.to,
  );
}

/** What the board should mark for this seat now. */
export function marksFor(table: TableState): BoardMarks {
  const { view, legal, selected } = table;
  if (view.phase !== 'playing') return NO_MARKS;
  const active = view.turn && view.turn.seat !== 'master' ? view.turn.seat : null;
  const npcs = movableNpcs(legal);
  if (view.role === 'hero') {
    if (table.aiming) return { ...NO_MARKS, aims: aimTargets(legal, table.aiming), active };
    // a picked NPC: only its squares are marked
    if (selected && npcs.includes(selected)) return { ...NO_MARKS, moves: selectedMoves(legal, selected), active, selected, ready: [] };
    return {
      moves: ofType(legal, 'move').map((a) => a.to),
      targets: ofType(legal, 'attack').map((a) => a.target),
      doors: ofType(legal, 'open_door').map((a) => a.door),
      aims: [],
      active,
      selected: null,
      ready: npcs,
    };
  }
  const mine = (a: { creature: string }) => a.creature === selected;
  return {
    moves: selectedMoves(legal, selected),
    targets: ofType(legal, 'creature_attack')
      .filter(mine)
      .map((a) => a.target),
    doors: [],
    aims: [],
    active,
    selected,
    ready: [...readyCreatures(legal), ...npcs],
  };
}

/** What a click means: an action to send, a unit to (de)select, or nothing. */
export type PickOutcome = { kind: 'act'; action: Action } | { kind: 'select'; unit: string | null } | null;

/**
 * The meaning of a click on the board for this seat. A click on an object counts as a click on its square, and a
 * click on a square where a piece stands (any square a big piece covers) as a click on the piece. Heroes: attack a marked creature, open a marked
 * door, move to a marked square; pick an NPC it may move, then one of its marked squares (any other click drops the
 * NPC); while aiming a spell or item, only its marked targets answer. Master: pick any piece (to look at it, or to aim
 * a card at it); a creature that may act (or an NPC the master moves) then moves to a marked square or attacks a
 * marked hero.
 */
export function outcomeOfPick(table: TableState, clicked: BoardPick): PickOutcome {
  const { view, legal, selected } = table;
  const onSquare: BoardPick = clicked.kind === 'object' ? { kind: 'square', x: clicked.x, y: clicked.y } : clicked;
  const standing = onSquare.kind === 'square' ? view.units.find((u) => u.alive && covers(u, onSquare.x, onSquare.y)) : undefined;
  const pick: BoardPick = standing ? { kind: 'unit', id: standing.id } : onSquare;
  const moveTo = (x: number, y: number): Action | undefined =>
    legal.find((a) =>
      (a.type === 'move_creature' && a.creature === selected) || (a.type === 'move_npc' && a.npc === selected) ? a.to[0] === x && a.to[1] === y : false,
    );
  if (view.role === 'hero') {
    if (table.aiming) {
      const aimed = pick.kind === 'unit' ? aimActions(legal, table.aiming).find((a) => a.target === pick.id) : undefined;
      return aimed ? { kind: 'act', action: aimed } : null;
    }
    const npcs = movableNpcs(legal);
    if (selected && npcs.includes(selected)) {
      const move = pick.kind === 'square' ? moveTo(pick.x, pick.y) : undefined;
      return move ? { kind: 'act', action: move } : { kind: 'select', unit: null };
    }
    if (pick.kind === 'unit' && npcs.includes(pick.id)) return { kind: 'select', unit: pick.id };
    const action = legal.find(
      (a) =>
        (pick.kind === 'unit' && a.type === 'attack' && a.target === pick.id) ||
        (pick.kind === 'door' && a.type === 'open_door' && a.door === pick.id) ||
        (pick.kind === 'square' && a.type === 'move' && a.to[0] === pick.x && a.to[1] === pick.y),
    );
    return action ? { kind: 'act', action } : null;
  }
  if (pick.kind === 'unit') {
    if (selected) {
      const attack = legal.find((a) => a.type === 'creature_attack' && a.creature === selected && a.target === pick.id);
      if (attack) return { kind: 'act', action: attack };
    }
    if (view.role === 'master' && view.units.some((u) => u.id === pick.id && u.alive)) return { kind: 'select', unit: pick.id === selected ? null : pick.id };
    return null;
  }
  if (pick.kind === 'square' && selected) {
    const move = moveTo(pick.x, pick.y);
    if (move) return { kind: 'act', action: move };
  }
  return null;
}

/**
 * What Enter on the keyboard cursor's square `[x, y]` clicks: the square (or the object on it, which counts as its
 * square), as a click there; when that does nothing and a door the seat may open has this square on one of its sides,
 * the door (so the square by a door, the hero's own included, opens it). The caller hands the pick to the same
 * handling as a click ({@link outcomeOfPick}).
 */
export function cursorPick(table: TableState, x: number, y: number): BoardPick {
  const object = (table.view.objects ?? []).find((o) => o.x === x && o.y === y);
  const square: BoardPick = object ? { kind: 'object', id: object.id, x, y } : { kind: 'square', x, y };
  if (outcomeOfPick(table, square)) return square;
  const door = table.view.board.doors.find(
    (d) => d.between.some(([dx, dy]) => dx === x && dy === y) && table.legal.some((a) => a.type === 'open_door' && a.door === d.id),
  );
  return door ? { kind: 'door', id: door.id } : square;
}
