/**
 * Small SVG pictures: movement dice with pips, the faces of the combat die, and the badges of spells, items and
 * searches (a ruleset's own pictures are in its folder, `components/rulesets/<key>/`).
 * @module
 */
import { svg, type SVGTemplateResult } from 'lit';

const PIPS: Record<number, [number, number][]> = {
  1: [[12, 12]],
  2: [
    [7, 7],
    [17, 17],
  ],
  3: [
    [7, 7],
    [12, 12],
    [17, 17],
  ],
  4: [
    [7, 7],
    [17, 7],
    [7, 17],
    [17, 17],
  ],
  5: [
    [7, 7],
    [17, 7],
    [12, 12],
    [7, 17],
    [17, 17],
  ],
  6: [
    [7, 6],
    [17, 6],
    [7, 12],
    [17, 12],
    [7, 18],
    [17, 18],
  ],
};

/** A six-sided die showing `value` (a number for values without pips). */
export function pipDie(value: number): SVGTemplateResult {
  const pips = PIPS[value];
  return svg`<svg viewBox="0 0 24 24" aria-hidden="true">
    <rect x="1" y="1" width="22" height="22" rx="5" fill="#f4efe4" stroke="#00000040"/>
    ${pips ? pips.map(([x, y]) => svg`<circle cx=${x} cy=${y} r="2.2" fill="#2a2230"/>`) : svg`<text x="12" y="16.5" text-anchor="middle" font-size="12" font-weight="700" fill="#2a2230">${value}</text>`}
  </svg>`;
}

const SKULL = svg`<path d="M12 4.2c-4 0-6.8 2.7-6.8 6.3 0 2 .9 3.5 2.3 4.4v2.4c0 .6.5 1 1 1h.9v-1.6h1.1v1.6h3v-1.6h1.1v1.6h.9c.5 0 1-.4 1-1v-2.4c1.4-.9 2.3-2.4 2.3-4.4 0-3.6-2.8-6.3-6.8-6.3z" fill="#f4efe4"/>
  <circle cx="9.3" cy="11" r="1.7" fill="#8e1c1c"/><circle cx="14.7" cy="11" r="1.7" fill="#8e1c1c"/><path d="M12 13.1l-1 1.8h2z" fill="#8e1c1c"/>`;

const SHIELD_PATH = 'M12 3.8l6.6 2.5v5c0 4.2-2.8 7.3-6.6 8.9-3.8-1.6-6.6-4.7-6.6-8.9v-5z';

/** A face of the combat die: `skull`, `white_shield` or `black_shield`. */
export function combatFace(face: string): SVGTemplateResult {
  const bg = face === 'skull' ? '#8e1c1c' : face === 'black_shield' ? '#c9c1b1' : '#3b4a6b';
  const inner =
    face === 'skull' ? SKULL : face === 'black_shield' ? svg`<path d=${SHIELD_PATH} fill="#15131a"/>` : svg`<path d=${SHIELD_PATH} fill="#f7f3ea"/>`;
  return svg`<svg viewBox="0 0 24 24" aria-hidden="true"><rect x="1" y="1" width="22" height="22" rx="5" fill=${bg}/>${inner}</svg>`;
}

/** The colour of a school of magic (unknown elements share a violet). */
export function elementColor(element: string): string {
  switch (element) {
    case 'fuoco':
    case 'fire':
      return '#e2673c';
    case 'acqua':
      return '#3b8fd9';
    case 'frost':
      return '#6fb9e8';
    case 'aria':
    case 'wind':
      return '#7cc6d6';
    case 'terra':
    case 'earth':
      return '#a07a4a';
    case 'void':
      return '#4b3a6e';
    case 'holy':
      return '#d8b74a';
    default:
      return '#9a7ad6';
  }
}

/** A gold coin. */
export const COIN = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="9.5" fill="#e0b13a" stroke="#8a6414" stroke-width="1.5"/><circle cx="12" cy="12" r="6" fill="none" stroke="#fff3c4" stroke-width="1.2" opacity="0.7"/></svg>`;

/** A magnifying glass over a coin: search for treasure. */
export const SEARCH_TREASURE = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="9" cy="15" r="5.2" fill="#e0b13a" stroke="#8a6414" stroke-width="1.2"/><circle cx="13.5" cy="9.5" r="5" fill="#ffffff22" stroke="#ece6da" stroke-width="1.8"/><path d="M17.2 13.2l4 4" stroke="#ece6da" stroke-width="2.4" stroke-linecap="round"/></svg>`;

/** A magnifying glass over a warning sign: search for traps and secret doors. */
export const SEARCH_TRAPS = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8 8.5l5.6 10H2.4z" fill="#d0604a" stroke="#6e2015" stroke-width="1" stroke-linejoin="round"/><path d="M8 12v3M8 16.6v.3" stroke="#fff" stroke-width="1.5" stroke-linecap="round"/><circle cx="14.5" cy="8.5" r="5" fill="#ffffff22" stroke="#ece6da" stroke-width="1.8"/><path d="M18.2 12.2l3.6 3.6" stroke="#ece6da" stroke-width="2.4" stroke-linecap="round"/></svg>`;
