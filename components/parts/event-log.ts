/**
 * `<qb-event-log>`: the chronicle of the game, one sentence per event in the reader's language, each `li` of its
 * event's type (a ruleset tints its own events' lines: `RulesetParts.styles.log`).
 * @module
 */
import { css, html, nothing, type PropertyValues } from 'lit';
import { defineOnce } from '../define.ts';
import { describeEvent } from '../log-lines.ts';
import { RulesetStyles } from '../rulesets/ruleset-styles.ts';
import { controls, theme } from './styles.ts';
import { ContentPart } from './content-part.ts';

/** The chronicle. */
export class QbEventLog extends ContentPart {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        display: flex;
        flex-direction: column;
        min-height: 0;
      }
      ol {
        list-style: none;
        margin: 0;
        padding: 0;
        overflow-y: auto;
        flex: 1 1 auto;
        min-height: 0;
        max-height: var(--_log-max, var(--qb-log-height, 12rem));
        font-size: 0.85rem;
        line-height: 1.35;
        scrollbar-width: thin;
      }
      li {
        padding: 0.22rem 0;
        border-bottom: 1px solid color-mix(in srgb, var(--_border) 60%, transparent);
      }
      li.attack {
        color: color-mix(in srgb, var(--_danger) 55%, var(--_fg));
      }
      li.turn_started {
        color: var(--_muted);
        font-style: italic;
      }
      li.damaged,
      li.status_tick {
        color: color-mix(in srgb, var(--_danger) 55%, var(--_fg));
      }
      li.healed,
      li.regenerated {
        color: color-mix(in srgb, var(--_ok) 60%, var(--_fg));
      }
      li.spell_cast,
      li.item_used,
      li.spell_taught {
        color: #d9b8ff;
      }
      li.card_drawn,
      li.custom {
        color: var(--_accent);
      }
      li.effect_skipped,
      li.custom_resolved {
        color: var(--_muted);
      }
      li.game_over,
      li.room_revealed,
      li.mission_event {
        color: var(--_accent);
        font-weight: 600;
      }
      li.mission_event {
        font-family: Georgia, 'Times New Roman', serif;
        font-style: italic;
      }
      li.trap_sprung {
        color: color-mix(in srgb, var(--_danger) 70%, var(--_fg));
        font-weight: 600;
      }
      li.object_found,
      li.searched {
        color: color-mix(in srgb, var(--_accent) 60%, var(--_fg));
      }
    `,
  ];

  /** The loaded rulesets' styles for the tints of their own events' lines (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['log']);

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const heroes = this.heroProfiles();
    return html`
      <h2>${this.t('log')}</h2>
      ${
        table.log.length === 0
          ? html`<div class="muted">${this.t('logEmpty')}</div>`
          : html`<ol>
            ${table.log.map((entry) => html`<li class=${entry.event.type} data-seq=${entry.seq}>${describeEvent(entry.event, table.view, this.uiLang, heroes, table.names)}</li>`)}
          </ol>`
      }
    `;
  }

  /** The key of the last line shown, so the newest line is brought into sight only when it changes. */
  private lastKey = -1;

  /**
   * The newest line in sight when it changed: the list scrolled to its end; for a spectator (a replay's too), whose
   * column holds no control, also the column it scrolls with (the side panel: one scroll area per column), just
   * enough to show it — never the page. A seat's column stays where it is: its card's buttons stay under the pointer.
   */
  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const list = this.renderRoot.querySelector('ol');
    const last = list?.lastElementChild;
    const key = this.table?.log.at(-1)?.key ?? -1;
    if (!list || !last || key === this.lastKey) return;
    this.lastKey = key;
    list.scrollTop = list.scrollHeight;
    const column = this.table?.view.role === 'spectator' ? this.closest('.panel') : null;
    if (!column || column.scrollHeight <= column.clientHeight) return;
    const below = last.getBoundingClientRect().bottom - column.getBoundingClientRect().bottom;
    if (below > 0) column.scrollTop += below;
  }
}

defineOnce('qb-event-log', QbEventLog);

declare global {
  interface HTMLElementTagNameMap {
    'qb-event-log': QbEventLog;
  }
}
