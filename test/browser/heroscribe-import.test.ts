/**
 * The Archive's HeroScribe import against the REAL server (docs/heroscribe.md): `/archive` in an iframe of the test
 * page's origin (web-test-runner.config.mjs forwards `/api/*` and `/archive*`), signed in through its form as an
 * author created with the administrator token, as archive.test.ts does.
 *
 * A small hand-written HeroScribe quest (the 1.4 format; the real quests live outside the repository) with a
 * stairway, two doors, a goblin and an orc, two monsters with no creature kind (High Mage, Orc Shaman: placeholders),
 * an id in neither catalogue, a chest, a pit trap and a marker is uploaded as a file, converted, its report read in
 * both languages; the Orc Shaman is mapped to `orco`, the High Mage saved as a placeholder; the mission is saved as a
 * draft and opens in the map editor, whose preview draws it.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, signIn as signInAs, win } from './support/archive.ts';

/** A HeroScribe 1.4 quest: line numbers matter (the report names them). */
const QUEST_XML = `<?xml version="1.0"?>
<!DOCTYPE quest PUBLIC "-//org.lightless//HeroScribe Quest 1.4//EN" "http://lightless.org/files/xml/quest-1.4.dtd">
<quest name="The Archive's Test" region="Europe" width="1" height="1" version="1.0">
  <board>
    <dark left="1" top="5" width="26" height="15"/>
    <dark left="10" top="1" width="17" height="4"/>
    <object id="Stairway" left="4" top="2"/>
    <object id="Door" left="7" top="1"/>
    <object id="Door" left="1" top="3" rotation="rightward"/>
    <object id="Goblin" left="7" top="4"/>
    <object id="Orc" left="6" top="3"/>
    <object id="HighMage" left="8" top="2"/>
    <object id="OrcShaman" left="8" top="3"/>
    <object id="MysteryBeast" left="2" top="2"/>
    <object id="TreasureChest" left="9" top="4" rotation="upward"/>
    <object id="PitTrap" left="2" top="4"/>
    <object id="LetterA" left="9" top="3"/>
  </board>
  <speech>Heroes, this quest is only a test of the Archive.</speech>
  <note>A: This chest is empty.</note>
  <note>Wandering Monster: Goblin</note>
</quest>
`;

const text = (e: Element | null) => (e?.textContent ?? '').replace(/\s+/g, ' ').trim();

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `importatrice-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(() => closeArchive());

const signIn = () => signInAs(userName, PASSWORD);

describe('the Archive imports a HeroScribe quest', () => {
  it('refuses a file that is no quest, listing the problem with its element and line', async () => {
    await signIn();
    await click('nav [data-section="missions"]');
    await click('button[data-action="import-heroscribe"]');
    const page = await el('qb-heroscribe-import');
    await fill('textarea[data-role="hs-text"]', '<?xml version="1.0"?>\n<objects>\n</objects>\n', page);
    await click('button[data-action="hs-convert"]', page);
    const error = await el('[data-role="hs-error"]', page);
    // in the reader's words, not the server's English (the issue's `text`)
    const said = (error as HTMLElement).innerText;
    assert(said.includes('Il file non si può convertire: l’elemento radice è <objects>, non <quest>: non è un file di missione HeroScribe'), said);
    assert(!/root element|not a HeroScribe/.test(said), `no English in the Italian refusal: ${said}`);
    assert(find(error, 'li[data-path="<objects> 2:1"]'), `the element and line are listed: ${error.innerHTML}`);
    equal(find(page, '[data-role="hs-report"]'), null, 'no report');
  });

  it('uploads a quest, shows the report in both languages, maps a placeholder, saves a draft and opens it in the map editor', async () => {
    await signIn();
    await click('nav [data-section="missions"]');
    await click('button[data-action="import-heroscribe"]');
    await waitFor(() => win.location.hash === '#heroscribe', 'the address of the import page');
    const page = await el('qb-heroscribe-import');

    // upload the .xml file, with a mission id of our own
    const input = await el<HTMLInputElement>('input[data-role="hs-file"]', page);
    const files = new win.DataTransfer();
    files.items.add(new win.File([QUEST_XML], 'ArchivesTest.xml', { type: 'text/xml' }));
    input.files = files.files;
    input.dispatchEvent(new win.Event('change', { bubbles: true }));
    await waitFor(() => find<HTMLTextAreaElement>(page, 'textarea[data-role="hs-text"]')?.value === QUEST_XML, 'the file to be read into the text box');
    const id = `prova-heroscribe-${Date.now().toString(36)}`;
    await fill('input[data-role="hs-id"]', id, page);
    await click('button[data-action="hs-convert"]', page);
    const report = await el('[data-role="hs-report"]', page);

    // the counts shown
    const count = (key: string) => Number(text(find(report, `[data-count="${key}"] dd`)));
    const expected: Record<string, number> = {
      rooms: 2,
      doors: 2,
      secretDoors: 0,
      stairways: 1,
      start: 4,
      monsters: 4,
      'monsters:goblin': 1,
      'monsters:orco': 1,
      'monsters:heroscribe-high-mage': 1,
      'monsters:heroscribe-orc-shaman': 1,
      furniture: 1,
      'furniture:chest': 1,
      traps: 1,
      'traps:pit': 1,
      markers: 1,
    };
    for (const [key, n] of Object.entries(expected)) equal(count(key), n, `the count ${key}`);
    assert(text(report).includes('Resoconto della conversione') && text(report).includes('Stanze'), 'the report is in Italian');

    // placeholders, prose, problems with element and line
    equal(
      findAll(report, 'tr[data-placeholder]').map((r) => r.dataset.placeholder),
      ['heroscribe-high-mage', 'heroscribe-orc-shaman'],
    );
    equal(
      findAll(report, '[data-role="hs-notes"] li').map((li) => li.dataset.line),
      ['20', '21'],
    );
    assert(text(find(report, '[data-role="hs-wandering"]')).includes('Goblin'), 'the wandering monster');
    const unknown = find(report, '[data-role="hs-problems"] li[data-code="unknown_object"]')!;
    assert(unknown, 'the unknown id is a problem');
    equal([unknown.dataset.element, unknown.dataset.line], ['object', '14']);
    assert(text(unknown).includes('riga 14') && text(unknown).includes('MysteryBeast'), text(unknown));
    equal(
      findAll(report, '[data-role="hs-problems"] li[data-code="placeholder"]').map((li) => li.dataset.line),
      ['12', '13'],
    );

    // the same report in English
    await click('button[data-action="lang"]');
    await waitFor(() => text(find(page, '[data-role="hs-report"]')).includes('Conversion report'), 'the English report');
    const en = find(page, '[data-role="hs-report"]')!;
    assert(text(en).includes('Rooms') && text(en).includes('line 14'), text(en));
    await click('button[data-action="lang"]');
    await waitFor(() => text(find(page, '[data-role="hs-report"]')).includes('Resoconto'), 'Italian again');

    // the Orc Shaman becomes an orc; the High Mage is saved as a placeholder
    await fill('tr[data-placeholder="heroscribe-orc-shaman"] select[data-role="hs-map"]', 'orco', page);
    await click('button[data-action="hs-save"]', page);

    // the mission opens in the map editor, whose preview draws it
    const editor = await el('qb-doc-editor');
    await waitFor(() => win.location.hash === `#missions/${id}`, 'the address of the mission');
    equal(find(editor, '[data-role="status"]')!.textContent, 'bozza');
    const map = await el<HTMLElement & { board: import('../../components/board/index.ts').DungeonBoard | null }>('qb-map-editor', editor);
    const board = await waitFor(() => map.board, 'the preview board');
    await board.whenRendered();
    assert(board.drawCalls > 0, 'the preview drew');
    const floor = board.readSquarePixel(2, 2)!;
    const rock = board.readSquarePixel(20, 14)!;
    assert(floor && rock && floor.some((v, i) => Math.abs(v - rock[i]!) > 30), `the room's floor ${floor} differs from the rock ${rock}`);

    // stored: the mission as a draft, with the mapped kind; the placeholder creature
    const res = await win.fetch(`/api/missions/${id}`);
    equal(res.status, 200);
    equal(res.headers.get('x-document-status'), 'draft');
    const mission = await res.json();
    equal(mission.id, id);
    equal(
      mission.monsters.map((m: { kind: string }) => m.kind),
      ['goblin', 'orco', 'heroscribe-high-mage', 'orco'],
    );
    equal(mission.win, 'manual');
    equal(mission.wandering_monster, 'goblin');
    equal(mission.notes, ['A: This chest is empty.', 'Wandering Monster: Goblin']);
    assert(
      mission.objects.some((o: { type: string; kind?: string }) => o.type === 'trap' && o.kind === 'pit'),
      'the pit trap is stored',
    );
    equal((await win.fetch('/api/creatures/heroscribe-high-mage')).status, 200, 'the placeholder is stored');
    const creatures = (await (await win.fetch('/api/creatures')).json()).items.map((c: { id: string }) => c.id);
    assert(!creatures.includes('heroscribe-orc-shaman'), 'the mapped placeholder is not stored');

    // importing again under the same id asks before replacing it
    await click('button[data-action="close"]', editor);
    await click('button[data-action="import-heroscribe"]');
    const again = await el('qb-heroscribe-import');
    await fill('textarea[data-role="hs-text"]', QUEST_XML, again);
    await fill('input[data-role="hs-id"]', id, again);
    await click('button[data-action="hs-convert"]', again);
    await el('[data-role="hs-exists"]', again);
    equal(find<HTMLButtonElement>(again, 'button[data-action="hs-save"]')!.disabled, true, 'saving waits for the choice');
    // the placeholder saved before is used as stored, not written over
    equal(
      findAll(again, 'tr[data-placeholder]').map((r) => [r.dataset.placeholder, r.dataset.stored]),
      [
        ['heroscribe-high-mage', 'true'],
        ['heroscribe-orc-shaman', 'false'],
      ],
    );
    const before = (await (await win.fetch('/api/creatures/heroscribe-high-mage/versions')).json()).current;
    await click('input[data-role="hs-replace"]', again);
    await click('button[data-action="hs-save"]', again);
    await waitFor(() => win.location.hash === `#missions/${id}`, 'the mission again');
    equal((await (await win.fetch('/api/creatures/heroscribe-high-mage/versions')).json()).current, before, 'the stored placeholder is not written over');
    equal((await win.fetch('/api/creatures/heroscribe-orc-shaman')).status, 200, 'the placeholder kept this time is stored');
  });

  it('reads an uploaded ISO-8859-1 quest in the encoding it declares: "Café" in the box, the report and the mission; a file whose bytes are not text in its encoding is refused in the reader\'s words', async () => {
    await signIn();
    await click('nav [data-section="missions"]');
    await click('button[data-action="import-heroscribe"]');
    const page = await el<HTMLElement & { result: { mission: { name: unknown; description: unknown } } | null }>('qb-heroscribe-import');
    const upload = async (latin1: string) => {
      // each character one byte, as HeroScribe (a Java program) writes an ISO-8859-1 file
      const bytes = Uint8Array.from(latin1, (c) => c.charCodeAt(0));
      const input = await el<HTMLInputElement>('input[data-role="hs-file"]', page);
      const files = new win.DataTransfer();
      files.items.add(new win.File([bytes], 'Caffe.xml', { type: 'text/xml' }));
      input.files = files.files;
      input.dispatchEvent(new win.Event('change', { bubbles: true }));
    };
    const box = () => find<HTMLTextAreaElement>(page, 'textarea[data-role="hs-text"]')!.value;
    await upload(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<quest name="Caf\xe9 del Drago" width="1" height="1"><board><object id="Stairway" left="2" top="2"/><object id="Door" left="5" top="3" rotation="rightward"/></board><speech>Un caff\xe8 per gli eroi.</speech></quest>\n',
    );
    await waitFor(() => box().includes('Café del Drago'), `the file read in its encoding into the text box (${box()})`);
    await click('button[data-action="hs-convert"]', page);
    const report = await el('[data-role="hs-report"]', page);
    assert(text(find(report, '[data-role="hs-quest"]')).includes('Café del Drago'), text(find(report, '[data-role="hs-quest"]')));
    equal(page.result!.mission.name, { it: 'Café del Drago', en: 'Café del Drago' });
    equal(page.result!.mission.description, { it: 'Un caffè per gli eroi.', en: 'Un caffè per gli eroi.' });
    // declared UTF-8, written in Latin-1: the server refuses the bytes (nothing guessed), in Italian
    await upload('<?xml version="1.0" encoding="UTF-8"?>\n<quest name="Caf\xe9" width="1" height="1"><board/></quest>\n');
    await waitFor(() => box().includes('Caf\ufffd'), `the undecodable byte shown as such (${box()})`);
    await click('button[data-action="hs-convert"]', page);
    const error = await el('[data-role="hs-error"]', page);
    equal((error as HTMLElement).innerText.trim().split('\n')[0], 'Il file non si può convertire: il file non è testo in codifica UTF-8');
  });

  it('reports a start room whose only door lies inside it, with the square and the reason, in Italian and English; the Italian report shows no English and no code', async () => {
    // the stairway fills four squares of room A; the only door joins two squares of A (content/heroscribe.test.ts)
    const sealed = `<?xml version="1.0"?>
<quest name="Sigillata" region="Europe" version="1.0" width="1" height="1">
<board>
<object id="Door" left="3" top="3" rotation="downward" />
<object id="Stairway" left="2" top="2" />
</board>
</quest>
`;
    await signIn();
    await click('nav [data-section="missions"]');
    await click('button[data-action="import-heroscribe"]');
    const page = await el('qb-heroscribe-import');
    await fill('textarea[data-role="hs-text"]', sealed, page);
    await click('button[data-action="hs-convert"]', page);
    const report = await el('[data-role="hs-report"]', page);
    const problem = () => find(page, '[data-role="hs-problems"] li[data-code="sealed_start"]');
    await waitFor(problem, 'the sealed start among the problems');
    equal([problem()!.dataset.element, problem()!.dataset.line], ['object', '5'], "named at the stairway's line");
    const it = text(problem());
    assert(
      it.includes(
        'Le caselle di partenza (la prima è in colonna 2, riga 2) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a 12 delle 494 caselle percorribili.',
      ),
      it,
    );
    // the door on no wall reads in Italian; the Italian report a reader sees (innerText skips the folded code lines) has
    // no English detail, no raw code and no lazy plural
    const wall = find(page, '[data-role="hs-problems"] li[data-code="not_on_wall"]')!;
    equal(
      text(find(wall, '[data-role="detail"]')),
      'la porta con left="3" top="3", rivolta verso il basso, unirebbe [2,2] e [2,3], due caselle della stessa stanza: non sta su nessun muro del tabellone, saltata',
    );
    equal(text(find(wall, 'details.raw-path code')), 'not_on_wall', 'the code stays at hand, folded');
    const seen = (report as HTMLElement).innerText;
    for (const raw of ['the door at', 'skipped', 'reach no door', 'walkable', 'not_on_wall', 'sealed_start', 'tabellone/i', 'formato enhanced', 'Europe']) {
      assert(!seen.includes(raw), `"${raw}" in the Italian report: ${seen}`);
    }
    assert(
      text(find(report, '[data-role="hs-quest"]')).includes('formato HeroScribe Enhanced (senza DOCTYPE) · un tabellone · regione Europa'),
      text(find(report, '[data-role="hs-quest"]')),
    );
    await click('button[data-action="lang"]');
    await waitFor(
      () =>
        text(problem()).includes(
          'The start squares (the first is at column 2, row 2) reach no door, exit or creature: the heroes can walk to 12 of the 494 walkable squares.',
        ),
      `the English reason (${text(problem())})`,
    );
    equal(
      text(find(page, '[data-role="hs-problems"] li[data-code="not_on_wall"] [data-role="detail"]')),
      'the door at left="3" top="3" downward would join [2,2] and [2,3], two squares of the same room: it is on no wall of the board, skipped',
    );
    assert(
      text(find(page, '[data-role="hs-quest"]')).includes('format HeroScribe Enhanced (no DOCTYPE) · one board · region Europe'),
      text(find(page, '[data-role="hs-quest"]')),
    );
    await click('button[data-action="lang"]');
    await waitFor(() => text(problem()).includes('Le caselle di partenza'), 'Italian again');
  });
});
