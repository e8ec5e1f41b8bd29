/**
 * What the reader's presses in `<quest-board>` tell besides their targets: whether it plays by touch (the hints then
 * say "tocca" / "tap" instead of "clicca" / "click"), that anything animating ends at a click or a key, and Escape
 * (the element cancels what it can).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The reader's pointer and keys of one element. */
export class PointerKind implements ReactiveController {
  /**
   * Whether the reader plays by touch: a coarse pointer at first (`pointer: coarse`), then the kind of the last pointer
   * pressed in the element (a touch or a pen: true).
   */
  touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;

  /** `skip` ends what animates; `escape` is Escape pressed anywhere on the page. */
  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly skip: () => void,
    private readonly escape: () => void,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.onKeyDown);
    // a click or a key anywhere in the element ends what animates
    this.host.addEventListener('pointerdown', this.skipMotion, true);
    this.host.addEventListener('keydown', this.skipMotion, true);
    this.host.addEventListener('pointerdown', this.notePointer, true);
    // a tap the browser turns into compatibility mouse events only (no pointerdown) still ends in a click that is a
    // PointerEvent naming the touch
    this.host.addEventListener('click', this.notePointer, true);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.onKeyDown);
    this.host.removeEventListener('pointerdown', this.skipMotion, true);
    this.host.removeEventListener('keydown', this.skipMotion, true);
    this.host.removeEventListener('pointerdown', this.notePointer, true);
    this.host.removeEventListener('click', this.notePointer, true);
  }

  /** A pointer pressed in the element: a touch or a pen makes the hints speak of taps, a mouse of clicks. */
  private readonly notePointer = (e: Event): void => {
    if (!(e instanceof PointerEvent && e.pointerType)) return;
    const touch = e.pointerType !== 'mouse';
    if (touch === this.touch) return;
    this.touch = touch;
    this.host.requestUpdate();
  };

  private readonly skipMotion = (): void => this.skip();

  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.key === 'Escape') this.escape();
  };
}
