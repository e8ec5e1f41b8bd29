/**
 * Making a board of the renderer chosen (`board-view.ts`'s `chooseRenderer`), for the element's board controller and
 * the Archive's map editor alike: the three.js board at once, the 2D board once its chunk is here. The interface
 * (`board-view.ts`) names neither renderer; what needs one of them by name is here.
 * @module
 */
import type { BoardCallbacks, BoardRenderer, BoardView } from './board-view.ts';
import { DungeonBoard } from './dungeon-board.ts';

/** Whether `board` is the three.js board (for what only it does: framing by script, reading pixels). */
export function isThreeBoard(board: BoardView | null | undefined): board is DungeonBoard {
  return board?.renderer === '3d';
}

let flat: typeof import('./flat/flat-board.ts') | null = null;

/** The 2D board's module once fetched (see {@link loadFlatBoard}), else null. */
export function flatBoardModule(): typeof import('./flat/flat-board.ts') | null {
  return flat;
}

/** Fetches the 2D board's chunk (once per page; a failed fetch is tried again on the next call). */
export async function loadFlatBoard(): Promise<typeof import('./flat/flat-board.ts')> {
  flat ??= await import('./flat/flat-board.ts');
  return flat;
}

/**
 * A new board of `renderer`: `{ board, fallback }`, `fallback` true when the three.js board could not be made (a WebGL
 * context the probe could make but three.js could not: three.js logged why) and the 2D board stands in. Null while
 * the 2D board's chunk is fetched: `loaded` is called once it is here (with the error when it could not be fetched),
 * and the caller asks again.
 */
export function makeBoard(
  renderer: BoardRenderer,
  callbacks: BoardCallbacks,
  loaded: (error?: unknown) => void,
): { board: BoardView; fallback: boolean } | null {
  let fallback = false;
  if (renderer === '3d') {
    try {
      return { board: new DungeonBoard(callbacks), fallback };
    } catch {
      fallback = true;
    }
  }
  const flat = flatBoardModule();
  if (flat) return { board: new flat.FlatBoard(callbacks), fallback };
  loadFlatBoard().then(
    () => loaded(),
    (error: unknown) => loaded(error ?? new Error('the 2D board could not be fetched')),
  );
  return null;
}
