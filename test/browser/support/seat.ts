/**
 * A seat of a room as a browser test drives it over HTTP beside the element: its view and legal actions, its
 * actions, its chronicle; and the text of a part of the element.
 */
import type { Action, GameEvent, View } from '../../../engine/index.ts';
import { api, inPart } from './page.ts';

/** A seat's grant: the room, the seat id and its token. */
export type Grant = { room: string; seat: string; token: string };

/** The seat's view and legal actions, as the server has them now. */
export function serverView(seat: Grant): Promise<{ seq: number; view: View; legal: Action[] }> {
  return api(`/api/rooms/${seat.room}/view`, { token: seat.token });
}

/** Sends an action for the seat over HTTP. */
export function send(seat: Grant, action: Action): Promise<{ seq: number; events: GameEvent[] }> {
  return api(`/api/rooms/${seat.room}/actions`, { method: 'POST', token: seat.token, body: action });
}

/** The seat's chronicle from the server, every event with its action's number. */
export async function serverLog(seat: Grant): Promise<{ seq: number; event: GameEvent }[]> {
  const { entries } = await api<{ entries: { seq: number; events: GameEvent[] }[] }>(`/api/rooms/${seat.room}/log`, { token: seat.token });
  return entries.flatMap((e) => e.events.map((event) => ({ seq: e.seq, event })));
}

/** Text of the first element matching `selector` in the part `tag` of `el`, its white space collapsed. */
export function textIn(el: Element, tag: string, selector: string): string | undefined {
  return inPart(el, tag, selector)[0]?.textContent?.replace(/\s+/g, ' ').trim();
}
