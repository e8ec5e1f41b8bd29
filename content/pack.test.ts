/**
 * The default content pack: it loads, it is consistent, and it holds what the game needs. Its agreement with the
 * classic stat tables (a real input) is tested in test/realinputs/pack.test.ts (`npm run test:realinputs`).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, canCross, createGame, legalActions, neighbours, type Action, type GameState, type SeatAction } from '../engine/index.ts';
import { checkRulesDocument } from '../engine/dsl/rules.ts';
import { DEFAULT_PACK_DIR, loadDefaultPack, loadPackDir } from './load-pack.ts';
import {
  checkPack,
  Condition,
  CORRIDOR_CHAR,
  FURNITURE_KINDS,
  MissionObject,
  Npc,
  ROCK_CHAR,
  Target,
  TRAP_KINDS,
  Trigger,
  WinRule,
  type Mission,
  type Pack,
} from './schemas/index.ts';
import { reachableSquares } from './start-reach.ts';

/** The areas (room chars, or ".") of the squares reachable from the start (see {@link reachableSquares}). */
function reachableAreas(mission: Mission): Set<string> {
  return new Set(
    [...reachableSquares(mission)].map((k) => {
      const [x, y] = k.split(',').map(Number) as [number, number];
      return mission.map.rows[y]![x]!;
    }),
  );
}

describe('the default pack', () => {
  const pack: Pack = loadDefaultPack();
  const byId = <K extends keyof Pack>(kind: K, id: string) => {
    const doc = (pack[kind] as { id: string }[]).find((d) => d.id === id);
    assert.ok(doc, `${kind}/${id}.json exists`);
    return doc as Pack[K][number];
  };

  test('loads from DEFAULT_PACK_DIR and passes checkPack', () => {
    assert.deepEqual(checkPack(pack), []);
    assert.deepEqual(loadPackDir(DEFAULT_PACK_DIR), pack);
  });

  test('has the four classic heroes with the classic values and distinct colours', () => {
    // the heroes written for no ruleset are the classic ones; Forsaken Woods has its own
    assert.deepEqual(
      pack.heroes
        .filter((h) => h.ruleset === undefined)
        .map((h) => h.id)
        .sort(),
      ['barbaro', 'elfo', 'mago', 'nano'],
    );
    assert.deepEqual(
      pack.heroes
        .filter((h) => h.ruleset === 'forsaken-woods')
        .map((h) => h.id)
        .sort(),
      ['aldren', 'markovia', 'mystere', 'sabine', 'spargle', 'vestin', 'xov'],
    );
    const expected = { barbaro: [8, 2, 3, 2], nano: [7, 3, 2, 2], elfo: [6, 4, 2, 2], mago: [4, 6, 1, 2] };
    for (const [id, [body, mind, attack, defence]] of Object.entries(expected)) {
      const h = byId('heroes', id);
      assert.deepEqual([h.body, h.mind, h.attack, h.defence], [body, mind, attack, defence], id);
      assert.deepEqual(h.items, ['pozione-curativa'], id);
      assert.match(h.color ?? '', /^#[0-9a-f]{6}$/i, id);
    }
    assert.equal(new Set(pack.heroes.filter((h) => h.ruleset === undefined).map((h) => h.color!.toLowerCase())).size, 4);
  });

  test('the wizard knows a spell of fire, air and water, the elf spells of earth, the barbarian and the dwarf none', () => {
    const elements = (id: string) => byId('heroes', id).spells.map((s) => byId('spells', s).element);
    assert.deepEqual(elements('mago').sort(), ['acqua', 'aria', 'fuoco']);
    assert.ok(elements('elfo').length >= 1 && elements('elfo').every((e) => e === 'terra'));
    assert.deepEqual(elements('barbaro'), []);
    assert.deepEqual(elements('nano'), []);
  });

  test('has the 8 classic creature kinds without powers, and further kinds that use every power', () => {
    assert.ok(pack.creatures.length >= 14);
    for (const c of pack.creatures) assert.match(c.color ?? '', /^#[0-9a-f]{6}$/i, c.id);
    for (const id of ['goblin', 'orco', 'fimir', 'scheletro', 'zombi', 'mummia', 'guerriero-del-caos', 'gargoyle']) {
      assert.deepEqual(byId('creatures', id).abilities, [], id);
    }
    const powers = new Set(pack.creatures.flatMap((c) => c.abilities.map((a) => a.type)));
    assert.deepEqual([...powers].sort(), ['custom', 'dormant', 'fly', 'immune', 'ranged', 'regen']);
    const immune = pack.creatures.flatMap((c) => c.abilities).flatMap((a) => (a.type === 'immune' ? a.to : []));
    const spellIds = new Set(pack.spells.map((s) => s.id));
    const elements = new Set(pack.spells.map((s) => s.element));
    for (const to of immune) assert.ok(elements.has(to) || spellIds.has(to), `immune to "${to}": neither an element nor a spell`);
  });

  test('has at least 8 spells of 4 elements, using every range, with one use per mission', () => {
    // the classic spells have no mana cost; Forsaken Woods' eleven do
    const classicSpells = pack.spells.filter((s) => s.cost === undefined);
    assert.ok(classicSpells.length >= 8);
    assert.deepEqual([...new Set(classicSpells.map((s) => s.element))].sort(), ['acqua', 'aria', 'fuoco', 'terra']);
    assert.deepEqual([...new Set(classicSpells.map((s) => s.range))].sort(), ['adjacent', 'any', 'line', 'self']);
    for (const s of classicSpells) assert.equal(s.uses, 1, s.id);
  });

  test('has at least 6 items, with and without effects, each consumable one with effects; the potion of healing heals 4', () => {
    assert.ok(pack.items.length >= 6);
    assert.deepEqual(byId('items', 'pozione-curativa').effects, [{ type: 'heal', amount: 4 }]);
    assert.equal(byId('items', 'pozione-curativa').consumable, true);
    assert.deepEqual(byId('items', 'chiave').effects, []);
    assert.ok(pack.items.some((i) => i.effects.length === 0 && i.value !== undefined));
    // items have no uses: one with effects that stayed in the inventory could be used every turn
    for (const i of pack.items) assert.equal(i.consumable, i.effects.length > 0, i.id);
  });

  test('has a treasure deck and an event deck of at least 10 cards each', () => {
    for (const id of ['tesori', 'eventi']) {
      const d = byId('decks', id);
      assert.ok(d.cards.length >= 10, id);
      assert.ok(
        d.cards.every((c) => c.effects.length > 0),
        `${id}: every card does something`,
      );
    }
  });

  test('every target is used somewhere, and the bricks that act on units are all used', () => {
    const effects = [
      ...pack.spells.flatMap((s) => s.effects),
      ...pack.items.flatMap((i) => i.effects),
      ...pack.decks.flatMap((d) => d.cards.flatMap((c) => c.effects)),
    ];
    const targets = new Set(effects.map((e) => ('target' in e ? e.target : undefined)).filter((t) => t !== undefined));
    assert.deepEqual([...targets].sort(), [...Target.options].sort());
    const types = new Set(effects.map((e) => e.type));
    for (const t of ['damage', 'heal', 'stat', 'status', 'skip_turn', 'gold', 'item', 'draw', 'message', 'custom'] as const) assert.ok(types.has(t), t);
    const durations = new Set(effects.flatMap((e) => (e.type === 'stat' ? [e.duration] : [])));
    assert.deepEqual([...durations].sort(), ['quest', 'round', 'turn']);
  });

  test('the master\'s cards need no acting unit: they use no "self" or "adjacent" target', () => {
    // a card played from the master's panel has no acting unit, so these targets would find nobody
    for (const d of pack.decks) {
      for (const c of d.cards) for (const e of c.effects) assert.ok(!('target' in e) || (e.target !== 'self' && e.target !== 'adjacent'), `${d.id}/${c.id}`);
    }
  });

  test("every ruleset passes the save-time check of its rules document (the engine's checkRulesDocument)", () => {
    assert.deepEqual(
      pack.rulesets.map((r) => r.id),
      ['classic', 'embervale', 'forsaken-woods'],
    );
    for (const r of pack.rulesets) assert.deepEqual(checkRulesDocument(r.rules).issues, [], r.id);
  });

  test('the classic ruleset has the classic combat die and 2d6 movement', () => {
    const r = byId('rulesets', 'classic');
    const die = r.combatDie;
    assert.ok(die, 'classic has a combat die');
    const count = (face: string) => die.faces.filter((f) => f === face).length;
    assert.equal(die.faces.length, 6);
    assert.deepEqual([count('skull'), count('white_shield'), count('black_shield')], [3, 2, 1]);
    assert.deepEqual([r.hit, r.heroBlock, r.creatureBlock], ['skull', 'white_shield', 'black_shield']);
    assert.deepEqual(r.heroMovement, { count: 2, sides: 6 });
  });

  test('every display text has Italian and English, and they are not left empty', () => {
    const texts: unknown[] = [];
    const walk = (v: unknown) => {
      if (Array.isArray(v)) v.forEach(walk);
      else if (v && typeof v === 'object') {
        if ('it' in v && 'en' in v) texts.push(v);
        else Object.values(v).forEach(walk);
      }
    };
    walk(pack);
    assert.ok(texts.length > 20);
    for (const t of texts as { it: string; en: string }[]) assert.ok(t.it.trim() && t.en.trim());
  });

  describe('the tutorial, la-prova', () => {
    const m = byId('missions', 'la-prova');

    test('is a compact map with at least 4 rooms, 4 start squares in a corridor and at least 6 creatures in rooms', () => {
      assert.deepEqual(m.name, { it: 'La prova', en: 'The Trial' });
      const width = m.map.rows[0]!.length;
      assert.ok(width >= 16 && width <= 20, `width ${width}`);
      assert.ok(m.map.rows.length >= 12 && m.map.rows.length <= 16, `height ${m.map.rows.length}`);
      assert.ok(m.map.rooms.length >= 4);
      assert.equal(m.start.length, 4);
      for (const [x, y] of m.start) assert.equal(m.map.rows[y]![x], CORRIDOR_CHAR, `start [${x}, ${y}]`);
      assert.ok(m.monsters.length >= 6);
      const roomChars = new Set(m.map.rooms.map((r) => r.char));
      for (const mo of m.monsters) assert.ok(roomChars.has(m.map.rows[mo.y]![mo.x]!), `${mo.kind} at [${mo.x}, ${mo.y}] is in a room`);
      const kinds = new Set(m.monsters.map((mo) => mo.kind));
      for (const k of ['goblin', 'orco', 'fimir', 'scheletro']) assert.ok(kinds.has(k), k);
      assert.equal(m.win, 'kill_all');
      assert.deepEqual(m.lose, []);
    });

    test('has doors only on walls and every room painted and reachable from the start through doors', () => {
      const reached = reachableAreas(m);
      for (const room of m.map.rooms) {
        assert.ok(
          m.map.rows.some((row) => row.includes(room.char)),
          `room ${room.id} has squares`,
        );
        assert.ok(reached.has(room.char), `room ${room.id} is reachable`);
      }
      for (const {
        between: [[ax, ay], [bx, by]],
      } of m.map.doors) {
        const a = m.map.rows[ay]![ax]!;
        const b = m.map.rows[by]![bx]!;
        assert.notEqual(a, b);
        assert.ok(a !== ROCK_CHAR && b !== ROCK_CHAR);
      }
    });
  });

  test('in every mission every creature can be reached from the start', () => {
    for (const m of pack.missions) {
      const reached = reachableAreas(m);
      for (const mo of m.monsters) assert.ok(reached.has(m.map.rows[mo.y]![mo.x]!), `${m.id}: ${mo.kind} at [${mo.x}, ${mo.y}]`);
    }
  });

  describe('the missions together', () => {
    const missions = pack.missions;
    /** The entries of `all` that `used` lacks: a type added to a schema later shows up here until a mission uses it. */
    const missing = (all: readonly string[], used: Iterable<string | undefined>) => {
      const seen = new Set(used);
      return all.filter((x) => !seen.has(x));
    };
    const objects = missions.flatMap((m) => m.objects);
    const winConditions = missions.flatMap((m) => (typeof m.win === 'object' ? m.win.conditions : []));
    const loseConditions = missions.flatMap((m) => m.lose);
    const triggers = missions.flatMap((m) => m.events.map((e) => e.when));

    test('use every object type, trap kind and furniture kind, hidden objects, and furniture with and without effects', () => {
      assert.deepEqual(
        missing(
          MissionObject.options.map((o) => o.shape.type.value),
          objects.map((o) => o.type),
        ),
        [],
        'object types',
      );
      assert.deepEqual(
        missing(
          TRAP_KINDS,
          objects.map((o) => (o.type === 'trap' ? o.kind : undefined)),
        ),
        [],
        'trap kinds',
      );
      assert.deepEqual(
        missing(
          FURNITURE_KINDS,
          objects.map((o) => (o.type === 'furniture' ? o.kind : undefined)),
        ),
        [],
        'furniture kinds',
      );
      assert.ok(
        objects.some((o) => o.type === 'trap' && o.hidden),
        'a hidden trap',
      );
      assert.ok(
        objects.some((o) => o.type !== 'trap' && o.hidden),
        'a hidden object other than a trap',
      );
      assert.ok(
        objects.some((o) => o.type === 'furniture' && (o.effects?.length ?? 0) > 0),
        'searchable furniture',
      );
      assert.ok(
        objects.some((o) => o.type === 'furniture' && !o.effects),
        'plain furniture',
      );
    });

    test('use every condition type, in victory and in defeat, and every win mode', () => {
      const types = Condition.options.map((o) => o.shape.type.value);
      assert.deepEqual(
        missing(
          types,
          [...winConditions, ...loseConditions].map((c) => c.type),
        ),
        [],
        'condition types',
      );
      assert.ok(winConditions.length > 0 && loseConditions.length > 0);
      const [named, withConditions] = WinRule.options;
      const modes = missions.map((m) => (typeof m.win === 'string' ? m.win : m.win.mode));
      assert.deepEqual(missing([...named.options, ...withConditions.shape.mode.options], modes), [], 'win modes');
      // both shapes of the conditions that have two
      assert.ok(winConditions.some((c) => c.type === 'kill' && c.kind) && winConditions.some((c) => c.type === 'kill' && c.tag), 'kill by kind and by tag');
      const reach = winConditions.filter((c) => c.type === 'reach');
      assert.ok(reach.some((c) => c.cells) && reach.some((c) => c.room), 'reach cells and a room');
      assert.deepEqual(
        missing(
          ['any', 'all'],
          reach.map((c) => c.who),
        ),
        [],
        'reach who',
      );
    });

    test('use every event trigger (enter by room and by cells, monster_dead with a tag), each event with a text and effects', () => {
      assert.deepEqual(
        missing(
          Trigger.options.map((o) => o.shape.type.value),
          triggers.map((t) => t.type),
        ),
        [],
        'triggers',
      );
      assert.ok(triggers.some((t) => t.type === 'enter' && t.room) && triggers.some((t) => t.type === 'enter' && t.cells), 'enter a room and cells');
      assert.ok(
        triggers.some((t) => t.type === 'monster_dead' && t.tag),
        'monster_dead with a tag',
      );
      for (const m of missions) for (const [i, e] of m.events.entries()) assert.ok(e.text && e.effects.length > 0, `${m.id}: events[${i}]`);
    });

    test('have secret doors, NPCs moved by each side, a search deck, and a mission without a master', () => {
      assert.ok(
        missions.some((m) => m.map.doors.some((d) => d.secret)),
        'a secret door',
      );
      assert.deepEqual(
        missing(
          Npc.shape.moved_by.unwrap().options,
          missions.flatMap((m) => m.npcs.map((n) => n.moved_by)),
        ),
        [],
        'NPC movers',
      );
      assert.ok(
        missions.some((m) => m.search_deck === 'tesori'),
        'a search deck',
      );
      assert.ok(
        missions.some((m) => m.auto),
        'an auto mission',
      );
    });
  });

  // la-tana-degli-orchi is the standard board, built by a script: it leaves some of the board's rooms closed.
  for (const m of pack.missions.filter((x) => x.id !== 'la-tana-degli-orchi')) {
    test(`${m.id}: every room reachable through doors, creatures in rooms, NPCs and objects within reach, room for four heroes`, () => {
      const squares = reachableSquares(m);
      const areas = reachableAreas(m);
      const at = (x: number, y: number) => m.map.rows[y]![x]!;
      for (const room of m.map.rooms) {
        assert.ok(
          m.map.rows.some((row) => row.includes(room.char)),
          `room ${room.id} has squares`,
        );
        assert.ok(areas.has(room.char), `room ${room.id} is reachable`);
      }
      for (const {
        between: [[ax, ay], [bx, by]],
      } of m.map.doors)
        assert.ok(at(ax, ay) !== at(bx, by), 'a door on a wall');
      for (const mo of m.monsters) assert.notEqual(at(mo.x, mo.y), CORRIDOR_CHAR, `${mo.kind} at [${mo.x}, ${mo.y}] is in a room`);
      for (const u of [...m.monsters, ...m.npcs]) assert.ok(squares.has(`${u.x},${u.y}`), `[${u.x}, ${u.y}] can be reached`);
      for (const o of m.objects) {
        // furniture is never stood on: it is searched from its area, and must not cut the way
        const ok = o.type === 'furniture' ? areas.has(at(o.x, o.y)) : squares.has(`${o.x},${o.y}`);
        assert.ok(ok, `${o.type} at [${o.x}, ${o.y}] can be reached`);
      }
      assert.ok(m.start.length >= 4);
    });
  }

  test('every auto mission can be won by two heroes of the pack played by a plain bot', () => {
    // the d20 Watchtower is played to its end in engine/watchtower.test.ts
    for (const m of pack.missions.filter((x) => x.auto && x.ruleset === 'classic')) {
      let wins = 0;
      for (let g = 0; g < 20; g++) {
        let s = createGame({
          mission: m,
          heroes: pack.heroes,
          creatures: pack.creatures,
          ruleset: byId('rulesets', m.ruleset),
          spells: pack.spells,
          items: pack.items,
          decks: pack.decks,
          seed: `bot-${g}`,
        });
        for (const [i, hero] of ['barbaro', 'nano'].entries()) s = play(s, `h${i + 1}`, { type: 'join', hero });
        s = play(s, 'h1', { type: 'start' });
        for (let turn = 0; turn < 300 && s.phase === 'playing'; turn++) s = botTurn(s, s.turn!.seat, botGoals(m));
        if (s.result?.winner === 'heroes') wins++;
      }
      assert.ok(wins >= 15, `${m.id}: the bot won ${wins} of 20`);
    }
  });
});

function play(s: GameState, seat: string, action: Action): GameState {
  const r = apply(s, { seat, ...action } as SeatAction);
  if (!r.ok) throw new Error(`${seat} ${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** Where the bot heads: the squares of the mission's `reach` conditions, else the squares beside a living creature. */
function botGoals(m: Mission): (s: GameState) => number[] {
  const reach = typeof m.win === 'object' ? m.win.conditions.filter((c) => c.type === 'reach') : [];
  return (s) => {
    const board = s.setup.board;
    const w = board.width;
    const rooms = reach.flatMap((c) => (c.room ? [c.room] : []));
    const goals = [
      ...reach.flatMap((c) => c.cells ?? []).map(([x, y]) => y * w + x),
      ...board.areas.flatMap((a, i) => (a > 0 && rooms.includes(board.rooms[a - 1]!.id) ? [i] : [])),
    ];
    if (goals.length > 0) return goals;
    return s.units.filter((u) => u.side === 'master' && u.alive).flatMap((u) => neighbours(board, u.y * w + u.x));
  };
}

/**
 * One turn of a plain player: it attacks the weakest creature in reach if it can; otherwise it rolls and walks toward
 * its goals by the shortest way (every found door counted open, around furniture), opening each door it stands at,
 * and attacks after moving if it can. It knows where the creatures are, as a test may.
 */
function botTurn(s: GameState, seat: string, goals: (s: GameState) => number[]): GameState {
  const legal = () => (s.phase === 'playing' && s.turn?.seat === seat ? legalActions(s, seat) : []);
  const attack = () => {
    const body = (id: string) => s.units.find((u) => u.id === id)!.body;
    const hits = legal().filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
    hits.sort((a, b) => body(a.target) - body(b.target));
    if (hits[0]) s = play(s, seat, hits[0]);
    return hits.length > 0;
  };
  if (!attack()) {
    const roll = legal().find((a) => a.type === 'roll');
    if (roll) s = play(s, seat, roll);
    for (let step = 0; step < 8; step++) {
      for (const a of legal()) if (a.type === 'open_door') s = play(s, seat, a);
      const board = s.setup.board;
      const w = board.width;
      const far = stepsTo(s, goals(s));
      const me = s.units.find((u) => u.id === seat)!;
      let best: Action | null = null;
      let nearest = far[me.y * w + me.x]!;
      for (const a of legal()) {
        if (a.type === 'move' && far[a.to[1] * w + a.to[0]]! < nearest) {
          best = a;
          nearest = far[a.to[1] * w + a.to[0]]!;
        }
      }
      if (!best) break;
      s = play(s, seat, best);
    }
    attack();
  }
  return legal().some((a) => a.type === 'end_turn') ? play(s, seat, { type: 'end_turn' }) : s;
}

/** Steps from every square to the nearest goal, through found doors (open or not) and around furniture. */
function stepsTo(s: GameState, goals: number[]): number[] {
  const board = s.setup.board;
  const doors = board.doors.map((_, i) => s.doorsFound[i]!);
  const w = board.width;
  const furniture = new Set(s.setup.objects.filter((o) => o.type === 'furniture').map((o) => o.y * w + o.x));
  const far = new Array<number>(board.areas.length).fill(Infinity);
  for (const g of goals) far[g] = 0;
  const queue = [...goals];
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    for (const n of neighbours(board, cur)) {
      if (far[n] !== Infinity || furniture.has(n) || !canCross(board, doors, cur, n)) continue;
      far[n] = far[cur]! + 1;
      queue.push(n);
    }
  }
  return far;
}
