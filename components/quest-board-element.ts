/**
 * The `<quest-board>` element class. Importing this module defines nothing; `quest-board.ts` registers it.
 * @module
 */
import { provide } from '@lit/context';
import { QueryClient } from '@tanstack/query-core';
import { html, type PropertyValues } from 'lit';
import { query, state } from 'lit/decorators.js';
import type { Action, GameEvent } from '../engine/index.ts';
import type { ActionResult, ApiError, HeroProfile, SeatGrant } from './api.ts';
import { heroesQuery } from './queries.ts';
import type { BoardRenderer, BoardView } from './board/board-view.ts';
import type { ConnectionStatus, RoomClient } from './client.ts';
import { connectionContext, langContext, queryClientContext, type Aim, type TableState } from './context.ts';
import { BoardController } from './controllers/board-controller.ts';
import { ActController } from './controllers/act-controller.ts';
import { PointerKind } from './controllers/pointer-kind.ts';
import type { RoomConnection } from './controllers/room-connection.ts';
import { SeatController } from './controllers/seat-controller.ts';
import { TableNews } from './controllers/table-news.ts';
import { PartsController } from './controllers/parts-controller.ts';
import { BoardClicks } from './controllers/board-clicks.ts';
import { playDock, ownsTurn, type Sheet } from './play-dock.ts';
import { hasTexts, t, type Lang } from './i18n.ts';
import { firePublic, type SeatJoinedDetail } from './public-events.ts';
import { questBoardStyles } from './quest-board-styles.ts';
import { QuestBoardAttributes } from './quest-board-attributes.ts';
import { rulesetParts } from './rulesets/registry.ts';
import { RulesetStyles } from './rulesets/ruleset-styles.ts';
import './parts/turn-bar.ts';
import './parts/dice-tray.ts';
import './parts/event-log.ts';
import './parts/hero-card.ts';
import './parts/players-panel.ts';
import './parts/camera-buttons.ts';
import { NoticeController } from './controllers/notice-controller.ts';
import { ToastController } from './controllers/toast-controller.ts';
import { BoardCardController } from './controllers/board-card-controller.ts';
import { TroubleParts } from './controllers/trouble-parts.ts';
import type { ReplayConnection } from './replay/replay-connection.ts';
import { WidthController } from './controllers/width-controller.ts';
import { PageLangController } from './controllers/page-lang.ts';
import { replayParts } from './lazy-parts.ts';
import { campaignScreen, joinScreen, playStage, replayAccess, replayBar, waitingScreen } from './quest-board-screens.ts';
import { Announcer } from './announcer.ts';
import { BoardKeyboard } from './keyboard.ts';
import { CameraController } from './controllers/camera-controller.ts';
import { MotionTracker, motionContext } from './motion-tracker.ts';

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
 * Its attributes: `quest-board-attributes.ts`.
 *
 * @prop {View | undefined} view - The seat's current view (read-only).
 * @prop {readonly Action[]} legal - What the seat may do now, as the server lists it (read-only).
 * @prop {boolean} pending - An action is on its way to the server; board clicks are ignored meanwhile (read-only).
 * @prop {string | undefined} seat - The seat id: `master` or `h1`, `h2`, ... (read-only).
 * @prop {readonly string[]} held - The tokens of every seat of the room the player holds: each stays connected, and
 *   `token` moves among them without reconnecting (the same board and camera; docs/embedding.md).
 * @prop {BoardView | undefined} board - The board, once shown: the three.js `DungeonBoard` (`board.renderer` is
 *   `3d`) or the 2D `FlatBoard` (`2d`) (read-only; for diagnostics and tests. Both: `board.squareToClient(x, y)`,
 *   `board.unitToClient(id)`, `board.doorToClient(id)`, `board.badgeToClient(id, i)`, `board.objectToClient(id)`,
 *   `board.pick(x, y)`; the camera: `board.cameraState`, `board.zoomBy(factor)`, `board.panBy(dx, dy)`,
 *   `board.rotate(turns)`, `board.centreOn(x, y)`, `board.resetView()`. The 3D board also: `board.drawCalls`,
 *   `board.drawnObjects`, `board.readSquarePixel(x, y)`; motion: `board.drawnPiece(id)`, `board.motion.running`,
 *   `board.frames`, `board.totalDrawCalls`).
 * @prop {ConnectionStatus} connectionStatus - The live stream's state (read-only).
 *
 * @fires seat-joined - `{ room, seat, token }`: the join flow took a seat.
 * @fires action-rejected - `{ action, status, code, message }`: the server refused an action (`message` is the server's).
 * @fires game-over - `{ winner, reason, condition? }`: the game ended (fired once per room).
 * @fires campaign-created - `{ campaign, adventure, player, token }`: the element created a campaign.
 * @fires location-reached - `{ campaign, location }`: the party travelled to a location, or to town.
 * @fires fight-started - `{ campaign, room, node, prologue }`: a campaign fight's room opened.
 * @fires fight-ended - `{ campaign, room, node, prologue, result, rewards, cost }`: a campaign fight ended.
 * @fires level-gained - `{ campaign, hero, level, promoted }`: a hero of the Company reached a level.
 * @fires campaign-completed - `{ campaign, adventure, tier, reputation }`: the adventure was completed.
 * @fires replay-position - `{ room, step, steps, seq, round, playing, speed }`: where a replay is (`replayer` drives it).
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
 * @cssprop --qb-board-height - Height of the board (default `560px`); below 760px of width the board takes the width
 *   it is given and the height the screen leaves (`100svh` less the bars, at least 300px), up to this.
 * @cssprop --qb-board-bg - Background behind the board (default: a dark radial gradient).
 * @cssprop --qb-panel-width - Width of the side panel (default `20rem`).
 * @cssprop --qb-log-height - Most height of the chronicle list (default `16rem` beside the board, where it also takes
 *   the room the panel has left, `12rem` below it).
 *
 * @csspart frame - The outer box.
 * @csspart turn-bar - The bar above the board.
 * @csspart replay - A replay's controls, under the turn bar: play, pause, steps, the timeline, the speed, who may watch.
 * @csspart roll - The Roll button (in the turn bar).
 * @csspart board - The board area (the canvas, or the 2D board's drawing, sits inside).
 * @csspart board-note - The line above the board saying the 3D board is not available in this browser (2D shown).
 * @csspart board-failed - What shows in the board's place when the board failed to draw, with its "Try again" button.
 * @csspart camera - The board's view buttons (zoom in and out, turn left and right, centre on my hero, whole board).
 * @csspart hint - The hint line under the board.
 * @csspart skip-motion - The "Skip animation" button over the board, shown while something animates.
 * @csspart banner - The game-over banner over the board: who won and why.
 * @csspart event - A mission event's text, shown over the board for a while (and kept in the chronicle).
 * @csspart toast - A short notice over the board (a trap sprung).
 * @csspart outcome - What an attack did, in the chronicle's words, over the board's lower middle for a few seconds (a click dismisses it).
 * @csspart object-card - The card of a mission object (its name, kind, text and state), on hover or click.
 * @csspart unit-card - The card of a piece on the board (its stats with their changes, under a d20 ruleset its hit
 *   points, armour, attack, damage, initiative and elements; a creature's powers), on hover, or on a click that does
 *   nothing else.
 * @csspart panel - The side panel (below 760px of width, bottom sheets over the board — the seat's card with the
 *   players, the dice, the chronicle — one at a time, opened from tabs under the board).
 * @csspart hero-card - The hero's card: stats, active effects, gold, spell and item buttons (under a d20 ruleset
 *   also Defend and the hero's own action, and spells' mana costs).
 * @csspart master-panel - The master's panel: heroes, creatures, the picked piece's card, decks, Teach, effects to resolve.
 * @csspart start - The Start button (in the master's panel).
 * @csspart players - The players panel: the master and each hero seat, connected or away; the turn's time left in a
 *   room with a turn limit; Skip turn, Release seat and Hand the creatures to the computer when the seat may.
 * @csspart dice - The dice tray (under a d20 ruleset: the last strikes' d20, total against armour and outcome, and
 *   Freeze rolls).
 * @csspart log - The chronicle.
 * @csspart announcer - The live region screen readers read (visually hidden): what each update of the room did.
 * @csspart message - The message shown when an action is rejected or the seat is refused.
 * @csspart join - The join flow.
 * @csspart campaign - The campaign (with `campaign` or `adventure`): its header, tabs and sections, or its fight.
 * @csspart campaign-header - The campaign's header: where the party stands, gold, provisions, potions, tier.
 * @csspart campaign-join - The campaign's join flow (create the Company, or pick free heroes of its roster).
 * @csspart campaign-message - A campaign action refused, or a save or load done.
 * @csspart fight - A campaign fight: its title, the player's seats, its board.
 * @csspart fight-board - The nested `<quest-board>` of a campaign fight.
 * @csspart fight-report - The end of the last fight on the map: result, rewards, promotions (and a completion).
 */
export class QuestBoard extends QuestBoardAttributes {
  static override styles = questBoardStyles;

  /** The board is told `renderer` was set (`3d` even again retries the 3D board). */
  protected override rendererSet(renderer: BoardRenderer): void {
    this.boardController.rendererSet(renderer);
  }

  /** What animates (the board's pieces, the dice), shared with the parts. */
  @provide({ context: motionContext })
  private accessor motionTracker: MotionTracker = new MotionTracker(() => this.requestUpdate());

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

  /** An action refused, or a save or load done: shown for a while. */
  private readonly notices = new NoticeController(this);
  @state() private accessor deniedMessage = '';
  /** The messages over the board for a while. */
  private readonly toasts = new ToastController(this);
  /** The card of an object or piece over the board. */
  private readonly boardCard = new BoardCardController(this, {
    board: () => this.board,
    box: () => this.boardBox,
    table: () => this.table,
    cursor: () => this.keyboard.cursor,
    lang: () => this.uiLang,
  });
  /** What shows when the board is in trouble (`board-trouble.ts`: its failure panel, the 2D board's notice), fetched when first needed. */
  private readonly trouble = new TroubleParts(this, () => this.motion === 'off');
  /**
   * On a narrow screen, the bottom sheet open over the board: the seat's card (with the players), the dice, or the
   * chronicle; null: none, the board alone (one open at a time).
   */
  @state() private accessor sheet: Sheet | null = null;
  /** Whether the element is laid out for a narrow screen, so the hint names the sheet where the buttons it speaks of are. */
  private readonly width = new WidthController(this);
  /** The language shown when `lang` is empty: the page's or the browser's. */
  private readonly pageLang = new PageLangController(this);

  @query('.canvas-host') private accessor canvasHost!: HTMLElement | null;
  @query('.board') private accessor boardBox!: HTMLElement | null;

  /** The loaded rulesets' styles for the board's piece card (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['card']);
  /** The seat played and its connection (a held seat's connection says nothing until shown: `held-seats.ts`). */
  private readonly seats = new SeatController(this, {
    attributes: () => this,
    table: () => this.table,
    setTable: (table) => (this.table = table),
    setClient: (client) => (this.client = client),
    setStatus: (status) => (this.status = status),
    reset: () => {
      this.deniedMessage = '';
      this.news.reset();
      this.toasts.clear();
      this.announcer.clear();
      this.boardCard.close();
    },
    keepView: () => this.camera.keepView(),
    shown: {
      table: (table, events) => this.onTable(table, events),
      status: (status, error) => this.onStatus(status, error),
      rulesetFailed: (error) => this.parts.fail(error),
    },
  });
  /** The seat's connection shown. */
  private get connection(): RoomConnection {
    return this.seats.connection;
  }
  /** What the tables' news brings over the board: toasts, `game-over`, the view framing what came into sight. */
  private readonly news = new TableNews(this, this.toasts);
  /** The parts fetched on demand and the texts of the language. */
  private readonly parts = new PartsController(this, {
    lang: () => this.uiLang,
    playing: () => this.seats.mode === 'play',
    notice: (text) => this.notices.show(text),
  });
  /** The board, its renderer and its failures. */
  private readonly boardController = new BoardController(
    this,
    (pick) => this.clicks.pick(pick),
    (pick, at) => this.boardCard.hover(pick, at),
    () => this.boardCard.follow(),
  );
  /** The live region that tells a screen reader what happens. */
  private readonly announcer = new Announcer(this);
  /** The board's keyboard cursor, the buttons' shortcuts and the focus kept inside after an action. */
  private readonly keyboard = new BoardKeyboard(this, {
    table: () => this.table,
    board: () => this.board,
    lang: () => this.uiLang,
    pick: (pick) => this.clicks.pick(pick),
  });
  /** What a click on the board does. */
  private readonly clicks = new BoardClicks(this, this.boardCard, {
    table: () => this.table,
    connection: () => this.connection,
    act: (action) => void this.act(action).catch(() => undefined),
    board: () => this.board,
    say: (text) => this.announcer.say(text),
    lang: () => this.uiLang,
  });
  /** The camera's buttons and keys, and a narrow screen's first view. */
  private readonly camera = new CameraController(this, {
    board: () => this.board,
    table: () => this.table,
    playing: () => this.seats.mode === 'play',
    room: () => this.room,
    motionEnabled: () => this.motionTracker.enabled,
  });
  /** Whether the reader plays by touch; a click or a key ends what animates; Escape cancels. */
  private readonly pointer = new PointerKind(
    this,
    () => this.motionTracker.skip(),
    () => this.escape(),
  );
  /** Whether the reader plays by touch (the hints speak of taps then). */
  private get touch(): boolean {
    return this.pointer.touch;
  }
  /** The actions the seat sends. */
  private readonly acts = new ActController(this, {
    queryClient: () => this.queryClient,
    connection: () => this.connection,
    table: () => this.table,
    lang: () => this.uiLang,
    notice: (text) => this.notices.show(text),
  });

  /** The board, once shown: the three.js board, or the 2D one (`board.renderer`). */
  get board(): BoardView | undefined {
    return this.boardController.board ?? undefined;
  }

  /**
   * Sends an action for this seat, chosen on the view the element shows (its `seq` goes with it: if the room has moved
   * on meanwhile, the server refuses it with 409 `stale_seq` and plays nothing). Resolves with the server's
   * `{ seq, events }` once the element shows the view the action made, so a next `act` is chosen on it; on a refusal
   * shows the reason, fires `action-rejected` and rejects with the error.
   */
  act(action: Action): Promise<ActionResult> {
    return this.acts.act(action);
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.queryClient.mount();
    this.boardController.motion = this.motionTracker;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.queryClient.unmount();
  }

  /**
   * Escape stops aiming a spell or item, drops the picked piece, closes the object's or piece's card and a narrow
   * screen's open sheet; when there was none of these, it hides the board's keyboard cursor.
   */
  private escape(): void {
    const cancels = this.boardCard.card !== null || !!this.table?.aiming || !!this.table?.selected || this.sheet !== null;
    this.boardCard.close();
    this.sheet = null;
    if (this.table?.aiming) this.connection.patch({ aiming: null });
    if (this.table?.selected) this.connection.patch({ selected: null });
    if (!cancels) this.keyboard.hideCursor();
  }

  /**
   * Every update waits for the texts of the element's language, when they are not loaded yet (English is a chunk of
   * its own: `loadTexts` in `i18n.ts`), so `updateComplete` resolves once it shows its language (`parts-controller.ts`).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.parts.afterTexts(this.pageLang.shown(), () => super.scheduleUpdate());
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    {
      // Italian when the English chunk could not be fetched (scheduleUpdate said so)
      const lang = hasTexts(this.pageLang.shown()) ? this.pageLang.shown() : 'it';
      // the live region's sentences are in the old language: dropped, the next ones come in the new
      if (lang !== this.uiLang) this.announcer.clear();
      this.uiLang = lang;
    }
    if (changed.has('motion')) {
      this.motionTracker.allowed = this.motion !== 'off';
      if (!this.motionTracker.allowed) this.motionTracker.skip();
    }
    const seatChanged = SEAT_ATTRIBUTES.some((name) => changed.has(name));
    if (seatChanged) {
      if (!changed.has('watch')) this.seats.watchChosen = false;
      this.seats.choose();
    }
    if (seatChanged || changed.has('held')) this.seats.hold();
    if (this.seats.mode === 'campaign') this.parts.need('campaign');
    else if (this.seats.mode === 'join') this.parts.need('join');
    // the host of an auto mission has the same panel (its Start, the players), without the master's controls
    else if (this.table?.view.role === 'master' || this.table?.view.role === 'host') this.parts.need('master-panel');
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const host = this.canvasHost;
    this.boardController.cursor = this.keyboard.cursor;
    this.boardController.requested = this.renderer;
    this.boardController.lang = this.uiLang;
    if (this.seats.mode === 'play' && this.table && host) {
      const fallback = this.boardController.fallback;
      this.boardController.show(host, this.table);
      // the board's renderer chosen just now: the line saying so shows
      if (this.boardController.fallback !== fallback) this.requestUpdate();
      this.parts.need('extras', () => {
        this.parts.adoptExtrasStyles(this.renderRoot);
        this.seats.hold();
        this.requestUpdate();
      });
      this.camera.frameFirstView(this.table);
      this.news.frame(this.table, this.camera, this.renderRoot.querySelector<HTMLElement>('.stage'), this.motionTracker.enabled);
    }
    this.keyboard.afterUpdate();
    this.boardCard.place();
  }

  private onJoined(e: CustomEvent<SeatGrant>): void {
    e.stopPropagation();
    const grant = e.detail;
    const detail: SeatJoinedDetail = { room: grant.room, seat: grant.seat, token: grant.token };
    this.seats.joined(grant, () => firePublic(this, 'seat-joined', detail));
  }

  /** The join panel's "watch the game" (true), or the watching panel's "take a free seat" (false). */
  private onWatch(e: CustomEvent<boolean>): void {
    e.stopPropagation();
    this.seats.watchInstead(e.detail);
  }

  private onTable(table: TableState, events: GameEvent[]): void {
    // the seat's turn ended (Fine turno, or the server moved it on): a narrow screen's open sheet gives the board back,
    // where the next seat's moves are shown
    const before = this.table?.view;
    if (this.sheet !== null && before && ownsTurn(before) && before.turn?.seat !== table.view.turn?.seat) this.sheet = null;
    this.table = table;
    // the heroes' names as the chronicle has them ("The barbarian joins the party", not the id "barbaro" in the lobby)
    const profiles = (this.client && this.queryClient.getQueryData<HeroProfile[]>(heroesQuery(this.client.server).queryKey)) || [];
    this.announcer.announce(events, table, this.uiLang, new Map(profiles.map((h) => [h.id, h])));
    this.boardController.noteEvents(events);
    this.boardCard.keepIn(table.view);
    this.news.take(table, events, this.uiLang, profiles);
  }

  /** The room ended (archived: its last view stays) or the seat was refused: said (the seats' choice forgets the seat). */
  private onStatus(status: ConnectionStatus, error?: ApiError): void {
    if (status === 'ended') this.deniedMessage = t(this.uiLang, 'roomEnded');
    else if (status === 'denied')
      this.deniedMessage = (this.replayer && replayParts()?.replayRefusal(this.uiLang, error)) || t(this.uiLang, 'denied', { message: error?.message ?? '' });
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
    // aiming from a sheet: the sheet gives the board back, where the targets are
    if (e.detail) this.sheet = null;
    this.connection.patch({ aiming: e.detail });
  }

  /** A replay's connection, while the element plays one back (`replay`, or "Watch the replay" at the game's end). */
  get replayer(): ReplayConnection | null {
    return this.connection.replaying ? (this.connection as ReplayConnection) : null;
  }

  override render() {
    const l = this.uiLang;
    if (this.seats.mode === 'missing') return html`<div class="frame" part="frame"><div class="status">${t(l, 'missingRoom')}</div></div>`;
    if (this.seats.mode === 'campaign') return campaignScreen(this.parts.failed, this, l, this.renderer === '2d' ? '2d' : '3d');
    if (this.seats.mode === 'join') return joinScreen(this.parts.failed, this.server, this.room, this.onJoined, this.onWatch);
    const table = this.table;
    if (!table) return waitingScreen(l, this.status === 'reconnecting', this.deniedMessage);
    const { view } = table;
    const dice = view.role === 'hero' || view.turn?.roll || rulesetParts(view.module).hasRolls(table);
    const board = this.boardController;
    return html`<div class="frame" part="frame" @qb-act=${this.onAct} @qb-select=${this.onSelect} @qb-aim=${this.onAim} @qb-replay-exit=${() => this.seats.watchReplay(false)}>
      <qb-turn-bar part="turn-bar" exportparts="roll" .connection=${this.status}></qb-turn-bar>
      ${this.trouble.boardNote(board, l)}
      ${replayBar(this.connection, l, this.seats.replayChosen)}
      <div class="main">
        ${playStage(table, l, {
          failure: board.failure,
          failurePanel: this.trouble.failurePanel(board, l),
          refusal: this.clicks.refusal,
          touch: this.touch,
          narrow: this.width.narrow,
          cursorText: this.keyboard.description(),
          card: this.boardCard.render(view),
          objective: this.parts.objective(table, this.room, this.touch),
          animating: this.motionTracker.active,
          skipMotion: () => (this.motionTracker.skip(), this.boardBox?.focus()),
          camera: this.camera.onButton as (e: Event) => void,
          overlay: {
            toasts: this.toasts.toasts,
            message: this.notices.text || this.deniedMessage,
            dismissible: !!this.notices.text,
            drop: (id) => this.toasts.drop(id),
            dismiss: () => this.notices.dismiss(),
            watchReplay: this.connection.replaying ? null : () => this.seats.watchReplay(true),
            replayAccess: replayAccess(table, this.connection, l),
          },
        })}
        ${playDock({ view, lang: l, sheet: this.sheet, dice: !!dice, touch: this.touch, open: (sheet) => (this.sheet = sheet), takeSeat: () => this.seats.watchInstead(false), replay: !!table.replay })}
      </div>
      ${this.announcer.render()}
    </div>`;
  }
}

/** The attributes whose change chooses the seat again. */
const SEAT_ATTRIBUTES = ['server', 'room', 'token', 'watch', 'campaign', 'adventure', 'replay', 'replaySide'] as const;

declare global {
  interface HTMLElementTagNameMap {
    'quest-board': QuestBoard;
  }
}
