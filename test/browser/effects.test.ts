/**
 * Spells, items, cards, Teach and custom effects through `<quest-board>` against the REAL server: content made
 * through the admin API, a room created and started, then everything done by clicking the element's buttons and
 * the board's canvas.
 */
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, clickAt, createRoom, deepQuery, inPart, joinRoom, press, putContent, waitFor } from './support/page.ts';

const L = (it: string, en: string) => ({ it, en });

/** A spell that wounds any unit in sight by 2, a potion for oneself, a tough creature with powers, two decks. */
async function putTestContent(): Promise<void> {
  await putContent('spells', {
    id: 'test-dardo',
    name: L('Dardo arcano', 'Arcane Bolt'),
    description: L('Due danni a un’unità in vista.', 'Two damage to a unit in sight.'),
    element: 'aria',
    range: 'any',
    uses: 2,
    effects: [{ type: 'damage', amount: 2, target: 'chosen' }],
  });
  await putContent('items', {
    id: 'test-pozione',
    name: L('Pozione di prova', 'Test potion'),
    effects: [{ type: 'heal', amount: 1, target: 'self' }],
    consumable: true,
  });
  await putContent('creatures', {
    id: 'test-troll',
    name: L('Troll', 'Troll'),
    move: 4,
    attack: 3,
    defence: 1,
    body: 5,
    mind: 1,
    color: '#6b8e23',
    abilities: [
      { type: 'regen', amount: 1 },
      { type: 'immune', to: ['fuoco'] },
      { type: 'ranged', range: 3 },
    ],
  });
  await putContent('heroes', {
    id: 'test-maga',
    name: L('Maga', 'Witch'),
    body: 4,
    mind: 6,
    attack: 1,
    defence: 2,
    color: '#2e5eaa',
    spells: ['test-dardo'],
    items: ['test-pozione'],
  });
  await putContent('decks', {
    id: 'test-oro',
    name: L('Oro di prova', 'Test gold'),
    cards: [
      {
        id: 'borsa',
        name: L('Una borsa', 'A purse'),
        text: L('Gli eroi trovano una borsa di monete.', 'The heroes find a purse of coins.'),
        effects: [
          { type: 'gold', amount: 10 },
          { type: 'custom', text: L('Il master descrive la borsa.', 'The master describes the purse.') },
        ],
      },
    ],
  });
  await putContent('decks', {
    id: 'test-veleno',
    name: L('Veleno di prova', 'Test poison'),
    cards: [
      {
        id: 'ago',
        name: L('Ago avvelenato', 'Poisoned needle'),
        text: L('Un ago avvelenato punge il bersaglio.', 'A poisoned needle pricks the target.'),
        effects: [{ type: 'status', status: 'poison', rounds: 2, amount: 1, target: 'chosen' }],
      },
    ],
  });
  // a corridor: the heroes start at its west end, the troll waits in sight at its east end
  await putContent('missions', {
    id: 'test-magia',
    name: L('Prova di magia', 'Magic trial'),
    map: { rows: ['##########', '#........#', '#........#', '##########'], rooms: [], doors: [] },
    start: [
      [1, 1],
      [1, 2],
    ],
    monsters: [{ kind: 'test-troll', x: 7, y: 1 }],
  });
}

const board = boardMounter();

/** A started `test-magia` room: the master's and the hero's elements, on the hero's turn. */
async function startedRoom(hero: string, lang = 'it'): Promise<{ m: QuestBoard; h: QuestBoard; seat: string }> {
  const master = await createRoom('test-magia');
  const seat = await joinRoom(master.room, hero);
  const m = board({ room: master.room, token: master.token, lang });
  const h = board({ room: master.room, token: seat.token, lang });
  await press(m, 'button[data-action="start"]');
  await waitFor(() => h.view?.phase === 'playing' && h.view.turn?.seat === seat.seat, "the hero's turn");
  return { m, h, seat: seat.seat };
}

const logLines = (el: QuestBoard) => inPart(el, 'qb-event-log', 'li').map((li) => li.textContent?.trim() ?? '');

/** Waits until the element's chronicle shows `line`. */
async function chronicleShows(el: QuestBoard, line: string): Promise<void> {
  await waitFor(() => logLines(el).includes(line), `the chronicle line "${line}"`).catch((err: unknown) => {
    throw new Error(`${String(err)}; the chronicle: ${JSON.stringify(logLines(el))}`);
  });
}

describe('<quest-board> spells, items and the master’s tools with the real server', () => {
  before(async () => {
    await putTestContent();
  });

  it('casts a spell by clicking its button, then the creature on the board: the creature loses exactly 2 body points', async () => {
    const { h } = await startedRoom('test-maga');
    const trollBefore = h.view!.units.find((u) => u.id === 'm1')!;
    assert(trollBefore.body >= 3, `the troll has ${trollBefore.body} body points`);

    // the spell button: name from the catalog, uses left, enabled
    const button = await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-spell="test-dardo"]'), 'the spell button');
    assert(button.textContent?.includes('Dardo arcano'), `the button shows the spell's name: ${button.textContent}`);
    equal(button.getAttribute('data-uses'), '2');
    await press(h, 'button[data-spell="test-dardo"]');

    // targeting mode: the button is pressed, the hint asks for a target, the troll is marked
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'the targeting mode');
    const hint = await waitFor(() => deepQuery(h, '[part="hint"]')?.textContent, 'the hint');
    assert(hint.includes('Dardo arcano') && hint.includes('Esc'), `the hint names the spell: ${hint}`);
    equal(h.view!.units.find((u) => u.id === 'm1')!.body, trollBefore.body, 'nothing is sent before a target is picked');

    const b = h.board!;
    h.scrollIntoView();
    await b.whenRendered();
    const at = await waitFor(() => b.unitToClient('m1'), "the troll's piece");
    equal(b.pick(at.x, at.y), { kind: 'unit', id: 'm1' }, 'the troll is under the pointer');
    await waitFor(() => !h.pending, 'no action on its way');
    clickAt(b.canvas, at.x, at.y);

    await waitFor(() => h.view!.units.find((u) => u.id === 'm1')!.body !== trollBefore.body, 'the troll to be wounded');
    equal(h.view!.units.find((u) => u.id === 'm1')!.body, trollBefore.body - 2, "the troll's body points");
    await waitFor(() => deepQuery(h, 'button[data-spell="test-dardo"]')?.getAttribute('data-uses') === '1', 'one use left');
    equal(deepQuery(h, 'button[data-spell="test-dardo"]')?.getAttribute('aria-pressed'), 'false', 'the targeting mode ended');
    const lines = await waitFor(() => {
      const l = logLines(h);
      return l.some((x) => x.startsWith('La maga lancia')) ? l : null;
    }, 'the cast in the chronicle');
    assert(lines.includes('La maga lancia Dardo arcano sul troll'), `the cast line: ${JSON.stringify(lines)}`);
    assert(lines.includes('Il troll subisce 2 danni'), `the damage line: ${JSON.stringify(lines)}`);
  });

  it('cancels aiming with Escape or a second press, and sends nothing', async () => {
    const { h } = await startedRoom('test-maga', 'en');
    const seq = h.view!.seq;
    const button = await press(h, 'button[data-spell="test-dardo"]');
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'the targeting mode');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => button.getAttribute('aria-pressed') === 'false', 'Escape to cancel');
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'the targeting mode again');
    const hint = deepQuery(h, '[part="hint"]')?.textContent ?? '';
    assert(hint.includes('Pick the target of Arcane Bolt'), `the English hint: ${hint}`);
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'false', 'a second press to cancel');
    equal(h.view!.seq, seq, 'no action was sent');
  });

  it('uses a consumable potion with one click: its button disappears', async () => {
    const { h, seat } = await startedRoom('test-maga');
    const button = await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-item="test-pozione"]'), 'the potion button');
    assert(deepQuery(h, 'button[data-item="test-pozione"] [data-consumable]'), 'the potion is marked single use');
    assert(button.textContent?.includes('Pozione di prova'), `the potion's name: ${button.textContent}`);
    await press(h, 'button[data-item="test-pozione"]');
    await waitFor(() => h.view!.units.find((u) => u.id === seat)!.items.length === 0, 'the potion to leave the inventory');
    await waitFor(() => deepQuery(h, 'button[data-item="test-pozione"]') === null, 'the potion button to disappear');
    await chronicleShows(h, 'La maga usa la pozione di prova');
    // the action is spent: the spell cannot be cast any more this turn
    await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-spell="test-dardo"]')?.disabled, 'the spell button to be disabled');
  });

  it('the master plays cards (with and without a target), resolves a custom effect, teaches a spell and reads a creature’s powers', async () => {
    const { m, h, seat } = await startedRoom('barbaro', 'en');
    const deckCounts = (id: string) => m.view!.decks.find((d) => d.id === id);
    equal(deckCounts('test-oro'), { id: 'test-oro', name: L('Oro di prova', 'Test gold'), draw: 1, discard: 0 });

    // a card without a target: party gold, and a custom effect for the master
    const gold = m.view!.partyGold;
    await press(m, 'button[data-play="test-oro"]');
    await waitFor(() => deckCounts('test-oro')?.discard === 1, 'the card to be played');
    equal(deckCounts('test-oro')!.draw, 0, 'no card left to draw');
    await waitFor(
      () => inPart(m, 'qb-master-panel', '[data-deck="test-oro"] [data-counts]')[0]?.getAttribute('data-counts') === '0/1',
      'the deck counts in the panel',
    );
    equal(m.view!.partyGold, gold + 10, 'the party gold');
    await chronicleShows(m, 'Card “A purse”: The heroes find a purse of coins.');
    await waitFor(
      () => h.view?.partyGold === gold + 10 && deepQuery(h, '[data-gold="party"] b')?.textContent === String(gold + 10),
      "the hero card's party gold",
    );
    const pending = await waitFor(() => inPart(m, 'qb-master-panel', 'li[data-pending]')[0], 'the pending custom effect');
    assert(pending.textContent?.includes('The master describes the purse.'), `the custom text: ${pending.textContent}`);
    await press(m, 'button[data-resolve]');
    await waitFor(() => m.view!.pending.length === 0 && inPart(m, 'qb-master-panel', 'li[data-pending]').length === 0, 'the custom effect to be resolved');
    await chronicleShows(m, 'Resolved: The master describes the purse.');

    // pick the troll: its card shows its powers; the next card is aimed at it
    await press(m, 'button[data-unit="m1"]');
    const card = await waitFor(() => inPart(m, 'qb-master-panel', '[data-card="m1"]')[0], "the troll's card");
    const powers = [...card.querySelectorAll('.powers li')].map((li) => li.textContent?.trim());
    equal(powers, ['Regenerates 1 body point each master turn', 'Immune to: fire', 'Ranged: attacks in a straight line up to 3 squares away']);
    const target = inPart<HTMLSelectElement>(m, 'qb-master-panel', 'select[data-role="card-target"]')[0]!;
    equal(target.value, 'm1', 'cards are aimed at the picked piece');
    await press(m, 'button[data-play="test-veleno"]');
    await waitFor(() => m.view!.units.find((u) => u.id === 'm1')!.statuses.some((s) => s.status === 'poison'), 'the troll to be poisoned');
    await waitFor(() => inPart(m, 'qb-master-panel', '[data-card="m1"] [data-status="poison"]').length === 1, 'the poison chip on its card');

    // Teach: the barbarian learns the arcane bolt, and his card shows it
    const heroSelect = inPart<HTMLSelectElement>(m, 'qb-master-panel', 'select[data-role="teach-hero"]')[0]!;
    heroSelect.value = seat;
    heroSelect.dispatchEvent(new Event('change'));
    const spellSelect = await waitFor(() => inPart<HTMLSelectElement>(m, 'qb-master-panel', 'select[data-role="teach-spell"]')[0], 'the spell list');
    assert(
      [...spellSelect.options].some((o) => o.value === 'test-dardo'),
      'the spell is offered',
    );
    spellSelect.value = 'test-dardo';
    spellSelect.dispatchEvent(new Event('change'));
    await press(m, 'button[data-action="teach"]');
    await waitFor(() => deepQuery(h, 'button[data-spell="test-dardo"]'), "the spell on the barbarian's card");
    await chronicleShows(h, 'The barbarian learns Arcane Bolt');
  });
});
