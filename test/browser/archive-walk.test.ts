/**
 * The Archive for people who do not write code: an author walks the Archive
 * through a new mission as a club organiser would — names it, draws the map (two rooms painted with the mouse, two
 * doors), places objects (a trap, a hidden treasure), creatures (a goblin and the boss, tagged), chooses how it is
 * won (kill the tagged boss) and lost (a hero falls), adds an event with an effect, and publishes it — with real
 * clicks, drags and key presses (`sendMouse`, `sendKeys`; choices in drop-down lists are set as their `change` event,
 * since headless Chromium opens no list to click). No id is typed anywhere: the mission's id and its rooms' ids are
 * made from their names.
 *
 * At each step the page's visible text is scanned: every text node the Archive shows (its shadow trees walked), and
 * the texts a pointer shows (`title`, `placeholder`, `aria-label`, `alt`), the options of a visible drop-down list
 * included. The raw path of a problem, kept for the JSON tab in a folded details line, is left out
 * (`[data-role="raw-path"]`, and the `<code>` of a `details.raw-path`). The walk fails naming the step, the word and
 * where it was read:
 * - in Italian, when a word of `NOT_IN_ITALIAN` (support/page-scan.ts) appears (the previous raw messages of the schemas and zod, and
 *   the identifiers of conditions, triggers, effects, modes, object types, trap kinds and furniture), or a raw path
 *   (`RAW_PATH`: `win.conditions[0]`, `events[0].when.room`);
 * - in English, when a word of `NOT_IN_ENGLISH` appears (Italian words of the Archive's texts), or a raw path.
 * Every finding of every step is collected, so that one failure lists them all.
 */
import { sendMouse, setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { archive, closeArchive, createAuthor, el, fill, find, findAll, signIn, win } from './support/archive.ts';
import { NOT_IN_ENGLISH, NOT_IN_ITALIAN, report, scanPage, type Finding } from './support/page-scan.ts';
import { frame, press, pressOn, typeInto } from './support/real-input.ts';

type Lang = 'it' | 'en';
type Sq = [number, number];
type MapEditor = HTMLElement & {
  cellToClient(x: number, y: number): { x: number; y: number };
  edgeToClient(a: Sq, b: Sq): { x: number; y: number };
  value: { map: { rooms: { id: string; char: string }[]; rows: string[] } };
};

const PASSWORD = 'una password lunga';

/** Drags the mouse over the squares of the map editor's grid, in order, square by square. */
async function drag(map: MapEditor, squares: Sq[]): Promise<void> {
  const grid = await el('svg[data-role="grid"]', map);
  grid.scrollIntoView({ block: 'center' });
  await frame();
  const at = (s: Sq) => {
    const p = map.cellToClient(s[0], s[1]);
    return [Math.round(p.x), Math.round(p.y)] as [number, number];
  };
  await sendMouse({ type: 'move', position: at(squares[0]!) });
  await sendMouse({ type: 'down' });
  for (const s of squares.slice(1)) await sendMouse({ type: 'move', position: at(s) });
  await sendMouse({ type: 'up' });
}

/** Paints the rectangle of squares from `a` to `b` with the chosen tool: a drag along each row. */
async function paintRows(map: MapEditor, a: Sq, b: Sq): Promise<void> {
  for (let y = a[1]; y <= b[1]; y++) {
    const row: Sq[] = [];
    for (let x = a[0]; x <= b[0]; x++) row.push([x, y]);
    await drag(map, row);
  }
}

/** Clicks a square of the grid. */
async function clickSquare(map: MapEditor, s: Sq): Promise<void> {
  await el('svg[data-role="grid"]', map);
  (await el('svg[data-role="grid"]', map)).scrollIntoView({ block: 'center' });
  await frame();
  const p = map.cellToClient(s[0], s[1]);
  await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
}

/** Clicks the edge between two squares of the grid (the door tools). */
async function clickEdge(map: MapEditor, a: Sq, b: Sq): Promise<void> {
  (await el('svg[data-role="grid"]', map)).scrollIntoView({ block: 'center' });
  await frame();
  const p = map.edgeToClient(a, b);
  await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
}

// ---- the walk ----

/** What the author types in one language: the mission's and rooms' names, the boss's tag. */
interface Script {
  lang: Lang;
  name: { it: string; en: string };
  id: string;
  rooms: [{ name: string; id: string }, { name: string; id: string }];
  tag: string;
}

const SCRIPTS: Record<Lang, Script> = {
  it: {
    lang: 'it',
    name: { it: 'La cripta del re', en: 'The King’s Crypt' },
    id: 'la-cripta-del-re',
    rooms: [
      { name: 'Sala del trono', id: 'sala-del-trono' },
      { name: 'Cripta', id: 'cripta' },
    ],
    tag: 'capo',
  },
  en: {
    lang: 'en',
    name: { it: 'Il pozzo nero', en: 'The Black Well' },
    id: 'il-pozzo-nero',
    rooms: [
      { name: 'Great hall', id: 'great-hall' },
      { name: 'Crypt', id: 'crypt' },
    ],
    tag: 'leader',
  },
};

/**
 * Walks the Archive in `s.lang` through a new mission, scanning the page after each step; returns every finding
 * (and checks, on the way, that the ids were made from the names and the mission was published as drawn).
 */
async function walk(s: Script): Promise<Finding[]> {
  const words = s.lang === 'it' ? NOT_IN_ITALIAN : NOT_IN_ENGLISH;
  const findings: Finding[] = [];
  // after the page has drawn what the last input changed
  const scan = async (step: string) => {
    await frame();
    await frame();
    findings.push(...scanPage(step, words));
  };

  const author = `esploratrice-${s.lang}-${Date.now().toString(36)}`;
  await createAuthor(author, PASSWORD);
  await signIn(author, PASSWORD);
  if ((archive as unknown as { lang: string }).lang !== s.lang) await pressOn('button[data-action="lang"]');
  await waitFor(() => (archive as unknown as { lang: string }).lang === s.lang, `the Archive in ${s.lang}`);

  // a new mission: it opens on its map
  await pressOn('nav [data-section="missions"]');
  await pressOn('button[data-action="new"]');
  const editor = await el('qb-doc-editor');
  const map = await el<MapEditor>('qb-map-editor', editor);
  await el('svg[data-role="grid"]', map);
  await scan('1 new mission');

  // its name, in the details: the id follows it, nobody types one
  await pressOn('button[data-tab="form"]', editor);
  const details = await el('qb-json-form[data-role="details-form"]', editor);
  await typeInto('input[data-path="name.it"]', s.name.it, details);
  await typeInto('input[data-path="name.en"]', s.name.en, details);
  await waitFor(
    () => find<HTMLInputElement>(details, 'input[data-path="id"]')?.value === s.id,
    `the id made from the name (${find<HTMLInputElement>(details, 'input[data-path="id"]')?.value})`,
  );
  assert(find(details, '[data-role="id-follows"]'), 'the id field says it follows the name');
  await scan('2 named');

  // the map: two rooms added by name and painted with the mouse, a door into each
  await pressOn('button[data-tab="map"]', editor);
  for (const [i, room] of s.rooms.entries()) {
    await typeInto('input[data-role="new-room"]', room.name, map);
    await pressOn('button[data-action="add-room"]', map);
    await waitFor(() => map.value.map.rooms[i]?.id === room.id, `room ${room.name} to get the id ${room.id} (${map.value.map.rooms[i]?.id})`);
    equal(find<HTMLInputElement>(map, `.roomrow:nth-of-type(${i + 1}) input[data-role="room-id"]`)?.value, room.id, "the room's id in its row");
    await paintRows(map, i === 0 ? [1, 3] : [5, 3], i === 0 ? [4, 5] : [8, 5]);
  }
  await waitFor(
    () => map.value.map.rows.join('\n') === ['##########', '#........#', '#........#', '#AAAABBBB#', '#AAAABBBB#', '#AAAABBBB#', '##########'].join('\n'),
    `the two rooms painted (${map.value.map.rows.join(' ')})`,
  );
  await pressOn('button[data-tool="door"]', map);
  await clickEdge(map, [2, 2], [2, 3]);
  await clickEdge(map, [4, 4], [5, 4]);
  await waitFor(() => findAll(map, 'line[data-door]').length === 2, 'two doors');
  await scan('3 map: rooms, painting, doors');

  // objects: a pit trap in the hall, a hidden treasure beside it
  await pressOn('button[data-tool="trap"]', map);
  await fill('select[data-role="object-kind"]', 'pit', map);
  await clickSquare(map, [2, 4]);
  await el('[data-thing="objects[0]"]', map);
  await scan('4a object: a trap');
  await pressOn('button[data-tool="treasure"]', map);
  const hidden = await el<HTMLInputElement>('input[data-role="object-hidden"]', map);
  if (!hidden.checked) await press(hidden);
  await waitFor(() => hidden.checked, 'the hidden box ticked');
  await clickSquare(map, [3, 5]);
  await el('[data-thing="objects[1]"]', map);
  await scan('4b object: a hidden treasure');

  // creatures: a goblin, and the boss tagged
  await pressOn('button[data-tool="creature"]', map);
  await fill('select[data-role="creature-kind"]', 'goblin', map);
  await clickSquare(map, [6, 4]);
  await fill('select[data-role="creature-kind"]', 'orco', map);
  await typeInto('input[data-role="tag"]', s.tag, map);
  await clickSquare(map, [7, 4]);
  await el('[data-thing="monsters[1]"]', map);
  await scan('5 creatures: a goblin and the boss');

  // victory: conditions, the boss killed (by its tag)
  await pressOn('button[data-tab="winlose"]', editor);
  const winLose = await el('qb-win-lose-editor', editor);
  await pressOn('input[data-win="conditions"]', winLose);
  const winForm = await el('[data-role="win-form"]', winLose);
  await scan('6a victory: conditions');
  await fill('select[data-path="conditions[0].type"]', 'kill', winForm);
  await el('select[data-path="conditions[0].tag"]', winForm);
  await scan('6b victory: kill, no target yet');
  await fill('select[data-path="conditions[0].tag"]', s.tag, winForm);
  await scan('6c victory: kill the tagged boss');

  // defeat: a hero falls
  await pressOn('button[data-add="lose"]', winLose);
  // a new defeat starts as "a hero falls", never as a victory's "all creatures killed"
  await waitFor(() => find<HTMLSelectElement>(winLose, 'select[data-path="lose[0].type"]')?.value === 'hero_dead', 'a new defeat to start as "a hero falls"');
  await fill('select[data-path="lose[0].type"]', 'hero_dead', winLose);
  await scan('7 defeat: a hero falls');

  // an event: when the crypt is revealed, every hero takes a wound
  await pressOn('button[data-tab="form"]', editor);
  // the details form is drawn anew each time its tab opens
  const events = await waitFor(() => {
    const form = find(editor, 'qb-json-form[data-role="details-form"]');
    return form !== details ? form : null;
  }, 'the details form');
  await pressOn('button[data-add="events"]', events);
  await fill('select[data-path="events[0].when.type"]', 'room_revealed', events);
  await el('select[data-path="events[0].when.room"]', events);
  await scan('8a event: revealed room, none chosen');
  await fill('select[data-path="events[0].when.room"]', s.rooms[1].id, events);
  await pressOn('button[data-add="events[0].effects"]', events);
  await el('[data-path="events[0].effects[0].type"]', events);
  await scan('8b event: an effect with no amount');
  await fill('select[data-path="events[0].effects[0].type"]', 'damage', events);
  await fill('select[data-path="events[0].effects[0].target"]', 'all_heroes', events);
  await typeInto('input[data-path="events[0].effects[0].amount"]', '1', events);
  await waitFor(() => find(editor, '[data-role="no-issues"]'), `no problems left (${find(editor, '[data-role="issues"]')?.textContent?.replace(/\s+/g, ' ')})`);
  await scan('8c event: a wound to every hero');

  // publish
  await pressOn('button[data-action="save-publish"]', editor);
  await el('[data-role="saved"]', editor);
  await waitFor(() => find(editor, '[data-role="status"]'), 'the status badge');
  await scan('9 published');

  const res = await win.fetch(`/api/missions/${s.id}`);
  equal(res.status, 200, `the mission is stored as ${s.id}`);
  equal(res.headers.get('x-document-status'), 'published');
  const stored = (await res.json()) as Record<string, unknown> & { map: { rooms: unknown[]; rows: string[]; doors: unknown[] } };
  equal(stored.name, s.name);
  equal(stored.map.rooms, [
    // named in the author's language only (the other is left to translate, never a copy)
    { id: s.rooms[0].id, char: 'A', name: { [s.lang]: s.rooms[0].name } },
    { id: s.rooms[1].id, char: 'B', name: { [s.lang]: s.rooms[1].name } },
  ]);
  equal(stored.map.doors, [
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
  equal(stored.objects, [
    { type: 'trap', kind: 'pit', x: 2, y: 4, hidden: true, effects: [{ type: 'damage', amount: 1 }] },
    { type: 'treasure', x: 3, y: 5, hidden: true },
  ]);
  equal(stored.monsters, [
    { kind: 'goblin', x: 6, y: 4 },
    { kind: 'orco', x: 7, y: 4, tag: s.tag },
  ]);
  equal(stored.win, { mode: 'any', conditions: [{ type: 'kill', tag: s.tag }] });
  equal(stored.lose, [{ type: 'hero_dead', who: 'any' }]);
  equal(stored.events, [{ when: { type: 'room_revealed', room: s.rooms[1].id }, effects: [{ type: 'damage', target: 'all_heroes', amount: 1 }] }]);
  // once saved, the id no longer follows the name
  await pressOn('button[data-tab="form"]', editor);
  await waitFor(
    () =>
      find<HTMLInputElement>(editor, 'qb-json-form[data-role="details-form"] input[data-path="id"]')?.readOnly ||
      find<HTMLInputElement>(editor, 'input[data-path="id"]')?.readOnly,
    'the stored id to be read-only',
  );
  return findings;
}

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
});

after(() => closeArchive());

describe("a new document's id, made from its name", () => {
  it('follows the name (a taken one made unique), stops once typed, is made from the name again on request, and a taken id typed is a problem', async () => {
    const author = `nomenclatrice-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    if ((archive as unknown as { lang: string }).lang !== 'it') await pressOn('button[data-action="lang"]');
    await pressOn('nav [data-section="creatures"]');
    await pressOn('button[data-action="new"]');
    const editor = await el('qb-doc-editor');
    const form = await el('qb-json-form[data-role="details-form"]', editor);
    const id = () => find<HTMLInputElement>(form, 'input[data-path="id"]')?.value;
    // before any name: "new document", in the Archive's language
    await waitFor(() => id() === 'nuovo-documento', `the id of a document with no name (${id()})`);
    equal(find(form, '[data-note="id"]')?.textContent?.trim(), 'Ricavato dal nome: lo segue finché non lo cambi a mano.');
    // the goblin is stored: a new Goblin is goblin-2, or the next free one if another test file stored a goblin-2
    const taken = new Set(((await (await win.fetch('/api/creatures')).json()) as { items: { id: string }[] }).items.map((c) => c.id));
    let n = 2;
    while (taken.has(`goblin-${n}`)) n += 1;
    await typeInto('input[data-path="name.it"]', 'Goblin', form);
    await waitFor(() => id() === `goblin-${n}`, `goblin-${n} (${id()})`);
    await typeInto('input[data-path="name.it"]', 'Gobbo del Fiume', form);
    await waitFor(() => id() === 'gobbo-del-fiume', `gobbo-del-fiume (${id()})`);
    // the id is out of sight, folded under an expert's line: opened, it can be typed by hand; it stays when the
    // name changes; a taken one is a problem before saving
    assert(!find(form, 'input[data-path="id"]')!.checkVisibility(), 'the id folded away');
    equal(find(form, 'details[data-expert="id"] > summary')?.textContent?.trim(), 'identificativo, per esperti');
    await pressOn('details[data-expert="id"] > summary', form);
    await typeInto('input[data-path="id"]', 'goblin', form);
    await typeInto('input[data-path="name.it"]', 'Gobbo', form);
    equal(id(), 'goblin', 'the typed id stays');
    await waitFor(
      () => find(editor, '[data-role="issues"] li[data-path="id"]')?.textContent?.includes('l’identificativo «goblin» è già usato: scegline un altro'),
      'the taken id reported',
    );
    // made from the name again
    await pressOn('button[data-action="id-from-name"]', form);
    await waitFor(() => id() === 'gobbo', `gobbo (${id()})`);
    assert(!find(editor, '[data-role="issues"] li[data-path="id"]'), 'no problem with the id');
  });
});

describe('the Archive walked through a new mission by someone who does not write code', () => {
  it('in Italian: no English word of the old messages and identifiers, no raw path, at any step', async function (this: { timeout(ms: number): void }) {
    this.timeout(180000);
    const findings = await walk(SCRIPTS.it);
    assert(findings.length === 0, report('it', findings));
  });

  it('in English: no Italian word, no raw path, at any step', async function (this: { timeout(ms: number): void }) {
    this.timeout(180000);
    const findings = await walk(SCRIPTS.en);
    assert(findings.length === 0, report('en', findings));
  });
});
