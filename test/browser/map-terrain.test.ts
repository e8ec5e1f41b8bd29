/**
 * Difficult terrain in the Archive's map editor, against the REAL server with a real mouse: the "Difficult terrain"
 * tool beside the painting ones (its word in the editor's language), one click makes a square difficult (striped on
 * the grid), Ctrl+Z takes it back and Ctrl+Y puts it back, and the published mission keeps it in its map.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import type { DraftMission } from '../../components/archive/map-model.ts';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, fill, find, newMission, win } from './support/archive.ts';

type MapEditor = HTMLElement & { value: DraftMission; cellToClient(x: number, y: number): { x: number; y: number } };

/** Clicks the middle of square `[x, y]` of the map editor's grid with the real mouse. */
async function clickSquare(map: MapEditor, x: number, y: number): Promise<void> {
  const p = map.cellToClient(x, y);
  assert(p.x > 0 && p.y > 0 && p.x < 1400 && p.y < 1000, `square [${x}, ${y}] is on screen (${p.x}, ${p.y})`);
  await sendMouse({ type: 'move', position: [Math.round(p.x), Math.round(p.y)] });
  await sendMouse({ type: 'down' });
  await sendMouse({ type: 'up' });
}

/** Presses a key with Control held. */
async function ctrl(key: string): Promise<void> {
  await sendKeys({ down: 'Control' });
  await sendKeys({ press: key });
  await sendKeys({ up: 'Control' });
}

const PASSWORD = 'una password lunga';
let userName = '';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `terreno-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(async () => {
  await sendMouse({ type: 'move', position: [0, 0] });
  closeArchive();
});

describe('difficult terrain in the map editor', () => {
  it('paints one square difficult with its tool, undoes and redoes it, and the published mission keeps it', async () => {
    const { editor, map } = await newMission<HTMLElement, MapEditor>(userName, PASSWORD);
    const lang = map.getAttribute('lang') === 'en' ? 'en' : 'it';
    const stripes = () => [...(map.shadowRoot?.querySelectorAll('rect[data-difficult]') ?? [])].map((r) => r.getAttribute('data-difficult'));

    await click('[data-tab="form"]', editor);
    const details = await el('qb-json-form[data-role="details-form"]', editor);
    await fill('input[data-path="name.it"]', 'La palude', details);
    await fill('input[data-path="name.en"]', 'The Marsh', details);
    await waitFor(() => find<HTMLInputElement>(details, 'input[data-path="id"]')?.value === 'la-palude', 'the id made from the name');
    await click('[data-tab="map"]', editor);

    // a goblin to kill, so that the mission has no problem
    await click('button[data-tool="creature"]', map);
    await fill('select[data-role="creature-kind"]', 'goblin', map);
    await clickSquare(map, 6, 3);
    await waitFor(() => map.value.monsters.length === 1, 'the goblin placed');

    // the tool, its word in the editor's language
    const tool = await el<HTMLButtonElement>('button[data-tool="difficult"]', map);
    equal(tool.textContent!.trim(), lang === 'en' ? 'Difficult terrain' : 'Terreno difficile');
    await click('button[data-tool="difficult"]', map);
    await waitFor(() => tool.getAttribute('aria-pressed') === 'true', 'the tool chosen');
    equal(map.value.map.difficult, undefined, 'no difficult terrain yet');

    await clickSquare(map, 3, 2);
    await waitFor(
      () => JSON.stringify(map.value.map.difficult) === '[{"at":[3,2],"multiplier":2}]',
      `the square made difficult (${JSON.stringify(map.value.map.difficult)})`,
    );
    equal(stripes(), ['3,2'], 'striped on the grid');
    // rock is never difficult: a click on the wall of rock changes nothing
    await clickSquare(map, 0, 0);
    equal(map.value.map.difficult, [{ at: [3, 2], multiplier: 2 }]);

    await ctrl('z');
    await waitFor(() => map.value.map.difficult === undefined, 'Ctrl+Z takes it back');
    await waitFor(() => stripes().length === 0, 'no stripes');
    await ctrl('y');
    await waitFor(() => JSON.stringify(map.value.map.difficult) === '[{"at":[3,2],"multiplier":2}]', 'Ctrl+Y puts it back');

    await waitFor(
      () => find(editor, '[data-role="no-issues"]'),
      `no problem left (${find(editor, '[data-role="issues"]')?.textContent?.replace(/\s+/g, ' ')})`,
    );
    await click('button[data-action="save-publish"]', editor);
    await el('[data-role="saved"]', editor);
    const res = await win.fetch('/api/missions/la-palude');
    equal(res.status, 200, 'stored');
    const stored = (await res.json()) as { map: { difficult?: unknown } };
    equal(stored.map.difficult, [{ at: [3, 2], multiplier: 2 }]);
  });
});
