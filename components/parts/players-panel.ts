/**
 * `<qb-players-panel>`: who is at the table (docs/protocol.md, "Presence"): the master (the host of an `auto` mission only while connected: it plays no piece) and each hero seat, connected
 * or away (said in words, not by colour alone), a released seat marked free; the time left in the turn when the room
 * has a turn limit ("Turn time"), counted down every second on this page's clock (in the lobby, the limit); and the buttons of the absent-player
 * tools, each shown only while `legal` offers it: Skip turn (`skip_turn`), Release seat per hero (`release_seat`,
 * asked twice: a released player loses its seat), and Hand the creatures to the computer / Take them back
 * (`hand_over`). A seat the computer plays says so (docs/computer-heroes.md).
 * @module
 */
import { css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type { Action, SeatId, View } from '../../engine/index.ts';
import { defineOnce } from '../define.ts';
import { pick } from '../i18n.ts';
import { controls, theme } from './styles.ts';
import { ContentPart } from './content-part.ts';

type Legal<T extends Action['type']> = Extract<Action, { type: T }>;

/**
 * Seconds left in the turn under way, or null when the room has no turn limit or no turn is timed: `turnSeconds`
 * after `turnStartedAt` (ms since the epoch), never below 0, rounded up so "0" shows only once the time is out.
 */
export function turnSecondsLeft(view: Pick<View, 'turnSeconds' | 'turnStartedAt'>, now: number): number | null {
  if (view.turnSeconds === null || view.turnStartedAt === null) return null;
  return Math.max(0, Math.ceil((view.turnStartedAt + view.turnSeconds * 1000 - now) / 1000));
}

/** `m:ss` for a number of seconds. */
function clock(seconds: number): string {
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The players panel. */
export class QbPlayersPanel extends ContentPart {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        display: grid;
        gap: 0.45rem;
      }
      ul {
        list-style: none;
        margin: 0;
        padding: 0;
        display: grid;
        gap: 0.25rem;
        font-size: 0.85rem;
      }
      li {
        display: flex;
        align-items: center;
        gap: 0.45rem;
        flex-wrap: wrap;
      }
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        flex: none;
        background: var(--_muted);
      }
      .dot.here {
        background: var(--_ok);
      }
      .dot.computer {
        background: var(--_accent, #b08a3e);
        border-radius: 2px;
      }

      .state {
        font-size: 0.75rem;
        color: var(--_muted);
      }
      li > .state {
        /* the seat's state wraps inside its room, so a Release seat button stays on its player's line */
        flex: 1 1 0;
        min-width: 3.5rem;
      }
      li button {
        flex: none;
      }
      li.turn .name {
        font-weight: 700;
      }
      li button {
        margin-left: auto;
        padding: 0.15em 0.6em;
        font-size: 0.75rem;
      }
      .timer {
        font-variant-numeric: tabular-nums;
        font-size: 0.85rem;
        font-weight: 600;
      }
      .timer.out {
        color: var(--_danger);
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
      }
      .tools button {
        padding: 0.3em 0.75em;
        font-size: 0.8rem;
      }
    `,
  ];

  /** The page's clock, ms since the epoch: ticks every second while a countdown is shown. */
  @state() private accessor now = Date.now();
  /** The hero seat whose release waits for a confirmation, if any. */
  @state() private accessor confirming: SeatId | null = null;

  private ticker: ReturnType<typeof setInterval> | undefined;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.tick(false);
  }

  protected override updated(): void {
    const view = this.table?.view;
    this.tick(!!view && view.phase === 'playing' && turnSecondsLeft(view, this.now) !== null);
  }

  /** Starts or stops the one-second re-render of the countdown. */
  private tick(on: boolean): void {
    if (on && this.ticker === undefined) {
      this.now = Date.now();
      this.ticker = setInterval(() => (this.now = Date.now()), 1000);
    } else if (!on && this.ticker !== undefined) {
      clearInterval(this.ticker);
      this.ticker = undefined;
    }
  }

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const { view } = table;
    const busy = table.pending;
    const present = new Set(view.presence);
    const release = new Set(this.legal('release_seat').map((a) => a.target));
    if (this.confirming && !release.has(this.confirming)) queueMicrotask(() => (this.confirming = null));
    const turnSeat = view.phase === 'playing' ? view.turn?.seat : undefined;
    const left = view.phase === 'playing' ? turnSecondsLeft(view, this.now) : null;
    const handOver = this.legal('hand_over')[0];
    const masterName = view.mission.auto ? this.t('playersHost') : this.t('playersMaster');
    const row = (seat: SeatId, name: string, vacant: boolean, computer = false) => {
      const here = present.has(seat);
      const presence = vacant ? 'vacant' : computer ? 'computer' : here ? 'here' : 'away';
      const status = this.t(vacant ? 'playerVacant' : computer ? 'playerComputer' : here ? 'playerHere' : 'playerAway');
      return html`<li data-seat=${seat} data-presence=${presence} class=${seat === turnSeat ? 'turn' : ''}>
        <span class="dot ${presence}" aria-hidden="true"></span>
        <span class="name">${name}${seat === view.seat ? ` ${this.t('playerYou')}` : ''}</span>
        <span class="state">${status}${seat === turnSeat ? ` · ${this.t('playerTurn')}` : ''}</span>
        ${release.has(seat) ? this.releaseButtons(seat, name, busy) : nothing}
      </li>`;
    };
    return html`
      <h2>${this.t('playersTitle')}</h2>
      ${
        left !== null
          ? html`<div class="timer ${left === 0 ? 'out' : ''}" data-role="turn-timer" data-seconds=${left} role="timer" aria-live="off">
            ${left === 0 ? this.t('turnTimeOut') : this.t('turnTimeLeft', { time: clock(left) })}
          </div>`
          : view.turnSeconds !== null && view.phase === 'lobby'
            ? html`<div class="state" data-role="turn-limit" data-seconds=${view.turnSeconds}>${this.t('turnTimeLimit', { time: clock(view.turnSeconds) })}</div>`
            : nothing
      }
      <ul>
        ${view.mission.auto && !present.has('master') ? nothing : row('master', masterName, false)}
        ${view.seats.map((s) => row(s.id, this.heroName(s.id, s.hero), s.vacant === true, s.computer === true))}
      </ul>
      ${view.computer && !view.mission.auto && view.phase === 'playing' ? html`<p class="state" data-role="computer">${this.t('computerPlays')}</p>` : nothing}
      ${
        this.can('skip_turn') || handOver
          ? html`<div class="tools">
            ${
              this.can('skip_turn')
                ? html`<button class="secondary" data-action="skip_turn" ?disabled=${busy} @click=${() => this.act({ type: 'skip_turn' })}>${this.t('skipTurn')}</button>`
                : nothing
            }
            ${
              handOver
                ? html`<button class="secondary" data-action="hand_over" data-to=${handOver.to} ?disabled=${busy} @click=${() => this.act({ type: 'hand_over', to: handOver.to })}>
                  ${this.t(handOver.to === 'computer' ? 'handToComputer' : 'takeCreaturesBack')}
                </button>`
                : nothing
            }
          </div>`
          : nothing
      }
    `;
  }

  /** Release seat, then Confirm / Cancel: a released player loses its seat at once. */
  private releaseButtons(seat: SeatId, name: string, busy: boolean) {
    if (this.confirming !== seat) {
      return html`<button class="secondary" data-release=${seat} aria-label=${this.t('releaseSeatOf', { name })} ?disabled=${busy} @click=${() => (this.confirming = seat)}>
        ${this.t('releaseSeat')}
      </button>`;
    }
    return html`<span class="state" role="status">${this.t('releaseSeatConfirm', { name })}</span>
      <button data-confirm-release=${seat} ?disabled=${busy} @click=${() => this.release(seat)}>${this.t('releaseSeatYes')}</button>
      <button class="secondary" data-cancel-release=${seat} @click=${() => (this.confirming = null)}>${this.t('cancel')}</button>`;
  }

  private release(target: SeatId): void {
    this.confirming = null;
    this.act({ type: 'release_seat', target });
  }

  /**
   * The hero's name in the interface language: its piece on the board, else (a released seat) its free hero, else (the
   * lobby has no pieces) its profile from the server, else the hero id until the profiles are loaded.
   */
  private heroName(seat: SeatId, hero: string): string {
    const named = this.unit(seat) ?? this.table?.view.freeHeroes.find((h) => h.id === hero) ?? this.heroProfiles().get(hero);
    return named ? pick(named.name, this.uiLang) : hero;
  }

  private legal<T extends Action['type']>(type: T): Legal<T>[] {
    return (this.table?.legal ?? []).filter((a): a is Legal<T> => a.type === type);
  }
}

defineOnce('qb-players-panel', QbPlayersPanel);

declare global {
  interface HTMLElementTagNameMap {
    'qb-players-panel': QbPlayersPanel;
  }
}
