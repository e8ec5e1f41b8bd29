/**
 * The card of a mission object or a piece over the board: shown by it while the pointer is on it, or pinned by a
 * click until closed; it follows the view when the camera moves and stands clear of what the seat may click
 * (`card-placement.ts`). The host re-renders when the card changes.
 * @module
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { ObjectView, View } from '../../engine/index.ts';
import type { BoardPick } from '../board/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { Point } from '../card-placement.ts';
import type { TableState } from '../context.ts';
import { t, type Lang } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { roomExtras } from '../lazy-parts.ts';
import { marksFor } from '../marks.ts';
import { unitCardBody } from '../parts/unit-card.ts';
import { unitPortrait } from '../pictures/portrait-tag.ts';
import { styleProps, type StyleProps } from '../style-props.ts';
import { objectKindLabel, objectState, objectTitle } from '../texts.ts';

/**
 * The card of a mission object or a piece on the board: which, where (position of the object or piece in the board's
 * box), and whether a click pinned it.
 */
export interface BoardCard {
  of: 'object' | 'unit';
  id: string;
  x: number;
  y: number;
  pinned: boolean;
}

/** What the card needs of its element. */
export interface BoardCardHost {
  /** The board, once shown. */
  board(): BoardView | undefined;
  /** The board's box (the card's coordinates are inside it). */
  box(): HTMLElement | null;
  /** The table shown. */
  table(): TableState | undefined;
  /** The keyboard cursor's square, or null. */
  cursor(): readonly [number, number] | null;
  /** The language shown. */
  lang(): Lang;
}

/** The board card of one element. */
export class BoardCardController implements ReactiveController {
  /** The card shown, or null. */
  card: BoardCard | null = null;
  /** The mouse pointer over the board (client position), or null: a card never covers it. */
  private pointer: Point | null = null;

  constructor(
    private readonly host: ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment },
    private readonly of: BoardCardHost,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** Closes the card. */
  close(): void {
    this.set(null);
  }

  /** The view moved: the card follows its object or piece. */
  follow(): void {
    const card = this.card;
    if (card) this.show(card.of, card.id, card.pinned);
  }

  /** A new view: the card closes when its object is gone or its piece dead. */
  keepIn(view: View): void {
    const card = this.card;
    if (card && !(card.of === 'object' ? (view.objects ?? []).some((o) => o.id === card.id) : view.units.some((u) => u.id === card.id && u.alive)))
      this.set(null);
  }

  /** The pointer moved over `pick` (or off the board): an object or piece shows its card while the pointer is on it. */
  hover(pick: BoardPick | null, at: { x: number; y: number }): void {
    this.pointer = pick ? at : null;
    if (this.card?.pinned) return;
    if (pick?.kind === 'object' || pick?.kind === 'unit') this.show(pick.kind, pick.id, false);
    else if (this.card) this.set(null);
  }

  /** Shows the card of object or piece `id` by it (pinned: until closed; else while the pointer is on it). */
  show(of: BoardCard['of'], id: string, pinned: boolean): void {
    const board = this.of.board();
    const at = of === 'object' ? board?.objectToClient(id) : board?.unitToClient(id);
    const box = this.of.box()?.getBoundingClientRect();
    if (!at || !box) return;
    const x = at.x - box.left;
    const y = at.y - box.top;
    const same = this.card;
    if (same && same.of === of && same.id === id && same.pinned === pinned && same.x === x && same.y === y) return;
    this.set({ of, id, x, y, pinned });
  }

  /**
   * Moves the object's or piece's card beside it (within 40 px, never over it), where it covers neither the pointer
   * (or the keyboard cursor) nor what the seat may click — squares to move to, pieces to attack, aim at or pick, doors
   * to open — and stays inside the board (`card-placement.ts`).
   */
  place(): void {
    const card = this.host.renderRoot.querySelector<HTMLElement>('.object-card');
    const box = this.of.box();
    const shown = this.card;
    const table = this.of.table();
    const board = this.of.board();
    const extras = roomExtras();
    if (!card || !box || !shown || !table || !board || !extras) return;
    const b = box.getBoundingClientRect();
    const inBox = (p: Point | null): Point[] => (p ? [{ x: p.x - b.left, y: p.y - b.top }] : []);
    const marks = marksFor(table);
    const targets = [
      ...marks.moves.flatMap(([x, y]) => inBox(board.squareToClient(x, y))),
      ...[...marks.targets, ...marks.aims, ...marks.ready].flatMap((id) => inBox(board.unitToClient(id))),
      ...marks.doors.flatMap((id) => inBox(board.doorToClient(id))),
    ];
    const cursor = this.of.cursor();
    const pointer = this.pointer ? inBox(this.pointer)[0]! : cursor ? inBox(board.squareToClient(cursor[0], cursor[1]))[0]! : null;
    // a piece reaches about 40% of a square's width round its middle on screen (less for the card's 40 px bound)
    const o = board.squareToClient(0, 0);
    const across = board.squareToClient(1, 0);
    const reach = Math.max(8, Math.min(extras.PIECE_REACH + 4, Math.hypot(across.x - o.x, across.y - o.y) * 0.4));
    const at = extras.placeCard(
      { width: card.offsetWidth, height: card.offsetHeight },
      { x: shown.x, y: shown.y },
      { width: b.width, height: b.height },
      { pointer, targets },
      reach,
    );
    card.style.transform = 'none';
    card.style.left = `${at.x}px`;
    card.style.top = `${at.y}px`;
  }

  /** The card shown over the board of `view`, or nothing. */
  render(view: View) {
    const card = this.card;
    if (!card) return nothing;
    return card.of === 'unit' ? this.renderUnitCard(view, card) : this.renderObjectCard(view, card);
  }

  private set(card: BoardCard | null): void {
    if (card === this.card) return;
    this.card = card;
    this.host.requestUpdate();
  }

  /** Where a card first stands by its object or piece: beside it, towards the middle of the board ({@link place} then moves it clear of what the player must click). */
  private style(card: BoardCard): StyleProps {
    const box = this.of.box()?.getBoundingClientRect();
    const right = box ? card.x > box.width * 0.55 : false;
    const below = box ? card.y < box.height * (card.of === 'unit' ? 0.5 : 0.4) : false;
    return {
      left: `${card.x}px`,
      top: `${card.y}px`,
      transform: `translate(${right ? 'calc(-100% - 14px)' : '14px'}, ${below ? '10px' : 'calc(-100% - 10px)'})`,
    };
  }

  /** A piece's card on the board: what its card in the master's panel shows, for every seat (heroes see a revealed creature's hit points and armour). */
  private renderUnitCard(view: View, card: BoardCard) {
    const u = view.units.find((x) => x.id === card.id && x.alive);
    if (!u) return nothing;
    const l = this.of.lang();
    return html`<div class="object-card unit-card ${card.pinned ? 'pinned' : ''}" part="unit-card" role=${card.pinned ? 'dialog' : 'tooltip'} data-unit=${u.id} style=${styleProps(this.style(card))}>
      <div class="head">
        <span class="swatch ring" style=${styleProps({ background: u.color ?? '#888' })}>${unitPortrait(u)}</span>
        <span class="title">${langText(u.name, l)}</span>
        ${u.tag ? html`<span class="kind">${u.tag}</span>` : nothing}
        ${card.pinned ? html`<button class="secondary close" aria-label=${t(l, 'dismiss')} @click=${() => this.close()}>✕</button>` : nothing}
      </div>
      ${unitCardBody(u, view, l)}
    </div>`;
  }

  private renderObjectCard(view: View, card: BoardCard) {
    const o: ObjectView | undefined = (view.objects ?? []).find((x) => x.id === card.id);
    if (!o) return nothing;
    const l = this.of.lang();
    const style = this.style(card);
    const title = objectTitle(o, l);
    const kind = objectKindLabel(o, l);
    const state = objectState(o, l);
    return html`<div class="object-card ${card.pinned ? 'pinned' : ''}" part="object-card" role=${card.pinned ? 'dialog' : 'tooltip'} data-object=${o.id} style=${styleProps(style)}>
      <div class="head">
        <span class="title">${title}</span>
        ${title !== kind ? html`<span class="kind">${kind}</span>` : nothing}
        ${card.pinned ? html`<button class="secondary close" aria-label=${t(l, 'dismiss')} @click=${() => this.close()}>✕</button>` : nothing}
      </div>
      ${o.text ? html`<div class="text">${langText(o.text, l)}</div>` : nothing}
      ${state ? html`<div class="state">${state}</div>` : nothing}
    </div>`;
  }
}
