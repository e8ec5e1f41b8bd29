/**
 * The board's animation timeline (components/board/motion.ts) on its own, with a clock the test sets: a walk goes
 * square by square along the event's path at STEP_MS a square and ends on the unit's square; without an event a
 * shortest path over the floor (around rock, through open doors only); an attack's lunge follows the walk before it,
 * the target flashes red; a dead piece is drawn until it has sunk; `finish` puts everything at rest at once; nothing
 * animates when motion is not allowed; with slow frames (software GL) a walk still shows every square, one per frame.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Scene } from 'three';
import { BoardMotion, DEATH_MS, HIT_MS, LUNGE_MS, STEP_MS, shortestPath } from '../components/board/motion.ts';
import type { BoardLayout, BoardScene } from '../components/board/types.ts';
import type { GameEvent, Unit } from '../engine/index.ts';

/** A board of `width` × `height` squares of the given areas (`-1` rock), with `doors`. */
function layout(width: number, height: number, areas: number[], doors: BoardLayout['doors'] = []): BoardLayout {
  return { width, height, areas, rooms: [], doors } as BoardLayout;
}

function unit(id: string, x: number, y: number, alive = true): Unit {
  return { id, x, y, alive, side: id.startsWith('h') ? 'heroes' : 'creatures' } as unknown as Unit;
}

function scene(board: BoardLayout, units: Unit[]): BoardScene {
  return { board, revealed: [], units, seeAll: true };
}

const open5 = layout(5, 1, [0, 0, 0, 0, 0]);
const open6 = layout(6, 1, [0, 0, 0, 0, 0, 0]);

/**
 * Draws frames 16 ms apart (a 60 Hz screen) from the last frame `clock.at` up to `to` (ms), ticking `motion` at each;
 * returns what the last tick returned.
 */
function framesTo(motion: BoardMotion, clock: { at: number }, to: number): boolean {
  let running = motion.running;
  while (clock.at < to) {
    clock.at = Math.min(to, clock.at + 16);
    running = motion.tick(clock.at);
  }
  return running;
}

test('a walk goes square by square along the path of its event, STEP_MS a square, and ends on the unit square', () => {
  const motion = new BoardMotion(new Scene());
  const events: GameEvent[] = [
    {
      type: 'unit_moved',
      unit: 'h1',
      path: [
        [1, 0],
        [2, 0],
        [3, 0],
      ],
    },
  ];
  motion.begin(scene(open5, [unit('h1', 0, 0)]), scene(open5, [unit('h1', 3, 0)]), events, 1000);
  assert.equal(motion.running, true);
  const clock = { at: 1000 };
  const at = (t: number) => {
    framesTo(motion, clock, 1000 + t);
    const p = motion.place(unit('h1', 3, 0));
    return [Number(p.x.toFixed(3)), p.y];
  };
  assert.deepEqual(at(0), [0, 0]);
  assert.deepEqual(at(STEP_MS), [1, 0]);
  assert.deepEqual(at(STEP_MS * 1.5), [1.5, 0], 'half way between the second and third squares');
  assert.deepEqual(at(STEP_MS * 2), [2, 0]);
  assert.equal(framesTo(motion, clock, 1000 + STEP_MS * 3), false, 'the walk ends after three squares');
  assert.deepEqual(motion.place(unit('h1', 3, 0)), { x: 3, y: 0, lift: 0, scale: 1, tint: 0, tintAmount: 0 }, 'at rest on its square');
});

test('without an event a moved piece walks a shortest path over the floor, around rock and through open doors only', () => {
  // . # .      rock in the middle of the lower row
  // . # .
  // . . .
  const board = layout(3, 3, [0, -1, 0, 0, -1, 0, 0, 0, 0]);
  assert.deepEqual(shortestPath(board, [0, 0], [2, 0]), [
    [0, 0],
    [0, 1],
    [0, 2],
    [1, 2],
    [2, 2],
    [2, 1],
    [2, 0],
  ]);
  // two rooms side by side: through their door when it is open, no path (straight to the end) when it is closed
  const door = (open: boolean) =>
    layout(
      2,
      2,
      [1, 2, 1, 2],
      [
        {
          id: 'd',
          between: [
            [0, 1],
            [1, 1],
          ],
          open,
          secret: false,
        },
      ],
    );
  assert.deepEqual(shortestPath(door(true), [0, 0], [1, 0]), [
    [0, 0],
    [0, 1],
    [1, 1],
    [1, 0],
  ]);
  assert.deepEqual(shortestPath(door(false), [0, 0], [1, 0]), [
    [0, 0],
    [1, 0],
  ]);

  const motion = new BoardMotion(new Scene());
  motion.begin(scene(board, [unit('h1', 0, 0)]), scene(board, [unit('h1', 2, 0)]), [], 0);
  const clock = { at: 0 };
  framesTo(motion, clock, STEP_MS * 3);
  const p = motion.place(unit('h1', 2, 0));
  assert.deepEqual([p.x, p.y], [1, 2], 'three squares on, the piece is below the rock');
  framesTo(motion, clock, STEP_MS * 6);
  assert.equal(motion.running, false);
});

test('an attack after a walk: the attacker lunges once it has arrived, the target flashes red, a dead target sinks away', () => {
  const motion = new BoardMotion(new Scene());
  const before = [unit('m1', 0, 0), unit('h1', 3, 0)];
  const after = [unit('m1', 2, 0), unit('h1', 3, 0, false)];
  const events: GameEvent[] = [
    {
      type: 'unit_moved',
      unit: 'm1',
      path: [
        [1, 0],
        [2, 0],
      ],
    },
    { type: 'attack', attacker: 'm1', target: 'h1', attackDice: ['skull'], defenceDice: [], hits: 1, blocks: 0, damage: 1, bodyLost: 1, body: 0 } as GameEvent,
    { type: 'unit_died', unit: 'h1' },
  ];
  motion.begin(scene(open5, before), scene(open5, after), events, 0);
  const walked = STEP_MS * 2;
  const clock = { at: 0 };
  framesTo(motion, clock, walked + LUNGE_MS / 2);
  const lunge = motion.place(after[0]!);
  assert.ok(lunge.x > 2.3 && lunge.y === 0, `the attacker leans toward its target: ${lunge.x}`);
  // the blow lands as the lunge peaks: the target is reddest half way through its flash
  framesTo(motion, clock, walked + LUNGE_MS * 0.45 + HIT_MS / 2);
  const hit = motion.place(before[1]!);
  assert.equal(hit.tint, 0xff2a2a);
  assert.ok(hit.tintAmount > 0.3, `the target flashes red: ${hit.tintAmount}`);
  assert.deepEqual(
    motion.units(after).map((u) => u.id),
    ['m1', 'h1'],
    'the dead hero is still drawn while it sinks',
  );
  framesTo(motion, clock, walked + LUNGE_MS + HIT_MS + DEATH_MS);
  assert.deepEqual(
    motion.units(after).map((u) => u.id),
    ['m1'],
    'then it is gone',
  );
});

test('finish ends everything at its end state at once; a board that does not allow motion never animates', () => {
  const motion = new BoardMotion(new Scene());
  const changes: boolean[] = [];
  motion.onRunning = (running) => changes.push(running);
  motion.begin(scene(open5, [unit('h1', 0, 0)]), scene(open5, [unit('h1', 4, 0)]), [], 0);
  motion.tick(STEP_MS);
  motion.finish();
  assert.equal(motion.running, false);
  assert.deepEqual(motion.place(unit('h1', 4, 0)), { x: 4, y: 0, lift: 0, scale: 1, tint: 0, tintAmount: 0 });
  assert.deepEqual(changes, [true, false]);

  motion.allowed = false;
  motion.begin(
    scene(open5, [unit('h1', 0, 0)]),
    scene(open5, [unit('h1', 4, 0)]),
    [
      {
        type: 'unit_moved',
        unit: 'h1',
        path: [
          [1, 0],
          [2, 0],
          [3, 0],
          [4, 0],
        ],
      },
    ],
    0,
  );
  assert.equal(motion.running, false);
  assert.deepEqual(changes, [true, false], 'no animation started');
});

test('with slow frames (250 ms each, software GL) a five-square walk advances one square per drawn frame: every square is seen, in order', () => {
  const motion = new BoardMotion(new Scene());
  const path: [number, number][] = [
    [1, 0],
    [2, 0],
    [3, 0],
    [4, 0],
    [5, 0],
  ];
  motion.begin(scene(open6, [unit('h1', 0, 0)]), scene(open6, [unit('h1', 5, 0)]), [{ type: 'unit_moved', unit: 'h1', path }], 0);
  const seen: [number, number][] = [];
  for (let frame = 1; motion.running && frame < 20; frame++) {
    motion.tick(frame * 250);
    const p = motion.place(unit('h1', 5, 0));
    seen.push([Number(p.x.toFixed(3)), p.y]);
  }
  assert.deepEqual(
    seen,
    [
      [1, 0],
      [2, 0],
      [3, 0],
      [4, 0],
      [5, 0],
    ],
    'one square per frame, none skipped, then at rest on the last',
  );
  assert.equal(motion.running, false, 'the walk has ended');
});
