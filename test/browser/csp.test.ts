/**
 * The demo page and the Archive under the server's own security headers: each page is opened from the REAL server
 * in a tab of its own (web-test-runner.config.mjs's `visit-real-server`: its origin, its headers, no proxy, no
 * frame), used, and must raise no `securitypolicyviolation` and no uncaught error. Inline styles the elements set
 * through the CSSOM must apply (their computed values are read back).
 */
import { seatKey } from '../../components/seat-store.ts';
import { equal } from './support/assert.ts';
import { api, createRoom, joinRoom, serverUrl, runVisit } from './support/page.ts';

type Step = { waitFor: string } | { click: string } | { fill: [string, string] } | { style: [string, string] } | { goto: string };
interface Visit {
  violations: string[];
  errors: string[];
  styles: string[];
}

/** Opens `path` of the real server in a tab of its own and runs `steps` (see web-test-runner.config.mjs). */
function visit(path: string, steps: Step[], storage: Record<string, string> = {}): Promise<Visit> {
  return runVisit<Visit>({ path, steps, storage });
}

/** The barbarian's colour (`#b03a2e` in the default pack) as a computed style. */
const BARBARO = 'rgb(176, 58, 46)';

describe('the pages under their Content-Security-Policy, from the real server', () => {
  it('the demo page lists the missions and creates a room with its button: the master sees the element', async () => {
    const seen = await visit('/', [
      { click: 'button[data-mission="la-prova"]' },
      { waitFor: 'quest-board >>> qb-master-panel' },
      { waitFor: 'quest-board >>> canvas' },
      { style: ['header .lang', 'display'] },
    ]);
    equal(seen.violations, []);
    equal(seen.errors, []);
    equal(seen.styles, ['flex'], 'demo.css applies');
  });

  it("the demo page lists the adventures and starts a campaign: the element creates the Company and the page moves to its invite link, which the header's Invite copies", async () => {
    const seen = await visit('/', [
      { waitFor: 'a[data-adventure="il-libro-delle-missioni"]' },
      { click: 'a[data-adventure="forsaken-woods"]' },
      { click: "quest-board >>> qb-campaign >>> qb-campaign-join >>> [data-action='create-company']" },
      { waitFor: "quest-board >>> qb-campaign >>> [data-action='invite']" },
      { waitFor: "quest-board >>> qb-campaign >>> [data-travel='old-road']" },
    ]);
    equal(seen.violations, []);
    equal(seen.errors, []);
  });

  it('the demo page creates a room with the time per turn chosen: the master’s players panel shows the limit', async () => {
    const seen = await visit('/', [
      // typing into the focused select picks the option starting with it: "2 minuti"
      { fill: ['select[data-role="turn-seconds"]', '2'] },
      { click: 'button[data-mission="la-prova"]' },
      { waitFor: 'quest-board >>> qb-players-panel >>> [data-role="turn-limit"][data-seconds="120"]' },
    ]);
    equal(seen.violations, []);
    equal(seen.errors, []);
  });

  it('the demo page creates a room with the quest book closed when its box is ticked: the server made it so, and the master’s panel says it', async () => {
    const seen = await visit('/', [
      { click: 'input[data-role="quest-book-closed"]' },
      { click: 'button[data-mission="la-prova"]' },
      { waitFor: 'quest-board >>> qb-master-panel >>> [data-role="quest-book"][data-book="closed"]' },
    ]);
    equal(seen.violations, []);
    equal(seen.errors, []);
    // left unticked, the same button makes a room whose master reads the quest book
    const open = await visit('/', [
      { click: 'button[data-mission="la-prova"]' },
      { waitFor: 'quest-board >>> qb-master-panel >>> [data-role="quest-book"][data-book="open"]' },
    ]);
    equal(open.violations, []);
    equal(open.errors, []);
  });

  it('the demo page creates a room with a public replay when its box is ticked: anyone reads its replay, the master picks who watches at the end', async () => {
    const seen = await runVisit<Visit & { texts: (string | null)[] }>({
      path: '/',
      storage: {},
      steps: [
        { click: 'input[data-role="public-replay"]' },
        { click: 'button[data-mission="la-prova"]' },
        { waitFor: 'quest-board >>> qb-master-panel' },
        { attr: ['quest-board', 'room'] },
      ],
    });
    equal(seen.violations, []);
    equal(seen.errors, []);
    const room = seen.texts[0]!;
    const replay = await api<{ access: string; frames: unknown[] }>(`/api/rooms/${room}/replay`);
    equal(replay.access, 'public', 'a stranger reads the replay of the room the demo made');
  });

  it('a game in play: the master and the hero see the board, the panels and the colours of their pieces', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    const asMaster = await visit(
      `/?room=${master.room}`,
      [
        { waitFor: 'quest-board >>> canvas' },
        { style: ['quest-board >>> qb-master-panel >>> [data-hero-unit] .swatch', 'background-color'] },
        { style: ['quest-board >>> qb-turn-bar >>> .swatch', 'background-color'] },
      ],
      { [`quest-board-demo:master:${master.room}`]: JSON.stringify({ token: master.token, role: master.role }) },
    );
    equal(asMaster.violations, []);
    equal(asMaster.errors, []);
    equal(asMaster.styles, [BARBARO, BARBARO], "the hero's swatch in the master panel and on the turn bar");

    const asHero = await visit(
      `/?room=${master.room}&join`,
      [
        { waitFor: 'quest-board >>> canvas' },
        { style: ['quest-board >>> qb-hero-card >>> .name .swatch', 'background-color'] },
        { style: ['quest-board >>> qb-hero-card >>> .bar span', 'width'] },
        { style: ['quest-board >>> qb-hero-card >>> .bar', 'width'] },
      ],
      { [seatKey(serverUrl(), master.room)]: hero.token },
    );
    equal(asHero.violations, []);
    equal(asHero.errors, []);
    equal(asHero.styles[0], BARBARO, "the hero card's swatch");
    equal(asHero.styles[1], asHero.styles[2], 'a whole body fills the bar');
  });

  it('the join link lists the free heroes with their colours', async () => {
    const master = await createRoom('la-prova');
    const seen = await visit(`/?room=${master.room}&join`, [
      { style: ['quest-board >>> qb-join-panel >>> li[data-hero="barbaro"] .swatch', 'background-color'] },
    ]);
    equal(seen.violations, []);
    equal(seen.errors, []);
    equal(seen.styles, [BARBARO]);
  });

  it('the Archive: signing in, the map editor of a new mission and the users of an administrator', async () => {
    const name = `csp-admin-${Date.now()}`;
    await api('/api/users', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { name, password: 'a-long-password', role: 'admin' } });
    const signIn = await visit('/archive', [
      { fill: ['qb-archive >>> form[data-role="sign-in"] input[name="name"]', name] },
      { fill: ['qb-archive >>> form[data-role="sign-in"] input[name="password"]', 'a-long-password'] },
      { click: 'qb-archive >>> button[data-action="sign-in"]' },
      { waitFor: 'qb-archive >>> button[data-section="users"]' },
      { style: ['body', 'margin-top'] },
    ]);
    equal(signIn.violations, []);
    equal(signIn.errors, []);
    equal(signIn.styles, ['0px'], 'archive.css applies');
    // the session cookie stays with the browser: the next tab is signed in
    const edit = await visit('/archive', [
      { click: 'qb-archive >>> button[data-section="users"]' },
      { style: ['qb-archive >>> qb-users >>> td.end', 'text-align'] },
      { click: 'qb-archive >>> button[data-section="missions"]' },
      { click: 'qb-archive >>> button[data-action="new"]' },
      { waitFor: 'qb-archive >>> qb-map-editor >>> svg[data-role="grid"]' },
      { style: ['qb-archive >>> qb-map-editor >>> .history', 'justify-content'] },
      { style: ['qb-archive >>> qb-map-editor >>> svg[data-role="grid"]', 'max-width'] },
    ]);
    equal(edit.violations, []);
    equal(edit.errors, []);
    equal(edit.styles.slice(0, 2), ['right', 'flex-end'], "the users table and the map editor's Undo and Redo");
    equal(/^\d+(\.\d+)?px$/.test(edit.styles[2] ?? ''), true, `the grid's max-width is set through the CSSOM: ${edit.styles[2]}`);
  });
});
