/**
 * "The map picks places": in the Archive, a mission's square fields are filled by clicking the map, with
 * real mouse clicks (`sendMouse`) on the map editor's grid and on its 3D preview, against the REAL server.
 *
 * - a new mission gets an event with a "spawn creatures" effect; its "pick on the map" opens the map with a banner
 *   naming the field, one click on square [6, 3] fills x and y (and the draft) and brings the author back to the
 *   field, focused; the numbers stay editable;
 * - a `reach` victory condition's squares: two squares picked on the grid, one on the preview, a second click takes
 *   one away, Escape goes back: the list holds exactly the squares picked, in order.
 *
 * For other tests: the button is `[data-action="pick"][data-pick-path="<path in the mission>"]` (in `qb-json-form`);
 * the grid's squares are `rect[data-x][data-y]` (also `data-cell="x,y"`), and `qb-map-editor.cellToClient(x, y)`
 * gives a square's middle in the Archive frame's client coordinates (the frame sits at the page's top left corner,
 * so they are the page's too); the banner is `[data-role="picking"]`, its button `[data-action="pick-done"]`.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { DungeonBoard } from '../../components/board/index.ts';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, newMission as openNewMission } from './support/archive.ts';

type MapEditor = HTMLElement & { board: DungeonBoard | null; cellToClient(x: number, y: number): { x: number; y: number } };
type DocEditor = HTMLElement & { draft: Record<string, unknown> };

const PASSWORD = 'una password lunga';
let userName = '';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `piccatrice-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(() => closeArchive());

/** A real mouse click at a client position of the Archive's frame (it sits at the page's top left corner). */
async function clickAt(p: { x: number; y: number }): Promise<void> {
  await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
}

/** Opens a new mission in the Archive: its editor and its map editor. */
function newMission(): Promise<{ editor: DocEditor; map: MapEditor }> {
  return openNewMission<DocEditor, MapEditor>(userName, PASSWORD);
}

/** The visible tab of the mission's editor. */
const tabShown = (editor: Element) => find(editor, '[role="tab"][aria-selected="true"]')?.getAttribute('data-tab');

describe('"pick on the map" fills a mission\'s square fields', () => {
  it("a spawn effect's place: one click on the grid sets x and y, and brings the author back to the field", async () => {
    const { editor, map } = await newMission();
    await click('[data-tab="form"]', editor);
    const form = await el('qb-json-form[data-role="details-form"]', editor);
    await click('button[data-add="events"]', form);
    await click('button[data-add="events[0].effects"]', form);
    await fill('select[data-path="events[0].effects[0].type"]', 'spawn', form);
    await fill('select[data-path="events[0].effects[0].kind"]', 'goblin', form);
    const pick = await el<HTMLButtonElement>('button[data-action="pick"][data-pick-path="events[0].effects[0]"]', form);
    // its picture is a drawn map pin (an inline SVG with its path), not a font glyph the page may lack ("⌖"
    // showed as a missing-glyph box)
    equal(pick.textContent?.trim(), 'Scegli sulla mappa');
    const pin = pick.querySelector('svg.icon');
    assert(pin !== null && (pin.querySelector('path')?.getAttribute('d')?.length ?? 0) > 50, 'the pin is an SVG with a path');
    const pinBox = pin!.getBoundingClientRect();
    assert(pinBox.width >= 12 && pinBox.height >= 12, `the pin is drawn (${pinBox.width} × ${pinBox.height})`);
    pick.click();

    // the map, with a banner naming the field
    await waitFor(() => tabShown(editor) === 'map', 'the map tab');
    const banner = await el('[data-role="picking"]', map);
    equal(
      banner.textContent?.replace(/\s+/g, ' ').trim(),
      'Scegli sulla mappa — Compaiono creature: clicca la casella. Esc per tornare senza scegliere. Torna senza scegliere',
    );
    // the square clicked is a real square of the grid
    const cell = await el('svg[data-role="grid"] rect[data-x="6"][data-y="3"]', map);
    const box = cell.getBoundingClientRect();
    await clickAt({ x: box.left + box.width / 2, y: box.top + box.height / 2 });

    // back on the details, the field holds exactly that square, and its button has the focus
    await waitFor(() => tabShown(editor) === 'form', 'the details tab again');
    const back = await el('qb-json-form[data-role="details-form"]', editor);
    const x = await el<HTMLInputElement>('input[data-path="events[0].effects[0].x"]', back);
    const y = await el<HTMLInputElement>('input[data-path="events[0].effects[0].y"]', back);
    equal([x.value, y.value], ['6', '3']);
    // read as people name a square, the numbers folded under an expert's line
    equal(find(back, '[data-role="square-name"][data-square="events[0].effects[0]"]')?.textContent?.trim(), 'Colonna 7, riga 4');
    assert(!x.checkVisibility(), 'the bare x box out of sight');
    equal((editor.draft.events as unknown[])[0], { when: { type: 'round', n: 1 }, effects: [{ type: 'spawn', kind: 'goblin', x: 6, y: 3 }] });
    await waitFor(() => back.shadowRoot!.activeElement?.getAttribute('data-pick-path') === 'events[0].effects[0]', 'the pick button focused');
    equal(find(map, '[data-role="picking"]'), null);
    // the numbers stay editable
    await fill('input[data-path="events[0].effects[0].x"]', '5', back);
    equal((editor.draft.events as { effects: { x: number }[] }[])[0]!.effects[0]!.x, 5);
    await waitFor(() => find(back, '[data-role="square-name"]')?.textContent?.trim() === 'Colonna 6, riga 4', "the square's words follow the number");
    // the JSON tab says the same
    await click('[data-tab="json"]', editor);
    const json = await el<HTMLTextAreaElement>('textarea[data-role="json"]', editor);
    equal(JSON.parse(json.value).events[0].effects[0], { type: 'spawn', kind: 'goblin', x: 5, y: 3 });
  });

  it("a reach condition's squares: picked on the grid and on the preview, a second click takes one away, Escape goes back", async () => {
    const { editor, map } = await newMission();
    // the rock brush in hand: while picking, clicks on the map must not paint
    await click('button[data-tool="rock"]', map);
    await click('[data-tab="winlose"]', editor);
    const winLose = await el('qb-win-lose-editor', editor);
    await click('input[data-win="conditions"]', winLose);
    const form = await el('qb-json-form[data-role="win-form"]', winLose);
    await fill('select[data-path="conditions[0].type"]', 'reach', form);
    await click('button[data-action="pick"][data-pick-path="win.conditions[0].cells"]', form);
    await waitFor(() => tabShown(editor) === 'map', 'the map tab');
    const banner = await el('[data-role="picking"]', map);
    const bannerText = () => banner.textContent?.replace(/\s+/g, ' ').trim();
    equal(
      bannerText(),
      'Scegli sulla mappa — Raggiungere un luogo · Caselle: clicca le caselle (un secondo clic ne toglie una). Scelte: 0. «Fatto» o Esc per tornare. Fatto',
    );

    await clickAt(map.cellToClient(2, 2));
    await waitFor(() => find(map, 'rect[data-picked="2,2"]'), 'square 2,2 highlighted');
    await clickAt(map.cellToClient(8, 5));
    await waitFor(() => find(map, 'rect[data-picked="8,5"]'), 'square 8,5 highlighted');
    // the 3D preview picks too
    const board = await waitFor(() => map.board, 'the preview board');
    await board.whenRendered();
    await clickAt(board.squareToClient(4, 1));
    await waitFor(() => find(map, 'rect[data-picked="4,1"]'), 'square 4,1 picked on the preview');
    // a second click on a picked square takes it away
    await clickAt(map.cellToClient(8, 5));
    await waitFor(() => !find(map, 'rect[data-picked="8,5"]'), 'square 8,5 taken away');
    equal(
      findAll(map, 'rect[data-picked]').map((r) => r.getAttribute('data-picked')),
      ['2,2', '4,1'],
    );
    equal(bannerText()?.includes('Scelte: 2.'), true);
    // while picking, a click paints nothing: the map is as it was
    equal((editor.draft.map as { rows: string[] }).rows, ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########']);

    await sendKeys({ press: 'Escape' });
    await waitFor(() => tabShown(editor) === 'winlose', 'the win/lose tab again');
    equal((editor.draft.win as { conditions: unknown[] }).conditions[0], {
      type: 'reach',
      cells: [
        [2, 2],
        [4, 1],
      ],
    });
    const inputs = ['conditions[0].cells[0][0]', 'conditions[0].cells[0][1]', 'conditions[0].cells[1][0]', 'conditions[0].cells[1][1]'];
    const values = await waitFor(() => {
      const v = inputs.map((p) => find<HTMLInputElement>(form, `input[data-path="${p}"]`)?.value);
      return v.every((s) => s !== undefined) ? v : null;
    }, 'the squares in the form');
    equal(values, ['2', '2', '4', '1']);
    equal(find(map, '[data-role="picking"]'), null);
    equal(archive.isConnected, true);
  });
});
