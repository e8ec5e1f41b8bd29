/**
 * The Archive's adventure editor for people who do not write code: in the
 * Italian Archive at 1440×900, with real clicks and key presses (support/real-input.ts), an author builds a new
 * adventure of three locations — an encounter with one of the pack's missions, a challenge, a dialogue with two
 * choices — typing names and texts only (no identifier, no English word, no number), publishes it with Italian texts
 * only, tries it alone in one page (the author plays the Company; no "Gioca come" / "Play as" click) and plays it to
 * its end: the fight, the challenge, the talk, each location's exit, the adventure completed.
 *
 * At each step the page is scanned as the mission walk's is (support/page-scan.ts): no word of {@link FORBIDDEN}
 * (the mission walk's list, and the adventure format's identifiers), no raw path, no token.
 *
 * In the fight the author holds every hero's seat and the one board moves to the hero whose turn it is. Each hero's
 * FIRST turn is played by mouse clicks on that board (support/board-clicks.ts): Roll pressed when the turn offers it,
 * then a creature next to the hero clicked to attack it, or else a square the hero may reach clicked to move there,
 * then End turn pressed on the board. The later turns are scripted, to keep the walk short on a busy machine: the
 * moves and attacks are the scripted heroes' of test/support/bot.ts over HTTP, and each turn is still ended with End
 * turn on the board (support/campaign.ts `playFight`, `everyEndOnBoard`). The creatures are played by the computer.
 */
import { sendKeys, sendMouse, setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { waitFor } from './support/page.ts';
import { archive, closeArchive, createAuthor, el, fill, find, signIn, win } from './support/archive.ts';
import { NOT_IN_ITALIAN, report, scanPage, type Finding } from './support/page-scan.ts';
import { focused, frame, press, pressOn, typeInto } from './support/real-input.ts';
import { playFight } from './support/campaign.ts';
import { playTurnByClicks } from './support/board-clicks.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import type { QbCampaign } from '../../components/campaign/shell.ts';
import { actionKey } from '../../components/campaign/parts/index.ts';
import type { CampaignAction } from '../../engine/campaign/types.ts';

const PASSWORD = 'una password lunga';

/** The mission walk's words, and the adventure format's own identifiers and words of the raw format. */
const FORBIDDEN: readonly string[] = [
  ...NOT_IN_ITALIAN,
  'encounter',
  'challenge',
  'dialogue',
  'puzzle',
  'camp',
  'branch',
  'layout',
  'at',
  'JSON',
  'token',
  'might',
  'wits',
  'approach',
  'choices',
  'pages',
  'nodes',
  'routes',
  'Play as',
  'Gioca come',
];

type Editor = HTMLElement & {
  adventure: { start: string; locations: { id: string; routes: string[]; layout?: { x: number; y: number }; nodes: { id: string; kind: string }[] }[] };
  locationToClient(id: string): { x: number; y: number } | null;
};

/** What the author types: the adventure's name, its three locations' names, the dialogue's texts. */
const SCRIPT = {
  name: 'La torre del corvo',
  places: ['Il ponte vecchio', 'La rupe', 'L’eremo'],
  page: 'Un vecchio eremita vi guarda senza dire nulla.',
  choices: ['Chiedere la strada', 'Salutare e andare'],
};

before(async () => {
  await setViewport({ width: 1440, height: 900 });
});

after(() => closeArchive());

describe('the Archive walked through a new adventure by someone who does not write code', () => {
  it('in Italian: builds three locations by clicks and names, publishes it in Italian only, tries it alone and reaches its end; no English word, identifier, raw path or token at any step', async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(300000);
    const findings: Finding[] = [];
    const scan = async (step: string) => {
      await frame();
      await frame();
      findings.push(...scanPage(step, FORBIDDEN));
    };

    const author = `organizzatrice-${Date.now().toString(36)}`;
    await createAuthor(author, PASSWORD);
    await signIn(author, PASSWORD);
    // the Archive's frame as big as the window: 1440×900
    (win.frameElement as HTMLIFrameElement).style.width = '1440px';
    (win.frameElement as HTMLIFrameElement).style.height = '900px';
    if ((archive as unknown as { lang: string }).lang !== 'it') await pressOn('button[data-action="lang"]');
    await waitFor(() => (archive as unknown as { lang: string }).lang === 'it', 'the Archive in Italian');

    // a new adventure: it opens on its map
    await pressOn('nav [data-section="adventures"]');
    await pressOn('button[data-action="new"]');
    const doc = await el('qb-doc-editor');
    const map = await el<Editor>('qb-adventure-editor', doc);
    await scan('1 new adventure');

    // its name and ruleset, in the details: the id follows the name
    await pressOn('button[data-tab="form"]', doc);
    const details = await el('qb-json-form[data-role="details-form"]', doc);
    await typeInto('input[data-path="name.it"]', SCRIPT.name, details);
    await fill('select[data-path="ruleset"]', 'forsaken-woods', details);
    await waitFor(() => find<HTMLInputElement>(details, 'input[data-path="id"]')?.value === 'la-torre-del-corvo', 'the id made from the name');
    await scan('2 named');

    // three locations, each named; a route from each to the next, picked by name
    await pressOn('button[data-tab="adventure"]', doc);
    for (const [i, place] of SCRIPT.places.entries()) {
      await pressOn('button[data-action="add-location"]', map);
      await waitFor(() => map.adventure.locations.length === i + 1, `location ${i + 1} added`);
      const form = await el('[data-role="location-form"]', map);
      await typeInto('input[data-path="name.it"]', place, form);
    }
    const [a, b, c] = map.adventure.locations.map((l) => l.id) as [string, string, string];
    equal([a, b, c], ['il-ponte-vecchio', 'la-rupe', 'l-eremo'], "the locations' ids made from their names");
    equal(map.adventure.start, a, 'the first location is the start');
    assert(
      map.adventure.locations.every((l) => l.layout),
      'each location placed on the map, no number typed',
    );
    await scan('3 three locations');

    /** Chooses a location with a click on its point of the map. */
    const choose = async (id: string) => {
      const g = await el(`g[data-location="${id}"]`, map);
      g.scrollIntoView({ block: 'center' });
      await frame();
      const p = map.locationToClient(id)!;
      await sendMouse({ type: 'click', position: [Math.round(p.x), Math.round(p.y)] });
      await el(`[data-role="location"][data-id="${id}"]`, map);
    };
    const nodeForm = () => el('[data-role="node-form"]', map);
    const addPoint = async (kind: string) => {
      await fill('select[data-role="add-node"]', kind, map);
      await waitFor(() => {
        const form = find(map, '[data-role="node-form"]');
        return form && find<HTMLSelectElement>(form, 'select[data-path="kind"]')?.value === kind;
      }, `the new ${kind} point`);
    };

    // the bridge: an encounter of the pack's Old Road, required; a route to the cliff
    await choose(a);
    await addPoint('encounter');
    await fill('select[data-path="mission"]', 'la-vecchia-strada', await nodeForm());
    // required as it comes: a new encounter starts required
    equal((await el<HTMLInputElement>('input[data-path="mandatory"]', await nodeForm())).checked, true, 'the encounter starts required');
    await fill('select[data-role="add-route"]', b, map);
    await waitFor(() => map.adventure.locations[0]!.routes.includes(b), 'the route to the cliff');
    await scan('4 encounter');

    // the cliff: a challenge as it comes; a route to the hermitage
    await choose(b);
    await addPoint('challenge');
    await fill('select[data-role="add-route"]', c, map);
    await waitFor(() => map.adventure.locations[1]!.routes.includes(c), 'the route to the hermitage');
    await scan('5 challenge');

    // the hermitage: a dialogue, its page and two choices typed; the form stays still under the caret
    await choose(c);
    await addPoint('dialogue');
    await typeInto('textarea[data-path="pages[0].text.it"], input[data-path="pages[0].text.it"]', SCRIPT.page, await nodeForm());
    for (const [i, choice] of SCRIPT.choices.entries()) {
      await pressOn(`[data-add="pages[0].choices"]`, await nodeForm());
      const box = await el<HTMLInputElement>(`[data-path="pages[0].choices[${i}].text.it"]`, await nodeForm());
      await press(box);
      await waitFor(() => focused() === box, `choice ${i + 1}'s box to have the caret`);
      const top = box.getBoundingClientRect().top;
      for (const ch of choice) {
        await sendKeys({ type: ch });
        assert(focused() === box, `the caret stays in choice ${i + 1}'s box (typing «${ch}»)`);
        equal(box.getBoundingClientRect().top, top, `choice ${i + 1}'s box does not move while typing`);
      }
      equal(box.value, choice);
    }
    const dialogue = () =>
      map.adventure.locations[2]!.nodes[0] as unknown as { pages: { id: string; choices: { id: string; text: { it: string } }[] }[]; start: string };
    equal(
      dialogue().pages[0]!.choices.map((x) => [x.id, x.text.it]),
      [
        ['chiedere-la-strada', SCRIPT.choices[0]],
        ['salutare-e-andare', SCRIPT.choices[1]],
      ],
      "the choices' ids made from their texts",
    );
    equal(find(await nodeForm(), '[data-path="pages[0].choices[0].id"]'), null, 'no id box');
    await scan('6 dialogue with two choices');

    // the hermitage's exit completes the adventure by itself: no route leaves the hermitage
    await pressOn('li[data-node-index="1"] button.node', map);
    await waitFor(() => find(map, '[data-role="node"] h2')?.textContent?.startsWith('Uscita'), 'the exit chosen');
    equal((await el<HTMLInputElement>('input[data-path="completes"]', await nodeForm())).checked, true, 'the last exit completes the adventure');
    await el('[data-role="no-adventure-problems"]', map);
    await waitFor(() => find(doc, '[data-role="no-issues"]'), `no problems (${find(doc, '[data-role="issues"]')?.textContent?.replace(/\s+/g, ' ')})`);
    await scan('7 no problems');

    // published, in Italian only
    await pressOn('button[data-action="save-publish"]', doc);
    await waitFor(
      () => find(doc, '[data-role="status"]')?.textContent?.trim() === 'pubblicato',
      `the adventure published (${find(doc, '[data-role="message"]')?.textContent})`,
    );
    await scan('8 published');
    const stored = (await (await win.fetch('/api/adventures/la-torre-del-corvo')).json()) as Editor['adventure'] & { name: Record<string, string> };
    equal(stored.name.it, SCRIPT.name);
    assert(!stored.name.en, `no English name written (${stored.name.en})`);
    equal(
      stored.locations.map((l) => [l.id, l.routes, l.nodes.map((n) => n.kind)]),
      [
        [a, [b], ['encounter', 'exit']],
        [b, [c], ['challenge', 'exit']],
        [c, [], ['dialogue', 'exit']],
      ],
    );

    equal((stored.locations[1]!.nodes[0] as unknown as { dc: number }).dc, 10, 'a new challenge of middling difficulty, no number typed');

    // tried alone: the campaign of the adventure in this page, the author its leader
    await pressOn('button[data-action="try"]', doc);
    const game = await el<QuestBoard>('quest-board[campaign]');
    const shell = await waitFor(() => find<QbCampaign>(game, 'qb-campaign'), 'the campaign');
    await waitFor(() => shell.snapshot?.view.you.leader, 'the author leads the Company');
    await scan('9 tried');
    const act = async (action: CampaignAction) => press(await el(`[data-action='${actionKey(action)}']`, game));
    const travel = async (to: string) => {
      await press(await el(`[data-travel="${to}"]`, game));
      await waitFor(() => {
        const place = shell.snapshot?.view.run.place;
        return place?.at === 'location' && place.location === to;
      }, `${to} reached`);
    };

    // the bridge: the fight, won on the board
    await travel(a);
    await act({ type: 'fight' });
    const seats = await waitFor(() => shell.snapshot?.fight?.seats, "the fight's seats");
    const room = await waitFor(() => shell.snapshot?.fight?.room, "the fight's room");
    const board = await waitFor(() => find<QuestBoard>(game, 'quest-board'), "the fight's board");
    await scan('10 the fight');
    // the author holds every hero: no "Gioca come" to click, the board moves to the hero whose turn it is
    equal(seats.length, 4, "the four heroes' seats, all the author's");
    const { over, ends, clicked } = await playFight(seats, room, board, seats[0]!.seat, {
      everyEndOnBoard: true,
      firstTurnByClicks: (seat) => playTurnByClicks(board, seat),
    });
    equal(over.result?.winner, 'heroes', 'the heroes win the fight');
    // every hero's first turn was played by clicks on the board: a move or an attack each
    equal(Object.keys(clicked).sort(), seats.map((s) => s.seat).sort(), "each hero's first turn played on the board");
    assert(
      Object.values(clicked).every((what) => what === 'move' || what === 'attack'),
      `each first turn a click that moved or attacked: ${JSON.stringify(clicked)}`,
    );
    assert(ends > 0, "the heroes' turns ended on the board");
    await waitFor(() => !find(game, 'quest-board') && find(game, '[data-role="fight-report"]'), "the fight's report");
    await scan('11 the fight won');
    await act({ type: 'advance' });
    await act({ type: 'exit' });

    // the cliff: the challenge attempted, the step said resolved
    await travel(b);
    await act({ type: 'attempt', approach: 'prova' });
    await waitFor(
      () => find(game, '[data-role="resolved"]')?.textContent?.trim() === 'Prova affrontata: la tappa è risolta, potete proseguire.',
      'the challenge resolved, in words',
    );
    await scan('12 the challenge');
    await act({ type: 'advance' });
    await act({ type: 'exit' });

    // the hermitage: the talk and its first choice, the step said done; the exit completes the adventure
    await travel(c);
    await act({ type: 'talk' });
    await act({ type: 'talk', choice: 'chiedere-la-strada' });
    await waitFor(
      () => find(game, '[data-role="resolved"]')?.textContent?.trim() === 'Dialogo concluso: potete proseguire, o parlare ancora.',
      'the talk over, in words',
    );
    await scan('13 the talk');
    await act({ type: 'advance' });
    await act({ type: 'exit' });
    await waitFor(() => shell.snapshot?.view.run.completed, 'the adventure completed');
    await scan('14 the end');

    assert(findings.length === 0, report('it', findings));
  });
});
