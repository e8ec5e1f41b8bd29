/**
 * The Archive's adventure editor, against the REAL server at /archive: an author builds a three-location
 * adventure on the map — an encounter with a mission of the ruleset, a required challenge, a dialogue whose choice
 * ends the talk — sees a problem appear beside a location (unreachable) and go away (a route drawn to it), reorders a
 * location's nodes by keyboard, picks a challenge's skill by its name, publishes it, tries it (a campaign of the draft,
 * opened in `<quest-board campaign token>` as its leader), and plays the published adventure to its end in
 * `<quest-board campaign token>` (a seeded campaign of it: the encounter's dice fixed): travel by the map's buttons, the encounter's board (its room played over HTTP by the
 * scripted heroes of test/support/bot.ts, as test/browser/campaign.test.ts does) and its result, the challenge in the
 * node panel, the dialogue's choice in the dialogue panel, the exits, and the campaign completed.
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import '../../components/quest-board.ts';
import type { QbCampaign } from '../../components/campaign/shell.ts';
import { ct } from '../../components/campaign/i18n.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { CampaignCompletedDetail, FightEndedDetail, FightStartedDetail, LocationReachedDetail } from '../../components/public-events.ts';
import { collect, next, playFight, text } from './support/campaign.ts';
import { api, boardMounter, deepQuery, press, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, signIn, win } from './support/archive.ts';

type Editor = HTMLElement & {
  adventure: {
    locations: { id: string; routes: string[]; nodes: { id: string; kind: string; at: number }[]; layout?: { x: number; y: number } }[];
    start: string;
  };
};

const board = boardMounter();
const FIGHT = `[data-action='${actionKey({ type: 'fight' })}']`;
const ADVANCE = `[data-action='${actionKey({ type: 'advance' })}']`;
const EXIT = `[data-action='${actionKey({ type: 'exit' })}']`;

const PASSWORD = 'una password lunga';

before(async () => {
  await setViewport({ width: 1500, height: 1100 });
});

after(() => closeArchive());

/** Chooses location `id` on the map, as a click does (a press and a release without moving). */
function chooseLocation(editor: Element, id: string): void {
  const g = find<SVGGElement>(editor, `g[data-location="${id}"]`)!;
  const init = { bubbles: true, composed: true, cancelable: true, pointerId: 1, pointerType: 'mouse', isPrimary: true, button: 0 };
  g.dispatchEvent(new win.PointerEvent('pointerdown', { ...init, buttons: 1 }));
  g.dispatchEvent(new win.PointerEvent('pointerup', { ...init, buttons: 0 }));
}

/** Adds a node of `kind` to the chosen location; the node form then shows it. */
async function addNode(editor: Element, kind: string): Promise<void> {
  await fill('select[data-role="add-node"]', kind, editor);
  await waitFor(() => {
    const form = find(editor, '[data-role="node-form"]');
    return form && find<HTMLSelectElement>(form, 'select[data-path="kind"]')?.value === kind;
  }, `the new ${kind} node`);
}

/** The node form (its fields are in its own shadow tree). */
const nodeForm = (editor: Element) => el('[data-role="node-form"]', editor);
/** Types into (or picks in) the node form's field at `path`. */
async function setNode(editor: Element, path: string, value: string): Promise<void> {
  await fill(`[data-path="${path}"]`, value, await nodeForm(editor));
}
/** Clicks a button or switch of the node form. */
async function pressNode(editor: Element, selector: string): Promise<void> {
  await click(selector, await nodeForm(editor));
}

describe('the adventure editor', () => {
  it('builds a three-location adventure on the map with problems shown as you go, publishes it, tries it in the element, and plays it to its end through the element', async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(120000);
    const author = `cartografa-${Date.now().toString(36)}`;
    const id = `tre-luoghi-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    await click('nav button[data-section="adventures"]');
    await click('button[data-action="new"]');
    const doc = await el('qb-doc-editor');

    // the details: id, names, the ruleset
    await click('button[data-tab="form"]', doc);
    const details = await el('[data-role="details-form"]', doc);
    await fill('input[data-path="id"]', id, details);
    await fill('input[data-path="name.it"]', 'Tre luoghi', details);
    await fill('input[data-path="name.en"]', 'Three places', details);
    await fill('select[data-path="ruleset"]', 'forsaken-woods', details);

    // the map: three locations, the first the start
    await click('button[data-tab="adventure"]', doc);
    const editor = await el<Editor>('qb-adventure-editor', doc);
    for (let i = 0; i < 3; i++) await click('button[data-action="add-location"]', editor);
    const [a, b, c] = editor.adventure.locations.map((l) => l.id) as [string, string, string];
    // their ids made from their names: nobody types one
    equal([a, b, c], ['nuovo-luogo', 'nuovo-luogo-2', 'nuovo-luogo-3']);
    equal(editor.adventure.start, a);
    // the town keeps the default name "Città" until the author gives one: its panel asks for a name
    find<SVGGElement>(editor, 'g[data-town]')!.dispatchEvent(new win.MouseEvent('click', { bubbles: true, composed: true }));
    equal(
      (await el('[data-role="name-the-town"]', editor)).textContent?.trim(),
      'Dai un nome alla città: i giocatori lo leggono sulla mappa e quando vi tornano.',
    );

    // a problem appears beside the locations no route reaches, in words
    await waitFor(
      () => find(editor, `[data-role="adventure-problems"] li[data-problem="unreachable"][data-location="${c}"]`),
      'the unreachable location named',
    );
    chooseLocation(editor, c);
    const unreachable = await el(`[data-role="location"][data-id="${c}"] [data-location-problem="unreachable"]`, editor);
    assert(/nessuna strada porta a «Nuovo luogo» dalla partenza/.test(unreachable.textContent ?? ''), unreachable.textContent ?? '');

    // the first location: an encounter of a mission of the ruleset, a route to the second
    chooseLocation(editor, a);
    await addNode(editor, 'encounter');
    const missions = [...(await el<HTMLSelectElement>('select[data-path="mission"]', await nodeForm(editor))).options].map((o) => o.value);
    assert(missions.includes('la-vecchia-strada'), 'a Forsaken Woods mission is offered');
    assert(!missions.includes('la-prova'), 'a mission of another ruleset is not');
    await setNode(editor, 'mission', 'la-vecchia-strada');
    // a new encounter is required as it comes: the party cannot walk past it
    equal((await el<HTMLInputElement>('input[data-path="mandatory"]', await nodeForm(editor))).checked, true, 'a new encounter starts required');
    await fill('select[data-role="add-route"]', b, editor);
    // the encounter before the exit: moved after it with Alt+↓, a problem; back with Alt+↑, none
    const encounter = await el(`li[data-node-index="0"] button.node`, editor);
    encounter.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true, composed: true }));
    await waitFor(() => find(editor, `li[data-problem="exitNotLast"][data-location="${a}"]`), 'the exit no longer last');
    equal(
      editor.adventure.locations[0]!.nodes.map((n) => n.kind),
      ['exit', 'encounter'],
    );
    await el(`li[data-node-index="1"] button.node`, editor).then((e) =>
      e.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true, composed: true })),
    );
    await waitFor(() => !find(editor, `li[data-problem="exitNotLast"]`), 'the exit last again');
    equal(
      editor.adventure.locations[0]!.nodes.map((n) => [n.kind, n.at]),
      [
        ['encounter', 0.5],
        ['exit', 1],
      ],
    );

    // the second: a required challenge, and the route to the third drawn on the map
    chooseLocation(editor, b);
    await addNode(editor, 'challenge');
    equal((await el<HTMLInputElement>('input[data-path="mandatory"]', await nodeForm(editor))).checked, true, 'a new challenge starts required');
    await setNode(editor, 'dc', '5');
    // the approach's skill picked by its name, in Italian and in English
    const skills = async () =>
      [...(await el<HTMLSelectElement>('select[data-path="approaches[0].skill"]', await nodeForm(editor))).options].map((o) => [
        o.value,
        o.textContent?.trim(),
      ]);
    equal(await skills(), [
      ['might', 'Forza'],
      ['finesse', 'Destrezza'],
      ['wits', 'Ingegno'],
      ['presence', 'Presenza'],
      ['survival', 'Sopravvivenza'],
      ['arcana', 'Arcano'],
    ]);
    await click('button[data-action="lang"]');
    await waitFor(async () => (await skills())[0]![1] === 'Might', 'the skills in English');
    equal(await skills(), [
      ['might', 'Might'],
      ['finesse', 'Finesse'],
      ['wits', 'Wits'],
      ['presence', 'Presence'],
      ['survival', 'Survival'],
      ['arcana', 'Arcana'],
    ]);
    await click('button[data-action="lang"]');
    await waitFor(async () => (await skills())[0]![1] === 'Forza', 'the skills in Italian again');
    await setNode(editor, 'approaches[0].skill', 'wits');
    await click('button[data-action="link"]', editor);
    await el('[data-role="linking"]', editor);
    chooseLocation(editor, c);
    await waitFor(() => !find(editor, `li[data-problem="unreachable"]`), 'the third location reached');
    equal(editor.adventure.locations[1]!.routes, [c]);
    assert(find(editor, `line[data-route="${b}>${c}"]`), 'the route is drawn');

    // the third: a dialogue whose one choice ends the talk, and the exit completing the adventure
    chooseLocation(editor, c);
    await addNode(editor, 'dialogue');
    await pressNode(editor, '[data-add="pages[0].choices"]');
    await setNode(editor, 'pages[0].choices[0].text.it', 'Addio.');
    await setNode(editor, 'pages[0].choices[0].text.en', 'Farewell.');
    // a second page the choice leads to; removed, the choice leads nowhere: the problem beside it, in words
    await pressNode(editor, '[data-add="pages"]');
    await setNode(editor, 'pages[1].text.it', 'Seconda.');
    await setNode(editor, 'pages[1].text.en', 'Second.');
    // no id to type: the choice's and the page's are made from their texts
    equal(find(await nodeForm(editor), '[data-path="pages[0].choices[0].id"]'), null, 'no id box');
    const pageOptions = [...(await el<HTMLSelectElement>('select[data-path="pages[0].choices[0].next"]', await nodeForm(editor))).options].map((o) => [
      o.value,
      o.textContent?.trim(),
    ]);
    equal(
      pageOptions.slice(1),
      [
        ['dialogo', 'Dialogo'],
        ['seconda', 'Seconda.'],
      ],
      'the pages offered by their texts',
    );
    await setNode(editor, 'pages[0].choices[0].next', 'seconda');
    await pressNode(editor, '[data-remove="pages[1]"]');
    const nowhere = await el('[data-node-problem="choiceNowhere"]', editor);
    equal(nowhere.textContent?.trim(), 'la scelta «Addio.» di «Dialogo» porta a una pagina che non c’è: scegli la pagina seguente');
    // the choice ends the talk instead: gone
    await setNode(editor, 'pages[0].choices[0].next', '');
    await waitFor(() => !find(editor, '[data-node-problem="choiceNowhere"]'), 'the choice ending the talk');
    await click('li[data-node-index="1"] button.node', editor);
    await waitFor(() => find(editor, '[data-role="node"]')?.getAttribute('data-id') === 'uscita-3', 'the exit chosen');
    // the exit keeps its kind's name: said once, not "Uscita · Uscita"
    equal(find(editor, '[data-role="node"] h2')?.textContent?.trim(), 'Uscita');
    equal(find(editor, 'li[data-node-index="1"] button.node')?.textContent?.replace(/\s+/g, ' ').trim(), 'Uscita');
    // the exit of a location leading nowhere completes the adventure by itself: its box shows it ticked
    equal((await el<HTMLInputElement>('input[data-path="completes"]', await nodeForm(editor))).checked, true, 'the last exit completes the adventure');

    // no problems left: publish it
    await el('[data-role="no-adventure-problems"]', editor);
    await waitFor(() => find(doc, '[data-role="no-issues"]'), 'no schema problems');
    await click('button[data-action="save-publish"]', doc);
    await waitFor(() => find(doc, '[data-role="status"]')?.textContent?.trim() === 'pubblicato', 'the adventure published');
    const stored = await api<Editor['adventure']>(`/api/adventures/${id}`, { token: window.QB_ADMIN_TOKEN });
    equal(
      stored.locations.map((l) => [l.id, l.routes, l.nodes.map((n) => n.kind)]),
      [
        [a, [b], ['encounter', 'exit']],
        [b, [c], ['challenge', 'exit']],
        [c, [], ['dialogue', 'exit']],
      ],
    );
    assert(
      stored.locations.every((l) => l.layout !== undefined),
      'each location keeps where it is drawn',
    );

    // Try it: a campaign of the draft, opened in the element as its leader (no join flow): its map offers the start
    await click('button[data-action="try"]', doc);
    const tried = await el<HTMLElement>('quest-board[campaign]');
    const triedToken = tried.getAttribute('token')!;
    // no token or campaign id on the trial page; its way back names the adventure
    const trialHead = await el('section.try .head');
    assert(
      !trialHead.textContent!.includes(triedToken) && !trialHead.textContent!.includes(tried.getAttribute('campaign')!),
      'no token or campaign id on the trial page',
    );
    equal((await el('button[data-action="back-to-editor"]')).textContent!.trim(), '← Torna all’avventura');
    await waitFor(
      () => find(tried, 'qb-campaign') && (find(tried, 'qb-campaign') as unknown as QbCampaign).snapshot?.view.you.leader,
      'the tried campaign played as its leader',
    );
    assert(!find(tried, 'qb-campaign-join'), 'no join flow for the tried campaign');
    await click(`[data-travel="${a}"]`, tried);
    await el(`[data-action='${actionKey({ type: 'fight' })}']`, tried, 'the tried encounter offered in the node panel');

    // signed out, as the Archive's other tests expect to find it
    await click('button[data-action="sign-out"]');
    await waitFor(() => archive.session === null && find(archive, 'form[data-role="sign-in"]'), 'the sign-in form');
    closeArchive();

    // the published adventure, played to its end in the element (in English) as the leader of a campaign of it: a
    // seeded one (the administrator's `seed`), for the encounter's dice are the server's and a defeat sends the party
    // to town with its dead (test/browser/campaign.test.ts creates the Company in the element)
    const grant = await api<{ campaign: string; player: string; token: string }>('/api/campaigns', {
      method: 'POST',
      token: window.QB_ADMIN_TOKEN,
      body: { adventure: id, seed: 'tre-luoghi' },
    });
    equal(grant.player, 'leader');
    const game = board({ campaign: grant.campaign, token: grant.token, lang: 'en' });
    const reached = collect<LocationReachedDetail>(game, 'location-reached');
    const completed = next<CampaignCompletedDetail>(game, 'campaign-completed');
    const shell = await waitFor(() => deepQuery<QbCampaign>(game, 'qb-campaign'), 'the campaign shell');
    await waitFor(() => shell.snapshot?.view.run.place.at === 'town', 'the new Company in town');
    const travel = async (to: string) => {
      await press(game, `[data-travel="${to}"]`);
      await waitFor(
        () => reached.some((r) => r.location === to) && deepQuery(game, `li[data-location="${to}"][data-state="here"]`),
        `${to} reached and marked here on the map`,
      );
    };

    // the first location: the required encounter cannot be walked past; fought on the board, its result shown
    await travel(a);
    await waitFor(() => deepQuery(game, FIGHT), 'the fight button');
    // before the required encounter no Advance is offered: one line says what comes first
    equal(deepQuery(game, ADVANCE), null, 'no Advance before the required encounter');
    assert(deepQuery(game, '[data-role="comes-first"]'), 'a line says the required encounter comes first');
    const started = next<FightStartedDetail>(game, 'fight-started');
    const ended = next<FightEndedDetail>(game, 'fight-ended');
    await press(game, FIGHT);
    const fight = await started;
    equal([fight.campaign, fight.node, fight.prologue], [grant.campaign, 'scontro', false]);
    const seats = await waitFor(() => shell.snapshot?.fight?.seats, 'the fight seats');
    const nested = await waitFor(() => deepQuery<QuestBoard>(game, 'quest-board'), 'the fight board in the element');
    equal([nested.getAttribute('room'), nested.getAttribute('token')], [fight.room, seats[0]!.token]);
    await waitFor(() => nested.view?.seat === seats[0]!.seat, 'the nested board shows the seat');
    const { over, pressed } = await playFight(seats, fight.room, nested, seats[0]!.seat);
    equal(pressed, true, 'one End turn pressed on the board');
    equal(over.result?.winner, 'heroes', 'the heroes win the encounter');
    equal((await ended).result, 'victory');
    await waitFor(() => !deepQuery(game, 'quest-board') && deepQuery(game, '[data-role="fight-report"]'), 'the report on the map, the board gone');
    assert(text(game, '#report').includes(ct('en', 'resultVictory')), text(game, '#report'));
    await press(game, ADVANCE);
    await press(game, EXIT);

    // the second: the required challenge attempted in the node panel (the skill picked in the editor, named), its roll shown
    await travel(b);
    // the Company moved on: the encounter's victory banner is gone
    await shell.updateComplete;
    equal(deepQuery(game, '[data-role="fight-report"]'), null, 'the victory banner cleared');
    equal(deepQuery(game, ADVANCE), null, 'no Advance before the required challenge');
    assert(deepQuery(game, '[data-role="comes-first"]'), 'a line says the required challenge comes first');
    const attempt = await press(game, `[data-action='${actionKey({ type: 'attempt', approach: 'prova' })}']`);
    // the approach was named in the Italian editor only: the English player reads it as written
    equal(attempt.textContent?.replace(/\s+/g, ' ').trim(), 'Prova (Wits +0): needs 5');
    await waitFor(() => /^\S.* rolls \d+ \+0 = \d+, needing 5: (success|failure)/.test(text(game, '.roll')), 'the roll shown');
    // the step says it is done, in the card and on its checklist
    equal(text(game, '[data-role="resolved"]'), 'Challenge faced: this step is resolved, you may go on.');
    equal(text(game, `li[data-node="prova"] [data-role="step-resolved"]`), 'resolved');
    await press(game, ADVANCE);
    await press(game, EXIT);

    // the third: the dialogue opened, its choice picked in the dialogue panel, and the exit that completes the adventure
    await travel(c);
    await press(game, `[data-action='${actionKey({ type: 'talk' })}']`);
    const choice = await press(game, `[data-action='${actionKey({ type: 'talk', choice: 'addio' })}']`);
    equal(choice.textContent?.replace(/\s+/g, ' ').trim(), 'Farewell.');
    await waitFor(() => !shell.snapshot?.view.dialogue, 'the talk ended');
    await waitFor(() => text(game, '[data-role="resolved"]') === 'Talk over: you may go on, or talk again.', 'the talk said to be over');
    await press(game, ADVANCE);
    await press(game, EXIT);
    const done = await completed;
    equal([done.campaign, done.adventure], [grant.campaign, id]);
    equal(shell.snapshot!.view.run.completed, true);
    await waitFor(() => text(game, '[data-role="fight-report"]').includes(ct('en', 'completedTitle')), 'the completion shown');
    assert(
      text(game, '[data-role="fight-report"]').includes(ct('en', 'completedText', { adventure: 'Three places', tier: 'Basic', reputation: done.reputation })),
      text(game, '[data-role="fight-report"]'),
    );
  });
});

describe('the adventure map of a stored adventure (Forsaken Woods: no location has a stored layout)', () => {
  const mounted: HTMLElement[] = [];
  afterEach(() => {
    for (const m of mounted.splice(0)) m.remove();
  });

  /** Forsaken Woods as the server stores it. */
  const forsakenWoods = () => api<Record<string, unknown> & Editor['adventure']>('/api/adventures/forsaken-woods', { token: window.QB_ADMIN_TOKEN });

  /** Mounts `tag` with `props` on this page (the Archive's elements, without the Archive around them). */
  async function mount<E extends HTMLElement>(tag: string, props: Record<string, unknown>): Promise<E> {
    await import('../../components/archive/archive.ts');
    const e = Object.assign(document.createElement(tag), props) as unknown as E & { updateComplete: Promise<unknown> };
    document.body.append(e);
    mounted.push(e);
    await e.updateComplete;
    return e;
  }

  /** Each place drawn on the map (the town and every location): its id and the boxes of its mark and its label. */
  function drawn(editor: HTMLElement): { id: string; mark: DOMRect; label: DOMRect }[] {
    return [...editor.shadowRoot!.querySelectorAll<SVGGElement>('g.loc')].map((g) => ({
      id: g.dataset['location'] ?? 'town',
      mark: (g.querySelector('circle, rect') as SVGGraphicsElement).getBBox(),
      label: (g.querySelector('text') as SVGGraphicsElement).getBBox(),
    }));
  }
  const meet = (a: DOMRect, b: DOMRect) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
  /** The pairs of places whose labels (or a label and a mark, or two marks) meet. */
  function clashes(editor: HTMLElement): string[] {
    const all = drawn(editor);
    const out: string[] = [];
    all.forEach((a, i) =>
      all.slice(i + 1).forEach((b) => {
        if (meet(a.label, b.label) || meet(a.label, b.mark) || meet(a.mark, b.label) || meet(a.mark, b.mark)) out.push(`${a.id} × ${b.id}`);
      }),
    );
    return out;
  }

  it('lays the ten locations out by their routes with no two labels (or marks) meeting, in Italian and in English; a new location lands on a free spot', async () => {
    const adventure = await forsakenWoods();
    assert(
      adventure.locations.every((l) => l.layout === undefined),
      'Forsaken Woods stores no layout',
    );
    const editor = await mount<Editor>('qb-adventure-editor', { adventure, lang: 'it' });
    equal(drawn(editor).length, 11, 'the town and the ten locations');
    equal(clashes(editor), [], 'in Italian');
    editor.setAttribute('lang', 'en');
    await (editor as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    equal(clashes(editor), [], 'in English');
    // the locations one route step apart are not drawn in one line: the map uses its height
    const ys = new Set(drawn(editor).map((d) => Math.round(d.mark.y)));
    assert(ys.size >= 3, `the places stand on ${ys.size} heights`);

    editor.shadowRoot!.querySelector<HTMLButtonElement>('button[data-action="add-location"]')!.click();
    await (editor as unknown as { updateComplete: Promise<unknown> }).updateComplete;
    const added = editor.adventure.locations.at(-1)!;
    equal(added.id, 'new-location', "its id made from its name, in the English editor's words");
    assert(added.layout, 'the new location keeps the spot it was put on');
    equal(clashes(editor), [], 'the new location on a free spot');
  });

  it("on a phone (390 px) every place is a finger's size (44 px and more) and its name readable (14 px and more), the map scrolling sideways; names placed close never meet", async () => {
    await setViewport({ width: 390, height: 844 });
    try {
      const adventure = await forsakenWoods();
      const editor = await mount<Editor>('qb-adventure-editor', { adventure, lang: 'it' });
      const marks = [...editor.shadowRoot!.querySelectorAll<SVGGraphicsElement>('g.loc circle, g.loc rect')].map((m) => m.getBoundingClientRect());
      equal(marks.length, 11);
      const small = marks.filter((r) => Math.min(r.width, r.height) < 44).length;
      equal(small, 0, `marks under 44 px: ${marks.map((r) => Math.round(r.width)).join(', ')}`);
      const names = [...editor.shadowRoot!.querySelectorAll<SVGGraphicsElement>('g.loc text')].map((x) => x.getBoundingClientRect().height);
      assert(
        names.every((h) => h >= 14),
        `names ${names.map(Math.round).join(', ')} px tall`,
      );
      equal(clashes(editor), [], 'no names meet on the phone');
    } finally {
      await setViewport({ width: 1500, height: 1100 });
    }
    // three locations placed side by side while new, then named at length (the tester's "Il ponte crollatoLa capanna")
    const t = (s: string) => ({ it: s, en: s });
    const exit = (id: string) => ({ id, kind: 'exit', name: t('Uscita'), at: 1 });
    const close = {
      id: 'vicini',
      name: t('Vicini'),
      ruleset: 'forsaken-woods',
      town: { name: t('Città') },
      start: 'bosco',
      recruits: [],
      locations: [
        { id: 'bosco', name: t('Il bosco oscuro'), nodes: [exit('u1')], routes: ['ponte'], layout: { x: 16, y: 20 } },
        { id: 'ponte', name: t('Il ponte crollato'), nodes: [exit('u2')], routes: ['capanna'], layout: { x: 29, y: 20 } },
        { id: 'capanna', name: t('La capanna dell’eremita'), nodes: [exit('u3')], routes: [], layout: { x: 41, y: 20 } },
      ],
    };
    const editor = await mount<Editor>('qb-adventure-editor', { adventure: close, lang: 'it' });
    equal(clashes(editor), [], 'names of places side by side');
  });

  it('the status line and the problems box list the same problems; an unreachable location offers a route into it, which clears both; the problem is a styled link; the title names the adventure', async () => {
    const stored = await forsakenWoods();
    // the Divided Trail no longer leads to the Charcoal Burner: no route reaches it
    const doc = { ...stored, locations: stored.locations.map((l) => (l.id === 'divided-trail' ? { ...l, routes: ['briar-crossing'] } : l)) };
    const editor = await mount<HTMLElement & { tab: string; updateComplete: Promise<unknown> }>('qb-doc-editor', {
      kind: 'adventures',
      doc,
      status: 'published',
      lang: 'it',
    });
    editor.tab = 'adventure';
    await editor.updateComplete;
    const map = await el<Editor>('qb-adventure-editor', editor);
    equal(text(editor, 'h1 [data-role="doc-name"]'), 'Il bosco abbandonato', 'the title names the adventure, not only its id');

    const boxed = () => [...map.shadowRoot!.querySelectorAll('[data-role="adventure-problems"] li')].map((li) => li.textContent!.trim());
    // the status line's problem: where in words, then the message; the raw path only in its folded details line
    const listed = () =>
      [...editor.shadowRoot!.querySelectorAll('[data-role="issues"] li')].map(
        (li) => `${li.querySelector('[data-role="where"]')!.textContent}: ${li.querySelector('.msg')!.textContent}`,
      );
    const rawPaths = () => [...editor.shadowRoot!.querySelectorAll('[data-role="issues"] li details.raw-path code')].map((c) => c.textContent);
    const problem = 'nessuna strada porta a «Il carbonaio» dalla partenza: collegale una strada da un luogo che si raggiunge';
    equal(boxed(), [problem]);
    equal(listed(), [`Luogo 4: ${problem}`], 'the status line lists the same problem');
    equal(rawPaths(), ['locations[3]']);
    equal(text(editor, '[data-role="issues"] summary'), 'Problemi (1)');
    equal(find(editor, '[data-role="no-issues"]'), null, 'no "Nessun problema." beside a problem');

    // the link reads as the problem it is (its colour, not the browser's blue), underlined
    const link = map.shadowRoot!.querySelector<HTMLAnchorElement>('[data-role="adventure-problems"] li a')!;
    const li = link.closest('li')!;
    equal(getComputedStyle(link).color, getComputedStyle(li).color);
    assert(getComputedStyle(link).color !== 'rgb(0, 0, 238)', 'not the default link blue');
    assert(getComputedStyle(link).textDecorationLine.includes('underline'), 'underlined');

    // followed, it chooses the location, whose panel offers a route into it from a place that is reached
    link.click();
    const into = await el<HTMLSelectElement>(`[data-role="location"][data-id="charcoal-burner"] select[data-role="route-into"]`, map);
    assert(
      [...into.options].some((o) => o.value === 'divided-trail'),
      'the Divided Trail is offered',
    );
    assert(![...into.options].some((o) => o.value === 'charcoal-burner'), 'not the location itself');
    into.value = 'divided-trail';
    into.dispatchEvent(new Event('change'));
    await waitFor(() => find(map, '[data-role="no-adventure-problems"]') && find(editor, '[data-role="no-issues"]'), 'no problems left, in both');
    equal(map.adventure.locations.find((l) => l.id === 'divided-trail')!.routes, ['briar-crossing', 'charcoal-burner']);
  });
});
