/**
 * Portraits in templates: {@link portrait} renders a thing's picture the same way everywhere (the join
 * picker, hero card, turn bar, unit card, master's panel, campaign roster, town, adventure map, Archive), as a
 * `<qb-portrait>` whose element and icons load on demand (`portrait.ts`, in a chunk of its own): until they
 * come, the tag keeps its place (with {@link portraitSlot}'s rule in the part's styles) and its accessible name.
 * Small, and read up front.
 * @module
 */
import { css, html, type TemplateResult } from 'lit';
import { pictureFor, type PictureKind } from '../../content/picture-defaults.ts';

/** The portrait element's chunk while it loads or once loaded; null before the first portrait and after a failure. */
let loading: Promise<unknown> | null = null;

/**
 * Fetches `<qb-portrait>` and its icons (`portrait.ts`) once per page; a failed fetch is tried again by the next
 * portrait. Loaded here rather than through `lazy-parts.ts`, whose other parts render portraits themselves.
 */
function loadPortraitElement(): void {
  loading ??= import('./portrait.ts').catch(() => {
    loading = null;
  });
}

/**
 * A thing's portrait: `picture` (its document's, or none: its kind's default) on a disc tinted for `kind`. With
 * `label` (the thing's name in the reader's language) the portrait is an image of that name; without, it is
 * decorative (`aria-hidden`): pass no label when the name is written beside it. Size it with CSS on `qb-portrait`.
 */
export function portrait(kind: PictureKind, picture: string | null | undefined, label?: string): TemplateResult {
  // the element and its icons: fetched once, on the first portrait shown (a failed fetch leaves the empty disc)
  loadPortraitElement();
  const name = pictureFor(kind, picture);
  return label
    ? html`<qb-portrait role="img" aria-label=${label} kind=${kind} picture=${name}></qb-portrait>`
    : html`<qb-portrait aria-hidden="true" kind=${kind} picture=${name}></qb-portrait>`;
}

/** A piece's portrait: a hero's (or a mission character's) warm, a creature's cold; see {@link portrait}. */
export function unitPortrait(unit: { side: string; picture?: string | undefined }, label?: string): TemplateResult {
  return portrait(unit.side === 'heroes' ? 'hero' : 'creature', unit.picture, label);
}

/**
 * The rules a part's styles need for its portraits: before the element is defined the tag keeps a disc's place
 * (2.5rem; a part sets its own size after this rule), and `.ring`, a piece's colour around its portrait (the
 * element holding the portrait gets the colour as its background).
 */
export const portraitSlot = css`
  qb-portrait {
    display: inline-block;
    flex: none;
    width: 2.5rem;
    height: 2.5rem;
    border-radius: 50%;
    vertical-align: middle;
  }
  .ring {
    display: inline-flex;
    flex: none;
    padding: 3px;
    border-radius: 50%;
    box-shadow: 0 1px 3px #0009;
  }
`;
