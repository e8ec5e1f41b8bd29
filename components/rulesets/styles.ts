/**
 * Styles the rulesets' parts share: a piece's numbers as small cells in the join panel (`dl.stat-cells`, each
 * `<div><dt>name</dt><dd>value</dd></div>`), a roll's outcome as a pill in the dice tray (`.outcome`), and a
 * secondary roll under the main one (`.side-roll`: a save, a freeze), each ruleset giving its own colours.
 * @module
 */
import { css } from 'lit';

/** A join panel's stat cells: a grid of small tiles, the name above its number. */
export const statCellStyles = css`
  dl.stat-cells {
    display: grid;
    gap: 0.3rem;
    margin: 0;
  }
  dl.stat-cells > div {
    background: color-mix(in srgb, var(--_bg) 70%, transparent);
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.25rem 0.15rem;
    text-align: center;
  }
  dl.stat-cells dt {
    font-size: 0.6rem;
    color: var(--_muted);
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  dl.stat-cells dd {
    margin: 0;
    font-weight: 700;
    font-size: 0.9rem;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A secondary roll under a dice tray's main row (a saving throw, a freeze check): a wrapping line of its `.kind` (a
 * small-caps label, coloured by the ruleset), the roll, `.detail` (muted) and `.verdict`.
 */
export const sideRollStyles = css`
  .side-roll {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.35rem;
    font-size: 0.85rem;
    margin-top: 0.25rem;
  }
  .side-roll .kind {
    font-size: 0.68rem;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
  }
  .side-roll .detail {
    font-size: 0.75rem;
    color: var(--_muted);
  }
`;

/** A roll's outcome (hit, miss, critical...) as a pill at the end of its dice-tray row. */
export const outcomePillStyles = css`
  .outcome {
    margin-left: auto;
    font-size: 0.66rem;
    font-weight: 800;
    letter-spacing: 0.06em;
    text-transform: uppercase;
    padding: 0.05rem 0.4rem;
    border-radius: 999px;
    border: 1px solid currentColor;
    white-space: nowrap;
  }
`;
