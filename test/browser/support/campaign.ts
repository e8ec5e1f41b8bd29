/**
 * Driving `<quest-board campaign>` from a browser test: its public events, its shell, the text it shows, and a
 * campaign fight's room played to its end over HTTP by the scripted heroes while the element shows the board.
 */
import type { QuestBoard } from '../../../components/quest-board.ts';
import type { QbCampaign } from '../../../components/campaign/shell.ts';
import type { Action, View } from '../../../engine/index.ts';
import { heroChoice } from '../../support/bot.ts';
import { api, deepQuery } from './page.ts';

/** Resolves with the detail of the next `type` event the element fires. */
export function next<T>(el: Element, type: string): Promise<T> {
  return new Promise((resolve) => el.addEventListener(type, (e) => resolve((e as CustomEvent<T>).detail), { once: true }));
}

/** Collects every `type` event the element fires. */
export function collect<T>(el: Element, type: string): T[] {
  const all: T[] = [];
  el.addEventListener(type, (e) => all.push((e as CustomEvent<T>).detail));
  return all;
}

/** The campaign shell inside the element; throws if there is none. */
export function shellOf(el: QuestBoard): QbCampaign {
  const shell = deepQuery<QbCampaign>(el, 'qb-campaign');
  if (!shell) throw new Error('no qb-campaign in the element');
  return shell;
}

/** The text of the first element matching `selector` in the element's shadow trees, white space collapsed ('' if none). */
export function text(el: Element, selector: string): string {
  return deepQuery(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}

/**
 * Plays the campaign fight's room to its end through each seat's HTTP API (the scripted heroes of test/support/bot.ts
 * choose from the seat's legal actions; the computer plays the creatures): every seat acts whenever it may. Resolves
 * with the last view (phase `over`); throws if the fight has not ended after 600 rounds of actions.
 */
export async function playFight(seats: { seat: string; token: string }[], room: string): Promise<View> {
  for (let steps = 0; steps < 600; steps++) {
    let acted = false;
    let last: View | null = null;
    for (const s of seats) {
      const { view, legal: all } = await api<{ view: View; legal: Action[] }>(`/api/rooms/${room}/view`, { token: s.token });
      last = view;
      if (view.phase === 'over') return view;
      // another hero's turn (its seat is played here too: never skipped)
      const legal = all.filter((a) => a.type !== 'skip_turn');
      if (legal.length === 0) continue;
      await api(`/api/rooms/${room}/actions`, { method: 'POST', token: s.token, body: heroChoice(view, legal) });
      acted = true;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 50));
    if (last?.phase === 'over') return last;
  }
  throw new Error('the fight did not end in 600 rounds of actions');
}
