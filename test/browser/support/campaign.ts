/**
 * Driving `<quest-board campaign>` from a browser test: a campaign created over HTTP, its public events, its shell, the
 * text it shows, and a campaign fight's room played to its end over HTTP by the scripted heroes while the element
 * shows the board (one End turn pressed on that board).
 */
import type { QuestBoard } from '../../../components/quest-board.ts';
import type { QbCampaign } from '../../../components/campaign/shell.ts';
import type { CampaignGrant } from '../../../components/campaign/client.ts';
import type { Action, View } from '../../../engine/index.ts';
import { heroChoice } from '../../support/bot.ts';
import { equal } from './assert.ts';
import { api, deepQuery, waitFor } from './page.ts';

/** A new Forsaken Woods campaign, created over HTTP (its leader's grant; the leader holds no hero). */
export function newCampaign(): Promise<CampaignGrant> {
  return api('/api/campaigns', { method: 'POST', body: { adventure: 'forsaken-woods' } });
}

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
 * choose from the seat's legal actions; the computer plays the creatures): every seat acts whenever it may — but the first time the board's
 * seat (`boardSeat`) may end its turn, that is done by pressing End turn in the nested board's turn bar, and its
 * turn is seen to pass; with `everyEndOnBoard` (a player holding every hero: the board follows the turn), every
 * hero's turn is ended there, on the board moved to that hero (`ends` counts them); with `firstTurnByClicks` too, each
 * hero's first turn is played by that function (clicks on the board: support/board-clicks.ts) and then ended on the
 * board, what it did kept in `clicked` by seat. @returns the room's last view (phase `over`), and whether the board's button was pressed; throws if the fight
 * has not ended after 600 rounds of actions.
 */
export async function playFight(
  seats: { seat: string; token: string }[],
  room: string,
  board: QuestBoard,
  boardSeat: string,
  options: { everyEndOnBoard?: boolean; firstTurnByClicks?: (seat: string) => Promise<string> } = {},
): Promise<{ over: View; pressed: boolean; ends: number; clicked: Record<string, string> }> {
  let pressed = false;
  let ends = 0;
  const clicked: Record<string, string> = {};
  /** Presses End turn on the board, moved to `seat`, and sees the seat's turn pass. */
  const endOnBoard = async (s: { seat: string; token: string }) => {
    await waitFor(() => board.view?.seat === s.seat || null, `the board on ${s.seat}, whose turn it is`);
    const button = await waitFor(
      () => deepQuery<HTMLButtonElement>(board, 'button[data-action="end_turn"]:not([disabled])'),
      `End turn on the board for ${s.seat}`,
    );
    equal(button.textContent?.trim(), board.lang === 'it' ? 'Fine turno' : 'End turn');
    button.click();
    await waitFor(async () => {
      const after = await api<{ legal: Action[] }>(`/api/rooms/${room}/view`, { token: s.token });
      return !after.legal.some((a) => a.type === 'end_turn') || null;
    }, `${s.seat}'s turn ended by the board`);
    ends += 1;
    pressed = true;
  };
  for (let steps = 0; steps < 600; steps++) {
    let acted = false;
    let last: View | null = null;
    for (const s of seats) {
      const { view, legal: all } = await api<{ view: View; legal: Action[] }>(`/api/rooms/${room}/view`, { token: s.token });
      last = view;
      if (view.phase === 'over') return { over: view, pressed, ends, clicked };
      // another hero's turn (its seat is played here too: never skipped)
      const legal = all.filter((a) => a.type !== 'skip_turn');
      if (legal.length === 0) continue;
      if (options.firstTurnByClicks && options.everyEndOnBoard && !(s.seat in clicked) && legal.some((a) => a.type === 'end_turn')) {
        // this hero's first turn: played on the board by clicks, and ended there
        clicked[s.seat] = await options.firstTurnByClicks(s.seat);
        const now = await api<{ view: View; legal: Action[] }>(`/api/rooms/${room}/view`, { token: s.token });
        if (now.view.phase === 'over') return { over: now.view, pressed, ends, clicked };
        if (now.legal.some((a) => a.type === 'end_turn')) await endOnBoard(s);
        acted = true;
        continue;
      }
      if (!pressed && s.seat === boardSeat && legal.some((a) => a.type === 'end_turn')) {
        if (options.everyEndOnBoard) await waitFor(() => board.view?.seat === s.seat || null, `the board on ${s.seat}, whose turn it is`);
        const button = await waitFor(
          () => deepQuery<HTMLButtonElement>(board, 'button[data-action="end_turn"]:not([disabled])'),
          "End turn in the nested board's turn bar",
        );
        equal(button.textContent?.trim(), board.lang === 'it' ? 'Fine turno' : 'End turn');
        button.click();
        await waitFor(async () => {
          const after = await api<{ legal: Action[] }>(`/api/rooms/${room}/view`, { token: s.token });
          return !after.legal.some((a) => a.type === 'end_turn') || null;
        }, "the seat's turn ended by the board");
        pressed = true;
        ends += 1;
        acted = true;
        continue;
      }
      const choice = heroChoice(view, legal);
      if (options.everyEndOnBoard && choice.type === 'end_turn') {
        // one player holding every hero: the board has moved to this hero, whose turn is ended there
        await endOnBoard(s);
        acted = true;
        continue;
      }
      await api(`/api/rooms/${room}/actions`, { method: 'POST', token: s.token, body: choice });
      acted = true;
    }
    if (!acted) await new Promise((r) => setTimeout(r, 50));
    if (last?.phase === 'over') return { over: last, pressed, ends, clicked };
  }
  throw new Error('the fight did not end in 600 rounds of actions');
}
