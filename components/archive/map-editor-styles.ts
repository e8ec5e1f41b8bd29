/**
 * The styles of `<qb-map-editor>`: the shared Archive styles and the editor's own layout (its toolbar and brushes,
 * the grid, the square's inspector, the rooms, the preview and the problems).
 * @module
 */
import { css } from 'lit';
import { archiveStyles } from './styles.ts';

/** The map editor's style sheets, in cascade order. */
export const mapEditorStyles = [
  archiveStyles,
  css`
    :host {
      display: block;
    }
    .row.names {
      display: flex;
      gap: 0.2rem;
    }
    .layout {
      display: grid;
      grid-template-columns: minmax(0, 1fr) minmax(18rem, 26rem);
      gap: 16px;
      align-items: start;
    }
    @media (max-width: 900px) {
      .layout {
        grid-template-columns: 1fr;
      }
    }
    .layout > * {
      min-width: 0;
    }
    /* the drawing table: the palette down the left, the tool's options and the history above the map */
    .work {
      display: grid;
      grid-template-columns: auto minmax(0, 1fr) auto;
      grid-template-areas:
        'tools options history'
        'tools grid grid'
        'tools size size';
      gap: 8px 12px;
      align-items: start;
    }
    .dock {
      display: contents;
    }
    /* two columns of tools: the palette stays within a laptop's height with an object tool per kind */
    .tools {
      grid-area: tools;
      display: grid;
      grid-template-columns: repeat(2, auto);
      align-content: start;
      gap: 4px;
      padding: 6px;
      border: 1px solid #4a3f2c;
      border-radius: 12px;
      background: linear-gradient(180deg, #2b2631 0%, #1d1a22 100%);
      box-shadow: inset 0 1px 0 #ffffff12, 0 4px 12px #0006;
    }
    .tools .rule {
      grid-column: 1 / -1;
      height: 1px;
      margin: 2px 8px;
      background: linear-gradient(90deg, transparent, #8a6d3b, transparent);
    }
    button.tool {
      display: grid;
      justify-items: center;
      gap: 2px;
      width: 4.9rem;
      padding: 6px 3px;
      font-size: 0.72rem;
      font-weight: 600;
      line-height: 1.15;
      text-align: center;
      background: transparent;
      color: var(--_fg);
      border: 1px solid transparent;
      border-radius: 8px;
    }
    button.tool .icon {
      width: 24px;
      height: 24px;
      color: #c9b48a;
    }
    button.tool:hover:not([aria-pressed='true']) {
      background: #ffffff0d;
      border-color: #ffffff1a;
    }
    /* the tool in hand: brass, lit */
    button.tool[aria-pressed='true'] {
      background: linear-gradient(180deg, #e6b95a 0%, #c8902f 100%);
      color: #1b1610;
      border-color: #f3d38b;
      box-shadow: 0 0 0 1px #1b1610, 0 0 12px #d9a44166;
    }
    button.tool[aria-pressed='true'] .icon {
      color: #1b1610;
    }
    .icon {
      display: block;
      flex: none;
      fill: currentColor;
    }
    button.chip {
      display: inline-flex;
      align-items: center;
      gap: 6px;
      font-size: 0.8rem;
      padding: 0.35em 0.75em;
      white-space: nowrap;
    }
    button.chip .icon {
      width: 18px;
      height: 18px;
    }
    button.chip[aria-pressed='false'],
    .history button.chip {
      background: #ffffff08;
      color: var(--_fg);
      border-color: var(--_border);
    }
    button.chip[aria-pressed='true'] {
      border-color: #f3d38b;
    }
    .shapes {
      display: inline-flex;
      gap: 2px;
      padding: 2px;
      border: 1px solid var(--_border);
      border-radius: 9px;
      background: #00000033;
    }
    .shapes button.chip[aria-pressed='false'] {
      border-color: transparent;
      background: transparent;
    }
    .options {
      grid-area: options;
      display: flex;
      flex-wrap: wrap;
      gap: 8px 12px;
      align-items: center;
      min-height: 2.4rem;
      font-size: 0.85rem;
    }
    .options label {
      display: flex;
      gap: 6px;
      align-items: center;
      white-space: nowrap;
      color: var(--_muted);
    }
    .options .newroom {
      display: inline-flex;
      gap: 4px;
      align-items: center;
    }
    .options input[type='text'] {
      width: 10rem;
    }
    /* a fixed width: a longer room name never widens the options and wraps them onto a new line under the pointer */
    select[data-role='room-pick'] {
      width: 13rem;
      text-overflow: ellipsis;
    }
    .current-room {
      display: inline-flex;
      gap: 6px;
      align-items: center;
    }
    .history {
      grid-area: history;
      display: flex;
      gap: 4px;
      justify-content: flex-end;
    }
    .gridwrap {
      grid-area: grid;
      display: flex;
      justify-content: center;
      align-items: center;
      overflow: auto;
      padding: 12px;
      border: 1px solid #4a3f2c;
      border-radius: 12px;
      /* the table the map lies on: dark wood under a lamp */
      background:
        radial-gradient(ellipse at 50% 40%, #3a2f24 0%, #231c17 60%, #16120f 100%);
      box-shadow: inset 0 0 40px #000a;
      outline: none;
    }
    .gridwrap:focus-visible {
      outline: 2px solid var(--_accent);
    }
    .size {
      grid-area: size;
    }
    svg[data-role='grid'] {
      flex: none;
      width: 100%;
      height: auto;
      display: block;
      margin: 0 auto;
      touch-action: none;
      user-select: none;
      cursor: crosshair;
      border-radius: 4px;
      box-shadow: 0 6px 18px #000c, 0 0 0 2px #0d0b0f;
    }
    /* a phone: the map first, the palette a strip under the thumb that scrolls sideways, kept in view while drawing */
    @media (max-width: 760px) {
      .work {
        grid-template-columns: minmax(0, 1fr);
        grid-template-areas:
          'grid'
          'dock'
          'size';
      }
      .dock {
        grid-area: dock;
        display: grid;
        grid-template-columns: minmax(0, 1fr) auto;
        /* the tool's options get the whole width ("Rettangolo" ran under "Annulla"); undo and redo sit
           at the end of the tools' strip */
        grid-template-areas:
          'options options'
          'tools history';
        align-items: center;
        gap: 6px;
        position: sticky;
        bottom: 0;
        z-index: 3;
        padding: 6px;
        border: 1px solid #4a3f2c;
        border-radius: 12px;
        background: #1d1a22f2;
        box-shadow: 0 -6px 18px #000a;
      }
      .tools {
        display: flex;
        flex-direction: row;
        align-items: flex-start;
        overflow-x: auto;
        overscroll-behavior-x: contain;
        padding: 2px;
        border: none;
        background: none;
        box-shadow: none;
        scrollbar-width: thin;
      }
      .tools .rule {
        width: 1px;
        height: auto;
        margin: 8px 2px;
        flex: none;
        background: linear-gradient(180deg, transparent, #8a6d3b, transparent);
      }
      button.tool {
        flex: none;
        width: 4.6rem;
        min-height: 56px;
      }
      .options {
        flex-wrap: nowrap;
        overflow-x: auto;
        min-height: 0;
        padding: 2px 1.5rem 2px 2px;
        mask-image: linear-gradient(90deg, #000 88%, transparent);
      }
      .options input[type='text'] {
        width: 8rem;
      }
      .history button.chip {
        flex-direction: column;
        justify-content: center;
        gap: 0;
        font-size: 0.68rem;
        padding: 2px 6px;
      }
      .gridwrap {
        padding: 6px;
      }
      .options.size {
        flex-wrap: wrap;
        overflow: visible;
      }
      /* the strip goes on past the edge: it fades there */
      .tools {
        mask-image: linear-gradient(90deg, #000 85%, transparent);
        padding-right: 2.5rem;
      }
    }
    .preview {
      height: 320px;
      border: 1px solid var(--_border);
      border-radius: 6px;
      background: radial-gradient(ellipse at center, #2a2533 0%, #121016 100%);
    }
    /* nothing to draw: the last board drawn is not left showing */
    .preview[data-empty] > * {
      visibility: hidden;
    }
    .side {
      display: grid;
      gap: 0.7rem;
    }
    .side section {
      background: var(--_surface);
      border: 1px solid var(--_border);
      border-radius: 8px;
      padding: 0.5rem 0.7rem;
    }
    .rooms {
      display: grid;
      gap: 0.3rem;
    }
    .roomrow {
      display: grid;
      grid-template-columns: 1.2rem 1.4rem 1fr auto;
      gap: 0.3rem;
      align-items: center;
      font-size: 0.85rem;
    }
    /* a room's id: folded under a muted expert's line, like a problem's raw path */
    .roomid {
      font-size: 0.75rem;
      color: var(--_muted);
    }
    .roomid summary {
      cursor: pointer;
    }
    .roomid label {
      display: flex;
      gap: 0.3rem;
      align-items: center;
    }
    .roomid input {
      flex: 1;
      min-width: 0;
    }
    .swatch {
      width: 1rem;
      height: 1rem;
      border-radius: 3px;
      display: inline-block;
    }
    .thing {
      border-top: 1px solid var(--_border);
      padding-top: 0.4rem;
      margin-top: 0.4rem;
    }
    .thing header {
      display: flex;
      justify-content: space-between;
      align-items: center;
      font-weight: 600;
      font-size: 0.85rem;
    }
    ul.issues li {
      cursor: pointer;
    }
    .events-here {
      border-top: 1px solid var(--_border);
      margin-top: 0.5rem;
      padding-top: 0.4rem;
    }
    .events-here h3 {
      margin: 0 0 0.3rem;
      font-size: 0.85rem;
    }
    .row.add-event {
      display: flex;
      flex-wrap: wrap;
      gap: 0.4rem;
      margin-top: 0.4rem;
    }
    .hint {
      font-size: 0.78rem;
      color: var(--_muted);
    }
    .size input {
      width: 4rem;
    }
    .picking {
      position: sticky;
      top: 0;
      z-index: 2;
      display: flex;
      gap: 0.7rem;
      align-items: center;
      justify-content: space-between;
      margin-bottom: 0.5rem;
      padding: 0.5rem 0.8rem;
      border: 2px solid #ffd34d;
      border-radius: 8px;
      background: var(--_surface);
      font-weight: 600;
    }
  `,
];
