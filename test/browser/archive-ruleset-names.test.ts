/**
 * The ruleset editor with a plain 002 document (no board settings) against the REAL server: the board's choices shown
 * beside the problems in Italian and English, and a name translated in the names table, saved, and served back in
 * the ruleset's `names` (never inside `rules`).
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, putContent, waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, find, findAll, freshVisit, openArchive, signIn, win } from './support/archive.ts';

const MOD = { floor: { div: [{ sub: [{ ref: 'value' }, 10] }, 2] } };
const id = `marche-${Date.now().toString(36)}`;
const ruleset = {
  id,
  name: { it: 'Marche Cineree', en: 'Ashen Marches' },
  rules: {
    attributes: [{ id: 'dexterity', name: 'Dexterity', abbrev: 'DEX', min: 8, max: 20, modifier: MOD }],
    resources: [{ id: 'hp', name: 'Hit points', max: 8 }],
    derivedStats: [{ id: 'armourClass', name: 'Armour Class', formula: { add: [10, { ref: 'actor.mod.dexterity' }] } }],
    actionTypes: [
      { id: 'action', name: 'Action' },
      { id: 'bonus', name: 'Bonus action' },
    ],
    progression: { levels: [{ level: 1, xpRequired: 0 }] },
    vitalResource: 'hp',
  },
};
const PASSWORD = 'una password lunga';
let userName = '';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
  userName = `regolista-${Date.now().toString(36)}`;
  await createAuthor(userName, PASSWORD);
  await putContent('rulesets', ruleset as never);
  await freshVisit();
});

after(() => closeArchive());

describe("the ruleset editor: the board's choices and the names table", () => {
  it('lists the choices in Italian and English, and saves a name translated in the table beside rules', async () => {
    await signIn(userName, PASSWORD);
    await openArchive(`/archive#rulesets/${id}`);
    const editor = await el('qb-doc-editor');
    const notices = await el('[data-role="board-notices"]', editor);
    const lines = () => findAll(notices, 'li').map((li) => li.textContent!.trim());
    equal(find(notices, 'summary')!.textContent!.trim(), 'Scelte della plancia (3)');
    equal(lines()[0], 'Difesa: gli attacchi tirano contro la statistica derivata «armourClass» (si legge «armour»).');
    equal(lines()[1], 'Casella: 5 (una velocità di 30 si legge in piedi, su caselle da 5 piedi).');
    equal(lines()[2], 'Attacchi e capacità spendono il tipo di azione «action» (si legge «action»).');

    // the names table: the entry's name as written in the placeholder; a translation typed and saved
    await click('button[data-tab="form"]', editor);
    const box = await el<HTMLInputElement>('input[data-name-key="derivedStats.armourClass"][data-name-lang="it"]', editor);
    equal(box.placeholder, 'Armour Class');
    box.value = 'Classe armatura';
    box.dispatchEvent(new win.Event('change', { bubbles: true, composed: true }));
    await click('button[data-action="save"]', editor);
    await waitFor(() => find(editor, '[data-role="saved"]'), 'the ruleset to be saved');
    const stored = await api<{ names?: unknown; rules: unknown }>(`/api/rulesets/${id}`, { token: window.QB_ADMIN_TOKEN });
    equal(JSON.stringify(stored.names), JSON.stringify({ it: { 'derivedStats.armourClass': 'Classe armatura' } }));
    equal(JSON.stringify(stored.rules), JSON.stringify(ruleset.rules), 'the rules document as written');

    // in English
    await click('button[data-action="lang"]');
    await waitFor(() => find(editor, '[data-role="board-notices"] summary')?.textContent?.trim() === 'Board choices (3)', 'the English choices');
    const english = findAll(await el('[data-role="board-notices"]', editor), 'li').map((li) => li.textContent!.trim());
    equal(english[0], 'Defence: attacks roll against derived stat "armourClass" (it reads "armour").');
    assert(find(editor, '[data-role="names-table"] summary')!.textContent!.includes('Names in two languages'), 'the table in English');
    await click('button[data-action="lang"]');
  });
});
