/**
 * One language is enough in the Archive, against the REAL server: a new mission named in Italian only
 * shows no problem for its English line (the line says "da tradurre (facoltativo)" with the Italian as a hint),
 * saves and publishes; its "Da tradurre" list names the English name and takes the author to its line; the mission
 * list counts the texts to translate.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, putContent, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, freshVisit, newMission, signIn, win } from './support/archive.ts';
import { italianOnly } from '../support/italian-only.ts';

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1440, height: 900 });
  userName = `traduttrice-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
  await freshVisit();
});

after(() => closeArchive());

/** The element focused inside the Archive's shadow trees. */
function focused(): Element | null {
  let at: Element | null = archive.ownerDocument.activeElement;
  while (at?.shadowRoot?.activeElement) at = at.shadowRoot.activeElement;
  return at;
}

describe('the Archive: one language is enough', () => {
  it('a mission named in Italian only: no problem for English, saved and published, listed to translate later', async () => {
    const { editor } = await newMission(userName, PASSWORD);
    await click('[data-tab="form"]', editor);
    const details = await el('qb-json-form[data-role="details-form"]', editor);
    const name = `La prova solitaria ${Date.now().toString(36)}`;
    await fill('input[data-path="name.it"]', name, details);
    await waitFor(() => find(editor, '[data-role="no-issues"]'), 'no problems left');
    equal(find(editor, '[data-role="issues"]'), null, 'no problem listed');
    equal(find(details, '[data-issue="name.en"]'), null, 'no problem under the English line');

    // the English line: empty, to translate, with the Italian as its hint
    const english = find<HTMLInputElement>(details, 'input[data-path="name.en"]')!;
    equal(english.value, '');
    equal(english.placeholder, `da tradurre (facoltativo): «${name}»`);
    assert(english.hasAttribute('data-todo'), 'the English line is marked to translate');
    equal(english.lang, 'en');

    // the list of texts to translate: the name, missing English
    const todo = await el('[data-role="translate-later"]', editor);
    equal(todo.querySelector('summary')!.textContent!.trim(), 'Da tradurre (1)');
    const items = findAll(todo, 'li');
    equal(
      items.map((li) => `${li.dataset.path}:${li.dataset.missing}`),
      ['name:en'],
    );
    equal(items[0]!.querySelector('.where')!.textContent, 'Nome');
    equal(items[0]!.querySelector('q')!.textContent, name);
    equal(items[0]!.querySelector('q')!.getAttribute('lang'), 'it');

    // the link takes the author to the English line, from another tab
    await click('[data-tab="map"]', editor);
    (todo as HTMLDetailsElement).open = true;
    await click('button[data-action="translate"][data-line="name.en"]', todo);
    await waitFor(() => focused()?.getAttribute('data-path') === 'name.en', 'the English line focused');
    equal(find(editor, '[data-tab="form"]')!.getAttribute('aria-selected'), 'true');

    // saved and published
    await click('button[data-action="save-publish"]', editor);
    await el('[data-role="saved"]', editor);
    const id = (editor as HTMLElement & { draft: { id: string } }).draft.id;
    const res = await win.fetch(`/api/missions/${id}`);
    equal(res.status, 200);
    equal(res.headers.get('x-document-status'), 'published');
    equal((await res.json()).name, { it: name });

    // the list of missions counts it, in the list's own words
    await click('button[data-action="close"]', editor);
    await fill('input[data-role="search"]', id);
    const badge = await el(`tr[data-id="${id}"] [data-role="to-translate"]`);
    equal(badge.textContent, '1 da tradurre');
    equal(find(archive, `tr[data-id="${id}"] .name`)!.textContent!.replace(/\s+/g, ' ').trim(), `${name} 1 da tradurre`);
  });

  it("an adventure written in Italian only: a dialogue choice is listed to translate, and 'Traduci' opens its point on the map with the caret in the English line", async () => {
    const woods = await api<Record<string, unknown>>('/api/adventures/forsaken-woods', { token: window.QB_ADMIN_TOKEN });
    const id = `bosco-italiano-${Date.now().toString(36)}`;
    await putContent('adventures', { ...italianOnly(woods), id } as never);
    await signIn(userName, PASSWORD);
    await click('nav [data-section="adventures"]');
    await fill('input[data-role="search"]', id);
    await click(`tr[data-id="${id}"] [data-action="edit"]`);
    const editor = await el('qb-doc-editor');
    const todo = await el<HTMLDetailsElement>('[data-role="translate-later"]', editor);
    todo.open = true;
    const line = 'locations[3].nodes[0].pages[0].choices[0].text.en';
    const item = find(todo, 'li[data-path="locations[3].nodes[0].pages[0].choices[0].text"]')!;
    equal(item.querySelector('q')!.textContent, 'Dove porta la strada?');
    await click(`button[data-action="translate"][data-line="${line}"]`, todo);
    await waitFor(() => focused()?.getAttribute('data-path') === 'pages[0].choices[0].text.en', "the choice's English line focused");
    equal(find(editor, '[data-tab="adventure"]')!.getAttribute('aria-selected'), 'true');
    equal((focused() as HTMLInputElement).placeholder, 'da tradurre (facoltativo): «Dove porta la strada?»');
  });
});
