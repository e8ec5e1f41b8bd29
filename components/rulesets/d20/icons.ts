/**
 * The d20 rulesets' pictures: the twenty-sided die of the dice tray, and the badges of Defend and the heroes' own
 * actions on the hero card.
 * @module
 */
import { svg, type SVGTemplateResult } from 'lit';

/** A twenty-sided die showing `value`: a gem-cut triangle face, gold on a critical (20), red on a fumble (1). */
export function d20Die(value: number): SVGTemplateResult {
  const fill = value >= 20 ? '#e0b13a' : value <= 1 ? '#c0392b' : '#f4efe4';
  const ink = value <= 1 ? '#fff' : '#2a2230';
  return svg`<svg viewBox="0 0 24 24" aria-hidden="true">
    <path d="M12 1.2l9.6 5.5v10.6L12 22.8l-9.6-5.5V6.7z" fill=${fill} stroke="#00000055"/>
    <path d="M12 1.2L5.3 15.6h13.4zM2.4 6.7l2.9 8.9M21.6 6.7l-2.9 8.9M5.3 15.6L12 22.8l6.7-7.2" fill="none" stroke="#00000030" stroke-width="0.8"/>
    <text x="12" y="14.6" text-anchor="middle" font-size=${value >= 10 ? 8.5 : 10} font-weight="800" fill=${ink} stroke=${fill} stroke-width="0.6" paint-order="stroke">${value}</text>
  </svg>`;
}

/** A raised shield: the Defend stance. */
export const DEFEND = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.8l7.4 2.8v5.6c0 4.7-3.1 8.2-7.4 10-4.3-1.8-7.4-5.3-7.4-10V5.6z" fill="#5b7bb0" stroke="#1d2b45" stroke-width="1"/><path d="M12 5.6v13.2M7.6 10.4h8.8" stroke="#e8eef8" stroke-width="1.6" stroke-linecap="round"/></svg>`;

/** A crescent in smoke: Vanish. */
export const VANISH = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><circle cx="12" cy="12" r="10" fill="#2d2540"/><path d="M14.6 5.2a7 7 0 1 0 4.2 10.6 5.6 5.6 0 1 1-4.2-10.6z" fill="#d9d0f0"/><path d="M4.5 18.5c2 .9 4 .9 6 0s4-.9 6 0" fill="none" stroke="#9d8fc4" stroke-width="1.3" stroke-linecap="round"/></svg>`;

/** Two overlapping shields: Shield Wall. */
export const SHIELD_WALL = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M8.5 4l5.2 2v4c0 3.4-2.2 5.9-5.2 7.2-3-1.3-5.2-3.8-5.2-7.2V6z" fill="#8a9bb0" stroke="#2b3440"/><path d="M15.5 6.8l5.2 2v4c0 3.4-2.2 5.9-5.2 7.2-3-1.3-5.2-3.8-5.2-7.2v-4z" fill="#c9a25a" stroke="#4a3a1c"/></svg>`;

/** A running figure by an open gate: Flee (a campaign fight). */
export const FLEE = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M3 21V5.5L9 3v18z" fill="#6b5a45" stroke="#2e261c"/><circle cx="15.5" cy="5" r="2" fill="#e8dcc4"/><path d="M14.8 8.2l-3 4.4 2.6 2-1.6 5.6M14.8 8.2l3.2 3.4 2.6-.8M13.6 12.4l-2.6 1.8M14.4 14.6l3.6 1.2 1 4" fill="none" stroke="#e8dcc4" stroke-width="1.7" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

/** A bell: the artifact a hero wears (the Dreadbell). */
export const ARTIFACT = svg`<svg viewBox="0 0 24 24" aria-hidden="true"><path d="M12 3.2c-3.6 0-5.6 2.8-5.6 6.4v4.2L4.4 17.4h15.2l-2-3.6V9.6c0-3.6-2-6.4-5.6-6.4z" fill="#b8a05a" stroke="#4a3d1c"/><circle cx="12" cy="19.4" r="1.8" fill="#4a3d1c"/><path d="M9 8.6c.4-1.4 1.5-2.3 3-2.3" fill="none" stroke="#efe3b8" stroke-width="1.3" stroke-linecap="round"/></svg>`;
