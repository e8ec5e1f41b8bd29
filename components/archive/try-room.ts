/**
 * The Archive's "Try it" of a mission, alone from one page: the author holds the master's seat and the seats of the
 * heroes they pick (all the mission offers, by default), says when the game starts, and may hand the creatures to the
 * computer; the board then follows the turn from seat to seat (the element's `held` seats and the shared
 * {@link TurnFollower}), with no second tab and no seat to choose.
 * @module
 */
import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { MASTER } from '../../engine/index.ts';
import { type HeldSeat, TurnFollower } from '../turn-follower.ts';
import { type ArchiveApi, ArchiveError } from './api.ts';
import { t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';

/** A hero seat the author holds in the tried room. */
export interface TriedHeroSeat extends HeldSeat {
  hero: string;
  /** The hero's name, as the mission's ruleset gives it. */
  name: Partial<Record<Lang, string>>;
}

/** The detail of the `try-started` event: the hero seats the author holds, and whether the computer plays the creatures. */
export interface TryStartedDetail {
  heroes: TriedHeroSeat[];
  computer: boolean;
}

type Named = { id: string; name: Partial<Record<Lang, string>> };
const nameOf = (n: Named, lang: Lang): string => n.name[lang] || n.name.it || n.name.en || n.id;

/**
 * `<qb-try-room>`: a tried mission's room, played alone. Before the start: the heroes to play (each a checkbox, all
 * ticked), "the computer plays the creatures", and Start; then the board of whoever's turn it is.
 * @fires try-started - {@link TryStartedDetail}: the author started the game (the page keeps it, to come back to).
 */
export class QbTryRoom extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: block;
      }
      .setup,
      .seats {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem 1rem;
        align-items: center;
        margin: 0.6rem 0 0;
      }
      fieldset {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem 0.9rem;
        border: 1px solid var(--_border);
        border-radius: 8px;
        padding: 0.3rem 0.7rem 0.45rem;
        margin: 0;
      }
      legend {
        font-size: 0.85rem;
        color: var(--_muted);
        padding: 0 0.3rem;
      }
      label {
        display: inline-flex;
        gap: 0.35rem;
        align-items: center;
        min-height: 2rem;
      }
      /* the seats played read as a list, the one whose turn it is marked: no button's outline (nothing to press) */
      .seats {
        scroll-margin-top: 0.3rem;
      }
      .seat {
        padding: 0.1rem 0.5rem;
        border-radius: 999px;
        border: 1px solid transparent;
      }
      .seat[aria-current='true'] {
        border-color: var(--_accent);
        color: var(--_accent);
        font-weight: 600;
      }
      .setup .muted {
        font-size: 0.85rem;
      }
      /* a phone: the seats in small type, so the board stays in view */
      @media (max-width: 600px) {
        .seats {
          gap: 0.3rem 0.4rem;
          font-size: 0.85rem;
        }
        .seat {
          padding: 0 0.4rem;
        }
        /* the line of seats stays in view above the board: the board gives up its height (docs/embedding.md,
           --qb-board-height), and the page has the room to scroll the line to the top */
        :host {
          min-height: 100svh;
        }
        quest-board {
          --qb-board-height: calc(min(560px, 100svh - 13.5rem) - 3rem);
        }
      }
      quest-board {
        display: block;
        margin-top: 0.6rem;
      }
      /* before the start the board shows the mission: the lobby's invitation to heroes, its "waiting for heroes" line
         and the master's wait for them are not this page's (the author picks the heroes above and starts; the page's
         heading names the mission) */
      quest-board.preview::part(hint),
      quest-board.preview::part(turn-bar),
      quest-board.preview::part(master-panel) {
        display: none;
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property() accessor server = '';
  @property() accessor room = '';
  /** The master's (or, in an `auto` mission, the host's) token. */
  @property() accessor token = '';
  /** How many heroes the mission has room for (its start squares): at most that many are ticked. */
  @property({ type: Number }) accessor places = 8;
  /** Whether the mission is `auto` (the computer always plays its creatures: no choice to offer). */
  @property({ type: Boolean }) accessor auto = false;
  /** The game as started (the page keeps it: coming back shows it as it is), or null before the start. */
  @property({ attribute: false }) accessor started: TryStartedDetail | null = null;
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  /** The heroes the mission offers, once read. */
  @state() private accessor offered: Named[] | null = null;
  /** The heroes ticked (the first the mission has room for, once read). */
  @state() private accessor ticked: ReadonlySet<string> = new Set();
  @state() private accessor computer = false;
  @state() private accessor busy = false;
  @state() private accessor problem = '';
  /** The heroes of the mission another player took from outside while the author chose (their names, in order). */
  @state() private accessor takenOutside: string[] = [];
  /** The seat whose turn it is (one the author holds). */
  @state() private accessor turnSeat: string = MASTER;

  private readonly follower = new TurnFollower((room, seat) => {
    if (room === this.room) this.turnSeat = seat;
  });
  /** The tokens held, one array while they are the same (the board keeps each seat connected). */
  private held: readonly string[] = [];

  override connectedCallback(): void {
    super.connectedCallback();
    if (this.started) this.follow(this.started);
    else void this.loadHeroes();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // another room tried in the same element: its heroes, from the start
    if (changed.has('room') && changed.get('room') && !this.started) {
      this.offered = null;
      void this.loadHeroes();
    }
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.follower.stop();
  }

  private async loadHeroes(): Promise<void> {
    if (!this.api || !this.room) return;
    try {
      this.offered = await this.api.freeHeroes(this.room);
      this.ticked = new Set(this.offered.slice(0, this.places).map((h) => h.id));
    } catch (err) {
      this.problem = refusalWords(err, this.lang);
    }
  }

  private seats(started: TryStartedDetail): HeldSeat[] {
    return [{ seat: MASTER, token: this.token }, ...started.heroes];
  }

  private follow(started: TryStartedDetail): void {
    this.follower.follow(this.server, this.room, this.seats(started));
  }

  /** Takes the heroes' seats, starts the game, hands the creatures to the computer if asked. */
  async start(): Promise<void> {
    const api = this.api;
    const heroes = (this.offered ?? []).filter((h) => this.ticked.has(h.id)).map((h) => h.id);
    if (!api || heroes.length === 0 || this.busy) return;
    this.busy = true;
    this.problem = '';
    try {
      const names = new Map((this.offered ?? []).map((h) => [h.id, h.name]));
      const seats = (await api.holdSeats(this.room, this.token, heroes)).map((s) => ({ ...s, name: names.get(s.hero) ?? {} }));
      await api.act(this.room, this.token, { type: 'start' });
      const computer = this.computer && !this.auto;
      if (computer) await api.act(this.room, this.token, { type: 'hand_over', to: 'computer' });
      const started: TryStartedDetail = { heroes: seats, computer };
      this.started = started;
      this.follow(started);
      // on a phone the board comes up under the page's head: the game is on it now, under the line of the seats played
      await this.updateComplete;
      if (window.matchMedia('(max-width: 600px)').matches) this.renderRoot.querySelector('[data-role="try-seats"]')?.scrollIntoView({ block: 'start' });
      this.dispatchEvent(new CustomEvent<TryStartedDetail>('try-started', { detail: started, bubbles: true, composed: true }));
    } catch (err) {
      if (err instanceof ArchiveError && (err.code === 'room_full' || err.code === 'hero_taken')) await this.pickAgain();
      else this.problem = t(this.lang, 'tryStartFailed', { why: refusalWords(err, this.lang) });
    } finally {
      this.busy = false;
    }
  }

  /**
   * Some heroes were taken from outside (someone joined by the heroes' link) while the author chose: the heroes still
   * free, read again; the ticks kept on those (as many as places are left); the ones taken named, so the author may
   * start with the others or tick others.
   */
  private async pickAgain(): Promise<void> {
    const before = this.offered ?? [];
    let free: Named[];
    try {
      free = await this.api!.freeHeroes(this.room);
    } catch (err) {
      this.problem = t(this.lang, 'tryStartFailed', { why: refusalWords(err, this.lang) });
      return;
    }
    const still = new Set(free.map((h) => h.id));
    const gone = before.filter((h) => !still.has(h.id));
    this.takenOutside = [...this.takenOutside, ...gone.map((h) => nameOf(h, this.lang))];
    this.offered = free;
    this.ticked = new Set(
      free
        .filter((h) => this.ticked.has(h.id))
        .slice(0, this.placesLeft)
        .map((h) => h.id),
    );
    this.problem = t(this.lang, this.takenOutside.length === 1 ? 'tryTakenOne' : 'tryTakenOther', { names: this.takenOutside.join(', ') });
  }

  /** The start squares left for the author's heroes: the mission's, less those of heroes taken from outside. */
  private get placesLeft(): number {
    return Math.max(0, this.places - this.takenOutside.length);
  }

  private heldTokens(started: TryStartedDetail | null): readonly string[] {
    const tokens = started ? this.seats(started).map((s) => s.token) : [];
    if (tokens.join() !== this.held.join()) this.held = tokens;
    return this.held;
  }

  /** The choice of the computer playing the creatures, before the start (then the master's panel hands them over and back). */
  private renderComputer(): TemplateResult | typeof nothing {
    if (this.auto) return nothing;
    return html`<label title=${t(this.lang, 'tryComputerHint')}>
      <input type="checkbox" data-role="computer-creatures" .checked=${this.computer} @change=${(e: Event) => (this.computer = (e.target as HTMLInputElement).checked)} />
      ${t(this.lang, 'tryComputer')}
    </label>`;
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const started = this.started;
    const seat = started ? (this.seats(started).find((s) => s.seat === this.turnSeat) ?? this.seats(started)[0]!) : null;
    const chosen = (this.offered ?? []).filter((h) => this.ticked.has(h.id)).length;
    const places = this.placesLeft;
    const full = chosen >= places;
    return html`
      ${
        started
          ? html`<div class="seats" data-role="try-seats">
            <span class="muted">${t(lang, 'tryYouPlay')}</span>
            ${this.seats(started).map(
              (s) =>
                html`<span class="seat" data-seat=${s.seat} aria-current=${s.seat === seat?.seat ? 'true' : 'false'}>${'hero' in s ? nameOf({ id: (s as TriedHeroSeat).hero, name: (s as TriedHeroSeat).name }, lang) : t(lang, 'tryMaster')}</span>`,
            )}
          </div>`
          : html`<div class="setup" data-role="try-setup">
            ${
              this.offered
                ? html`<fieldset data-role="try-heroes">
                  <legend>${t(lang, 'tryHeroes')}</legend>
                  ${this.offered.map(
                    (h) => html`<label>
                      <input
                        type="checkbox"
                        data-hero=${h.id}
                        .checked=${this.ticked.has(h.id)}
                        ?disabled=${full && !this.ticked.has(h.id)}
                        aria-describedby=${full && !this.ticked.has(h.id) ? 'try-places' : nothing}
                        @change=${(e: Event) => {
                          const next = new Set(this.ticked);
                          if ((e.target as HTMLInputElement).checked) next.add(h.id);
                          else next.delete(h.id);
                          this.ticked = next;
                        }}
                      />
                      ${nameOf(h, lang)}
                    </label>`,
                  )}
                </fieldset>`
                : nothing
            }
            ${this.renderComputer()}
            <button data-action="try-start" ?disabled=${this.busy || !this.offered || chosen === 0} @click=${() => void this.start()}>▶ ${t(lang, 'tryStart')}</button>
            ${
              this.offered && chosen === 0
                ? html`<span class="muted" data-role="try-no-hero">${t(lang, 'tryNoHero')}</span>`
                : full && (this.offered?.length ?? 0) > places
                  ? html`<span class="muted" id="try-places" data-role="try-places">${t(lang, places === 1 ? 'tryPlacesOne' : 'tryPlaces', { n: places })}</span>`
                  : html`<span class="muted">${t(lang, 'tryAlone')}</span>`
            }
          </div>`
      }
      ${this.problem ? html`<p class="err" role="alert" data-role="try-problem">${this.problem}</p>` : nothing}
      <quest-board class=${started ? '' : 'preview'} server=${this.server} room=${this.room} token=${seat?.token ?? this.token} .held=${this.heldTokens(started)} lang=${lang}></quest-board>
    `;
  }
}
