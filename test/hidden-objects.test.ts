/**
 * Over many seeded random games, the exact text a hero seat's live stream would carry (the server's own frame
 * builder over `viewFor`, `eventsFor` and `legalActions`) never holds a hidden trap, a hidden object, a secret door
 * not yet found, or the NPC of an unrevealed room; the master's frames do.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { updateFrame } from '../cms/rooms/stream.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { apply, eventsFor, legalActions, MASTER, viewFor, type GameEvent, type GameState } from '../engine/index.ts';
import { mission, started } from './support/fixtures.ts';

const t = (s: string) => ({ it: s, en: s });
const m = mission({
  map: {
    rows: ['..........', '.AAA.BBBB.', '.AAA.BBBB.', '..........'],
    rooms: [
      { id: 'a', char: 'A' },
      { id: 'b', char: 'B' },
    ],
    doors: [
      {
        between: [
          [2, 0],
          [2, 1],
        ],
      },
      {
        between: [
          [6, 3],
          [6, 2],
        ],
      },
      {
        between: [
          [9, 1],
          [8, 1],
        ],
        secret: true,
      },
    ],
  },
  start: [
    [0, 0],
    [0, 3],
  ],
  monsters: [
    { kind: 'goblin', x: 3, y: 2 },
    { kind: 'orco', x: 8, y: 2 },
  ],
  npcs: [{ name: 'PRIGIONIERO-SEGRETO', x: 7, y: 1, body: 2, move: 4, def: 1 }],
  objects: [
    { type: 'trap', kind: 'pit', x: 4, y: 0, hidden: true, name: t('TRAPPOLA-CORRIDOIO'), effects: [{ type: 'damage', amount: 1 }] },
    { type: 'treasure', x: 1, y: 2, hidden: true, name: t('TESORO-NASCOSTO'), effects: [{ type: 'gold', amount: 5 }] },
    { type: 'marker', x: 5, y: 2, hidden: true, name: t('SEGNO-NASCOSTO') },
    { type: 'furniture', kind: 'chest', x: 8, y: 1, name: t('FORZIERE-STANZA-B'), effects: [{ type: 'gold', amount: 3 }] },
    { type: 'trap', kind: 'spear', x: 6, y: 1, hidden: true, name: t('TRAPPOLA-STANZA-B') },
  ],
});

test('hero frames never carry hidden traps, hidden objects, unfound secret doors or hidden NPCs', () => {
  let checked = 0;
  for (let g = 0; g < 80; g++) {
    let s: GameState = started(m, ['barbaro', 'nano'], `hidden-${g}`);
    const pick = new Rng(seedRng(`pick-${g}`));
    let events: GameEvent[] = [];
    for (let i = 0; i < 120 && s.phase === 'playing'; i++) {
      for (const seat of ['h1', 'h2', MASTER]) {
        const raw = updateFrame(
          JSON.stringify({ seq: s.seq, view: viewFor(s, seat), events: eventsFor(s, seat, events), legal: legalActions(s, seat) }),
          s.seq,
        );
        assert.ok(!raw.includes('"rng"'));
        if (seat === MASTER) {
          assert.ok(raw.includes('TRAPPOLA-CORRIDOIO') && raw.includes('PRIGIONIERO-SEGRETO'));
          continue;
        }
        s.setup.objects.forEach((o, j) => {
          const name = o.name!.it!;
          const roomId = s.setup.board.rooms[s.setup.board.areas[o.y * s.setup.board.width + o.x]! - 1]?.id;
          const hidden = s.objects[j]!.hidden || (roomId !== undefined && !s.revealed.includes(roomId));
          if (hidden) assert.ok(!raw.includes(name), `game ${g} step ${i}: ${name} in ${seat}'s frame`);
        });
        if (!s.revealed.includes('b')) assert.ok(!raw.includes('PRIGIONIERO-SEGRETO'), `game ${g}: NPC leaked`);
        if (!s.doorsFound[2]) assert.ok(!raw.includes('"s0"'), `game ${g}: secret door leaked`);
        assert.ok(!raw.includes('"effects"'), `game ${g}: an object's effects reached ${seat}`);
        checked++;
      }
      const seat = s.turn!.seat;
      const legal = legalActions(s, seat);
      const r = apply(s, { seat, ...legal[pick.int(legal.length)]! });
      assert.ok(r.ok);
      s = r.state;
      events = r.events;
    }
  }
  assert.ok(checked > 5000, `${checked} frames checked`);
});
