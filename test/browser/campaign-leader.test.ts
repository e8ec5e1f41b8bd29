/**
 * A lone leader's campaign fight, against the REAL server: the leader plays every hero no other player
 * holds with no "Play as" choice — the fight's board is, by itself, the seat of the hero whose turn it is — to the
 * fight's end; the board is brought into view when the fight opens (1440×900 and 390×844, a tall page above the
 * element); and after the fight nothing stale is left (no Fight button to a fight that is over).
 */
import { setViewport } from '@web/test-runner-commands';
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { t } from '../../components/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { Action, View } from '../../engine/index.ts';
import { heroChoice } from '../support/bot.ts';
import { assert, equal } from './support/assert.ts';
import { newCampaign, shellOf, text } from './support/campaign.ts';
import { api, boardMounter, deepQuery, deepQueryAll, press, waitFor } from './support/page.ts';

const board = boardMounter();
/** The spacers put above the element, removed after each test. */
const spacers: HTMLElement[] = [];
afterEach(() => spacers.splice(0).forEach((s) => s.remove()));
const FIGHT = `[data-action='${actionKey({ type: 'fight' })}']`;

/** Every button's text in the element's shadow trees. */
function buttonTexts(el: Element): string[] {
  return deepQueryAll<HTMLButtonElement>(el, 'button').map((b) => (b.textContent ?? '').replace(/\s+/g, ' ').trim());
}

/** No button offers to play as a hero (the words the element once had, in both languages). */
function assertNoPlayAs(el: Element): void {
  const offending = buttonTexts(el).filter((t) => /^(Play as|Gioca con|Gioca come) /.test(t));
  equal(offending.join('|'), '', 'no "Play as" button');
}

/** A lone leader's campaign (it holds no hero: it acts for all of them), on the Old Road, its fight opened in the element. */
async function openFight(width: number, lang: 'en' | 'it'): Promise<{ el: QuestBoard; nested: QuestBoard }> {
  const leader = await newCampaign();
  // the page scrolled to its top, a tall page above the element: the fight's board would start far below the fold
  const spacer = document.createElement('div');
  spacer.style.height = '700px';
  document.body.prepend(spacer);
  spacers.push(spacer);
  window.scrollTo(0, 0);
  const el = board({ campaign: leader.campaign, token: leader.token, lang }, width);
  const shell = shellOf(await waitFor(() => deepQuery(el, 'qb-campaign') && el, 'the shell'));
  await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'the campaign in town');
  await press(el, '[data-travel="old-road"]');
  await waitFor(() => shell.snapshot?.view.run.place.at === 'location' && deepQuery(el, FIGHT), 'on the Old Road, its fight offered');
  window.scrollTo(0, 0);
  await press(el, FIGHT);
  const nested = await waitFor(() => deepQuery<QuestBoard>(el, 'quest-board'), 'the fight board');
  return { el, nested };
}

describe("<quest-board campaign> a lone leader's fight", () => {
  for (const [width, height] of [
    [1440, 900],
    [390, 844],
  ] as const) {
    it(`the fight's board top is inside the viewport when the fight opens (${width}×${height})`, async () => {
      await setViewport({ width, height });
      const { nested } = await openFight(width, 'en');
      await waitFor(() => nested.board, 'the board drawn');
      const top = await waitFor(() => {
        const t = nested.getBoundingClientRect().top;
        return t >= 0 && t < height / 4 ? t : null;
      }, `the board's top within the viewport's first quarter (at ${nested.getBoundingClientRect().top})`);
      assert(top >= 0 && top < height / 4, `board top at ${top}`);
    });
  }

  for (const [width, height, lang] of [
    [1440, 900, 'en'],
    [390, 844, 'it'],
  ] as const) {
    it(`moves from one held hero to the next in place: the same canvas, never "Connecting…", the camera where it was (${width}×${height}, ${lang})`, async function (this: {
      timeout(ms: number): void;
    }) {
      this.timeout(240000);
      await setViewport({ width, height });
      const { el, nested } = await openFight(width, lang);
      const shell = shellOf(el);
      const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
      assert(seats.length >= 3, `the leader acts for ${seats.length} heroes`);
      const mine = new Set(seats.map((s) => s.seat));
      /** The seat the board shows, once it is the one whose turn it is (one of the leader's heroes). */
      const acting = () => {
        const view = nested.view;
        return view && view.phase === 'playing' && view.turn && mine.has(view.turn.seat) && view.seat === view.turn.seat && nested.board ? view.seat : null;
      };
      const first = await waitFor(acting, 'the board on the hero whose turn it is');
      await nested.board!.whenRendered();
      const canvas = nested.board!.canvas;
      const canvasHost = deepQuery(nested, '.canvas-host');
      assert(canvasHost && canvas.closest('.canvas-host') === canvasHost, "the canvas in the board's box");
      const camera = () => {
        const c = nested.board!.cameraState;
        return JSON.stringify({ zoom: c.zoom, centre: c.centre, quarterTurns: c.quarterTurns });
      };
      const before = camera();
      const connecting = [t(lang, 'connecting'), t(lang, 'reconnecting')];
      // what is wrong at each look across the turn passes
      const seen = new Set<string>();
      let looks = 0;
      const look = () => {
        looks++;
        if (deepQuery(el, 'quest-board') !== nested) seen.add('the fight board was replaced');
        if (!nested.board || nested.board.canvas !== canvas) seen.add('the board was made anew');
        if (deepQuery(nested, '.canvas-host') !== canvasHost || !canvas.isConnected || canvas.closest('.canvas-host') !== canvasHost)
          seen.add("the canvas is not in the board's first place");
        const status = deepQuery(nested, '.status');
        if (status) seen.add(`a status: ${status.textContent?.trim()}`);
        const shown =
          deepQueryAll(nested, '*')
            .map((e) => e.shadowRoot?.textContent ?? '')
            .join(' ') + (nested.shadowRoot?.textContent ?? '');
        for (const c of connecting) if (shown.includes(c)) seen.add(`"${c}" shown`);
        const bar = deepQuery(nested, 'qb-turn-bar');
        const dot = bar && deepQuery(bar, '.dot');
        if (dot && !dot.classList.contains('open')) seen.add(`the connection dot says ${dot.className}`);
      };
      // looked at every 20 ms, and at each change of the board's DOM (before it is painted)
      const poll = setInterval(look, 20);
      const changes = new MutationObserver(look);
      for (const root of [nested.shadowRoot!, deepQuery(nested, 'qb-turn-bar')!.shadowRoot!])
        changes.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
      const passes: string[] = [];
      try {
        let now = first;
        while (passes.length < 4) {
          const seat = seats.find((s) => s.seat === now)!;
          await api(`/api/rooms/${nested.room}/actions`, { method: 'POST', token: seat.token, body: { type: 'end_turn' } });
          const next = await waitFor(() => {
            const s = acting();
            return s && s !== now ? s : null;
          }, `the board on the next of the leader's heroes after ${now}`);
          passes.push(`${now}>${next}`);
          equal(camera(), before, `the camera after ${now} passed the turn to ${next}`);
          now = next;
        }
      } finally {
        clearInterval(poll);
        changes.disconnect();
      }
      look();
      equal([...seen].join('; '), '', `nothing seen across ${passes.join(', ')}`);
      assert(looks >= passes.length, `the DOM was looked at ${looks} times`);
      equal(nested.board!.canvas, canvas, 'the same canvas');
    });
  }

  it('plays a fight of three heroes or more to its end with no "Play as" click: the board is each hero in its turn, and no Fight button is left after it', async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(300000);
    await setViewport({ width: 1440, height: 900 });
    const { el, nested } = await openFight(1100, 'en');
    const shell = shellOf(el);
    const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
    assert(seats.length >= 3, `the leader acts for ${seats.length} heroes`);
    const room = nested.getAttribute('room')!;
    // each hero's first turn is ended on the board itself, as a player would (no attack: every hero gets its turn);
    // then the scripted heroes fight it out through the seat the board holds
    const ended = new Set<string>();
    let over: View | null = null;
    for (let step = 0; step < 3000 && !over; step++) {
      assertNoPlayAs(el);
      const board = deepQuery<QuestBoard>(el, 'quest-board');
      if (!board) break;
      const token = board.getAttribute('token')!;
      const seat = seats.find((s) => s.token === token);
      assert(seat, "the board is one of the leader's seats");
      const { view, legal } = await api<{ view: View; legal: Action[] }>(`/api/rooms/${room}/view`, { token });
      if (view.phase === 'over') over = view;
      else if (view.turn?.seat !== seat.seat || board.view?.seat !== seat.seat) {
        // the creatures' turn, or another of the leader's heroes': the board moves to it by itself
        await new Promise((r) => setTimeout(r, 100));
      } else if (!ended.has(seat.hero)) {
        const button = await waitFor(() => deepQuery<HTMLButtonElement>(board, 'button[data-action="end_turn"]:not([disabled])'), 'End turn on the board');
        button.click();
        await waitFor(async () => {
          const after = await api<{ view: View }>(`/api/rooms/${room}/view`, { token });
          return after.view.phase === 'over' || after.view.turn?.seat !== seat.seat || null;
        }, `${seat.hero}'s turn ended on the board`);
        ended.add(seat.hero);
      } else {
        // nobody skips a turn or flees
        const choice = heroChoice(
          view,
          legal.filter((a) => a.type !== 'skip_turn' && a.type !== 'flee'),
        );
        await api(`/api/rooms/${room}/actions`, { method: 'POST', token, body: choice });
      }
    }
    assert(over, 'the fight ended');
    equal(
      [...ended].sort().join(),
      seats
        .map((s) => s.hero)
        .sort()
        .join(),
      "every hero had its turn on the leader's board",
    );
    await waitFor(() => !deepQuery(el, 'quest-board') && deepQuery(el, '[data-role="fight-report"]'), 'the report, the board gone');
    assertNoPlayAs(el);
    // nothing stale: no Fight button for the fight over (neither enabled nor disabled)
    await waitFor(() => deepQuery(el, 'qb-campaign-map'), 'back on the map');
    equal(deepQueryAll(el, FIGHT).length, 0, 'no Fight button after the fight');
    if (over.result?.winner === 'heroes') equal(text(el, '[data-role="cleared"]'), ct('en', 'encounter_cleared'));
  });
});
