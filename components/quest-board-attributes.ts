/**
 * The public face of `<quest-board>` (`quest-board-element.ts`): the attributes a page sets, as reactive properties
 * (which server, room, seat or campaign it plays, and how it shows them), and what a page reads of the seat shown
 * (its view, legal actions, pending action, seat id, connection state). The element's class extends this one.
 * @module
 */
import { provide } from '@lit/context';
import { LitElement } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { Action, View } from '../engine/index.ts';
import { parseRenderer, type BoardRenderer } from './board/board-view.ts';
import type { ConnectionStatus } from './client.ts';
import { tableContext, type TableState } from './context.ts';

/**
 * The attributes of `<quest-board>` and its read-only state (the element: `QuestBoard`).
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
 * @attr {string} replay - A room id: play that room's game back (docs/embedding.md, "Replays") — the board as the
 *   game went, with play, pause, steps, a timeline and the speed; a public replay plays for anyone, a private one for
 *   the room's seats (`token`, or the seat remembered for it).
 * @attr {'heroes'|'master'} replay-side - With `replay`: `heroes` (default), what the heroes saw; `master`, the
 *   master's view (the master's token, or a replay published with the master's side).
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
  /** A room id whose game to play back (docs/embedding.md, "Replays"); empty: none. */
  @property() accessor replay = '';
  /** With `replay`: the side seen, `heroes` (default) or `master`. */
  @property({ attribute: 'replay-side' }) accessor replaySide: 'heroes' | 'master' = 'heroes';
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
  /**
   * `3d` (default): the isometric board, or the board from above in 2D where no WebGL context can be made (said once,
   * over the board); `2d`: the board from above always (docs/embedding.md, "Browsers"). Read as an HTML keyword
   * attribute: trimmed, case-insensitive, anything else is `3d`; the property reads back the value so read. Setting
   * it to `3d` (even again) tries the 3D board again after it failed and the 2D board stood in.
   */
  @property({ reflect: true })
  set renderer(value: string) {
    this.rendererValue = parseRenderer(value);
    this.rendererSet(this.rendererValue);
  }
  get renderer(): BoardRenderer {
    return this.rendererValue;
  }
  private rendererValue: BoardRenderer = '3d';
  /** Tells the board `renderer` was set (even to the same value: `3d` again retries the 3D board after it failed). */
  protected rendererSet(_renderer: BoardRenderer): void {}

  /** The table shared with the parts. */
  @provide({ context: tableContext })
  @state()
  protected accessor table: TableState | undefined = undefined;
  /** The live stream's state. */
  @state() protected accessor status: ConnectionStatus = 'idle';

  /** The seat's current view. */
  get view(): View | undefined {
    return this.table?.view;
  }

  /** What the seat may do now, as the server lists it (empty before the first view). */
  get legal(): readonly Action[] {
    return this.table?.legal ?? [];
  }

  /** Whether an action is on its way to the server (clicks on the board wait until it is answered). */
  get pending(): boolean {
    return this.table?.pending ?? false;
  }

  /** The seat id (`master`, `h1`, ...), once known. */
  get seat(): string | undefined {
    return this.table?.view.seat;
  }

  /** The live stream's state. */
  get connectionStatus(): ConnectionStatus {
    return this.status;
  }
}
