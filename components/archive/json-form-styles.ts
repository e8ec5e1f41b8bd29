/**
 * The styles of `<qb-json-form>`: the shared Archive styles and the form's own (fields, lists and their handles,
 * the bricks of unions, the problems on their fields).
 * @module
 */
import { css } from 'lit';
import { archiveStyles } from './styles.ts';

/** The schema form's style sheets, in cascade order. */
export const jsonFormStyles = [
  archiveStyles,
  css`
    /* "pick on the map": a map pin drawn inline (no glyph a font may lack) */
    button[data-action='pick'] {
      display: inline-flex;
      align-items: center;
      gap: 0.3em;
    }
    button[data-action='pick'] .icon {
      width: 1.1em;
      height: 1.1em;
      flex: none;
      fill: currentColor;
    }
    :host {
      display: block;
    }
    .field {
      display: grid;
      grid-template-columns: minmax(7rem, 11rem) 1fr;
      gap: 0.3rem 0.7rem;
      align-items: start;
      margin: 0.25rem 0;
    }
    :host([compact]) .field {
      grid-template-columns: 1fr;
      gap: 0.1rem;
    }
    :host([compact]) .field > label {
      padding-top: 0;
    }
    /* a phone: each label above its field, which gets the whole width */
    @media (max-width: 640px) {
      .field {
        grid-template-columns: 1fr;
        gap: 0.1rem;
      }
      .field > label {
        padding-top: 0;
      }
    }
    :host([compact]) .item {
      grid-template-columns: auto minmax(0, 1fr);
    }
    :host([compact]) .item > .row {
      grid-column: 2;
    }
    .field > div {
      min-width: 0;
    }
    .field > label {
      padding-top: 0.35rem;
      font-size: 0.85rem;
      color: var(--_muted);
    }
    fieldset {
      border: 1px solid var(--_border);
      border-radius: 6px;
      margin: 0;
      padding: 0.4rem 0.6rem;
      min-width: 0;
    }
    .row {
      display: flex;
      gap: 0.4rem;
      align-items: center;
      flex-wrap: wrap;
    }
    .item {
      display: grid;
      grid-template-columns: auto 1fr auto;
      gap: 0.4rem;
      align-items: start;
      border-left: 3px solid var(--_border);
      padding: 0.2rem 0 0.2rem 0.4rem;
      margin: 0.25rem 0;
    }
    .item.drop {
      border-left-color: var(--_accent);
    }
    .handle {
      cursor: grab;
      color: var(--_muted);
      user-select: none;
      padding-top: 0.3rem;
    }
    .err {
      color: var(--_danger);
      font-size: 0.8rem;
    }
    .lt {
      display: grid;
      grid-template-columns: 1.6rem 1fr;
      gap: 0.2rem 0.3rem;
      align-items: center;
    }
    .lt span {
      font-size: 0.75rem;
      color: var(--_muted);
      text-transform: uppercase;
    }
    input[type='number'] {
      width: 6rem;
    }
    summary {
      cursor: pointer;
      padding: 0.25rem 0;
      font-weight: 600;
    }
    .hint {
      font-size: 0.75rem;
      color: var(--_muted);
    }
    /* a field folded under an expert's line (a document's id): muted, like a problem's raw path */
    details.expert {
      font-size: 0.8rem;
      color: var(--_muted);
      margin-bottom: 0.4rem;
    }
    details.expert summary {
      cursor: pointer;
    }
  `,
];
