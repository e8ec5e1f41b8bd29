/**
 * The styles of the `<quest-board>` element: the shared theme and controls, the unit card and portrait slot, and the
 * element's own layout (the board, the side panel, the bottom sheets of a narrow screen, the toasts and cards over
 * the board).
 * @module
 */
import { css } from 'lit';
import { theme, controls } from './parts/styles.ts';
import { chipStyles, unitCardStyles } from './parts/unit-card.ts';
import { portraitSlot } from './pictures/portrait-tag.ts';
import { overBoardStyles } from './over-board-styles.ts';

/**
 * The `<quest-board>` element's style sheets, in cascade order (the messages and cards over the board between the
 * board's layout and the side panel's, where their rules stood when they were one sheet).
 */
export const questBoardStyles = [
  theme,
  controls,
  chipStyles,
  unitCardStyles,
  portraitSlot,
  css`
    :host {
      display: block;
      background: var(--_bg);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      overflow: hidden;
      box-sizing: border-box;
    }
    :host([hidden]) {
      display: none;
    }
    .frame {
      container-type: inline-size;
      position: relative;
    }
    .main {
      display: grid;
      grid-template-columns: minmax(0, 1fr) var(--qb-panel-width, 20rem);
    }
    .stage {
      position: relative;
      min-width: 0;
    }
    .board {
      position: relative;
      height: var(--qb-board-height, 560px);
      background: var(--qb-board-bg, radial-gradient(ellipse at 50% 45%, #3b3547 0%, #1d1a24 55%, #121016 100%));
      overflow: hidden;
    }
    .canvas-host {
      position: absolute;
      inset: 0;
    }
    /* the 2D board's focus ring, as the canvas's */
    .canvas-host .flat-board:focus-visible {
      outline: 3px solid var(--_accent);
      outline-offset: -3px;
    }
    /* the 3D board is not available: a slim line under the turn bar, above the board (it covers nothing) */
    .board-note {
      display: flex;
      align-items: center;
      gap: 0.5rem;
      padding: 0.2rem 0.4rem 0.2rem 0.85rem;
      background: color-mix(in srgb, var(--_accent) 12%, var(--_surface));
      border-bottom: 1px solid var(--_border);
      font-size: 0.82rem;
      color: var(--_fg);
      max-height: 4rem;
      overflow: hidden;
      transition: max-height 0.25s ease, padding 0.25s ease, opacity 0.2s ease;
    }
    /* closed: it folds away and the board grows into its place, rather than jumping up under the pointer */
    .board-note.closing {
      max-height: 0;
      padding-top: 0;
      padding-bottom: 0;
      opacity: 0;
      border-bottom-width: 0;
    }
    @media (prefers-reduced-motion: reduce) {
      .board-note {
        transition: none;
      }
    }
    .board-note > span {
      flex: 1;
    }
    .board-note-close {
      flex: none;
      min-width: 2rem;
      min-height: 2rem;
      padding: 0.2rem 0.5rem;
      border: none;
      background: transparent;
      color: var(--_muted);
    }
    .board-failed {
      position: absolute;
      inset: 0;
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 0.6rem;
      padding: 1.5rem;
      text-align: center;
      color: var(--_fg);
    }
    .board-failed-picture {
      width: 3.5rem;
      height: 3.5rem;
      color: var(--_muted);
    }
    .board-failed p {
      margin: 0;
      max-width: 34rem;
    }
    .board-failed-text {
      font-weight: 600;
    }
    .board-failed-help {
      color: var(--_muted);
      font-size: 0.9rem;
    }
    /* the board takes focus (arrow keys move its cursor): a ring inside its edge shows it */
    .canvas-host canvas:focus-visible {
      outline: 3px solid var(--_accent);
      outline-offset: -3px;
    }
    .sr-only {
      position: absolute;
      width: 1px;
      height: 1px;
      margin: -1px;
      padding: 0;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
      border: 0;
    }
    /* over the board's top right corner beside it; under it, in a strip of its own, on a narrow screen */
    .camera {
      position: absolute;
      top: 0.6rem;
      right: 0.6rem;
      z-index: 2;
    }
    .dock {
      display: contents;
    }
    .sheet-tabs,
    .sheet-head {
      display: none;
    }
    .skip-motion {
      position: absolute;
      top: 0.5rem;
      /* left of the camera's buttons (44 px wide at most) */
      right: calc(0.6rem + 44px + 0.5rem);
      font-size: 0.75rem;
      opacity: 0.85;
    }
    /* over the board's bottom edge, on a backdrop of its own: readable over squares, walls and pieces */
    .hint {
      position: absolute;
      left: 0.75rem;
      bottom: 0.6rem;
      max-width: calc(100% - 1.5rem);
      box-sizing: border-box;
      padding: 0.3rem 0.7rem;
      border-radius: 8px;
      background: color-mix(in srgb, var(--_surface) 90%, transparent);
      border: 1px solid var(--_border);
      box-shadow: 0 2px 10px #0008;
      font-size: 0.82rem;
      color: var(--_fg);
      pointer-events: none;
    }
    .hint.refused {
      color: #ffc2b3;
    }
    .hint.aiming {
      left: 50%;
      right: auto;
      bottom: 0.9rem;
      transform: translateX(-50%);
      padding: 0.45rem 1rem;
      border-radius: 999px;
      background: color-mix(in srgb, #2a1d3d 88%, transparent);
      border: 1px solid #c77dff;
      color: #f1e4ff;
      font-weight: 600;
      text-shadow: none;
      box-shadow: 0 4px 18px #0008;
      white-space: nowrap;
    }
  `,
  overBoardStyles,
  css`
    .panel {
      display: flex;
      flex-direction: column;
      gap: 0.9rem;
      padding: 0.9rem 1rem;
      background: var(--_surface);
      border-left: 1px solid var(--_border);
      height: var(--qb-board-height, 560px);
      box-sizing: border-box;
      /* one column that scrolls as a whole: the players, the card (or the master's panel), the dice, the chronicle.
         Nothing in it shrinks under another part or is drawn over it: a button of the card stays where it is, and
         clickable, when the dice tray grows with an attack */
      overflow-y: auto;
      overscroll-behavior: contain;
      /* a scrollbar that shows, so a cut section reads as more to scroll */
      scrollbar-width: thin;
      scrollbar-color: var(--_muted) transparent;
      scrollbar-gutter: stable;
    }
    .panel-main qb-players-panel {
      margin-bottom: 1rem;
    }
    .panel-main,
    .panel qb-dice-tray {
      flex: none;
    }
    .panel qb-event-log {
      /* the chronicle takes the room left at the bottom; its lines scroll with the column (one scroll area per
         column), unless the page sets a most height of its own */
      flex: 1 0 auto;
      min-height: 6rem;
      --_log-max: var(--qb-log-height, none);
    }
    .status {
      padding: 2rem;
      text-align: center;
      color: var(--_muted);
    }
    @container (max-width: 760px) {
      .main {
        grid-template-columns: minmax(0, 1fr);
      }
      /* above the camera's strip and the hint under the board */
      .outcomes {
        bottom: 5.6rem;
      }
      /* the board takes the height the screen leaves (the bars, the camera's strip and the sheets' tabs), at
         least 300 px, up to the page's choice */
      .board {
        height: min(var(--qb-board-height, 560px), max(300px, calc(100svh - 13.5rem)));
      }
      /* the camera's buttons in a strip under the board: a finger on them never lands on a square */
      .camera {
        position: static;
        display: block;
        padding: 0.3rem 0.5rem;
        background: var(--_surface);
        border-top: 1px solid var(--_border);
      }
      .skip-motion {
        right: 0.6rem;
      }
      .hint,
      .hint.aiming {
        position: static;
        transform: none;
        display: block;
        max-width: none;
        margin: 0;
        padding: 0.5rem 0.75rem;
        border-radius: 0;
        white-space: normal;
        text-shadow: none;
        background: var(--_surface);
        border: none;
        border-top: 1px solid var(--_border);
        box-shadow: none;
      }
      .hint.aiming {
        color: #f1e4ff;
        background: color-mix(in srgb, #2a1d3d 88%, var(--_surface));
      }
      /* below the board rather than over it, which is small here */
      .banner-box,
      .overlay,
      .banner-box + .overlay {
        position: static;
        transform: none;
        width: auto;
        max-width: none;
        padding: 0.5rem 0.6rem 0;
      }
      .banner {
        border-radius: 10px;
      }
      .event {
        width: 100%;
      }
      /* until the sheets' styles come (parts/sheet-styles.ts), the panels in one column under the board */
      .panel {
        border-left: none;
        height: auto;
        overflow: visible;
      }
      .panel qb-event-log {
        --_log-max: var(--qb-log-height, none);
      }
    }
  `,
];
