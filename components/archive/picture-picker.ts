/**
 * `<qb-picture-picker>`: the Archive's field for a document's `picture`: the picture chosen, drawn as the
 * game shows it (`<qb-portrait>`), and a "Choose" button that opens the catalogue (`content/pictures.ts`) as a grid
 * of icons with their names, grouped as heroes, creatures, items, spells and places, with a search box. Picking one
 * sets the field; "Default" clears it (the thing then gets its kind's default picture). The icons are game-icons.net's,
 * by Lorc, Delapouite and contributors, CC BY 3.0: the open catalogue says so.
 * @module
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { pictureFor, type PictureKind } from '../../content/picture-defaults.ts';
import { PICTURE_GROUP_NAMES, PICTURE_GROUPS, PICTURE_NAMES, pictureWords, type PictureGroup } from '../../content/pictures.ts';
import { defineOnce } from '../define.ts';
import { portrait, portraitSlot } from '../pictures/portrait-tag.ts';
import { t, type Lang, type MessageKey } from './i18n.ts';
import { archiveStyles } from './styles.ts';

/**
 * How the grid names picture `name` in `lang`: its words in English (the catalogue's icons are named in English), a
 * number in Italian ("Immagine 12", its place in the catalogue), so that no English word shows in the Italian Archive.
 */
export function pictureLabel(name: string, lang: Lang): string {
  return lang === 'en' ? pictureWords(name) : t(lang, 'pictureNumber', { n: PICTURE_NAMES.indexOf(name) + 1 });
}

/** The group a kind of thing's pictures are offered from first. */
const GROUP_OF: Record<PictureKind, PictureGroup> = {
  hero: 'heroes',
  creature: 'creatures',
  item: 'items',
  spell: 'spells',
  place: 'places',
  service: 'places',
};

/**
 * The picture picker. Set `value` (the icon's name, or undefined) and `kind` (the disc's tint, and the group shown
 * first); listen to `picture-change` (`detail.value`: the name picked, or undefined for the default picture).
 *
 * @element qb-picture-picker
 * @fires picture-change - `{ value }` when a picture is picked or cleared.
 */
export class QbPicturePicker extends LitElement {
  static override styles = [
    archiveStyles,
    portraitSlot,
    css`
      :host {
        display: block;
      }
      .current {
        display: flex;
        align-items: center;
        gap: 0.6rem;
        flex-wrap: wrap;
      }
      .current qb-portrait {
        width: 3rem;
        height: 3rem;
      }
      .current code {
        color: var(--_muted);
      }
      .catalogue {
        margin-top: 0.5rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.6rem;
        background: var(--_surface);
      }
      .tools {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        align-items: center;
      }
      .tools input {
        flex: 1 1 12rem;
      }
      .groups {
        display: flex;
        flex-wrap: wrap;
        gap: 0.3rem;
      }
      .groups button[aria-pressed='true'] {
        background: var(--_accent);
        color: #1b1408;
      }
      .grid {
        list-style: none;
        margin: 0.6rem 0 0;
        padding: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(5.5rem, 1fr));
        gap: 0.35rem;
        max-height: 22rem;
        overflow-y: auto;
      }
      .grid button {
        width: 100%;
        display: flex;
        flex-direction: column;
        align-items: center;
        gap: 0.25rem;
        padding: 0.4rem 0.2rem;
        background: var(--_bg);
        color: var(--_fg);
        border: 1px solid var(--_border);
        font-size: 0.72rem;
        font-weight: 500;
        line-height: 1.15;
        text-align: center;
        overflow-wrap: anywhere;
      }
      .grid button[aria-pressed='true'] {
        border-color: var(--_accent);
        box-shadow: 0 0 0 1px var(--_accent) inset;
      }
      .grid qb-portrait {
        width: 2.6rem;
        height: 2.6rem;
      }
      .credit {
        margin: 0.5rem 0 0;
        font-size: 0.75rem;
        color: var(--_muted);
      }
      .credit a {
        color: inherit;
      }
    `,
  ];

  /** The picture chosen (a catalogue name), or undefined: the kind's default. */
  @property({ attribute: false }) accessor value: string | undefined = undefined;
  /** What the document is: the discs' tint and the group offered first. */
  @property() accessor kind: PictureKind = 'hero';
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() private accessor open = false;
  @state() private accessor query = '';
  /** The group shown (null: every group, as the search does). */
  @state() private accessor group: PictureGroup | null = null;

  private tx(key: MessageKey, params?: Record<string, string | number>): string {
    return t(this.lang, key, params);
  }

  private pick(value: string | undefined): void {
    this.value = value;
    this.open = false;
    this.dispatchEvent(new CustomEvent('picture-change', { detail: { value }, bubbles: true, composed: true }));
  }

  /** The names to show: the search's matches in every group, else the group's (the kind's group at first). */
  private shown(): string[] {
    const q = this.query.trim().toLowerCase().replace(/\s+/g, '-');
    if (q) return [...new Set(PICTURE_GROUP_NAMES.flatMap((g) => PICTURE_GROUPS[g]))].filter((n) => n.includes(q));
    const group = this.group ?? GROUP_OF[this.kind];
    return [...PICTURE_GROUPS[group]];
  }

  private renderCatalogue(): TemplateResult {
    const names = this.shown();
    const shownGroup = this.query.trim() ? null : (this.group ?? GROUP_OF[this.kind]);
    return html`<div class="catalogue" data-role="picture-catalogue">
      <div class="tools">
        <input
          type="search"
          data-role="picture-search"
          aria-label=${this.tx('pictureSearch')}
          placeholder=${this.tx('pictureSearch')}
          .value=${this.query}
          @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)}
        />
        <div class="groups" role="group" aria-label=${this.tx('pictureGroups')}>
          ${PICTURE_GROUP_NAMES.map(
            (g) => html`<button
              type="button"
              class="small secondary"
              data-group=${g}
              aria-pressed=${shownGroup === g ? 'true' : 'false'}
              @click=${() => {
                this.query = '';
                this.group = g;
              }}
            >
              ${this.tx(`pictureGroup_${g}` as MessageKey)}
            </button>`,
          )}
        </div>
      </div>
      ${
        names.length === 0
          ? html`<p class="hint" data-role="picture-none">${this.tx('pictureNoMatch', { query: this.query.trim() })}</p>`
          : html`<ul class="grid" aria-label=${this.tx('pictureChoose')}>
            ${names.map(
              (name) => html`<li>
                <button
                  type="button"
                  data-picture=${name}
                  aria-pressed=${name === this.value ? 'true' : 'false'}
                  aria-label=${this.lang === 'en' ? nothing : pictureLabel(name, this.lang)}
                  title=${pictureLabel(name, this.lang)}
                  @click=${() => this.pick(name)}
                >
                  ${portrait(this.kind, name)}${this.lang === 'en' ? html`<span>${pictureWords(name)}</span>` : nothing}
                </button>
              </li>`,
            )}
          </ul>`
      }
      <p class="credit">${this.tx('pictureCredit')} <a href="https://game-icons.net" target="_blank" rel="noopener">game-icons.net</a>, CC BY 3.0</p>
    </div>`;
  }

  override render() {
    const current = pictureFor(this.kind, this.value);
    return html`<div class="current">
        ${portrait(this.kind, current, this.lang === 'en' ? pictureWords(current) : undefined)}
        <span>${this.tx(this.value ? 'pictureChosen' : 'pictureDefault', { name: pictureWords(current) })}</span>
        <button type="button" class="small" data-action="choose-picture" aria-expanded=${this.open ? 'true' : 'false'} @click=${() => (this.open = !this.open)}>
          ${this.open ? this.tx('pictureClose') : this.tx('pictureChoose')}
        </button>
        ${this.value ? html`<button type="button" class="small secondary" data-action="default-picture" @click=${() => this.pick(undefined)}>${this.tx('pictureUseDefault')}</button>` : nothing}
      </div>
      ${this.open ? this.renderCatalogue() : nothing}`;
  }
}

defineOnce('qb-picture-picker', QbPicturePicker);

declare global {
  interface HTMLElementTagNameMap {
    'qb-picture-picker': QbPicturePicker;
  }
}
