/**
 * The element's keyboard (docs/embedding.md, "Keyboard"): the board's canvas takes focus and carries a cursor that the
 * arrow keys move square by square; Enter (or Space) on the cursor's square does what a click there does — the
 * element's own pick handling, given the pick {@link cursorPick} makes; Home brings the cursor back to the seat's piece.
 * The action buttons' letter and digit shortcuts (`shortcuts.ts`) answer anywhere inside the element. And focus never
 * falls to the page's body after an action: when the focused button went away or stays disabled, the board takes it.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { cursorStep, isArrowKey, type BoardPick } from './board/index.ts';
import type { BoardView } from './board/board-view.ts';
import type { TableState } from './context.ts';
import { t, type Lang } from './i18n.ts';
import { cursorPick, readyCreatures } from './marks.ts';
import { buttonFor, shortcutOf } from './shortcuts.ts';
import { describeSquare } from './square-text.ts';

/** The id of the element that describes the cursor's square (the canvas's `aria-describedby`). */
export const CURSOR_TEXT_ID = 'qb-cursor-text';

/** What the keyboard needs from its element. */
export interface KeyboardHost {
  /** The table shown, if any. */
  table(): TableState | undefined;
  /** The board, once shown. */
  board(): BoardView | undefined;
  /** The interface language. */
  lang(): Lang;
  /** The element's handling of a click on the board (the same for Enter on the cursor's square). */
  pick(pick: BoardPick): void;
}

/** The element's deepest focused element, through open shadow roots (null for none or the body). */
function deepActive(): Element | null {
  let el: Element | null = document.activeElement;
  while (el?.shadowRoot?.activeElement) el = el.shadowRoot.activeElement;
  return el === document.body ? null : el;
}

/** Keeps the board's keyboard cursor and the element's shortcuts and focus (see the module's description). */
export class BoardKeyboard implements ReactiveController {
  /** The cursor's square, or null before the board is first used with the keyboard. */
  private square: [number, number] | null = null;
  /** Whether the cursor is drawn (the board has focus from the keyboard, or a key moved it). */
  private shown = false;
  private canvas: HTMLElement | null = null;
  /** The element inside this one that last had focus (to put focus back when an action takes it away). */
  private lastFocused: Element | null = null;
  private focusCheck: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly deps: KeyboardHost,
  ) {
    host.addController(this);
  }

  /** The cursor's square as the board should draw it, or null when hidden. */
  get cursor(): readonly [number, number] | null {
    return this.shown ? this.square : null;
  }

  /** The text of the cursor's square (for the element that describes the canvas); the board's help when hidden. */
  description(): string {
    const table = this.deps.table();
    const lang = this.deps.lang();
    if (!table || !this.square) return t(lang, 'boardHelp');
    return describeSquare(table, this.square[0], this.square[1], lang);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.onHostKey);
    this.host.addEventListener('focusin', this.onFocusIn);
    document.addEventListener('pointerdown', this.onDocumentPointer, true);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.onHostKey);
    this.host.removeEventListener('focusin', this.onFocusIn);
    document.removeEventListener('pointerdown', this.onDocumentPointer, true);
    if (this.focusCheck !== null) clearTimeout(this.focusCheck);
    this.focusCheck = null;
  }

  /** Called by the element after each update, once the board has the table: adopts its canvas, checks the focus. */
  afterUpdate(): void {
    this.adopt(this.deps.board()?.canvas ?? null);
    const table = this.deps.table();
    if (this.square && table && !this.onBoard(table, this.square)) this.square = null;
    // the parts render after the element: look at the focus once they have
    if (this.focusCheck === null) this.focusCheck = setTimeout(() => this.keepFocus(), 0);
  }

  /**
   * Escape's last step: hides the cursor. Returns whether it was shown (the element cancels aiming, the selection and
   * the card first).
   */
  hideCursor(): boolean {
    if (!this.shown) return false;
    this.shown = false;
    this.host.requestUpdate();
    return true;
  }

  /** Makes the board's canvas focusable and named, and listens to its keys. */
  private adopt(canvas: HTMLElement | null): void {
    if (canvas === this.canvas) {
      if (canvas) this.name(canvas);
      return;
    }
    if (this.canvas) {
      this.canvas.removeEventListener('keydown', this.onBoardKey);
      this.canvas.removeEventListener('focus', this.onBoardFocus);
      this.canvas.removeEventListener('blur', this.onBoardBlur);
    }
    this.canvas = canvas;
    if (!canvas) return;
    canvas.tabIndex = 0;
    canvas.setAttribute('role', 'application');
    canvas.setAttribute('aria-describedby', CURSOR_TEXT_ID);
    this.name(canvas);
    canvas.addEventListener('keydown', this.onBoardKey);
    canvas.addEventListener('focus', this.onBoardFocus);
    canvas.addEventListener('blur', this.onBoardBlur);
  }

  /** The canvas's name and role description, in the element's language. */
  private name(canvas: HTMLElement): void {
    const lang = this.deps.lang();
    canvas.setAttribute('aria-roledescription', t(lang, 'boardLabel'));
    canvas.setAttribute('aria-label', `${t(lang, 'boardLabel')}. ${t(lang, 'boardHelp')}`);
  }

  private onBoard(table: TableState, [x, y]: readonly [number, number]): boolean {
    const b = table.view.board;
    return x >= 0 && y >= 0 && x < b.width && y < b.height && (b.areas[y * b.width + x] ?? -1) !== -1;
  }

  /** Where the cursor starts: on the seat's piece, the selected one, a creature that may act, else the first floor square. */
  private home(table: TableState): [number, number] | null {
    const { view } = table;
    const ready = readyCreatures(table.legal);
    const id = [table.selected, view.seat, view.turn?.unit, ...ready].find((u) => u && view.units.some((x) => x.id === u && x.alive));
    const unit = id ? view.units.find((u) => u.id === id) : undefined;
    if (unit) return [unit.x, unit.y];
    const i = view.board.areas.findIndex((a) => a !== -1);
    return i < 0 ? null : [i % view.board.width, Math.floor(i / view.board.width)];
  }

  private show(square: [number, number] | null): void {
    this.square = square;
    this.shown = square !== null;
    this.host.requestUpdate();
  }

  private readonly onBoardFocus = (): void => {
    const table = this.deps.table();
    // a click focuses the canvas too: the cursor shows only for the keyboard
    if (!table || !this.canvas?.matches(':focus-visible')) return;
    this.show(this.square ?? this.home(table));
  };

  private readonly onBoardBlur = (): void => {
    if (!this.shown) return;
    this.shown = false;
    this.host.requestUpdate();
  };

  private readonly onBoardKey = (e: KeyboardEvent): void => {
    const table = this.deps.table();
    const board = this.deps.board();
    if (!table || !board || e.ctrlKey || e.altKey || e.metaKey) return;
    if (isArrowKey(e.key)) {
      e.preventDefault();
      const from = this.shown ? this.square : null;
      this.show(from ? cursorStep(table.view.board, from, e.key, (x, y) => board.squareToClient(x, y)) : (this.square ?? this.home(table)));
      return;
    }
    if (e.key === 'Home') {
      e.preventDefault();
      this.show(this.home(table));
      return;
    }
    if (e.key === 'Enter' || e.key === ' ') {
      e.preventDefault();
      if (!this.shown || !this.square) {
        this.show(this.square ?? this.home(table));
        return;
      }
      this.deps.pick(cursorPick(table, this.square[0], this.square[1]));
    }
  };

  /** A shortcut key anywhere in the element: the enabled button that declares it is clicked. */
  private readonly onHostKey = (e: KeyboardEvent): void => {
    const key = shortcutOf(e);
    if (!key || !this.host.shadowRoot) return;
    const button = buttonFor(this.host.shadowRoot, key);
    if (!button) return;
    e.preventDefault();
    button.click();
  };

  private readonly onFocusIn = (e: FocusEvent): void => {
    this.lastFocused = (e.composedPath()[0] as Element | undefined) ?? null;
  };

  /** Whether `el` is inside this element, through the shadow roots between them. */
  private holds(el: Node): boolean {
    for (let node: Node | null = el; node; node = node.parentNode ?? (node instanceof ShadowRoot ? node.host : null)) if (node === this.host) return true;
    return false;
  }

  /** A press elsewhere on the page: the player moved on, focus is theirs to place. */
  private readonly onDocumentPointer = (e: PointerEvent): void => {
    if (!e.composedPath().includes(this.host)) this.lastFocused = null;
  };

  /**
   * After an update: when the element had focus and an action took it away (the focused button was removed, or is
   * disabled once the action is answered), focus goes back to that button if it is there and enabled again, else to
   * the board. A button of this element that keeps focus while disabled (Firefox and WebKit leave it there, where
   * Chromium drops it to the body) hands it to the board too.
   */
  private keepFocus(): void {
    this.focusCheck = null;
    const last = this.lastFocused;
    const table = this.deps.table();
    if (!table || table.pending) return;
    const active = deepActive();
    if (active instanceof HTMLButtonElement && active.disabled && this.holds(active)) {
      this.canvas?.focus();
      return;
    }
    if (!last) return;
    const gone = !last.isConnected || (last instanceof HTMLButtonElement && last.disabled);
    if (active !== null && !(active === last && gone)) return;
    if (!gone && last instanceof HTMLElement) last.focus();
    else this.canvas?.focus();
  }
}
