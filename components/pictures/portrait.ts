/**
 * `<qb-portrait>`: a thing's picture, one game-icons icon (game-icons.net, by Lorc, Delapouite and
 * contributors, CC BY 3.0) drawn light on a coloured disc with a brass rim, tinted by what the thing is: heroes
 * warm, creatures cold, items bronze, spells violet, places green, town services parchment. Loaded on demand
 * (`components/pictures/portrait-tag.ts`) with the icons of the default pack; the rest of the catalogue is
 * fetched when a picture needs it. Render it through {@link import('./portrait-tag.ts').portrait}, which gives the
 * element its accessible name (or hides it when the name is written beside it).
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { unsafeSVG } from 'lit/directives/unsafe-svg.js';
import { FALLBACK_PICTURES, PICTURE_KINDS, type PictureKind } from '../../content/picture-defaults.ts';
import { defineOnce } from '../define.ts';

/** Icon bodies by name, as far as their chunks have come. */
const bodies = new Map<string, string>();
let packIcons: Promise<void> | undefined;
let moreIcons: Promise<void> | undefined;

/** Fetches the chunk of the default pack's icons (once). */
function loadPackIcons(): Promise<void> {
  packIcons ??= import('./icons-pack.ts').then(async (m) => {
    for (const [name, body] of Object.entries(await m.loadIcons())) bodies.set(name, body);
  });
  return packIcons;
}

/** Fetches the chunk of the rest of the catalogue's icons (once). */
function loadMoreIcons(): Promise<void> {
  moreIcons ??= import('./icons-more.ts').then(async (m) => {
    for (const [name, body] of Object.entries(await m.loadIcons())) bodies.set(name, body);
  });
  return moreIcons;
}

/**
 * The SVG body of icon `name` (inner markup of a 512×512 `<svg>`), fetching its chunk if need be; undefined when the
 * catalogue has no such icon. Resolves once the icons are here.
 */
export async function iconBody(name: string): Promise<string | undefined> {
  await loadPackIcons();
  if (!bodies.has(name)) await loadMoreIcons();
  return bodies.get(name);
}

/** Every icon of the catalogue (fetches both chunks): the Archive's picture picker shows them. */
export async function allIcons(): Promise<ReadonlyMap<string, string>> {
  await Promise.all([loadPackIcons(), loadMoreIcons()]);
  return bodies;
}

/**
 * A picture on a disc. `picture` is the icon's name (one the catalogue does not have is drawn as its kind's default
 * picture), `kind` the disc's tint. Its size is the host's: 2.5rem unless the page sets `width` and `height`.
 *
 * @element qb-portrait
 */
export class QbPortrait extends LitElement {
  static override styles = css`
    :host {
      --_a: #c0702a;
      --_b: #5e2710;
      --_rim: #d9a441;
      --_ink: #fff3d6;
      display: inline-block;
      box-sizing: border-box;
      flex: none;
      width: 2.5rem;
      height: 2.5rem;
      border-radius: 50%;
      border: 2px solid var(--_rim);
      background: radial-gradient(circle at 35% 30%, var(--_a), var(--_b) 75%);
      color: var(--_ink);
      box-shadow:
        inset 0 -0.15em 0.3em #0006,
        0 1px 3px #000a;
      overflow: hidden;
      vertical-align: middle;
    }
    :host([kind='creature']) {
      --_a: #4d7fa3;
      --_b: #162838;
      --_rim: #9cc0d6;
      --_ink: #e6f3ff;
    }
    :host([kind='item']) {
      --_a: #9a7a35;
      --_b: #3d2b0e;
      --_rim: #d9b866;
      --_ink: #fff2cc;
    }
    :host([kind='spell']) {
      --_a: #7d56b5;
      --_b: #27163f;
      --_rim: #c4a6ec;
      --_ink: #f4ebff;
    }
    :host([kind='place']) {
      --_a: #6b8c45;
      --_b: #223314;
      --_rim: #b9cf8a;
      --_ink: #f3f8e2;
    }
    :host([kind='service']) {
      --_a: #b08550;
      --_b: #4a3217;
      --_rim: #e8c88e;
      --_ink: #fff7e6;
    }
    svg {
      display: block;
      width: 68%;
      height: 68%;
      margin: 16%;
      filter: drop-shadow(0 1px 0 #000a);
    }
  `;

  /** The icon's name (a game-icons name of the catalogue, `barbarian`). */
  @property({ reflect: true }) accessor picture = '';
  /** What the picture stands for: its disc's tint. */
  @property({ reflect: true }) accessor kind: PictureKind = 'hero';

  /** The SVG body drawn (empty until its chunk is here). */
  @state() private accessor body = '';

  protected override willUpdate(changed: Map<PropertyKey, unknown>): void {
    if (!changed.has('picture') && !changed.has('kind')) return;
    const wanted = this.picture || FALLBACK_PICTURES[PICTURE_KINDS.includes(this.kind) ? this.kind : 'hero'];
    const known = bodies.get(wanted);
    if (known) {
      this.body = known;
      return;
    }
    void this.fetchBody(wanted);
  }

  private async fetchBody(wanted: string): Promise<void> {
    const kind = PICTURE_KINDS.includes(this.kind) ? this.kind : 'hero';
    const body = (await iconBody(wanted)) ?? (await iconBody(FALLBACK_PICTURES[kind])) ?? '';
    // a later picture may have been set meanwhile
    if (wanted === (this.picture || FALLBACK_PICTURES[kind])) this.body = body;
  }

  override render() {
    return this.body ? html`<svg viewBox="0 0 512 512" aria-hidden="true" focusable="false">${unsafeSVG(this.body)}</svg>` : nothing;
  }
}

defineOnce('qb-portrait', QbPortrait);

declare global {
  interface HTMLElementTagNameMap {
    'qb-portrait': QbPortrait;
  }
}
