/**
 * The Watchtower (`la-torre-di-guardia`, the Forsaken Woods ruleset) played to its end through the HTTP
 * API and the live streams of a real server on a real SQLite file, by four scripted heroes that choose only from
 * the `legal` list their own stream delivered; the mission is `auto`, so the computer plays the Hollow Warden and
 * the two Dawn Sentinels inside the heroes' actions. What every hero stream received is then checked against the
 * guide (spec 003): the d20 strikes, Grave Chill on round 3, and the creatures hidden until the tower is revealed.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { GameEvent } from '../engine/index.ts';
import { call, overHttp } from './support/http.ts';
import { autoRoom, playGame } from './support/play.ts';
import { serverForFile } from './support/server.ts';
import type { Frame } from './support/sse.ts';

const live = serverForFile();

const MISSION = 'la-torre-di-guardia';
const TOWER = 'torre';
/** The parties played, in turn: the four, and one with Mystere (Blizzard may freeze the Warden) for Spargle. */
const PARTIES = [
  ['vestin', 'markovia', 'spargle', 'xov'],
  ['vestin', 'markovia', 'mystere', 'xov'],
];
const CREATURE_KINDS = ['hollow-warden', 'dawn-sentinel'];
const SEEDS = Array.from({ length: Number(process.env.WATCHTOWER_GAMES ?? 16) }, (_, i) => `watchtower-${i}`);
/** Grave Chill's round and chance for a hero without Frost resistance (spec 003). */
const GRAVE_CHILL = { round: 3, chance: 33 };

type Ev<T extends GameEvent['type']> = Extract<GameEvent, { type: T }>;

/** Every event a stream received, in order, with the frame it came in. */
function eventsOf(frames: Frame[]): { event: GameEvent; frame: number }[] {
  return frames.flatMap((f, frame) => f.update.events.map((event) => ({ event, frame })));
}

/**
 * Every `d20_attack` is consistent: total = natural + bonus; a Backstab is a `critical` from a natural 15 and a
 * `hit` below; otherwise `fumble` exactly on a natural 1 (followed by the attacker's `fumbled`), `critical` exactly
 * on a natural 20, and else `hit` exactly when the total reaches the armour. @returns the strikes checked.
 */
function checkStrikes(seat: string, frames: Frame[]): Ev<'d20_attack'>[] {
  const strikes: Ev<'d20_attack'>[] = [];
  for (const f of frames) {
    const events = f.update.events;
    events.forEach((e, i) => {
      if (e.type !== 'd20_attack') return;
      strikes.push(e);
      const at = `${seat} seq ${f.update.seq}: ${JSON.stringify(e)}`;
      assert.ok(Number.isInteger(e.natural) && e.natural >= 1 && e.natural <= 20, at);
      assert.equal(e.total, e.natural + e.bonus, at);
      if (e.backstab) {
        assert.equal(e.outcome, e.natural >= 15 ? 'critical' : 'hit', at);
        return;
      }
      const expected = e.natural === 1 ? 'fumble' : e.natural === 20 ? 'critical' : e.total >= e.armour ? 'hit' : 'miss';
      assert.equal(e.outcome, expected, at);
      if (e.outcome === 'fumble') {
        const next = events.slice(i + 1).find((x) => x.type === 'fumbled' || x.type === 'd20_attack');
        assert.ok(next?.type === 'fumbled' && next.unit === e.attacker, `${at}: a fumble draws from the table`);
      }
    });
  }
  return strikes;
}

/**
 * Grave Chill on the hero stream: it is cast at most once, only by the Warden on round 3 of its fight (its third
 * turn: the fight begins when the heroes find it); if the Warden began that turn and did not thaw, it cast it then, and every hero alive at that moment rolled Freeze once, FROZEN
 * exactly below 33 (no hero has Frost resistance) and then frozen, else RESIST. @returns what became of it: `cast`,
 * `frozen` (the Warden lost that turn to Freeze), `missed` (no Warden turn on round 3: dead, or not yet found).
 */
function checkGraveChill(seat: string, frames: Frame[]): 'cast' | 'frozen' | 'missed' {
  const all = eventsOf(frames);
  const chills = all.filter(({ event: e }) => e.type === 'special_action' && e.action === 'graveChill');
  assert.ok(chills.length <= 1, `${seat}: Grave Chill is once per fight`);
  // the Warden's turns (turn_started names the acting unit and the round)
  const wardenId = frames.flatMap((f) => f.update.view.units).find((u) => u.kind === 'hollow-warden')?.id;
  if (wardenId === undefined) {
    assert.equal(chills.length, 0, `${seat}: no Grave Chill from a Warden never seen`);
    return 'missed';
  }
  // round 3 of its fight: its third turn (a fight begins with the creature's first turn, when the heroes find it)
  const wardenTurns = all.flatMap(({ event: e }, i) => (e.type === 'turn_started' && e.unit === wardenId ? [i] : []));
  const round3 = wardenTurns[GRAVE_CHILL.round - 1] ?? -1;
  for (const { event: e } of chills) {
    assert.equal(e.type === 'special_action' && e.unit, wardenId, `${seat}: the Warden casts Grave Chill`);
    assert.equal(e.type === 'special_action' && e.kind, 'timed');
  }
  if (round3 < 0) {
    assert.equal(chills.length, 0, `${seat}: Grave Chill only on the Warden's turn of round ${GRAVE_CHILL.round}`);
    return 'missed';
  }
  // its turn of round 3: the events from turn_started up to the next turn_ended
  const end = all.findIndex(({ event: e }, i) => i > round3 && e.type === 'turn_ended');
  const turn = all.slice(round3 + 1, end < 0 ? undefined : end);
  const frozen = turn.some(({ event: e }) => e.type === 'thawed' && e.unit === wardenId);
  if (frozen) {
    assert.equal(chills.length, 0, `${seat}: a Warden frozen on round ${GRAVE_CHILL.round} does not cast late`);
    assert.ok(!turn.some(({ event: e }) => e.type === 'd20_attack' && e.attacker === wardenId), `${seat}: a frozen turn is skipped whole`);
    return 'frozen';
  }
  assert.equal(chills.length, 1, `${seat}: the Warden alive and not frozen on round ${GRAVE_CHILL.round} casts Grave Chill`);
  assert.ok(all.indexOf(chills[0]!) > round3 && (end < 0 || all.indexOf(chills[0]!) < end), `${seat}: on its round-${GRAVE_CHILL.round} turn`);
  // it replaces the action: no strike of the Warden in that turn
  assert.ok(!turn.some(({ event: e }) => e.type === 'd20_attack' && e.attacker === wardenId), `${seat}: Grave Chill replaces the Warden's strike`);
  // the heroes alive then: those alive in the frame before, less any that died in this frame before the cast
  const chill = chills[0]!;
  const before = frames[chill.frame - 1]!.update.view.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive).map((u) => u.id);
  const here = frames[chill.frame]!.update.events;
  const castAt = here.indexOf(chill.event);
  const diedFirst = new Set(here.slice(0, castAt).flatMap((e) => (e.type === 'unit_died' ? [e.unit] : [])));
  const revivedFirst = here.slice(0, castAt).flatMap((e) => (e.type === 'revived' ? [e.unit] : []));
  const living = [...before.filter((id) => !diedFirst.has(id)), ...revivedFirst];
  // the rolls follow the cast within the Warden's turn
  const after = here.slice(castAt + 1);
  const turnEnd = after.findIndex((e) => e.type === 'turn_ended');
  const rolls = after.slice(0, turnEnd < 0 ? undefined : turnEnd).filter((e): e is Ev<'freeze_roll'> => e.type === 'freeze_roll');
  assert.deepEqual(rolls.map((r) => r.unit).sort(), living.sort(), `${seat}: one Freeze roll per living hero`);
  for (const r of rolls) {
    assert.ok(Number.isInteger(r.roll) && r.roll >= 0 && r.roll <= 99, JSON.stringify(r));
    assert.equal(r.chance, GRAVE_CHILL.chance, JSON.stringify(r));
    assert.equal(r.outcome, r.roll < GRAVE_CHILL.chance ? 'FROZEN' : 'RESIST', `${seat}: ${JSON.stringify(r)}`);
    const applied = here.some((e) => e.type === 'status_applied' && e.unit === r.unit && e.status === 'freeze');
    assert.equal(applied, r.outcome === 'FROZEN', `${seat}: ${r.unit} frozen exactly on FROZEN`);
  }
  return 'cast';
}

/**
 * Until the tower is revealed no hero frame (the raw JSON text sent: view, events and legal) names a creature of
 * the mission, by unit id or by kind; the frame that reveals it shows all three. @returns the frames checked.
 */
function checkHidden(seat: string, frames: Frame[], creatureIds: string[]): number {
  let checked = 0;
  for (const f of frames) {
    if (f.update.view.revealed.includes(TOWER)) break;
    for (const id of creatureIds) assert.ok(!f.raw.includes(`"${id}"`), `${seat} frame ${f.update.seq} names hidden creature ${id}`);
    for (const kind of CREATURE_KINDS) assert.ok(!f.raw.includes(kind), `${seat} frame ${f.update.seq} names hidden kind ${kind}`);
    checked++;
  }
  const reveal = frames.find((f) => f.update.view.revealed.includes(TOWER));
  assert.ok(reveal, `${seat} saw the tower revealed`);
  assert.ok(reveal.update.events.some((e) => e.type === 'room_revealed' && e.room === TOWER));
  const shown = reveal.update.view.units.filter((u) => u.side === 'master').map((u) => u.id);
  assert.deepEqual(shown.sort(), [...creatureIds].sort(), `${seat} sees the tower's creatures as it is revealed`);
  return checked;
}

test('scripted heroes play the Watchtower to its end over the HTTP API; every hero stream agrees with the guide', async (t) => {
  const req = overHttp(live().url);
  const wins = { heroes: 0, master: 0 };
  const chill = { cast: 0, frozen: 0, missed: 0 };
  // what the heroes did, as their first stream saw it: spells cast and special actions, by name
  const moves: Record<string, number> = {};
  let strikes = 0;
  for (const [g, seed] of SEEDS.entries()) {
    const { room, seats } = await autoRoom(live().url, MISSION, seed, PARTIES[g % PARTIES.length]!);
    const sent = await playGame(live().url, room, seats, { maxActions: 1500 });
    const last = seats[0]!.stream.latest!;
    assert.equal(last.view.phase, 'over', `${seed}: the game ended within ${sent} actions (round ${last.view.round})`);
    // the winner is reported: in the stored room, in every view and once as game_over on every stream
    const winner = last.view.result?.winner;
    assert.ok(winner === 'heroes' || winner === 'master', `${seed}: a winner`);
    wins[winner]++;
    const stored = await call(req, 'GET', `/api/rooms/${room}`);
    assert.equal(stored.body.phase, 'over');
    const creatureIds = seats[0]!.stream.frames
      .flatMap((f) => f.update.view.units)
      .filter((u) => u.side === 'master')
      .map((u) => u.id);
    const ids = [...new Set(creatureIds)];
    assert.equal(ids.length, 3, `${seed}: the Warden and two Sentinels`);
    const fates = new Set<string>();
    for (const { event: e } of eventsOf(seats[0]!.stream.frames)) {
      const name = e.type === 'spell_cast' ? e.spell : e.type === 'special_action' && e.unit.startsWith('h') ? e.action : null;
      if (name) moves[name] = (moves[name] ?? 0) + 1;
    }
    for (const s of seats) {
      const frames = s.stream.frames;
      assert.equal(s.stream.latest!.view.result?.winner, winner);
      const over = eventsOf(frames).filter(({ event: e }) => e.type === 'game_over');
      assert.equal(over.length, 1, `${seed}: one game_over on ${s.seat}'s stream`);
      assert.equal(over[0]!.event.type === 'game_over' && over[0]!.event.winner, winner);
      const units = s.stream.latest!.view.units;
      if (winner === 'heroes')
        assert.ok(
          units.filter((u) => u.side === 'master').every((u) => !u.alive),
          'every creature fell',
        );
      else
        assert.ok(
          units.filter((u) => u.side === 'heroes').every((u) => !u.alive),
          'every hero fell',
        );
      // every frame's legal list is the seat's own: actions only on its turn
      for (const f of frames) if (f.update.view.phase === 'playing' && f.update.view.turn!.seat !== s.seat) assert.deepEqual(f.update.legal, []);
      strikes += checkStrikes(s.seat, frames).length;
      fates.add(checkGraveChill(s.seat, frames));
      assert.ok(checkHidden(s.seat, frames, ids) > 0);
      s.stream.close();
    }
    // every hero stream tells the same story
    assert.equal(fates.size, 1, `${seed}: ${[...fates]}`);
    chill[[...fates][0] as keyof typeof chill]++;
  }
  // the heroes usually win (four heroes, 78 hit points, spells, against 46 hit points); Grave Chill came at least once
  assert.ok(wins.heroes > wins.master, `heroes ${wins.heroes}, creatures ${wins.master}`);
  assert.ok(chill.cast > 0, `Grave Chill was cast in some game: ${JSON.stringify(chill)}`);
  assert.ok(strikes > SEEDS.length * 4, `${strikes} strikes seen`);
  // the d20 heroes used their spells (mana) and stances
  assert.ok((moves.ember ?? 0) + (moves.smite ?? 0) > 0, JSON.stringify(moves));
  t.diagnostic(
    `games ${SEEDS.length}: wins ${JSON.stringify(wins)}, Grave Chill ${JSON.stringify(chill)}, strikes ${strikes}, hero actions ${JSON.stringify(moves)}`,
  );
});
