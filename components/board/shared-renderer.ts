/**
 * One WebGL renderer for every board on the page (browsers cap WebGL contexts at about 16).
 * Each board registers a {@link RenderTarget}; when a target is dirty and visible, the renderer draws its scene
 * into its own offscreen canvas at the target's size and copies the pixels into the target's 2D canvas.
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
  /** Takes the drawn pixels from `source`, whose bottom-left `pixelWidth` x `pixelHeight` corner holds the frame. */
  present(source: HTMLCanvasElement | OffscreenCanvas, drawCalls: number): void;
}

/** How long the renderer lives on after its last target leaves, so moving an element in the DOM keeps the context. */
const RELEASE_DELAY_MS = 1000;

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

  /** The three.js renderer; its canvas is never in the document. */
  readonly renderer: WebGLRenderer;
  private readonly targets = new Set<RenderTarget>();
  private frameId = 0;
  private releaseTimer: ReturnType<typeof setTimeout> | null = null;
  private width = 0;
  private height = 0;

  private constructor() {
    const canvas = document.createElement('canvas');
    this.renderer = new WebGLRenderer({ canvas, antialias: true, alpha: true, premultipliedAlpha: true, powerPreference: 'low-power' });
    this.renderer.setPixelRatio(1);
    this.renderer.setClearColor(0x000000, 0);
    canvas.addEventListener('webglcontextrestored', () => this.requestFrame(true));
  }

  /** Adds a target; it is drawn on the next frame. */
  register(target: RenderTarget): void {
    if (this.releaseTimer !== null) {
      clearTimeout(this.releaseTimer);
      this.releaseTimer = null;
    }
    this.targets.add(target);
    this.requestFrame();
  }

  /** Removes a target; the renderer is released a moment after the last one leaves. */
  unregister(target: RenderTarget): void {
    this.targets.delete(target);
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

  /** Schedules a frame (once, however often it is asked). `all` redraws every target, after a lost context. */
  requestFrame(all = false): void {
    if (this.frameId !== 0) return;
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
      const w = target.pixelWidth;
      const h = target.pixelHeight;
      if (w < 1 || h < 1) continue;
      this.ensureSize(w, h);
      const r = this.renderer;
      r.setViewport(0, 0, w, h);
      r.setScissor(0, 0, w, h);
      r.setScissorTest(true);
      r.clear();
      target.draw(r);
      target.present(r.domElement, r.info.render.calls);
      drawn++;
    }
    return drawn;
  }

  private ensureSize(w: number, h: number): void {
    if (w <= this.width && h <= this.height) return;
    this.width = Math.max(this.width, w);
    this.height = Math.max(this.height, h);
    this.renderer.setSize(this.width, this.height, false);
  }

  private release(): void {
    this.releaseTimer = null;
    if (this.targets.size > 0) return;
    if (this.frameId !== 0) cancelAnimationFrame(this.frameId);
    this.frameId = 0;
    this.renderer.dispose();
    this.renderer.forceContextLoss();
    if (SharedRenderer.instance === this) SharedRenderer.instance = null;
  }
}
