/**
 * The styles of `<qb-adventure-editor>`: the shared Archive styles and the editor's own layout (the map of
 * locations and routes, the chosen location's nodes, the node's form, the problems).
 * @module
 */
import { css } from 'lit';
import { archiveStyles } from './styles.ts';

/** The adventure editor's style sheets, in cascade order. */
export const adventureEditorStyles = [
  archiveStyles,
  css`
    :host {
      display: grid;
      grid-template-columns: minmax(20rem, 1.3fr) minmax(22rem, 1fr);
      gap: 1rem;
      align-items: start;
    }
    /* a phone: the chosen place's panel under the map, not off the screen's edge */
    @media (max-width: 50rem) {
      :host {
        grid-template-columns: minmax(0, 1fr);
      }
    }
    svg {
      width: 100%;
      background: var(--_surface);
      border: 1px solid var(--_border);
      border-radius: 8px;
      touch-action: none;
      user-select: none;
    }
    .graph {
      overflow-x: auto;
    }
    /* a phone: the map keeps a width where a place is a finger's size (a circle 6 units across: 44 px and more) and its
       names read (16 px); it scrolls sideways, a swipe on the paper scrolls, a place drags */
    @media (max-width: 50rem) {
      svg {
        min-width: 46rem;
        touch-action: pan-x pan-y;
      }
      .loc {
        touch-action: none;
      }
    }
    .loc circle,
    .loc rect {
      fill: var(--_bg);
      stroke: var(--_muted);
      stroke-width: 0.4;
    }
    .loc.selected rect,
    .loc.selected circle {
      stroke: var(--_accent);
      stroke-width: 0.9;
    }
    .loc.bad circle {
      stroke: var(--_danger);
    }
    .loc:focus {
      outline: none;
    }
    .loc:focus circle {
      stroke: var(--_accent);
      stroke-dasharray: 1 0.5;
    }
    .loc text {
      font-size: 2.2px;
      fill: var(--_fg);
      text-anchor: middle;
      pointer-events: none;
    }
    .route {
      stroke: var(--_muted);
      stroke-width: 0.35;
      marker-end: url(#arrow);
    }
    .town-road {
      stroke: var(--_muted);
      stroke-dasharray: 1 1;
      stroke-width: 0.3;
    }
    .tools,
    .row {
      display: flex;
      gap: 0.4rem;
      flex-wrap: wrap;
      align-items: center;
      margin: 0.4rem 0;
    }
    ol.nodes {
      list-style: none;
      padding: 0;
      margin: 0.3rem 0;
    }
    ol.nodes li {
      display: flex;
      gap: 0.3rem;
      align-items: center;
      border-left: 3px solid var(--_border);
      padding: 0.15rem 0.4rem;
      margin: 0.15rem 0;
    }
    ol.nodes li.selected {
      border-left-color: var(--_accent);
    }
    ol.nodes li button.node {
      flex: 1;
      text-align: left;
      background: transparent;
      color: var(--_fg);
      border: none;
    }
    .kind {
      font-size: 0.75rem;
      color: var(--_muted);
    }
    ul.problems {
      margin: 0.3rem 0;
      padding-left: 1.2rem;
    }
    /* a problem is a link to where it is: the problem's colour, underlined, with the focus ring of the controls */
    ul.problems a {
      color: inherit;
      text-decoration: underline;
      text-decoration-style: dotted;
      text-underline-offset: 0.2em;
      border-radius: 2px;
    }
    ul.problems a:hover {
      text-decoration-style: solid;
    }
    ul.problems a:focus-visible {
      outline: 2px solid var(--_accent);
      outline-offset: 2px;
    }
    h2,
    h3 {
      margin: 0.3rem 0;
      font-size: 1rem;
    }
    .hint {
      font-size: 0.75rem;
      color: var(--_muted);
    }
  `,
];
