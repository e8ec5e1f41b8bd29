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
import { html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, query, state } from 'lit/decorators.js';
import type { CampaignAction, CampaignEvent } from '../../engine/campaign/types.ts';
import type { CampaignView } from '../../engine/campaign/view.ts';
import { ApiError } from '../api.ts';
import { defineOnce } from '../define.ts';
import { pick, t, type Lang } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { liveConnection } from '../live.ts';
import { TurnFollower } from '../turn-follower.ts';
import { firePublic } from '../public-events.ts';
import { heroName, placeName } from './names.ts';
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
import { ct, ctPlural, type CampaignTextKey } from './i18n.ts';
import { portraitFor } from './portraits.ts';
import { sharedStock } from './stock.ts';
import './join-part.ts';
import './map-part.ts';
import './parts/index.ts';
import { fightReportOf, publicEventsOf, type FightReport } from './outcomes.ts';
import { NoticeController } from '../controllers/notice-controller.ts';
import { shellStyles } from './shell-styles.ts';

/** The sections of the campaign between fights. */
export const CAMPAIGN_TABS = ['map', 'town', 'company', 'saves'] as const;
/** A section of the campaign between fights. */
export type CampaignTab = (typeof CAMPAIGN_TABS)[number];

const TAB_TEXT: Record<CampaignTab, CampaignTextKey> = { map: 'tabMap', town: 'tabTown', company: 'tabCompany', saves: 'tabSaves' };


type Mode = 'missing' | 'join' | 'play';

/** The town's plain mark until the pictures give one: a tower. */
const TOWER = html`<svg viewBox="0 0 24 24"><path d="M3 21V10l3-2V4h2v3l4-3 4 3V4h2v4l3 2v11h-7v-5h-4v5z" /></svg>`;

/** How long "Link copied" stays, in ms. */
const INVITE_MS = 3000;

/**
 * Whether the campaign's tier is one of several to choose from, and so worth naming: a ruleset with one tier only
 * (the classic quest book) has none the players chose, and the page names none.
 */
export function tierChosen(view: CampaignView): boolean {
  return Object.keys(view.names.tiers).length > 1;
}

/** The campaign events that mean the Company moved on from a fight's result: its banner clears. */
const MOVED_ON: ReadonlySet<CampaignEvent['type']> = new Set<CampaignEvent['type']>([
  'fight_started',
  'travelled',
  'arrived',
  'node_resolved',
  'exit_resolved',
  'challenge_attempted',
  'challenge_left',
  'dialogue_opened',
  'puzzle_solved',
  'puzzle_wrong',
  'branch_chosen',
  'chest_opened',
  'rested',
]);

/** How long a fight's result banner stays, in ms. */
const REPORT_MS = 15000;

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
  /** What the Invite shows after a press: "Link copied", or the link in a field (the clipboard refused), or nothing. */
  @state() private accessor inviteShown: 'copied' | 'field' | null = null;
  private inviteTimer: ReturnType<typeof setTimeout> | undefined;

  @state() private accessor mode: Mode = 'missing';
  /** The campaign played (the attribute's, or the one created of the adventure). */
  @state() private accessor playing = '';
  @state() private accessor playerToken = '';
  @state() private accessor snap: CampaignSnapshot | null = null;
  @state() private accessor tab: CampaignTab = 'map';
  @state() private accessor busy = false;
  /** An action refused, or a save or load done: shown for a while. */
  private readonly notices = new NoticeController(this);
  @state() private accessor report: FightReport | null = null;
  @state() private accessor completed: { tier: string; reputation: number } | null = null;
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
  /**
   * The last seq whose events were taken: an action's events come in its answer and again in the live frame of its
   * change (or only in one of them: a watch that started after the change, a frame lost with the connection).
   */
  private eventsSeq = -1;
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
    if (this.reportTimer) clearTimeout(this.reportTimer);
    if (this.inviteTimer) clearTimeout(this.inviteTimer);
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
    this.eventsSeq = -1;
    this.report = null;
    this.completed = null;
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
      if (this.eventsSeq < 0) this.eventsSeq = snap.seq;
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
      this.showNotice(this.errorText(err));
    }
  }

  /** An error of a call as the player reads it: translated by its code, the server's own text only for other refusals. */
  private errorText(err: unknown): string {
    const key = campaignErrorKey(err);
    if (key) return ct(this.lang, key);
    if (err instanceof ApiError && err.code === 'stale_seq') return ct(this.lang, 'staleCampaign');
    return ct(this.lang, 'refused', { message: err instanceof Error ? err.message : String(err) });
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

  private reportTimer: ReturnType<typeof setTimeout> | null = null;

  /**
   * A fight's result is a moment: its banner clears by itself after {@link REPORT_MS} (not while the pointer or the
   * focus is on it, nor when the adventure was completed: that one stays until closed).
   */
  private clearReportLater(): void {
    if (this.reportTimer) clearTimeout(this.reportTimer);
    this.reportTimer = setTimeout(() => {
      this.reportTimer = null;
      const box = this.renderRoot.querySelector('.report');
      if (this.completed || box?.matches(':hover, :focus-within')) return this.clearReportLater();
      this.report = null;
    }, REPORT_MS);
  }

  /** Takes the events of the changes up to `seq` (once: see {@link eventsSeq}), firing their public events. */
  private takeEvents(seq: number, events: CampaignEvent[]): void {
    if (seq <= this.eventsSeq) return;
    this.eventsSeq = seq;
    if (events.length === 0) return;
    this.events = events;
    for (const e of publicEventsOf(this.playing, events)) {
      firePublic(this, e.type, e.detail as never);
      if (e.type === 'campaign-completed') this.completed = { tier: e.detail.tier, reputation: e.detail.reputation };
    }
    const report = fightReportOf(this.playing, events);
    if (report) {
      this.report = report;
      this.tab = 'map';
      this.clearReportLater();
    }
    // the Company moving on (a new fight, another step, another place) clears the last fight's banner: it told what
    // was, not what is
    else if (this.report && events.some((e) => MOVED_ON.has(e.type))) {
      if (this.reportTimer) clearTimeout(this.reportTimer);
      this.report = null;
    }
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

  private change(call: () => Promise<unknown>, done?: string): Promise<void> {
    const run = async () => {
      this.busy = true;
      try {
        await call();
        if (done) this.showNotice(done);
      } catch (err) {
        this.showNotice(this.errorText(err));
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
    void this.change(() => saveCampaign(this.server, this.playing, this.playerToken, slot), ct(this.lang, 'saved', { slot: this.slotName(slot) }));
  }

  private onLoad(e: CustomEvent<{ slot: string }>): void {
    e.stopPropagation();
    const slot = e.detail.slot;
    this.report = null;
    void this.change(() => loadCampaign(this.server, this.playing, this.playerToken, slot), ct(this.lang, 'loaded', { slot: this.slotName(slot) }));
  }

  private onRestore(e: CustomEvent<null>): void {
    e.stopPropagation();
    this.report = null;
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

  /** Arrow keys, Home and End move between the tabs (the WAI-ARIA tabs pattern). */
  private onTabKey(e: KeyboardEvent): void {
    const at = CAMPAIGN_TABS.indexOf(this.tab);
    const to =
      e.key === 'ArrowRight' ? (at + 1) % CAMPAIGN_TABS.length : e.key === 'ArrowLeft' ? (at + CAMPAIGN_TABS.length - 1) % CAMPAIGN_TABS.length : e.key === 'Home' ? 0 : e.key === 'End' ? CAMPAIGN_TABS.length - 1 : -1;
    if (to < 0) return;
    e.preventDefault();
    this.selectTab(CAMPAIGN_TABS[to]!, true);
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

  private whereText(view: CampaignView): string {
    const lang = this.lang;
    if (view.run.fight) return ct(lang, 'whereFight');
    const place = view.run.place;
    if (place.at === 'town') return ct(lang, 'whereTown', { town: pick(view.adventure.town, lang) });
    const location = view.map.find((l) => l.id === place.location);
    const node = location?.nodes?.find((n) => n.at === place.position) ?? location?.nodes?.[place.position];
    return ct(lang, 'whereLocation', { location: placeName(view, place.location, lang), node: node ? pick(node.name, lang) : '' });
  }

  private renderHeader(view: CampaignView) {
    const lang = this.lang;
    const c = view.company;
    const shared = sharedStock(view);
    return html`<header part="campaign-header">
      <h2 id="where" tabindex="-1" data-role="where">${this.whereText(view)}</h2>
      <div class="stats">
        ${shared.gold ? html`<span data-role="gold">${ct(lang, 'gold', { gold: c.gold })}</span>` : nothing}
        ${shared.provisions ? html`<span data-role="provisions">${ctPlural(lang, 'provisions', c.provisions)}</span>` : nothing}
        ${shared.potions ? html`<span data-role="potions">${ctPlural(lang, 'potions', c.potions)}</span>` : nothing}
        ${tierChosen(view) ? html`<span data-role="tier">${ct(lang, 'tier', { tier: pick(view.names.tiers[view.run.tier], lang) || view.run.tier })}</span>` : nothing}
      </div>
      ${this.renderInvite()}
    </header>`;
  }

  /**
   * The invite (with an `invite` link): a button that copies the link to the clipboard and says so; where the
   * clipboard refuses, the link shown selected in a field to copy by hand.
   */
  private renderInvite() {
    const link = this.invite;
    if (!link) return nothing;
    const lang = this.lang;
    return html`<div class="invite" data-role="invite">
      <button type="button" class="secondary" data-action="invite" data-link=${link} @click=${() => void this.copyInvite()}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4m-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4" /></svg>
        <span>${ct(lang, 'invite')}</span>
      </button>
      ${this.inviteShown === 'field'
        ? html`<input type="text" readonly .value=${link} aria-label=${ct(lang, 'inviteField')} data-role="invite-link" @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />`
        : nothing}
      <span role="status" data-role="invite-status">${this.inviteShown === 'copied' ? ct(lang, 'inviteCopied') : this.inviteShown === 'field' ? ct(lang, 'inviteCopyHint') : ''}</span>
    </div>`;
  }

  /** Copies the invite link; says "Link copied" for a while, or shows the link to copy by hand. */
  private async copyInvite(): Promise<void> {
    if (this.inviteTimer) clearTimeout(this.inviteTimer);
    try {
      await navigator.clipboard.writeText(this.invite);
      this.inviteShown = 'copied';
      this.inviteTimer = setTimeout(() => (this.inviteShown = null), INVITE_MS);
    } catch {
      this.inviteShown = 'field';
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>('[data-role="invite-link"]')?.focus();
    }
  }

  /** In town, the map's card: the town where the Company stands and one way into it (its Town tab). */
  private renderTownCard(view: CampaignView) {
    const lang = this.lang;
    const picture = portraitFor('town', 'town', view.adventure.townPicture);
    return html`<article class="town-card place-card" data-role="town-card" aria-labelledby="town-card-name">
      <div class="head">
        <span class="pic" aria-hidden="true">${picture ?? TOWER}</span>
        <div>
          <p class="kicker">${ct(lang, 'node_you_are_here')}</p>
          <h2 id="town-card-name">${langText(view.adventure.town, lang)}</h2>
        </div>
      </div>
      <p class="muted">${ct(lang, 'townCardText')}</p>
      <button type="button" data-action="open-town" @click=${() => this.selectTab('town')}>${ct(lang, 'townCardEnter')}</button>
    </article>`;
  }

  private renderReport() {
    const r = this.report;
    const completed = this.completed;
    const view = this.snap?.view;
    if ((!r && !completed) || !view) return nothing;
    const lang = this.lang;
    const close = () => {
      if (this.reportTimer) clearTimeout(this.reportTimer);
      this.report = null;
      this.completed = null;
      void this.updateComplete.then(() => this.where?.focus());
    };
    const rewards = r?.ended.rewards;
    const cost = r?.ended.cost;
    const title: CampaignTextKey | null = r ? (r.ended.prologue ? 'resultPrologue' : r.ended.result === 'victory' ? 'resultVictory' : r.ended.result === 'fled' ? 'resultFled' : 'resultDefeat') : null;
    return html`<div class="report" part="fight-report" role="status" data-role="fight-report" data-result=${r?.ended.result ?? ''}>
      ${r && title
        ? html`<h3 id="report" tabindex="-1">${ct(lang, 'resultTitle')}: ${ct(lang, title)}</h3>
            <ul data-role="rewards">
              ${rewards && rewards.gold > 0 ? html`<li data-reward="gold">${ct(lang, 'rewardGold', { gold: rewards.gold })}</li>` : nothing}
              ${rewards && rewards.xp > 0 ? html`<li data-reward="xp">${ct(lang, 'rewardXp', { xp: rewards.xp })}</li>` : nothing}
              ${rewards && rewards.provisions > 0 ? html`<li data-reward="provisions">${ctPlural(lang, 'rewardProvisions', rewards.provisions)}</li>` : nothing}
              ${Object.entries(rewards?.items ?? {}).map(([item, count]) => html`<li data-reward="item">${ct(lang, 'rewardItem', { item, count })}</li>`)}
              ${cost && cost.gold > 0 ? html`<li data-cost="gold">${ct(lang, 'costGold', { gold: cost.gold })}</li>` : nothing}
              ${cost && cost.provisions > 0 ? html`<li data-cost="provisions">${ctPlural(lang, 'costProvisions', cost.provisions)}</li>` : nothing}
              ${r.promoted.map((p) => html`<li data-promoted=${p.hero}>${ct(lang, 'promoted', { hero: heroName(view, p.hero, lang), level: p.level })}</li>`)}
            </ul>`
        : nothing}
      ${completed
        ? html`<h3 tabindex="-1" id=${r ? 'completed' : 'report'}>${ct(lang, 'completedTitle')}</h3>
            <p>
              ${tierChosen(view)
                ? ct(lang, 'completedText', { adventure: pick(view.adventure.name, lang), tier: pick(view.names.tiers[completed.tier], lang) || completed.tier, reputation: completed.reputation })
                : ct(lang, 'completedTextOneTier', { adventure: pick(view.adventure.name, lang), reputation: completed.reputation })}
            </p>`
        : nothing}
      <button class="secondary" data-action="close-report" @click=${close}>${ct(lang, 'backToMap')}</button>
    </div>`;
  }

  private renderFight(snap: CampaignSnapshot) {
    const lang = this.lang;
    const fight = snap.fight!;
    const run = snap.view.run.fight;
    const node = snap.view.map.flatMap((l) => l.nodes ?? []).find((n) => n.id === run?.node);
    const title = run?.prologue ? ct(lang, 'prologueTitle') : ct(lang, 'fightTitle', { name: node ? pick(node.name, lang) : '' });
    // the board plays the player's hero whose turn it is (the first before any turn is known): no choice to make
    const seat = fight.seats.find((s) => s.seat === this.turnSeat) ?? fight.seats[0];
    return html`<div class="fight" part="fight" data-room=${fight.room}>
      <div class="fight-head">
        <h3 id="fight-title" tabindex="-1">${title}</h3>
        ${fight.seats.length > 1
          ? html`<p class="seats" data-role="fight-heroes">
              ${ct(lang, 'fightSeats')}:
              ${fight.seats.map(
                (s) => html`<span class="seat" data-seat=${s.seat} ?data-playing=${s === seat} aria-current=${s === seat ? 'true' : nothing}>${heroName(snap.view, s.hero, lang)}</span>`,
              )}
              <span class="muted">${ct(lang, 'fightFollows')}</span>
            </p>`
          : nothing}
      </div>
      ${seat
        ? html`<quest-board part="fight-board" server=${this.server} room=${fight.room} token=${seat.token} .held=${this.heldTokens(fight.seats)} lang=${lang} motion=${this.motion} renderer=${this.renderer}></quest-board>`
        : html`<p class="status" role="status">${ct(lang, 'fightWaiting')}</p>`}
    </div>`;
  }

  /** The tokens of the player's seats in the fight (one array while they are the same): the board keeps each connected, so it moves to the hero whose turn it is at once. */
  private heldTokens(seats: readonly { token: string }[]): readonly string[] {
    const tokens = seats.map((s) => s.token);
    if (tokens.join() !== this.held.join()) this.held = tokens;
    return this.held;
  }

  /** The last {@link heldTokens}. */
  private held: readonly string[] = [];

  private slotName(slot: string): string {
    return slot === 'quick' ? ct(this.lang, 'slotQuick') : slot === 'auto' ? ct(this.lang, 'slotAuto') : slot;
  }

  private renderTabs(snap: CampaignSnapshot) {
    const lang = this.lang;
    const { view, legal } = snap;
    const here = view.run.place.at === 'location';
    const panel = (tab: CampaignTab) => {
      switch (tab) {
        case 'map':
          // the drawn map first; the place's card (holding an open conversation) beside it, under it on a phone
          return html`<div class="map-tab">
            <qb-campaign-map .view=${view} .legal=${legal} .lang=${lang} .motion=${this.motion}></qb-campaign-map>
            <div class="beside">
              ${here ? html`<qb-campaign-node .view=${view} .legal=${legal} .lang=${lang} .events=${this.events}></qb-campaign-node>` : this.renderTownCard(view)}
            </div>
          </div>`;
        case 'town':
          return html`<qb-campaign-town .view=${view} .legal=${legal} .lang=${lang}></qb-campaign-town>`;
        case 'company':
          return html`<qb-campaign-roster .view=${view} .legal=${legal} .lang=${lang}></qb-campaign-roster>`;
        case 'saves':
          return html`<qb-campaign-saves .view=${view} .legal=${legal} .lang=${lang} .saves=${this.saves}></qb-campaign-saves>`;
      }
    };
    return html`<div role="tablist" aria-label=${ct(lang, 'sections')} @keydown=${this.onTabKey}>
        ${CAMPAIGN_TABS.map(
          (tab) => html`<button
            role="tab"
            id=${`tab-${tab}`}
            data-tab=${tab}
            aria-selected=${this.tab === tab ? 'true' : 'false'}
            aria-controls=${`panel-${tab}`}
            tabindex=${this.tab === tab ? '0' : '-1'}
            @click=${() => this.selectTab(tab)}
          >
            ${ct(lang, TAB_TEXT[tab])}
          </button>`,
        )}
      </div>
      <section role="tabpanel" id=${`panel-${this.tab}`} aria-labelledby=${`tab-${this.tab}`} data-panel=${this.tab} aria-busy=${this.busy ? 'true' : 'false'}>${panel(this.tab)}</section>`;
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
      return html`<div class="notice" part="message" role="alert" data-role="campaign-error" data-error=${failure.key}>
        <p>${ct(lang, failure.key)}</p>
        ${failure.join
          ? html`<button data-action="join-instead" @click=${() => this.joinInstead()}>${ct(lang, 'joinInstead')}</button>`
          : failure.key === 'errNetwork'
            ? html`<button class="secondary" data-action="retry" @click=${() => void this.retry()}>${ct(lang, 'retry')}</button>`
            : nothing}
      </div>`;
    }
    const reconnecting = this.reconnecting ? html`<p class="status" part="status" role="status" data-role="reconnecting">${t(lang, 'reconnecting')}</p>` : nothing;
    if (!snap) return html`${notice}${reconnecting}<p class="status" role="status">${ct(lang, 'campaignLoading')}</p>`;
    return html`<div
      part="campaign"
      @qb-campaign-act=${this.onAct}
      @qb-campaign-save=${this.onSave}
      @qb-campaign-load=${this.onLoad}
      @qb-campaign-restore=${this.onRestore}
    >
      ${this.renderHeader(snap.view)} ${reconnecting} ${notice} ${snap.fight ? this.renderFight(snap) : html`${this.renderReport()} ${this.renderTabs(snap)}`}
    </div>`;
  }
}

defineOnce('qb-campaign', QbCampaign);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign': QbCampaign;
  }
}
