/**
 * Whether an element is laid out for a narrow screen (≤ `NARROW` px wide: its panels are bottom sheets behind tabs),
 * measured when its size changes. The host re-renders when it changes.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { NARROW } from './camera-controller.ts';

/** The width watch of one element. */
export class WidthController implements ReactiveController {
  /** Whether the host is at most `NARROW` px wide. */
  narrow = false;
  // measured in the next frame, not in the observer's callback: the hint it changes may change the element's size,
  // and a size changed while the observer delivers is an error ("ResizeObserver loop completed…") the page sees
  private readonly sizeWatch = typeof ResizeObserver === 'function' ? new ResizeObserver(() => this.measureSoon()) : null;
  private measureFrame = 0;

  constructor(private readonly host: ReactiveControllerHost & HTMLElement) {
    host.addController(this);
  }

  hostConnected(): void {
    this.sizeWatch?.observe(this.host);
  }

  hostDisconnected(): void {
    this.sizeWatch?.disconnect();
    if (this.measureFrame !== 0) cancelAnimationFrame(this.measureFrame);
    this.measureFrame = 0;
  }

  private measureSoon(): void {
    if (this.measureFrame !== 0) return;
    this.measureFrame = requestAnimationFrame(() => {
      this.measureFrame = 0;
      this.measure();
    });
  }

  /** Reads the host's width: narrow or not (see {@link narrow}). */
  private measure(): void {
    const narrow = this.host.getBoundingClientRect().width <= NARROW;
    if (narrow !== this.narrow) {
      this.narrow = narrow;
      this.host.requestUpdate();
    }
  }
}
