/**
 * The element's ARIA live region: what happens in the room, said to a screen reader as it happens — turns, dice (a
 * classic attack's dice face by face), moves, doors, revealed rooms, damage, deaths — in the element's language. The
 * sentences are the chronicle's (`log-lines.ts`); one region per element, polite, visually hidden. It is the
 * element's one voice (docs/embedding.md, "Accessibility"): the chronicle's list and the hint under the board are not
 * live regions, so nothing is said twice; what the hint says about a click that did nothing is said here
 * ({@link Announcer.say}). When the element's language changes, what was said in the old one is dropped.
 * @module
 */
import { html, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { repeat } from 'lit/directives/repeat.js';
import type { GameEvent } from '../engine/index.ts';
import type { TableState } from './context.ts';
import type { Lang } from './i18n.ts';
import { attackDiceLine, describeEvent, type HeroNames } from './log-lines.ts';

/** How many announcements the region keeps (older ones are dropped; a screen reader reads each as it is added). */
const KEPT = 4;

/** One announcement: the sentences of one update of the room. */
interface Said {
  id: number;
  text: string;
}

/**
 * The sentences the region says for the events of one update, in order: each event's chronicle line, and after a
 * classic attack the faces of its attack and defence dice. Empty when there is nothing to say.
 */
export function announcementOf(events: readonly GameEvent[], table: Pick<TableState, 'view' | 'names'>, lang: Lang, heroes: HeroNames = new Map()): string {
  const lines: string[] = [];
  for (const e of events) {
    const line = describeEvent(e, table.view, lang, heroes, table.names).trim();
    if (line) lines.push(/[.!?…]$/.test(line) ? line : `${line}.`);
    if (e.type === 'attack') lines.push(attackDiceLine(e, lang));
  }
  return lines.join(' ');
}

/** Keeps an element's live region: call {@link announce} with each update's events and render {@link render}. */
export class Announcer implements ReactiveController {
  private said: Said[] = [];
  private next = 0;

  constructor(private readonly host: ReactiveControllerHost) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Says what the events of one update did (nothing for none). */
  announce(events: readonly GameEvent[], table: Pick<TableState, 'view' | 'names'>, lang: Lang, heroes: HeroNames = new Map()): void {
    const text = announcementOf(events, table, lang, heroes);
    if (!text) return;
    this.said = [...this.said, { id: ++this.next, text }].slice(-KEPT);
    this.host.requestUpdate();
  }

  /** Says one sentence of the element's own (the sign that a click or Enter did nothing there), in the element's language. */
  say(text: string): void {
    if (!text) return;
    this.said = [...this.said, { id: ++this.next, text }].slice(-KEPT);
    this.host.requestUpdate();
  }

  /** Forgets what was said (another room or seat, or another language: the old sentences are not read again). */
  clear(): void {
    if (this.said.length === 0) return;
    this.said = [];
    this.host.requestUpdate();
  }

  /** The region: present from the start (a region added with its text is not read), visually hidden. */
  render() {
    return html`<div class="sr-only" part="announcer" role="log" aria-live="polite" aria-relevant="additions" data-announcer>
      ${repeat(
        this.said,
        (s) => s.id,
        (s) => html`<p data-said=${s.id}>${s.text}</p>`,
      )}
    </div>`;
  }
}
