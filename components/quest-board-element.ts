/**
 * The `<quest-board>` element class. Importing this module defines nothing; `quest-board.ts` registers it.
 * @module
 */
import { provide } from '@lit/context';
import { QueryClient } from '@tanstack/query-core';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { Action, GameEvent, View } from '../engine/index.ts';
import { ApiError, type ActionResult, type HeroProfile, type SeatGrant } from './api.ts';
import { heroesQuery } from './queries.ts';
import type { BoardPick } from './board/index.ts';
import { parseRenderer, type BoardRenderer, type BoardView } from './board/board-view.ts';
import type { ConnectionStatus, RoomClient } from './client.ts';
import { connectionContext, langContext, queryClientContext, tableContext, type Aim, type TableState } from './context.ts';
import { BoardController } from './controllers/board-controller.ts';
import { MutationController } from './controllers/mutation-controller.ts';
import { RoomConnection, type RoomConnectionCallbacks } from './controllers/room-connection.ts';
import type { HeldSeats } from './controllers/held-seats.ts';
import { hintFor } from './hints.ts';
import { hasTexts, loadTexts, pick, t, type Lang, type MessageKey } from './i18n.ts';
import { langText } from './lang-text.ts';
import { describeEvent } from './log-lines.ts';
import { outcomeOfPick } from './marks.ts';
import { loadRefusalTexts, objectTitle, rejectionNotice } from './texts.ts';
import { WATCH } from './internal-events.ts';
import { firePublic, type ActionRejectedDetail, type GameOverDetail, type SeatJoinedDetail } from './public-events.ts';
import { forgetSeatToken, loadSeatToken, saveSeatToken } from './seat-store.ts';
import { addStyles } from './parts/styles.ts';
import { questBoardStyles } from './quest-board-styles.ts';
import { ownEventMotion, rulesetParts } from './rulesets/registry.ts';
import { RulesetStyles } from './rulesets/ruleset-styles.ts';
import './parts/turn-bar.ts';
import './parts/dice-tray.ts';
import './parts/event-log.ts';
import './parts/hero-card.ts';
import './parts/players-panel.ts';
import { loadPart, roomExtras, type LazyPart } from './lazy-parts.ts';
import './parts/camera-buttons.ts';
import { NoticeController } from './controllers/notice-controller.ts';
import { ToastController } from './controllers/toast-controller.ts';
import { BoardCardController } from './controllers/board-card-controller.ts';
import { BoardNoteController } from './controllers/board-note-controller.ts';
import { WidthController } from './controllers/width-controller.ts';
import { PageLangController } from './controllers/page-lang.ts';
import { boardFailure, outcomes, overlay, watching } from './quest-board-overlays.ts';
import type { ObjectiveCard } from './objective-card.ts';
import { KEYS } from './shortcuts.ts';
import { Announcer } from './announcer.ts';
import { BoardKeyboard, CURSOR_TEXT_ID } from './keyboard.ts';
import { CameraController } from './controllers/camera-controller.ts';
import { MotionTracker, motionContext } from './motion-tracker.ts';

/** How long a mission event's text stays over the board (ms). */
const EVENT_MS = 9000;
/** How long a trap's notice stays (ms). */
const TOAST_MS = 5000;
/** How long the hint says that a click did nothing (ms). */
const REFUSAL_MS = 2500;

type Mode = 'missing' | 'join' | 'play' | 'campaign';

/** The bottom sheets of a narrow screen: the seat's card (and the players), the dice tray, the chronicle. */
export type Sheet = 'card' | 'dice' | 'log';

/** Whether `e` is an attack (the core's, or a module's own strike), whose outcome shows over the board (the side panel's dice and chronicle may be out of sight). */
const isAttack = (e: GameEvent) => e.type === 'attack' || ownEventMotion(e)?.kind === 'strike';

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
 *   Several origins separated by spaces (instances of one deployment on one database): the element uses the first and
 *   moves on to the next when one stops answering (`endpoints.ts`).
 * @attr {string} room - The room id.
 * @attr {string} campaign - A campaign id (docs/campaigns.md): the element plays the campaign instead of a room — its
 *   join flow, the map, the town, the Company, the saves, and each fight's board in place (docs/embedding.md,
 *   "Campaigns"). `token` is then the player's token.
 * @attr {string} adventure - With no `campaign`: an adventure id (`forsaken-woods`); the element offers to create the
 *   Company of a new campaign of it (its player is the leader) and remembers it, so a reload comes back to it.
 * @attr {string} invite - With `campaign`: the link other players open to join it (the host page's address of the
 *   campaign); the campaign's header then shows an Invite button that copies it.
 * @attr {string} token - The seat's bearer token. Without it the element shows the join flow (or reuses a remembered seat).
 * @attr {boolean} watch - Watch the room as a spectator (no token): the heroes' side of the board, live, read-only.
 * @attr {'it'|'en'} lang - The interface language: `it` or `en`; without it, the page's `lang` (Italian or English), else the reader's browser's. Reflected.
 * @attr {'auto'|'off'} motion - `auto` (default): pieces walk, strike and fall, dice roll, unless the reader's system
 *   asks for reduced motion; `off`: nothing animates (docs/embedding.md, "Motion").
 * @attr {'3d'|'2d'} renderer - `3d` (default): the isometric three.js board, or the board seen from above in 2D where
 *   the browser cannot make a WebGL context (the element then says so, once); `2d`: the board from above always
 *   (docs/embedding.md, "Browsers"). Reflected.
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
export class QuestBoard extends LitElement {
  static override styles = questBoardStyles;

  /** The quest-board server's origin, or several separated by spaces (one deployment's instances, tried in turn); empty for this page's origin. */
  @property() accessor server = '';
  /** The room id. */
  @property() accessor room = '';
  /** The seat's bearer token (the player's, with `campaign`); empty to run the join flow (or reuse a remembered seat). */
  @property() accessor token = '';
  /**
   * The tokens of every seat of the room the player holds (a player acting for several heroes): once the board shows,
   * each stays connected, so setting `token` from one of them to another moves the board to that seat at once — no
   * reconnection, no "Connecting…", the board and its camera as they were. The board shows only the view of the seat
   * of `token`, and acts with that token.
   */
  @property({ attribute: false }) accessor held: readonly string[] = [];
  /** A campaign id: play the campaign (its map, town, Company, saves, fights) instead of a room. */
  @property() accessor campaign = '';
  /** With no `campaign`: the adventure whose new Company the element offers to create. */
  @property() accessor adventure = '';
  /** With `campaign`: the link that invites other players to it (the header's Invite button copies it). */
  @property() accessor invite = '';
  /** Watch the room as a spectator: the heroes' side of the board, live, with no action (docs/protocol.md, "Watching"). */
  @property({ type: Boolean }) accessor watch = false;
  /**
   * The interface language, `it` or `en`; empty (no `lang` attribute, the default): the page's language (the nearest
   * `lang` of the element's ancestors, `<html lang>` included) when it is Italian or English, else the reader's browser's
   * (`reader-lang.ts`); the element follows either when it changes.
   */
  @property({ reflect: true, useDefault: true }) override accessor lang = '';
  /**
   * `auto` (default): pieces walk, strike and fall and dice roll, unless the reader's system asks for reduced motion;
   * `off`: nothing animates (docs/embedding.md, "Motion").
   */
  @property() accessor motion: 'auto' | 'off' = 'auto';
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

  @state() private accessor mode: Mode = 'missing';
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
  @state() private accessor refusal = false;
  /** The visitor chose to watch in the join flow (the `watch` attribute aside). */
  @state() private accessor watchChosen = false;
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

  private refusalTimer: ReturnType<typeof setTimeout> | null = null;
  private overFired = false;

  /** The loaded rulesets' styles for the board's piece card (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['card']);
  /** What the connection the element shows tells it (a held seat's says nothing until shown: `held-seats.ts`). */
  private readonly shownCallbacks: RoomConnectionCallbacks = {
    table: (table, events) => this.onTable(table, events),
    status: (status, error) => this.onStatus(status, error),
    rulesetFailed: (error) => this.onPartFailed(error),
  };
  /** The connection of the seat shown (replaced by a held seat's when `token` moves to it). */
  private connection = new RoomConnection(this, this.shownCallbacks);
  /** The connections of the {@link held} seats besides the one shown, once their chunk is loaded (`held-seats.ts`). */
  private heldSeats: HeldSeats | null = null;
  private readonly boardController = new BoardController(
    this,
    (pick) => this.onPick(pick),
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
    pick: (pick) => this.onPick(pick),
  });
  /** The camera's buttons and keys, and a narrow screen's first view. */
  private readonly camera = new CameraController(this, {
    board: () => this.board,
    table: () => this.table,
    playing: () => this.mode === 'play',
    room: () => this.room,
    motionEnabled: () => this.motionTracker.enabled,
  });
  private readonly actions = new MutationController<ActionResult, Action>(
    this,
    () => this.queryClient,
    (action) => {
      const client = this.connection.client;
      // the seq of the view the action was chosen on: a second copy (a double click) is refused, never played twice
      return client ? client.send(action, this.table?.seq) : Promise.reject(new ApiError(0, 'not_connected', 'not connected to a room'));
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
  async act(action: Action): Promise<ActionResult> {
    // the seat that acts: the element may have moved to another held seat by the time the server answers
    const connection = this.connection;
    connection.patch({ pending: true, aiming: null });
    try {
      const result = await this.actions.mutate(action);
      connection.expect(result.seq);
      await connection.caughtUp(result.seq);
      return result;
    } catch (err) {
      const e = err instanceof ApiError ? err : new ApiError(0, 'error', err instanceof Error ? err.message : String(err));
      await loadRefusalTexts().catch(() => undefined); // without them, the server's own message
      this.showNotice(rejectionNotice(this.uiLang, e));
      const detail: ActionRejectedDetail = { action, status: e.status, code: e.code, message: e.message };
      firePublic(this, 'action-rejected', detail);
      throw e;
    } finally {
      connection.patch({ pending: false });
    }
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

  /** A language whose texts could not be fetched: the element shows Italian instead and does not ask again. */
  private textsFailed: Lang | null = null;

  /**
   * Every update waits for the texts of the element's language, when they are not loaded yet (English is a chunk of
   * its own: `loadTexts` in `i18n.ts`): the element never shows a text in the other language, not even for a frame,
   * and `updateComplete` resolves once it shows its language. When the chunk cannot be fetched, the element shows
   * Italian and says why (`partFailed`).
   */
  protected override scheduleUpdate(): void | Promise<unknown> {
    const lang = this.pageLang.shown();
    if (hasTexts(lang) || this.textsFailed === lang) return super.scheduleUpdate();
    return loadTexts(lang).then(
      () => super.scheduleUpdate(),
      (error: unknown) => {
        this.textsFailed = lang;
        this.partFailed = t('it', 'partFailed', { message: error instanceof Error ? error.message : String(error) });
        this.showNotice(this.partFailed);
        return super.scheduleUpdate();
      },
    );
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
      if (!changed.has('watch')) this.watchChosen = false;
      this.chooseSeat();
    }
    if (changed.has('held') || changed.has('server') || changed.has('room') || changed.has('token') || changed.has('watch') || changed.has('campaign') || changed.has('adventure')) this.holdSeats();
    if (this.mode === 'campaign') this.needPart('campaign');
    else if (this.mode === 'join') this.needPart('join');
    // the host of an auto mission has the same panel (its Start, the players), without the master's controls
    else if (this.table?.view.role === 'master' || this.table?.view.role === 'host') this.needPart('master-panel');
  }

  /** The lazy parts this element asked for (see `lazy-parts.ts`), and the text of one that failed to load. */
  private readonly partsAsked = new Set<LazyPart>();
  @state() private accessor partFailed = '';

  /** Loads `part` unless this element already asked for it; a failure is shown (and not retried by this element). */
  private needPart(part: LazyPart): void {
    if (this.partsAsked.has(part)) return;
    this.partsAsked.add(part);
    loadPart(part).catch((error: unknown) => this.onPartFailed(error));
  }

  /** A part of the game that could not be fetched (a lazy part, the room's ruleset's parts): shown. */
  private onPartFailed(error: unknown): void {
    this.partFailed = t(this.uiLang, 'partFailed', { message: error instanceof Error ? error.message : String(error) });
    if (this.mode === 'play') this.showNotice(this.partFailed);
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const host = this.canvasHost;
    this.boardController.cursor = this.keyboard.cursor;
    this.boardController.requested = this.renderer;
    this.boardController.lang = this.uiLang;
    if (this.mode === 'play' && this.table && host) {
      const fallback = this.boardController.fallback;
      this.boardController.show(host, this.table);
      // the board's renderer chosen just now: the line saying so shows
      if (this.boardController.fallback !== fallback) this.requestUpdate();
      if (!this.partsAsked.has('extras')) {
        this.partsAsked.add('extras');
        loadPart('extras').then(
          () => {
            this.adoptSheetStyles();
            this.holdSeats();
            this.requestUpdate();
          },
          (error: unknown) => this.onPartFailed(error),
        );
      }
      this.camera.frameFirstView(this.table);
      this.frameNews(this.table);
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

  /** The rooms revealed since the board last showed the table: framed once it shows them. */
  private revealedRooms: string[] = [];
  /** The aim the view last framed (a spell's, an item's or an ability's key), or '' for none. */
  private framedAim = '';

  /**
   * What the view brings into sight after an update: a room just revealed, whole (unless the player moved the view a
   * moment ago); the targets of an aim just begun, the board scrolled into the page's view with them.
   */
  private frameNews(table: TableState): void {
    const rooms = this.revealedRooms;
    this.revealedRooms = [];
    const aim = table.aiming ? JSON.stringify(table.aiming) : '';
    if (aim && aim !== this.framedAim) {
      this.camera.frameAim(table);
      const stage = this.renderRoot.querySelector<HTMLElement>('.stage');
      const r = stage?.getBoundingClientRect();
      if (stage && r && (r.top < 0 || r.bottom > window.innerHeight)) stage.scrollIntoView({ block: 'nearest', behavior: this.motionTracker.enabled ? 'smooth' : 'auto' });
    } else if (rooms.length > 0) this.camera.frameRevealed(table, rooms);
    this.framedAim = aim;
  }

  /** Picks the seat from the attributes or storage and connects, or shows the join flow. */
  private chooseSeat(): void {
    if (this.moveToHeldSeat()) return;
    this.deniedMessage = '';
    this.overFired = false;
    this.toasts.clear();
    this.announcer.clear();
    this.boardCard.close();
    if (this.campaign || this.adventure) {
      // a campaign: the shell plays it (its fights' boards are nested elements of their own)
      this.connection.close();
      this.table = undefined;
      this.mode = 'campaign';
      return;
    }
    if (!this.room) {
      this.connection.close();
      this.mode = 'missing';
      return;
    }
    if (this.watch || this.watchChosen) {
      // a spectator: no token, the heroes' side of the board (a watch link, or a late visitor who chose to watch)
      this.mode = 'play';
      if (this.connection.client?.token !== null || this.connection.client.room !== this.room) this.table = undefined;
      this.connection.open(this.server, this.room, null);
      this.client = this.connection.client ?? undefined;
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

  /**
   * `token` moved from one {@link held} seat to another of the same room while the element shows a table: the element
   * moves to that seat in place — the board, its camera, the card and the notices shown stay, the seat left stays
   * connected. When that seat's connection already shows its table (the held seats' chunk loaded: `held-seats.ts`),
   * its table shows at once; else the table shown stays, inert (`pending`), until that seat's first one comes.
   * Returns whether it did.
   */
  private moveToHeldSeat(): boolean {
    const token = this.token;
    const shown = this.connection.client;
    if (this.campaign || this.adventure || this.watch || this.watchChosen || !this.room || !token || !this.table || this.mode !== 'play') return false;
    if (!shown?.token || shown.token === token || shown.room !== this.room || shown.server !== this.server) return false;
    if (!this.held.includes(token) || !this.held.includes(shown.token)) return false;
    const kept = this.heldSeats?.take(this.server, this.room, token);
    this.keepShownSeat();
    this.camera.keepView();
    if (kept) {
      kept.listen(this.shownCallbacks);
      this.connection = kept;
      this.client = kept.client ?? undefined;
      this.status = kept.status;
      this.onTable(kept.table!, []);
      return true;
    }
    this.connection = new RoomConnection(this, this.shownCallbacks);
    this.movingSeat = true;
    this.connection.open(this.server, this.room, token);
    this.client = this.connection.client ?? undefined;
    this.table = { ...this.table, pending: true, aiming: null, selected: null };
    return true;
  }

  /** Whether the element moves to a held seat whose first table has not come yet ({@link moveToHeldSeat}). */
  private movingSeat = false;

  /**
   * The element leaves the seat it showed: its connection is kept (silent) when the seat is one of the {@link held}
   * and their chunk is loaded, else closed (the caller puts the next one in its place).
   */
  private keepShownSeat(): void {
    const was = this.connection;
    const token = was.client?.token;
    if (token && this.heldSeats && was.client?.room === this.room && this.held.includes(token)) this.heldSeats.keep(token, was);
    else {
      was.close();
      this.removeController(was);
    }
  }

  /**
   * Keeps the {@link held} seats but the one shown connected, once their chunk is loaded (with the room's extras,
   * after the first board shows); none while the element plays no room as a seat.
   */
  private holdSeats(): void {
    const token = this.connection.client?.token;
    const extras = roomExtras();
    if (this.mode === 'play' && token && this.held.length > 0 && extras) (this.heldSeats ??= new extras.HeldSeats(this, (callbacks) => new RoomConnection(this, callbacks))).hold(this.server, this.room, this.held, token);
    else this.heldSeats?.release();
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

  /** The join panel's "watch the game" (true), or the watching panel's "take a free seat" (false). */
  private onWatch(e: CustomEvent<boolean>): void {
    e.stopPropagation();
    this.watchChosen = e.detail;
    if (e.detail) return this.chooseSeat();
    // a free seat to take: the join flow, whatever the attributes say (`watch` included)
    this.connection.close();
    this.client = undefined;
    this.table = undefined;
    this.mode = 'join';
  }

  private onTable(table: TableState, events: GameEvent[]): void {
    // the seat's turn ended (Fine turno, or the server moved it on): a narrow screen's open sheet gives the board back,
    // where the next seat's moves are shown
    const before = this.table?.view;
    if (this.sheet !== null && before && ownsTurn(before) && before.turn?.seat !== table.view.turn?.seat) this.sheet = null;
    this.table = table;
    this.movingSeat = false;
    // the heroes' names as the chronicle has them ("The barbarian joins the party", not the id "barbaro" in the lobby)
    const profiles = (this.client && this.queryClient.getQueryData<HeroProfile[]>(heroesQuery(this.client.server).queryKey)) || [];
    this.announcer.announce(events, table, this.uiLang, new Map(profiles.map((h) => [h.id, h])));
    this.boardController.noteEvents(events);
    this.showOutcome(events, table, profiles);
    for (const e of events) {
      if (e.type === 'room_revealed') this.revealedRooms.push(e.room);
      if (e.type === 'mission_event' && e.text) this.toasts.push('event', pick(e.text, this.uiLang), EVENT_MS);
      if (e.type === 'trap_sprung') this.toasts.push('trap', describeEvent(e, table.view, this.uiLang, new Map(), table.names), TOAST_MS);
    }
    this.boardCard.keepIn(table.view);
    const over = events.find((e): e is Extract<GameEvent, { type: 'game_over' }> => e.type === 'game_over');
    const result = over ? { winner: over.winner, reason: over.reason, condition: over.condition } : table.view.result;
    if (table.view.phase === 'over' && result && !this.overFired) {
      this.overFired = true;
      const detail: GameOverDetail = { winner: result.winner, reason: result.reason, ...(result.condition ? { condition: result.condition } : {}) };
      firePublic(this, 'game-over', detail);
    }
  }

  /**
   * What an attack in `events` did, over the board for a moment, in the chronicle's words: the attack's line and the
   * deaths it caused ("Il barbaro attacca il goblin: … 2 danni. Il goblin cade."). The announcer has said them
   * already: the toast is for the eyes only.
   */
  private showOutcome(events: readonly GameEvent[], table: TableState, profiles: HeroProfile[]): void {
    if (!events.some(isAttack)) return;
    const heroes = new Map(profiles.map((h) => [h.id, h]));
    const lines = events.filter((e) => isAttack(e) || e.type === 'unit_died').map((e) => describeEvent(e, table.view, this.uiLang, heroes, table.names));
    this.toasts.push('outcome', lines.map((line) => (/[.!?…]$/.test(line) ? line : `${line}.`)).join(' '), TOAST_MS);
  }

  private onStatus(status: ConnectionStatus, error?: ApiError): void {
    // moving to a held seat: the seat left's table stays, and the connection's state, until the new seat's table comes
    if (this.movingSeat && status === 'connecting') return;
    this.movingSeat = false;
    this.status = status;
    if (status === 'ended') {
      // the room was archived (docs/protocol.md, "How long rooms live"): its last view stays, the seat is forgotten
      forgetSeatToken(this.server, this.room);
      this.deniedMessage = t(this.uiLang, 'roomEnded');
      return;
    }
    if (status !== 'denied') return;
    if (!this.token && !this.watch && !this.watchChosen) {
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
    if (outcome) {
      if (this.boardCard.card?.pinned) this.boardCard.close();
      if (outcome.kind === 'select') this.connection.patch({ selected: outcome.unit });
      else this.act(outcome.action).catch(() => undefined);
      return;
    }
    // aiming, a click or tap on anything but a target stops aiming (the touch hint says so: "tap elsewhere to cancel")
    if (table.aiming) {
      this.connection.patch({ aiming: null });
      return;
    }
    // nothing to do there: an object or a piece shows its card, and that is the whole answer: looking at a piece
    // (one's own, a creature out of reach) is a normal thing to do, nothing was refused
    if (pick.kind === 'object' || pick.kind === 'unit') {
      this.boardCard.show(pick.kind, pick.id, true);
      return;
    }
    this.boardCard.close();
    // a spectator clicks to read cards: nothing it could do is refused, since it does nothing
    if (table.view.phase !== 'playing' || table.view.role === 'spectator') return;
    if (pick.kind === 'square') this.board?.flashSquare(pick.x, pick.y);
    // the hint is not a live region (the announcer is the element's one voice): the refusal is said there
    this.announcer.say(t(this.uiLang, 'hintNotHere'));
    this.refusal = true;
    if (this.refusalTimer !== null) clearTimeout(this.refusalTimer);
    this.refusalTimer = setTimeout(() => {
      this.refusal = false;
      this.refusalTimer = null;
    }, REFUSAL_MS);
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

  private showNotice(text: string): void {
    this.notices.show(text);
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
    if (this.mode === 'missing') return html`<div class="frame" part="frame"><div class="status">${t(l, 'missingRoom')}</div></div>`;
    if (this.mode === 'campaign') {
      return html`<div class="frame" part="frame">
        ${this.partFailed ? html`<div class="status" role="alert" part="message">${this.partFailed}</div>` : nothing}
        <qb-campaign part="campaign" exportparts="campaign-header, fight, fight-board, fight-report, join: campaign-join, message: campaign-message, status: campaign-status" .server=${this.server} .campaign=${this.campaign} .adventure=${this.adventure} .invite=${this.invite} .token=${this.token} .lang=${l} .motion=${this.motion} .renderer=${this.renderer === '2d' ? '2d' : '3d'}></qb-campaign>
      </div>`;
    }
    if (this.mode === 'join') {
      return html`<div class="frame" part="frame" @qb-joined=${this.onJoined} @qb-watch=${this.onWatch}>
        ${this.partFailed ? html`<div class="status" role="alert" part="message">${this.partFailed}</div>` : nothing}
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
    const refused = this.refusal && !table.aiming && view.phase === 'playing';
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
        <div class="dock">
        <aside class="panel ${this.sheet ? `sheet-${this.sheet}` : 'sheet-none'}" part="panel" aria-label=${this.sheet ? t(l, SHEET_TITLE[this.sheet](view)) : nothing}>
          ${this.sheet
            ? html`<div class="sheet-head">
                <span class="handle" aria-hidden="true"></span>
                <button class="secondary sheet-close" type="button" data-action="drawer" data-sheet-close @click=${() => (this.sheet = null)}>
                  <span aria-hidden="true">✕</span> ${t(l, 'sheetClose')}
                </button>
              </div>`
            : nothing}
          <div class="panel-main ${this.sheet === 'card' ? 'open' : ''}">
            ${view.role === 'spectator' ? nothing : html`<qb-players-panel part="players"></qb-players-panel>`}
            ${view.role === 'spectator'
              ? watching(view, l, () => this.onWatch(new CustomEvent(WATCH, { detail: false })))
              : view.role === 'hero'
                ? html`<qb-hero-card part="hero-card"></qb-hero-card>`
                : html`<qb-master-panel part="master-panel" exportparts="start" .touch=${this.touch}></qb-master-panel>`}
          </div>
          ${dice ? html`<qb-dice-tray part="dice" class=${this.sheet === 'dice' ? 'open' : ''}></qb-dice-tray>` : nothing}
          <qb-event-log part="log" class=${this.sheet === 'log' ? 'open' : ''}></qb-event-log>
        </aside>
        <div class="sheet-tabs" role="group" aria-label=${t(l, 'sheetTabs')}>
          ${(['card', ...(dice ? ['dice'] : []), 'log'] as Sheet[]).map(
            (sheet) => html`<button
              class="secondary ${this.sheet === sheet ? 'active' : ''}"
              type="button"
              data-action="drawer"
              data-sheet=${sheet}
              aria-expanded=${this.sheet === sheet ? 'true' : 'false'}
              @click=${() => (this.sheet = this.sheet === sheet ? null : sheet)}
            >
              ${roomExtras()?.sheetIcons[sheet] ?? nothing} ${t(l, SHEET_TITLE[sheet](view))}
            </button>`,
          )}
        </div>
        </div>
      </div>
      ${this.announcer.render()}
    </div>`;
  }
}

/** Each bottom sheet's name (the tab's word and the sheet's title), by the seat's role for the card's. */
const SHEET_TITLE: Record<Sheet, (view: View) => MessageKey> = {
  card: (view) => (view.role === 'hero' ? 'sheetHero' : view.role === 'spectator' ? 'sheetWatching' : 'sheetMaster'),
  dice: () => 'dice',
  log: () => 'sheetLog',
};

/** Whether the turn of `view` is its seat's own: a hero's turn for its hero seat, the master's for the master. */
function ownsTurn(view: View): boolean {
  const seat = view.turn?.seat;
  return seat !== undefined && (view.role === 'hero' ? seat === view.seat : view.role === 'master' && seat === 'master');
}

declare global {
  interface HTMLElementTagNameMap {
    'quest-board': QuestBoard;
  }
}
