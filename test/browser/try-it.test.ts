/**
 * "Try it" tries the mission as it stands in the editor without saving it anywhere a player could reach: an author
 * edits the published "The Trial" in the map editor (a creature more), tries it, and plays the edit in the tried
 * room, while a new public room of the mission has no trace of it and its versions are the same. Back in the editor
 * the edit is still there, still unsaved. Against the REAL server, in the Archive at /archive.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, fill, find, signIn, win } from './support/archive.ts';

/** Presses and releases the pointer at a client position of the iframe on `target`. */
function tap(target: Element, p: { x: number; y: number }): void {
  const init = { bubbles: true, composed: true, cancelable: true, clientX: p.x, clientY: p.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  target.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
}

type Unit = { id: string; kind: string; x: number; y: number; side: string };
type Versions = { versions: { version: number }[] };

const PASSWORD = 'una password lunga';
/** The square of the creature the author adds: a corridor square of la-prova no creature stands on. */
const ADDED: [number, number] = [6, 6];

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
});

after(() => closeArchive());

describe('Try it', () => {
  it('plays the editor\'s unsaved mission; the published mission, its public rooms and its versions stay as they were', async () => {
    const author = `provatrice-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    const before = await api<Versions>('/api/missions/la-prova/versions', { token: window.QB_ADMIN_TOKEN });
    const stored = await api<{ monsters: unknown[] }>('/api/missions/la-prova', { token: window.QB_ADMIN_TOKEN });

    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    const editor = await el('qb-doc-editor');
    const map = await el<HTMLElement & { cellToClient(x: number, y: number): { x: number; y: number } }>('qb-map-editor', editor);
    const grid = await el<SVGSVGElement>('svg[data-role="grid"]', map);
    await click('button[data-tool="creature"]', map);
    await fill('select[data-role="creature-kind"]', 'orco', map);
    tap(grid, map.cellToClient(...ADDED));
    await waitFor(() => find(editor, '[data-role="dirty"]'), 'the edit to be unsaved');

    await click('button[data-action="try"]', editor);
    const qb = await el<HTMLElement & { view?: { phase: string; units: Unit[] } }>('quest-board');
    await waitFor(() => qb.view?.phase === 'lobby', 'the tried room');
    // the tried room plays the edit
    assert(qb.view!.units.some((u) => u.kind === 'orco' && u.x === ADDED[0] && u.y === ADDED[1]), 'the added orc stands in the tried room');
    equal(qb.view!.units.filter((u) => u.side === 'master').length, stored.monsters.length + 1);

    // nothing was saved: the same versions, the same stored mission
    equal(await api<Versions>('/api/missions/la-prova/versions', { token: window.QB_ADMIN_TOKEN }), before, 'the versions are unchanged');
    equal(await api('/api/missions/la-prova', { token: window.QB_ADMIN_TOKEN }), stored, 'the stored mission is unchanged');
    // a new room of the mission, made as any club would (read here through an open quest book), has no added orc
    const fresh = await api<{ room: string; token: string }>('/api/rooms', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { mission: 'la-prova' } });
    const view = await api<{ view: { units: Unit[] } }>(`/api/rooms/${fresh.room}/view`, { token: fresh.token });
    equal(view.view.units.filter((u) => u.side === 'master').length, stored.monsters.length);
    assert(!view.view.units.some((u) => u.x === ADDED[0] && u.y === ADDED[1]), 'no creature where the author added one');

    // back in the editor the edit is still there, still to be saved
    await click('button[data-action="back-to-editor"]');
    const again = await el('qb-doc-editor');
    await waitFor(() => find(again, '[data-role="dirty"]'), 'the edit to be still unsaved');
    const draft = (again as HTMLElement & { draft: { monsters: { kind: string; x: number; y: number }[] } }).draft;
    assert(draft.monsters.some((m) => m.kind === 'orco' && m.x === ADDED[0] && m.y === ADDED[1]), 'the editor still holds the added orc');
    equal(await api<Versions>('/api/missions/la-prova/versions', { token: window.QB_ADMIN_TOKEN }), before, 'still no new version');
  });
});
