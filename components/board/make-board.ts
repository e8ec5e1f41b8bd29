/**
 * Making a board of the renderer chosen (`board-view.ts`'s `chooseRenderer`), for the element's board controller and
 * the Archive's map editor alike: the three.js board at once, the 2D board once its chunk is here.
 * @module
 */
import { flatBoardModule, loadFlatBoard, type BoardCallbacks, type BoardRenderer, type BoardView } from './board-view.ts';
import { DungeonBoard } from './dungeon-board.ts';

/**
 * A new board of `renderer`: `{ board, fallback }`, `fallback` true when the three.js board could not be made (a WebGL
 * context the probe could make but three.js could not: three.js logged why) and the 2D board stands in. Null while
 * the 2D board's chunk is fetched: `loaded` is called once it is here (with the error when it could not be fetched),
 * and the caller asks again.
 */
export function makeBoard(renderer: BoardRenderer, callbacks: BoardCallbacks, loaded: (error?: unknown) => void): { board: BoardView; fallback: boolean } | null {
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
