/**
 * The player's view of the board: zoom, pan and quarter turns, applied to camera.ts's isometric camera, and the
 * gestures that change it on the board's canvas (Pointer Events): a drag pans, two fingers pinch to zoom and pan
 * together, the wheel zooms about the pointer. A press and release that moves less than {@link CLICK_SLOP} CSS
 * pixels is a tap (the board picks what lies under it); anything longer is a gesture and picks nothing.
 *
 * The view is kept inside the board: the zoom runs from 1 (the whole board in view) to a most that still shows
 * {@link MIN_SQUARES_ACROSS} squares across; the view's middle stays over the board's floor, and the visible window
 * inside the board's extent on screen (at zoom 1 the view cannot move at all).
 * @module
 */
import { Vector3, type OrthographicCamera } from 'three';
import { frameBoard, type BoardFrame } from './camera.ts';

/** A press and release within this many CSS pixels is a tap (a click), not a drag. */
export const CLICK_SLOP = 6;
/** The closest zoom still shows about this many squares across the board's width. */
export const MIN_SQUARES_ACROSS = 4;
/** The closest zoom is never less than this. */
const MIN_MAX_ZOOM = 3;
/** Wheel zoom: the factor per pixel of wheel travel (`exp(-deltaY * WHEEL_RATE)`). */
const WHEEL_RATE = 0.002;

/**
 * Where the camera looks, as tests and the element read it.
 * - `zoom`: 1 shows the whole board; 2 shows half as much across; between 1 and `maxZoom`.
 * - `centre`: the floor point in the middle of the view, in board squares (`x` across, `y` down the rows; square
 *   `[x, y]` spans `x..x+1`, `y..y+1`).
 * - `quarterTurns`: 0..3, how many quarter turns the camera has gone round the board (anticlockwise seen from
 *   above: the board turns clockwise on screen).
 * - `maxZoom`: the closest zoom for this board and box; `fillZoom`: the zoom at which the board fills the box with
 *   no empty band (1 when its shape matches the box).
 */
export interface CameraState {
  zoom: number;
  centre: { x: number; y: number };
  quarterTurns: number;
  maxZoom: number;
  fillZoom: number;
}

/** What the controls tell their board. */
export interface CameraControlsCallbacks {
  /** The view changed (the camera's matrices are already updated): draw again. `turned`: the quarter turns changed. */
  onChange(turned: boolean): void;
  /** A press and release that did not move: the board picks at that client position. */
  onTap(clientX: number, clientY: number): void;
}

interface Tracked {
  x: number;
  y: number;
  startX: number;
  startY: number;
}

/** The board's size and the box's aspect the last {@link CameraControls.apply} used. */
interface Framing {
  width: number;
  depth: number;
  height: number;
  aspect: number;
}

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** `v` kept where a window of half size `half` around it stays inside `min..max` (the middle when it cannot). */
function clampAxis(v: number, min: number, max: number, half: number): number {
  if (max - min <= 2 * half) return (min + max) / 2;
  return clamp(v, min + half, max - half);
}

/**
 * A board's view state and gestures. Use: `new CameraControls(canvas, camera, callbacks)`; the board calls
 * {@link apply} with its size and the canvas's aspect whenever either changes, and the controls re-apply on their
 * own after a gesture or a call ({@link zoomBy}, {@link panBy}, {@link rotate}, {@link centreOn}, {@link reset}).
 */
export class CameraControls {
  private zoom = 1;
  /** The floor point in the middle of the view (world x, z), or null for the board's middle. */
  private centre: { x: number; z: number } | null = null;
  private quarterTurns = 0;
  private framing: Framing | null = null;
  private frame: BoardFrame | null = null;
  private readonly pointers = new Map<number, Tracked>();
  private mode: 'idle' | 'press' | 'pan' | 'pinch' = 'idle';
  private pinch: { distance: number; x: number; y: number } | null = null;
  /** When the player last moved the view by hand (a drag, a pinch, the wheel; `performance.now()`), or -Infinity. */
  private movedByHand = Number.NEGATIVE_INFINITY;
  /** The token of the last move of the view by a script or the player ({@link beginEase}). */
  private easeToken = 0;

  constructor(
    private readonly target: HTMLElement,
    private readonly camera: OrthographicCamera,
    private readonly callbacks: CameraControlsCallbacks,
  ) {
    target.addEventListener('pointerdown', this.onPointerDown);
    target.addEventListener('pointermove', this.onPointerMove);
    target.addEventListener('pointerup', this.onPointerUp);
    target.addEventListener('pointercancel', this.onPointerCancel);
    target.addEventListener('wheel', this.onWheel, { passive: false });
  }

  /** Stops listening to the canvas. */
  dispose(): void {
    this.easeToken++;
    const t = this.target;
    t.removeEventListener('pointerdown', this.onPointerDown);
    t.removeEventListener('pointermove', this.onPointerMove);
    t.removeEventListener('pointerup', this.onPointerUp);
    t.removeEventListener('pointercancel', this.onPointerCancel);
    t.removeEventListener('wheel', this.onWheel);
    this.pointers.clear();
  }

  /** Whether a drag or a pinch is under way (the board shows no hover meanwhile). */
  get gesturing(): boolean {
    return this.mode === 'pan' || this.mode === 'pinch';
  }

  /** The current view (see {@link CameraState}); before the first {@link apply}, the whole board unturned. */
  get state(): CameraState {
    const v = this.viewCentre();
    const c = this.frame ? this.floorOf(v.x, v.y) : this.framing ? { x: this.framing.width / 2, z: this.framing.depth / 2 } : { x: 0, z: 0 };
    // to a millionth of a square: what a test compares
    const round = (n: number) => Math.round(n * 1e6) / 1e6;
    return { zoom: this.zoom, centre: { x: round(c.x), y: round(c.z) }, quarterTurns: this.quarterTurns, maxZoom: this.maxZoom(), fillZoom: this.fillZoom() };
  }

  /**
   * Frames a `width` x `depth` board (pieces up to `height` tall) in a box of aspect `aspect` (w / h) and applies the
   * view: zoom and middle clamped to the board. Called by the board when its scene's size or its box changes.
   */
  apply(width: number, depth: number, height: number, aspect: number): void {
    const changedBoard = this.framing && (this.framing.width !== width || this.framing.depth !== depth);
    if (changedBoard) {
      // another board: start from the whole of it
      this.zoom = 1;
      this.centre = null;
    }
    this.framing = { width, depth, height, aspect };
    this.reapply();
  }

  /**
   * Zooms by `factor` (2 doubles the size of everything) about client position `about` (the floor point under it
   * stays under it) or the view's middle, within 1..maxZoom. Returns whether the zoom changed (false at a limit).
   */
  zoomBy(factor: number, about?: { x: number; y: number }): boolean {
    this.easeToken++;
    if (!this.frame || !(factor > 0) || !Number.isFinite(factor)) return false;
    const z0 = this.zoom;
    const z1 = clamp(z0 * factor, 1, this.maxZoom());
    if (Math.abs(z1 - z0) < 1e-9) return false;
    const c = this.viewCentre();
    const p = about ? this.clientToView(about.x, about.y) : c;
    if (p) {
      const k = z0 / z1;
      this.centre = this.floorOf(p.x - (p.x - c.x) * k, p.y - (p.y - c.y) * k);
    }
    this.zoom = z1;
    this.changed(false);
    return true;
  }

  /** Moves the board by `dx`, `dy` CSS pixels on screen (as a drag does), as far as the view may go. */
  panBy(dx: number, dy: number): void {
    this.easeToken++;
    const rect = this.target.getBoundingClientRect();
    if (!this.frame || rect.width === 0 || rect.height === 0 || !Number.isFinite(dx) || !Number.isFinite(dy)) return;
    const cam = this.camera;
    const c = this.viewCentre();
    const vx = c.x - (dx / rect.width) * (cam.right - cam.left);
    const vy = c.y + (dy / rect.height) * (cam.top - cam.bottom);
    this.centre = this.floorOf(vx, vy);
    this.changed(false);
  }

  /** Turns the camera round the board by `turns` quarter turns (positive: the board turns clockwise on screen), keeping the middle of the view. */
  rotate(turns: number): void {
    this.easeToken++;
    // whole quarter turns only: 1.6 is 2, NaN nothing
    turns = Math.round(turns);
    if (!Number.isFinite(turns) || turns % 4 === 0) return;
    if (this.frame) this.centre = this.floorOf(this.viewCentre().x, this.viewCentre().y);
    this.quarterTurns = (((this.quarterTurns + turns) % 4) + 4) % 4;
    this.changed(true);
  }

  /** Puts the middle of square `[x, y]` in the middle of the view (as near as the board's edges allow), zooming in to at least `zoom`. */
  centreOn(x: number, y: number, zoom?: number): void {
    this.easeToken++;
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    this.centre = { x: x + 0.5, z: y + 0.5 };
    if (zoom !== undefined && Number.isFinite(zoom)) this.zoom = Math.max(this.zoom, zoom);
    this.changed(false);
  }

  /** The whole board in view again (the quarter turns stay). */
  reset(): void {
    this.easeToken++;
    this.zoom = 1;
    this.centre = null;
    this.changed(false);
  }

  /** When the player last moved the view by hand: a drag, a pinch or the wheel (`performance.now()` ms; -Infinity: never). */
  get lastMovedByHand(): number {
    return this.movedByHand;
  }

  /**
   * Begins a move of the view by a script (an easing, `board/camera-framing.ts`): returns its token, which any later
   * move — the player's gesture, a call, another easing — makes stale ({@link setView} then refuses it).
   */
  beginEase(): number {
    return ++this.easeToken;
  }

  /** Whether easing `token` ({@link beginEase}) still holds the view. */
  easing(token: number): boolean {
    return token === this.easeToken;
  }

  /**
   * Sets the view for easing `token`: `zoom`, and the floor point `centre` (board squares) in its middle, kept inside
   * the board as always. Returns false, changing nothing, when the token is stale.
   */
  setView(token: number, zoom: number, centre: { x: number; y: number }): boolean {
    if (token !== this.easeToken) return false;
    this.zoom = zoom;
    this.centre = { x: centre.x, z: centre.y };
    this.changed(false);
    return true;
  }

  /**
   * For framing (`board/camera-framing.ts`): the frame's half sizes at zoom 1 (view units), the closest zoom, and the
   * screen-plane point of a floor point and back; null before the board is framed.
   */
  get geometry(): {
    halfW: number;
    halfH: number;
    maxZoom: number;
    viewOf(x: number, z: number): { x: number; y: number };
    floorOf(vx: number, vy: number): { x: number; z: number };
  } | null {
    const f = this.frame;
    return f
      ? { halfW: f.halfW, halfH: f.halfH, maxZoom: this.maxZoom(), viewOf: (x, z) => this.viewOf(x, z), floorOf: (vx, vy) => this.floorOf(vx, vy) }
      : null;
  }

  private changed(turned: boolean): void {
    this.reapply();
    this.callbacks.onChange(turned);
  }

  private reapply(): void {
    const f = this.framing;
    if (!f) return;
    const frame = frameBoard(this.camera, f.width, f.depth, f.height, f.aspect, this.quarterTurns);
    this.frame = frame;
    this.zoom = clamp(this.zoom, 1, this.maxZoom());
    const hw = frame.halfW / this.zoom;
    const hh = frame.halfH / this.zoom;
    let v = this.centre ? this.viewOf(this.centre.x, this.centre.z) : { x: frame.cx, y: frame.cy };
    // the window inside the board's extent on screen, and its middle over the board's floor (the extent's corners
    // are off the board, the board being a diamond on screen): twice, each step moving the middle toward the board
    const b = frame.bounds;
    for (let i = 0; i < 2; i++) {
      v = { x: clampAxis(v.x, b.minX, b.maxX, hw), y: clampAxis(v.y, b.minY, b.maxY, hh) };
      const floor = this.floorOf(v.x, v.y);
      v = this.viewOf(clamp(floor.x, 0, f.width), clamp(floor.z, 0, f.depth));
    }
    const vx = v.x;
    const vy = v.y;
    const cam = this.camera;
    cam.left = vx - hw;
    cam.right = vx + hw;
    cam.top = vy + hh;
    cam.bottom = vy - hh;
    cam.updateProjectionMatrix();
    this.centre = this.zoom === 1 && !this.centre ? null : this.floorOf(vx, vy);
  }

  /** The closest zoom: about {@link MIN_SQUARES_ACROSS} squares across the view's width, never below {@link MIN_MAX_ZOOM}. */
  private maxZoom(): number {
    if (!this.frame) return MIN_MAX_ZOOM;
    // a square's diagonal is √2 wide on screen: the frame's width holds (2·halfW)/√2 squares side by side
    return Math.max(MIN_MAX_ZOOM, (2 * this.frame.halfW) / Math.SQRT2 / MIN_SQUARES_ACROSS);
  }

  private fillZoom(): number {
    const f = this.frame;
    if (!f) return 1;
    const b = f.bounds;
    return clamp(Math.max(f.halfW / ((b.maxX - b.minX) / 2), f.halfH / ((b.maxY - b.minY) / 2)), 1, this.maxZoom());
  }

  /** The middle of the current view on the screen plane. */
  private viewCentre(): { x: number; y: number } {
    const cam = this.camera;
    return { x: (cam.left + cam.right) / 2, y: (cam.top + cam.bottom) / 2 };
  }

  /** A floor point's place on the screen plane (view space). */
  private viewOf(x: number, z: number): { x: number; y: number } {
    const p = new Vector3(x, 0, z).applyMatrix4(this.camera.matrixWorldInverse);
    return { x: p.x, y: p.y };
  }

  /** The floor point (world x, z) seen at view-space `vx`, `vy`. */
  private floorOf(vx: number, vy: number): { x: number; z: number } {
    const m = this.camera.matrixWorld;
    const a = new Vector3(vx, vy, 0).applyMatrix4(m);
    const dir = new Vector3(0, 0, -1).transformDirection(m);
    const t = -a.y / dir.y;
    return { x: a.x + t * dir.x, z: a.z + t * dir.z };
  }

  /** A client position on the screen plane (view space), or null when the canvas has no size. */
  private clientToView(clientX: number, clientY: number): { x: number; y: number } | null {
    const rect = this.target.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const cam = this.camera;
    return {
      x: cam.left + ((clientX - rect.left) / rect.width) * (cam.right - cam.left),
      y: cam.top - ((clientY - rect.top) / rect.height) * (cam.top - cam.bottom),
    };
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.pointerType === 'mouse' && e.button !== 0) return;
    if (this.pointers.size >= 2) return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY });
    try {
      this.target.setPointerCapture(e.pointerId);
    } catch {
      // a pointer the browser does not know as active (an event made by a script): nothing to capture
    }
    if (this.pointers.size === 1) this.mode = 'press';
    else {
      this.handMoved();
      this.mode = 'pinch';
      this.pinch = this.pinchOf();
    }
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    const dx = e.clientX - p.x;
    const dy = e.clientY - p.y;
    p.x = e.clientX;
    p.y = e.clientY;
    if (this.mode === 'press' && Math.hypot(p.x - p.startX, p.y - p.startY) > CLICK_SLOP) {
      this.mode = 'pan';
      this.handMoved();
      this.panBy(p.x - p.startX, p.y - p.startY);
      return;
    }
    if (this.mode === 'pan') {
      this.handMoved();
      this.panBy(dx, dy);
    } else if (this.mode === 'pinch') {
      this.handMoved();
      const before = this.pinch;
      const now = this.pinchOf();
      if (!before || !now) return;
      this.pinch = now;
      if (before.distance > 0 && now.distance > 0) this.zoomBy(now.distance / before.distance, { x: now.x, y: now.y });
      this.panBy(now.x - before.x, now.y - before.y);
    }
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    const tap = this.mode === 'press' && Math.hypot(e.clientX - p.startX, e.clientY - p.startY) <= CLICK_SLOP;
    this.release(e.pointerId);
    if (tap) this.callbacks.onTap(e.clientX, e.clientY);
  };

  private readonly onPointerCancel = (e: PointerEvent): void => {
    this.release(e.pointerId);
  };

  /** The player moves the view by hand: noted, and an easing under way gives way. */
  private handMoved(): void {
    this.movedByHand = performance.now();
    this.easeToken++;
  }

  /** Forgets a pointer: after a pinch the finger left pans on; the last one up ends the gesture. */
  private release(id: number): void {
    this.pointers.delete(id);
    this.pinch = null;
    if (this.pointers.size === 0) this.mode = 'idle';
    else if (this.mode === 'pinch') this.mode = 'pan';
  }

  /** The two fingers' distance apart and middle, in client pixels. */
  private pinchOf(): { distance: number; x: number; y: number } | null {
    const [a, b] = [...this.pointers.values()];
    if (!a || !b) return null;
    return { distance: Math.hypot(a.x - b.x, a.y - b.y), x: (a.x + b.x) / 2, y: (a.y + b.y) / 2 };
  }

  private readonly onWheel = (e: WheelEvent): void => {
    const delta = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaMode === 2 ? e.deltaY * 400 : e.deltaY;
    if (delta === 0) return;
    this.handMoved();
    // at a limit the wheel scrolls the page as usual
    if (this.zoomBy(Math.exp(-delta * WHEEL_RATE), { x: e.clientX, y: e.clientY })) e.preventDefault();
  };
}
