/**
 * The mission editor's smaller defects, in the Italian Archive against the REAL server, with a real mouse:
 * - the preview is always the draft: a square painted as rock shows as rock in it at once, and a map painted all
 *   rock hides the last board drawn and says why (it stayed on the old map);
 * - a creature or an object on rock is listed once among the problems (the schema and the map's checks both find it);
 * - a trap is a tool of its own in the map's toolbar, with its picture: one click on a square puts a trap there;
 * - a room's events are added and edited from the room on the map: the event added there names the room.
 * (The "Scegli sulla mappa" button's picture: test/browser/map-pick.test.ts.)
 */
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { DungeonBoard } from '../../components/board/index.ts';
import type { DraftMission } from '../../components/archive/map-model.ts';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, fill, find, findAll, newMission as openNewMission } from './support/archive.ts';

type MapEditor = HTMLElement & {
  board: DungeonBoard | null;
  value: DraftMission;
  previewShown: string;
  cellToClient(x: number, y: number): { x: number; y: number };
};
type DocEditor = HTMLElement & { draft: DraftMission };

const PASSWORD = 'una password lunga';
let userName = '';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `difetti-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(async () => {
  await sendMouse({ type: 'move', position: [0, 0] });
  closeArchive();
});

/** Opens a new mission in the Archive: its editor and its map editor. */
const newMission = () => openNewMission<DocEditor, MapEditor>(userName, PASSWORD);

/** A real mouse click on square `[x, y]` of the map editor's grid (the Archive's frame sits at 0, 0). */
async function clickSquare(map: MapEditor, x: number, y: number): Promise<void> {
  const p = map.cellToClient(x, y);
  await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
}

/** A real drag with the mouse from square `a` to square `b`. */
async function drag(map: MapEditor, a: [number, number], b: [number, number]): Promise<void> {
  const from = map.cellToClient(...a);
  const to = map.cellToClient(...b);
  await sendMouse({ type: 'move', position: [Math.round(from.x), Math.round(from.y)] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'move', position: [Math.round((from.x + to.x) / 2), Math.round((from.y + to.y) / 2)] });
  await sendMouse({ type: 'move', position: [Math.round(to.x), Math.round(to.y)] });
  await sendMouse({ type: 'up' });
}

/** The preview's board once it shows the draft as it is now, drawn. */
async function previewOf(map: MapEditor): Promise<DungeonBoard> {
  const board = await waitFor(() => map.board, 'the preview board');
  await waitFor(() => map.previewShown === JSON.stringify(map.value.map.rows) || null, 'the preview to show the draft');
  await board.whenRendered();
  return board;
}

describe("the mission editor's smaller defects", () => {
  it('the preview is always the draft: a square painted as rock shows as rock at once; a map all rock hides the old board and says so', async () => {
    const { map } = await newMission();
    const board = await previewOf(map);
    const floorAt = (b: DungeonBoard, x: number, y: number) => {
      const p = b.squareToClient(x, y);
      return b.picksAt(p.x, p.y).some((pick) => pick.kind === 'square' && pick.x === x && pick.y === y);
    };
    equal(floorAt(board, 3, 3), true, 'the preview has a floor square at [3, 3]');
    const before = board.readSquarePixel(3, 3)!;

    await click('button[data-tool="rock"]', map);
    await clickSquare(map, 3, 3);
    await waitFor(() => map.value.map.rows[3] === '#..#.....#' || null, `the square painted (${map.value.map.rows[3]})`);
    const after = await previewOf(map);
    equal(floorAt(after, 3, 3), false, 'the preview has rock at [3, 3]');
    equal(floorAt(after, 4, 3), true, 'and floor beside it');
    const pixel = after.readSquarePixel(3, 3)!;
    assert(
      pixel.slice(0, 3).some((v, i) => v !== before[i]),
      `the preview drew [3, 3] again: ${pixel}, was ${before}`,
    );

    // all of it rock: nothing to draw, and the last board drawn is not left showing
    await click('button[data-tool="rect"]', map);
    await drag(map, [1, 1], [8, 5]);
    await waitFor(() => map.value.map.rows.every((r) => r === '##########') || null, 'the map all rock');
    const note = await el('[data-role="preview-note"]', map);
    equal(note.textContent?.trim(), 'Non c’è niente da mostrare: la mappa è tutta roccia. Dipingi una stanza o un corridoio.');
    equal(find(map, '[data-role="preview"]')!.hasAttribute('data-empty'), true);
    equal(getComputedStyle(map.board!.canvas).visibility, 'hidden');

    // a corridor painted again: the board comes back, showing it
    await click('button[data-tool="corridor"]', map);
    await drag(map, [2, 2], [4, 2]);
    await waitFor(() => map.value.map.rows[2] === '##...#####' || null, `the corridor painted (${map.value.map.rows[2]})`);
    const back = await previewOf(map);
    await waitFor(() => !find(map, '[data-role="preview-note"]') || null, 'the note to go');
    equal(getComputedStyle(back.canvas).visibility, 'visible');
    equal(floorAt(back, 3, 2), true, 'the new corridor is drawn');
  });

  it('a creature and an object on rock are each listed once among the problems, the square named by column and row', async () => {
    const { map } = await newMission();
    await click('button[data-tool="creature"]', map);
    await clickSquare(map, 0, 0);
    await click('button[data-tool="treasure"]', map);
    await clickSquare(map, 9, 6);
    await waitFor(() => (map.value.monsters.length === 1 && map.value.objects.length === 1) || null, 'the goblin and the treasure placed');
    const listed = (path: string) => findAll(map, `[data-role="problems"] li[data-path="${path}"]`).map((li) => li.querySelector('.msg')?.textContent?.trim());
    await waitFor(() => listed('monsters[0]').length > 0 || null, 'the creature on rock listed');
    equal(listed('monsters[0]'), ['la casella in colonna 1, riga 1 è roccia']);
    // the treasure has two faults, each listed once: it stands on rock, and it gives nothing (no effect, no name)
    equal(listed('objects[0]').sort(), [
      'il tesoro in colonna 10, riga 7 non dà nulla a chi lo trova: aggiungi un effetto (come dell’oro) o almeno un nome',
      'la casella in colonna 10, riga 7 è roccia',
    ]);
  });

  it('the trap is a tool of its own with its picture: one click on a square puts a trap there', async () => {
    const { editor, map } = await newMission();
    const tool = await el<HTMLButtonElement>('button[data-tool="trap"]', map);
    equal(tool.textContent?.trim(), 'Trappola');
    assert((tool.querySelector('svg.icon path')?.getAttribute('d')?.length ?? 0) > 50, 'the trap tool has its picture');
    // every kind of object the format has is in the toolbar
    equal(
      ['treasure', 'trap', 'furniture', 'exit', 'marker'].map((k) => !!find(map, `.tools button[data-tool="${k}"]`)),
      [true, true, true, true, true],
    );
    tool.click();
    await fill('select[data-role="object-kind"]', 'pit', map);
    await clickSquare(map, 4, 3);
    await waitFor(() => (editor.draft.objects ?? []).length > 0 || null, 'the trap placed');
    equal(editor.draft.objects as unknown[], [{ type: 'trap', kind: 'pit', hidden: true, effects: [{ type: 'damage', amount: 1 }], x: 4, y: 3 }]);
    await el('g[data-object="4,3"][data-type="trap"] svg path', map);
  });

  it("a room's events are added and edited from the room on the map: the event names the room", async () => {
    const { editor, map } = await newMission();
    await fill('input[data-role="new-room"]', 'Sala del trono', map);
    await click('button[data-action="add-room"]', map);
    await waitFor(() => map.value.map.rooms.length === 1 || null, 'the room added');
    await click('button[data-tool="rect"]', map);
    await drag(map, [5, 1], [8, 3]);
    await waitFor(() => map.value.map.rows[2] === '#....AAAA#' || null, `the room painted (${map.value.map.rows[2]})`);

    // the room's square selected on the map: its events, none yet, and buttons adding one
    await click('button[data-tool="select"]', map);
    await clickSquare(map, 6, 2);
    const here = await el('[data-role="events-here"]', map);
    equal(here.querySelector('h3')?.textContent?.trim(), 'Eventi della stanza «Sala del trono»');
    (await el<HTMLButtonElement>('button[data-action="add-event-enter"]', here)).click();
    await waitFor(() => (editor.draft.events as unknown[] | undefined)?.length === 1 || null, 'the event added');
    equal(editor.draft.events, [{ when: { type: 'enter', room: 'sala-del-trono' }, effects: [] }]);

    // edited there: a message shown when a hero enters
    const form = await el('[data-event="events[0]"] qb-json-form', map);
    await click('button[data-add="effects"]', form);
    await fill('select[data-path="effects[0].type"]', 'message', form);
    await waitFor(() => (editor.draft.events as { effects: { type: string }[] }[])[0]!.effects[0]?.type === 'message' || null, 'the effect chosen');
    equal((editor.draft.events as { when: unknown }[])[0]!.when, { type: 'enter', room: 'sala-del-trono' });

    // the room's row says how many events it has, and leads to them
    const button = await el<HTMLButtonElement>('[data-role="rooms"] button[data-action="room-events"]', map);
    equal(button.textContent?.trim(), 'Eventi (1)');
  });
});
