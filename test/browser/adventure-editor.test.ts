/**
 * The Archive's adventure editor (issue 17), against the REAL server at /archive: an author builds a three-location
 * adventure on the map — an encounter with a mission of the ruleset, a required challenge, a dialogue whose choice
 * ends the talk — sees a problem appear beside a location (unreachable) and go away (a route drawn to it), reorders a
 * location's nodes by keyboard, publishes it, tries it (a campaign of the draft, opened in `<quest-board campaign>`),
 * and plays that campaign to its end over the HTTP API (the element's `campaign` attribute is another helper's).
 */
import { setViewport } from '@web/test-runner-commands';
import { assert, equal } from './support/assert.ts';
import { api, waitFor } from './support/page.ts';
import { archive, click, closeArchive, createAuthor, el, fill, find, signIn, win } from './support/archive.ts';

type Editor = HTMLElement & { adventure: { locations: { id: string; routes: string[]; nodes: { id: string; kind: string; at: number }[]; layout?: { x: number; y: number } }[]; start: string } };
type Action = { type: string } & Record<string, unknown>;
type PlayerView = { seq: number; view: { run: { place: unknown; completed?: boolean }; map: { id: string; opened: boolean }[] }; legal: Action[] };

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
  await waitFor(() => find(editor, `[data-role="node"]`)?.getAttribute('data-id')?.includes(kind), `the new ${kind} node`);
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
  it('builds a three-location adventure on the map with problems shown as you go, publishes it, and its tried campaign plays to its end', async () => {
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
    equal([a, b, c], ['luogo', 'luogo-2', 'luogo-3']);
    equal(editor.adventure.start, a);

    // a problem appears beside the locations no route reaches, in words
    await waitFor(() => find(editor, `[data-role="adventure-problems"] li[data-problem="unreachable"][data-location="${c}"]`), 'the unreachable location named');
    chooseLocation(editor, c);
    const unreachable = await el(`[data-role="location"][data-id="${c}"] [data-location-problem="unreachable"]`, editor);
    assert(/nessuna strada porta a «Nuova località» dalla partenza/.test(unreachable.textContent ?? ''), unreachable.textContent ?? '');

    // the first location: an encounter of a mission of the ruleset, a route to the second
    chooseLocation(editor, a);
    await addNode(editor, 'encounter');
    const missions = [...(await el<HTMLSelectElement>('select[data-path="mission"]', await nodeForm(editor))).options].map((o) => o.value);
    assert(missions.includes('la-vecchia-strada'), 'a Forsaken Woods mission is offered');
    assert(!missions.includes('la-prova'), 'a mission of another ruleset is not');
    await setNode(editor, 'mission', 'la-vecchia-strada');
    await fill('select[data-role="add-route"]', b, editor);
    // the encounter before the exit: moved after it with Alt+↓, a problem; back with Alt+↑, none
    const encounter = await el(`li[data-node-index="0"] button.node`, editor);
    encounter.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'ArrowDown', altKey: true, bubbles: true, composed: true }));
    await waitFor(() => find(editor, `li[data-problem="exitNotLast"][data-location="${a}"]`), 'the exit no longer last');
    equal(editor.adventure.locations[0]!.nodes.map((n) => n.kind), ['exit', 'encounter']);
    await el(`li[data-node-index="1"] button.node`, editor).then((e) => e.dispatchEvent(new win.KeyboardEvent('keydown', { key: 'ArrowUp', altKey: true, bubbles: true, composed: true })));
    await waitFor(() => !find(editor, `li[data-problem="exitNotLast"]`), 'the exit last again');
    equal(editor.adventure.locations[0]!.nodes.map((n) => [n.kind, n.at]), [['encounter', 0.5], ['exit', 1]]);

    // the second: a required challenge, and the route to the third drawn on the map
    chooseLocation(editor, b);
    await addNode(editor, 'challenge');
    await pressNode(editor, 'input[data-path="mandatory"]');
    await setNode(editor, 'dc', '5');
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
    await setNode(editor, 'pages[0].choices[0].id', 'addio');
    await setNode(editor, 'pages[0].choices[0].text.it', 'Addio.');
    await setNode(editor, 'pages[0].choices[0].text.en', 'Farewell.');
    // a second page the choice leads to; removed, the choice leads nowhere: the problem beside it, in words
    await pressNode(editor, '[data-add="pages"]');
    await setNode(editor, 'pages[1].id', 'seconda');
    await setNode(editor, 'pages[1].text.it', 'Seconda.');
    await setNode(editor, 'pages[1].text.en', 'Second.');
    await setNode(editor, 'pages[0].choices[0].next', 'seconda');
    await pressNode(editor, '[data-remove="pages[1]"]');
    const nowhere = await el('[data-node-problem="choiceNowhere"]', editor);
    equal(nowhere.textContent?.trim(), 'la scelta «addio» di «Dialogo» porta alla pagina «seconda», che non esiste');
    // the choice ends the talk instead: gone
    await setNode(editor, 'pages[0].choices[0].next', '');
    await waitFor(() => !find(editor, '[data-node-problem="choiceNowhere"]'), 'the choice ending the talk');
    await click('li[data-node-index="1"] button.node', editor);
    await waitFor(() => find(editor, '[data-role="node"]')?.getAttribute('data-id') === `${c}-uscita`, 'the exit chosen');
    await pressNode(editor, 'input[data-path="completes"]');

    // no problems left: publish it
    await el('[data-role="no-adventure-problems"]', editor);
    await waitFor(() => find(doc, '[data-role="no-issues"]'), 'no schema problems');
    await click('button[data-action="save-publish"]', doc);
    await waitFor(() => find(doc, '[data-role="status"]')?.textContent?.trim() === 'pubblicato', 'the adventure published');
    const stored = await api<Editor['adventure']>(`/api/adventures/${id}`, { token: window.QB_ADMIN_TOKEN });
    equal(stored.locations.map((l) => [l.id, l.routes, l.nodes.map((n) => n.kind)]), [
      [a, [b], ['encounter', 'exit']],
      [b, [c], ['challenge', 'exit']],
      [c, [], ['dialogue', 'exit']],
    ]);
    assert(stored.locations.every((l) => l.layout !== undefined), 'each location keeps where it is drawn');

    // Try it: a campaign of the draft, opened in the element
    await click('button[data-action="try"]', doc);
    const board = await el<HTMLElement>('quest-board[campaign]');
    const campaign = board.getAttribute('campaign')!;
    const token = board.getAttribute('token')!;
    equal((await el('[data-role="campaign-token"]')).textContent, token);

    // played to its end over the HTTP API as the leader: every action taken from the legal list
    const view = () => api<PlayerView>(`/api/campaigns/${campaign}/view`, { token });
    const act = async (want: (a: Action) => boolean, what: string) => {
      const { legal, seq } = await view();
      const action = legal.find(want);
      assert(action, `${what} is legal (legal: ${JSON.stringify(legal)})`);
      return api<{ events: { type: string }[] }>(`/api/campaigns/${campaign}/actions`, { method: 'POST', token, body: { ...action, seq } });
    };
    await act((x) => x.type === 'travel' && x.to === a, 'travelling to the first');
    equal((await view()).legal.some((x) => x.type === 'fight'), true, 'the encounter may be fought');
    await act((x) => x.type === 'advance', 'passing the optional encounter');
    await act((x) => x.type === 'exit', 'the first exit');
    await act((x) => x.type === 'travel' && x.to === b, 'travelling to the second');
    equal((await view()).legal.some((x) => x.type === 'advance'), false, 'the required challenge blocks the way');
    const attempt = await act((x) => x.type === 'attempt', 'attempting the challenge');
    assert(attempt.events.some((e) => e.type === 'challenge_attempted'), JSON.stringify(attempt.events));
    await act((x) => x.type === 'advance', 'passing the challenge');
    await act((x) => x.type === 'exit', 'the second exit');
    await act((x) => x.type === 'travel' && x.to === c, 'travelling to the third');
    await act((x) => x.type === 'talk' && x.choice === undefined, 'opening the dialogue');
    await act((x) => x.type === 'talk' && x.choice === 'addio', 'the dialogue choice');
    await act((x) => x.type === 'advance', 'passing the dialogue');
    const end = await act((x) => x.type === 'exit', 'the last exit');
    assert(end.events.some((e) => e.type === 'adventure_completed'), JSON.stringify(end.events));

    // signed out, as the Archive's other tests expect to find it
    await click('button[data-action="sign-out"]');
    await waitFor(() => archive.session === null && find(archive, 'form[data-role="sign-in"]'), 'the sign-in form');
  });
});
