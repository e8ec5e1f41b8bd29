/**
 * `<qb-master-panel>`: the master's controls: Start in the lobby; during the master's turn the creatures that may
 * act (pick one, then click the board), and End turn. The host of an automatic mission only starts the game.
 * @module
 */
import { css, html, nothing } from 'lit';
import type { Unit } from '../../engine/index.ts';
import { defineOnce } from '../define.ts';
import { pick } from '../i18n.ts';
import { emit, SELECT } from '../internal-events.ts';
import { readyCreatures } from '../marks.ts';
import { controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';

/** The master's panel. */
export class QbMasterPanel extends TablePart {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        display: block;
      }
      p {
        margin: 0 0 0.6rem;
        font-size: 0.85rem;
        color: var(--_muted);
        line-height: 1.35;
      }
      ul {
        list-style: none;
        margin: 0 0 0.7rem;
        padding: 0;
        display: grid;
        gap: 0.3rem;
        max-height: var(--qb-creature-list-height, 14rem);
        overflow-y: auto;
      }
      li button {
        width: 100%;
        display: grid;
        grid-template-columns: auto 1fr auto;
        align-items: center;
        gap: 0.5rem;
        text-align: left;
        background: color-mix(in srgb, var(--_bg) 70%, transparent);
        color: var(--_fg);
        border: 1px solid var(--_border);
        font-weight: 500;
        padding: 0.35rem 0.55rem;
      }
      li button[aria-pressed='true'] {
        border-color: #4dd2ff;
        box-shadow: 0 0 0 1px #4dd2ff inset;
      }
      .swatch {
        width: 0.75rem;
        height: 0.75rem;
        border-radius: 50%;
        border: 1px solid #0006;
      }
      .meta {
        font-size: 0.75rem;
        color: var(--_muted);
        font-variant-numeric: tabular-nums;
      }
      .heroes {
        font-size: 0.85rem;
        display: grid;
        gap: 0.2rem;
        margin-bottom: 0.7rem;
      }
      .hero {
        display: flex;
        gap: 0.5rem;
        align-items: center;
      }
      .hero .meta {
        margin-left: auto;
      }
      .actions {
        display: flex;
        gap: 0.5rem;
        flex-wrap: wrap;
      }
    `,
  ];

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const { view } = table;
    const title = view.role === 'host' ? this.t('hostPanel') : this.t('masterPanel');
    if (view.phase === 'lobby') {
      return html`
        <h2>${title}</h2>
        <p>${this.t('seatsTaken', { n: view.seats.length })}</p>
        ${this.can('start')
          ? html`<button part="start" data-action="start" ?disabled=${table.pending} @click=${() => this.act({ type: 'start' })}>${this.t('startGame')}</button>`
          : html`<p>${this.t('waitHeroes')}</p>`}
      `;
    }
    const heroes = view.units.filter((u) => u.side === 'heroes');
    const ready = new Set(readyCreatures(table.legal));
    const creatures = view.units.filter((u) => u.side === 'master' && u.alive);
    const myTurn = view.phase === 'playing' && view.turn?.seat === 'master' && view.role === 'master';
    return html`
      <h2>${title}</h2>
      <div class="heroes">
        ${heroes.map(
          (h) => html`<div class="hero">
            <span class="swatch" style="background:${h.color ?? '#888'}"></span>
            <span>${pick(h.name, this.uiLang)}</span>
            <span class="meta">${h.alive ? `${this.t('body')} ${h.body}/${h.maxBody}` : this.t('dead')}</span>
          </div>`,
        )}
      </div>
      ${view.role === 'master'
        ? html`
            <h2>${this.t('creatures')}</h2>
            ${myTurn ? html`<p>${this.t('pickCreature')}</p>` : nothing}
            <ul>
              ${creatures.map((c) => this.creatureRow(c, ready.has(c.id), table.selected === c.id))}
            </ul>
          `
        : nothing}
      <div class="actions">
        ${this.can('end_turn') && view.role === 'master'
          ? html`<button data-action="end_turn" ?disabled=${table.pending} @click=${() => this.act({ type: 'end_turn' })}>${this.t('endTurn')}</button>`
          : nothing}
      </div>
    `;
  }

  private creatureRow(c: Unit, ready: boolean, selected: boolean) {
    const used = this.table?.view.turn?.creatures[c.id];
    const status = used?.attacked ? this.t('creatureAttacked') : used && used.steps > 0 ? this.t('creatureMoved', { n: used.steps, max: c.move }) : '';
    return html`<li>
      <button
        data-unit=${c.id}
        aria-pressed=${selected ? 'true' : 'false'}
        ?disabled=${!ready}
        @click=${() => emit(this, SELECT, selected ? null : c.id)}
      >
        <span class="swatch" style="background:${c.color ?? '#888'}"></span>
        <span>${pick(c.name, this.uiLang)} <span class="meta">${c.body}/${c.maxBody}</span></span>
        <span class="meta">${status}</span>
      </button>
    </li>`;
  }
}

defineOnce('qb-master-panel', QbMasterPanel);

declare global {
  interface HTMLElementTagNameMap {
    'qb-master-panel': QbMasterPanel;
  }
}
