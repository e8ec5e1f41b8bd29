/**
 * The Archive's "Print the quest" (issue 39, docs/quest-maps.md): an author opens The Trial, chooses the players'
 * copy on Letter, and the link opens, in a new tab, the map the server prints for that choice in the Archive's
 * language. Against the REAL server, in the Archive at /archive.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { click, closeArchive, createAuthor, el, find, signIn } from './support/archive.ts';

const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1440, height: 900 });
});

after(() => closeArchive());

describe('printing the quest', () => {
  it("opens the players' copy on Letter in a new tab, in the Archive's language", async function (this: { timeout(ms: number): void }) {
    this.timeout(60_000);
    const author = `stampatrice-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('tr[data-id="la-prova"] [data-action="edit"]');
    const editor = await el('qb-doc-editor');
    const panel = await el<HTMLElement & { updateComplete: Promise<boolean> }>('qb-print-quest', editor);
    await panel.updateComplete;
    const lang = panel.getAttribute('lang');
    const copy = find(panel, 'select[data-field="copy"]') as HTMLSelectElement;
    copy.value = 'players';
    copy.dispatchEvent(new Event('change'));
    const paper = find(panel, 'select[data-field="paper"]') as HTMLSelectElement;
    paper.value = 'letter';
    paper.dispatchEvent(new Event('change'));
    await panel.updateComplete;
    const link = find(panel, 'a[data-action="print"]') as HTMLAnchorElement;
    equal(link.target, '_blank');
    equal(link.rel, 'noopener');
    equal(new URL(link.href).pathname, '/api/missions/la-prova/map.svg');
    equal(new URL(link.href).search, `?lang=${lang}&copy=players&paper=letter`);
    // what the new tab shows: the signed-in author's request, with the Archive's cookie
    const res = await fetch(link.href, { credentials: 'same-origin' });
    equal(res.status, 200);
    equal(res.headers.get('content-type'), 'image/svg+xml; charset=utf-8');
    const svg = new DOMParser().parseFromString(await res.text(), 'image/svg+xml').documentElement;
    equal(svg.getAttribute('data-copy'), 'players');
    equal(svg.getAttribute('data-paper'), 'letter');
    equal(svg.getAttribute('xml:lang'), lang);
    assert(svg.querySelector('[data-kind="creature"]') === null, "no creature on the players' copy");
  });
});
