/**
 * The Archive's shared styles: the game's theme variables and buttons, plus form controls, tables and badges.
 * @module
 */
import { css } from 'lit';
import { controls, theme } from '../parts/styles.ts';

const archive = css`
  input[type='text'],
  input[type='password'],
  input[type='search'],
  input[type='number'],
  select,
  textarea {
    font: inherit;
    font-size: 0.9rem;
    background: var(--_bg);
    color: var(--_fg);
    border: 1px solid var(--_border);
    border-radius: 6px;
    padding: 0.3rem 0.45rem;
    box-sizing: border-box;
    max-width: 100%;
  }
  input[type='text'],
  textarea {
    width: 100%;
  }
  textarea {
    resize: vertical;
    /* as tall as its text (a long description or author's note is read whole), within bounds */
    field-sizing: content;
    min-height: 3.4em;
    max-height: 20em;
  }
  /* a select as the game's own control: a brass chevron, no browser default */
  select {
    appearance: none;
    -webkit-appearance: none;
    padding-right: 1.9rem;
    background-image: url("data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 12 8'%3E%3Cpath d='M1 1.5l5 5 5-5' fill='none' stroke='%23d9a441' stroke-width='1.8' stroke-linecap='round' stroke-linejoin='round'/%3E%3C/svg%3E");
    background-repeat: no-repeat;
    background-position: right 0.6rem center;
    background-size: 0.75rem auto;
    cursor: pointer;
  }
  select:hover:not(:disabled) {
    border-color: #8a6d3b;
  }
  select option {
    background: var(--_surface);
    color: var(--_fg);
  }
  input[type='checkbox'],
  input[type='radio'] {
    accent-color: var(--_accent);
    width: 1.05rem;
    height: 1.05rem;
    cursor: pointer;
  }
  input:focus,
  select:focus,
  textarea:focus {
    outline: 2px solid var(--_accent);
    outline-offset: 0;
  }
  button.small {
    font-size: 0.78rem;
    padding: 0.2em 0.6em;
  }
  button.danger {
    /* darker than --_danger (3.5:1 under white text): 5.4:1 */
    background: #c0392b;
    color: #fff;
  }
  .badge {
    display: inline-block;
    font-size: 0.72rem;
    font-weight: 700;
    border-radius: 999px;
    padding: 0.1em 0.6em;
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
  .badge.draft {
    background: #5a4a1e;
    color: #f2d58a;
  }
  .badge.published {
    background: #1f4a33;
    color: #9be8b9;
  }
  /* texts written in one language only: a reminder, not a problem */
  .badge.todo {
    background: transparent;
    color: var(--_muted);
    border: 1px solid var(--_border);
    text-transform: none;
    font-weight: 600;
  }
  .err {
    color: var(--_danger);
  }
  /* read by screen readers, not shown (a column heading whose buttons say what they do) */
  .sr-only {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
  .ok {
    color: var(--_ok);
  }
  .panel {
    background: var(--_surface);
    border: 1px solid var(--_border);
    border-radius: var(--_radius);
    padding: 0.8rem 1rem;
  }
  ul.issues {
    margin: 0.3rem 0;
    padding-left: 1.2rem;
    font-size: 0.85rem;
  }
  ul.issues code {
    color: var(--_accent);
  }
  /* a problem: where it lies in words, its message, and the raw path (or a HeroScribe problem's code) folded in a muted details line */
  ul.issues .where {
    font-weight: 600;
  }
  details.raw-path {
    display: inline-block;
    margin-left: 0.4rem;
    font-size: 0.75rem;
    color: var(--_muted);
  }
  details.raw-path summary {
    cursor: pointer;
  }
  details.raw-path code {
    color: var(--_muted);
  }
  /* a phone (or any touch screen): every control a target a finger hits, at least 44 px high */
  @media (max-width: 760px), (pointer: coarse) {
    button,
    select,
    input[type='text'],
    input[type='password'],
    input[type='search'],
    input[type='number'],
    input[type='file'] {
      min-height: 44px;
    }
    button {
      min-width: 44px;
    }
    summary {
      min-height: 44px;
      display: flex;
      align-items: center;
    }
  }
`;

/** Theme, buttons and the Archive's controls. */
export const archiveStyles = [theme, controls, archive];
