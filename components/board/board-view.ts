/**
 * The renderer seam: what the element, its keyboard, its controllers and the Archive's map editor need of a board,
 * whichever draws it — the three.js isometric board (`dungeon-board.ts`) or the top-down 2D board
 * (`flat/flat-board.ts`, a chunk fetched on demand). The code that uses a board depends on {@link BoardView}, not on
 * three.js; {@link chooseRenderer} picks which board to make, in one place.
 * @module
 */
import type { GameEvent } from '../../engine/index.ts';
import type { CameraState } from './camera-controls.ts';
import type { BoardMarks, BoardPick, BoardScene } from './types.ts';

/** Which board draws the table: the isometric three.js board, or the 2D top-down one. */
export type BoardRenderer = '3d' | '2d';

/**
 * The renderer named by an attribute's or a property's value, read as an HTML keyword attribute: trimmed of ASCII
 * whitespace and ASCII case-insensitive (`" 2D "` is `2d`); anything else (missing, empty, unknown, not a string)
 * is the default, `3d`.
 */
export function parseRenderer(value: unknown): BoardRenderer {
  if (typeof value !== 'string') return '3d';
  return value.replace(/^[\t\n\f\r ]+|[\t\n\f\r ]+$/g, '').replace(/[A-Z]/g, (c) => c.toLowerCase()) === '2d' ? '2d' : '3d';
}

/** A client (viewport) position, CSS pixels. */
export interface ClientPoint {
  x: number;
  y: number;
}

/** A board's animations, as the element works them (the 2D board has none: never running). */
export interface BoardMotionControl {
  /** Whether the embedder allows motion (the element's `motion` attribute is not `off`). */
  allowed: boolean;
  /** Whether an animation is under way. */
  readonly running: boolean;
  /** Called when the board starts animating (true) and when it stops (false). */
  onRunning: ((running: boolean) => void) | null;
}

/** What a board tells its owner. */
export interface BoardCallbacks {
  /** The player clicked, tapped or pressed Enter on something. */
  onPick?: (pick: BoardPick) => void;
  /** The pointer moved onto something else (null: nothing), with its client position. */
  onHover?: (pick: BoardPick | null, client: ClientPoint) => void;
  /** The player zoomed, panned or turned the view. */
  onCamera?: (state: CameraState) => void;
  /** Drawing failed (a frame, a texture): the owner takes the board away and says so. Without it the error is thrown. */
  onError?: (error: unknown) => void;
}

/**
 * A board on the page: draws a {@link BoardScene} with {@link BoardMarks}, reports picks, and places what the element
 * shows by its pieces and squares in client coordinates.
 */
export interface BoardView {
  /** Which renderer this is. */
  readonly renderer: BoardRenderer;
  /** The element that takes the pointer, the wheel, focus and keys (a `<canvas>` in 3D, a `<div>` holding the SVG in 2D). */
  readonly canvas: HTMLElement;
  /** The pieces' animations. */
  readonly motion: BoardMotionControl;
  /** Puts the board in `container` and follows its size. */
  attach(container: HTMLElement): void;
  /** Takes the board out of the page; {@link attach} may be called again. */
  detach(): void;
  /** Frees everything; the board cannot be used afterwards. */
  dispose(): void;
  /** Shows a new table; `events` (what the update brought) may be animated. */
  setScene(scene: BoardScene, events?: readonly GameEvent[]): void;
  /** Shows new marks. */
  setMarks(marks: BoardMarks): void;
  /** Marks square `[x, y]` for a moment (a click that does nothing). */
  flashSquare(x: number, y: number): void;
  /** Whether a refused click's mark is showing. */
  readonly flashing: boolean;
  /** The keyboard cursor's square as drawn, or null. */
  readonly cursor: readonly [number, number] | null;
  /** The client position of the middle of square `[x, y]`. */
  squareToClient(x: number, y: number): ClientPoint;
  /** The client position where a click picks the unit's piece, or null when it is not on the board. */
  unitToClient(id: string): ClientPoint | null;
  /** The client position of the middle of a door, or null. */
  doorToClient(id: string): ClientPoint | null;
  /** The client position of an object, or null when the board does not show it. */
  objectToClient(id: string): ClientPoint | null;
  /** The client position of a unit's `index`-th status badge, or null. */
  badgeToClient(id: string, index?: number): ClientPoint | null;
  /** What a click at a client position acts on, or null. */
  pick(clientX: number, clientY: number): BoardPick | null;
  /** Everything drawn under a client position, topmost first. */
  picksAt(clientX: number, clientY: number): BoardPick[];
  /** Where the view looks (zoom, middle, quarter turns, zoom limits). */
  readonly cameraState: CameraState;
  /** Zooms by `factor` about a client position (or the middle); returns whether the zoom changed (never for a factor that is not a finite positive number). */
  zoomBy(factor: number, about?: ClientPoint): boolean;
  /** Moves the board on screen by `dx`, `dy` CSS pixels (non-finite numbers move nothing). */
  panBy(dx: number, dy: number): void;
  /** Turns the view by `turns` quarter turns, rounded to a whole number (NaN and infinities turn nothing). */
  rotate(turns: number): void;
  /** Centres the view on square `[x, y]`, zooming in to at least `zoom`. */
  centreOn(x: number, y: number, zoom?: number): void;
  /** Shows the whole board again. */
  resetView(): void;
  /** Brings square `[x, y]` into view when it is near or past the edge; returns whether the view moved. */
  revealSquare(x: number, y: number, margin?: number): boolean;
  /** When the player last moved the view by hand (`performance.now()` ms). */
  readonly lastMovedByHand: number;
  /** Resolves once everything set so far is drawn. */
  whenRendered(): Promise<void>;
  /** Ends every animation at its end state. */
  skipMotion(): void;
}

/**
 * Whether this browser can make a WebGL context (probed on a scratch canvas, whose context is let go at once; asked
 * each time a board is made, which is rare): false where WebGL is off, blocked or has no driver. Nothing is logged
 * either way.
 */
export function webglAvailable(): boolean {
  try {
    const canvas = document.createElement('canvas');
    const gl = (canvas.getContext('webgl2') ?? canvas.getContext('webgl')) as WebGLRenderingContext | null;
    gl?.getExtension('WEBGL_lose_context')?.loseContext();
    return gl !== null;
  } catch {
    return false;
  }
}

/**
 * The renderer to draw with: the 2D board when `requested` is `2d` or when no WebGL context can be made; `fallback`
 * tells whether the 2D board stands in for a 3D one the browser cannot draw (the element then says so).
 */
export function chooseRenderer(requested: BoardRenderer): { renderer: BoardRenderer; fallback: boolean } {
  if (requested === '2d') return { renderer: '2d', fallback: false };
  return webglAvailable() ? { renderer: '3d', fallback: false } : { renderer: '2d', fallback: true };
}
