/**
 * The mission editor's layout holds still for a club organiser (the new-user tester's report):
 * - the start markers never cover a room's label on its first square ("A Ingresso" was under markers 1–4);
 * - a longer room name in "Stanza da dipingere" does not change the tool options' height, so the map does not move
 *   under the pointer.
 */
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { DraftMission } from '../../components/archive/map-model.ts';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, fill, find, newMission as openNewMission } from './support/archive.ts';

type MapEditor = HTMLElement & { value: DraftMission; cellToClient(x: number, y: number): { x: number; y: number } };

const PASSWORD = 'una password lunga';
let userName = '';

before(async () => {
  await setViewport({ width: 1440, height: 900 });
  userName = `impaginatrice-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(async () => {
  await sendMouse({ type: 'move', position: [0, 0] });
  closeArchive();
});

/** Adds a room named `name` from the map editor's "new room" box. */
async function addRoom(map: MapEditor, name: string): Promise<void> {
  const n = map.value.map.rooms.length;
  await fill('input[data-role="new-room"]', name, map);
  await click('button[data-action="add-room"]', map);
  await waitFor(() => map.value.map.rooms.length === n + 1 || null, `the room ${name} added`);
}

/** Paints with the mouse, in rectangle mode, from square `a` to square `b`. */
async function paint(map: MapEditor, a: [number, number], b: [number, number]): Promise<void> {
  const from = map.cellToClient(...a);
  const to = map.cellToClient(...b);
  await sendMouse({ type: 'move', position: [Math.round(from.x), Math.round(from.y)] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [Math.round(to.x), Math.round(to.y)] });
  await sendMouse({ type: 'up' });
}

describe('the mission editor holds still', () => {
  it('the start markers sit under the room label of the first square, never over it', async () => {
    const { map } = await openNewMission<HTMLElement, MapEditor>(userName, PASSWORD);
    await addRoom(map, 'Ingresso');
    await click('button[data-tool="rect"]', map);
    await paint(map, [1, 1], [4, 3]);
    await waitFor(() => map.value.map.rows[1] === '#AAAA....#' || null, `the room painted (${map.value.map.rows[1]})`);
    await click('button[data-tool="start"]', map);
    // a new mission's first start square is [1, 1]: three more beside it, along the room's top row
    equal(map.value.start, [[1, 1]]);
    for (const x of [2, 3, 4]) {
      const p = map.cellToClient(x, 1);
      await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
      await waitFor(() => map.value.start.length === x || null, `start ${x} placed`);
    }
    const label = (await el<SVGTextElement>('svg[data-role="grid"] text[data-room="ingresso"]', map)).getBoundingClientRect();
    for (const i of [0, 1, 2, 3]) {
      const marker = (await el<SVGGElement>(`svg[data-role="grid"] g[data-start="${i}"] circle`, map)).getBoundingClientRect();
      const apart = marker.top >= label.bottom || marker.left >= label.right || marker.right <= label.left;
      assert(apart, `start ${i + 1} (top ${marker.top.toFixed(1)}) clear of the label (bottom ${label.bottom.toFixed(1)})`);
    }
    // the label is drawn over the pieces: the last of the grid's texts but the problem marks
    const grid = find(map, 'svg[data-role="grid"]')!;
    const order = [...grid.children];
    assert(
      order.indexOf(find(map, 'svg[data-role="grid"] text[data-room="ingresso"]')!) > order.indexOf(find(map, 'svg[data-role="grid"] g[data-start="3"]')!),
      'the label drawn after the markers',
    );
  });

  it('a long room name in "Stanza da dipingere" leaves the tool options and the map where they were', async () => {
    const { map } = await openNewMission<HTMLElement, MapEditor>(userName, PASSWORD);
    await addRoom(map, 'Ingresso');
    await click('button[data-tool="room"]', map);
    const options = await el('.dock .options', map);
    const grid = await el('svg[data-role="grid"]', map);
    const before = { height: options.getBoundingClientRect().height, top: grid.getBoundingClientRect().top };
    await addRoom(map, 'La grande sala del trono del signore oscuro');
    await fill('select[data-role="room-pick"]', 'B', map);
    await waitFor(() => find<HTMLSelectElement>(map, 'select[data-role="room-pick"]')?.value === 'B' || null, 'the long-named room chosen');
    equal(options.getBoundingClientRect().height, before.height, 'the options as high as before');
    equal(grid.getBoundingClientRect().top, before.top, 'the map where it was');
  });
});

describe('the mission editor on a phone', () => {
  before(async () => {
    await setViewport({ width: 390, height: 844 });
  });
  after(async () => {
    await setViewport({ width: 1440, height: 900 });
  });

  it('"Rettangolo" is whole on screen, beside "Pennello", clear of "Annulla"', async () => {
    const { map } = await openNewMission<HTMLElement, MapEditor>(userName, PASSWORD);
    await addRoom(map, 'Ingresso');
    const rect = (await el('button[data-tool="rect"]', map)).getBoundingClientRect();
    const undo = (await el('button[data-action="undo"]', map)).getBoundingClientRect();
    const options = (await el('.dock .options', map)).getBoundingClientRect();
    assert(rect.right <= options.right - 24, `"Rettangolo" ends (${rect.right.toFixed(0)}) before the options' fading edge (${options.right.toFixed(0)})`);
    const overlap = rect.left < undo.right && rect.right > undo.left && rect.top < undo.bottom && rect.bottom > undo.top;
    assert(!overlap, '"Rettangolo" and "Annulla" do not meet');
    assert(rect.bottom <= undo.top || rect.top >= undo.bottom || rect.right <= undo.left, '"Rettangolo" not under "Annulla"');
  });
});
