/**
 * One WebGL renderer for every board on the page (browsers cap WebGL contexts at about 16).
 * Each board registers a {@link RenderTarget}; when a target is dirty and visible, the renderer draws its scene
 * into its own offscreen canvas at the target's size and copies the pixels into the target's 2D canvas.
 * While one target alone is registered (the common page: one board), the renderer hands it its own canvas to show in
 * place of the copies ({@link RenderTarget.show}): no copy per frame, and the browser composites the WebGL canvas
 * without waiting for the frame to be read back (under software GL the read-back stalled every frame, docs/performance.md).
 * A second target takes the canvas back to the copies; when it leaves, the one left gets it again.
 * Frames are only drawn when something asked for one.
 * @module
 */
import { WebGLRenderer } from 'three';

/** A board as the shared renderer sees it. */
export interface RenderTarget {
  /** Draw size in device pixels. */
  readonly pixelWidth: number;
  readonly pixelHeight: number;
  /** Whether the target needs a new frame. */
  readonly dirty: boolean;
  /** Whether the target is on screen (invisible targets stay dirty until they show). */
  readonly visible: boolean;
  /** Draws the scene with `renderer` (the viewport is already set). */
  draw(renderer: WebGLRenderer): void;
  /**
   * Optional: `draw` threw. The target is not presented this frame; without this the error propagates (the frame's
   * other targets are not drawn).
   */
  failed?(error: unknown): void;
  /**
   * Takes the drawn frame: `source`'s bottom-left `pixelWidth` x `pixelHeight` corner holds it. `shown` is true when
   * `source` is the canvas the target shows ({@link show}), so there is nothing to copy.
   */
  present(source: HTMLCanvasElement | OffscreenCanvas, drawCalls: number, shown: boolean): void;
  /**
   * Optional: shows `canvas`, the renderer's own, in the page in place of the target's copies (the renderer then
   * draws it at exactly `pixelWidth` x `pixelHeight`), or, with null, takes it out of the page again (the renderer
   * then draws the target once at once, copied, so its canvas never shows blank). Targets without it are always copied.
   */
  show?(canvas: HTMLCanvasElement | null): void;
}

/** How long the renderer lives on after its last target leaves, so moving an element in the DOM keeps the context. */
const RELEASE_DELAY_MS = 1000;
/**
 * How long a lost WebGL context may take to come back (the browser restores one it took away to make room for
 * another page's, or after a GPU reset) before it is a failure of every board drawn with it.
 */
export const CONTEXT_LOST_GRACE_MS = 1500;

/** The error every board of a renderer whose WebGL context was lost for good is failed with. */
export class ContextLostError extends Error {
  constructor() {
    super('the browser took the WebGL context away (too many 3D views open, or the graphics driver reset)');
    this.name = 'ContextLostError';
  }
}

/**
 * The page's shared renderer. Get it with {@link SharedRenderer.get}; it is created on first use and released
 * (WebGL context and all) a moment after the last target unregisters.
 */
export class SharedRenderer {
  private static instance: SharedRenderer | null = null;

  /** The page's renderer, created on first call. */
  static get(): SharedRenderer {
    SharedRenderer.instance ??= new SharedRenderer();
    return SharedRenderer.instance;
  }

  /** The three.js renderer; its canvas is in the document only while one target shows it ({@link RenderTarget.show}). */
  readonly renderer: WebGLRenderer;
  private readonly targets = new Set<RenderTarget>();
  private frameId = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;
  private width = 0;
  private height = 0;
  /** The target showing the renderer's canvas, if any (the only one registered). */
  private direct: RenderTarget | null = null;

  private constructor() {
    const canvas = document.createElement('canvas');
    this.renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, premultipliedAlpha: true, powerPreference: 'low-power' });
    this.renderer.setPixelRatio(1);
    this.renderer.setClearColor(0x000000, 0);
    canvas.addEventListener('webglcontextlost', this.onContextLost);
    canvas.addEventListener('webglcontextrestored', this.onContextRestored);
  }

  /** Set while the context is lost and may yet come back. */
  private lostTimer: ReturnType<typeof setTimeout> | null = null;
  /** Whether the context was lost for good: the renderer is no longer the page's, a new one is made on next use. */
  private dead = false;

  /** Whether the WebGL context is lost (for a moment, or for good). */
  get contextLost(): boolean {
    return this.lostTimer !== null || this.dead;
  }

  private readonly onContextLost = (event: Event): void => {
    // asked to be restored; until then, nothing is drawn
    event.preventDefault();
    if (this.dead || this.lostTimer !== null) return;
    if (this.frameId !== 0) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    this.lostTimer = setTimeout(() => this.lostForGood(), CONTEXT_LOST_GRACE_MS);
  };

  private readonly onContextRestored = (): void => {
    if (this.dead) return;
    if (this.lostTimer !== null) clearTimeout(this.lostTimer);
    this.lostTimer = null;
    this.requestFrame(true);
  };

  /**
   * The context did not come back: the renderer stops being the page's (the next {@link SharedRenderer.get} makes a
   * fresh one, with a context of its own), and every target is told its drawing failed ({@link RenderTarget.failed}).
   */
  private lostForGood(): void {
    this.lostTimer = null;
    this.dead = true;
    if (SharedRenderer.instance === this) SharedRenderer.instance = null;
    const error = new ContextLostError();
    const thrown: unknown[] = [];
    for (const target of [...this.targets]) {
      try {
        target.failed?.(error);
      } catch (e) {
        // a target without an owner to tell throws it again: the others are told all the same
        thrown.push(e);
      }
    }
    for (const e of thrown)
      queueMicrotask(() => {
        throw e;
      });
    if (this.targets.size === 0) this.release();
  }

  /** Adds a target; it is drawn on the next frame. */
  register(target: RenderTarget): void {
    if (this.releaseTimer !== null) {
      clearTimeout(this.releaseTimer);
      this.releaseTimer = null;
    }
    this.targets.add(target);
    this.handOver();
    this.requestFrame();
  }

  /** Removes a target; the renderer is released a moment after the last one leaves. */
  unregister(target: RenderTarget): void {
    this.targets.delete(target);
    this.handOver();
    if (this.targets.size === 0 && this.releaseTimer === null) {
      this.releaseTimer = setTimeout(() => this.release(), RELEASE_DELAY_MS);
    }
  }

  /** Whether `target` is registered. */
  has(target: RenderTarget): boolean {
    return this.targets.has(target);
  }

  /** The number of registered targets. */
  get size(): number {
    return this.targets.size;
  }

  /** The target showing the renderer's own canvas (the only one registered, when it can show it), or null. */
  get shownBy(): RenderTarget | null {
    return this.direct;
  }

  /** Gives the renderer's canvas to the only registered target, or takes it back when there are more or none. */
  private handOver(): void {
    const only = this.targets.size === 1 ? this.targets.values().next().value! : null;
    const next = only?.show ? only : null;
    const previous = this.direct;
    if (next === previous) return;
    this.direct = null;
    if (previous) {
      previous.show!(null);
      // still on the page beside another: copied now, so that its canvas shows the frame it showed
      if (this.targets.has(previous)) this.drawTarget(previous);
    }
    if (next) {
      this.direct = next;
      next.show!(this.renderer.domElement);
    }
  }

  /** Schedules a frame (once, however often it is asked). `all` redraws every target, after a lost context. */
  requestFrame(all = false): void {
    if (this.frameId !== 0 || this.contextLost) return;
    this.frameId = requestAnimationFrame(() => {
      this.frameId = 0;
      this.renderNow(all);
    });
  }

  /** Draws every dirty, visible target now. Returns how many were drawn. */
  renderNow(force = false): number {
    let drawn = 0;
    for (const target of this.targets) {
      if (!(target.dirty || force) || !target.visible) continue;
      if (this.drawTarget(target)) drawn++;
    }
    return drawn;
  }

  /** Draws `target` now and hands it the frame; false when it has no size. */
  private drawTarget(target: RenderTarget): boolean {
    const shown = target === this.direct;
    const r = this.prepare(target, shown);
    if (!r) return false;
    try {
      target.draw(r);
    } catch (error) {
      if (!target.failed) throw error;
      target.failed(error);
      return false;
    }
    target.present(r.domElement, r.info.render.calls, shown);
    return true;
  }

  /**
   * Sizes the canvas for `target` (exactly its size when `exact`, else at least it), clears the target's corner and
   * returns the renderer set to draw there, or null when the target has no size.
   */
  private prepare(target: RenderTarget, exact: boolean): WebGLRenderer | null {
    const w = target.pixelWidth;
    const h = target.pixelHeight;
    if (w < 1 || h < 1) return null;
    const width = exact ? w : Math.max(this.width, w);
    const height = exact ? h : Math.max(this.height, h);
    if (width !== this.width || height !== this.height) {
      this.width = width;
      this.height = height;
      this.renderer.setSize(width, height, false);
    }
    const r = this.renderer;
    r.setViewport(0, 0, w, h);
    r.setScissor(0, 0, w, h);
    r.setScissorTest(true);
    r.clear();
    return r;
  }

  /**
   * Draws `target` again with `draw` (which must draw what its last frame drew: nothing advances) and returns the
   * canvas holding it in its bottom-left corner, to read pixels from in this task; null when the target has no size.
   * No frame is counted. For reading the frame of the target that shows the renderer's canvas, whose drawing buffer
   * the browser clears once it has composited it.
   */
  redraw(target: RenderTarget, draw: (renderer: WebGLRenderer) => void): HTMLCanvasElement | null {
    const r = this.prepare(target, target === this.direct);
    if (!r) return null;
    draw(r);
    return r.domElement;
  }

  private release(): void {
    this.releaseTimer = null;
    if (this.targets.size > 0) return;
    if (this.frameId !== 0) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    if (this.lostTimer !== null) clearTimeout(this.lostTimer);
    this.lostTimer = null;
    const canvas = this.renderer.domElement;
    canvas.removeEventListener('webglcontextlost', this.onContextLost);
    canvas.removeEventListener('webglcontextrestored', this.onContextRestored);
    try {
      this.renderer.dispose();
      if (!this.dead) this.renderer.forceContextLoss();
    } catch {
      // a renderer whose context was lost for good may fail to let go: it is dropped all the same
    }
    if (SharedRenderer.instance === this) SharedRenderer.instance = null;
  }
}
