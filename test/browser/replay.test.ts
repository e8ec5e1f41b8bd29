/**
 * Replays in the page (issue 39; docs/embedding.md "Replays", docs/protocol.md "Replays"), against the real server: a
 * game of The Trial scripted to its end over the API, the heroes' view recorded at every seq as a spectator reads it;
 * then a page with only `<quest-board replay=…>` plays it back. At every step its board shows the same pieces, doors
 * and revealed rooms as that recorded view, the timeline scrubs to any step, the raw replay never names a creature
 * before the heroes found it, and a private room's replay is refused to a stranger while a public one plays.
 */
import '../../components/quest-board.ts';
import type { ReplayPositionDetail } from '../../components/public-events.ts';
import type { Action, View } from '../../engine/index.ts';
import { heroChoice, masterChoice } from '../support/bot.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, deepQuery, joinRoom, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

type Look = { seq: number; view: View; legal: Action[] };

/** What a step's board must show of a view: the pieces (where, alive), the doors (open or not), the rooms revealed. */
function shown(view: View) {
  return {
    units: view.units.map((u) => `${u.id}@${u.x},${u.y}${u.alive ? '' : ' fallen'}`).sort(),
    doors: view.board.doors.map((d) => `${d.id}:${d.open ? 'open' : 'shut'}`).sort(),
    revealed: [...view.revealed].sort(),
  };
}

/**
 * A room of The Trial played to its end over the API (the barbarian and the wizard by the computer's rules, the master
 * attacking when it may), its spectator's view read after every action: the heroes' view at each seq.
 */
async function playedTrial(seed: string): Promise<{ room: string; master: string; seen: Map<number, View> }> {
  const made = await createRoom('la-prova', seed);
  const seen = new Map<number, View>();
  const watch = async () => {
    const look = await api<Look>(`/api/rooms/${made.room}/view?as=spectator`);
    seen.set(look.seq, look.view);
  };
  await watch();
  const seats = [made.token];
  for (const hero of ['barbaro', 'mago']) {
    seats.push((await joinRoom(made.room, hero)).token);
    await watch();
  }
  for (let i = 0; i < 1500; i++) {
    const looks = await Promise.all(seats.map((token) => api<Look>(`/api/rooms/${made.room}/view`, { token })));
    if (looks[0]!.view.phase === 'over') return { room: made.room, master: made.token, seen };
    const turn = looks.findIndex(({ view, legal }) => legal.length > 0 && (view.phase === 'lobby' ? view.seat === 'master' : view.turn?.seat === view.seat));
    assert(turn >= 0, `room ${made.room}: somebody may act`);
    const { view, legal } = looks[turn]!;
    const action = turn === 0 ? masterChoice(view, legal) : heroChoice(view, legal);
    await api(`/api/rooms/${made.room}/actions`, { method: 'POST', token: seats[turn], body: action });
    await watch();
  }
  throw new Error(`room ${made.room} did not end`);
}

describe('replays', () => {
  it("a page with only <quest-board replay> plays a finished game back: every step the heroes' board of that seq, a timeline that scrubs anywhere", async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(300_000);
    const { room, master, seen } = await playedTrial('replay-browser');
    const last = Math.max(...seen.keys());
    // private: a stranger's page is refused and says so
    const refused = board({ replay: room, lang: 'en' });
    await waitFor(() => refused.connectionStatus === 'denied', 'a private replay refused to a stranger');
    assert(/its replay is private/.test(refused.shadowRoot!.textContent ?? ''), "the refusal is said, in the reader's words");
    refused.remove();
    await api(`/api/rooms/${room}/replay`, { method: 'PUT', token: master, body: { replay: 'public' } });

    const el = board({ replay: room, lang: 'en' });
    const positions: ReplayPositionDetail[] = [];
    el.addEventListener('replay-position', (e) => positions.push((e as CustomEvent<ReplayPositionDetail>).detail));
    const replayer = await waitFor(() => (el.replayer?.data && el.view ? el.replayer : null), 'the replay loaded');
    equal(replayer.steps, last, 'one step per action');
    // it opens where the game began: the heroes on their start squares
    assert(el.view!.phase === 'playing', `it opens on the game begun (${el.view!.phase})`);
    await waitFor(() => deepQuery(el, 'qb-replay-bar [data-replay="where"], [data-replay="where"]'), "the replay's controls");
    const bar = el.shadowRoot!.querySelector('qb-replay-bar')!;
    for (let step = 0; step <= replayer.steps; step++) {
      replayer.seek(step);
      await el.updateComplete;
      const seq = el.view!.seq;
      equal(seq, step, `step ${step} shows seq ${step}`);
      const recorded = seen.get(seq);
      assert(recorded, `seq ${seq} was recorded`);
      equal(shown(el.view!), shown(recorded!), `seq ${seq}: pieces, doors and revealed rooms`);
      // the board draws exactly the view's pieces: each one living is placed, a creature not found is not
      const drawn = el.board!;
      for (const u of recorded!.units) if (u.alive) assert(drawn.unitToClient(u.id) !== null, `seq ${seq}: ${u.id} is on the board`);
      await bar.updateComplete;
      equal(deepQuery(bar, '[data-replay="where"]')?.textContent?.trim().startsWith(`Step ${step} of ${last}`), true, `the bar says step ${step}`);
    }
    // the timeline scrubs: dragged to a step, the board shows it and the page hears where the replay is
    const range = deepQuery<HTMLInputElement>(bar, 'input[type="range"]')!;
    for (const step of [last, 3, Math.floor(last / 2), 0]) {
      range.value = String(step);
      range.dispatchEvent(new Event('input', { bubbles: true }));
      await el.updateComplete;
      equal(el.view!.seq, step, `scrubbed to ${step}`);
      equal(shown(el.view!), shown(seen.get(step)!), `scrubbed to ${step}: the recorded view`);
      equal(positions.at(-1)?.step, step, 'replay-position says the step');
    }
    // the end: the banner, no Watch the replay in a replay
    replayer.seek(last);
    await el.updateComplete;
    await waitFor(() => deepQuery(el, '[part~="banner"]'), 'the banner at the end');
    equal(deepQuery(el, '[data-action="watch-replay"]'), null, 'a replay offers no replay of itself');
    // playing steps forward on its own, and says so
    replayer.seek(5);
    replayer.setSpeed(4);
    replayer.play();
    await waitFor(() => el.view!.seq >= 7, 'playing moves on');
    replayer.pause();
    assert(
      positions.some((p) => p.playing && p.speed === 4),
      'replay-position says it plays, at 4×',
    );

    // the raw replay, as the page fetched it: no creature before the heroes found it, none they never found
    const raw = await (await fetch(`${serverUrl()}/api/rooms/${room}/replay`)).text();
    const masterSide = await api<{ start: View; frames: { seq: number; view: unknown; events: unknown }[] }>(`/api/rooms/${room}/replay?side=master`, {
      token: master,
    });
    const creatures = new Set([...JSON.stringify(masterSide).matchAll(/"id":"(m\d+)"/g)].map((m) => m[1]!));
    assert(creatures.size >= 5, `The Trial's creatures (${[...creatures].join(', ')})`);
    const found = new Map<string, number>();
    for (const seq of [...seen.keys()].sort((a, b) => a - b))
      for (const u of seen.get(seq)!.units) if (creatures.has(u.id) && !found.has(u.id)) found.set(u.id, seq);
    const frames = (JSON.parse(raw) as { frames: { seq: number }[] }).frames;
    for (const frame of frames) {
      const text = JSON.stringify(frame);
      for (const id of creatures)
        if (text.includes(`"${id}"`)) assert((found.get(id) ?? Infinity) <= frame.seq, `${id} named at seq ${frame.seq}, found at ${found.get(id)}`);
    }
    for (const id of creatures) if (!found.has(id)) assert(!raw.includes(`"${id}"`), `${id}, never found, is not in the replay`);
  });
});
