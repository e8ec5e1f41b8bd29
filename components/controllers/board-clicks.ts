/**
 * What a click (or a tap, or the keyboard's Enter) on `<quest-board>`'s board does: select a piece, play the action the
 * square, door or piece offers, stop aiming, show an object's or a piece's card; and where nothing can be done, say
 * so for a moment (the hint reads "not there", the square flashes).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Action } from '../../engine/index.ts';
import type { BoardPick } from '../board/index.ts';
import type { BoardView } from '../board/board-view.ts';
import type { TableState } from '../context.ts';
import { t, type Lang } from '../i18n.ts';
import { outcomeOfPick } from '../marks.ts';
import type { BoardCardController } from './board-card-controller.ts';
import type { RoomConnection } from './room-connection.ts';

/** How long the hint says that a click did nothing (ms). */
const REFUSAL_MS = 2500;

/** What a click reads and does in the element. */
export interface ClickHooks {
  table(): TableState | undefined;
  /** The connection of the seat shown (its table's selection and aim). */
  connection(): RoomConnection;
  act(action: Action): void;
  board(): BoardView | undefined;
  /** Says `text` to a screen reader (the announcer). */
  say(text: string): void;
  lang(): Lang;
}

/** The board's clicks of one element, and the moment a click did nothing. */
export class BoardClicks implements ReactiveController {
  /** Whether a click did nothing a moment ago (the hint says so). */
  refusal = false;
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly card: BoardCardController,
    private readonly hooks: ClickHooks,
  ) {
    host.addController(this);
  }

  hostDisconnected(): void {}

  /** A click on `pick` of the board. */
  pick(pick: BoardPick): void {
    const table = this.hooks.table();
    if (!table || table.pending) return;
    const outcome = outcomeOfPick(table, pick);
    if (outcome) {
      if (this.card.card?.pinned) this.card.close();
      if (outcome.kind === 'select') this.hooks.connection().patch({ selected: outcome.unit });
      else this.hooks.act(outcome.action);
      return;
    }
    // aiming, a click or tap on anything but a target stops aiming (the touch hint says so: "tap elsewhere to cancel")
    if (table.aiming) {
      this.hooks.connection().patch({ aiming: null });
      return;
    }
    // nothing to do there: an object or a piece shows its card, and that is the whole answer: looking at a piece
    // (one's own, a creature out of reach) is a normal thing to do, nothing was refused
    if (pick.kind === 'object' || pick.kind === 'unit') {
      this.card.show(pick.kind, pick.id, true);
      return;
    }
    this.card.close();
    // a spectator clicks to read cards: nothing it could do is refused, since it does nothing
    if (table.view.phase !== 'playing' || table.view.role === 'spectator') return;
    if (pick.kind === 'square') this.hooks.board()?.flashSquare(pick.x, pick.y);
    // the hint is not a live region (the announcer is the element's one voice): the refusal is said there
    this.hooks.say(t(this.hooks.lang(), 'hintNotHere'));
    this.refusal = true;
    this.host.requestUpdate();
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.refusal = false;
      this.timer = null;
      this.host.requestUpdate();
    }, REFUSAL_MS);
  }
}
