/**
 * The messages an element shows over its board for a while: a mission event's text, a trap sprung, what an attack
 * did. Each goes after its own time or when clicked; past {@link MAX_TOASTS} the oldest go first. The host re-renders
 * on each change.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** The most toasts shown at once (the oldest go first). */
export const MAX_TOASTS = 3;

/** A message over the board: a mission event's text, a trap sprung, or what an attack did (the chronicle's lines). */
export interface Toast {
  id: number;
  kind: 'event' | 'trap' | 'outcome';
  text: string;
}

/** The toasts of one element. */
export class ToastController implements ReactiveController {
  /** The toasts shown now, oldest first. */
  toasts: readonly Toast[] = [];
  private readonly timers = new Map<number, ReturnType<typeof setTimeout>>();
  private lastId = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Shows a toast of `kind` saying `text` for `ms` milliseconds. */
  push(kind: Toast['kind'], text: string, ms: number): void {
    const id = ++this.lastId;
    const list = [...this.toasts, { id, kind, text }];
    while (list.length > MAX_TOASTS) this.drop(list.shift()!.id, false);
    this.set(list);
    this.timers.set(
      id,
      setTimeout(() => this.drop(id), ms),
    );
  }

  /** Takes toast `id` away (its timer stopped); with `update` false, only its timer (the caller replaces the list). */
  drop(id: number, update = true): void {
    const timer = this.timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    this.timers.delete(id);
    if (update) this.set(this.toasts.filter((x) => x.id !== id));
  }

  /** Takes every toast away. */
  clear(): void {
    for (const timer of this.timers.values()) clearTimeout(timer);
    this.timers.clear();
    this.set([]);
  }

  private set(list: readonly Toast[]): void {
    if (list === this.toasts || (list.length === 0 && this.toasts.length === 0)) return;
    this.toasts = list;
    this.host.requestUpdate();
  }
}
