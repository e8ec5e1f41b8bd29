/**
 * Styles the campaign shell's parts share: the element's theme and buttons (`parts/styles.ts`), with touch-sized
 * targets (at least 44 × 44 px) and a visible focus.
 * @module
 */
import { css } from 'lit';
import { controls, theme } from '../parts/styles.ts';

/** Touch-sized buttons and the campaign's small shared pieces. */
export const campaignControls = css`
  button {
    min-height: 44px;
    min-width: 44px;
  }
  button:focus-visible,
  [tabindex='-1']:focus-visible {
    outline: 3px solid var(--_accent);
    outline-offset: 2px;
  }
  .muted {
    color: var(--_muted);
  }
  .badge {
    display: inline-block;
    font-size: 0.72rem;
    font-weight: 700;
    padding: 0.1rem 0.45rem;
    border-radius: 999px;
    border: 1px solid var(--_border);
    color: var(--_muted);
    margin-right: 0.25rem;
  }
  .badge.here {
    background: var(--_accent);
    color: var(--_accent-fg);
    border-color: var(--_accent);
  }
  .badge.resolved {
    color: var(--_ok);
    border-color: var(--_ok);
  }
  .badge.excluded {
    color: var(--_danger);
    border-color: var(--_danger);
  }
`;

/** Every style of a campaign part: theme, buttons, touch targets. */
export const campaignStyles = [theme, controls, campaignControls];

/**
 * A place's card on the map tab: the location's card (`parts/node-part.ts`) and the town's
 * (`shell.ts`): a raised card, a header of the place's picture on a parchment disc beside a kicker ("You are here")
 * and the place's name in the display face.
 */
export const placeCardStyles = css`
  .place-card {
    display: grid;
    gap: 0.75rem;
    padding: 1rem;
    border-radius: var(--_radius);
    border: 1px solid color-mix(in srgb, var(--_accent) 45%, var(--_border));
    background: linear-gradient(180deg, color-mix(in srgb, var(--_accent) 10%, var(--_surface)), var(--_surface));
    box-shadow: 0 6px 24px rgb(0 0 0 / 0.35);
  }
  .place-card .head {
    display: flex;
    align-items: center;
    gap: 0.75rem;
  }
  .place-card .pic {
    flex: none;
    width: 3rem;
    height: 3rem;
    border-radius: 50%;
    display: grid;
    place-items: center;
    background: #f6ecd0;
    border: 2px solid var(--_accent);
    color: #3b2a17;
  }
  .place-card .pic qb-portrait {
    width: 100%;
    height: 100%;
  }
  .place-card .pic svg {
    width: 1.8rem;
    height: 1.8rem;
    fill: currentColor;
  }
  .place-card .kicker {
    margin: 0;
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    color: var(--_accent);
  }
  .place-card h2 {
    margin: 0;
    font-family: var(--qb-display-font, Cinzel, Georgia, serif);
    font-size: 1.25rem;
    text-transform: none;
    letter-spacing: 0;
    color: var(--_fg);
  }
`;
