/**
 * What a seat that must not know the hidden placements can learn, over many randomly played games of the default
 * missions that hide things (creatures in unrevealed rooms, hidden traps and objects, secret doors, master-moved NPCs):
 * - the master of a room whose quest book is closed sees exactly what the heroes see (units, doors, objects, the
 *   mission's notes), keeps its tools (decks, every spell to teach), and may do exactly what an open book's master may;
 * - every refusal a hero seat (or a closed book's master) gets for a hidden thing is the refusal it gets for a thing
 *   that does not exist: same code, same message but for the id (docs/protocol.md, "The quest book").
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import type { Mission } from '../../content/schemas/index.ts';
import { packLobby } from '../../test/support/fixtures.ts';
import { Rng, seedRng } from './rng.ts';
import {
  apply,
  eventsFor,
  isUnitVisibleTo,
  legalActions,
  MASTER,
  SPECTATOR,
  viewFor,
  type Action,
  type GameEvent,
  type GameState,
  type QuestBook,
  type SeatAction,
  type SeatId,
} from '../index.ts';

const pack = loadDefaultPack();
const MISSIONS = ['la-cripta-del-negromante', 'il-salvataggio', 'la-biblioteca-proibita', 'la-veglia'];

function missionOf(id: string): Mission {
  const m = pack.missions.find((x) => x.id === id);
  if (!m) throw new Error(`no mission ${id} in the default pack`);
  return m;
}

/** A game of `mission` in the lobby with `heroes` seated. */
function lobby(mission: Mission, questBook: QuestBook, seed: string, notes: Mission['notes'] = mission.notes): GameState {
  let s = packLobby(pack, { ...mission, notes }, seed, { questBook });
  const heroes = s.setup.roster.slice(0, mission.start.length);
  heroes.forEach((h, i) => {
    const r = apply(s, { seat: `h${i + 1}`, type: 'join', hero: h.id });
    assert.ok(r.ok, JSON.stringify(r));
    s = r.state;
  });
  const started = apply(s, { seat: MASTER, type: 'start' });
  assert.ok(started.ok);
  return started.state;
}

/** The seat whose turn it is. */
function onTurn(s: GameState): SeatId {
  return s.turn!.seat;
}

/**
 * Plays `steps` random legal actions from `s` (the seat on turn picks; heroes search and open doors often, so secret
 * doors and hidden rooms get found), calling `visit` on every state reached, the first included.
 */
function randomGame(s: GameState, seed: string, steps: number, visit: (s: GameState) => void): void {
  const rng = new Rng(seedRng(seed));
  visit(s);
  for (let i = 0; i < steps && s.phase === 'playing'; i++) {
    const seat = onTurn(s);
    const legal = legalActions(s, seat);
    const keen = legal.filter((a) => a.type === 'open_door' || a.type === 'search' || a.type === 'attack' || a.type === 'creature_attack');
    const pool = keen.length > 0 && rng.int(3) > 0 ? keen : legal.filter((a) => a.type !== 'end_turn' || rng.int(4) === 0);
    const action = (pool.length > 0 ? pool : legal)[rng.int((pool.length > 0 ? pool : legal).length)]!;
    const r = apply(s, { ...action, seat } as SeatAction);
    assert.ok(r.ok, `${seat} ${JSON.stringify(action)}: ${JSON.stringify(r)}`);
    s = r.state;
    visit(s);
  }
}

const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id).sort();

describe('the quest book', () => {
  test("a closed book's master sees what the heroes see, keeps its tools, and may do what an open book's master may", () => {
    let states = 0;
    let hiddenSomewhere = 0;
    for (const id of MISSIONS) {
      const mission = missionOf(id);
      for (let g = 0; g < 6; g++) {
        const seed = `${id}-${g}`;
        const closed = lobby(mission, 'closed', seed);
        randomGame(closed, seed, 300, (s) => {
          const open = { ...s, questBook: 'open' as const };
          const master = viewFor(s, MASTER);
          const everything = viewFor(open, MASTER);
          const hero = viewFor(s, 'h1');
          assert.equal(master.questBook, 'closed');
          assert.equal(hero.questBook, 'closed');
          assert.deepEqual(ids(master.units), ids(hero.units));
          assert.deepEqual(ids(master.board.doors), ids(hero.board.doors));
          assert.deepEqual(ids(master.objects), ids(hero.objects));
          assert.deepEqual(master.mission.notes, []);
          // its tools stay: the decks, every spell and item to teach or give
          assert.deepEqual(master.decks, everything.decks);
          assert.deepEqual(master.catalog, everything.catalog);
          assert.deepEqual(master.pending, everything.pending);
          if (
            everything.units.length > master.units.length ||
            everything.board.doors.length > master.board.doors.length ||
            everything.objects.length > master.objects.length
          )
            hiddenSomewhere++;
          // the book changes what the master reads, never what it may do
          assert.deepEqual(legalActions(s, MASTER), legalActions(open, MASTER));
          states++;
        });
      }
    }
    assert.ok(states > 2000, `only ${states} states`);
    assert.ok(hiddenSomewhere > 1000, `only ${hiddenSomewhere} states hid something`);
  });

  test("the mission's notes are the open book's only", () => {
    const notes = ['The trapdoor is under the rug.'];
    const mission = missionOf('la-cripta-del-negromante');
    assert.deepEqual(viewFor(lobby(mission, 'open', 'n', notes), MASTER).mission.notes, notes);
    assert.deepEqual(viewFor(lobby(mission, 'closed', 'n', notes), MASTER).mission.notes, []);
    assert.deepEqual(viewFor(lobby(mission, 'open', 'n', notes), 'h1').mission.notes, []);
  });

  test("on its turn, the open book's master hears that a hidden creature waits; the closed book's, that there is none", () => {
    const mission = missionOf('la-cripta-del-negromante');
    const masterTurn = (book: QuestBook) => {
      let s = lobby(mission, book, 'moves');
      while (s.turn!.seat !== MASTER) {
        const r = apply(s, { seat: s.turn!.seat, type: 'end_turn' });
        assert.ok(r.ok);
        s = r.state;
      }
      return s;
    };
    const open = masterTurn('open');
    const closed = masterTurn('closed');
    const c = closed.units.find((u) => u.side === 'master' && !u.npc && !isUnitVisibleTo(closed, MASTER, u))!;
    const move = { seat: MASTER, type: 'move_creature', creature: c.id, to: [c.x, c.y] } as SeatAction;
    const toOpen = apply(open, move);
    const toClosed = apply(closed, move);
    assert.deepEqual(!toOpen.ok && toOpen.error, { code: 'not_revealed', message: `${c.id} waits in a room the heroes have not found yet` });
    assert.deepEqual(!toClosed.ok && toClosed.error, { code: 'unknown_unit', message: `no living creature "${c.id}"` });
  });
});

describe('spectators', () => {
  test('a spectator sees exactly what each hero sees (view and events), may do nothing, and every action it sends is refused', () => {
    let states = 0;
    let hiddenSomewhere = 0;
    for (const id of MISSIONS) {
      const mission = missionOf(id);
      for (const book of ['open', 'closed'] as const) {
        for (let g = 0; g < 2; g++) {
          const seed = `spectator-${id}-${book}-${g}`;
          let s = lobby(mission, book, seed);
          const rng = new Rng(seedRng(seed));
          let events: GameEvent[] = [];
          for (let i = 0; i < 250 && s.phase === 'playing'; i++) {
            const watched = viewFor(s, SPECTATOR);
            assert.equal(watched.role, 'spectator');
            assert.equal(watched.seat, SPECTATOR);
            for (const hero of s.seats) {
              assert.deepEqual(watched, { ...viewFor(s, hero.id), seat: SPECTATOR, role: 'spectator' }, `${id} ${book} step ${i}: ${hero.id}`);
              assert.deepEqual(eventsFor(s, SPECTATOR, events), eventsFor(s, hero.id, events));
            }
            if (viewFor({ ...s, questBook: 'open' }, MASTER).units.length > watched.units.length) hiddenSomewhere++;
            assert.deepEqual(legalActions(s, SPECTATOR), []);
            const seat = onTurn(s);
            const legal = legalActions(s, seat);
            // whatever a seat may do, a spectator sending it is refused, and first of all (before any other check)
            for (const action of [...legal.slice(0, 5), { type: 'join', hero: s.setup.roster[0]!.id } as Action]) {
              const r = apply(s, { ...action, seat: SPECTATOR } as SeatAction);
              assert.deepEqual(!r.ok && r.error, { code: 'spectator', message: 'a spectator watches the room and may not act: take a free seat to play' });
            }
            const r = apply(s, { ...legal[rng.int(legal.length)]!, seat } as SeatAction);
            assert.ok(r.ok);
            s = r.state;
            events = r.events;
            states++;
          }
        }
      }
    }
    assert.ok(states > 500, `only ${states} states`);
    assert.ok(hiddenSomewhere > 200, `only ${hiddenSomewhere} states hid a creature`);
  });

  test('a spectator may not start the game, nor join it as a seat, in the lobby', () => {
    const mission = missionOf('la-cripta-del-negromante');
    const s = packLobby(pack, mission, 'lobby', { questBook: 'open' });
    assert.deepEqual(legalActions(s, SPECTATOR), []);
    for (const action of [{ type: 'start' }, { type: 'join', hero: 'barbaro' }] as Action[])
      assert.equal(((r) => !r.ok && r.error.code)(apply(s, { ...action, seat: SPECTATOR } as SeatAction)), 'spectator');
    assert.equal(viewFor(s, SPECTATOR).mission.notes.length, 0);
  });
});

/** The actions naming `id` (a unit or door id) that `seat` could send at `s`, as templates over the id. */
function probes(s: GameState, seat: SeatId, id: string, at: [number, number]): Action[] {
  const out: Action[] = [];
  if (seat === MASTER) {
    out.push({ type: 'move_creature', creature: id, to: at }, { type: 'move_npc', npc: id, to: at });
    for (const h of s.units.filter((u) => u.side === 'master' && u.alive && isUnitVisibleTo(s, MASTER, u)))
      out.push({ type: 'creature_attack', creature: h.id, target: id });
    for (const d of s.setup.decks) out.push({ type: 'play_card', deck: d.id, target: id });
    out.push({ type: 'teach', hero: id, spell: s.setup.spells[0]!.id });
    return out;
  }
  const me = s.units.find((u) => u.id === seat)!;
  out.push({ type: 'attack', target: id }, { type: 'move_npc', npc: id, to: at }, { type: 'open_door', door: id });
  for (const sp of me.spells) out.push({ type: 'cast', spell: sp.id, target: id });
  for (const it of me.items) out.push({ type: 'use_item', item: it, target: id });
  return out;
}

/** The refusal of `action`, with the id named in it written as `<id>`. */
function refusal(s: GameState, seat: SeatId, action: Action, id: string): string {
  const r = apply(s, { ...action, seat } as SeatAction);
  if (r.ok) return 'accepted';
  return `${r.error.code}: ${r.error.message.replace(new RegExp(`(?<![\\w-])${id}(?![\\w-])`, 'g'), '<id>')}`;
}

describe('objects', () => {
  test("a searchable object's text (what is inside) is read once it is searched; a marker's at once; the open book reads all", () => {
    const mission = missionOf('la-veglia');
    const s = lobby(mission, 'closed', 'texts');
    const inside = mission.objects.findIndex((o) => o.text !== undefined && (o.effects?.length ?? 0) > 0 && !o.hidden);
    assert.ok(inside >= 0, 'la-veglia has a visible object with a text and effects');
    const id = s.objects[inside]!.id;
    const seen = (state: GameState, seat: SeatId) => viewFor(state, seat).objects.find((o) => o.id === id);
    const visible = { ...s, revealed: s.setup.board.rooms.map((r) => r.id) };
    for (const seat of [MASTER, 'h1']) {
      assert.ok(seen(visible, seat), `${seat} sees the object`);
      assert.equal(seen(visible, seat)!.text, undefined, `${seat} does not read what is inside before searching`);
    }
    assert.deepEqual(seen({ ...visible, questBook: 'open' }, MASTER)!.text, mission.objects[inside]!.text);
    const searched = { ...visible, objects: visible.objects.map((o, i) => (i === inside ? { ...o, done: true } : o)) };
    assert.deepEqual(seen(searched, 'h1')!.text, mission.objects[inside]!.text, 'read once searched');
    const marker = mission.objects.findIndex((o) => o.text !== undefined && (o.effects?.length ?? 0) === 0 && !o.hidden);
    assert.ok(marker >= 0, 'la-veglia has a marker with a text');
    assert.deepEqual(viewFor(visible, 'h1').objects.find((o) => o.id === s.objects[marker]!.id)!.text, mission.objects[marker]!.text);
  });
});

describe('events', () => {
  test('a custom effect and its resolution reach the master only, whether or not it reads the quest book', () => {
    const mission = missionOf('la-cripta-del-negromante');
    for (const book of ['open', 'closed'] as const) {
      const s = lobby(mission, book, 'custom');
      const events = [
        { type: 'custom' as const, id: 1, text: { it: 'Il master decide', en: 'The master decides' } },
        { type: 'custom_resolved' as const, id: 1 },
      ];
      assert.deepEqual(eventsFor(s, MASTER, events), events, book);
      assert.deepEqual(eventsFor(s, 'h1', events), [], book);
    }
  });
});

describe('refusals say the same of a hidden thing and of nothing', () => {
  test("every hidden unit and unfound door is refused as a made-up id would be, for heroes and a closed book's master", () => {
    let compared = 0;
    for (const id of MISSIONS) {
      const mission = missionOf(id);
      for (let g = 0; g < 4; g++) {
        const seed = `refusals-${id}-${g}`;
        randomGame(lobby(mission, 'closed', seed), seed, 250, (s) => {
          if (s.phase !== 'playing') return;
          const seat = onTurn(s);
          const hiddenUnits = s.units.filter((u) => !isUnitVisibleTo(s, seat, u));
          const hiddenDoors = s.setup.board.doors.filter((_, i) => !s.doorsFound[i]);
          for (const thing of [
            ...hiddenUnits.map((u) => ({ id: u.id, at: [u.x, u.y] as [number, number] })),
            ...hiddenDoors.map((d) => ({ id: d.id, at: d.between[0] })),
          ]) {
            for (const probe of probes(s, seat, thing.id, thing.at)) {
              const made = 'zz9';
              const fake = JSON.parse(JSON.stringify(probe).replaceAll(`"${thing.id}"`, `"${made}"`)) as Action;
              assert.equal(refusal(s, seat, probe, thing.id), refusal(s, seat, fake, made), `${seat} ${JSON.stringify(probe)} in ${id}`);
              compared++;
            }
          }
        });
      }
    }
    assert.ok(compared > 5000, `only ${compared} refusals compared`);
  });

  test('a hero probing a master-moved NPC in an unrevealed room hears "no living NPC", as for one that does not exist', () => {
    const mission = missionOf('il-salvataggio');
    const s = lobby(mission, 'closed', 'npc');
    const npc = s.units.find((u) => u.npc && s.setup.npcMovers[u.id] === 'master')!;
    assert.ok(!isUnitVisibleTo(s, 'h1', npc), 'the master-moved NPC waits in a hidden room');
    const a = apply(s, { seat: 'h1', type: 'move_npc', npc: npc.id, to: [npc.x, npc.y] });
    const b = apply(s, { seat: 'h1', type: 'move_npc', npc: 'n99', to: [npc.x, npc.y] });
    assert.deepEqual(!a.ok && a.error, { code: 'unknown_unit', message: `no living NPC "${npc.id}"` });
    assert.deepEqual(!b.ok && b.error, { code: 'unknown_unit', message: 'no living NPC "n99"' });
  });
});

describe('the objective tells a hero seat nothing it has not found', () => {
  /** The words a hero or spectator view must not hold while `hidden(s, view)` says they are hidden. */
  const secretsOf = (s: GameState, seat: SeatId) => {
    const view = viewFor(s, seat);
    const raw = JSON.stringify(view);
    const tomb = !s.revealed.includes('sepolcro');
    const necromancer = !view.units.some((u) => u.tag === 'negromante');
    return {
      raw,
      view,
      secrets: [...(tomb ? ['"sepolcro"', 'Sepolcro del negromante', "The necromancer's tomb"] : []), ...(necromancer ? ['"negromante"'] : [])],
    };
  };

  test("la-cripta-del-negromante: no hero or spectator view names the tomb or the necromancer before they are found; the open book's master reads them all", () => {
    const mission = missionOf('la-cripta-del-negromante');
    let states = 0;
    let found = 0;
    for (let g = 0; g < 3; g++) {
      const seed = `objective-${g}`;
      randomGame(lobby(mission, 'open', seed), seed, 400, (s) => {
        const master = JSON.stringify(viewFor(s, MASTER).mission.win);
        assert.equal(master, JSON.stringify(mission.win), "the master's objective is the mission's");
        for (const seat of [...s.seats.map((x) => x.id), SPECTATOR]) {
          const { raw, view, secrets } = secretsOf(s, seat);
          for (const secret of secrets) assert.ok(!raw.includes(secret), `${seat} at seq ${s.seq} reads ${secret}`);
          if (!secrets.includes('"sepolcro"')) {
            assert.ok(raw.includes('"sepolcro"'), 'a tomb found is named');
            found++;
          }
          // the conditions keep their number and kinds: the card still says there are four things to do
          const win = view.mission.win as { mode: string; conditions: { type: string }[] };
          assert.deepEqual(
            win.conditions.map((c) => c.type),
            ['room_revealed', 'kill', 'has_item', 'gold'],
          );
        }
        states++;
      });
    }
    assert.ok(states > 600, `only ${states} states`);
    assert.ok(found > 0, 'the tomb was found in some game');
  });

  test("la-torre-del-mago: the goal square in the Observatory, not revealed, is in no hero's view; the room's name and id neither", () => {
    const s = lobby(missionOf('la-torre-del-mago'), 'open', 'tower');
    assert.ok(!s.revealed.includes('osservatorio'));
    // an auto mission's host sees what the heroes see
    for (const seat of ['h1', SPECTATOR, MASTER]) {
      const view = viewFor(s, seat);
      const raw = JSON.stringify(view);
      assert.deepEqual(view.mission.win, { mode: 'any', conditions: [{ type: 'kill_all' }, { type: 'reach', cells: [], who: 'any' }] });
      for (const secret of ['[15,1]', '"osservatorio"', 'Osservatorio', 'Observatory']) assert.ok(!raw.includes(secret), `${seat} reads ${secret}`);
      const area = s.setup.board.rooms.findIndex((r) => r.id === 'osservatorio') + 1;
      assert.deepEqual(view.board.rooms[area - 1], { id: `#${area}`, name: null });
    }
  });
});
