/**
 * The styles of `<qb-master-panel>`: the shared theme and controls, the unit card, and the panel's folding sections,
 * its piece rows, decks and Teach.
 * @module
 */
import { css } from 'lit';
import { controls, theme } from './styles.ts';
import { chipStyles, unitCardStyles } from './unit-card.ts';
import { portraitSlot } from '../pictures/portrait-tag.ts';

/** The master's panel's style sheets, in cascade order. */
export const masterPanelStyles = [
  theme,
  controls,
  chipStyles,
  unitCardStyles,
  portraitSlot,
  css`
    :host {
      display: flex;
      flex-direction: column;
      gap: 1rem;
    }
    h2.title {
      margin: 0 0 -0.5rem;
      font-size: 0.8rem;
      color: var(--_fg);
    }
    p {
      margin: 0 0 0.6rem;
      font-size: 0.85rem;
      color: var(--_muted);
      line-height: 1.35;
    }
    ul {
      list-style: none;
      margin: 0;
      padding: 0;
    }
    .computer-seats {
      display: grid;
      gap: 0.35rem;
      margin: 0.2rem 0 0.8rem;
      padding: 0.6rem 0.7rem;
      border: 1px solid color-mix(in srgb, var(--_accent) 35%, transparent);
      border-radius: 8px;
    }
    .computer-seats h3 {
      margin: 0;
      font-size: 0.85rem;
      color: var(--_fg);
    }
    .computer-seats p {
      margin: 0;
      font-size: 0.78rem;
    }
    .computer-seats .row {
      display: flex;
      flex-wrap: wrap;
      gap: 0.35rem;
    }
    .computer-seats button {
      padding: 0.25em 0.7em;
      font-size: 0.8rem;
    }
    .computer-seats .error {
      color: var(--_danger);
    }
    details.section > summary {
      list-style: none;
      cursor: pointer;
      display: flex;
      align-items: center;
      gap: 0.4rem;
      margin-bottom: 0.45rem;
    }
    details.section > summary::-webkit-details-marker {
      display: none;
    }
    details.section > summary h2 {
      margin: 0;
    }
    details.section > summary::before {
      content: '';
      width: 0.4rem;
      height: 0.4rem;
      border-right: 2px solid var(--_muted);
      border-bottom: 2px solid var(--_muted);
      transform: rotate(-45deg);
      transition: transform 0.15s;
      flex: none;
    }
    details.section[open] > summary::before {
      transform: rotate(45deg);
    }
    details.section:not([open]) > summary {
      margin-bottom: 0;
    }
    summary .count {
      font-size: 0.72rem;
      color: var(--_muted);
      font-variant-numeric: tabular-nums;
    }
    .creatures {
      display: grid;
      gap: 0.3rem;
      /* no scroll of its own: the side panel scrolls as a whole (one scroll area per column) */
    }
    .creatures button {
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
    .creatures button.ready {
      border-color: color-mix(in srgb, #d9d2c0 55%, var(--_border));
    }
    .creatures button[aria-pressed='true'] {
      border-color: #4dd2ff;
      box-shadow: 0 0 0 1px #4dd2ff inset;
    }
    .swatch qb-portrait {
      width: 1.9rem;
      height: 1.9rem;
    }
    .card-head .swatch qb-portrait {
      width: 2.6rem;
      height: 2.6rem;
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
    }
    .hero {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      cursor: pointer;
      border-radius: 6px;
      padding: 0.1rem 0.25rem;
      margin: 0 -0.25rem;
    }
    .hero[aria-pressed='true'] {
      background: color-mix(in srgb, #4dd2ff 16%, transparent);
    }
    .hero .meta {
      margin-left: auto;
    }
    .card {
      border: 1px solid color-mix(in srgb, #4dd2ff 55%, var(--_border));
      border-radius: var(--_radius);
      padding: 0.6rem 0.7rem;
      background: color-mix(in srgb, var(--_bg) 75%, transparent);
    }
    .card-head {
      display: flex;
      align-items: center;
      gap: 0.45rem;
      font-weight: 700;
    }
    .card-head .boss {
      font-size: 0.68rem;
      text-transform: uppercase;
      letter-spacing: 0.06em;
      color: var(--_accent);
    }
    .card-head button {
      margin-left: auto;
      padding: 0.1rem 0.45rem;
      font-size: 0.75rem;
    }
    .pending {
      border: 1px solid var(--_accent);
      border-radius: var(--_radius);
      padding: 0.6rem 0.7rem;
      background: color-mix(in srgb, var(--_accent) 10%, transparent);
    }
    .pending li {
      display: flex;
      gap: 0.6rem;
      align-items: flex-start;
      font-size: 0.85rem;
      line-height: 1.35;
    }
    .pending li + li {
      margin-top: 0.5rem;
    }
    .pending li span {
      flex: 1;
    }
    .pending button {
      padding: 0.25em 0.7em;
      font-size: 0.8rem;
    }
    .decks {
      display: grid;
      gap: 0.35rem;
    }
    .deck {
      display: grid;
      grid-template-columns: 1fr auto;
      align-items: center;
      gap: 0.5rem;
      padding: 0.4rem 0.55rem;
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) * 0.7);
      background: color-mix(in srgb, var(--_bg) 70%, transparent);
    }
    .deck-name {
      font-weight: 600;
      font-size: 0.9rem;
    }
    .deck button {
      padding: 0.3em 0.75em;
      font-size: 0.8rem;
    }
    label {
      display: grid;
      gap: 0.2rem;
      font-size: 0.75rem;
      color: var(--_muted);
    }
    select {
      font: inherit;
      font-size: 0.85rem;
      color: var(--_fg);
      background: var(--_bg);
      border: 1px solid var(--_border);
      border-radius: calc(var(--_radius) * 0.6);
      padding: 0.3rem 0.4rem;
      min-width: 0;
    }
    .target {
      margin-bottom: 0.45rem;
    }
    .teach {
      display: grid;
      grid-template-columns: 1fr 1fr;
      gap: 0.45rem;
      align-items: end;
    }
    .teach button {
      grid-column: 1 / -1;
    }
    .npc-tag {
      font-size: 0.66rem;
      text-transform: uppercase;
      letter-spacing: 0.05em;
      color: var(--_muted);
    }
  `,
];
