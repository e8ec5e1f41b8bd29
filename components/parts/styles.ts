/**
 * Styles shared by the parts: the theme's custom properties with their defaults, buttons, panels.
 * @module
 */
import { adoptStyles, css, supportsAdoptingStyleSheets, type CSSResult } from 'lit';

/** Theme variables with defaults; every part reads them, so a page sets them once on `quest-board`. */
export const theme = css`
  :host {
    --_bg: var(--qb-bg, #17151c);
    --_surface: var(--qb-surface, #221f29);
    --_fg: var(--qb-fg, #ece6da);
    --_muted: var(--qb-muted, #a59c8c);
    --_accent: var(--qb-accent, #d9a441);
    --_accent-fg: var(--qb-accent-fg, #1b1610);
    --_danger: var(--qb-danger, #e0604d);
    --_ok: var(--qb-ok, #7be0a0);
    --_border: var(--qb-border, #3a3442);
    --_radius: var(--qb-radius, 10px);
    font-family: var(--qb-font, system-ui, 'Segoe UI', Roboto, sans-serif);
    color: var(--_fg);
  }
`;

/** Buttons and small shared pieces. */
export const controls = css`
  button {
    font: inherit;
    font-size: 0.9rem;
    font-weight: 600;
    border: 1px solid transparent;
    border-radius: calc(var(--_radius) * 0.7);
    padding: 0.45em 0.95em;
    cursor: pointer;
    background: var(--_accent);
    color: var(--_accent-fg);
    transition: filter 0.15s, transform 0.05s;
  }
  button:hover:not(:disabled) {
    filter: brightness(1.1);
  }
  button:active:not(:disabled) {
    transform: translateY(1px);
  }
  button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  button.secondary {
    background: transparent;
    color: var(--_fg);
    border-color: var(--_border);
  }
  button:focus-visible {
    outline: 2px solid var(--_accent);
    outline-offset: 2px;
  }
  /* fingers: every button a target of at least 44 x 44 px on a narrow element or a touch screen */
  @container (max-width: 760px) {
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  @media (pointer: coarse) {
    button {
      min-height: 44px;
      min-width: 44px;
    }
  }
  h2 {
    margin: 0 0 0.5rem;
    font-size: 0.75rem;
    letter-spacing: 0.08em;
    text-transform: uppercase;
    color: var(--_muted);
    font-weight: 700;
  }
  .muted {
    color: var(--_muted);
  }
`;

/**
 * Adds `styles` after those already in `root` (a part's styles fetched on demand): adopted style sheets where the
 * browser has them, else a `<style>` each (Lit's fallback).
 */
export function addStyles(root: ShadowRoot, styles: CSSResult[]): void {
  if (supportsAdoptingStyleSheets) root.adoptedStyleSheets = [...root.adoptedStyleSheets, ...styles.map((s) => s.styleSheet!)];
  else adoptStyles(root, styles);
}
