/**
 * The styles of `<qb-campaign>`: the campaign's shared styles, the place cards and portraits, and the shell's own
 * layout (its header, the tabs, the fight and its report, the messages).
 * @module
 */
import { css } from 'lit';
import { campaignPortraitStyles } from './portraits.ts';
import { campaignStyles, placeCardStyles } from './styles.ts';

/** The campaign shell's style sheets, in cascade order. */
export const shellStyles = [
  ...campaignStyles,
  placeCardStyles,
  ...campaignPortraitStyles,
  css`
    :host {
      display: block;
      container-type: inline-size;
    }
    /* the place's heading and the report take the focus after an action (for a screen reader to read where the
       party is now), programmatically: no ring, which would follow every click */
    #where:focus-visible,
    #fight-title:focus-visible,
    .report [tabindex='-1']:focus-visible {
      outline: none;
    }
    header {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem 1rem;
      padding: 0.75rem 1rem;
      background: var(--_surface);
      border-bottom: 1px solid var(--_border);
    }
    header h2 {
      margin: 0;
      font-size: 1rem;
      text-transform: none;
      letter-spacing: 0;
      color: var(--_fg);
      flex: 1 1 auto;
    }
    .stats {
      display: flex;
      flex-wrap: wrap;
      gap: 0.2rem 0.75rem;
      font-size: 0.85rem;
      color: var(--_muted);
    }
    .stats > span {
      white-space: nowrap;
    }
    [role='tablist'] {
      display: flex;
      gap: 0.25rem;
      padding: 0.5rem 1rem 0;
      border-bottom: 1px solid var(--_border);
    }
    /* a phone (390 px): the four tabs share the width, each label whole; the header's figures under its place */
    @container (max-width: 32rem) {
      header {
        padding: 0.6rem 0.75rem;
      }
      header h2 {
        flex-basis: 100%;
      }
      /* the Invite beside the figures, not on a row of its own */
      .stats {
        flex: 1 1 0;
      }
      [role='tablist'] {
        padding: 0.5rem 0.5rem 0;
        gap: 0.2rem;
      }
      [role='tab'] {
        flex: 1 1 auto;
        padding-inline: 0.35em;
        font-size: 0.85rem;
      }
      section[role='tabpanel'] {
        padding: 0.75rem 0.5rem;
      }
      .fight {
        padding-inline: 0.25rem;
      }
      .fight-head h3 {
        font-size: 0.95rem;
      }
      .fight-head .muted {
        display: none;
      }
    }
    [role='tab'] {
      background: transparent;
      color: var(--_fg);
      border: 1px solid var(--_border);
      border-bottom: none;
      border-radius: var(--_radius) var(--_radius) 0 0;
    }
    [role='tab'][aria-selected='true'] {
      background: var(--_accent);
      color: var(--_accent-fg);
    }
    section[role='tabpanel'],
    .fight,
    .status {
      padding: 0.9rem 1rem;
    }
    .status {
      text-align: center;
      color: var(--_muted);
    }
    .report,
    .notice {
      margin: 0.75rem 1rem 0;
      padding: 0.6rem 0.9rem;
      border-radius: var(--_radius);
      border: 1px solid var(--_accent);
      background: color-mix(in srgb, var(--_accent) 14%, var(--_surface));
    }
    /* a fight's result: a banner, the title large, then what it paid */
    .report {
      text-align: center;
      padding: 1rem;
      border-width: 2px;
      animation: banner-in 0.35s ease-out;
    }
    .report[data-result='defeat'],
    .report[data-result='fled'] {
      border-color: var(--_danger);
      background: color-mix(in srgb, var(--_danger) 14%, var(--_surface));
    }
    .report h3 {
      margin: 0 0 0.4rem;
      font-family: var(--qb-display-font, Cinzel, Georgia, serif);
      font-size: 1.4rem;
    }
    .report ul {
      list-style: none;
      display: flex;
      flex-wrap: wrap;
      justify-content: center;
      gap: 0.4rem;
      margin: 0.2rem 0 0.6rem;
      padding: 0;
    }
    .report li {
      padding: 0.15rem 0.6rem;
      border-radius: 999px;
      border: 1px solid var(--_border);
      background: var(--_surface);
      font-weight: 700;
    }
    @keyframes banner-in {
      from {
        opacity: 0;
        transform: translateY(-0.75rem) scale(0.97);
      }
    }
    @media (prefers-reduced-motion: reduce) {
      .report {
        animation: none;
      }
    }
    .fight quest-board {
      --qb-board-height: max(20rem, calc(100svh - 9rem));
    }
    .notice {
      border-color: var(--_danger);
      background: color-mix(in srgb, var(--_danger) 18%, var(--_surface));
    }
    .actions {
      list-style: none;
      padding: 0;
      display: flex;
      flex-wrap: wrap;
      gap: 0.5rem;
    }
    .actions li {
      display: flex;
      align-items: center;
      gap: 0.4rem;
    }
    /* a fight takes the screen: brought to the viewport's top when it opens, the board filling it */
    .fight {
      padding-top: 0.5rem;
      min-height: 100svh;
      box-sizing: border-box;
    }
    .fight-head {
      display: flex;
      flex-wrap: wrap;
      align-items: baseline;
      gap: 0.2rem 1rem;
      margin-bottom: 0.4rem;
    }
    .fight-head h3 {
      margin: 0;
    }
    .seats {
      margin: 0;
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.3rem;
      font-size: 0.85rem;
    }
    .seat {
      padding: 0.1rem 0.5rem;
      border-radius: 999px;
      border: 1px solid var(--_border);
    }
    .seat[data-playing] {
      background: var(--_accent);
      color: var(--_accent-fg);
      border-color: var(--_accent);
      font-weight: 700;
    }
    qb-campaign-node,
    qb-campaign-dialogue {
      display: block;
    }
    /* the map tab: the drawn map and, beside it on a wide screen (under it on a phone), the place's card */
    .map-tab {
      display: grid;
      grid-template-columns: minmax(0, 1fr);
      gap: 1rem;
      align-items: start;
    }
    .map-tab .beside {
      display: grid;
      gap: 1rem;
    }
    @container (min-width: 56rem) {
      .map-tab {
        grid-template-columns: minmax(0, 1fr) minmax(17rem, 20rem);
      }
    }
    /* in town, the map's card: the town and the way into it */
    .town-card p {
      margin: 0;
      font-size: 0.9rem;
    }
    .town-card button {
      justify-self: start;
    }
    /* the invite: a button in the header that copies the link */
    .invite {
      display: flex;
      align-items: center;
      gap: 0.5rem;
    }
    .invite button {
      display: inline-flex;
      align-items: center;
      gap: 0.4rem;
    }
    .invite svg {
      width: 1.1rem;
      height: 1.1rem;
      fill: currentColor;
    }
    .invite input {
      width: 16rem;
      max-width: 60vw;
      font: inherit;
      font-size: 0.8rem;
    }
    .invite [role='status'] {
      font-size: 0.85rem;
      color: var(--_ok);
    }
  `,
];
