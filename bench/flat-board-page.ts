/**
 * The page of `bench/flat-board.bench.ts`: the 2D board (`FlatBoard`) of a 60×60 board with 150 creatures and four
 * heroes in a 1280×720 box, and the updates a turn makes, timed. Bundled by esbuild into the page; exposes
 * `window.flatBench.run(times)`, which resolves to the milliseconds of each kind of update (every one followed by a
 * forced style and layout, so the SVG's parse and layout are counted).
 * @module
 */
import { FlatBoard } from '../components/board/flat/flat-board.ts';
import { NO_MARKS, type BoardMarks, type BoardScene } from '../components/board/types.ts';
import type { Unit } from '../engine/index.ts';

const SIZE = 60;

/** Rooms of 9×9 squares in a grid, a corridor between them; a door from each room to the corridor on its left. */
function scene(): BoardScene {
  const areas: number[] = [];
  const rooms: { id: string }[] = [];
  const doors: BoardScene['board']['doors'] = [];
  for (let y = 0; y < SIZE; y++) {
    for (let x = 0; x < SIZE; x++) {
      const corridor = x % 10 === 0 || y % 10 === 0;
      areas.push(corridor ? 0 : 1 + Math.floor(y / 10) * 6 + Math.floor(x / 10));
    }
  }
  for (let i = 0; i < 36; i++) {
    rooms.push({ id: `r${i + 1}` });
    const x = (i % 6) * 10;
    const y = Math.floor(i / 6) * 10 + 5;
    doors.push({
      id: `d${i}`,
      between: [
        [x, y],
        [x + 1, y],
      ],
      open: i % 2 === 0,
      secret: false,
    } as BoardScene['board']['doors'][number]);
  }
  const unit = (id: string, side: 'heroes' | 'master', x: number, y: number, color: string): Unit =>
    ({
      id,
      side,
      kind: side === 'heroes' ? 'barbaro' : 'goblin',
      name: { it: side === 'heroes' ? 'Barbaro' : 'Goblin', en: 'Goblin' },
      x,
      y,
      alive: true,
      color,
      statuses: [],
      mods: [],
      body: 5,
      maxBody: 5,
      mind: 2,
      maxMind: 2,
    }) as unknown as Unit;
  const units: Unit[] = [1, 2, 3, 4].map((i) => unit(`h${i}`, 'heroes', i, 0, '#b03a2e'));
  for (let i = 0; units.length < 154; i++) {
    const x = 1 + ((i * 7) % SIZE);
    const y = 1 + ((i * 13) % (SIZE - 1));
    if (x % 10 === 0 || y % 10 === 0 || x >= SIZE) continue;
    if (units.some((u) => u.x === x && u.y === y)) continue;
    units.push(unit(`m${i}`, 'master', x, y, '#6b8e23'));
  }
  return {
    board: { width: SIZE, height: SIZE, areas, rooms, doors } as unknown as BoardScene['board'],
    revealed: rooms.map((r) => r.id),
    units,
    seeAll: false,
    objects: [],
  };
}

const settle = () => void document.body.getBoundingClientRect();

async function run(times: number): Promise<Record<string, number[]>> {
  const box = document.createElement('div');
  box.style.cssText = 'width:1280px;height:720px;';
  document.body.append(box);
  const board = new FlatBoard();
  board.attach(box);
  const s = scene();
  const t0 = performance.now();
  board.setScene(s);
  settle();
  const out: Record<string, number[]> = { scene: [performance.now() - t0], marks: [], hover: [], nodes: [board.svg.querySelectorAll('*').length] };
  for (let i = 0; i < times; i++) {
    const marks: BoardMarks = {
      ...NO_MARKS,
      moves: [
        [1 + i, 1],
        [1 + i, 2],
      ],
      active: 'h1',
      ready: ['h2'],
      cursor: [i, 3],
    };
    let t = performance.now();
    board.setMarks(marks);
    settle();
    out.marks!.push(performance.now() - t);
    const r = box.getBoundingClientRect();
    t = performance.now();
    box
      .querySelector('.flat-board')!
      .dispatchEvent(new PointerEvent('pointermove', { clientX: r.left + 40 + i * 20, clientY: r.top + 300, pointerType: 'mouse', bubbles: true }));
    settle();
    out.hover!.push(performance.now() - t);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
  return out;
}

(window as unknown as { flatBench: unknown }).flatBench = { run };
