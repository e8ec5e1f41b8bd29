/**
 * The Archive against the REAL server: the page `/archive` is opened in an iframe of the test page's origin
 * (web-test-runner.config.mjs forwards `/api/*` and `/archive*` to the server), so it signs in with the session
 * cookie through its own form. A user is created first with the administrator token.
 *
 * (a) lists, search, a creature created with the form, duplicate, publish, versions and restore, delete with its
 *     confirmation and the server's `in_use` refusal;
 * (b) import: problems listed by path, clashes replaced or renamed;
 * (c) the issue's scenario: a mission drawn in the map editor (two rooms, a door, a creature, a trap), a `kill_all`
 *     victory and a `rounds` defeat, saved, exported, deleted, imported back (equal to the export), then tried in
 *     `<quest-board>` and started;
 * (d) the adventures tab: the Forsaken Woods adventure in the form, its fields labelled, what it names offered as
 *     choices, a node's kind picking its fields, a copy saved.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, freshVisit, openArchive, signIn as signInAs, win } from './support/archive.ts';

/** Presses and releases the pointer at a client position of the iframe on `target`. */
function tap(target: Element, p: { x: number; y: number }): void {
  const init = { bubbles: true, composed: true, cancelable: true, clientX: p.x, clientY: p.y, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  target.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
  target.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
}

/** The row of document `id` in the shown list. */
function row(id: string): Promise<HTMLElement> {
  return el(`tr[data-id="${id}"]`);
}

async function section(name: string): Promise<void> {
  await click(`nav [data-section="${name}"]`);
}

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `autrice-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
  await freshVisit();
});

after(() => closeArchive());

const signIn = () => signInAs(userName, PASSWORD);

describe('the Archive at /archive, signed in through its form', () => {
  it('(a) refuses a wrong password, then lists, searches, creates, duplicates, publishes, restores and deletes', async () => {
    await openArchive();
    equal(archive.session, null, 'nobody is signed in at first');
    // Italian by default, English on the switch
    assert(find(archive, 'form[data-role="sign-in"]')!.textContent!.includes('Accedi'), 'the form is in Italian');
    await click('button[data-action="lang"]');
    await waitFor(() => find(archive, 'form[data-role="sign-in"]')!.textContent!.includes('Sign in'), 'the English form');
    await click('button[data-action="lang"]');
    await fill('form[data-role="sign-in"] input[name="name"]', userName);
    await fill('form[data-role="sign-in"] input[name="password"]', 'sbagliata!!');
    await click('button[data-action="sign-in"]');
    await el('[data-role="sign-in-error"]');
    await signIn();

    // the missions list, then the creatures with search
    await row('la-prova');
    await section('creatures');
    await row('goblin');
    await fill('input[data-role="search"]', 'orc');
    await waitFor(() => !find(archive, 'tr[data-id="goblin"]') && find(archive, 'tr[data-id="orco"]'), 'the search to filter');

    // a new creature through the form: problems by path until it is complete
    await click('button[data-action="new"]');
    const editor = await el('qb-doc-editor');
    await waitFor(() => find(editor, '[data-role="issues"] li[data-path="name"]'), 'the missing name to be listed');
    const id = `ombra-${Date.now().toString(36)}`;
    await fill('input[data-path="id"]', id, editor);
    await fill('input[data-path="name.it"]', 'Ombra', editor);
    await fill('input[data-path="name.en"]', 'Shade', editor);
    for (const [field, value] of [
      ['move', '6'],
      ['attack', '2'],
      ['defence', '3'],
      ['body', '2'],
      ['mind', '1'],
    ] as const)
      await fill(`input[data-path="${field}"]`, value, editor);
    // a power, chosen by its type
    await click('button[data-add="abilities"]', editor);
    await fill('select[data-path="abilities[0].type"]', 'regen', editor);
    await fill('input[data-path="abilities[0].amount"]', '1', editor);
    await waitFor(() => find(editor, '[data-role="no-issues"]'), 'no problems left');
    await click('button[data-action="save"]', editor);
    await el('[data-role="saved"]', editor);
    const stored = await (await win.fetch(`/api/creatures/${id}`)).json();
    equal(stored.abilities, [{ type: 'regen', amount: 1 }], 'the power was stored');
    // an author's new document is a draft
    equal(find(editor, '[data-role="status"]')!.textContent, 'bozza');

    // a second version, then restore the first
    await fill('input[data-path="name.en"]', 'Shadow', editor);
    await click('button[data-action="save"]', editor);
    await waitFor(() => find(editor, '[data-role="saved"]')?.textContent?.includes('2'), 'version 2');
    await click('button[data-action="close"]', editor);
    await fill('input[data-role="search"]', id);
    await click(`tr[data-id="${id}"] [data-action="history"]`);
    const history = await el('qb-history');
    await waitFor(() => findAll(history, 'li[data-version]').length === 2, 'two versions');
    await click('li[data-version="1"] [data-action="restore"]', history);
    await el('[data-role="notice"]', history);
    equal((await (await win.fetch(`/api/creatures/${id}`)).json()).name.en, 'Shade', 'version 1 is back');
    await click('button[data-action="close"]');

    // publish from the list
    await fill('input[data-role="search"]', id);
    await click(`tr[data-id="${id}"] [data-action="toggle-status"]`);
    await waitFor(() => find(archive, `tr[data-id="${id}"] [data-role="status"]`)?.textContent === 'pubblicato', 'the published badge');

    // duplicate: a new id, the same fields
    await click(`tr[data-id="${id}"] [data-action="duplicate"]`);
    const copy = await el('qb-doc-editor');
    await waitFor(() => (find<HTMLInputElement>(copy, 'input[data-path="id"]')?.value ?? '') === `${id}-2`, 'the copy id');
    await click('button[data-action="save"]', copy);
    await el('[data-role="saved"]', copy);
    await click('button[data-action="close"]', copy);

    // delete: refused for a creature in use (every user listed), done after confirming for the copy
    await fill('input[data-role="search"]', 'goblin');
    await click('tr[data-id="goblin"] [data-action="delete"]');
    await click('button[data-action="confirm-delete"]');
    const problem = await el('[data-role="problem"]');
    assert(problem.textContent!.includes('ancora usato'), `in_use is shown: ${problem.textContent}`);
    assert(
      findAll(problem, 'li').some((li) => li.textContent!.includes('missions/')),
      'the missions using it are listed',
    );
    await fill('input[data-role="search"]', `${id}-2`);
    await click(`tr[data-id="${id}-2"] [data-action="delete"]`);
    await el('[data-role="confirm"]');
    await click('button[data-action="confirm-delete"]');
    await el('[data-role="notice"]');
    await waitFor(() => !find(archive, `tr[data-id="${id}-2"]`), 'the row to go');
    equal((await win.fetch(`/api/creatures/${id}-2`)).status, 404);

    // a d20 creature's fields are labelled in words, the three attacks told apart: classic dice, d20 bonus, training
    await fill('input[data-role="search"]', 'hollow-warden');
    await click('tr[data-id="hollow-warden"] [data-action="edit"]');
    const warden = await el('qb-doc-editor');
    const labelOf = async (path: string) => {
      const input = await el(`[data-path="${path}"]`, warden);
      const label = input.closest('.field')?.querySelector(':scope > label');
      return { text: label?.textContent?.trim(), hint: label?.getAttribute('title') };
    };
    equal((await labelOf('attack')).text, 'Dadi d’attacco', 'the classic attack dice');
    equal((await labelOf('d20.attack')).text, 'Bonus d’attacco (d20)', 'the d20 attack bonus');
    equal((await labelOf('d20.ac')).text, 'Classe armatura', 'the d20 armour class');
    equal((await labelOf('d20.timedAction')).text, 'Azione a tempo', 'the timed action');
    assert((await labelOf('d20.initiative')).hint?.startsWith('Fissa, senza tiro'), 'an Italian hint');
    equal((await labelOf('d20.training.attack')).text, 'Addestramento: attacco', 'the attack training');
    await click('button[data-action="close"]', warden);
    await waitFor(() => !warden.isConnected, 'the editor to close');

    // leaving an editor with unsaved changes asks first
    await fill('input[data-role="search"]', id);
    await click(`tr[data-id="${id}"] [data-action="edit"]`);
    const dirty = await el('qb-doc-editor');
    await fill('input[data-path="mind"]', '2', dirty);
    const asked: string[] = [];
    win.confirm = (message?: string) => (asked.push(String(message)), false);
    await click('button[data-action="close"]', dirty);
    assert(dirty.isConnected && asked.length === 1, 'the editor stays when the user says no');
    // so does a change of the address (a link, Back): asked, kept, the address back on the editor
    equal(win.location.hash, `#creatures/${id}`, 'the editor’s address');
    win.location.hash = '#missions';
    await waitFor(() => asked.length === 2, 'the question on leaving by the address');
    await waitFor(() => win.location.hash === `#creatures/${id}`, 'the address back on the editor');
    assert(dirty.isConnected && find<HTMLInputElement>(dirty, 'input[data-path="mind"]')!.value === '2', 'the editor stays, its change kept');
    win.confirm = () => true;
    await click('nav [data-section="missions"]');
    await row('la-prova');
  });

  it("(d) the adventures tab: Forsaken Woods on its map, labelled in words, what it names offered as choices, a node's kind picking its fields", async () => {
    await signIn();
    await section('adventures');
    await row('forsaken-woods');
    await click('tr[data-id="forsaken-woods"] [data-action="duplicate"]');
    const editor = await el('qb-doc-editor');
    // the details: the adventure's own fields; its town, locations and first location are edited on its map only
    await click('button[data-tab="form"]', editor);
    await waitFor(() => (find<HTMLInputElement>(editor, 'input[data-path="id"]')?.value ?? '') === 'forsaken-woods-2', 'the copy id');
    assert(find(editor, '[data-path="recruits"] input[value="xov"]'), 'the recruits are chosen among the heroes');
    for (const path of ['start', 'town.name.it', 'locations[0].nodes[0].mission'])
      equal(find(editor, `[data-path="${path}"]`), null, `no ${path} in the details: it is on the map`);

    // the map: the Old Road chosen, then its ambush
    await click('button[data-tab="adventure"]', editor);
    const map = await el('qb-adventure-editor', editor);
    const choose = async (id: string) => {
      const g = await el(`g[data-location="${id}"]`, map);
      const init = { bubbles: true, composed: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
      g.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
      g.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
      await el(`[data-role="location"][data-id="${id}"]`, map);
    };
    const form = () => el('[data-role="node-form"]', map);
    const labelOf = async (path: string) => {
      const input = await el(`[data-path="${path}"]`, await form());
      const label = input.closest('.field')?.querySelector(':scope > label');
      return { text: label?.textContent?.trim(), hint: label?.getAttribute('title') };
    };
    const options = (select: HTMLSelectElement) => [...select.options].map((o) => o.value);
    await choose('old-road');
    await click('li[data-node-index="0"] button.node', map);
    const mission = await el<HTMLSelectElement>('select[data-path="mission"]', await form());
    equal(mission.value, 'la-vecchia-strada');
    assert(options(mission).includes('la-torre-di-guardia'), 'the missions are offered');
    equal(mission.selectedOptions[0]?.textContent?.trim(), 'La vecchia strada', 'the mission by its name');
    equal((await labelOf('mission')).text, 'Missione');
    assert((await labelOf('mandatory')).hint?.startsWith('La Compagnia deve risolverlo'), 'an Italian hint');
    // a point's place on the path is its order in the list: no number to type; no id to type either
    equal(find(await form(), '[data-path="at"]'), null, 'no place to type');
    equal(find(await form(), '[data-path="id"]'), null, 'no id to type');
    // a fork's way leads to one of the adventure's locations, by its name
    await choose('divided-trail');
    await click('li[data-node-index="0"] button.node', map);
    const to = await el<HTMLSelectElement>('select[data-path="options[0].to"]', await form());
    equal(to.value, 'briar-crossing');
    equal(to.selectedOptions[0]?.textContent?.trim(), 'Il guado dei rovi');
    equal((await labelOf('options[0].to')).text, 'Porta a');

    // a node's kind picks its fields, named in words: the Old Road's cache becomes a camp and keeps its id, name and place
    await choose('old-road');
    await click('li[data-node-index="1"] button.node', map);
    const kind = await el<HTMLSelectElement>('select[data-path="kind"]', await form());
    equal(kind.value, 'chest');
    equal(
      [...kind.options].map((o) => o.textContent?.trim()),
      ['Scontro', 'Forziere', 'Prova', 'Dialogo', 'Enigma', 'Accampamento', 'Bivio', 'Uscita'],
    );
    assert(find(await form(), '[data-path="rewards.gold"]'), "the chest's gold");
    await fill('select[data-path="kind"]', 'camp', await form());
    await waitFor(async () => !find(await form(), '[data-path="rewards.gold"]'), "the chest's fields to go");
    await waitFor(() => find(editor, '[data-role="no-issues"]'), 'no problems');
    await click('button[data-action="save"]', editor);
    await el('[data-role="saved"]', editor);
    const stored = await (await win.fetch('/api/adventures/forsaken-woods-2')).json();
    const original = await (await win.fetch('/api/adventures/forsaken-woods')).json();
    const cache = original.locations[0].nodes[1];
    equal(stored.locations[0].nodes[1], { id: cache.id, name: cache.name, at: cache.at, mandatory: cache.mandatory, text: cache.text, kind: 'camp' });
    equal(stored.locations.slice(1), original.locations.slice(1), 'the rest as it was');
    await click('button[data-action="close"]', editor);
  });

  it('(b) import lists every problem by path, then handles clashes by replace or rename', async () => {
    await signIn();
    await section('transfer');
    const transfer = await el('qb-transfer');
    const bad = { creatures: [{ id: 'Goblin Male', name: {}, move: 'sei', attack: 1, defence: 1, body: 1, mind: 0 }], missions: [], heroes: [], rulesets: [] };
    await fill('textarea[data-role="import-text"]', JSON.stringify(bad), transfer);
    await click('button[data-action="import"]', transfer);
    const issues = await el('[data-role="import-issues"]', transfer);
    const paths = findAll(issues, 'li').map((li) => li.dataset.path);
    for (const p of ['creatures[0].id', 'creatures[0].name', 'creatures[0].move']) assert(paths.includes(p), `${p} is listed in ${JSON.stringify(paths)}`);

    // a stored creature: a clash, renamed
    const goblin = await (await win.fetch('/api/creatures/goblin')).json();
    await fill('textarea[data-role="import-text"]', JSON.stringify({ creatures: [goblin] }), transfer);
    await click('button[data-action="import"]', transfer);
    await el('[data-clash="creatures/goblin"]', transfer);
    await click('[data-clash="creatures/goblin"] input[value="rename"]', transfer);
    await click('button[data-action="import"]', transfer);
    const report = await el('[data-role="import-report"]', transfer);
    assert(/creatures\/goblin → creatures\/goblin-\d+/.test(report.textContent!.replace(/\s+/g, ' ')), `renamed: ${report.textContent}`);
  });

  it('(c) draws a mission in the map editor, saves, exports, deletes, imports it back and plays it', async () => {
    await signIn();
    await section('missions');
    await click('button[data-action="new"]');
    const editor = await el('qb-doc-editor');
    const map = await el<
      HTMLElement & {
        board: import('../../components/board/index.ts').DungeonBoard | null;
        cellToClient(x: number, y: number): { x: number; y: number };
        edgeToClient(a: [number, number], b: [number, number]): { x: number; y: number };
      }
    >('qb-map-editor', editor);
    const grid = await el<SVGSVGElement>('svg[data-role="grid"]', map);
    const paintCells = (cells: [number, number][]) => cells.forEach(([x, y]) => tap(grid, map.cellToClient(x, y)));
    const square = (x0: number, y0: number, x1: number, y1: number) => {
      const out: [number, number][] = [];
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) out.push([x, y]);
      return out;
    };
    // two rooms: the hall from the corridor, the crypt behind it
    await fill('input[data-role="new-room"]', 'sala', map);
    await click('button[data-action="add-room"]', map);
    await waitFor(() => find<HTMLSelectElement>(map, 'select[data-role="room-pick"]')?.value === 'A', 'room A to be picked');
    paintCells(square(1, 3, 4, 5));
    await fill('input[data-role="new-room"]', 'cripta', map);
    await click('button[data-action="add-room"]', map);
    await waitFor(() => find<HTMLSelectElement>(map, 'select[data-role="room-pick"]')?.value === 'B', 'room B to be picked');
    paintCells(square(5, 3, 8, 5));
    // undo and redo the last square
    await click('button[data-action="undo"]', map);
    await waitFor(
      () => find(map, 'rect[data-cell="8,5"]')?.getAttribute('fill') === find(map, 'rect[data-cell="8,1"]')?.getAttribute('fill'),
      'the undone square to be corridor again',
    );
    await click('button[data-action="redo"]', map);
    // the crypt cannot be reached yet: the editor says so as you draw
    await waitFor(() => find(map, '[data-role="problems"] li[data-path="map.rooms[1]"]'), 'the unreachable crypt to be reported');
    // a door from the corridor into the hall, and one from the hall into the crypt
    await click('button[data-tool="door"]', map);
    tap(grid, map.edgeToClient([2, 2], [2, 3]));
    tap(grid, map.edgeToClient([4, 4], [5, 4]));
    await waitFor(() => findAll(map, 'line[data-door]').length === 2, 'two doors on the grid');
    // a door in the middle of a room is reported
    tap(grid, map.edgeToClient([6, 4], [7, 4]));
    await waitFor(() => find(map, '[data-role="problems"] li[data-path="map.doors[2].between"]'), 'the door off a wall to be reported');
    tap(grid, map.edgeToClient([6, 4], [7, 4]));
    await waitFor(
      () => !find(map, '[data-role="problems"] li[data-path^="map.rooms"]') && findAll(map, 'line[data-door]').length === 2,
      'every room reachable',
    );
    // a goblin tagged boss in the crypt, a pit trap in the hall
    await click('button[data-tool="creature"]', map);
    await fill('select[data-role="creature-kind"]', 'goblin', map);
    await fill('input[data-role="tag"]', 'boss', map);
    tap(grid, map.cellToClient(7, 4));
    await click('button[data-tool="trap"]', map);
    await fill('select[data-role="object-kind"]', 'pit', map);
    tap(grid, map.cellToClient(2, 4));
    // the trap's fields in the square's inspector
    const inspector = await el('[data-thing="objects[0]"]', map);
    await waitFor(() => find<HTMLSelectElement>(inspector, 'select[data-path="kind"]')?.value === 'pit', 'the trap kind in the inspector');
    // a creature on solid rock is reported, then taken away
    await click('button[data-tool="creature"]', map);
    tap(grid, map.cellToClient(0, 0));
    await waitFor(() => find(map, '[data-role="problems"] li[data-path="monsters[1]"]'), 'the creature on rock to be reported');
    await click('button[data-action="undo"]', map);
    await waitFor(() => !find(map, '[data-role="problems"] li[data-path^="monsters"]'), 'the creature on rock to be gone');

    // the preview: the game's renderer draws the draft
    const board = await waitFor(() => map.board, 'the preview board');
    await board.whenRendered();
    assert(board.drawCalls > 0, 'the preview drew');
    const floor = board.readSquarePixel(3, 4)!;
    const rect = board.canvas.getBoundingClientRect();
    const background = board.readPixel(rect.left + 3, rect.top + 3)!;
    assert(
      floor.some((v, i) => Math.abs(v - background[i]!) > 30),
      `the hall's floor ${floor} differs from the background ${background}`,
    );
    equal(board.readSquarePixel(7, 4) !== null, true);

    // victory kill_all, defeat after 20 rounds
    await click('[data-tab="winlose"]', editor);
    const winLose = await el('qb-win-lose-editor', editor);
    await click('input[data-win="kill_all"]', winLose);
    await click('button[data-add="lose"]', winLose);
    await fill('select[data-path="lose[0].type"]', 'rounds', winLose);
    await fill('input[data-path="lose[0].rounds"]', '20', winLose);

    // name and id
    await click('[data-tab="form"]', editor);
    const details = await el('qb-json-form[data-role="details-form"]', editor);
    const id = `la-prova-d-archivio-${Date.now().toString(36)}`;
    await fill('input[data-path="id"]', id, details);
    await fill('input[data-path="name.it"]', 'La prova d’archivio', details);
    await fill('input[data-path="name.en"]', 'The Archive Trial', details);
    await waitFor(() => find(editor, '[data-role="no-issues"]'), 'no problems left');
    await click('button[data-action="save"]', editor);
    await el('[data-role="saved"]', editor);
    const saved = await (await win.fetch(`/api/missions/${id}`)).json();
    equal(saved.map.rows, ['##########', '#........#', '#........#', '#AAAABBBB#', '#AAAABBBB#', '#AAAABBBB#', '##########']);
    equal(
      saved.map.rooms.map((r: { id: string }) => r.id),
      ['sala', 'cripta'],
    );
    equal(saved.map.doors, [
      {
        between: [
          [2, 2],
          [2, 3],
        ],
      },
      {
        between: [
          [4, 4],
          [5, 4],
        ],
      },
    ]);
    equal(saved.monsters, [{ kind: 'goblin', x: 7, y: 4, tag: 'boss' }]);
    equal(saved.objects, [{ type: 'trap', kind: 'pit', x: 2, y: 4, hidden: true, effects: [{ type: 'damage', amount: 1 }] }]);
    equal(saved.win, 'kill_all');
    equal(saved.lose, [{ type: 'rounds', rounds: 20 }]);

    // export it from the list
    await click('button[data-action="close"]', editor);
    await fill('input[data-role="search"]', id);
    const downloaded = new Promise<{ file: string; text: string }>((resolve) =>
      archive.addEventListener('archive-download', (e) => resolve((e as CustomEvent).detail), { once: true }),
    );
    await click(`tr[data-id="${id}"] [data-action="export"]`);
    const exported = await downloaded;
    equal(exported.file, `quest-board-${id}.json`);
    const pack = JSON.parse(exported.text) as Record<string, { id: string }[]>;
    equal(
      pack.missions!.map((m) => m.id),
      [id],
    );
    assert(pack.creatures!.some((c) => c.id === 'goblin') && pack.rulesets!.some((r) => r.id === 'classic'), 'the pack holds what the mission uses');

    // delete it
    await click(`tr[data-id="${id}"] [data-action="delete"]`);
    await click('button[data-action="confirm-delete"]');
    await waitFor(() => !find(archive, `tr[data-id="${id}"]`), 'the mission to be deleted');
    equal((await win.fetch(`/api/missions/${id}`)).status, 404);

    // import the export: the stored goblin and ruleset clash and are replaced by their identical copies
    await section('transfer');
    const transfer = await el('qb-transfer');
    await fill('textarea[data-role="import-text"]', exported.text, transfer);
    await click('button[data-action="import"]', transfer);
    const clashes = await el('[data-role="clashes"]', transfer);
    for (const c of findAll(clashes, '[data-clash]')) find<HTMLInputElement>(c, 'input[value="replace"]')!.click();
    await click('button[data-action="import"]', transfer);
    const report = await el('[data-role="import-report"]', transfer);
    assert(report.textContent!.includes(`missions/${id}`), `the mission is created again: ${report.textContent}`);
    const imported = await (await win.fetch(`/api/missions/${id}`)).json();
    equal(imported, pack.missions![0], 'the imported mission equals the exported one');
    const again = JSON.parse(await (await win.fetch(`/api/export?mission=${id}`)).text());
    equal(again, pack, 'exporting again gives the same pack');

    // try it: a room of the (draft) mission in <quest-board>, the author starts it, playing its heroes from this page
    await section('missions');
    await fill('input[data-role="search"]', id);
    await click(`tr[data-id="${id}"] [data-action="edit"]`);
    const reopened = await el('qb-doc-editor');
    await el('qb-map-editor', reopened);
    await click('button[data-action="try"]', reopened);
    const qb = await el<HTMLElement & { view?: { phase: string; seats: unknown[]; units: { id: string; kind: string }[] }; seat?: string }>('quest-board');
    await waitFor(() => qb.view?.phase === 'lobby', 'the lobby');
    equal(qb.seat, 'master');
    assert(
      qb.view!.units.some((u) => u.kind === 'goblin'),
      'the goblin is on the board',
    );
    // one start square: one hero ticked, the others off, and the page says why
    const tried = await el('qb-try-room');
    const boxes = await waitFor(() => {
      const found = findAll<HTMLInputElement>(tried, 'input[data-hero]');
      return found.length > 1 ? found : null;
    }, 'the heroes to pick');
    equal(
      boxes.map((b) => [b.checked, b.disabled]),
      boxes.map((_, i) => (i === 0 ? [true, false] : [false, true])),
    );
    equal(find(tried, '[data-role="try-places"]')?.textContent?.trim(), 'La missione ha una sola casella di partenza: puoi giocare un solo eroe.');
    await click('button[data-action="try-start"]');
    await waitFor(() => qb.view?.phase === 'playing' && qb.view.seats.length > 0 && qb.seat === 'h1', "the game started, on the first hero's turn");
  });

  it('(d) an administrator manages users and API tokens; the address opens a document', async () => {
    await signIn();
    await click('button[data-action="sign-out"]');
    await waitFor(() => archive.session === null && find(archive, 'form[data-role="sign-in"]'), 'the sign-in form after signing out');
    const admin = `capo-${Date.now().toString(36)}`;
    await api('/api/users', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { name: admin, password: PASSWORD, role: 'admin' } });
    await fill('form[data-role="sign-in"] input[name="name"]', admin);
    await fill('form[data-role="sign-in"] input[name="password"]', PASSWORD);
    await click('button[data-action="sign-in"]');
    await waitFor(() => (archive.session as { user?: { role?: string } } | null)?.user?.role === 'admin', 'the administrator');
    await section('users');
    const users = await el('qb-users');
    await el(`tr[data-user="${userName}"]`, users);
    const other = `ospite-${Date.now().toString(36)}`;
    await fill('form[data-role="new-user"] input[name="name"]', other, users);
    await fill('form[data-role="new-user"] input[name="password"]', PASSWORD, users);
    await click('button[data-action="create-user"]', users);
    await click(`tr[data-user="${other}"] [data-action="delete-user"]`, users);
    await click(`tr[data-user="${other}"] [data-action="confirm-delete-user"]`, users);
    await waitFor(() => !find(users, `tr[data-user="${other}"]`), 'the user to be deleted');
    await fill('form[data-role="new-token-form"] input[name="name"]', 'sito del club', users);
    await click('button[data-action="create-token"]', users);
    const token = (await el('[data-role="new-token"]', users)).textContent!;
    assert(token.startsWith('qbt_'), token);
    equal((await fetch(`${window.QB_SERVER}/api/session`, { headers: { authorization: `Bearer ${token}` } })).status, 200, 'the token works');
    await click('tr[data-token="sito del club"] [data-action="revoke-token"]', users);
    await waitFor(() => !find(users, 'tr[data-token="sito del club"]'), 'the token to be revoked');
    equal((await fetch(`${window.QB_SERVER}/api/session`, { headers: { authorization: `Bearer ${token}` } })).status, 401, 'the revoked token is refused');

    // the address's hash opens a document, and follows what is opened
    await openArchive('/archive#creatures/goblin');
    const editor = await el('qb-doc-editor');
    await waitFor(() => find<HTMLInputElement>(editor, 'input[data-path="id"]')?.value === 'goblin', 'the goblin in the editor');
    await click('button[data-action="close"]', editor);
    await waitFor(() => win.location.hash === '#creatures', 'the hash of the list');
    await click('button[data-action="sign-out"]');
  });
});
