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
