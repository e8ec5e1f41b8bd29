/**
 * The styles of `<qb-doc-editor>`: the shared Archive styles and the editor's own layout (its tabs, the raw JSON,
 * the problems, the banner of a square being picked on the map).
 * @module
 */
import { css } from 'lit';
import { archiveStyles } from './styles.ts';

/** The document editor's style sheets, in cascade order. */
export const docEditorStyles = [
  archiveStyles,
  css`
    :host {
      display: block;
    }
    header {
      display: flex;
      gap: 0.7rem;
      align-items: center;
      flex-wrap: wrap;
      margin-bottom: 0.6rem;
    }
    header h1 {
      font-size: 1.15rem;
      margin: 0;
    }
    /* the kind: a small label over the name ("Missione" / "La prova"), not words of the heading's sentence */
    header h1 .kind {
      display: block;
      font-size: 0.7rem;
      font-weight: normal;
      text-transform: uppercase;
      letter-spacing: 0.08em;
      color: var(--_muted);
    }
    header h1 .unnamed {
      font-weight: normal;
      font-style: italic;
      color: var(--_muted);
    }
    .tabs {
      display: flex;
      gap: 0.3rem;
      border-bottom: 1px solid var(--_border);
      margin: 0.5rem 0 0.8rem;
    }
    .tabs button {
      border-radius: 6px 6px 0 0;
      background: transparent;
      color: var(--_muted);
      border: 1px solid transparent;
      border-bottom: none;
    }
    .tabs button[aria-selected='true'] {
      color: var(--_fg);
      border-color: var(--_border);
      background: var(--_surface);
    }
    .actions {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      flex-wrap: wrap;
      margin: 0.8rem 0;
    }
    textarea.json {
      width: 100%;
      min-height: 28rem;
      font-family: ui-monospace, monospace;
      font-size: 0.8rem;
    }
    code {
      color: var(--_accent);
    }
    .grow {
      flex: 1;
    }
    details.problems summary,
    details.translate-later summary {
      cursor: pointer;
    }
    .translate-later ul {
      margin: 0.4rem 0 0;
      padding-left: 1.2rem;
    }
    .translate-later li {
      margin: 0.25rem 0;
    }
    .translate-later q {
      font-style: italic;
    }
    details.notices summary,
    details.names-table summary {
      cursor: pointer;
    }
    ul.notices {
      margin: 0.4rem 0 0;
      padding-left: 1.2rem;
    }
    ul.notices li {
      margin: 0.25rem 0;
    }
    .names-table {
      margin-top: 1rem;
    }
    .names-table fieldset {
      border: 1px solid var(--_border);
      border-radius: 6px;
      margin: 0.6rem 0;
    }
    .names-grid {
      display: grid;
      grid-template-columns: minmax(6rem, 1fr) minmax(6rem, 2fr) minmax(6rem, 2fr);
      gap: 0.3rem 0.5rem;
      align-items: center;
    }
    .names-grid input {
      min-width: 0;
    }
    /* a phone: the entry's name on its own line, its two boxes below */
    @media (max-width: 600px) {
      .names-grid {
        grid-template-columns: 1fr 1fr;
      }
      .names-grid .blank {
        display: none;
      }
      .names-grid .entry-name {
        grid-column: 1 / -1;
        margin-top: 0.3rem;
      }
    }
  `,
];
