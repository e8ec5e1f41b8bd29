/**
 * The default content pack: it loads, it is consistent, and it holds what the game needs.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { DEFAULT_PACK_DIR, loadDefaultPack, loadPackDir } from './load-pack.ts';
import { checkPack, CORRIDOR_CHAR, ROCK_CHAR, Target, type Mission, type Pack } from './schemas/index.ts';

const CLASSIC_STATS = path.resolve(import.meta.dirname, '../../shared/realinputs/classic/heroquest-classic-stats.json');

interface ClassicStats {
  heroes: { id: string; body: number; mind: number; attackDice: number; defendDice: number }[];
  monstersUS1990: { id: string; move: number; attack: number; defend: number; body: number; mind: number }[];
}

/**
 * The squares reachable from the mission's start squares, walking orthogonally through squares of the
 * same area, and between areas only through doors. Returns the set of areas (room chars, or ".") reached.
 */
function reachableAreas(mission: Mission): Set<string> {
  const { rows, doors } = mission.map;
  const key = (x: number, y: number) => `${x},${y}`;
  const doorEdges = new Set<string>();
  for (const { between: [[ax, ay], [bx, by]] } of doors) {
    doorEdges.add(`${key(ax, ay)}|${key(bx, by)}`);
    doorEdges.add(`${key(bx, by)}|${key(ax, ay)}`);
  }
  const seen = new Set<string>();
  const queue: [number, number][] = [];
  for (const [x, y] of mission.start) {
    seen.add(key(x, y));
    queue.push([x, y]);
  }
  const areas = new Set<string>();
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i]!;
    const here = rows[y]![x]!;
    areas.add(here);
    for (const [nx, ny] of [[x + 1, y], [x - 1, y], [x, y + 1], [x, y - 1]] as [number, number][]) {
      const there = rows[ny]?.[nx];
      if (there === undefined || there === ROCK_CHAR || seen.has(key(nx, ny))) continue;
      if (there !== here && !doorEdges.has(`${key(x, y)}|${key(nx, ny)}`)) continue; // a wall
      seen.add(key(nx, ny));
      queue.push([nx, ny]);
    }
  }
  return areas;
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
    assert.deepEqual(pack.heroes.map((h) => h.id).sort(), ['barbaro', 'elfo', 'mago', 'nano']);
    const expected = { barbaro: [8, 2, 3, 2], nano: [7, 3, 2, 2], elfo: [6, 4, 2, 2], mago: [4, 6, 1, 2] };
    for (const [id, [body, mind, attack, defence]] of Object.entries(expected)) {
      const h = byId('heroes', id);
      assert.deepEqual([h.body, h.mind, h.attack, h.defence], [body, mind, attack, defence], id);
      assert.deepEqual(h.items, ['pozione-curativa'], id);
      assert.match(h.color ?? '', /^#[0-9a-f]{6}$/i, id);
    }
    assert.equal(new Set(pack.heroes.map((h) => h.color!.toLowerCase())).size, 4);
  });

  test('the heroes and creatures agree with the classic stat tables', () => {
    const classic = JSON.parse(readFileSync(CLASSIC_STATS, 'utf8')) as ClassicStats;
    const heroIds: Record<string, string> = { barbarian: 'barbaro', dwarf: 'nano', elf: 'elfo', wizard: 'mago' };
    for (const row of classic.heroes) {
      const h = byId('heroes', heroIds[row.id]!);
      assert.deepEqual([h.body, h.mind, h.attack, h.defence], [row.body, row.mind, row.attackDice, row.defendDice], row.id);
    }
    const creatureIds: Record<string, string> = {
      goblin: 'goblin',
      orc: 'orco',
      fimir: 'fimir',
      skeleton: 'scheletro',
      zombie: 'zombi',
      mummy: 'mummia',
      'chaos-warrior': 'guerriero-del-caos',
      gargoyle: 'gargoyle',
    };
    for (const row of classic.monstersUS1990) {
      const c = byId('creatures', creatureIds[row.id]!);
      assert.deepEqual([c.move, c.attack, c.defence, c.body, c.mind], [row.move, row.attack, row.defend, row.body, row.mind], row.id);
    }
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
    assert.ok(pack.spells.length >= 8);
    assert.deepEqual([...new Set(pack.spells.map((s) => s.element))].sort(), ['acqua', 'aria', 'fuoco', 'terra']);
    assert.deepEqual([...new Set(pack.spells.map((s) => s.range))].sort(), ['adjacent', 'any', 'line', 'self']);
    for (const s of pack.spells) assert.equal(s.uses, 1, s.id);
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
      assert.ok(d.cards.every((c) => c.effects.length > 0), `${id}: every card does something`);
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

  test('the classic ruleset has the classic combat die and 2d6 movement', () => {
    const r = byId('rulesets', 'classic');
    const count = (face: string) => r.combatDie.faces.filter((f) => f === face).length;
    assert.equal(r.combatDie.faces.length, 6);
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
        assert.ok(m.map.rows.some((row) => row.includes(room.char)), `room ${room.id} has squares`);
        assert.ok(reached.has(room.char), `room ${room.id} is reachable`);
      }
      for (const { between: [[ax, ay], [bx, by]] } of m.map.doors) {
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
});
