/**
 * The Embervale Weir (`la-diga-di-valbrace`, Embervale's mission that shows every board feature) played to its end
 * through the HTTP API and the live streams of a real server on a real SQLite file, by scripted heroes choosing only
 * from the `legal` list their own stream delivered; the mission is `auto`, so the computer plays the creatures inside
 * the heroes' actions. Heroes that strike, ward a friend with Hearth-ward and walk to the creatures' posts win;
 * heroes that open doors and walk but never strike nor use an ability lose. The winner is read back over the API, and
 * every raw frame each hero stream received is scanned: the reed stalker, sneaking, is named in none until the heroes
 * notice it (a frame naming it shows it among the view's units).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, GameEvent, View } from '../engine/index.ts';
import { loadDefaultPack } from '../content/load-pack.ts';
import { heroChoice } from './support/bot.ts';
import { call, getView, overHttp } from './support/http.ts';
import { autoRoom, playGame } from './support/play.ts';
import { serverForFile } from './support/server.ts';
import { weirHero } from './support/weir-bot.ts';

const live = serverForFile();

const MISSION = 'la-diga-di-valbrace';
const PARTY = ['orsola', 'bram', 'mirella', 'tessa'];
const mission = loadDefaultPack().missions.find((m) => m.id === MISSION)!;
/** The weir's creatures as the game numbers them: the imp, the slinger, the troll, the reed stalker. */
const POSTS = mission.monsters.map((m, i) => ({ unit: `m${i + 1}`, at: [m.x, m.y] as const }));
const STALKER = POSTS[mission.monsters.findIndex((m) => m.kind === 'reed-stalker')]!.unit;

/** Heroes that open doors and walk to the creatures but never strike nor use an ability. */
function neverStrikes(view: View, legal: Action[]): Action {
  return heroChoice(
    view,
    legal.filter((a) => a.type !== 'attack' && a.type !== 'ability'),
  );
}

/** Plays a room of `seed` to its end; returns the winner every seat and the API report, and what each hero stream received. */
async function playWeir(seed: string, choose: (view: View, legal: Action[]) => Action) {
  const req = overHttp(live().url);
  const { room, seats } = await autoRoom(live().url, MISSION, seed, PARTY);
  const sent = await playGame(live().url, room, seats, { maxActions: 1500, heroes: choose });
  const views = await Promise.all(seats.map((s) => getView(req, room, s.token)));
  for (const v of views) assert.equal(v.view.phase, 'over', `${seed}: the game ended within ${sent} actions (round ${v.view.round})`);
  const winner = views[0]!.view.result?.winner;
  for (const v of views) assert.equal(v.view.result?.winner, winner, `${seed}: every seat is told the same winner`);
  const stored = await call(req, 'GET', `/api/rooms/${room}`);
  assert.deepEqual([stored.status, stored.body.phase], [200, 'over']);
  const streams = seats.map((s) => {
    const frames = s.stream.frames;
    s.stream.close();
    return { seat: s.seat, frames, events: frames.flatMap((f) => f.update.events) };
  });
  return { winner, views, streams };
}

/**
 * The stalker in a hero stream: no frame names it unless its view shows it (noticed, or fallen). @returns the index
 * of the first frame that shows it (-1: never), after checking that some earlier frame showed other creatures.
 */
function checkStalkerHidden(seed: string, seat: string, frames: { update: { view: View }; raw: string }[]): number {
  let first = -1;
  for (const [i, f] of frames.entries()) {
    const shown = f.update.view.units.some((u) => u.id === STALKER);
    if (f.raw.includes(`"${STALKER}"`)) assert.ok(shown, `${seed}: frame ${i} of ${seat} names the stalker it does not show`);
    if (shown && first < 0) first = i;
  }
  const before = first < 0 ? frames : frames.slice(0, first);
  assert.ok(
    before.some((f) => f.update.view.units.some((u) => u.side === 'master' && u.id !== STALKER)),
    `${seed}: ${seat} saw other creatures of the weir while the stalker crept unseen`,
  );
  return first;
}

test('scripted heroes that ward, strike and seek out the posts win The Embervale Weir over the HTTP API', async () => {
  for (const seed of ['weir-win-0', 'weir-win-1']) {
    const { winner, views, streams } = await playWeir(seed, weirHero(POSTS));
    assert.equal(winner, 'heroes', `${seed}: the party wins`);
    const creatures = views[0]!.view.units.filter((u) => u.side === 'master');
    assert.deepEqual(
      creatures.map((u) => [u.id, u.kind, u.alive]),
      [
        ['m1', 'mire-imp', false],
        ['m2', 'mire-slinger', false],
        ['m3', 'fen-troll', false],
        ['m4', 'reed-stalker', false],
      ],
      `${seed}: every creature fell, the stalker too`,
    );
    for (const s of streams) {
      assert.deepEqual(
        s.events.filter((e) => e.type === 'game_over').map((e) => e.type === 'game_over' && e.winner),
        ['heroes'],
        `${seed}: one game_over on ${s.seat}'s stream`,
      );
      assert.ok(checkStalkerHidden(seed, s.seat, s.frames) > 0, `${seed}: ${s.seat} saw the stalker once noticed`);
    }
    const events: GameEvent[] = streams[0]!.events;
    assert.ok(
      events.some((e) => e.type === 'concentration_started'),
      `${seed}: Mirella held Hearth-ward`,
    );
    assert.ok(
      events.some((e) => e.type === 'reaction_taken'),
      `${seed}: a parting blow was struck`,
    );
  }
});

test('scripted heroes that never strike lose The Embervale Weir over the HTTP API', async () => {
  for (const seed of ['weir-lose-0', 'weir-lose-1']) {
    const { winner, views, streams } = await playWeir(seed, neverStrikes);
    assert.equal(winner, 'master', `${seed}: the creatures win`);
    const heroes = views[0]!.view.units.filter((u) => u.side === 'heroes' && !u.npc);
    assert.deepEqual(
      heroes.map((u) => u.alive),
      [false, false, false, false],
      `${seed}: every hero fell`,
    );
    for (const s of streams) {
      assert.deepEqual(
        s.events.filter((e) => e.type === 'game_over').map((e) => e.type === 'game_over' && e.winner),
        ['master'],
        `${seed}: one game_over on ${s.seat}'s stream`,
      );
      assert.ok(
        !s.events.some(
          (e) =>
            (e.type === 'rules_attack' && e.attacker.startsWith('h') && e.opportunity === undefined) || (e.type === 'ability_used' && e.unit.startsWith('h')),
        ),
        `${seed}: the heroes never struck on their turns`,
      );
      checkStalkerHidden(seed, s.seat, s.frames);
    }
  }
});
