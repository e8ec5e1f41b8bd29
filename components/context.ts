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

/** The last attack seen, for the dice tray. */
export type AttackEvent = Extract<GameEvent, { type: 'attack' }>;

/** One line of the chronicle: the event and the sequence number of the action that caused it. */
export interface LogEntry {
  key: number;
  seq: number;
  event: GameEvent;
}

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
  /** The creature the master picked, or null. */
  selected: string | null;
  /** An action is on its way to the server. */
  pending: boolean;
}

/** The seat's connection to its room (fetch the view, live stream, send actions). */
export const connectionContext = createContext<RoomClient | undefined>(Symbol('quest-board/connection'));
/** The table as the seat sees it; undefined until the first view arrives. */
export const tableContext = createContext<TableState | undefined>(Symbol('quest-board/table'));
/** The interface language. */
export const langContext = createContext<Lang>(Symbol('quest-board/lang'));
/** The query client that caches content reads and runs actions as mutations. */
export const queryClientContext = createContext<QueryClient | undefined>(Symbol('quest-board/query-client'));
