/**
 * `<qb-replay-note>`: in a replay from the heroes' side, the side panel's word in the spectator's place — the game as
 * it went, rooms and creatures showing as the heroes found them.
 * @module
 */
import { css, html, LitElement } from 'lit';
import { property } from 'lit/decorators.js';
import { defineOnce } from '../define.ts';
import type { Lang } from '../i18n.ts';
import { theme } from '../parts/styles.ts';
import { replayText } from './replay-texts.ts';

/** The replay's note in the side panel. */
export class QbReplayNote extends LitElement {
  static override styles = [
    theme,
    css`
      :host {
        display: block;
        padding: 0.8rem 0.9rem;
        border: 1px solid var(--_border);
        border-left: 3px solid var(--_accent);
        border-radius: var(--_radius);
        background: color-mix(in srgb, var(--_surface) 80%, var(--_accent) 8%);
        color: var(--_fg);
      }
      .title {
        font-weight: 700;
        letter-spacing: 0.02em;
        color: var(--_accent);
      }
      p {
        margin: 0.35rem 0 0;
        color: var(--_muted);
        line-height: 1.45;
      }
    `,
  ];

  /** The interface language. */
  @property({ attribute: false }) accessor language: Lang = 'it';

  override render() {
    return html`<div class="title" role="status">${replayText(this.language, 'noteTitle')}</div>
      <p>${replayText(this.language, 'noteText')}</p>`;
  }
}

defineOnce('qb-replay-note', QbReplayNote);

declare global {
  interface HTMLElementTagNameMap {
    'qb-replay-note': QbReplayNote;
  }
}
