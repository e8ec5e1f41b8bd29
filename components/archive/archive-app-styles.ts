/**
 * The styles of the Archive's shell `<qb-archive>`: the shared Archive styles and its own layout (the header and its
 * sections' buttons, the sign-in form, the try-it page, and a phone's narrower layout).
 * @module
 */
import { css } from 'lit';
import { archiveStyles } from './styles.ts';

/** The Archive shell's style sheets, in cascade order. */
export const archiveAppStyles = [
  archiveStyles,
  css`
    :host {
      display: block;
      background: var(--_bg);
      min-height: 100vh;
      box-sizing: border-box;
    }
    .top {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      gap: 0.4rem 0.6rem;
      padding: 0.6rem 1.2rem;
      background: var(--_surface);
      border-bottom: 1px solid var(--_border);
    }
    .top h1 {
      margin: 0;
      white-space: nowrap;
      font-size: 1.2rem;
      letter-spacing: 0.03em;
    }
    .top .grow {
      flex: 1;
    }
    nav {
      display: flex;
      gap: 0.2rem;
      flex-wrap: wrap;
      padding: 0.5rem 1.2rem 0;
      border-bottom: 1px solid var(--_border);
    }
    nav button {
      background: transparent;
      color: var(--_muted);
      border-radius: 6px 6px 0 0;
      border: 1px solid transparent;
      border-bottom: none;
    }
    nav button[aria-current='page'] {
      color: var(--_fg);
      background: var(--_surface);
      border-color: var(--_border);
    }
    main {
      padding: 1rem 1.2rem 2rem;
    }
    /* a phone: the sections one row that scrolls sideways, so the page's own content starts near the top */
    @media (max-width: 760px) {
      .top {
        padding: 0.4rem 0.8rem;
      }
      .top [data-role='user'] {
        font-size: 0.8rem;
      }
      nav {
        flex-wrap: nowrap;
        overflow-x: auto;
        padding: 0.4rem 0.8rem 0;
        scrollbar-width: none;
      }
      nav button {
        flex: none;
      }
      main {
        padding: 0.8rem 0.8rem 2rem;
      }
    }
    /* the versions' way back to the list, apart from their heading */
    main > button[data-action='close'] {
      margin-bottom: 0.8rem;
    }
    form.signin {
      box-sizing: border-box;
      width: min(22rem, calc(100% - 2rem));
      margin: 4rem auto;
      display: grid;
      gap: 0.7rem;
    }
    form.signin label {
      display: grid;
      gap: 0.25rem;
      font-size: 0.85rem;
      color: var(--_muted);
    }
    .try quest-board {
      display: block;
      margin-top: 0.8rem;
    }
    .try .head {
      display: flex;
      gap: 0.5rem;
      align-items: center;
      flex-wrap: wrap;
    }
    .try .head .muted {
      font-size: 0.85rem;
    }
  `,
];
