/**
 * Drawing on the map editor's grid with the pointer: a freehand stroke paints (or clears) every square it crosses, all
 * one undo step; a rectangle is shown from its first corner to the pointer while dragging and painted when the pointer
 * is let go (dragged past the grid's edge, it stops at it); any other tool applies once where the pointer goes down,
 * to the square or to the edge nearest it; while a form's field is picked, a square is picked instead.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { paintRect, sizeOf, type Brush, type DraftMission, type Sq } from '../archive/map-model.ts';
import { squareAt } from '../archive/map-grid-geometry.ts';
import type { RectDrag } from '../archive/map-grid.ts';
import type { Shape, Tool } from '../archive/map-tools.ts';

/** The editor drawn on: the map editor. */
export type DrawingHost = ReactiveControllerHost & {
  /** The grid, once rendered. */
  readonly grid: SVGSVGElement | null;
  /** The mission as drawn now. */
  readonly value: DraftMission;
  /** A form's field being picked on the map, if any. */
  readonly picking: unknown;
  readonly tool: Tool;
  readonly shape: Shape;
  /** What the tool in hand paints with, or null. */
  readonly brush: Brush | null;
  /** Picks square `[x, y]` for the field being picked. */
  pickAt(x: number, y: number): void;
  /** Applies the tool in hand to square `[x, y]` (a door to the edge toward `toward`). */
  applyTool(x: number, y: number, toward?: Sq): void;
  /** Applies an edit as one undo step. */
  commit(next: DraftMission): void;
};

/** The pointer's drawing on one map editor's grid. */
export class MapDrawingController implements ReactiveController {
  /** The rectangle being dragged (its first and current corner), shown over the grid until the pointer is let go. */
  get rectDrag(): RectDrag | null {
    return this.drag;
  }
  private drag: RectDrag | null = null;
  /** The freehand stroke under way: its pointer, and whether its undo step is recorded yet. */
  private stroke: { pointer: number; recorded: boolean } | null = null;

  constructor(private readonly host: DrawingHost) {
    host.addController(this);
  }

  /** A stroke or rectangle under way when the editor leaves the page is dropped (its pointer is no longer captured). */
  hostDisconnected(): void {
    this.stroke = null;
    this.drag = null;
  }

  /**
   * Whether an edit continues the stroke under way whose undo step is already recorded (then it joins that step);
   * the stroke's next edits do from now on.
   */
  continuesStroke(): boolean {
    const recorded = this.stroke?.recorded === true;
    if (this.stroke) this.stroke.recorded = true;
    return recorded;
  }

  private setDrag(drag: RectDrag | null): void {
    this.drag = drag;
    this.host.requestUpdate();
  }

  /**
   * The square (and the nearest edge's neighbour) under a client position; null outside the grid, or with `clamp`
   * the nearest square of the grid (a rectangle dragged past the edge stops at it).
   */
  private locate(e: PointerEvent, clamp = false): { x: number; y: number; toward: Sq } | null {
    const grid = this.host.grid;
    if (!grid) return null;
    const { width, height } = sizeOf(this.host.value);
    return squareAt(grid.getBoundingClientRect(), width, height, e.clientX, e.clientY, clamp);
  }

  /** The grid's `pointerdown`. */
  readonly onPointerDown = (e: PointerEvent): void => {
    if (e.button !== 0) return;
    const at = this.locate(e);
    if (!at) return;
    const host = this.host;
    if (host.picking) return host.pickAt(at.x, at.y);
    try {
      (e.currentTarget as Element).setPointerCapture(e.pointerId);
    } catch {
      // a synthetic or finished pointer cannot be captured: the stroke still works inside the grid
    }
    if (host.shape === 'rect' && host.brush) this.setDrag({ pointer: e.pointerId, from: [at.x, at.y], to: [at.x, at.y] });
    else if (host.tool === 'room' || host.tool === 'corridor' || host.tool === 'rock' || host.tool === 'erase') {
      this.stroke = { pointer: e.pointerId, recorded: false };
      host.applyTool(at.x, at.y);
    } else host.applyTool(at.x, at.y, at.toward);
  };

  /** The grid's `pointermove`. */
  readonly onPointerMove = (e: PointerEvent): void => {
    if (this.drag?.pointer === e.pointerId) this.moveRect(e);
    else if (this.stroke?.pointer === e.pointerId) {
      const at = this.locate(e);
      if (at) this.host.applyTool(at.x, at.y);
    }
  };

  /** The grid's `pointerup`. */
  readonly onPointerUp = (e: PointerEvent): void => {
    if (this.drag?.pointer === e.pointerId) this.endRect(e);
    if (this.stroke?.pointer === e.pointerId) this.stroke = null;
  };

  /** The grid's `pointercancel`. */
  readonly onPointerCancel = (e: PointerEvent): void => {
    if (this.drag?.pointer === e.pointerId) this.setDrag(null);
    if (this.stroke?.pointer === e.pointerId) this.stroke = null;
  };

  private moveRect(e: PointerEvent): void {
    const at = this.locate(e, true);
    const drag = this.drag;
    if (!at || !drag || (drag.to[0] === at.x && drag.to[1] === at.y)) return;
    this.setDrag({ ...drag, to: [at.x, at.y] });
  }

  private endRect(e: PointerEvent): void {
    const drag = this.drag!;
    const at = this.locate(e, true);
    const to: Sq = at ? [at.x, at.y] : drag.to;
    this.setDrag(null);
    const brush = this.host.brush;
    if (brush) this.host.commit(paintRect(this.host.value, drag.from, to, brush));
  }
}
