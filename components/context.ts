/**
 * The contexts `<quest-board>` provides to its child elements (@lit/context): the room connection, the table
 * as the seat sees it, the interface language and the query client.
 * @module
 */
import { createContext } from '@lit/context';
import type { QueryClient } from '@tanstack/query-core';
import type { Action, GameEvent, View } from '../engine/index.ts';
import type { RoomClient } from './client.ts';
import type { Lang } from './i18n.ts';
import type { AnyText } from '../content/text.ts';

/** The last attack seen, for the dice tray. */
export type AttackEvent = Extract<GameEvent, { type: 'attack' }>;

/** One line of the chronicle: the event and the sequence number of the action that caused it. */
export interface LogEntry {
  key: number;
  seq: number;
  event: GameEvent;
}

/** A display text in both languages. */
export type Named = AnyText;

/**
 * Names the chronicle needs, gathered from every view seen so far (a consumed potion leaves the catalog, a creature
 * may walk out of sight, a resolved custom effect leaves `pending`): spells, items and decks by id, units by id,
 * and the texts of custom effects by their id.
 */
export interface KnownNames {
  spells: ReadonlyMap<string, Named>;
  items: ReadonlyMap<string, Named>;
  decks: ReadonlyMap<string, Named>;
  units: ReadonlyMap<string, Named>;
  customs: ReadonlyMap<number, Named>;
}

/** No names known. */
export const NO_NAMES: KnownNames = { spells: new Map(), items: new Map(), decks: new Map(), units: new Map(), customs: new Map() };

/**
 * A spell, item or ability button waiting for its target: the board marks the legal targets and a click on one sends
 * the action. An ability (a ruleset module's `ability` action with a target, such as the `rules` module's) carries
 * its name for the hint.
 */
export type Aim = { type: 'cast'; spell: string } | { type: 'use_item'; item: string } | { type: 'ability'; ability: string; name: Named };

/** The table as the seat sees it, plus what the interface keeps between updates. */
export interface TableState {
  seq: number;
  view: View;
  /** What the seat may do now (from the server). */
  legal: Action[];
  /** Recent events, oldest first. */
  log: LogEntry[];
  /** The last attack this seat saw. */
  lastAttack: AttackEvent | null;
  /** The unit the master picked (a creature to move, or any unit to look at or to aim a card at), or null. */
  selected: string | null;
  /** An action is on its way to the server. */
  pending: boolean;
  /** The spell, item or ability the hero is aiming (targeting mode), or null. */
  aiming: Aim | null;
  /** Names of content and units seen so far, for the chronicle. */
  names: KnownNames;
  /** The table is a replay's (`replay/replay-connection.ts`): the game as it went, nothing to do. */
  replay?: true;
}

/** The seat's connection to its room (fetch the view, live stream, send actions). */
export const connectionContext = createContext<RoomClient | undefined>(Symbol('quest-board/connection'));
/** The table as the seat sees it; undefined until the first view arrives. */
export const tableContext = createContext<TableState | undefined>(Symbol('quest-board/table'));
/** The interface language. */
export const langContext = createContext<Lang>(Symbol('quest-board/lang'));
/** The query client that caches content reads and runs actions as mutations. */
export const queryClientContext = createContext<QueryClient | undefined>(Symbol('quest-board/query-client'));
