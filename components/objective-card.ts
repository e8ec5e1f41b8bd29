/**
 * The mission's objective in sight: over the board's top left corner, an "Objective" button (key O) that
 * opens a card with the mission's name, its briefing and how the heroes win and lose, in words
 * (`objective-text.ts`, from what the seat's view holds). The card opens by itself the first time a room shows in
 * this browser tab (in the lobby or a game under way, a campaign fight's too) and stays closed once the player has
 * closed it ("Ho capito" / "Got it", Esc, or a press on the board: the card lets the pointer through to the board
 * it covers, so a first click there plays as well) until asked for again. It travels with the room's extras
 * (`room-extras.ts`) and draws into `<quest-board>`'s own shadow root (its buttons take the element's styles, its
 * own styles are adopted with the sheets'), so the element's up-front weight holds nothing of it but the call.
 * @module
 */
import { css, html, nothing, svg, type ReactiveController, type ReactiveControllerHost, type TemplateResult } from 'lit';
import type { TableState } from './context.ts';
import type { Lang } from './i18n.ts';
import type { langText } from './lang-text.ts';
import { describeObjective, type Naming } from './objective-text.ts';

/** The card's own words, in both languages. */
const WORDS = {
  button: { it: 'Obiettivo', en: 'Objective' },
  buttonKey: { it: 'Obiettivo della missione (tasto {key})', en: 'The mission’s objective (key {key})' },
  title: { it: 'Obiettivo della missione', en: 'The mission’s objective' },
  victory: { it: 'Vittoria', en: 'Victory' },
  defeat: { it: 'Sconfitta', en: 'Defeat' },
  close: { it: 'Ho capito', en: 'Got it' },
} as const satisfies Record<string, Record<Lang, string>>;

/** What the card needs from `<quest-board>`: the element's naming helpers and the button's shortcut key. */
export interface ObjectiveHelpers extends Naming {
  /** A content text in markup, marked with its `lang` when written in the other language (components/lang-text.ts). */
  langText: typeof langText;
  /** The key that presses the "Objective" button (components/shortcuts.ts `KEYS.objective`). */
  key: string;
}

/** The key under which this tab remembers that the objective of `room` has been read (the card closed once). */
const seenKey = (room: string) => `qb-objective-seen:${room}`;

/** Whether this tab's storage says the objective of `room` was read; false where storage is unavailable. */
function wasSeen(room: string): boolean {
  try {
    return sessionStorage.getItem(seenKey(room)) === '1';
  } catch {
    return false;
  }
}

function markSeen(room: string): void {
  try {
    sessionStorage.setItem(seenKey(room), '1');
  } catch {
    // a page without storage shows the card once per load
  }
}

/** A target, the button's picture: drawn, so no font has to hold a glyph for it. */
const TARGET = svg`<svg viewBox="0 0 24 24" width="18" height="18" aria-hidden="true" focusable="false"><circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="5" fill="none" stroke="currentColor" stroke-width="2"/><circle cx="12" cy="12" r="1.7" fill="currentColor"/></svg>`;

/** The objective's styles, adopted into `<quest-board>`'s shadow root with the room's extras. */
export const objectiveStyles = css`
  .objective {
    position: absolute;
    top: 0.6rem;
    left: 0.6rem;
    right: 3.6rem;
    z-index: 3;
    pointer-events: none;
  }
  /* the notices and the mission's events under the objective's button, not over it */
  .overlay {
    top: 3.6rem;
  }
  .objective > * {
    pointer-events: auto;
  }
  .objective-toggle {
    display: inline-flex;
    align-items: center;
    gap: 0.35rem;
    box-shadow: 0 2px 8px #0008;
  }
  button.objective-toggle.secondary {
    background: color-mix(in srgb, var(--_surface) 88%, transparent);
  }
  .objective-toggle[aria-expanded='true'] {
    border-color: var(--_accent);
  }
  /* the card lets the pointer through to the board under it (a click or a tap there plays, and closes the card):
     only its button takes clicks, so the board stays whole under it, on a phone too */
  .objective .objective-card {
    pointer-events: none;
  }
  .objective .objective-card button {
    pointer-events: auto;
  }
  .objective-card {
    display: flex;
    flex-direction: column;
    margin-top: 0.45rem;
    width: min(27rem, 100%);
    box-sizing: border-box;
    max-height: min(30rem, 72vh);
    padding: 0.8rem 1rem 0.9rem;
    border-radius: var(--_radius);
    background: var(--_surface);
    border: 1px solid var(--_accent);
    box-shadow: 0 6px 24px #000a;
    line-height: 1.4;
  }
  .objective-card h2 {
    margin: 0;
  }
  .objective-card .mission-name {
    margin: 0.15rem 0 0.4rem;
    font-size: 1.15rem;
    font-weight: 700;
  }
  .objective-card .briefing {
    margin: 0 0 0.4rem;
    font-style: italic;
  }
  .objective-card h3 {
    margin: 0.6rem 0 0.1rem;
    font-size: 0.95rem;
  }
  .objective-card .win h3 {
    color: var(--_ok);
  }
  .objective-card .lose h3 {
    color: var(--_danger);
  }
  .objective-card p {
    margin: 0;
  }
  .objective-card ul {
    margin: 0.2rem 0 0;
    padding-left: 1.2rem;
  }
  /* short of room, the briefing gives way (cut at its end), never the victory, the defeat or the button */
  .objective-card > * {
    flex: none;
  }
  .objective-card > .briefing {
    flex: 0 1 auto;
    min-height: 2.8em;
    overflow: hidden;
  }
  .objective-card .actions {
    margin-top: 0.75rem;
    display: flex;
    justify-content: flex-end;
  }
  @container (max-width: 760px) {
    .objective {
      right: 0.6rem;
    }
    .objective-card {
      max-height: min(30rem, 62vh);
    }
  }
`;

/**
 * The objective's button and card, a controller of `<quest-board>` (it keeps whether the card is open and redraws
 * its host when that changes). {@link render} draws both for the table shown.
 */
export class ObjectiveCard implements ReactiveController {
  /** Whether the card is open. */
  open = false;
  /** The room whose card has already opened by itself in this element (once per room). */
  private shownFor: string | null = null;
  private room = '';

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly helpers: ObjectiveHelpers,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('pointerdown', this.onPointer);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('pointerdown', this.onPointer);
  }

  /** A press on the board while the card is open: the player has moved on to play, which closes it. */
  private onPointer = (e: PointerEvent): void => {
    if (this.open && e.composedPath().some((n) => n instanceof HTMLElement && n.classList.contains('board'))) this.close();
  };

  /** Opens the card, or closes it when open (the button, key O). */
  toggle(): void {
    if (this.open) return this.close();
    this.open = true;
    this.host.requestUpdate();
    void this.host.updateComplete.then(() => this.find('objective-close')?.focus());
  }

  /** Closes the card, and remembers for this tab that the room's objective was read. */
  close(): void {
    this.open = false;
    if (this.room) markSeen(this.room);
    this.host.requestUpdate();
  }

  private find(action: string): HTMLButtonElement | null | undefined {
    return this.host.shadowRoot?.querySelector<HTMLButtonElement>(`[data-action="${action}"]`);
  }

  private onKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    e.stopPropagation();
    this.close();
    void this.host.updateComplete.then(() => this.find('objective')?.focus());
  };

  /**
   * The button and, when open, the card, for `table` in `lang` in room `room`; `touch`: the button's tooltip names
   * no key on a touch screen.
   */
  render(table: TableState, lang: Lang, room: string, touch: boolean): TemplateResult {
    const view = table.view;
    if (this.shownFor !== room) {
      // the first time a room shows: open by itself, unless this tab has read it already, the game is over or replayed
      this.shownFor = room;
      this.open = view.phase !== 'over' && !table.replay && !wasSeen(room);
    }
    this.room = room;
    const word = (key: keyof typeof WORDS) => WORDS[key][lang].replace('{key}', this.helpers.key);
    const title = touch ? word('title') : word('buttonKey');
    return html`<div class="objective" part="objective">
      <button
        class="secondary objective-toggle"
        type="button"
        data-action="objective"
        aria-keyshortcuts=${this.helpers.key}
        aria-expanded=${this.open ? 'true' : 'false'}
        aria-controls="objective-card"
        title=${title}
        @click=${() => this.toggle()}
      >
        ${TARGET}${word('button')}
      </button>
      ${this.open ? this.renderCard(table, lang, word) : nothing}
    </div>`;
  }

  private renderCard(table: TableState, lang: Lang, word: (key: keyof typeof WORDS) => string): TemplateResult {
    const { view } = table;
    const { langText } = this.helpers;
    const text = describeObjective(view, lang, this.helpers, table.names);
    const briefing = view.mission.description ? langText(view.mission.description, lang) : '';
    return html`<section id="objective-card" class="objective-card" part="objective-card" role="dialog" aria-labelledby="objective-title" @keydown=${this.onKey}>
      <h2 id="objective-title">${word('title')}</h2>
      <p class="mission-name">${langText(view.mission.name, lang)}</p>
      ${briefing ? html`<p class="briefing">${briefing}</p>` : nothing}
      <div class="win" data-role="objective-win">
        <h3>${word('victory')}</h3>
        <p>${text.win.heading}</p>
        <ul>${text.win.lines.map((line) => html`<li>${line}</li>`)}</ul>
      </div>
      <div class="lose" data-role="objective-lose">
        <h3>${word('defeat')}</h3>
        <p>${text.lose.heading}</p>
        <ul>${text.lose.lines.map((line) => html`<li>${line}</li>`)}</ul>
      </div>
      <div class="actions">
        <button type="button" data-action="objective-close" @click=${() => this.close()}>${word('close')}</button>
      </div>
    </section>`;
  }
}
