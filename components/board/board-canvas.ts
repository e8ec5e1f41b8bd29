/**
 * The three.js board's place in the page: its canvas in a box of its own, following its container's size and
 * visibility, the shared renderer's canvas shown beneath it (the page's only board) or each frame copied into it, and
 * the last frame's pixels read back.
 * @module
 */

/** The board's canvas in the page. */
export class BoardCanvas {
  /** The canvas the board shows in and takes the pointer, wheel and keys on. */
  readonly canvas: HTMLCanvasElement;
  /** What goes in the container: {@link canvas} and, beneath it, the renderer's canvas while it shows it. */
  private readonly box: HTMLDivElement;
  private readonly ctx: CanvasRenderingContext2D;
  /** The renderer's canvas, while it shows beneath {@link canvas}. */
  private shown: HTMLCanvasElement | null = null;
  /** Whether {@link canvas} holds the last frame (copied), rather than the renderer's canvas beneath it. */
  private copied = false;
  /** The element the canvas is in, or null out of the page. */
  container: HTMLElement | null = null;
  private resizeObserver: ResizeObserver | null = null;
  private intersectionObserver: IntersectionObserver | null = null;

  /**
   * @param onResize called with the container's size in CSS pixels, when put in it and when it changes.
   * @param onVisible called when the container comes on screen or leaves it.
   */
  constructor(
    private readonly onResize: (cssWidth: number, cssHeight: number) => void,
    private readonly onVisible: (visible: boolean) => void,
  ) {
    this.canvas = document.createElement('canvas');
    this.canvas.style.cssText = 'display:block;width:100%;height:100%;touch-action:none;';
    this.box = document.createElement('div');
    // its own stacking context: the renderer's canvas (z-index -1) shows beneath the board's canvas, above the page
    this.box.style.cssText = 'position:relative;isolation:isolate;width:100%;height:100%;';
    this.box.append(this.canvas);
    const ctx = this.canvas.getContext('2d');
    if (!ctx) throw new Error('no 2D canvas context');
    this.ctx = ctx;
  }

  /** Puts the canvas in `container` (out of the page first) and follows its size and visibility. */
  attach(container: HTMLElement): void {
    this.detach();
    this.container = container;
    container.append(this.box);
    this.resizeObserver = new ResizeObserver((entries) => {
      const box = entries[entries.length - 1]?.contentRect;
      if (box) this.onResize(box.width, box.height);
    });
    this.resizeObserver.observe(container);
    this.intersectionObserver = new IntersectionObserver((entries) => {
      const entry = entries[entries.length - 1];
      if (entry) this.onVisible(entry.isIntersecting);
    });
    this.intersectionObserver.observe(container);
    const rect = container.getBoundingClientRect();
    this.onResize(rect.width, rect.height);
  }

  /** Takes the canvas out of the page and stops observing. */
  detach(): void {
    if (!this.container) return;
    this.resizeObserver?.disconnect();
    this.intersectionObserver?.disconnect();
    this.resizeObserver = null;
    this.intersectionObserver = null;
    this.box.remove();
    this.container = null;
  }

  /** Shows the shared renderer's canvas beneath {@link canvas} (the page's only board), or takes it away (null). */
  show(canvas: HTMLCanvasElement | null): void {
    if (canvas) {
      // beneath the board's canvas, which keeps its last copy on top until the next frame is drawn here
      canvas.style.cssText = 'position:absolute;inset:0;width:100%;height:100%;z-index:-1;pointer-events:none;';
      this.box.prepend(canvas);
    } else if (this.shown) {
      this.shown.remove();
      this.shown.style.cssText = '';
    }
    this.shown = canvas;
  }

  /**
   * Takes a drawn frame of `w` x `h` device pixels (the bottom-left corner of `source`): copied into {@link canvas},
   * or, when `shown` (the renderer's canvas beneath holds it), the last copy cleared away.
   */
  copy(source: HTMLCanvasElement | OffscreenCanvas, w: number, h: number, shown: boolean): void {
    if (!shown || this.copied) this.ctx.clearRect(0, 0, w, h);
    if (!shown) this.ctx.drawImage(source, 0, source.height - h, w, h, 0, 0, w, h);
    this.copied = !shown;
  }

  /**
   * The RGBA of the last frame (`width` x `height` device pixels) at a client position, or null outside the canvas;
   * `redraw` as for {@link read}.
   */
  pixelAt(clientX: number, clientY: number, width: number, height: number, redraw: () => HTMLCanvasElement | null): [number, number, number, number] | null {
    const rect = this.canvas.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) return null;
    const px = Math.floor(((clientX - rect.left) / rect.width) * width);
    const py = Math.floor(((clientY - rect.top) / rect.height) * height);
    if (px < 0 || py < 0 || px >= width || py >= height) return null;
    const d = this.read(px, py, 1, 1, height, redraw).data;
    return [d[0]!, d[1]!, d[2]!, d[3]!];
  }

  /**
   * The last frame's pixels in a rectangle (device pixels from the top left; the frame `height` tall): from the copy,
   * or, while the renderer's canvas shows the frame (its drawing buffer gone once composited), from the frame drawn
   * again (`redraw`: the renderer's canvas, or null when it cannot draw), into a scratch 2D canvas the same way a
   * copy is made.
   */
  read(x: number, y: number, w: number, h: number, height: number, redraw: () => HTMLCanvasElement | null): ImageData {
    if (!this.shown || this.copied) return this.ctx.getImageData(x, y, w, h);
    const scratch = document.createElement('canvas');
    scratch.width = w;
    scratch.height = h;
    const ctx = scratch.getContext('2d', { willReadFrequently: true });
    if (!ctx) throw new Error('no 2D canvas context');
    const source = redraw();
    if (source) ctx.drawImage(source, x, source.height - height + y, w, h, 0, 0, w, h);
    return ctx.getImageData(0, 0, w, h);
  }
}
