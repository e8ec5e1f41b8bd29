/**
 * A hero's turn played on the board with the mouse, as a person does (the walks, in the Archive's frame at the page's
 * top left corner): Roll pressed when the turn offers it, then a creature next to the hero clicked to attack it, or
 * else a square the hero may reach clicked to move there — each click where the board draws it, at a point the board's
 * canvas shows (no panel over it) and that the board picks as that piece or square. Ending the turn is the caller's.
 * @module
 */
import { sendMouse } from '@web/test-runner-commands';
import type { QuestBoard } from '../../../components/quest-board.ts';
import type { Action } from '../../../engine/index.ts';
import { deepQuery, waitFor } from './page.ts';
import { press } from './real-input.ts';

type Point = { x: number; y: number };

/** Whether the element drawn at `p` (through the shadow trees) is the board's canvas: nothing of the page over it. */
function canvasAt(board: QuestBoard, canvas: HTMLElement, p: Point): boolean {
  let e: Element | null = board.ownerDocument.elementFromPoint(p.x, p.y);
  while (e?.shadowRoot) {
    const inner = e.shadowRoot.elementFromPoint(p.x, p.y);
    if (!inner || inner === e) break;
    e = inner;
  }
  return e === canvas;
}

/** Clicks the board with the mouse at `p` (client coordinates of the frame, which are the page's). */
async function clickAt(p: Point): Promise<void> {
  const at: [number, number] = [Math.round(p.x), Math.round(p.y)];
  await sendMouse({ type: 'move', position: at });
  await sendMouse({ type: 'click', position: at });
}

/**
 * Plays `seat`'s turn on `board` by clicks, once the board shows that seat's turn: Roll if offered, then an attack
 * on an adjacent creature (the creature clicked) or else a move (a reachable square clicked, the farthest one that is
 * clickable). @returns what the clicks did: `attack`, `move`, or `none` when nothing was clickable.
 */
export async function playTurnByClicks(board: QuestBoard, seat: string): Promise<'attack' | 'move' | 'none'> {
  await waitFor(() => (board.view?.seat === seat && board.view.turn?.seat === seat && !board.pending) || null, `${seat}'s turn on the board`);
  const roll = deepQuery<HTMLButtonElement>(board, 'button[data-action="roll"]:not([disabled])');
  if (roll && board.legal.some((a) => a.type === 'roll')) {
    await press(roll);
    await waitFor(() => (board.view?.turn?.roll && !board.pending) || null, `${seat}'s roll`);
  }
  board.scrollIntoView({ block: 'center' });
  const dungeon = await waitFor(() => board.board ?? null, 'the board drawn');
  await dungeon.whenRendered();
  const canvas = dungeon.canvas;
  const before = board.view;
  const attacks = board.legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
  for (const a of attacks) {
    const unit = board.view?.units.find((u) => u.id === a.target);
    if (!unit) continue;
    const p = dungeon.squareToClient(unit.x, unit.y);
    const pick = dungeon.pick(p.x, p.y);
    const onIt = (pick?.kind === 'unit' && pick.id === unit.id) || (pick?.kind === 'square' && pick.x === unit.x && pick.y === unit.y);
    if (!onIt || !canvasAt(board, canvas, p)) continue;
    await clickAt(p);
    await waitFor(() => (board.view !== before && !board.pending) || null, `${seat}'s attack on ${unit.id} answered`);
    return 'attack';
  }
  const moves = board.legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
  for (const [x, y] of moves.slice().reverse()) {
    const p = dungeon.squareToClient(x, y);
    const pick = dungeon.pick(p.x, p.y);
    if (pick?.kind !== 'square' || pick.x !== x || pick.y !== y || !canvasAt(board, canvas, p)) continue;
    await clickAt(p);
    await waitFor(() => {
      const u = board.view?.units.find((v) => v.id === seat);
      return (u && u.x === x && u.y === y && !board.pending) || null;
    }, `${seat}'s hero on (${x}, ${y})`);
    return 'move';
  }
  return 'none';
}

/**
 * Takes `action` for the seat `board` shows as a person does: the board clicked on its square, creature or door, or
 * the panel's button pressed (Roll, End turn, a search). Nothing is sent when no click can ask for it (the square
 * hidden under a panel, the button not shown): @returns whether the click was made, then answered.
 */
export async function actByClicks(board: QuestBoard, action: Action): Promise<boolean> {
  const before = board.view;
  const answered = () => waitFor(() => (board.view !== before && !board.pending) || null, `${action.type} answered`);
  const button = (selector: string) => deepQuery<HTMLButtonElement>(board, `${selector}:not([disabled])`);
  const pressed = async (selector: string) => {
    const b = button(selector);
    if (!b) return false;
    b.click();
    await answered();
    return true;
  };
  switch (action.type) {
    case 'roll':
    case 'end_turn':
      return pressed(`button[data-action="${action.type}"]`);
    case 'search':
      return pressed(`button[data-search="${action.for}"]`);
    case 'move':
    case 'attack':
    case 'open_door': {
      const dungeon = board.board;
      if (!dungeon) return false;
      await dungeon.whenRendered();
      const p =
        action.type === 'move'
          ? dungeon.squareToClient(action.to[0], action.to[1])
          : action.type === 'attack'
            ? dungeon.unitToClient(action.target)
            : dungeon.doorToClient(action.door);
      if (!p || !canvasAt(board, dungeon.canvas, p)) return false;
      const pick = dungeon.pick(p.x, p.y);
      const onIt =
        action.type === 'move'
          ? pick?.kind === 'square' && pick.x === action.to[0] && pick.y === action.to[1]
          : action.type === 'attack'
            ? pick?.kind === 'unit' && pick.id === action.target
            : pick?.kind === 'door' && pick.id === action.door;
      if (!onIt) return false;
      await clickAt(p);
      await answered();
      return true;
    }
    default:
      return false;
  }
}
