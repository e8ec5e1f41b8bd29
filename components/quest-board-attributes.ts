/**
 * The attributes a page sets on `<quest-board>` (`quest-board-element.ts`), as reactive properties: which server,
 * room, seat or campaign it plays, and how it shows them. The element's class extends this one; `renderer`, which
 * reaches the board at once, is the element's own.
 * @module
 */
import { LitElement } from 'lit';
import { property } from 'lit/decorators.js';

/**
 * The attributes of `<quest-board>` (the element: `QuestBoard`).
 *
 * @attr {string} server - The quest-board server's origin, e.g. `https://example.org`; empty for this page's origin.
 *   Several origins separated by spaces (instances of one deployment on one database): the element uses the first and
 *   moves on to the next when one stops answering (`endpoints.ts`).
 * @attr {string} room - The room id.
 * @attr {string} campaign - A campaign id (docs/campaigns.md): the element plays the campaign instead of a room — its
 *   join flow, the map, the town, the Company, the saves, and each fight's board in place (docs/embedding.md,
 *   "Campaigns"). `token` is then the player's token.
 * @attr {string} adventure - With no `campaign`: an adventure id (`forsaken-woods`); the element offers to create the
 *   Company of a new campaign of it (its player is the leader) and remembers it, so a reload comes back to it.
 * @attr {string} invite - With `campaign`: the link other players open to join it (the host page's address of the
 *   campaign); the campaign's header then shows an Invite button that copies it.
 * @attr {string} token - The seat's bearer token. Without it the element shows the join flow (or reuses a remembered seat).
 * @attr {boolean} watch - Watch the room as a spectator (no token): the heroes' side of the board, live, read-only.
 * @attr {'it'|'en'} lang - The interface language: `it` or `en`; without it, the page's `lang` (Italian or English), else the reader's browser's. Reflected.
 * @attr {'auto'|'off'} motion - `auto` (default): pieces walk, strike and fall, dice roll, unless the reader's system
 *   asks for reduced motion; `off`: nothing animates (docs/embedding.md, "Motion").
 * @attr {'3d'|'2d'} renderer - `3d` (default): the isometric three.js board, or the board seen from above in 2D where
 *   the browser cannot make a WebGL context (the element then says so, once); `2d`: the board from above always
 *   (docs/embedding.md, "Browsers"). Reflected.
 */
export class QuestBoardAttributes extends LitElement {
  /** The quest-board server's origin, or several separated by spaces (one deployment's instances, tried in turn); empty for this page's origin. */
  @property() accessor server = '';
  /** The room id. */
  @property() accessor room = '';
  /** The seat's bearer token (the player's, with `campaign`); empty to run the join flow (or reuse a remembered seat). */
  @property() accessor token = '';
  /**
   * The tokens of every seat of the room the player holds (a player acting for several heroes): once the board shows,
   * each stays connected, so setting `token` from one of them to another moves the board to that seat at once — no
   * reconnection, no "Connecting…", the board and its camera as they were. The board shows only the view of the seat
   * of `token`, and acts with that token.
   */
  @property({ attribute: false }) accessor held: readonly string[] = [];
  /** A campaign id: play the campaign (its map, town, Company, saves, fights) instead of a room. */
  @property() accessor campaign = '';
  /** With no `campaign`: the adventure whose new Company the element offers to create. */
  @property() accessor adventure = '';
  /** With `campaign`: the link that invites other players to it (the header's Invite button copies it). */
  @property() accessor invite = '';
  /** Watch the room as a spectator: the heroes' side of the board, live, with no action (docs/protocol.md, "Watching"). */
  @property({ type: Boolean }) accessor watch = false;
  /**
   * The interface language, `it` or `en`; empty (no `lang` attribute, the default): the page's language (the nearest
   * `lang` of the element's ancestors, `<html lang>` included) when it is Italian or English, else the reader's browser's
   * (`reader-lang.ts`); the element follows either when it changes.
   */
  @property({ reflect: true, useDefault: true }) override accessor lang = '';
  /**
   * `auto` (default): pieces walk, strike and fall and dice roll, unless the reader's system asks for reduced motion;
   * `off`: nothing animates (docs/embedding.md, "Motion").
   */
  @property() accessor motion: 'auto' | 'off' = 'auto';
}
