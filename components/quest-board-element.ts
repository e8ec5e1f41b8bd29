/**
 * The `<quest-board>` element class. Importing this module defines nothing; `quest-board.ts` registers it.
 * @module
 */
import { provide } from '@lit/context';
import { QueryClient } from '@tanstack/query-core';
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Action, GameEvent, View } from '../engine/index.ts';
import { ApiError, type ActionResult, type SeatGrant } from './api.ts';
import type { DungeonBoard, BoardPick } from './board/index.ts';
import type { ConnectionStatus, RoomClient } from './client.ts';
import { connectionContext, langContext, queryClientContext, tableContext, type Aim, type TableState } from './context.ts';
import { BoardController } from './controllers/board-controller.ts';
import { MutationController } from './controllers/mutation-controller.ts';
import { RoomConnection } from './controllers/room-connection.ts';
import { pick, t, toLang, type Lang } from './i18n.ts';
import { outcomeOfPick } from './marks.ts';
import { firePublic, type ActionRejectedDetail, type GameOverDetail, type SeatJoinedDetail } from './public-events.ts';
import { forgetSeatToken, loadSeatToken, saveSeatToken } from './seat-store.ts';
import { theme, controls } from './parts/styles.ts';
import './parts/turn-bar.ts';
import './parts/dice-tray.ts';
import './parts/event-log.ts';
import './parts/hero-card.ts';
import './parts/master-panel.ts';
import './parts/join-panel.ts';

/** How long a rejection message stays (ms). */
const NOTICE_MS = 6000;

type Mode = 'missing' | 'join' | 'play';

/**
 * A playable room of the quest-board dungeon game, as one seat sees it: the isometric board, the turn bar,
 * the dice, the chronicle, the hero's card or the master's panel. Without a `token` it runs the join flow:
 * it lists the room's free heroes, takes a seat, and remembers its token in `localStorage` (per server and room)
 * so a reload keeps the seat.
 *
 * ```html
 * <script type="module" src="https://example.org/quest-board.js"></script>
 * <quest-board server="https://example.org" room="r-8f3k2" lang="en"></quest-board>
 * ```
 *
 * @element quest-board
 *
 * @attr {string} server - The quest-board server's origin, e.g. `https://example.org`; empty for this page's origin.
 * @attr {string} room - The room id.
 * @attr {string} token - The seat's bearer token. Without it the element shows the join flow (or reuses a remembered seat).
 * @attr {'it'|'en'} lang - The interface language: `it` (default) or `en`. Reflected.
 *
 * @prop {View | undefined} view - The seat's current view (read-only).
 * @prop {readonly Action[]} legal - What the seat may do now, as the server lists it (read-only).
 * @prop {boolean} pending - An action is on its way to the server; board clicks are ignored meanwhile (read-only).
 * @prop {string | undefined} seat - The seat id: `master` or `h1`, `h2`, ... (read-only).
 * @prop {DungeonBoard | undefined} board - The three.js board, once shown (read-only; for diagnostics and tests:
 *   `board.drawCalls`, `board.squareToClient(x, y)`, `board.unitToClient(id)`, `board.badgeToClient(id, i)`,
 *   `board.readSquarePixel(x, y)`).
 * @prop {ConnectionStatus} connectionStatus - The live stream's state (read-only).
 *
 * @fires seat-joined - `{ room, seat, token }`: the join flow took a seat.
 * @fires action-rejected - `{ action, status, code, message }`: the server refused an action (`message` is the server's).
 * @fires game-over - `{ winner, reason }`: the game ended (fired once per room).
 *
 * @cssprop --qb-font - Font family.
 * @cssprop --qb-bg - Background of the element.
 * @cssprop --qb-surface - Background of the bars and panels.
 * @cssprop --qb-fg - Text colour.
 * @cssprop --qb-muted - Secondary text colour.
 * @cssprop --qb-accent - Buttons and highlights.
 * @cssprop --qb-accent-fg - Text on accent buttons.
 * @cssprop --qb-danger - Errors and damage.
 * @cssprop --qb-ok - The connected dot.
 * @cssprop --qb-border - Borders.
 * @cssprop --qb-radius - Corner radius.
 * @cssprop --qb-board-height - Height of the board (default `560px`).
 * @cssprop --qb-board-bg - Background behind the board (default: a dark radial gradient).
 * @cssprop --qb-panel-width - Width of the side panel (default `20rem`).
 * @cssprop --qb-log-height - Height of the chronicle list (default `12rem`).
 *
 * @csspart frame - The outer box.
 * @csspart turn-bar - The bar above the board.
 * @csspart roll - The Roll button (in the turn bar).
 * @csspart board - The board area (the canvas sits inside).
 * @csspart hint - The hint line under the board.
 * @csspart banner - The game-over banner over the board.
 * @csspart panel - The side panel.
 * @csspart hero-card - The hero's card: stats, active effects, gold, spell and item buttons.
 * @csspart master-panel - The master's panel: heroes, creatures, the picked piece's card, decks, Teach, effects to resolve.
 * @csspart start - The Start button (in the master's panel).
 * @csspart dice - The dice tray.
 * @csspart log - The chronicle.
 * @csspart message - The message shown when an action is rejected or the seat is refused.
 * @csspart join - The join flow.
 */
export class QuestBoard extends LitElement {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        display: block;
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        overflow: hidden;
        box-sizing: border-box;
      }
      :host([hidden]) {
        display: none;
      }
      .frame {
        container-type: inline-size;
        position: relative;
      }
      .main {
        display: grid;
        grid-template-columns: minmax(0, 1fr) var(--qb-panel-width, 20rem);
      }
      @container (max-width: 760px) {
        .main {
          grid-template-columns: minmax(0, 1fr);
        }
        .panel {
          border-left: none;
          border-top: 1px solid var(--_border);
          max-height: none;
        }
      }
      .board {
        position: relative;
        height: var(--qb-board-height, 560px);
        background: var(--qb-board-bg, radial-gradient(ellipse at 50% 45%, #3b3547 0%, #1d1a24 55%, #121016 100%));
        overflow: hidden;
      }
      .canvas-host {
        position: absolute;
        inset: 0;
      }
      .hint {
        position: absolute;
        left: 0.75rem;
        bottom: 0.6rem;
        right: 0.75rem;
        font-size: 0.82rem;
        color: var(--_muted);
        pointer-events: none;
        text-shadow: 0 1px 2px #000;
      }
      .hint.aiming {
        left: 50%;
        right: auto;
        bottom: 0.9rem;
        transform: translateX(-50%);
        padding: 0.45rem 1rem;
        border-radius: 999px;
        background: color-mix(in srgb, #2a1d3d 88%, transparent);
        border: 1px solid #c77dff;
        color: #f1e4ff;
        font-weight: 600;
        text-shadow: none;
        box-shadow: 0 4px 18px #0008;
        white-space: nowrap;
      }
      .banner {
        position: absolute;
        left: 50%;
        top: 1.2rem;
        transform: translateX(-50%);
        padding: 0.6rem 1.4rem;
        border-radius: 999px;
        font-weight: 800;
        font-size: 1.15rem;
        background: var(--_accent);
        color: var(--_accent-fg);
        box-shadow: 0 6px 24px #0008;
      }
      .banner.master {
        background: var(--_danger);
        color: #fff;
      }
      .panel {
        display: flex;
        flex-direction: column;
        gap: 1.1rem;
        padding: 0.9rem 1rem;
        background: var(--_surface);
        border-left: 1px solid var(--_border);
        max-height: var(--qb-board-height, 560px);
        overflow-y: auto;
        box-sizing: border-box;
      }
      .notice {
        position: absolute;
        left: 50%;
        bottom: 1rem;
        transform: translateX(-50%);
        display: flex;
        gap: 0.8rem;
        align-items: center;
        max-width: min(90%, 36rem);
        padding: 0.55rem 0.6rem 0.55rem 1rem;
        border-radius: var(--_radius);
        background: color-mix(in srgb, var(--_danger) 85%, #000);
        color: #fff;
        box-shadow: 0 6px 24px #0009;
        font-size: 0.9rem;
        z-index: 2;
      }
      .notice button {
        background: #0003;
        color: #fff;
        padding: 0.25em 0.6em;
      }
      .status {
        padding: 2rem;
        text-align: center;
        color: var(--_muted);
      }
    `,
  ];

  /** The quest-board server's origin; empty for this page's origin. */
  @property() accessor server = '';
  /** The room id. */
  @property() accessor room = '';
  /** The seat's bearer token; empty to run the join flow (or reuse a remembered seat). */
  @property() accessor token = '';
  /** The interface language, `it` (default) or `en`. */
  @property({ reflect: true }) override accessor lang = 'it';

  /** The table shared with the parts. */
  @provide({ context: tableContext })
  @state()
  private accessor table: TableState | undefined = undefined;

  /** The language shared with the parts. */
  @provide({ context: langContext })
  @state()
  private accessor uiLang: Lang = 'it';

  /** The connection shared with the parts. */
  @provide({ context: connectionContext })
  @state()
  private accessor client: RoomClient | undefined = undefined;

  /** The query client shared with the parts: content reads and actions as mutations. */
  @provide({ context: queryClientContext })
  private accessor queryClient: QueryClient = new QueryClient({ defaultOptions: { queries: { refetchOnWindowFocus: false } } });

  @state() private accessor mode: Mode = 'missing';
  @state() private accessor status: ConnectionStatus = 'idle';
  @state() private accessor notice = '';
  @state() private accessor deniedMessage = '';

  @query('.canvas-host') private accessor canvasHost!: HTMLElement | null;

  private noticeTimer: ReturnType<typeof setTimeout> | null = null;
  private overFired = false;

  private readonly connection = new RoomConnection(this, {
    table: (table, events) => this.onTable(table, events),
    status: (status, error) => this.onStatus(status, error),
  });
  private readonly boardController = new BoardController(this, (pick) => this.onPick(pick));
  private readonly actions = new MutationController<ActionResult, Action>(
    this,
    () => this.queryClient,
    (action) => {
      const client = this.connection.client;
      return client ? client.send(action) : Promise.reject(new ApiError(0, 'not_connected', 'not connected to a room'));
    },
  );

  /** The seat's current view. */
  get view(): View | undefined {
    return this.table?.view;
  }

  /** What the seat may do now, as the server lists it (empty before the first view). */
  get legal(): readonly Action[] {
    return this.table?.legal ?? [];
  }

  /** Whether an action is on its way to the server (clicks on the board wait until it is answered). */
  get pending(): boolean {
    return this.table?.pending ?? false;
  }

  /** The seat id (`master`, `h1`, ...), once known. */
  get seat(): string | undefined {
    return this.table?.view.seat;
  }

  /** The three.js board, once shown. */
  get board(): DungeonBoard | undefined {
    return this.boardController.board ?? undefined;
  }

  /** The live stream's state. */
  get connectionStatus(): ConnectionStatus {
    return this.status;
  }

  /**
   * Sends an action for this seat. Resolves with the server's `{ seq, events }`; on a refusal shows the server's
   * message, fires `action-rejected` and rejects with the error.
   */
  async act(action: Action): Promise<ActionResult> {
    this.connection.patch({ pending: true, aiming: null });
    try {
      const result = await this.actions.mutate(action);
      this.connection.expect(result.seq);
      return result;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'error', err instanceof Error ? err.message : String(err));
      this.showNotice(t(this.uiLang, 'rejected', { message: e.message }));
      const detail: ActionRejectedDetail = { action, status: e.status, code: e.code, message: e.message };
      firePublic(this, 'action-rejected', detail);
      throw e;
    } finally {
      this.connection.patch({ pending: false });
    }
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.queryClient.mount();
    document.addEventListener('keydown', this.onKeyDown);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.queryClient.unmount();
    document.removeEventListener('keydown', this.onKeyDown);
  }

  /** Escape stops aiming a spell or item. */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.table?.aiming) return;
    this.connection.patch({ aiming: null });
  };

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('lang')) this.uiLang = toLang(this.lang);
    if (changed.has('server') || changed.has('room') || changed.has('token')) this.chooseSeat();
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const host = this.canvasHost;
    if (this.mode === 'play' && this.table && host) this.boardController.show(host, this.table);
  }

  /** Picks the seat from the attributes or storage and connects, or shows the join flow. */
  private chooseSeat(): void {
    this.deniedMessage = '';
    this.overFired = false;
    if (!this.room) {
      this.connection.close();
      this.mode = 'missing';
      return;
    }
    const token = this.token || loadSeatToken(this.server, this.room);
    if (!token) {
      this.connection.close();
      this.table = undefined;
      this.mode = 'join';
      return;
    }
    this.mode = 'play';
    if (this.connection.client?.token !== token || this.connection.client.room !== this.room) this.table = undefined;
    this.connection.open(this.server, this.room, token);
    this.client = this.connection.client ?? undefined;
  }

  private onJoined(e: CustomEvent<SeatGrant>): void {
    e.stopPropagation();
    const grant = e.detail;
    saveSeatToken(this.server, this.room, grant.token);
    const detail: SeatJoinedDetail = { room: grant.room, seat: grant.seat, token: grant.token };
    firePublic(this, 'seat-joined', detail);
    this.mode = 'play';
    this.connection.open(this.server, this.room, grant.token);
    this.client = this.connection.client ?? undefined;
  }

  private onTable(table: TableState, events: GameEvent[]): void {
    this.table = table;
    const over = events.find((e): e is Extract<GameEvent, { type: 'game_over' }> => e.type === 'game_over');
    const result = over ? { winner: over.winner, reason: over.reason } : table.view.result;
    if (table.view.phase === 'over' && result && !this.overFired) {
      this.overFired = true;
      const detail: GameOverDetail = { winner: result.winner, reason: result.reason };
      firePublic(this, 'game-over', detail);
    }
  }

  private onStatus(status: ConnectionStatus, error?: ApiError): void {
    this.status = status;
    if (status !== 'denied') return;
    if (!this.token) {
      // a remembered seat the server no longer knows: forget it and offer the join flow again
      forgetSeatToken(this.server, this.room);
      this.connection.close();
      this.client = undefined;
      this.table = undefined;
      this.mode = 'join';
      return;
    }
    this.deniedMessage = t(this.uiLang, 'denied', { message: error?.message ?? '' });
  }

  private onPick(pick: BoardPick): void {
    const table = this.table;
    if (!table || table.pending) return;
    const outcome = outcomeOfPick(table, pick);
    if (!outcome) return;
    if (outcome.kind === 'select') this.connection.patch({ selected: outcome.unit });
    else this.act(outcome.action).catch(() => undefined);
  }

  private onAct(e: CustomEvent<Action>): void {
    e.stopPropagation();
    this.act(e.detail).catch(() => undefined);
  }

  private onSelect(e: CustomEvent<string | null>): void {
    e.stopPropagation();
    this.connection.patch({ selected: e.detail });
  }

  private onAim(e: CustomEvent<Aim | null>): void {
    e.stopPropagation();
    this.connection.patch({ aiming: e.detail });
  }

  private showNotice(text: string): void {
    this.notice = text;
    if (this.noticeTimer !== null) clearTimeout(this.noticeTimer);
    this.noticeTimer = setTimeout(() => {
      this.notice = '';
      this.noticeTimer = null;
    }, NOTICE_MS);
  }

  private hint(table: TableState): string | null {
    const { view, legal, aiming } = table;
    const l = this.uiLang;
    if (view.phase !== 'playing' || !view.turn) return null;
    if (view.role === 'hero') {
      if (aiming) {
        const name = aiming.type === 'cast' ? view.catalog.spells.find((s) => s.id === aiming.spell)?.name : view.catalog.items.find((i) => i.id === aiming.item)?.name;
        return t(l, 'aimHint', { name: pick(name, l) });
      }
      if (view.turn.seat !== view.seat) return t(l, 'hintWait');
      return t(l, legal.some((a) => a.type === 'roll') ? 'hintRoll' : 'hintMove');
    }
    return null;
  }

  override render() {
    const l = this.uiLang;
    if (this.mode === 'missing') return html`<div class="frame" part="frame"><div class="status">${t(l, 'missingRoom')}</div></div>`;
    if (this.mode === 'join') {
      return html`<div class="frame" part="frame" @qb-joined=${this.onJoined}>
        <qb-join-panel part="join" .server=${this.server} .room=${this.room}></qb-join-panel>
      </div>`;
    }
    const table = this.table;
    if (!table) {
      const text = this.deniedMessage || t(l, this.status === 'reconnecting' ? 'reconnecting' : 'connecting');
      return html`<div class="frame" part="frame">
        <div class="status" role=${this.deniedMessage ? 'alert' : 'status'} part=${this.deniedMessage ? 'message' : 'status'}>${text}</div>
      </div>`;
    }
    const { view } = table;
    const hint = this.hint(table);
    const result = view.result;
    return html`<div class="frame" part="frame" @qb-act=${this.onAct} @qb-select=${this.onSelect} @qb-aim=${this.onAim}>
      <qb-turn-bar part="turn-bar" exportparts="roll" .connection=${this.status}></qb-turn-bar>
      <div class="main">
        <div class="board" part="board">
          <div class="canvas-host"></div>
          ${view.phase === 'over' && result
            ? html`<div class="banner ${result.winner}" part="banner" role="status">${t(l, result.winner === 'heroes' ? 'heroesWin' : 'masterWins')}</div>`
            : nothing}
          ${hint ? html`<div class="hint ${table.aiming ? 'aiming' : ''}" part="hint">${hint}</div>` : nothing}
        </div>
        <aside class="panel" part="panel">
          ${view.role === 'hero'
            ? html`<qb-hero-card part="hero-card"></qb-hero-card>`
            : html`<qb-master-panel part="master-panel" exportparts="start"></qb-master-panel>`}
          <qb-dice-tray part="dice"></qb-dice-tray>
          <qb-event-log part="log"></qb-event-log>
        </aside>
      </div>
      ${this.notice || this.deniedMessage
        ? html`<div class="notice" part="message" role="alert">
            <span>${this.notice || this.deniedMessage}</span>
            ${this.notice ? html`<button @click=${() => (this.notice = '')}>${t(l, 'dismiss')}</button>` : nothing}
          </div>`
        : nothing}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'quest-board': QuestBoard;
  }
}
