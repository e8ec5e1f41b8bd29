/**
 * The Archive's balance report (issue 38, docs/computer-heroes.md): an author opens a draft of The Trial whose goblin
 * is walled in a room without a door, presses Simulate, and the report shows the heroes' win rate with its interval
 * and names the goblin, with its square, as never reached. Against the REAL server, in the Archive at /archive.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { click, closeArchive, createAuthor, el, find, findAll, signIn } from './support/archive.ts';

const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1440, height: 900 });
});

after(() => closeArchive());

describe('the balance report', () => {
  it('names the creature a draft walls in as never reached, beside the win rate and its interval', async function (this: { timeout(ms: number): void }) {
    this.timeout(120_000);
    const trial = await api<{ map: { rows: string[]; rooms: unknown[] }; monsters: unknown[] }>('/api/missions/la-prova', { token: window.QB_ADMIN_TOKEN });
    const rows = [...trial.map.rows];
    rows[2] = '#AAAAA.FFFF.BBBBB#';
    rows[3] = '#AAAAA.FFFF.BBBBB#';
    const id = `prova-murata-${Date.now().toString(36)}`;
    await api(`/api/missions/${id}`, {
      method: 'PUT',
      token: window.QB_ADMIN_TOKEN,
      body: {
        ...trial,
        id,
        map: { ...trial.map, rows, rooms: [...trial.map.rooms, { id: 'cella-murata', char: 'F', name: { it: 'Cella murata', en: 'Walled cell' } }] },
        monsters: [...trial.monsters, { kind: 'goblin', x: 8, y: 3 }],
        win: { mode: 'any', conditions: [{ type: 'kill', tag: 'boss' }] },
      },
    });
    await api(`/api/missions/${id}/status`, { method: 'PUT', token: window.QB_ADMIN_TOKEN, body: { status: 'draft' } });
    const author = `bilanciatrice-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click(`tr[data-id="${id}"] [data-action="edit"]`);
    const editor = await el('qb-doc-editor');
    const panel = await el('qb-balance-report', editor);
    const lang = panel.getAttribute('lang');
    await click('button[data-action="simulate"]', panel);
    const report = await waitFor(() => find(panel, '[data-role="report"]'), 'the report', 60_000);
    const never = findAll(report, 'ul[data-role="never-reached"] li');
    const walled = never.find((li) => li.dataset.kind === 'goblin');
    assert(walled, `the walled goblin named: ${never.map((li) => li.textContent).join(' | ')}`);
    equal(walled!.textContent!.replace(/\s+/g, ' ').trim(), lang === 'en' ? 'Goblin at (8, 3)' : 'Goblin in (8, 3)');
    const rate = find(report, '[data-role="win-rate"]')!.textContent!.replace(/\s+/g, ' ').trim();
    assert(/\d+%.*\(95%: \d+–\d+%/.test(rate), `the win rate and its interval: ${rate}`);
    // nothing was saved by simulating: the draft is as stored
    equal((await api<{ monsters: unknown[] }>(`/api/missions/${id}`, { token: window.QB_ADMIN_TOKEN })).monsters.length, trial.monsters.length + 1);
  });
});
