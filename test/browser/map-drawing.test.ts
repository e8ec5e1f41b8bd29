/**
 * Drawing in the Archive's map editor with a real mouse and real keys, against the REAL server: a new
 * mission, a room added, the rectangle tool chosen, the room drawn in ONE drag corner to corner (`sendMouse`: move,
 * down, move, up), previewed while dragging and painted only on release, one piece with no problem; Ctrl+Z takes it
 * back exactly, Ctrl+Shift+Z and Ctrl+Y put it back (`sendKeys`), the buttons do the same; a freehand drag is one
 * undo step; Ctrl+Z in a text field is left to the field. And the whole path in one test: a mission built with no
 * id typed anywhere, a spawn square picked on the map, a room drawn in one rectangle drag, undone and redone, published.
 * A new author's trial: Ctrl+Z with the focus on the page (not in a field) undoes the map's resize and the height box
 * shows the real height again; Enter in the "new room" box adds the room; the grid's label, the room's problem and the
 * creature inspector's heading show names, not ids.
 *
 * The tool and history buttons are found by `data-tool="brush" | "rect"` and `data-action="undo" | "redo"`.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { DraftMission } from '../../components/archive/map-model.ts';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, fill, find, findAll, newMission, win } from './support/archive.ts';

type MapEditor = HTMLElement & { value: DraftMission; cellToClient(x: number, y: number): { x: number; y: number } };

/** The new mission's map (test/archive.test.ts: `newMission`). */
const EMPTY = ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'];
/** The room drawn from [1, 1] to [4, 3]: over the start square, so reached from the start. */
const DRAWN = ['##########', '#AAAA....#', '#AAAA....#', '#AAAA....#', '#........#', '#........#', '##########'];

/** The tool buttons' words, by the editor's language. */
const WORDS = {
  it: {
    rect: 'Rettangolo',
    brush: 'Pennello',
    rectHint: 'Trascina da un angolo all’angolo opposto: il rettangolo intero si dipinge in un solo passo.',
    undo: 'Annulla',
    redo: 'Ripeti',
  },
  en: {
    rect: 'Rectangle',
    brush: 'Brush',
    rectHint: 'Drag from one corner to the opposite one: the whole rectangle is painted in one step.',
    undo: 'Undo',
    redo: 'Redo',
  },
} as const;

/** Moves the real mouse to the middle of square `[x, y]` of the map editor's grid (the Archive's frame sits at 0, 0). */
async function mouseTo(map: MapEditor, x: number, y: number): Promise<void> {
  const p = map.cellToClient(x, y);
  assert(p.x > 0 && p.y > 0 && p.x < 1400 && p.y < 1000, `square [${x}, ${y}] is on screen (${p.x}, ${p.y})`);
  await sendMouse({ type: 'move', position: [Math.round(p.x), Math.round(p.y)] });
}

/** Presses a key with modifiers held, as a person would. */
async function chord(modifiers: string[], key: string): Promise<void> {
  for (const m of modifiers) await sendKeys({ down: m });
  await sendKeys({ press: key });
  for (const m of [...modifiers].reverse()) await sendKeys({ up: m });
}

const rowsAre = (map: MapEditor, rows: string[], what: string) =>
  waitFor(() => JSON.stringify(map.value.map.rows) === JSON.stringify(rows), `${what}: ${JSON.stringify(map.value.map.rows)}`);
const roomProblems = (map: MapEditor) => [...(find(map, '[data-role="problems"]')?.querySelectorAll('li[data-path^="map.rooms"]') ?? [])];
const button = (map: MapEditor, selector: string) => find<HTMLButtonElement>(map, selector)!;

/** Clicks the middle of an element with the real mouse (the Archive's frame sits at 0, 0). */
async function mouseClick(e: Element): Promise<void> {
  const r = e.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
}

/** The innermost element at a point of the Archive's frame, through the shadow roots. */
function deepAt(x: number, y: number): Element | null {
  let e: Element | null = win.document.elementFromPoint(x, y);
  while (e?.shadowRoot) {
    const inner = e.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === e) break;
    e = inner;
  }
  return e;
}

/** A point of the frame on nothing a person can act on (no field, button, label, link or the grid): an empty part of the page. */
function emptySpot(): [number, number] {
  for (let y = 990; y > 10; y -= 20) {
    for (let x = 1390; x > 10; x -= 40) {
      const e = deepAt(x, y);
      if (e && !e.closest('input, textarea, select, button, label, a, svg, canvas, li, summary, [tabindex], [contenteditable]')) return [x, y];
    }
  }
  throw new Error('no empty part of the page found');
}

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `disegno-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(async () => {
  await sendMouse({ type: 'move', position: [0, 0] });
  closeArchive();
});

describe('drawing in the map editor with a real mouse and keys', () => {
  it('draws a room with the rectangle tool in one drag, undoes and redoes it with Ctrl+Z, Ctrl+Shift+Z, Ctrl+Y and the buttons', async () => {
    const { map } = await newMission<HTMLElement, MapEditor>(userName, PASSWORD);
    const words = WORDS[map.getAttribute('lang') === 'en' ? 'en' : 'it'];

    await fill('input[data-role="new-room"]', 'sala', map);
    await click('button[data-action="add-room"]', map);
    await waitFor(() => find<HTMLSelectElement>(map, 'select[data-role="room-pick"]')?.value === 'A', 'room A to be picked');
    equal(map.value.map.rows, EMPTY, 'nothing painted yet');
    assert(roomProblems(map).length === 1, 'the unpainted room is reported');
    // each an icon and a word: the word is the button's text, the picture is hidden from screen readers
    equal(button(map, 'button[data-action="undo"]').textContent!.trim(), words.undo);
    equal(button(map, 'button[data-action="redo"]').textContent!.trim(), words.redo);
    equal(button(map, 'button[data-action="undo"]').querySelector('svg.icon')?.getAttribute('aria-hidden'), 'true');
    assert(button(map, 'button[data-action="redo"]').disabled, 'nothing to redo');

    // the rectangle tool, beside the brush, each with its one-line hint
    const rect = button(map, 'button[data-tool="rect"]');
    const brush = button(map, 'button[data-tool="brush"]');
    equal([brush.textContent!.trim(), rect.textContent!.trim()], [words.brush, words.rect]);
    equal(rect.getAttribute('title'), words.rectHint);
    equal([brush.getAttribute('aria-pressed'), rect.getAttribute('aria-pressed')], ['true', 'false'], 'the brush by default');
    await click('button[data-tool="rect"]', map);
    await waitFor(() => rect.getAttribute('aria-pressed') === 'true' && brush.getAttribute('aria-pressed') === 'false', 'the rectangle tool chosen');

    // one real drag, corner to corner, diagonally: previewed while dragging, painted on release
    await mouseTo(map, 1, 1);
    await sendMouse({ type: 'down' });
    await mouseTo(map, 2, 2);
    await mouseTo(map, 3, 2);
    const preview = await el<SVGRectElement>('rect[data-role="rect-preview"][data-to="3,2"]', map);
    equal(preview.dataset.from, '1,1');
    equal(map.value.map.rows, EMPTY, 'nothing is painted while dragging');
    await mouseTo(map, 4, 3);
    await waitFor(() => find(map, 'rect[data-role="rect-preview"]')?.getAttribute('data-to') === '4,3', 'the preview to follow the pointer');
    const box = find<SVGRectElement>(map, 'rect[data-role="rect-preview"]')!;
    equal(
      ['x', 'y', 'width', 'height'].map((a) => Number(box.getAttribute(a))),
      [26, 26, 4 * 26, 3 * 26],
      'the preview covers the 4 × 3 squares',
    );
    await sendMouse({ type: 'up' });
    await rowsAre(map, DRAWN, 'the whole rectangle painted');
    await waitFor(() => !find(map, 'rect[data-role="rect-preview"]'), 'the preview to go');
    await waitFor(() => roomProblems(map).length === 0, 'no problem for the room: one piece, reached from the start');

    // Ctrl+Z takes the rectangle back in one step, exactly; Ctrl+Shift+Z and Ctrl+Y put it back
    await chord(['Control'], 'z');
    await rowsAre(map, EMPTY, 'Ctrl+Z to take the whole rectangle back');
    await waitFor(() => roomProblems(map).length === 1, 'the unpainted room reported again');
    await chord(['Control', 'Shift'], 'z');
    await rowsAre(map, DRAWN, 'Ctrl+Shift+Z to put it back');
    await chord(['Control'], 'z');
    await rowsAre(map, EMPTY, 'Ctrl+Z again');
    await chord(['Control'], 'y');
    await rowsAre(map, DRAWN, 'Ctrl+Y to put it back');
    await waitFor(() => roomProblems(map).length === 0, 'still one piece');

    // the buttons do the same
    await click('button[data-action="undo"]', map);
    await rowsAre(map, EMPTY, 'the undo button');
    await click('button[data-action="redo"]', map);
    await rowsAre(map, DRAWN, 'the redo button');
    await waitFor(() => button(map, 'button[data-action="redo"]').disabled, 'nothing left to redo');

    // a freehand drag is one undo step too, whatever it crosses
    await click('button[data-tool="brush"]', map);
    await mouseTo(map, 6, 1);
    await sendMouse({ type: 'down' });
    await mouseTo(map, 7, 1);
    await mouseTo(map, 7, 2);
    await mouseTo(map, 8, 2);
    await sendMouse({ type: 'up' });
    await rowsAre(map, ['##########', '#AAAA.AA.#', '#AAAA..AA#', ...DRAWN.slice(3)], 'the freehand stroke');
    await chord(['Control'], 'z');
    await rowsAre(map, DRAWN, 'one Ctrl+Z to take the whole stroke back');

    // in a text field Ctrl+Z is the field's own: the map is left alone
    const input = await el<HTMLInputElement>('input[data-role="new-room"]', map);
    const r = input.getBoundingClientRect();
    await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
    await sendKeys({ type: 'cripta' });
    await waitFor(() => input.value === 'cripta', 'the typed name');
    await chord(['Control'], 'z');
    // a key typed after it: once it is in the field, the Ctrl+Z before it has been handled
    await sendKeys({ type: '!' });
    await waitFor(() => input.value.endsWith('!'), 'the key typed after Ctrl+Z');
    equal(map.value.map.rows, DRAWN, 'Ctrl+Z in a text field does not undo the map');
    assert(!button(map, 'button[data-action="redo"]').disabled, 'the taken-back stroke is still there to redo');
  });

  it('Ctrl+Z on an empty part of the page undoes the map (the height box shows the real height); Enter adds a room; names, not ids', async () => {
    const { editor, map } = await newMission<HTMLElement, MapEditor>(userName, PASSWORD);
    const italian = map.getAttribute('lang') !== 'en';
    const height = await el<HTMLInputElement>('input[data-role="height"]', map);
    equal(height.value, '7');

    // Altezza 12, typed with real keys, then Ridimensiona
    await mouseClick(height);
    await chord(['Control'], 'a');
    await sendKeys({ type: '12' });
    await waitFor(() => height.value === '12', 'the typed height');
    await mouseClick(button(map, 'button[data-action="resize"]'));
    await waitFor(() => map.value.map.rows.length === 12, 'the map resized to 12 rows');

    // a click on an empty part of the page: the focus leaves the fields; Ctrl+Z undoes the map, and the box follows
    const [x, y] = emptySpot();
    await sendMouse({ type: 'click', position: [x, y] });
    // (Chromium puts the focus on the body; Firefox leaves it on the button clicked last: not a field either)
    const deepFocus = () => {
      let e = win.document.activeElement;
      while (e?.shadowRoot?.activeElement) e = e.shadowRoot.activeElement;
      return e;
    };
    await waitFor(() => !deepFocus()?.closest('input, textarea, select, [contenteditable]'), `the focus off the fields (${deepFocus()?.tagName})`);
    await chord(['Control'], 'z');
    await rowsAre(map, EMPTY, 'Ctrl+Z on the page to take the resize back');
    await waitFor(() => height.value === '7', `the height box to show the real height (${height.value})`);
    await chord(['Control', 'Shift'], 'z');
    await waitFor(
      () => map.value.map.rows.length === 12 && height.value === '12',
      `Ctrl+Shift+Z to redo it, the box showing 12 (${map.value.map.rows.length}, ${height.value})`,
    );
    await chord(['Control'], 'y');
    await chord(['Control'], 'z');
    await rowsAre(map, EMPTY, 'undone again (Ctrl+Y had nothing to redo)');
    await waitFor(() => height.value === '7', 'the box back at 7');
    // Ridimensiona now keeps the map as it is: nothing cropped, no step recorded
    await mouseClick(button(map, 'button[data-action="resize"]'));
    equal(map.value.map.rows, EMPTY, 'a resize to the size shown changes nothing');

    // Enter in the "new room" box adds the room, as + Add does
    const newRoom = await el<HTMLInputElement>('input[data-role="new-room"]', map);
    await mouseClick(newRoom);
    await sendKeys({ type: 'Sala delle trappole' });
    await waitFor(() => newRoom.value === 'Sala delle trappole', 'the typed name').catch((err: Error) => {
      throw new Error(`${err.message}: ${JSON.stringify(newRoom.value)}, the focus on ${deepFocus()?.tagName}`);
    });
    await sendKeys({ press: 'Enter' });
    await waitFor(() => map.value.map.rooms.length === 1, 'Enter to add the room');
    // named in the Archive's language only: the other is left to translate, never a copy of this one
    equal(map.value.map.rooms, [{ id: 'sala-delle-trappole', char: 'A', name: { [italian ? 'it' : 'en']: 'Sala delle trappole' } }]);
    // the box above the map is there while the mission has no room; the next room's name goes in the Rooms panel's box, empty
    await waitFor(() => !newRoom.isConnected, 'the box above the map gone once a room exists');
    const next = find<HTMLInputElement>(map, '[data-role="rooms"] input[data-role="new-room"]')!;
    equal(next.value, '', 'the box emptied for the next room');
    equal(findAll(map, 'input[data-role="new-room"]').length, 1, 'one box for a new room');

    // its problem calls it by its name, in the editor's language
    const problem = await el('li[data-path="map.rooms[0]"]', map);
    const unpainted = italian ? 'la stanza «Sala delle trappole» non ha caselle' : 'room “Sala delle trappole” has no squares';
    assert(problem.textContent!.includes(unpainted), `the problem names the room: ${problem.textContent}`);
    assert(!find(map, '[data-role="problems"]')!.textContent!.includes('sala-delle-trappole'), 'no room id in the problems');

    // painted away from the start (a door-less rock wall between): the grid's label and the unreachable problem say its name
    await click('button[data-tool="rock"]', map);
    await click('button[data-tool="rect"]', map);
    await mouseTo(map, 6, 1);
    await sendMouse({ type: 'down' });
    await mouseTo(map, 6, 5);
    await sendMouse({ type: 'up' });
    await click('button[data-tool="room"]', map);
    await mouseTo(map, 7, 2);
    await sendMouse({ type: 'down' });
    await mouseTo(map, 8, 3);
    await sendMouse({ type: 'up' });
    await waitFor(() => map.value.map.rows[2] === '#.....#AA#', `the room painted (${map.value.map.rows[2]})`);
    const label = await el<SVGTextElement>('svg[data-role="grid"] text[data-room="sala-delle-trappole"]', map);
    equal(label.textContent, 'A Sala delle trappole');
    const unreachable = italian
      ? 'la stanza «Sala delle trappole» non si raggiunge dalle caselle di partenza'
      : 'room “Sala delle trappole” cannot be reached from the start squares';
    await waitFor(() => find(map, 'li[data-path="map.rooms[0]"]')?.textContent?.includes(unreachable), 'the unreachable room named');

    // a creature's inspector is headed by the creature's name, as the creature select shows it
    await click('button[data-tool="creature"]', map);
    await fill('select[data-role="creature-kind"]', 'signore-degli-ogre', map);
    const option = find<HTMLSelectElement>(map, 'select[data-role="creature-kind"]')!.selectedOptions[0]!;
    equal(option.textContent!.trim(), italian ? 'Signore degli ogre' : 'Ogre Lord');
    await mouseTo(map, 3, 3);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    const heading = await el('[data-role="inspector"] [data-thing="monsters[0]"] header span', map);
    equal(heading.textContent, `${italian ? 'Creatura' : 'Creature'}: ${italian ? 'Signore degli ogre' : 'Ogre Lord'}`);
  });

  it('builds a mission with no id typed anywhere: a spawn square picked on the map, a room drawn in one rectangle drag, undone and redone, published under ids made from the names', async () => {
    const { editor, map } = await newMission<HTMLElement & { draft: { events?: { effects: unknown[] }[] } }, MapEditor>(userName, PASSWORD);
    const tabShown = () => find(editor, '[role="tab"][aria-selected="true"]')?.getAttribute('data-tab');

    // the names, in the details: the id follows them, nobody types one
    await click('[data-tab="form"]', editor);
    const details = await el('qb-json-form[data-role="details-form"]', editor);
    await fill('input[data-path="name.it"]', 'La sala del trono', details);
    await fill('input[data-path="name.en"]', 'The Throne Room', details);
    await waitFor(() => find<HTMLInputElement>(details, 'input[data-path="id"]')?.value === 'la-sala-del-trono', 'the id made from the Italian name');

    // an event that brings a goblin: its square picked with a real click on the map
    await click('button[data-add="events"]', details);
    await click('button[data-add="events[0].effects"]', details);
    await fill('select[data-path="events[0].effects[0].type"]', 'spawn', details);
    await fill('select[data-path="events[0].effects[0].kind"]', 'goblin', details);
    await click('button[data-action="pick"][data-pick-path="events[0].effects[0]"]', details);
    await waitFor(() => tabShown() === 'map', 'the map to pick on');
    await el('[data-role="picking"]', map);
    await mouseTo(map, 7, 4);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await waitFor(() => tabShown() === 'form', 'back on the details');
    equal(editor.draft.events?.[0]?.effects[0], { type: 'spawn', kind: 'goblin', x: 7, y: 4 });
    equal(map.value.map.rows, EMPTY, 'picking painted nothing');

    // a room added by its name, drawn with the rectangle tool in one drag: one piece, no problem
    await click('[data-tab="map"]', editor);
    await fill('input[data-role="new-room"]', 'Sala del trono', map);
    await click('button[data-action="add-room"]', map);
    await waitFor(() => map.value.map.rooms[0]?.id === 'sala-del-trono', `the room's id made from its name (${map.value.map.rooms[0]?.id})`);
    await click('button[data-tool="rect"]', map);
    await mouseTo(map, 1, 1);
    await sendMouse({ type: 'down' });
    await mouseTo(map, 3, 2);
    await mouseTo(map, 4, 3);
    await sendMouse({ type: 'up' });
    await rowsAre(map, DRAWN, 'the room drawn in one drag');
    await waitFor(() => roomProblems(map).length === 0, 'no problem for the room: one piece');
    await chord(['Control'], 'z');
    await rowsAre(map, EMPTY, 'Ctrl+Z takes the rectangle back');
    await chord(['Control', 'Shift'], 'z');
    await rowsAre(map, DRAWN, 'Ctrl+Shift+Z puts it back');

    // a goblin in the room (something for the heroes to reach and kill): then the mission has no problem at all
    await click('button[data-tool="creature"]', map);
    await fill('select[data-role="creature-kind"]', 'goblin', map);
    await mouseTo(map, 3, 2);
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'up' });
    await waitFor(() => map.value.monsters.length === 1, 'the goblin placed');
    await waitFor(
      () => find(editor, '[data-role="no-issues"]'),
      `no problem left (${find(editor, '[data-role="issues"]')?.textContent?.replace(/\s+/g, ' ')})`,
    );

    // published under the ids made from the names
    await click('button[data-action="save-publish"]', editor);
    await el('[data-role="saved"]', editor);
    const res = await win.fetch('/api/missions/la-sala-del-trono');
    equal(res.status, 200, 'stored under the id made from its name');
    equal(res.headers.get('x-document-status'), 'published');
    const stored = (await res.json()) as { map: { rows: string[]; rooms: unknown[] }; events: { effects: unknown[] }[]; monsters: unknown[] };
    equal(stored.map.rows, DRAWN);
    equal(stored.map.rooms, [{ id: 'sala-del-trono', char: 'A', name: { [map.getAttribute('lang') === 'en' ? 'en' : 'it']: 'Sala del trono' } }]);
    equal(stored.events[0]!.effects, [{ type: 'spawn', kind: 'goblin', count: 1, x: 7, y: 4 }], 'as picked (one goblin: the count the server fills in)');
    equal(stored.monsters, [{ kind: 'goblin', x: 3, y: 2 }]);
  });
});
