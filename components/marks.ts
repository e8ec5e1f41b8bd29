/**
 * From the server's legal actions to what the board marks, and from a click on the board to an action.
 * The server's list is the only truth: nothing is marked or sent that it did not offer.
 * @module
 */
import type { Action } from '../engine/index.ts';
import { NO_MARKS, type BoardMarks, type BoardPick } from './board/index.ts';
import type { TableState } from './context.ts';

type Legal<T extends Action['type']> = Extract<Action, { type: T }>;

function ofType<T extends Action['type']>(legal: readonly Action[], type: T): Legal<T>[] {
  return legal.filter((a): a is Legal<T> => a.type === type);
}

/** The creatures the master may still move or attack with this turn. */
export function readyCreatures(legal: readonly Action[]): string[] {
  const ids = new Set<string>();
  for (const a of legal) if (a.type === 'move_creature' || a.type === 'creature_attack') ids.add(a.creature);
  return [...ids];
}

/** What the board should mark for this seat now. */
export function marksFor(table: TableState): BoardMarks {
  const { view, legal, selected } = table;
  if (view.phase !== 'playing') return NO_MARKS;
  const active = view.turn && view.turn.seat !== 'master' ? view.turn.seat : null;
  if (view.role === 'hero') {
    return {
      moves: ofType(legal, 'move').map((a) => a.to),
      targets: ofType(legal, 'attack').map((a) => a.target),
      doors: ofType(legal, 'open_door').map((a) => a.door),
      active,
      selected: null,
      ready: [],
    };
  }
  const mine = (a: { creature: string }) => a.creature === selected;
  return {
    moves: ofType(legal, 'move_creature').filter(mine).map((a) => a.to),
    targets: ofType(legal, 'creature_attack').filter(mine).map((a) => a.target),
    doors: [],
    active,
    selected,
    ready: readyCreatures(legal),
  };
}

/** What a click means: an action to send, a creature to (de)select, or nothing. */
export type PickOutcome = { kind: 'act'; action: Action } | { kind: 'select'; unit: string | null } | null;

/**
 * The meaning of a click on the board for this seat. A click on a square where a piece stands counts as a click
 * on the piece. Heroes: attack a marked creature, open a marked door, move to a marked square. Master: pick a
 * creature that may act, then move it to a marked square or attack a marked hero.
 */
export function outcomeOfPick(table: TableState, clicked: BoardPick): PickOutcome {
  const { view, legal, selected } = table;
  const standing = clicked.kind === 'square' ? view.units.find((u) => u.alive && u.x === clicked.x && u.y === clicked.y) : undefined;
  const pick: BoardPick = standing ? { kind: 'unit', id: standing.id } : clicked;
  if (view.role === 'hero') {
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
    if (readyCreatures(legal).includes(pick.id)) return { kind: 'select', unit: pick.id === selected ? null : pick.id };
    return null;
  }
  if (pick.kind === 'square' && selected) {
    const move = legal.find((a) => a.type === 'move_creature' && a.creature === selected && a.to[0] === pick.x && a.to[1] === pick.y);
    if (move) return { kind: 'act', action: move };
  }
  return null;
}
