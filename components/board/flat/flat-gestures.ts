/**
 * The 2D board's pointer: a drag pans, the wheel and a two-finger pinch zoom, a tap (a press and release within
 * {@link CLICK_SLOP} pixels, no gesture meanwhile) picks, and a mouse or pen moving over the board hovers.
 * @module
 */
import type { ClientPoint } from '../board-view.ts';

/** A press and release within this many CSS pixels is a tap (camera-controls.ts's `CLICK_SLOP`). */
const CLICK_SLOP = 6;
/** Wheel zoom: the factor per pixel of wheel travel. */
const WHEEL_RATE = 0.002;

/** What the gestures do to the board. */
export interface GestureTarget {
  /** Zooms by `factor` about a client point; returns whether the view changed. */
  zoomBy(factor: number, about?: ClientPoint): boolean;
  /** Pans by a client distance. */
  panBy(dx: number, dy: number): void;
  /** The reader moved the view by hand (now). */
  moved(): void;
  /** A tap at a client point. */
  tap(clientX: number, clientY: number): void;
  /** A mouse or pen over a client point, no button down. */
  over(clientX: number, clientY: number): void;
  /** The pointer left the board. */
  left(clientX: number, clientY: number): void;
}

/** The pointer gestures on one 2D board's element. */
export class FlatGestures {
  private readonly pointers = new Map<number, { x: number; y: number; startX: number; startY: number }>();
  private gesture = false;

  constructor(
    private readonly canvas: HTMLElement,
    private readonly board: GestureTarget,
  ) {
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointermove', this.onPointerMove);
    canvas.addEventListener('pointerup', this.onPointerUp);
    canvas.addEventListener('pointercancel', this.onPointerCancel);
    canvas.addEventListener('pointerleave', this.onPointerLeave);
    canvas.addEventListener('wheel', this.onWheel, { passive: false });
  }

  private readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0 && e.pointerType === 'mouse') return;
    this.pointers.set(e.pointerId, { x: e.clientX, y: e.clientY, startX: e.clientX, startY: e.clientY });
    this.canvas.setPointerCapture?.(e.pointerId);
    if (this.pointers.size > 1) this.gesture = true;
  };

  private readonly onPointerMove = (e: PointerEvent): void => {
    const p = this.pointers.get(e.pointerId);
    if (p) {
      const dx = e.clientX - p.x;
      const dy = e.clientY - p.y;
      if (this.pointers.size === 2) {
        // two fingers: the zoom follows their distance
        const [a, b] = [...this.pointers.values()];
        const before = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        p.x = e.clientX;
        p.y = e.clientY;
        const after = Math.hypot(a!.x - b!.x, a!.y - b!.y);
        if (before > 0 && after > 0) this.board.zoomBy(after / before, { x: (a!.x + b!.x) / 2, y: (a!.y + b!.y) / 2 });
        this.board.moved();
        return;
      }
      if (!this.gesture && Math.hypot(e.clientX - p.startX, e.clientY - p.startY) > CLICK_SLOP) this.gesture = true;
      p.x = e.clientX;
      p.y = e.clientY;
      if (this.gesture) {
        this.board.panBy(dx, dy);
        this.board.moved();
      }
      return;
    }
    if (e.pointerType === 'touch') return;
    this.board.over(e.clientX, e.clientY);
  };

  private readonly onPointerUp = (e: PointerEvent): void => {
    const p = this.pointers.get(e.pointerId);
    if (!p) return;
    this.pointers.delete(e.pointerId);
    const tap = !this.gesture && Math.hypot(e.clientX - p.startX, e.clientY - p.startY) <= CLICK_SLOP;
    if (this.pointers.size === 0) this.gesture = false;
    if (!tap) return;
    this.board.tap(e.clientX, e.clientY);
  };

  private readonly onPointerCancel = (e: PointerEvent): void => {
    this.pointers.delete(e.pointerId);
    if (this.pointers.size === 0) this.gesture = false;
  };

  private readonly onPointerLeave = (e: PointerEvent): void => {
    if (this.pointers.size > 0) return;
    this.board.left(e.clientX, e.clientY);
  };

  private readonly onWheel = (e: WheelEvent): void => {
    e.preventDefault();
    const dy = e.deltaMode === 1 ? e.deltaY * 16 : e.deltaY;
    if (this.board.zoomBy(Math.exp(-dy * WHEEL_RATE), { x: e.clientX, y: e.clientY })) this.board.moved();
  };
}
