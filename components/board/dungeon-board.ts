/**
 * The three.js board: draws a {@link BoardScene} in isometric view and reports what the player clicks.
 * It imports nothing from the elements and knows nothing of HTTP.
 * @module
 */
import { Raycaster, Vector2, Vector3, type WebGLRenderer } from 'three';
import { createIsometricCamera } from './camera.ts';
import { CameraControls, type CameraState } from './camera-controls.ts';
import * as geo from './geometry.ts';
import type { BoardSetting } from './palette.ts';
import { SharedRenderer, type RenderTarget } from './shared-renderer.ts';
import { BoardCanvas } from './board-canvas.ts';
import { DungeonScene } from './dungeon-scene.ts';
import type { BoardMotion } from './motion.ts';
import { choosePick, isActionable } from './hover.ts';
import { BoardPointer } from './board-pointer.ts';
import { PIECE_SCALE } from './piece-instances.ts';
import { picksAlong } from './picking.ts';
import type { BoardMarks, BoardPick, BoardScene } from './types.ts';
import type { GameEvent } from '../../engine/index.ts';
import type { BoardView } from './board-view.ts';

export { FOG_FADE_MS } from './fog.ts';
export { PIECE_SCALE } from './piece-instances.ts';

/** Options of a {@link DungeonBoard}. */
export interface DungeonBoardOptions {
  /** Called when the player clicks something on the board. */
  onPick?: (pick: BoardPick) => void;
  /** Called when the player zoomed, panned or turned the view (anything shown by a client position has moved). */
  onCamera?: (state: CameraState) => void;
  /**
   * Called when the mouse pointer moves onto something else (a piece, a door, an object, a square, or nothing:
   * null), with the pointer's client position.
   */
  onHover?: (pick: BoardPick | null, client: { x: number; y: number }) => void;
  /**
   * Called when drawing a frame failed (the error thrown inside it): the owner takes the board away and says so.
   * Without it, the error is thrown from the frame.
   */
  onError?: (error: unknown) => void;
  /** The renderer to draw with; the page's shared one by default. */
  renderer?: SharedRenderer;
  /** Cap on the device pixel ratio (2 by default). */
  maxPixelRatio?: number;
}

/**
 * An isometric dungeon board drawn by the page's shared WebGL renderer into its own 2D canvas.
 *
 * Use: `const board = new DungeonBoard({ onPick })`, `board.attach(container)`, then `setScene(...)` and
 * `setMarks(...)` whenever the table changes; `dispose()` when done. It draws only when something changed
 * (dirty flag) and, while {@link motion} animates what an update brought (`setScene(scene, events)`), every animation
 * frame until that ends; it follows its container's size (ResizeObserver) and skips drawing while off screen
 * (IntersectionObserver). The player zooms, drags and turns the view on its canvas (`camera-controls.ts`: wheel,
 * pinch, drag; {@link zoomBy}, {@link rotate}, {@link centreOn} for buttons and keys); a tap picks what is drawn on
 * top there that the seat can act on ({@link pick}); a press skips the running animations.
 *
 * What it draws is its {@link DungeonScene} (dungeon-scene.ts: a handful of draw calls whatever the board's size).
 * The scene's `setting` chooses the look (`dungeon`: flagstones and stone walls; `outdoor`: grass, a dirt road,
 * hedges, trees). What the first frame can do without (the floor's texture, the badges' pictures, the objects'
 * models) comes in a chunk fetched once the first board shows (dressing-loader.ts).
 */
export class DungeonBoard implements RenderTarget, BoardView {
  /** Which renderer this is (the {@link BoardView} seam). */
  readonly renderer = '3d' as const;
  /**
   * The canvas the board shows in and takes the pointer, wheel and keys on; put in the page by {@link attach}. Its
   * pixels are the frame's copy, or transparent while the shared renderer's own canvas shows beneath it (the page's
   * only board, {@link show}): read the frame with {@link readPixel} or {@link pixels}, not from this canvas.
   */
  readonly canvas: HTMLCanvasElement;
  /** The canvas's place in the page, and the frame's copy in it. */
  private readonly page: BoardCanvas;
  pixelWidth = 0;
  pixelHeight = 0;
  dirty = true;
  visible = true;
  /** Draw calls of the last frame (`renderer.info.render.calls`). */
  drawCalls = 0;
  /** Frames drawn so far. */
  frames = 0;
  /** Draw calls of every frame drawn so far (for tests and benches). */
  totalDrawCalls = 0;
  /** The pieces' animations (docs/embedding.md, "Motion"): `motion.allowed`, `motion.running`, `motion.finish()`. */
  readonly motion: BoardMotion;

  private readonly shared: SharedRenderer;
  private readonly camera = createIsometricCamera();
  private readonly raycaster = new Raycaster();
  /** What the board draws. */
  private readonly dungeon: DungeonScene;
  /** The pointer over the canvas: what it highlights, and what it tells `onHover`. */
  private readonly pointer: BoardPointer;
  private readonly controls: CameraControls;
  private waiters: (() => void)[] = [];
  private readonly maxPixelRatio: number;
  private readonly onPick: ((pick: BoardPick) => void) | undefined;
  private readonly onCamera: DungeonBoardOptions['onCamera'];
  private readonly onError: DungeonBoardOptions['onError'];
  private disposed = false;

  constructor(options: DungeonBoardOptions = {}) {
    this.shared = options.renderer ?? SharedRenderer.get();
    this.onPick = options.onPick;
    this.onCamera = options.onCamera;
    this.onError = options.onError;
    this.maxPixelRatio = options.maxPixelRatio ?? 2;
    this.page = new BoardCanvas(
      (w, h) => this.resize(w, h),
      (visible) => {
        this.visible = visible;
        if (this.visible && this.dirty) this.shared.requestFrame();
      },
    );
    this.canvas = this.page.canvas;
    this.dungeon = new DungeonScene(
      this.camera,
      () => this.controls.state.quarterTurns,
      () => this.invalidate(),
    );
    this.motion = this.dungeon.motion;
    this.controls = new CameraControls(this.canvas, this.camera, {
      onTap: (x, y) => this.onTap(x, y),
      onChange: (turned) => this.onViewChange(turned),
    });
    const dungeon = this.dungeon;
    this.pointer = new BoardPointer(
      this.canvas,
      {
        pick: (x, y) => this.pick(x, y),
        gesturing: () => this.controls.gesturing,
        marks: () => dungeon.marks,
        units: () => dungeon.state?.units ?? [],
        showHover: (h, unit) => {
          dungeon.showHover(h, unit);
          this.invalidate();
        },
        skipMotion: () => this.skipMotion(),
      },
      options.onHover,
    );
  }

  /** Puts the canvas in `container`, follows its size and visibility, and registers with the renderer. */
  attach(container: HTMLElement): void {
    if (this.disposed) throw new Error('the board was disposed');
    if (this.page.container === container) return;
    this.detach();
    this.page.attach(container);
    this.shared.register(this);
  }

  /** Takes the canvas out of the page and stops observing; {@link attach} may be called again. */
  detach(): void {
    if (!this.page.container) return;
    this.shared.unregister(this);
    this.page.detach();
  }

  /** Sets the drawing size in CSS pixels (called by the ResizeObserver). */
  resize(cssWidth: number, cssHeight: number): void {
    const ratio = Math.min(globalThis.devicePixelRatio || 1, this.maxPixelRatio);
    const w = Math.max(0, Math.round(cssWidth * ratio));
    const h = Math.max(0, Math.round(cssHeight * ratio));
    if (w === this.pixelWidth && h === this.pixelHeight) return;
    this.pixelWidth = w;
    this.pixelHeight = h;
    this.canvas.width = w;
    this.canvas.height = h;
    this.frame();
    this.invalidate();
  }

  /**
   * Shows a new table: rebuilds floor, walls, doors and pieces. `events` (what the update that made it brought, in
   * order) are played out as animations from the table shown before, unless motion is off ({@link motion}).
   */
  setScene(state: BoardScene, events: readonly GameEvent[] = []): void {
    if (this.dungeon.setState(state, events)) this.frame();
    this.dungeon.layTable();
    this.dungeon.dress();
    this.invalidate();
  }

  /** Where the mission shown is played (its scene's `setting`): how its floors, walls and solid squares are drawn. */
  get setting(): BoardSetting {
    return this.dungeon.setting;
  }

  /** The piece drawn lifted off its base because the pointer is over it and a click would act on it, or null (for tests). */
  get lifted(): string | null {
    return this.dungeon.lifted;
  }

  /** Whether the floor shows its texture yet (for tests). */
  get textured(): boolean {
    return this.dungeon.textured;
  }

  /** The squares under fog (not yet explored by the heroes), as `y * width + x`, in board order (for tests). */
  get fogged(): readonly number[] {
    return this.dungeon.fog.fog.keys;
  }

  /** The model an object is drawn with (`stairs`, `furniture-throne`...: objects.ts), or null when it is not drawn. */
  objectModel(id: string): string | null {
    return this.dungeon.objects.model(id);
  }

  /** Shows new marks (moves, targets, doors, active and selected pieces). */
  setMarks(marks: BoardMarks): void {
    this.dungeon.setMarks(marks);
    this.pointer.update(null);
    this.invalidate();
  }

  /** Marks square `[x, y]` for a moment: the feedback of a click that does nothing. */
  flashSquare(x: number, y: number): void {
    this.dungeon.flashSquare(x, y);
    this.invalidate();
  }

  /** The keyboard cursor's square as the board draws it, or null (for tests). */
  get cursor(): readonly [number, number] | null {
    return this.dungeon.marks.cursor ?? null;
  }

  /** Whether a refused click's mark is showing (for tests). */
  get flashing(): boolean {
    return this.dungeon.flash.mesh.count > 0;
  }

  /** Asks for a new frame. */
  invalidate(): void {
    this.dirty = true;
    if (this.page.container) this.shared.requestFrame();
  }

  /** Draws now if needed instead of waiting for the next animation frame. */
  renderNow(): void {
    this.shared.renderNow();
  }

  /**
   * Resolves once the board has drawn a frame showing everything set so far, animations ended (at once when nothing
   * is pending).
   */
  whenRendered(): Promise<void> {
    // the dressing's chunk on its way: the frame after it arrives (textures and badges) is the one that shows everything
    const dressing = this.dungeon.dressing;
    if (dressing) return dressing.then(() => this.whenRendered());
    if (!this.dirty && this.frames > 0 && !this.dungeon.animating) return Promise.resolve();
    return new Promise((resolve) => this.waiters.push(resolve));
  }

  /** Ends every animation at its end state and draws it (a click, a key, the element's skip control). */
  skipMotion(): void {
    if (!this.motion.running) return;
    this.motion.finish();
    if (this.dungeon.state) this.dungeon.layPieces();
    this.invalidate();
  }

  draw(renderer: WebGLRenderer): void {
    this.dungeon.tick(performance.now());
    this.dungeon.fitCursor((x, y) => this.squareToClient(x, y));
    renderer.render(this.dungeon.scene, this.camera);
  }

  /** A frame failed ({@link RenderTarget.failed}): the owner is told, or the error is thrown again. */
  failed(error: unknown): void {
    if (!this.onError) throw error;
    this.onError(error);
  }

  /** Shows the shared renderer's canvas beneath {@link canvas} (the page's only board), or takes it away (null). */
  show(canvas: HTMLCanvasElement | null): void {
    this.page.show(canvas);
  }

  present(source: HTMLCanvasElement | OffscreenCanvas, drawCalls: number, shown: boolean): void {
    this.page.copy(source, this.pixelWidth, this.pixelHeight, shown);
    this.drawCalls = drawCalls;
    this.totalDrawCalls += drawCalls;
    this.frames++;
    this.dirty = false;
    // frames are asked for only while something animates
    if (this.dungeon.animating) return this.invalidate();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  /** The cursor brackets' width in squares as last drawn (cursor.ts's `cursorBand`: a few CSS px at least on screen). */
  get cursorWidth(): number {
    return this.dungeon.cursorWidth;
  }

  /** The client (viewport) position of the middle of square `[x, y]`'s floor. */
  squareToClient(x: number, y: number): { x: number; y: number } {
    return this.worldToClient(new Vector3(x + 0.5, 0, y + 0.5));
  }

  /**
   * The client position of a unit's piece (its body, above the base: the first of a few heights up its figure's axis
   * where a click picks it), or null when it is not on the board.
   */
  unitToClient(id: string): { x: number; y: number } | null {
    const points = this.dungeon.unitPoints(id).map((p) => this.worldToClient(p));
    if (points.length === 0) return null;
    const picksIt = (p: { x: number; y: number }) => {
      const pick = this.pick(p.x, p.y);
      return pick?.kind === 'unit' && pick.id === id;
    };
    return points.find(picksIt) ?? points[0]!;
  }

  /**
   * Where a piece is drawn now: its square coordinates (fractions between squares while it walks), or null when it is
   * not drawn. At rest, the unit's square.
   */
  drawnPiece(id: string): { x: number; y: number } | null {
    const drawn = this.dungeon.drawnPlaces.get(id);
    return drawn ? { x: drawn.x, y: drawn.y } : null;
  }

  /**
   * The client position of the middle of a unit's `index`-th status badge (poisoned, stunned, dormant, a stat raised,
   * a stat lowered, in that order, only those that apply), or null when it has no such badge.
   */
  badgeToClient(id: string, index = 0): { x: number; y: number } | null {
    const p = this.dungeon.badgePoint(id, index);
    return p ? this.worldToClient(p) : null;
  }

  /**
   * The client position of an object (low on its model, over its square), or null when the board does not show it.
   */
  objectToClient(id: string): { x: number; y: number } | null {
    const p = this.dungeon.objectPoint(id);
    return p ? this.worldToClient(p) : null;
  }

  /** The ids of the objects drawn (faded ones included). */
  get drawnObjects(): string[] {
    return [...this.dungeon.objects.ids];
  }

  /** The client position of the middle of a door leaf, or null. */
  doorToClient(id: string): { x: number; y: number } | null {
    const p = this.dungeon.doorPoint(id);
    return p ? this.worldToClient(p) : null;
  }

  /** Where the camera looks: zoom, the view's middle in board squares, quarter turns, and the zoom limits (see {@link CameraState}). */
  get cameraState(): CameraState {
    return this.controls.state;
  }

  /** Zooms by `factor` about a client position (or the view's middle), within the limits; returns whether the zoom changed. */
  zoomBy(factor: number, about?: { x: number; y: number }): boolean {
    return this.controls.zoomBy(factor, about);
  }

  /** Moves the board on screen by `dx`, `dy` CSS pixels, as far as it stays in view. */
  panBy(dx: number, dy: number): void {
    this.controls.panBy(dx, dy);
  }

  /** Turns the view round the board by `turns` quarter turns (positive: the board turns clockwise on screen). */
  rotate(turns: number): void {
    this.controls.rotate(turns);
  }

  /** Centres the view on square `[x, y]` (as near as the board's edges allow), zooming in to at least `zoom`. */
  centreOn(x: number, y: number, zoom?: number): void {
    this.controls.centreOn(x, y, zoom);
  }

  /** Shows the whole board again (the quarter turns stay). */
  resetView(): void {
    this.controls.reset();
  }

  /** The view's controls, for what moves the view by script (`camera-framing.ts`, fetched on demand). */
  get cameraControls(): CameraControls {
    return this.controls;
  }

  /** When the player last moved the view by hand on the canvas: a drag, a pinch or the wheel (`performance.now()` ms). */
  get lastMovedByHand(): number {
    return this.controls.lastMovedByHand;
  }

  /**
   * Brings square `[x, y]` into view, for a keyboard cursor or a piece that moved out of it: when its middle is off the
   * canvas or within `margin` CSS pixels of its edge, the view centres on it (the zoom stays); otherwise nothing moves.
   * Returns whether the view moved.
   */
  revealSquare(x: number, y: number, margin = 24): boolean {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const p = this.squareToClient(x, y);
    const m = Math.min(margin, rect.width / 4, rect.height / 4);
    if (p.x >= rect.left + m && p.x <= rect.right - m && p.y >= rect.top + m && p.y <= rect.bottom - m) return false;
    this.controls.centreOn(x, y);
    return true;
  }

  private worldToClient(p: Vector3): { x: number; y: number } {
    const rect = this.canvas.getBoundingClientRect();
    p.project(this.camera);
    return { x: rect.left + ((p.x + 1) / 2) * rect.width, y: rect.top + ((1 - p.y) / 2) * rect.height };
  }

  /** The RGBA of the last frame at a client position, or null outside the canvas. */
  readPixel(clientX: number, clientY: number): [number, number, number, number] | null {
    return this.page.pixelAt(clientX, clientY, this.pixelWidth, this.pixelHeight, this.redraw);
  }

  /**
   * The last frame's pixels, `pixelWidth` x `pixelHeight` RGBA (straight alpha, rows top to bottom, as a 2D canvas
   * gives them), whether the frame was copied into {@link canvas} or shows on the renderer's own canvas.
   */
  pixels(): ImageData {
    return this.page.read(0, 0, this.pixelWidth, this.pixelHeight, this.pixelHeight, this.redraw);
  }

  /** Draws the frame again as it is, onto the renderer's canvas (returned; null when it cannot draw). */
  private readonly redraw = (): HTMLCanvasElement | null => this.shared.redraw(this, (r) => r.render(this.dungeon.scene, this.camera));

  /** The RGBA of the last frame at the middle of square `[x, y]`. */
  readSquarePixel(x: number, y: number): [number, number, number, number] | null {
    const p = this.squareToClient(x, y);
    return this.readPixel(p.x, p.y);
  }

  /**
   * What a click at a client position acts on ({@link choosePick}): of the things drawn along the ray under it
   * ({@link picksAt}), the nearest one the seat can act on (its marks: a square to move to, a door to open, a piece
   * to attack, aim at or pick), else the nearest one — so a door or a piece drawn in front of a square wins the pick
   * unless it offers nothing and the square behind it does. Null for nothing (rock, or off the board).
   */
  pick(clientX: number, clientY: number): BoardPick | null {
    return choosePick(this.picksAt(clientX, clientY), (p) => isActionable(p, this.dungeon.marks));
  }

  /**
   * Everything drawn along the ray under a client position, nearest the eye first, each once: pieces, doors and
   * objects, then the floor square there (an object's square counts as the object); empty for nothing (rock, or off
   * the board, with nothing standing in front).
   */
  picksAt(clientX: number, clientY: number): BoardPick[] {
    if (!this.dungeon.state) return [];
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return [];
    const ndc = new Vector2(((clientX - rect.left) / rect.width) * 2 - 1, -((clientY - rect.top) / rect.height) * 2 + 1);
    this.raycaster.setFromCamera(ndc, this.camera);
    return picksAlong(this.raycaster, this.dungeon);
  }

  /** Frees everything: GPU buffers, observers, the canvas. The board cannot be used afterwards. */
  dispose(): void {
    if (this.disposed) return;
    this.detach();
    this.disposed = true;
    this.controls.dispose();
    this.pointer.dispose();
    this.dungeon.dispose();
    const waiters = this.waiters;
    this.waiters = [];
    for (const resolve of waiters) resolve();
  }

  private frame(): void {
    const board = this.dungeon.state?.board;
    if (!board || this.pixelHeight === 0) return;
    this.controls.apply(board.width, board.height, geo.PIECE_HEIGHT * PIECE_SCALE + geo.PIECE_BASE_HEIGHT, this.pixelWidth / this.pixelHeight);
  }

  /** The view moved: pieces and badges face the camera again after a turn; hover and anything placed by position are stale. */
  private onViewChange(turned: boolean): void {
    if (turned && this.dungeon.state) {
      this.dungeon.layPieces();
      // the trees on the edges nearest the eye stay low
      if (this.setting === 'outdoor') this.dungeon.layWalls();
    }
    this.pointer.update(null);
    this.invalidate();
    this.onCamera?.(this.controls.state);
  }

  /** A tap (a click that did not drag): what is drawn there is picked. */
  private onTap(clientX: number, clientY: number): void {
    const pick = this.pick(clientX, clientY);
    if (pick) this.onPick?.(pick);
  }
}
