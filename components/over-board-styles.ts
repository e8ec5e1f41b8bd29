/**
 * The styles of what `<quest-board>` shows over its board: the seat's banner, a mission event's text, the toasts,
 * an attack's outcome, the notices, the card of a mission object or a piece.
 * @module
 */
import { css } from 'lit';

/** The style sheet of the messages and cards over the board. */
export const overBoardStyles = css`
    .overlay {
      position: absolute;
      top: 0.75rem;
      left: 0.75rem;
      width: min(calc(100% - 1.5rem), 24rem);
      display: flex;
      flex-direction: column;
      align-items: flex-start;
      gap: 0.45rem;
      pointer-events: none;
      z-index: 2;
    }
    .overlay > * {
      pointer-events: auto;
    }
    .watching {
      background: var(--_surface);
      border: 1px solid var(--_border);
      border-radius: var(--_radius);
      padding: 0.75rem;
    }
    .watching-title {
      font-weight: 600;
    }
    .watching p {
      margin: 0.35rem 0 0.6rem;
    }
    .banner-box {
      position: absolute;
      top: 0.9rem;
      left: 50%;
      transform: translateX(-50%);
      width: max-content;
      max-width: calc(100% - 1.5rem);
      z-index: 2;
    }
    .banner-box + .overlay {
      top: 10rem;
    }
    .banner {
      text-align: center;
      padding: 0.6rem 1.4rem 0.65rem;
      border-radius: 18px;
      background: var(--_accent);
      color: var(--_accent-fg);
      box-shadow: 0 6px 24px #0008;
    }
    .banner.master {
      background: var(--_danger);
      color: #fff;
    }
    .banner-title {
      font-weight: 800;
      font-size: 1.15rem;
    }
    .banner-reason {
      font-size: 0.88rem;
      font-weight: 600;
      margin-top: 0.15rem;
      opacity: 0.92;
    }
    .banner-actions {
      /* one above the other: the banner stays narrow, clear of the Objective button at the board's corner */
      display: flex;
      flex-direction: column;
      align-items: center;
      justify-content: center;
      gap: 0.5rem;
      margin-top: 0.55rem;
    }
    .banner-actions button {
      background: var(--_accent-fg);
      color: var(--_accent);
    }
    .banner.master .banner-actions button {
      background: #fff;
      color: var(--_danger);
    }
    .banner-actions qb-replay-access {
      padding: 0.2rem 0.55rem;
      border-radius: 8px;
      background: #0002;
      color: inherit;
    }
    .event {
      width: 100%;
      box-sizing: border-box;
      padding: 0.65rem 1rem 0.7rem;
      border-radius: 6px;
      background: linear-gradient(180deg, #f3e4c0, #e2cd9c);
      color: #3a2a12;
      border: 1px solid #8a6a34;
      box-shadow: 0 8px 26px #000a, inset 0 0 18px #b8955a55;
      font-family: Georgia, 'Times New Roman', serif;
      font-size: 1rem;
      line-height: 1.35;
      cursor: pointer;
    }
    .event .label {
      display: block;
      font-family: var(--qb-font, system-ui, sans-serif);
      font-size: 0.68rem;
      font-weight: 800;
      letter-spacing: 0.1em;
      text-transform: uppercase;
      color: #8a5a1a;
      margin-bottom: 0.15rem;
    }
    .toast {
      padding: 0.4rem 0.9rem;
      border-radius: 999px;
      background: color-mix(in srgb, #2a1412 90%, transparent);
      border: 1px solid var(--_danger);
      color: #ffd9d0;
      font-size: 0.88rem;
      font-weight: 600;
      box-shadow: 0 4px 16px #0009;
      cursor: pointer;
    }
    /* an attack's outcome, where the player looks after clicking the target: news, not a warning */
    .outcomes {
      position: absolute;
      left: 50%;
      bottom: 2.8rem;
      transform: translateX(-50%);
      width: max-content;
      max-width: min(30rem, calc(100% - 1.5rem));
      display: flex;
      flex-direction: column;
      align-items: center;
      gap: 0.35rem;
      pointer-events: none;
      z-index: 3;
    }
    .outcome {
      pointer-events: auto;
      cursor: pointer;
      padding: 0.45rem 0.9rem;
      border-radius: var(--_radius);
      border: 1px solid var(--_accent);
      background: color-mix(in srgb, var(--_surface) 94%, transparent);
      color: var(--_fg);
      font-size: 0.9rem;
      font-weight: 600;
      text-align: center;
      box-shadow: 0 4px 16px #0009;
    }
    .notice {
      display: flex;
      gap: 0.8rem;
      align-items: center;
      max-width: 100%;
      padding: 0.55rem 0.6rem 0.55rem 1rem;
      border-radius: var(--_radius);
      background: color-mix(in srgb, var(--_danger) 85%, #000);
      color: #fff;
      box-shadow: 0 6px 24px #0009;
      font-size: 0.9rem;
    }
    .notice span {
      min-width: 0;
      overflow-wrap: break-word;
    }
    /* the text wraps, the button keeps its word whole (a long notice on a phone pushed it off the edge) */
    .notice button {
      flex: none;
      background: #0003;
      color: #fff;
      padding: 0.25em 0.6em;
    }
    .object-card {
      position: absolute;
      z-index: 3;
      width: max-content;
      max-width: min(18rem, 70%);
      padding: 0.55rem 0.75rem 0.6rem;
      border-radius: 8px;
      background: color-mix(in srgb, var(--_surface) 94%, transparent);
      border: 1px solid color-mix(in srgb, var(--_accent) 55%, var(--_border));
      box-shadow: 0 8px 24px #000a;
      font-size: 0.85rem;
      line-height: 1.35;
      pointer-events: none;
    }
    .object-card.pinned {
      pointer-events: auto;
    }
    .object-card .head {
      display: flex;
      gap: 0.5rem;
      align-items: baseline;
    }
    .object-card .title {
      font-weight: 700;
      font-size: 0.95rem;
    }
    .object-card .kind {
      color: var(--_muted);
      font-size: 0.75rem;
    }
    .object-card .close {
      margin-left: auto;
      padding: 0 0.4rem;
      font-size: 0.75rem;
    }
    .object-card .text {
      margin-top: 0.3rem;
      font-family: Georgia, 'Times New Roman', serif;
      font-style: italic;
    }
    .object-card .state {
      margin-top: 0.3rem;
      font-size: 0.75rem;
      color: var(--_accent);
    }
    .object-card.unit-card {
      width: 17rem;
    }
    .unit-card .swatch {
      align-self: center;
    }
    .unit-card .swatch qb-portrait {
      width: 2.25rem;
      height: 2.25rem;
    }
`;
