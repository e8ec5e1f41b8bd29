/**
 * A short notice an element shows for a while (an action refused, a save done): {@link NoticeController.show} sets
 * it and clears it after `ms` (6 s by default), a newer notice restarting the count; {@link NoticeController.dismiss}
 * clears it at once. The host re-renders on each change; the timer stops when the host leaves the page.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** How long a notice stays by default (ms). */
export const NOTICE_MS = 6000;

/** The notice of one element: `text` is '' when there is none. */
export class NoticeController implements ReactiveController {
  /** The notice shown now, or ''. */
  text = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly ms = NOTICE_MS,
  ) {
    host.addController(this);
  }

  /** Shows `text` for `ms` milliseconds (a later notice replaces it and restarts the count). */
  show(text: string): void {
    this.text = text;
    this.stop();
    this.timer = setTimeout(() => {
      this.timer = null;
      this.dismiss();
    }, this.ms);
    this.host.requestUpdate();
  }

  /** Clears the notice now. */
  dismiss(): void {
    this.stop();
    this.text = '';
    this.host.requestUpdate();
  }

  hostDisconnected(): void {
    this.stop();
  }

  private stop(): void {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }
}
