/**
 * What animates in one `<quest-board>` (the board's pieces, the dice tray's dice), so that a click, a key or the skip
 * control ends it all at once, and whether motion is on at all: the element's `motion` attribute (`off` for none) and
 * the reader's system (`prefers-reduced-motion: reduce`). Shared with the parts through {@link motionContext}.
 * @module
 */
import { createContext } from '@lit/context';
import { prefersReducedMotion } from './board/motion.ts';

/** The animations of one element. */
export class MotionTracker {
  /** Whether the embedder allows motion (the element's `motion` attribute is not `off`). */
  allowed = true;
  private readonly running = new Map<object, () => void>();

  /** `changed` is called when something starts animating while nothing did, and when everything has stopped. */
  constructor(private readonly changed: () => void) {}

  /** Whether animations play now: allowed by the embedder and not refused by the reader's system. */
  get enabled(): boolean {
    return this.allowed && !prefersReducedMotion();
  }

  /** Whether something animates. */
  get active(): boolean {
    return this.running.size > 0;
  }

  /** `who` started animating; `finish` ends its animations at their end state. */
  started(who: object, finish: () => void): void {
    const was = this.running.size;
    this.running.set(who, finish);
    if (was === 0) this.changed();
  }

  /** `who` stopped animating (ended or finished). */
  ended(who: object): void {
    if (!this.running.delete(who)) return;
    if (this.running.size === 0) this.changed();
  }

  /** Ends every running animation at its end state. */
  skip(): void {
    if (this.running.size === 0) return;
    const finishers = [...this.running.values()];
    this.running.clear();
    for (const finish of finishers) finish();
    this.changed();
  }
}

/** The element's {@link MotionTracker}, for its parts (the dice tray). */
export const motionContext = createContext<MotionTracker | undefined>(Symbol('quest-board/motion'));
