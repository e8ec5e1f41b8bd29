/**
 * A new mission's problems in the Italian Archive, against the REAL server (see archive.test.ts): the
 * problems panel and the map editor's list say where each problem lies in words and what is wrong in Italian; the raw
 * path is only in a folded details line (and the item's `data-path`), never in the visible text. The same in English.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, findAll, signIn } from './support/archive.ts';

let userName = '';
const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `messaggi-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
});

after(() => closeArchive());

/** Words of zod's and the schemas' previous English messages that must not show in the Italian Archive. */
const ENGLISH = ['Too small', 'expected', 'must be', 'give exactly', 'slug', 'lies outside', 'needs creatures', 'Invalid', 'characters'];

/** Shows the Archive in `lang` (its switch, when it is in the other language). */
async function useLang(lang: 'it' | 'en'): Promise<void> {
  if (archive.getAttribute('lang') !== lang) await click('button[data-action="lang"]');
  await waitFor(() => archive.getAttribute('lang') === lang, `the Archive in ${lang}`);
}

/** The problems of a list: each item's visible text (the folded path left out), its path and the path in its details line. */
function problems(list: Element): { text: string; where: string; path: string; detail: string; open: boolean }[] {
  return findAll(list, 'li[data-path]').map((li) => ({
    text: li.innerText.replace(/\s+/g, ' ').trim(),
    where: li.querySelector('[data-role="where"]')?.textContent?.trim() ?? '',
    path: li.dataset.path!,
    detail: li.querySelector('details.raw-path code')?.textContent ?? '',
    open: (li.querySelector('details.raw-path') as HTMLDetailsElement | null)?.open ?? true,
  }));
}

/** Every problem's visible text is words in the expected language, the raw path only in its folded details line. */
function checkWords(list: Element, lang: 'it' | 'en'): void {
  const all = problems(list);
  assert(all.length > 0, 'some problems are listed');
  for (const p of all) {
    equal(p.detail, p.path || '/', `the details line holds the raw path of ${p.text}`);
    equal(p.open, false, `the details line is folded: ${p.text}`);
    const visible = p.text.replace(lang === 'it' ? 'dove, per esperti' : 'where, for experts', '');
    if (p.path.length > 2) assert(!visible.includes(p.path), `no raw path "${p.path}" in the visible text: ${visible}`);
    assert(!/\w\[\d+\]|\w\.\w/.test(visible.replace(/\d\.\d/g, '')), `nothing path-like in the visible text: ${visible}`);
    if (lang === 'it') for (const w of ENGLISH) assert(!visible.includes(w), `no English "${w}" in the Italian text: ${visible}`);
  }
}

describe("a new mission's problems in the reader's language", () => {
  it('the Italian problems panel and map editor: messages in Italian, where in words, the path folded in details', async () => {
    await signIn(userName, PASSWORD);
    await useLang('it');
    await click('nav [data-section="missions"]');
    await click('button[data-action="new"]');
    const editor = await el('qb-doc-editor');
    const panel = await el('[data-role="issues"]', editor);
    await waitFor(() => find(panel, 'li[data-path="name"]'), 'the missing name to be listed');
    const byPath = () => new Map(problems(panel).map((p) => [p.path, p]));
    const name = byPath().get('name')!;
    equal(name.where, 'Nome');
    assert(name.text.startsWith('Nome: è vuoto: scrivilo in italiano o in inglese (basta una lingua)'), name.text);
    equal(byPath().get('name.en'), undefined, 'one language is enough: no English is asked for');
    equal(byPath().get('name.it'), undefined, 'nor Italian alone');
    equal(byPath().get('id'), undefined, 'no id to type: a new document makes it from its name');
    checkWords(panel, 'it');

    // an id that is no slug is told so in Italian, under the field and in the panel
    await click('[data-tab="form"]', editor);
    const details = await el('qb-json-form[data-role="details-form"]', editor);
    await fill('input[data-path="id"]', 'Cripta Nera', details);
    await waitFor(
      () => byPath().get('id')?.text.includes('solo lettere minuscole, cifre e trattini singoli, come «pozione-curativa»'),
      'the slug message in Italian',
    );
    equal(byPath().get('id')!.where, 'Identificativo');
    checkWords(panel, 'it');

    // a victory by conditions: a kill with neither kind nor tag names the fields as the form labels them
    await click('[data-tab="winlose"]', editor);
    const winLose = await el('qb-win-lose-editor', editor);
    await click('input[data-win="conditions"]', winLose);
    await fill('select[data-path="conditions[0].type"]', 'kill', winLose);
    await waitFor(() => byPath().get('win.conditions[0]'), 'the kill without kind or tag to be listed');
    const kill = byPath().get('win.conditions[0]')!;
    equal(kill.where, 'Vittoria › Condizione 1');
    assert(kill.text.startsWith('Vittoria › Condizione 1: indicane esattamente uno tra «Tipo» e «Etichetta»'), kill.text);
    checkWords(panel, 'it');
    await click('[data-tab="map"]', editor);

    // the map editor's own list speaks the same words
    const map = await el('qb-map-editor', editor);
    const mapList = await el('[data-role="problems"]', map);
    await waitFor(() => find(mapList, 'li[data-path="start[0]"]'), 'the sealed start square to be listed');
    const start = problems(mapList).find((p) => p.path === 'start[0]')!;
    equal(start.where, 'Partenza 1');
    assert(start.text.startsWith('Partenza 1: Le caselle di partenza'), start.text);
    equal(problems(mapList).find((p) => p.path === 'name')?.where, 'Nome');
    checkWords(mapList, 'it');

    // the same panel in English: English words, no Italian
    await useLang('en');
    await waitFor(() => byPath().get('name')?.where === 'Name', 'the English place');
    assert(byPath().get('name')!.text.startsWith('Name: empty: write it in Italian or English (one language is enough)'), byPath().get('name')!.text);
    for (const p of problems(panel))
      for (const w of ['vuoto', 'casella', 'Nome', 'Creature:', 'percorso']) assert(!p.text.includes(w), `no Italian "${w}": ${p.text}`);
    checkWords(panel, 'en');
    await useLang('it');
  });
});
