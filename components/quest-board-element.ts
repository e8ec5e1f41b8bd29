/**
 * The `<quest-board>` element class. Importing this module defines nothing; `quest-board.ts` registers it.
 * @module
 */
import { provide } from '@lit/context';
import { QueryClient } from '@tanstack/query-core';
import { html, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Action, GameEvent, View } from '../engine/index.ts';
import type { ActionResult, ApiError, HeroProfile, SeatGrant } from './api.ts';
import { heroesQuery } from './queries.ts';
import { parseRenderer, type BoardRenderer, type BoardView } from './board/board-view.ts';
import type { ConnectionStatus, RoomClient } from './client.ts';
import { connectionContext, langContext, queryClientContext, tableContext, type Aim, type TableState } from './context.ts';
import { BoardController } from './controllers/board-controller.ts';
import { ActController } from './controllers/act-controller.ts';
import type { RoomConnection } from './controllers/room-connection.ts';
import { SeatController } from './controllers/seat-controller.ts';
import { TableNews } from './controllers/table-news.ts';
import { PartsController } from './controllers/parts-controller.ts';
import { BoardClicks } from './controllers/board-clicks.ts';
import { playDock, ownsTurn, type Sheet } from './play-dock.ts';
import { hintFor } from './hints.ts';
import { hasTexts, pick, t, type Lang } from './i18n.ts';
import { langText } from './lang-text.ts';
import { objectTitle } from './texts.ts';
import { firePublic, type SeatJoinedDetail } from './public-events.ts';
import { forgetSeatToken } from './seat-store.ts';
import { addStyles } from './parts/styles.ts';
import { questBoardStyles } from './quest-board-styles.ts';
import { QuestBoardAttributes } from './quest-board-attributes.ts';
import { rulesetParts } from './rulesets/registry.ts';
import { RulesetStyles } from './rulesets/ruleset-styles.ts';
import './parts/turn-bar.ts';
import './parts/dice-tray.ts';
import './parts/event-log.ts';
import './parts/hero-card.ts';
import './parts/players-panel.ts';
import { roomExtras } from './lazy-parts.ts';
import './parts/camera-buttons.ts';
import { NoticeController } from './controllers/notice-controller.ts';
import { ToastController } from './controllers/toast-controller.ts';
import { BoardCardController } from './controllers/board-card-controller.ts';
import { BoardNoteController } from './controllers/board-note-controller.ts';
import { WidthController } from './controllers/width-controller.ts';
import { PageLangController } from './controllers/page-lang.ts';
import { boardFailure, outcomes, overlay } from './quest-board-overlays.ts';
import type { ObjectiveCard } from './objective-card.ts';
import { KEYS } from './shortcuts.ts';
import { Announcer } from './announcer.ts';
import { BoardKeyboard, CURSOR_TEXT_ID } from './keyboard.ts';
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

  /**
   * `3d` (default): the isometric board, or the board from above in 2D where no WebGL context can be made (said once,
   * over the board); `2d`: the board from above always (docs/embedding.md, "Browsers"). Read as an HTML keyword
   * attribute: trimmed, case-insensitive, anything else is `3d`; the property reads back the value so read. Setting
   * it to `3d` (even again) tries the 3D board again after it failed and the 2D board stood in.
   */
  @property({ reflect: true })
  set renderer(value: string) {
    this.rendererValue = parseRenderer(value);
    this.boardController.rendererSet(this.rendererValue);
  }
  get renderer(): BoardRenderer {
    return this.rendererValue;
  }
  private rendererValue: BoardRenderer = '3d';

  /** What animates (the board's pieces, the dice), shared with the parts. */
  @provide({ context: motionContext })
  private accessor motionTracker: MotionTracker = new MotionTracker(() => this.requestUpdate());

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

  @state() private accessor status: ConnectionStatus = 'idle';
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
  /** The line saying why the 2D board stands in. */
  private readonly boardNote = new BoardNoteController(this, () => this.motion === 'off');
  /**
   * Whether the reader plays by touch, so the hints say "tocca" / "tap" instead of "clicca" / "click": a coarse pointer
   * at first (`pointer: coarse`), then the kind of the last pointer pressed in the element (a touch or a pen: true).
   */
  @state() private accessor touch = typeof matchMedia === 'function' && matchMedia('(pointer: coarse)').matches;
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
  /** The actions the seat sends. */
  private readonly acts = new ActController(this, {
    queryClient: () => this.queryClient,
    connection: () => this.connection,
    table: () => this.table,
    lang: () => this.uiLang,
    notice: (text) => this.notices.show(text),
  });

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

  /** The board, once shown: the three.js board, or the 2D one (`board.renderer`). */
  get board(): BoardView | undefined {
    return this.boardController.board ?? undefined;
  }

  /** The live stream's state. */
  get connectionStatus(): ConnectionStatus {
    return this.status;
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
    document.addEventListener('keydown', this.onKeyDown);
    this.boardController.motion = this.motionTracker;
    // a click or a key anywhere in the element ends what animates
    this.addEventListener('pointerdown', this.skipMotion, true);
    this.addEventListener('keydown', this.skipMotion, true);
    this.addEventListener('pointerdown', this.notePointer, true);
    // a tap the browser turns into compatibility mouse events only (no pointerdown) still ends in a click that is a
    // PointerEvent naming the touch
    this.addEventListener('click', this.notePointer, true);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.queryClient.unmount();
    document.removeEventListener('keydown', this.onKeyDown);
    this.removeEventListener('pointerdown', this.skipMotion, true);
    this.removeEventListener('keydown', this.skipMotion, true);
    this.removeEventListener('pointerdown', this.notePointer, true);
    this.removeEventListener('click', this.notePointer, true);
  }

  /** A pointer pressed in the element: a touch or a pen makes the hints speak of taps, a mouse of clicks. */
  private readonly notePointer = (e: Event): void => {
    if (e instanceof PointerEvent && e.pointerType) this.touch = e.pointerType !== 'mouse';
  };

  /** Ends every running animation at its end state. */
  private readonly skipMotion = (): void => this.motionTracker.skip();

  /**
   * Escape stops aiming a spell or item, drops the picked piece, closes the object's or piece's card and a narrow
   * screen's open sheet; when there was none of these, it hides the board's keyboard cursor.
   */
  private readonly onKeyDown = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape') return;
    const cancels = this.boardCard.card !== null || !!this.table?.aiming || !!this.table?.selected || this.sheet !== null;
    this.boardCard.close();
    this.sheet = null;
    if (this.table?.aiming) this.connection.patch({ aiming: null });
    if (this.table?.selected) this.connection.patch({ selected: null });
    if (!cancels) this.keyboard.hideCursor();
  };

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
    if (changed.has('server') || changed.has('room') || changed.has('token') || changed.has('watch') || changed.has('campaign') || changed.has('adventure')) {
      if (!changed.has('watch')) this.seats.watchChosen = false;
      this.seats.choose();
    }
    if (changed.has('held') || changed.has('server') || changed.has('room') || changed.has('token') || changed.has('watch') || changed.has('campaign') || changed.has('adventure')) this.seats.hold();
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
        this.adoptSheetStyles();
        this.seats.hold();
        this.requestUpdate();
      });
      this.camera.frameFirstView(this.table);
      this.news.frame(this.table, this.camera, this.renderRoot.querySelector<HTMLElement>('.stage'), this.motionTracker.enabled);
    }
    this.keyboard.afterUpdate();
    this.boardCard.place();
  }

  /** Adds the narrow screen's bottom sheets' styles and the objective's (fetched with the room's extras) to the shadow root, once. */
  private adoptSheetStyles(): void {
    const styles = roomExtras()?.sheetStyles;
    const root = this.renderRoot;
    if (!styles || !(root instanceof ShadowRoot) || this.sheetsAdopted) return;
    this.sheetsAdopted = true;
    addStyles(root, [styles, roomExtras()!.objectiveStyles]);
  }
  private sheetsAdopted = false;

  private onJoined(e: CustomEvent<SeatGrant>): void {
    e.stopPropagation();
    const grant = e.detail;
    const detail: SeatJoinedDetail = { room: grant.room, seat: grant.seat, token: grant.token };
    this.seats.joined(grant);
    firePublic(this, 'seat-joined', detail);
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

  private onStatus(status: ConnectionStatus, error?: ApiError): void {
    this.status = status;
    if (status === 'ended') {
      // the room was archived (docs/protocol.md, "How long rooms live"): its last view stays, the seat is forgotten
      forgetSeatToken(this.server, this.room);
      this.deniedMessage = t(this.uiLang, 'roomEnded');
      return;
    }
    if (status !== 'denied') return;
    // a remembered seat the server no longer knows: forgotten, and the join flow offered again
    if (this.seats.refused()) return;
    this.deniedMessage = t(this.uiLang, 'denied', { message: error?.message ?? '' });
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

  /** The mission's objective over the board (its button and card: `objective-card.ts`), once the room's extras are in. */
  private objective?: ObjectiveCard;
  private renderObjective(table: TableState) {
    const extras = roomExtras();
    if (!extras) return nothing;
    this.objective ??= new extras.ObjectiveCard(this, { pick, objectTitle, langText, key: KEYS.objective });
    return this.objective.render(table, this.uiLang, this.room, this.touch);
  }

  override render() {
    const l = this.uiLang;
    if (this.seats.mode === 'missing') return html`<div class="frame" part="frame"><div class="status">${t(l, 'missingRoom')}</div></div>`;
    if (this.seats.mode === 'campaign') {
      return html`<div class="frame" part="frame">
        ${this.parts.failed ? html`<div class="status" role="alert" part="message">${this.parts.failed}</div>` : nothing}
        <qb-campaign part="campaign" exportparts="campaign-header, fight, fight-board, fight-report, join: campaign-join, message: campaign-message, status: campaign-status" .server=${this.server} .campaign=${this.campaign} .adventure=${this.adventure} .invite=${this.invite} .token=${this.token} .lang=${l} .motion=${this.motion} .renderer=${this.renderer === '2d' ? '2d' : '3d'}></qb-campaign>
      </div>`;
    }
    if (this.seats.mode === 'join') {
      return html`<div class="frame" part="frame" @qb-joined=${this.onJoined} @qb-watch=${this.onWatch}>
        ${this.parts.failed ? html`<div class="status" role="alert" part="message">${this.parts.failed}</div>` : nothing}
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
    const refused = this.clicks.refusal && !table.aiming && view.phase === 'playing';
    // a board that failed to draw: no hint about its squares, no buttons for its view (its place says what failed)
    const boardFailed = this.boardController.failure !== null;
    const hint = boardFailed ? '' : refused ? t(l, 'hintNotHere') : hintFor(table, l, this.touch, this.width.narrow);
    const dice = view.role === 'hero' || view.turn?.roll || rulesetParts(view.module).hasRolls(table);
    return html`<div class="frame" part="frame" @qb-act=${this.onAct} @qb-select=${this.onSelect} @qb-aim=${this.onAim}>
      <qb-turn-bar part="turn-bar" exportparts="roll" .connection=${this.status}></qb-turn-bar>
      ${this.boardController.failure !== null ? nothing : this.boardNote.render(l, this.boardController.fallbackCause)}
      <div class="main">
        <div class="stage">
          <div class="board" part="board">
            <div class="canvas-host"></div>
            ${boardFailure(this.boardController.failure, l, () => this.boardController.retry())}
            <div id=${CURSOR_TEXT_ID} class="sr-only" aria-live="polite">${this.keyboard.description()}</div>
            ${this.boardCard.render(view)}
            ${this.motionTracker.active
              ? html`<button class="secondary skip-motion" part="skip-motion" @click=${() => (this.motionTracker.skip(), this.boardBox?.focus())}>${t(l, 'skipMotion')}</button>`
              : nothing}
          </div>
          ${boardFailed ? nothing : html`<qb-camera-buttons class="camera" part="camera" @qb-camera=${this.camera.onButton}></qb-camera-buttons>`}
          ${this.renderObjective(table)}
          ${overlay(table, l, {
            toasts: this.toasts.toasts,
            message: this.notices.text || this.deniedMessage,
            dismissible: !!this.notices.text,
            drop: (id) => this.toasts.drop(id),
            dismiss: () => this.notices.dismiss(),
          })}
          ${hint ? html`<div class="hint ${table.aiming ? 'aiming' : ''} ${refused ? 'refused' : ''}" part="hint">${hint}</div>` : nothing}
          ${outcomes(this.toasts.toasts, (id) => this.toasts.drop(id))}
        </div>
        ${playDock({ view, lang: l, sheet: this.sheet, dice: !!dice, touch: this.touch, open: (sheet) => (this.sheet = sheet), takeSeat: () => this.seats.watchInstead(false) })}
      </div>
      ${this.announcer.render()}
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'quest-board': QuestBoard;
  }
}
