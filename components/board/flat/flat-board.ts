/**
 * The 2D board: the table seen from above, drawn as SVG (`flat-svg.ts`), for browsers where WebGL is missing and for
 * embedders who ask for it (`renderer="2d"`). It is a {@link BoardView} like the three.js board: the same scene, the
 * same marks, the same picks by click, tap and keyboard, and client positions of what it draws. Fetched on demand
 * (`make-board.ts`'s `loadFlatBoard`): no three.js here.
 *
 * The view (`flat-view.ts`): a drag pans, the wheel and a two-finger pinch zoom, a tap picks (`flat-gestures.ts`);
 * {@link zoomBy}, {@link panBy}, {@link centreOn} and {@link resetView} change the SVG's view box; {@link rotate}
 * turns the board on screen by quarter turns (the drawing turns, the pieces' initials with it).
 * @module
 */
import type { GameEvent } from '../../../engine/index.ts';
import { spanOf, unitCovering } from '../../../engine/core/span.ts';
import type { BoardCallbacks, BoardMotionControl, BoardView, ClientPoint } from '../board-view.ts';
import type { CameraState } from '../camera-controls.ts';
import { choosePick, cursorFor, hoverHighlight } from '../hover.ts';
import { areaAt, edgeBetween, ROCK_AREA } from '../layout.ts';
import { NO_MARKS, type BoardMarks, type BoardPick, type BoardScene } from '../types.ts';
import { clearedSquares } from './fog-clearing.ts';
import { FlatGestures } from './flat-gestures.ts';
import { clamp, FlatView } from './flat-view.ts';
import { doorPoint, DOOR_LENGTH, FLAT_LAYER_DEPENDS, FLAT_LAYERS, flatLayer, piecePicture, PIECE_RADIUS, type FlatHover, type FlatLayer } from './flat-svg.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';
/** How long a refused click's square stays marked (ms). */
const FLASH_MS = 420;
/** How long the fog over a room just revealed takes to clear (ms; as the 3D board's). */
const FOG_FADE_MS = 450;
/** How long a piece takes to slide to its new square (ms). */
const SLIDE_MS = 220;
/** How far round a door's drawing a click still picks it (squares). */
const DOOR_SLOP = 0.1;

/** The top-down SVG board (see the module's description). */
export class FlatBoard implements BoardView {
  readonly renderer = '2d' as const;
  /** The element that takes the pointer, the wheel, focus and keys; the `<svg>` is inside it. */
  readonly canvas: HTMLDivElement;
  /** The drawing. */
  readonly svg: SVGSVGElement;
  /** The board turned and placed by the view box (every layer is inside it, in board squares). */
  private readonly content: SVGGElement;
  readonly motion: BoardMotionControl = { allowed: true, running: false, onRunning: null };
  /** Times the board was drawn (for tests). */
  frames = 0;
  private scene: BoardScene | null = null;
  private marks: BoardMarks = NO_MARKS;
  private hover: FlatHover | null = null;
  private hoverKey = '';
  private reportedHover = '';
  private flash: readonly [number, number] | null = null;
  private flashTimer: ReturnType<typeof setTimeout> | null = null;
  private container: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private width = 0;
  private height = 0;
  /** The view's zoom, middle and quarter turns. */
  private readonly view = new FlatView(() => this.scene);
  private movedByHand = Number.NEGATIVE_INFINITY;
  private disposed = false;

  constructor(private readonly callbacks: BoardCallbacks = {}) {
    this.canvas = document.createElement('div');
    this.canvas.className = 'flat-board';
    this.canvas.dataset.renderer = '2d';
    this.canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;user-select:none;-webkit-user-select:none;';
    this.svg = document.createElementNS(SVG_NS, 'svg');
    this.svg.setAttribute('aria-hidden', 'true');
    this.svg.setAttribute('focusable', 'false');
    this.svg.setAttribute('preserveAspectRatio', 'xMidYMid meet');
    this.svg.style.cssText = 'display:block;width:100%;height:100%;';
    this.content = document.createElementNS(SVG_NS, 'g');
    this.svg.append(this.content);
    this.canvas.append(this.svg);
    new FlatGestures(this.canvas, {
      zoomBy: (factor, about) => this.zoomBy(factor, about),
      panBy: (dx, dy) => this.panBy(dx, dy),
      moved: () => (this.movedByHand = performance.now()),
      tap: (clientX, clientY) => {
        const pick = this.pick(clientX, clientY);
        if (pick) this.callbacks.onPick?.(pick);
      },
      over: (clientX, clientY) => this.pointerOver(clientX, clientY),
      left: (clientX, clientY) => this.pointerLeft(clientX, clientY),
    });
  }

  attach(container: HTMLElement): void {
    if (this.disposed) throw new Error('the board was disposed');
    if (this.container === container) return;
    this.detach();
    this.container = container;
    container.append(this.canvas);
    this.resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.resize(box.width, box.height);
    });
    this.resizeObserver.observe(container);
    const rect = container.getBoundingClientRect();
    this.resize(rect.width, rect.height);
  }

  detach(): void {
    if (!this.container) return;
    this.resizeObserver?.disconnect();
    this.resizeObserver = null;
    this.canvas.remove();
    this.container = null;
  }

  dispose(): void {
    if (this.disposed) return;
    this.detach();
    this.disposed = true;
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flashTimer = null;
    if (this.fadeTimer !== null) clearTimeout(this.fadeTimer);
    this.fadeTimer = null;
  }

  /** Sets the drawing's size in CSS pixels (called by the ResizeObserver). */
  resize(cssWidth: number, cssHeight: number): void {
    if (cssWidth === this.view.width && cssHeight === this.view.height) return;
    this.view.width = cssWidth;
    this.view.height = cssHeight;
    this.applyView();
  }

  setScene(scene: BoardScene, _events: readonly GameEvent[] = []): void {
    const resized = !this.scene || this.scene.board.width !== scene.board.width || this.scene.board.height !== scene.board.height;
    const before = this.scene;
    this.scene = scene;
    if (before && !resized) this.fadeCleared(before, scene);
    if (resized) {
      this.view.zoom = 1;
      this.view.centre = null;
      this.view.turnToFill();
    }
    this.hover = null;
    this.hoverKey = '';
    this.draw();
    if (resized) this.applyView();
  }

  setMarks(marks: BoardMarks): void {
    this.marks = marks;
    this.hover = null;
    this.hoverKey = '';
    this.draw();
  }

  flashSquare(x: number, y: number): void {
    if (!this.scene) return;
    if (this.flashTimer !== null) clearTimeout(this.flashTimer);
    this.flash = [x, y];
    this.draw();
    this.flashTimer = setTimeout(() => {
      this.flashTimer = null;
      this.flash = null;
      this.draw();
    }, FLASH_MS);
  }

  /** Whether a refused click's mark is showing (for tests). */
  get flashing(): boolean {
    return this.flash !== null;
  }

  /** The keyboard cursor's square as drawn, or null (for tests). */
  get cursor(): readonly [number, number] | null {
    return this.marks.cursor ?? null;
  }

  whenRendered(): Promise<void> {
    return Promise.resolve();
  }

  skipMotion(): void {}

  /** One `<g>` per layer of the drawing (`flat-svg.ts`'s `FLAT_LAYERS`), in order, and what each was last drawn from. */
  private readonly layers = new Map<FlatLayer, { g: SVGGElement; drawnFrom: readonly unknown[] | null }>();
  /** Bumped when a picture comes (the map of pictures is the same object). */
  private picturesVersion = 0;

  /**
   * Draws the layers whose inputs changed since they were last drawn (at once: a layer is a string of markup,
   * `flat-svg.ts`): a new mark redraws the marks, not the floor.
   */
  private draw(): void {
    if (!this.scene || this.disposed) return;
    const fade = this.fade;
    const fading = fade ? { squares: fade.squares, opacity: 1, ms: FOG_FADE_MS } : null;
    const inputs = {
      marks: this.marks,
      hover: this.hover,
      flash: this.flash,
      pictures: this.picturesVersion,
      quarterTurns: this.view.quarterTurns,
      fading: fade,
    };
    const options = { hover: this.hover, flash: this.flash, pictures: this.pictures, quarterTurns: this.view.quarterTurns, fading };
    for (const name of FLAT_LAYERS) {
      let layer = this.layers.get(name);
      if (!layer) {
        const g = document.createElementNS(SVG_NS, 'g');
        g.dataset.slot = name;
        this.content.append(g);
        layer = { g, drawnFrom: null };
        this.layers.set(name, layer);
      }
      const from = [this.scene, ...FLAT_LAYER_DEPENDS[name].map((k) => inputs[k])];
      if (layer.drawnFrom && layer.drawnFrom.length === from.length && layer.drawnFrom.every((v, i) => v === from[i])) continue;
      const sceneChanged = layer.drawnFrom?.[0] !== this.scene;
      layer.drawnFrom = from;
      layer.g.innerHTML = flatLayer(name, this.scene, this.marks, options);
      if (name === 'pieces' && sceneChanged) this.slidePieces(layer.g);
      // the fog of a room just revealed fades out (Web Animations: nothing a Content Security Policy refuses)
      const clearing = name === 'ground' && fading ? layer.g.querySelector<SVGGElement>('[data-layer="fading"]') : null;
      if (clearing && typeof clearing.animate === 'function') clearing.animate([{ opacity: 1 }, { opacity: 0 }], { duration: FOG_FADE_MS, fill: 'forwards' });
    }
    this.frames++;
    this.fetchPictures();
  }

  /** Where each piece was last drawn (by unit id), to slide it from there to a new square. */
  private drawnAt = new Map<string, { x: number; y: number }>();

  /**
   * Slides each piece drawn on a new square from its last one ({@link SLIDE_MS}, with the Web Animations API's
   * `translate`: the piece's own turn upright stays), unless motion is off (`motion="off"`, reduced motion).
   */
  private slidePieces(layer: SVGGElement): void {
    const before = this.drawnAt;
    this.drawnAt = new Map((this.scene?.units ?? []).filter((u) => u.alive).map((u) => [u.id, { x: u.x, y: u.y }]));
    if (!this.motion.allowed || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches)) return;
    for (const [id, at] of this.drawnAt) {
      const was = before.get(id);
      if (!was || (was.x === at.x && was.y === at.y)) continue;
      const piece = layer.querySelector<SVGGElement>(`[data-unit="${CSS.escape(id)}"]`);
      if (!piece || typeof piece.animate !== 'function') continue;
      // `translate` applies outside the piece's own turn (its transform attribute), in board squares
      piece.animate([{ translate: `${was.x - at.x}px ${was.y - at.y}px` }, { translate: '0px 0px' }], { duration: SLIDE_MS, easing: 'ease-out' });
    }
  }

  /** The fog of a room just revealed, clearing: its squares and when it began (`performance.now()`). */
  private fade: { squares: [number, number][]; at: number } | null = null;
  private fadeTimer: ReturnType<typeof setTimeout> | null = null;

  /** Fades out the fog over the squares `next` reveals that `previous` showed fogged (at once under reduced motion). */
  private fadeCleared(previous: BoardScene, next: BoardScene): void {
    const enabled = this.motion.allowed && !(typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
    if (!enabled || next.seeAll) return;
    const squares = clearedSquares(previous, next);
    if (squares.length === 0) return;
    this.fade = { squares, at: performance.now() };
    if (this.fadeTimer !== null) clearTimeout(this.fadeTimer);
    this.fadeTimer = setTimeout(() => {
      this.fadeTimer = null;
      this.fade = null;
      this.draw();
    }, FOG_FADE_MS);
  }

  /** The pieces' pictures that have come (icon bodies by name), and the names asked for. */
  private readonly pictures = new Map<string, string>();
  private readonly picturesAsked = new Set<string>();

  /**
   * Fetches the pictures of the pieces shown that have not come yet (the portraits' chunk, which the element's cards
   * load anyway), then draws them; until then, and when one cannot be had, a piece shows its initials.
   */
  private fetchPictures(): void {
    const wanted = [...new Set((this.scene?.units ?? []).filter((u) => u.alive).map(piecePicture))].filter((name) => !this.picturesAsked.has(name));
    if (wanted.length === 0) return;
    for (const name of wanted) this.picturesAsked.add(name);
    import('../../pictures/portrait.ts')
      .then((m) => Promise.all(wanted.map(async (name) => [name, await m.iconBody(name)] as const)))
      .then(
        (bodies) => {
          let added = false;
          for (const [name, body] of bodies) {
            if (body === undefined) continue;
            this.pictures.set(name, body);
            added = true;
          }
          if (added) {
            this.picturesVersion++;
            this.draw();
          }
        },
        // no pictures: the initials stay
        () => undefined,
      );
  }

  // --- the view ---

  get cameraState(): CameraState {
    return this.view.cameraState;
  }

  /** Sets the view box from the view (kept over the board). */
  private applyView(): void {
    const frame = this.view.frame();
    if (!frame) return;
    this.svg.setAttribute('viewBox', frame.viewBox);
    this.content.setAttribute('transform', frame.transform);
  }

  /** The view moved (a new view box; `turned`: the drawing turned too, its pieces drawn upright again). */
  private viewChanged(turned = false): void {
    this.applyView();
    // what the pointer lit is elsewhere now
    if (turned || this.hover) {
      this.hover = null;
      this.hoverKey = '';
      this.draw();
    }
    this.callbacks.onCamera?.(this.cameraState);
  }

  zoomBy(factor: number, about?: ClientPoint): boolean {
    if (!(factor > 0) || !Number.isFinite(factor)) return false;
    if (about && !(Number.isFinite(about.x) && Number.isFinite(about.y))) about = undefined;
    // the board point under `about` stays under it
    if (!this.view.zoomAbout(factor, about ? this.clientToBoard(about.x, about.y) : null)) return false;
    this.viewChanged();
    return true;
  }

  panBy(dx: number, dy: number): void {
    if (!Number.isFinite(dx) || !Number.isFinite(dy)) return;
    const a = this.clientToBoard(0, 0);
    const b = this.clientToBoard(dx, dy);
    if (!a || !b) return;
    const c = this.view.centre ?? this.view.middle;
    this.view.centre = { x: c.x - (b.x - a.x), y: c.y - (b.y - a.y) };
    this.viewChanged();
  }

  rotate(turns: number): void {
    // whole quarter turns only: 1.6 is 2, NaN nothing
    turns = Math.round(turns);
    if (!Number.isFinite(turns) || turns % 4 === 0) return;
    this.view.quarterTurns = (((this.view.quarterTurns + turns) % 4) + 4) % 4;
    this.viewChanged(true);
  }

  centreOn(x: number, y: number, zoom?: number): void {
    if (!Number.isFinite(x) || !Number.isFinite(y)) return;
    const v = this.view;
    if (zoom !== undefined && Number.isFinite(zoom)) v.zoom = clamp(Math.max(v.zoom, zoom), 1, v.maxZoom);
    v.centre = { x: x + 0.5, y: y + 0.5 };
    this.viewChanged();
  }

  resetView(): void {
    this.view.zoom = 1;
    this.view.centre = null;
    this.viewChanged(this.view.turnToFill());
  }

  revealSquare(x: number, y: number, margin = 24): boolean {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return false;
    const p = this.squareToClient(x, y);
    const m = Math.min(margin, rect.width / 4, rect.height / 4);
    if (p.x >= rect.left + m && p.x <= rect.right - m && p.y >= rect.top + m && p.y <= rect.bottom - m) return false;
    this.centreOn(x, y);
    return true;
  }

  get lastMovedByHand(): number {
    return this.movedByHand;
  }

  // --- board points and client points ---

  private boardToClient(x: number, y: number): ClientPoint {
    const m = this.content.getScreenCTM();
    if (!m) return { x: 0, y: 0 };
    return { x: m.a * x + m.c * y + m.e, y: m.b * x + m.d * y + m.f };
  }

  /** The board point (squares) under a client position, or null before the board is laid out. */
  clientToBoard(clientX: number, clientY: number): { x: number; y: number } | null {
    const m = this.content.getScreenCTM();
    if (!m) return null;
    const det = m.a * m.d - m.b * m.c;
    if (Math.abs(det) < 1e-12) return null;
    const dx = clientX - m.e;
    const dy = clientY - m.f;
    return { x: (m.d * dx - m.c * dy) / det, y: (-m.b * dx + m.a * dy) / det };
  }

  squareToClient(x: number, y: number): ClientPoint {
    return this.boardToClient(x + 0.5, y + 0.5);
  }

  unitToClient(id: string): ClientPoint | null {
    const u = this.scene?.units.find((unit) => unit.id === id && unit.alive);
    return u ? this.squareToClient(u.x, u.y) : null;
  }

  doorToClient(id: string): ClientPoint | null {
    const door = this.scene?.board.doors.find((d) => d.id === id);
    if (!door) return null;
    const p = doorPoint(door);
    return this.boardToClient(p.x, p.y);
  }

  objectToClient(id: string): ClientPoint | null {
    const o = this.scene?.objects?.find((obj) => obj.id === id);
    return o ? this.squareToClient(o.x, o.y) : null;
  }

  badgeToClient(id: string, index = 0): ClientPoint | null {
    const badge = this.content.querySelectorAll(`[data-unit="${CSS.escape(id)}"] [data-badge]`)[index];
    if (!badge) return null;
    const r = badge.getBoundingClientRect();
    return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
  }

  // --- picking ---

  private isActionable(pick: BoardPick | null): boolean {
    if (!pick) return false;
    const m = this.marks;
    if (pick.kind === 'unit') return m.targets.includes(pick.id) || m.aims.includes(pick.id) || m.ready.includes(pick.id) || m.selected === pick.id;
    if (pick.kind === 'door') return m.doors.includes(pick.id);
    return m.moves.some(([x, y]) => x === pick.x && y === pick.y);
  }

  pick(clientX: number, clientY: number): BoardPick | null {
    return choosePick(this.picksAt(clientX, clientY), (p) => this.isActionable(p));
  }

  picksAt(clientX: number, clientY: number): BoardPick[] {
    const scene = this.scene;
    const p = scene ? this.clientToBoard(clientX, clientY) : null;
    if (!scene || !p) return [];
    const found: BoardPick[] = [];
    // a big piece is drawn centred over its block, its disc scaled by its span
    for (const u of scene.units)
      if (u.alive && Math.hypot(p.x - (u.x + spanOf(u) / 2), p.y - (u.y + spanOf(u) / 2)) <= spanOf(u) * PIECE_RADIUS + 0.04)
        found.push({ kind: 'unit', id: u.id });
    for (const door of scene.board.doors) {
      const e = edgeBetween(door.between[0], door.between[1]);
      const c = doorPoint(door);
      // a closed door lies along its edge; an open one across it
      const alongY = e.vertical !== door.open;
      const halfX = (alongY ? 0.15 : DOOR_LENGTH / 2) + DOOR_SLOP;
      const halfY = (alongY ? DOOR_LENGTH / 2 : 0.15) + DOOR_SLOP;
      if (Math.abs(p.x - c.x) <= halfX && Math.abs(p.y - c.y) <= halfY) found.push({ kind: 'door', id: door.id });
    }
    const x = Math.floor(p.x);
    const y = Math.floor(p.y);
    if (areaAt(scene.board, x, y) === ROCK_AREA) return found;
    // any square a piece covers, off its disc, is the piece too
    const covering = unitCovering(scene.units, x, y);
    if (covering && !found.some((f) => f.kind === 'unit' && f.id === covering.id)) found.push({ kind: 'unit', id: covering.id });
    const on = scene.objects?.find((o) => o.x === x && o.y === y);
    found.push(on ? { kind: 'object', id: on.id, x, y } : { kind: 'square', x, y });
    return found;
  }

  // --- the pointer ---

  /** The pointer moved over the board (a mouse or pen): the hover lights what is under it and is reported. */
  private pointerOver(clientX: number, clientY: number): void {
    const pick = this.pick(clientX, clientY);
    this.updateHover(pick);
    const key = pick ? JSON.stringify(pick) : '';
    if (key !== this.reportedHover || pick?.kind === 'object') {
      this.reportedHover = key;
      this.callbacks.onHover?.(pick, { x: clientX, y: clientY });
    }
  }

  /** The pointer left the board: nothing lit, and said once. */
  private pointerLeft(clientX: number, clientY: number): void {
    this.updateHover(null);
    if (this.reportedHover !== '') {
      this.reportedHover = '';
      this.callbacks.onHover?.(null, { x: clientX, y: clientY });
    }
  }

  private updateHover(pick: BoardPick | null): void {
    const actionable = this.isActionable(pick);
    this.canvas.style.cursor = cursorFor(pick, actionable);
    const h = hoverHighlight(pick, actionable, this.scene?.units ?? []);
    const key = h?.key ?? '';
    if (key === this.hoverKey) return;
    this.hoverKey = key;
    this.hover = h ? { square: h.door ? null : h.square, door: h.door } : null;
    this.draw();
  }
}
