/**
 * Remembers a seat token per server and room in `localStorage`, so a reload keeps the seat.
 * Storage may be unavailable (private modes, sandboxed frames): then nothing is remembered.
 * @module
 */
import { parseAddresses } from './endpoints.ts';

/**
 * The storage key of a room's seat token. A server given as several addresses (one deployment's instances, which
 * all know the seat) is keyed by its first address.
 */
export function seatKey(server: string, room: string): string {
  const origin = parseAddresses(server)[0] || (typeof location !== 'undefined' ? location.origin : '');
  return `quest-board:seat:${origin}|${room}`;
}

/** The remembered token, or ''. */
export function loadSeatToken(server: string, room: string): string {
  try {
    return localStorage.getItem(seatKey(server, room)) ?? '';
  } catch {
    return '';
  }
}

/** Remembers a token. */
export function saveSeatToken(server: string, room: string, token: string): void {
  try {
    localStorage.setItem(seatKey(server, room), token);
  } catch {
    // storage unavailable: the seat lasts as long as the page
  }
}

/** Forgets a token. */
export function forgetSeatToken(server: string, room: string): void {
  try {
    localStorage.removeItem(seatKey(server, room));
  } catch {
    // nothing stored
  }
}
