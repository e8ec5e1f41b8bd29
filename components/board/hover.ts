/**
 * What the pointer shows before a click: the cursor (a hand over what a click would act on) and the highlight of the
 * thing under it (the square, the square under a piece, or the door a click would use).
 * @module
 */
import type { Unit } from '../../engine/index.ts';
import type { BoardMarks, BoardPick } from './types.ts';

/**
 * The pick of a click among `along` (everything drawn along the pointer's ray, nearest the eye first, the floor square
 * last): the nearest one `actionable` says the seat can act on; when none can be acted on, the nearest one (its card
 * shows, or the click is refused there). So a door or a piece in front offers the click to what lies behind it when
 * it offers nothing itself — an open door over the square just inside, a closed door this seat cannot open — while a
 * door the seat can open, drawn over its own hero, still wins. Null when `along` is empty.
 */
export function choosePick(along: readonly BoardPick[], actionable: (pick: BoardPick) => boolean): BoardPick | null {
  return along.find(actionable) ?? along[0] ?? null;
}

/**
 * Whether a click on `pick` would act, by the seat's `marks`: a piece to attack, aim at, move or select; a door to
 * open; a square to move to. False for nothing.
 */
export function isActionable(pick: BoardPick | null, marks: BoardMarks): boolean {
  if (!pick) return false;
  const m = marks;
  if (pick.kind === 'unit') return m.targets.includes(pick.id) || m.aims.includes(pick.id) || m.ready.includes(pick.id) || m.selected === pick.id;
  if (pick.kind === 'door') return m.doors.includes(pick.id);
  return m.moves.some(([x, y]) => x === pick.x && y === pick.y);
}

/** The highlight of what the pointer is over: a key that changes when it does, a square to light, a door to brighten. */
export interface HoverHighlight {
  key: string;
  /** Square `[x, y]` to light (a square to move to, an object's, or an actionable piece's), or null. */
  square: readonly [number, number] | null;
  /** The id of the door to brighten, or null. */
  door: string | null;
}

/**
 * The highlight for `pick` when a click on it would act (`actionable`), else null. A unit's highlight is its square
 * (`units` gives where it stands; null when it is not among them).
 */
export function hoverHighlight(pick: BoardPick | null, actionable: boolean, units: readonly Unit[]): HoverHighlight | null {
  if (!pick || !actionable) return null;
  if (pick.kind === 'door') return { key: `d:${pick.id}`, square: null, door: pick.id };
  if (pick.kind === 'unit') {
    const u = units.find((unit) => unit.id === pick.id && unit.alive);
    return u ? { key: `u:${u.id}:${u.x},${u.y}`, square: [u.x, u.y], door: null } : null;
  }
  return { key: `s:${pick.x},${pick.y}`, square: [pick.x, pick.y], door: null };
}

/** The CSS cursor over `pick`: `pointer` when a click would act, `help` over an object (its card shows), else the default. */
export function cursorFor(pick: BoardPick | null, actionable: boolean): string {
  if (actionable) return 'pointer';
  return pick?.kind === 'object' ? 'help' : '';
}
