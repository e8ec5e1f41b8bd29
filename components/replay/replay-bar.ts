/**
 * `<qb-replay-bar>`: the controls of a replay (`<quest-board replay>`), under the turn bar — back to the start, a
 * step back, play and pause, a step forward, the timeline to scrub, where the replay is (step and round), its speed;
 * to the room's master, who may watch it too, who else may (private, public, public with the master's side) and the
 * link to share; to a player who came from the table, the way back to it.
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import { defineOnce } from '../define.ts';
import type { Lang } from '../i18n.ts';
import { controls, theme } from '../parts/styles.ts';
import type { ReplayPositionDetail } from '../public-events.ts';
import { replaySelect } from './replay-access.ts';
import type { ReplayAccess } from '../api.ts';
import { REPLAY_SPEEDS, type ReplayConnection } from './replay-connection.ts';
import { replayText, type ReplayTextKey } from './replay-texts.ts';

/** The buttons' pictures: to the start ⏮ and to the end ⏭ with two triangles, a step back ◀| and forward |▶ with one. */
const ICON = {
  start: 'M4 5h2.5v14H4zM14 5v14l-7-7zM21 5v14l-7-7z',
  back: 'M16 5v14L7 12zM17.5 5H20v14h-2.5z',
  play: 'M7 4.5v15L19.5 12z',
  pause: 'M6.5 5h4v14h-4zM13.5 5h4v14h-4z',
  forward: 'M8 5v14l9-7zM4 5h2.5v14H4z',
  end: 'M3 5v14l7-7zM10 5v14l7-7zM17.5 5H20v14h-2.5z',
} as const;

const icon = (d: string) => html`<svg viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d=${d} fill="currentColor" /></svg>`;

/** The replay's controls. */
export class QbReplayBar extends LitElement {
  static override styles = [
    theme,
    controls,
    replaySelect,
    css`
      :host {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        flex-wrap: wrap;
        padding: 0.5rem 0.9rem;
        background: linear-gradient(180deg, color-mix(in srgb, var(--_surface) 85%, var(--_accent) 15%), var(--_surface));
        border-bottom: 1px solid var(--_border);
        color: var(--_fg);
      }
      .label {
        font-size: 0.72rem;
        font-weight: 700;
        letter-spacing: 0.08em;
        text-transform: uppercase;
        color: var(--_accent);
      }
      .buttons {
        display: flex;
        gap: 0.3rem;
      }
      .buttons button {
        display: grid;
        place-items: center;
        width: 2.3rem;
        height: 2.3rem;
        padding: 0;
        background: var(--_bg);
        color: var(--_fg);
        border-color: var(--_border);
      }
      .buttons button.play {
        background: var(--_accent);
        color: var(--_accent-fg);
      }
      .buttons svg {
        width: 1.15rem;
        height: 1.15rem;
      }
      .timeline {
        flex: 1 1 14rem;
        display: flex;
        align-items: center;
        gap: 0.6rem;
        min-width: 12rem;
      }
      input[type='range'] {
        flex: 1;
        accent-color: var(--_accent);
        min-width: 6rem;
      }
      .where {
        font-variant-numeric: tabular-nums;
        font-size: 0.85rem;
        color: var(--_muted);
        white-space: nowrap;
      }
      .share {
        display: flex;
        align-items: center;
        gap: 0.4rem;
        font-size: 0.85rem;
      }
      button.secondary {
        background: transparent;
        color: var(--_fg);
        border-color: var(--_border);
      }
      @media (max-width: 520px) {
        :host {
          gap: 0.45rem;
          padding: 0.45rem 0.6rem;
        }
        .label {
          display: none;
        }
        .timeline {
          order: 5;
          flex-basis: 100%;
        }
      }
    `,
  ];

  /** The replay played. */
  @property({ attribute: false }) accessor replayer: ReplayConnection | null = null;
  /** Where it is (a new object at every change, so the bar shows it). */
  @property({ attribute: false }) accessor position: ReplayPositionDetail | null = null;
  /** The interface language. */
  @property({ attribute: false }) accessor language: Lang = 'it';
  /** Whether the reader came from the room's table (the bar offers the way back). */
  @property({ type: Boolean }) accessor returnable = false;

  private t(key: ReplayTextKey, params: Record<string, string | number> = {}): string {
    return replayText(this.language, key, params);
  }

  private onScrub(e: Event): void {
    this.replayer?.pause();
    this.replayer?.seek(Number((e.target as HTMLInputElement).value));
  }

  override render() {
    const r = this.replayer;
    const p = this.position;
    if (!r || !p || !r.data) return html`<span class="label">${this.t('replay')}</span><span class="where">${this.t('loading')}</span>`;
    const atEnd = p.step >= p.steps;
    return html`<span class="label">${this.t('replay')}</span>
      <div class="buttons" role="group" aria-label=${this.t('controls')}>
        <button data-replay="start" title=${this.t('toStart')} aria-label=${this.t('toStart')} ?disabled=${p.step === 0} @click=${() => (r.pause(), r.seek(0))}>${icon(ICON.start)}</button>
        <button data-replay="back" title=${this.t('stepBack')} aria-label=${this.t('stepBack')} ?disabled=${p.step === 0} @click=${() => (r.pause(), r.back())}>${icon(ICON.back)}</button>
        <button class="play" data-replay="play" title=${this.t(p.playing ? 'pause' : 'play')} aria-label=${this.t(p.playing ? 'pause' : 'play')} @click=${() => (p.playing ? r.pause() : r.play())}>
          ${icon(p.playing ? ICON.pause : ICON.play)}
        </button>
        <button data-replay="forward" title=${this.t('stepForward')} aria-label=${this.t('stepForward')} ?disabled=${atEnd} @click=${() => (r.pause(), r.forward())}>${icon(ICON.forward)}</button>
        <button data-replay="end" title=${this.t('toEnd')} aria-label=${this.t('toEnd')} ?disabled=${atEnd} @click=${() => (r.pause(), r.seek(r.steps))}>${icon(ICON.end)}</button>
      </div>
      <div class="timeline">
        <input type="range" min="0" max=${p.steps} .value=${String(p.step)} step="1" aria-label=${this.t('timeline')} aria-valuetext=${this.t('where', { step: p.step, steps: p.steps, round: p.round })} @input=${this.onScrub} />
        <span class="where" data-replay="where">${this.t('where', { step: p.step, steps: p.steps, round: p.round })}</span>
      </div>
      <label class="share">
        ${this.t('speed')}
        <select data-replay="speed" aria-label=${this.t('speed')} @change=${(e: Event) => r.setSpeed(Number((e.target as HTMLSelectElement).value))}>
          ${REPLAY_SPEEDS.map((s) => html`<option value=${s} ?selected=${s === p.speed}>${s === 0.5 ? '½' : s}×</option>`)}
        </select>
      </label>
      ${
        r.data.viewer === 'master' && r.token
          ? html`<qb-replay-access
              .server=${r.server}
              .room=${r.data.room}
              .token=${r.token}
              .access=${r.data.access}
              .live=${r.data.live}
              .language=${this.language}
              @qb-replay-access=${(e: CustomEvent<ReplayAccess>) => (r.data = { ...r.data!, access: e.detail })}
            ></qb-replay-access>`
          : nothing
      }
      ${
        this.returnable
          ? html`<button class="secondary" data-replay="exit" @click=${() => this.dispatchEvent(new CustomEvent('qb-replay-exit', { bubbles: true, composed: true }))}>
              ${this.t('backToTable')}
            </button>`
          : nothing
      }`;
  }
}

defineOnce('qb-replay-bar', QbReplayBar);

declare global {
  interface HTMLElementTagNameMap {
    'qb-replay-bar': QbReplayBar;
  }
}
