/**
 * `<qb-campaign>`: a campaign in `<quest-board campaign>`. It runs the join flow (create the Company, or
 * pick free heroes of its roster), remembers the player's token per server and campaign, reads the player's view
 * (`GET /api/campaigns/:id/view`) and follows it live (a campaign watch on the page's live connection, `live.ts`),
 * and shows between fights the current place, the tabs Map, Town, Company and Saves with their parts, and during a
 * fight the fight's board: a nested `<quest-board>` on the player's seat (a player acting for several heroes holds
 * them all on that one board, `held`, which moves to the seat of the hero whose turn it is without reconnecting). When the fight's room ends and the campaign takes its outcome, it is back on the
 * map with the result and what it paid.
 *
 * The parts dispatch the internal events of `events.ts`; the shell plays them over the API and then reads the view
 * again. The public campaign events (`public-events.ts`) are fired from here, composed, so the host page hears them
 * on the `<quest-board>` element.
 * @module
 */
import { UntoldEvents } from './untold-events.ts';
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { CampaignAction, CampaignEvent } from '../../engine/campaign/types.ts';
import { ApiError } from '../api.ts';
import { defineOnce } from '../define.ts';
import type { Lang } from '../i18n.ts';
import { liveConnection } from '../live.ts';
import { TurnFollower } from '../turn-follower.ts';
import { firePublic } from '../public-events.ts';
import {
  campaignErrorKey,
  forgetCampaignToken,
  forgetCreatedCampaign,
  getCampaignView,
  leaveWithoutSaving,
  listSaves,
  loadCampaign,
  loadCampaignToken,
  loadCreatedCampaign,
  saveCampaign,
  saveCampaignToken,
  saveCreatedCampaign,
  sendCampaignAction,
  type CampaignGrant,
  type CampaignSnapshot,
  type CampaignUpdate,
  type SaveSummary,
} from './client.ts';
import { ct, type CampaignTextKey } from './i18n.ts';
import './join-part.ts';
import './map-part.ts';
import './parts/index.ts';
import { publicEventsOf } from './outcomes.ts';
import { NoticeController } from '../controllers/notice-controller.ts';
import { shellStyles } from './shell-styles.ts';
import { InviteController } from '../controllers/invite-controller.ts';
import { FightReportController } from '../controllers/fight-report-controller.ts';
import { campaignHeader, campaignTabs, fightReport, fightScreen, type CampaignTab } from './shell-view.ts';
import { campaignErrorText, failureNotice, reconnectingNote, slotName, tabAfterKey } from './shell-words.ts';

type Mode = 'missing' | 'join' | 'play';

/** The campaign shell (see the module). */
export class QbCampaign extends LitElement {
  static override styles = shellStyles;

  /** The server's origin(s) ('' for this page's). */
  @property() accessor server = '';
  /** The campaign id ('' with `adventure`: the campaign this page created of it, or the offer to create one). */
  @property() accessor campaign = '';
  /** The adventure a new Company is created for, when no campaign is given. */
  @property() accessor adventure = '';
  /** The player's token ('' to use the remembered one or run the join flow). */
  @property() accessor token = '';
  /** The interface language. */
  @property() override accessor lang: Lang = 'it';
  /** The element's `motion` (`auto` or `off`), passed on to each fight's board. */
  @property() accessor motion: 'auto' | 'off' = 'auto';
  /** The element's `renderer` (`3d` or `2d`), passed on to each fight's board. */
  @property() accessor renderer: '3d' | '2d' = '3d';
  /** The link other players open to join this campaign ('' : no Invite button); the header's Invite copies it. */
  @property() accessor invite = '';
  /** The header's Invite button (with an `invite` link). */
  private readonly invites = new InviteController(this);

  @state() private accessor mode: Mode = 'missing';
  /** The campaign played (the attribute's, or the one created of the adventure). */
  @state() private accessor playing = '';
  @state() private accessor playerToken = '';
  @state() private accessor snap: CampaignSnapshot | null = null;
  @state() private accessor tab: CampaignTab = 'map';
  @state() private accessor busy = false;
  /** An action refused, or a save or load done: shown for a while. */
  private readonly notices = new NoticeController(this);
  /** The last fight's report and the adventure's completion, on the map. */
  private readonly reports = new FightReportController(this);
  @state() private accessor saves: SaveSummary[] = [];
  /** The seat of the player's hero whose turn it is (the board plays it), as the fight's watches tell; null before. */
  @state() private accessor turnSeat: string | null = null;
  @state() private accessor events: CampaignEvent[] = [];
  /** Whether the page's live connection is lost (shown as reconnecting until a frame comes again). */
  @state() private accessor reconnecting = false;
  /**
   * Why the campaign cannot be shown (a lasting message instead of the view): the server not answering, a token that
   * is not a player of it (`join`: the join flow is offered), the campaign or its adventure gone.
   */
  @state() private accessor failure: { key: CampaignTextKey; join: boolean } | null = null;

  @query('#where') private accessor where!: HTMLElement | null;
  @query('#report') private accessor reportBox!: HTMLElement | null;

  private watch: { end(): void } | null = null;
  /**
   * The watches of the player's seats in the fight's room (every hero it acts for: a lone leader all the heroes
   * nobody else holds): they tell whose turn it is, so the board plays that hero without a choice, and keep each seat
   * present at the table (none of them "away" while the player is).
   */
  private readonly seatWatches = new TurnFollower((room, seat) => {
    if (this.snap?.fight?.room === room) this.turnSeat = seat;
  });
  /** The fight's room whose board was last brought into view (each new fight's board is, once). */
  private shownFight: string | null = null;
  /** The events taken and not yet told the page (see {@link UntoldEvents}). */
  private readonly untold = new UntoldEvents();
  /** Whether the focus should go to the report once it shows (the fight ended while the board had it). */
  private focusReport = false;

  /** The player's current snapshot of the campaign (view, legal, fight), once read. */
  get snapshot(): CampaignSnapshot | null {
    return this.snap;
  }

  /** The campaign played, once known. */
  get campaignId(): string {
    return this.playing;
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopWatch();
    this.seatWatches.stop();
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.mode === 'play' && !this.watch && this.playing && this.playerToken) this.startWatch();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('server') || changed.has('campaign') || changed.has('adventure') || changed.has('token')) this.choose();
  }

  /** Picks the campaign and the token (attributes, then storage), and plays, or shows the join flow. */
  private choose(): void {
    this.stopWatch();
    this.snap = null;
    this.untold.reset();
    this.reports.reset();
    this.failure = null;
    this.reconnecting = false;
    this.playing = this.campaign || (this.adventure ? loadCreatedCampaign(this.server, this.adventure) : '');
    if (!this.playing) {
      this.mode = this.adventure ? 'join' : 'missing';
      return;
    }
    const token = this.token || loadCampaignToken(this.server, this.playing);
    if (!token) {
      this.mode = 'join';
      return;
    }
    this.play(token);
  }

  private play(token: string): void {
    this.playerToken = token;
    this.mode = 'play';
    void this.refresh(true);
    this.startWatch();
  }

  private startWatch(): void {
    this.stopWatch();
    const id = this.playing;
    const token = this.playerToken;
    this.watch = liveConnection(this.server).watchCampaign(id, token, {
      update: (u) => {
        this.reconnecting = false;
        // the server answers again: a campaign it did not answer for is read now
        if (this.failure?.key === 'errNetwork') void this.retry();
        this.onFrame(u);
      },
      lost: () => {
        this.reconnecting = true;
      },
      refused: () => undefined,
      // the server stopped streaming it (closing): follow it again a moment later
      closed: () => {
        setTimeout(() => {
          if (this.isConnected && this.mode === 'play' && this.playing === id) this.startWatch();
        }, 1000);
      },
    });
  }

  private stopWatch(): void {
    this.watch?.end();
    this.watch = null;
  }

  /**
   * Reads the player's view again (the fight's seats come only this way). `first`: the first read of a remembered token,
   * which the server may no longer know (then forgotten, and the join flow offered).
   */
  private async refresh(first = false): Promise<void> {
    const id = this.playing;
    try {
      const snap = await getCampaignView(this.server, id, this.playerToken);
      if (id !== this.playing) return;
      // the events before the first view are not this page's to tell
      this.untold.startAt(snap.seq);
      if (!this.snap || snap.seq >= this.snap.seq) this.setSnap(snap);
      this.failure = null;
    } catch (err) {
      if (id !== this.playing) return;
      const key = campaignErrorKey(err);
      if (first && err instanceof ApiError && (err.status === 401 || key === 'campaignNotFound') && !this.token) {
        forgetCampaignToken(this.server, id);
        if (!this.campaign && this.adventure) forgetCreatedCampaign(this.server, this.adventure);
        this.choose();
        return;
      }
      // nothing to show yet, or nothing more to show: a lasting message rather than "Loading…" for ever
      if (key && (!this.snap || key !== 'errNetwork')) {
        this.failure = { key, join: key === 'errNotPlayer' };
        return;
      }
      this.showNotice(campaignErrorText(err, this.lang));
    }
  }

  /** Reads the view again after a failure (the Retry button, or the live connection coming back). */
  private async retry(): Promise<void> {
    this.failure = null;
    await this.refresh();
  }

  /** The join flow instead of a token that is not a player of the campaign. */
  private joinInstead(): void {
    this.stopWatch();
    this.failure = null;
    this.mode = 'join';
  }

  private setSnap(snap: CampaignSnapshot): void {
    if (snap.fight?.room !== this.snap?.fight?.room) this.turnSeat = null;
    if (this.snap?.fight && !snap.fight) this.focusReport = true;
    this.snap = snap;
    this.followSeats(snap);
    this.tellEvents();
  }

  /** Watches the player's seats of the fight under way (see {@link seatWatches}); ends them once it is over. */
  private followSeats(snap: CampaignSnapshot): void {
    const fight = snap.fight;
    if (!fight) this.seatWatches.stop();
    else this.seatWatches.follow(this.server, fight.room, fight.seats);
  }

  /** A live frame: the view and legal actions, and the events since the last frame (fired to the page). */
  private onFrame(u: CampaignUpdate): void {
    this.takeEvents(u.seq, u.events);
    if (this.snap && u.seq < this.snap.seq) return;
    const fight = u.view.run.fight;
    if ((fight?.room ?? null) !== (this.snap?.fight?.room ?? null)) {
      void this.refresh();
      return;
    }
    this.setSnap({ seq: u.seq, view: u.view, legal: u.legal, fight: this.snap?.fight ?? null });
  }

  /** Takes the events of the change up to `seq` (once), told once the snapshot reaches `seq` (see {@link UntoldEvents}). */
  private takeEvents(seq: number, events: CampaignEvent[]): void {
    if (this.untold.take(seq, events)) this.tellEvents();
  }

  /** Fires the public events of the untold changes the snapshot now holds, oldest first. */
  private tellEvents(): void {
    this.untold.tellUpTo(this.snap?.seq ?? -1, (events) => {
      this.events = events;
      for (const e of publicEventsOf(this.playing, events)) {
        firePublic(this, e.type, e.detail as never);
        if (e.type === 'campaign-completed') this.reports.complete(e.detail.tier, e.detail.reputation);
      }
      if (this.reports.take(this.playing, events)) this.tab = 'map';
    });
  }

  private async onJoined(e: CustomEvent<CampaignGrant>): Promise<void> {
    e.stopPropagation();
    const grant = e.detail;
    this.playing = grant.campaign;
    saveCampaignToken(this.server, grant.campaign, grant.token);
    if (!this.campaign && this.adventure) {
      saveCreatedCampaign(this.server, this.adventure, grant.campaign);
      firePublic(this, 'campaign-created', { campaign: grant.campaign, adventure: this.adventure, player: grant.player, token: grant.token });
    }
    this.play(grant.token);
    await this.updateComplete;
    this.keepFocus(true);
  }

  /**
   * Plays `action` over the API, with the seq of the view it was chosen on (a second copy, a double click, is refused
   * `stale_seq` and nothing is played twice), then reads the view again.
   */
  act(action: CampaignAction): Promise<void> {
    const seq = this.snap?.seq;
    return this.change(async () => {
      const result = await sendCampaignAction(this.server, this.playing, this.playerToken, action, seq);
      this.takeEvents(result.seq, result.events);
    });
  }

  /** The changes asked for, one after the other (a button pressed while one is under way waits for it). */
  private queue: Promise<void> = Promise.resolve();

  /** Runs `call` after the changes queued before it, then says `done` (or the error) and reads the view again. */
  private change(call: () => Promise<unknown>, done?: string): Promise<void> {
    const run = async () => {
      this.busy = true;
      try {
        await call();
        if (done) this.showNotice(done);
      } catch (err) {
        this.showNotice(campaignErrorText(err, this.lang));
      } finally {
        this.busy = false;
      }
      await this.refresh();
      if (this.tab === 'saves') await this.readSaves();
      await this.settled();
      this.keepFocus();
    };
    this.queue = this.queue.then(run, run);
    return this.queue;
  }

  /** Resolves once the shell and its panels have rendered the last change (a panel renders after the shell). */
  private async settled(): Promise<void> {
    await this.updateComplete;
    const parts = [...this.renderRoot.querySelectorAll('*')].filter((e): e is LitElement => e instanceof LitElement);
    await Promise.all(parts.map((p) => p.updateComplete));
  }

  /** After an action the button pressed may be gone: the focus goes to the place's heading rather than the page. */
  private keepFocus(always = false): void {
    const active = document.activeElement;
    if (!(always || active === null || active === document.body)) return;
    // in a fight the focus goes to its heading without scrolling: the board stays where it was brought into view
    const fight = this.snap?.fight ? this.renderRoot.querySelector<HTMLElement>('#fight-title') : null;
    if (fight) fight.focus({ preventScroll: true });
    else (this.reportBox ?? this.where)?.focus();
  }

  private async readSaves(): Promise<void> {
    try {
      this.saves = await listSaves(this.server, this.playing, this.playerToken);
    } catch {
      // shown as no saves; a save or load will tell why
    }
  }

  private onAct(e: CustomEvent<CampaignAction>): void {
    e.stopPropagation();
    void this.act(e.detail);
  }

  private onSave(e: CustomEvent<{ slot: string }>): void {
    e.stopPropagation();
    const slot = e.detail.slot;
    void this.change(() => saveCampaign(this.server, this.playing, this.playerToken, slot), ct(this.lang, 'saved', { slot: slotName(slot, this.lang) }));
  }

  private onLoad(e: CustomEvent<{ slot: string }>): void {
    e.stopPropagation();
    const slot = e.detail.slot;
    this.reports.drop();
    void this.change(() => loadCampaign(this.server, this.playing, this.playerToken, slot), ct(this.lang, 'loaded', { slot: slotName(slot, this.lang) }));
  }

  private onRestore(e: CustomEvent<null>): void {
    e.stopPropagation();
    this.reports.drop();
    void this.change(() => leaveWithoutSaving(this.server, this.playing, this.playerToken), ct(this.lang, 'restored'));
  }

  private showNotice(text: string): void {
    this.notices.show(text);
  }

  private selectTab(tab: CampaignTab, focus = false): void {
    this.tab = tab;
    if (tab === 'saves') void this.readSaves();
    if (focus) void this.updateComplete.then(() => this.renderRoot.querySelector<HTMLElement>(`[role='tab'][data-tab='${tab}']`)?.focus());
  }

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    // a fight opening: its board scrolled into view once (the page may have been scrolled down the map)
    const room = this.snap?.fight?.room ?? null;
    if (room && room !== this.shownFight) {
      this.shownFight = room;
      this.renderRoot.querySelector<HTMLElement>('.fight')?.scrollIntoView?.({ block: 'start', behavior: 'instant' as ScrollBehavior });
    }
    if (!room) this.shownFight = null;
    if (this.focusReport && this.snap && !this.snap.fight) {
      this.focusReport = false;
      this.keepFocus(true);
    }
  }

  /** The tokens of the player's seats in the fight (one array while they are the same): the board keeps each connected, so it moves to the hero whose turn it is at once. */
  private heldTokens(seats: readonly { token: string }[]): readonly string[] {
    const tokens = seats.map((s) => s.token);
    if (tokens.join() !== this.held.join()) this.held = tokens;
    return this.held;
  }

  /** The last {@link heldTokens}. */
  private held: readonly string[] = [];

  private renderTabs(snap: CampaignSnapshot) {
    const select = (tab: CampaignTab) => this.selectTab(tab);
    const keydown = (e: KeyboardEvent) => {
      const to = tabAfterKey(this.tab, e.key);
      if (to === null) return;
      e.preventDefault();
      this.selectTab(to, true);
    };
    const { lang, motion, tab, busy, events, saves } = this;
    return campaignTabs(snap, { lang, motion, tab, busy, events, saves, select, keydown });
  }

  private renderFight(snap: CampaignSnapshot) {
    const { lang, server, motion, renderer, turnSeat } = this;
    return fightScreen(snap, { lang, server, motion, renderer, turnSeat, held: (seats) => this.heldTokens(seats) });
  }

  /** Closes the fight's report (and the completion), the focus back on where the party stands. */
  private closeReport(): void {
    this.reports.close();
    void this.updateComplete.then(() => this.where?.focus());
  }

  override render() {
    const lang = this.lang;
    if (this.mode === 'missing') return html`<p class="status" role="alert">${ct(lang, 'campaignMissing')}</p>`;
    if (this.mode === 'join') {
      return html`<qb-campaign-join part="join" .server=${this.server} .campaign=${this.playing} .adventure=${this.adventure} .lang=${lang} @qb-campaign-joined=${this.onJoined}></qb-campaign-join>`;
    }
    const snap = this.snap;
    const notice = this.notices.text
      ? html`<div class="notice" part="message" role="alert">${this.notices.text} <button class="secondary" @click=${() => this.notices.dismiss()}>${ct(lang, 'dismiss')}</button></div>`
      : nothing;
    const failure = this.failure;
    if (failure && (!snap || failure.key !== 'errNetwork')) {
      return failureNotice(failure, lang, { join: () => this.joinInstead(), retry: () => void this.retry() });
    }
    const reconnecting = this.reconnecting ? reconnectingNote(lang) : nothing;
    if (!snap) return html`${notice}${reconnecting}<p class="status" role="status">${ct(lang, 'campaignLoading')}</p>`;
    return html`<div
      part="campaign"
      @qb-campaign-act=${this.onAct}
      @qb-campaign-save=${this.onSave}
      @qb-campaign-load=${this.onLoad}
      @qb-campaign-restore=${this.onRestore}
    >
      ${campaignHeader(snap.view, lang, this.invites.render(this.invite, lang))} ${reconnecting} ${notice}
      ${snap.fight ? this.renderFight(snap) : html`${fightReport(this.reports, snap.view, lang, () => this.closeReport())} ${this.renderTabs(snap)}`}
    </div>`;
  }
}

defineOnce('qb-campaign', QbCampaign);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign': QbCampaign;
  }
}
