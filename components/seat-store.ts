/**
 * Remembers a seat token per server and room in `localStorage`, so a reload keeps the seat; and, through the same
 * store, what a campaign element keeps (its player token, the campaign it created: `campaign/client.ts`).
 * Storage may be unavailable (private modes, sandboxed frames): then nothing is remembered.
 * @module
 */
import { parseAddresses } from './endpoints.ts';

/**
 * What is remembered: a room's seat token (`seat`), a campaign's player token (`campaign`), the campaign created of an
 * adventure (`created`).
 */
export type StoredKind = 'seat' | 'campaign' | 'created';

/**
 * The storage key of a `kind` remembered for `id` on `server`. A server given as several addresses (one deployment's
 * instances, which all know the seat) is keyed by its first address.
 */
export function storeKey(kind: StoredKind, server: string, id: string): string {
  const origin = parseAddresses(server)[0] || (typeof location !== 'undefined' ? location.origin : '');
  return `quest-board:${kind}:${origin}|${id}`;
}

/** The storage key of a room's seat token. */
export function seatKey(server: string, room: string): string {
  return storeKey('seat', server, room);
}

/** The remembered value, or ''. */
export function loadStored(kind: StoredKind, server: string, id: string): string {
  try {
    return localStorage.getItem(storeKey(kind, server, id)) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a value. */
export function saveStored(kind: StoredKind, server: string, id: string, value: string): void {
  try {
    localStorage.setItem(storeKey(kind, server, id), value);
  } catch {
    // storage unavailable: it lasts as long as the page
  }
}

/** Forgets a value. */
export function forgetStored(kind: StoredKind, server: string, id: string): void {
  try {
    localStorage.removeItem(storeKey(kind, server, id));
  } catch {
    // nothing stored
  }
}

/** The remembered seat token of a room, or ''. */
export const loadSeatToken = (server: string, room: string): string => loadStored('seat', server, room);
/** Remembers a room's seat token. */
export const saveSeatToken = (server: string, room: string, token: string): void => saveStored('seat', server, room, token);
/** Forgets a room's seat token. */
export const forgetSeatToken = (server: string, room: string): void => forgetStored('seat', server, room);

/** The storage key of a choice the reader made in this browser (whatever the server), such as a notice hidden. */
export const preferenceKey = (name: string): string => `quest-board:pref:${name}`;

/** A choice the reader made in this browser, or '' (storage unavailable: nothing remembered). */
export function loadPreference(name: string): string {
  try {
    return localStorage.getItem(preferenceKey(name)) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a choice the reader made in this browser. */
export function savePreference(name: string, value: string): void {
  try {
    localStorage.setItem(preferenceKey(name), value);
  } catch {
    // storage unavailable: it lasts as long as the page
  }
}
