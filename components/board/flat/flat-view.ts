/**
 * The 2D board's view: its zoom, the board point in its middle and its quarter turns, over the board of a scene in a
 * box of `width` × `height` CSS pixels. Arithmetic only: the board (`flat-board.ts`) sets its SVG's view box from
 * {@link FlatView.frame}.
 * @module
 */
import type { CameraState } from '../camera-controls.ts';
import type { BoardScene } from '../types.ts';
import { boardExtent } from './flat-svg.ts';

/** `v` kept within [`lo`, `hi`]. */
export const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** The view of one 2D board (see the module). */
export class FlatView {
  /** The box's size (CSS pixels). */
  width = 0;
  height = 0;
  /** The zoom: 1 shows the whole board. */
  zoom = 1;
  /** The floor point in the middle of the view (board squares), or null for the board's middle. */
  centre: { x: number; y: number } | null = null;
  /** How many quarter turns clockwise the drawing is turned (0 to 3). */
  quarterTurns = 0;

  constructor(private readonly scene: () => BoardScene | null) {}

  /** The board's drawn extent (squares), or a unit square without a scene. */
  get extent() {
    return this.scene() ? boardExtent(this.scene()!) : { x: 0, y: 0, width: 1, height: 1 };
  }

  /** The board's middle (squares): the point the drawing turns about. */
  get middle(): { x: number; y: number } {
    const b = this.scene()?.board;
    return b ? { x: b.width / 2, y: b.height / 2 } : { x: 0, y: 0 };
  }

  /** The extent's width and height as turned on screen. */
  get turnedSize(): { w: number; h: number } {
    const e = this.extent;
    return this.quarterTurns % 2 === 0 ? { w: e.width, h: e.height } : { w: e.height, h: e.width };
  }

  /** A board point turned as the drawing is turned (about the board's middle). */
  turn(p: { x: number; y: number }, turns = this.quarterTurns): { x: number; y: number } {
    const m = this.middle;
    let dx = p.x - m.x;
    let dy = p.y - m.y;
    for (let i = 0; i < ((turns % 4) + 4) % 4; i++) [dx, dy] = [-dy, dx];
    return { x: m.x + dx, y: m.y + dy };
  }

  /** The view box's size at zoom 1: the turned board fitted in the box's shape. */
  get fullView(): { w: number; h: number } {
    const { w, h } = this.turnedSize;
    const aspect = this.width > 0 && this.height > 0 ? this.width / this.height : w / h;
    const vw = Math.max(w, h * aspect);
    return { w: vw, h: vw / aspect };
  }

  /** The camera's state as the board reports it. */
  get cameraState(): CameraState {
    const full = this.fullView;
    const { w, h } = this.turnedSize;
    return {
      zoom: this.zoom,
      centre: { ...(this.centre ?? this.middle) },
      quarterTurns: this.quarterTurns,
      maxZoom: this.maxZoom,
      fillZoom: Math.max(1, full.w / w, full.h / h),
    };
  }

  /** The most the view zooms in. */
  get maxZoom(): number {
    return Math.max(3, this.fullView.w / 4);
  }

  /**
   * Zooms by `factor` (kept between 1 and {@link maxZoom}), the board point `anchor` staying where it shows (null: the
   * middle stays). False when the zoom does not change.
   */
  zoomAbout(factor: number, anchor: { x: number; y: number } | null): boolean {
    const zoom = clamp(this.zoom * factor, 1, this.maxZoom);
    if (Math.abs(zoom - this.zoom) < 1e-9) return false;
    const before = this.centre ?? this.middle;
    const k = this.zoom / zoom;
    this.zoom = zoom;
    this.centre = anchor ? { x: anchor.x + (before.x - anchor.x) * k, y: anchor.y + (before.y - anchor.y) * k } : before;
    return true;
  }

  /**
   * The view box from the zoom, the middle and the turns, kept over the board (the middle moved with it), and the
   * drawing's turn about the board's middle; null without a scene.
   */
  frame(): { viewBox: string; transform: string } | null {
    if (!this.scene()) return null;
    const full = this.fullView;
    const vw = full.w / this.zoom;
    const vh = full.h / this.zoom;
    const m = this.middle;
    const { w, h } = this.turnedSize;
    const c = this.turn(this.centre ?? m);
    const cx = vw >= w ? m.x : clamp(c.x, m.x - w / 2 + vw / 2, m.x + w / 2 - vw / 2);
    const cy = vh >= h ? m.y : clamp(c.y, m.y - h / 2 + vh / 2, m.y + h / 2 - vh / 2);
    if (this.centre) this.centre = this.turn({ x: cx, y: cy }, -this.quarterTurns);
    return {
      viewBox: `${cx - vw / 2} ${cy - vh / 2} ${vw} ${vh}`,
      transform: this.quarterTurns === 0 ? '' : `rotate(${this.quarterTurns * 90} ${m.x} ${m.y})`,
    };
  }

  /**
   * Turns the drawing a quarter turn when the board, turned, fills its box better (a wide map in a phone's tall box
   * shows twice as large on its side); returns whether it turned. Called when the whole board is framed: a new board,
   * `FlatBoard.resetView`.
   */
  turnToFill(): boolean {
    if (!this.scene() || this.width <= 0 || this.height <= 0) return false;
    const scale = (w: number, h: number) => Math.min(this.width / w, this.height / h);
    const { w, h } = this.turnedSize;
    // a clear gain only (a square board in a square box stays as it is)
    if (scale(h, w) <= scale(w, h) * 1.15) return false;
    // a quarter turn clockwise from the upright view, or back to it
    this.quarterTurns = this.quarterTurns % 2 === 0 ? (this.quarterTurns + 1) % 4 : (this.quarterTurns + 3) % 4;
    return true;
  }
}
