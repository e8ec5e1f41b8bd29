/**
 * The Embervale Mill (`il-mulino-di-valbrace`, the Embervale ruleset played by the `rules` module) played
 * to its end through the HTTP API and the live streams of a real server on a real SQLite file, by scripted heroes
 * that choose only from the `legal` list their own stream delivered; the mission is `auto`, so the computer plays the
 * creatures and Brina, the allied hound, inside the heroes' actions. Heroes that walk to the creatures and strike win;
 * heroes that walk and open doors but never strike lose. The result is read back over the API, and every strike each
 * hero stream received is checked against the ruleset's resolution (2d6 + bonus against Guard, crits at 12, fumbles
 * at 2).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Action, GameEvent, View } from '../engine/index.ts';
import { heroChoice } from './support/bot.ts';
import { call, getView, overHttp } from './support/http.ts';
import { autoRoom, playGame } from './support/play.ts';
import { serverForFile } from './support/server.ts';

const live = serverForFile();

const MISSION = 'il-mulino-di-valbrace';
const PARTY = ['orsola', 'bram', 'mirella', 'tessa'];
/** The mission's creatures: three mire imps, the Thornback and the Bog hag. */
const CREATURES = 5;
const SEEDS = ['mill-0', 'mill-1', 'mill-2'];

type RulesAttack = Extract<GameEvent, { type: 'rules_attack' }>;

/** Heroes that walk to the creatures and open doors but never strike nor use an ability. */
function neverStrikes(view: View, legal: Action[]): Action {
  return heroChoice(
    view,
    legal.filter((a) => a.type !== 'attack' && a.type !== 'ability'),
  );
}

/**
 * Every strike a stream received follows Embervale's resolution: two d6 whose sum is the natural roll, total =
 * natural + bonus against the target's guard; a natural 12 is a critical, a natural 2 a fumble, else a hit exactly
 * when the total reaches the guard; only a hit or a critical deals damage. @returns the strikes checked.
 */
function checkStrikes(seat: string, events: GameEvent[]): RulesAttack[] {
  const strikes = events.filter((e): e is RulesAttack => e.type === 'rules_attack');
  for (const e of strikes) {
    const at = `${seat}: ${JSON.stringify(e)}`;
    assert.equal(e.defenceStat, 'guard', at);
    if (e.lean === 'normal') {
      assert.equal(e.dice.length, 2, at);
      assert.equal(e.natural, e.dice[0]! + e.dice[1]!, at);
    } else {
      // 3d6, the best (advantage) or worst (disadvantage) two kept
      const sorted = [...e.dice].sort((a, b) => a - b);
      assert.equal(e.dice.length, 3, at);
      assert.equal(e.natural, e.lean === 'advantage' ? sorted[1]! + sorted[2]! : sorted[0]! + sorted[1]!, at);
    }
    assert.equal(e.total, e.natural + e.bonus, at);
    const expected = e.natural === 12 ? 'critical' : e.natural === 2 ? 'fumble' : e.total >= e.defence ? 'hit' : 'miss';
    assert.equal(e.outcome, expected, at);
    if (e.outcome === 'miss' || e.outcome === 'fumble') assert.equal(e.damage, 0, at);
  }
  return strikes;
}

/** Plays a room of `seed` to its end; returns the winner the API reports, and what the streams saw. */
async function playMill(seed: string, heroes: string[], choose?: (view: View, legal: Action[]) => Action) {
  const req = overHttp(live().url);
  const { room, seats } = await autoRoom(live().url, MISSION, seed, heroes);
  const sent = await playGame(live().url, room, seats, { maxActions: 1500, ...(choose ? { heroes: choose } : {}) });
  // the result, over the API: each seat's view, and the room's public summary
  const views = await Promise.all(seats.map((s) => getView(req, room, s.token)));
  for (const v of views) assert.equal(v.view.phase, 'over', `${seed}: the game ended within ${sent} actions (round ${v.view.round})`);
  const winner = views[0]!.view.result?.winner;
  for (const v of views) assert.equal(v.view.result?.winner, winner, `${seed}: every seat is told the same winner`);
  const stored = await call(req, 'GET', `/api/rooms/${room}`);
  assert.equal(stored.status, 200);
  assert.equal(stored.body.phase, 'over');
  const streams = seats.map((s) => {
    const events = s.stream.frames.flatMap((f) => f.update.events);
    s.stream.close();
    return { seat: s.seat, events, last: s.stream.latest!.view };
  });
  return { winner, views, streams };
}

test('scripted heroes that walk to the creatures and strike win the Embervale Mill over the HTTP API', async (t) => {
  let strikes = 0;
  for (const seed of SEEDS) {
    const { winner, views, streams } = await playMill(seed, PARTY);
    assert.equal(winner, 'heroes', `${seed}: the party of four wins`);
    const units = views[0]!.view.units;
    const creatures = units.filter((u) => u.side === 'master' && !u.npc);
    assert.equal(creatures.length, CREATURES, `${seed}: the heroes saw all five creatures`);
    assert.ok(
      creatures.every((u) => !u.alive),
      `${seed}: every creature fell`,
    );
    assert.equal(views[0]!.view.module, 'rules');
    for (const s of streams) {
      const over = s.events.filter((e) => e.type === 'game_over');
      assert.deepEqual(
        over.map((e) => e.type === 'game_over' && e.winner),
        ['heroes'],
        `${seed}: one game_over on ${s.seat}'s stream`,
      );
      strikes += checkStrikes(s.seat, s.events).length;
    }
    // the heroes' own strikes won it: on the first stream, strikes by heroes that dealt damage
    assert.ok(
      streams[0]!.events.some((e) => e.type === 'rules_attack' && e.attacker.startsWith('h') && e.damage > 0),
      `${seed}: the heroes struck home`,
    );
    // the experience the defeated creatures were worth went to the heroes (3 per imp, 6 the Thornback, 12 the hag)
    const xp = streams[0]!.events.filter((e): e is Extract<GameEvent, { type: 'xp_gained' }> => e.type === 'xp_gained');
    assert.ok(xp.length > 0, `${seed}: experience was shared out`);
  }
  t.diagnostic(`strikes seen on the hero streams: ${strikes}`);
});

test('scripted heroes that never strike lose the Embervale Mill over the HTTP API', async () => {
  for (const seed of SEEDS) {
    const { winner, views, streams } = await playMill(seed, PARTY, neverStrikes);
    assert.equal(winner, 'master', `${seed}: the creatures win`);
    const heroes = views[0]!.view.units.filter((u) => u.side === 'heroes' && !u.npc);
    assert.equal(heroes.length, PARTY.length);
    assert.ok(
      heroes.every((u) => !u.alive),
      `${seed}: every hero fell`,
    );
    for (const s of streams) {
      assert.deepEqual(
        s.events.filter((e) => e.type === 'game_over').map((e) => e.type === 'game_over' && e.winner),
        ['master'],
        `${seed}: one game_over on ${s.seat}'s stream`,
      );
      // no hero struck or used an ability; the creatures' strikes follow the rules too
      assert.ok(
        !s.events.some((e) => (e.type === 'rules_attack' && e.attacker.startsWith('h')) || (e.type === 'ability_used' && e.unit.startsWith('h'))),
        `${seed}: the heroes never struck`,
      );
      assert.ok(checkStrikes(s.seat, s.events).length > 0, `${seed}: the creatures struck`);
    }
  }
});
