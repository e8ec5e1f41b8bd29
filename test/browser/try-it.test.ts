/**
 * "Try it" tries the mission as it stands in the editor without saving it anywhere a player could reach: an author
 * edits the published "The Trial" in the map editor (a creature more), tries it, and plays the edit in the tried
 * room, while a new public room of the mission has no trace of it and its versions are the same. Back in the editor
 * the edit is still there, still unsaved. And the author tries it alone, from one page: they pick the heroes they
 * play, press Start, play a hero's turn by clicks on the board, and the same board moves to the master's turn and
 * back, with no second tab and no seat to choose. Against the REAL server, in the Archive at /archive.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, signIn, win } from './support/archive.ts';

/** Presses and releases the pointer at a client position of the iframe on `target`. */
function tap(target: Element, p: { x: number; y: number }): void {
  const init = { bubbles: true, composed: true, cancelable: true, clientX: p.x, clientY: p.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  target.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
}

type Unit = { id: string; kind: string; x: number; y: number; side: string };
type Board = {
  canvas: HTMLCanvasElement;
  squareToClient(x: number, y: number): { x: number; y: number };
  pick(x: number, y: number): { kind: string; x?: number; y?: number } | null;
  whenRendered(): Promise<void>;
};
type TriedBoard = HTMLElement & {
  view?: { phase: string; seat: string; round: number; computer: boolean; units: Unit[]; turn?: { seat: string; roll?: number[] } | null };
  legal: { type: string; to?: [number, number] }[];
  pending: boolean;
  board?: Board;
};
type Versions = { versions: { version: number }[] };

const PASSWORD = 'una password lunga';
/** The square of the creature the author adds: a corridor square of la-prova no creature stands on. */
const ADDED: [number, number] = [6, 6];

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
});

after(() => closeArchive());

describe('Try it', () => {
  it("plays the editor's unsaved mission; the published mission, its public rooms and its versions stay as they were", async () => {
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
    assert(
      qb.view!.units.some((u) => u.kind === 'orco' && u.x === ADDED[0] && u.y === ADDED[1]),
      'the added orc stands in the tried room',
    );
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
    assert(
      draft.monsters.some((m) => m.kind === 'orco' && m.x === ADDED[0] && m.y === ADDED[1]),
      'the editor still holds the added orc',
    );
    equal(await api<Versions>('/api/missions/la-prova/versions', { token: window.QB_ADMIN_TOKEN }), before, 'still no new version');
  });

  it("Try it on a mission: the author alone plays a hero's turn and the master's turn in one page", async () => {
    const author = `solitaria-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    const editor = await el('qb-doc-editor');
    await click('button[data-action="try"]', editor);
    const tried = await el('qb-try-room');
    const qb = await el<TriedBoard>('quest-board', tried);
    await waitFor(() => qb.view?.phase === 'lobby', 'the tried room, in the lobby');

    // every hero the mission offers, ticked up to its start squares (la-prova has four: heroes other test files stored
    // come after the pack's four, unticked); the author keeps the barbarian only
    const room = qb.getAttribute('room')!;
    const offered = (await api<{ freeHeroes: { id: string }[] }>(`/api/rooms/${room}`)).freeHeroes.map((h) => h.id);
    const starts = (await api<{ start: unknown[] }>('/api/missions/la-prova', { token: window.QB_ADMIN_TOKEN })).start.length;
    const boxes = await waitFor(() => {
      const found = findAll<HTMLInputElement>(tried, 'input[data-hero]');
      return found.length > 0 ? found : null;
    }, 'the heroes to pick');
    equal(
      boxes.map((b) => [b.dataset.hero, b.checked]),
      offered.map((h, i) => [h, i < starts]),
    );
    // before the start the page's own panel says what comes next: the board's lobby line ("Waiting for heroes") does not
    // show, nor the lobby's hint, nor the master's wait for heroes
    const lobbyLine = await waitFor(() => qb.shadowRoot?.querySelector('qb-turn-bar')?.shadowRoot?.querySelector('[data-lobby]'), "the board's lobby line");
    assert(!lobbyLine.checkVisibility(), `the lobby line shows: ${lobbyLine.textContent}`);
    const waits = findAll(qb, '*').filter(
      (e) =>
        e.checkVisibility() &&
        [...e.childNodes].some((n) => n.nodeType === 3 && /In attesa degli eroi|Aspetta che almeno un eroe|Invita gli eroi/.test(n.textContent ?? '')),
    );
    equal(
      waits.map((e) => e.textContent?.trim()),
      [],
      'no wait for heroes shows on the board',
    );
    for (const box of boxes) if (box.dataset.hero !== 'barbaro') box.click();
    // no option the server cannot play: the computer plays the creatures, never the heroes
    equal(
      findAll(tried, 'input[type="checkbox"]:not([data-hero])').map((b) => b.dataset.role),
      ['computer-creatures'],
    );
    await click('button[data-action="try-start"]', tried);

    // the game starts at once, the board on the barbarian's turn: the author's seat h1, nobody else's
    await waitFor(() => qb.view?.phase === 'playing' && qb.view.seat === 'h1' && qb.view.turn?.seat === 'h1', "the barbarian's turn on the board");
    equal((await api<{ seats: unknown[] }>(`/api/rooms/${room}`)).seats, [{ id: 'h1', hero: 'barbaro', heldByMaster: true }]);
    // the board's turn line shows again, saying whose turn it is
    await waitFor(() => qb.shadowRoot?.querySelector('qb-turn-bar')?.checkVisibility(), 'the turn line once started');
    equal(find(tried, '[data-role="try-seats"] [aria-current="true"]')?.getAttribute('data-seat'), 'h1');

    // the hero rolls and moves by a click on a highlighted square, then ends its turn
    await click('button[data-action="roll"]', qb);
    await waitFor(() => qb.view?.turn?.roll && !qb.pending, 'the roll');
    const b = qb.board!;
    qb.scrollIntoView();
    await b.whenRendered();
    const moves = await waitFor(() => {
      const list = qb.legal.flatMap((a) => (a.type === 'move' && a.to ? [a.to] : []));
      return list.length > 0 ? list : null;
    }, 'the squares the barbarian may move to');
    const target = moves
      .slice()
      .reverse()
      .find(([x, y]) => {
        const p = b.squareToClient(x, y);
        const pick = b.pick(p.x, p.y);
        return pick?.kind === 'square' && pick.x === x && pick.y === y;
      });
    assert(target, `no clickable square among ${JSON.stringify(moves)}`);
    tap(b.canvas, b.squareToClient(target[0], target[1]));
    await waitFor(() => {
      const u = qb.view?.units.find((x) => x.id === 'h1');
      return u?.x === target[0] && u.y === target[1];
    }, `the barbarian on ${target}`);
    await waitFor(() => !qb.pending, 'the move answered');
    await click('button[data-action="end_turn"]', qb);

    // the same board moves to the master's seat for the creatures' turn: its panel, its end of turn
    await waitFor(() => qb.view?.seat === 'master' && qb.view.turn?.seat === 'master', "the master's turn on the same board");
    equal(find(tried, '[data-role="try-seats"] [aria-current="true"]')?.getAttribute('data-seat'), 'master');
    await el('qb-master-panel', qb, "the master's panel");
    // the players' list names the barbarian, with no "Release the seat": the author holds it, releasing it would drop
    // the hero from the trial (neither offered nor, server-side, allowed)
    const players = await el('qb-players-panel', qb, "the players' list");
    await waitFor(() => find(players, 'li[data-seat="h1"]'), "the barbarian's line");
    equal(findAll(players, '[data-release]').length, 0, 'no seat to release');
    equal(qb.legal.filter((a) => a.type === 'release_seat').length, 0, 'no release offered to the master');
    await click('button[data-action="end_turn"]', qb);

    // and back to the barbarian, on the same board
    await waitFor(() => qb.view?.seat === 'h1' && qb.view.turn?.seat === 'h1', "the barbarian's turn again");
    equal(findAll(archive, 'quest-board').length, 1, 'one board on the page');
    assert(find(tried, 'quest-board') === qb, 'the same board all along');
    // no invite to share, no seat to choose
    assert(!find(archive, '[data-role="invite"]'), 'no invite link');
    const buttons = findAll(archive, 'button').map((x) => x.textContent?.trim() ?? '');
    assert(!buttons.some((x) => x.startsWith('Gioca come') || x === 'Inizia la partita'), `no "Play as" and no lobby start: ${JSON.stringify(buttons)}`);
    await click('button[data-action="back-to-editor"]');
    await el('qb-doc-editor');
  });

  it('Try it on a 390 × 844 phone: once started, the line of the seats played and the whole board (its tabs too) are in view', async () => {
    const author = `telefono-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    const frame = win.frameElement as HTMLIFrameElement;
    frame.style.width = '390px';
    frame.style.height = '844px';
    await waitFor(() => win.innerWidth === 390 && win.innerHeight === 844, 'the phone-sized Archive');
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    await click('button[data-action="try"]', await el('qb-doc-editor'));
    const tried = await el('qb-try-room');
    const qb = await el<TriedBoard>('quest-board', tried);
    await waitFor(() => findAll(tried, 'input[data-hero]').length > 0, 'the heroes to pick');
    await click('button[data-action="try-start"]', tried);
    await waitFor(() => qb.view?.phase === 'playing' && qb.view.seat === 'h1', "the first hero's turn");
    const seats = await el('[data-role="try-seats"]', tried);
    // brought into view: the seats' line at the top, nothing of it cut, the board's tabs at the bottom of the screen
    const inView = () => {
      const line = seats.getBoundingClientRect();
      const tabs = findAll(qb, 'button[data-action="drawer"]').map((b) => b.getBoundingClientRect());
      return line.top >= 0 && line.top < 40 && tabs.length > 0 && tabs.every((t) => t.top >= 0 && t.bottom <= win.innerHeight) ? { line, tabs } : null;
    };
    await waitFor(inView, "the seats' line and the board's tabs in view").catch((err: Error) => {
      const tabs = findAll(qb, 'button[data-action="drawer"]').map((b) => Math.round(b.getBoundingClientRect().bottom));
      throw new Error(
        `${err.message}: the line's top at ${Math.round(seats.getBoundingClientRect().top)}, the tabs' bottoms at ${JSON.stringify(tabs)} of ${win.innerHeight}`,
      );
    });
    await click('button[data-action="back-to-editor"]');
    await el('qb-doc-editor');
    frame.style.width = '1400px';
    frame.style.height = '1000px';
  });

  it('Try it with "the computer plays the creatures": after the hero\'s turn the creatures play by themselves and the board is the hero\'s again', async () => {
    const author = `computer-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    await click('button[data-action="try"]', await el('qb-doc-editor'));
    const tried = await el('qb-try-room');
    const qb = await el<TriedBoard>('quest-board', tried);
    const boxes = await waitFor(() => {
      const found = findAll<HTMLInputElement>(tried, 'input[data-hero]');
      return found.length > 0 ? found : null;
    }, 'the heroes to pick');
    for (const box of boxes) if (box.dataset.hero !== 'nano') box.click();
    (await el<HTMLInputElement>('input[data-role="computer-creatures"]', tried)).click();
    await click('button[data-action="try-start"]', tried);
    await waitFor(() => qb.view?.phase === 'playing' && qb.view.seat === 'h1' && qb.view.turn?.seat === 'h1', "the dwarf's turn on the board");
    equal([qb.view!.round, qb.view!.computer], [1, true]);

    await click('button[data-action="end_turn"]', qb);
    // the creatures' turn is the computer's: the next turn is the dwarf's again, a round later, on the same board
    await waitFor(() => qb.view?.round === 2 && qb.view.turn?.seat === 'h1' && qb.view.seat === 'h1', "the dwarf's turn of round 2");
    equal(find(tried, '[data-role="try-seats"] [aria-current="true"]')?.getAttribute('data-seat'), 'h1');
    await click('button[data-action="back-to-editor"]');
    await el('qb-doc-editor');
  });
});
