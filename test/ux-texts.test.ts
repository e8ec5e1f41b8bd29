/**
 * What a new player reads, on real games of the default pack's `la-prova` played by the engine:
 * on a touch screen the hints say "tocca" / "tap" where a mouse's say "clicca" / "click"; the master's keyboard cursor
 * calls its creatures its own and the heroes its enemies; a potion whose one possible target is the hero himself is
 * drunk at once, while one with a second target (a hero beside him) still asks for aiming.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { NO_NAMES, type TableState } from '../components/context.ts';
import { HINT_TEXTS } from '../components/hint-texts.ts';
import { hintFor } from '../components/hints.ts';
import { loadTexts, messages } from '../components/i18n.ts';
import { pressOutcome } from '../components/marks.ts';
import { pointerText } from '../components/pointer-words.ts';
import { describeSquare } from '../components/square-text.ts';
import { loadRefusalTexts, rejectionNotice } from '../components/texts.ts';
import { REFUSAL_TEXTS } from '../components/refusal-texts.ts';
import { announcementOf } from '../components/announcer.ts';
import { apply, createGame, ERROR_CODES, legalActions, viewFor, MASTER, type GameState, type SeatAction } from '../engine/index.ts';

// the English texts are a chunk of their own (components/i18n-en.ts), loaded before a language shows them
await loadTexts('en');

const pack = loadDefaultPack();
const mission = pack.missions.find((m) => m.id === 'la-prova')!;
const classic = pack.rulesets.find((r) => r.id === 'classic')!;

/** A started game of `la-prova` with `heroes` seated h1, h2, ..., after `then` (actions in order). */
function game(heroes: string[], ...then: SeatAction[]): GameState {
  let state = createGame({
    mission,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset: classic,
    spells: pack.spells,
    items: pack.items,
    seed: 'ux-texts',
  });
  const actions: SeatAction[] = [...heroes.map((hero, i): SeatAction => ({ seat: `h${i + 1}`, type: 'join', hero })), { seat: MASTER, type: 'start' }, ...then];
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** `seat`'s table as the element keeps it. */
function table(state: GameState, seat: string): TableState {
  const view = viewFor(state, seat);
  return { seq: view.seq, view, legal: legalActions(state, seat), log: [], lastAttack: null, selected: null, pending: false, aiming: null, names: NO_NAMES };
}

describe('the words of a touch screen', () => {
  test('after the roll the hero reads "Tocca…" / "Tap…" on a touch screen, "Clicca…" / "Click…" with a mouse', () => {
    const rolled = table(game(['barbaro', 'elfo'], { seat: 'h1', type: 'roll' }), 'h1');
    assert.equal(
      hintFor(rolled, 'it', true),
      'Tocca una casella verde per muoverti, cerca tesori o trappole con i pulsanti «Cerca» o usa incantesimi e oggetti.',
    );
    assert.equal(hintFor(rolled, 'en', true), 'Tap a green square to move, search for treasure or traps with the Search buttons or use spells and items.');
    assert.equal(hintFor(rolled, 'it'), 'Clicca una casella verde per muoverti, cerca tesori o trappole con i pulsanti «Cerca» o usa incantesimi e oggetti.');
    assert.equal(hintFor(rolled, 'en', false), 'Click a green square to move, search for treasure or traps with the Search buttons or use spells and items.');
    // a narrow screen: the Search buttons are in the Hero sheet, behind its tab, and the hint says so
    assert.equal(hintFor(rolled, 'it', true, true), 'Tocca una casella verde per muoverti, cerca con «Cerca» nella scheda «Eroe» o usa incantesimi e oggetti.');
    assert.equal(hintFor(rolled, 'en', true, true), 'Tap a green square to move, search from the Hero sheet or use spells and items.');
    assert.equal(
      pointerText('it', 'pickCreature', true),
      'Scegli una creatura, poi tocca una casella evidenziata per muoverla o un eroe adiacente per attaccarlo.',
    );
    assert.equal(pointerText('en', 'pickUnit', true), 'Tap a piece to see its card and make it the target of cards.');
    assert.equal(pointerText('en', 'pickUnit', false), 'Click a piece to see its card and make it the target of cards.');
  });

  test('aiming, a touch screen reads "tap elsewhere to cancel", never the Escape key; a mouse and keyboard read "Esc"', () => {
    const aiming: TableState = { ...table(game(['barbaro', 'elfo']), 'h1'), aiming: { type: 'use_item', item: 'pozione-curativa' } };
    assert.equal(hintFor(aiming, 'it', true), 'Tocca sul tabellone il bersaglio di Pozione curativa; tocca altrove per annullare.');
    assert.equal(hintFor(aiming, 'en', true), 'Tap the target of Potion of Healing on the board; tap elsewhere to cancel.');
    assert.equal(hintFor(aiming, 'it', false), 'Scegli sul tabellone il bersaglio di Pozione curativa (Esc per annullare).');
    assert.equal(hintFor(aiming, 'en', false), 'Pick the target of Potion of Healing on the board (Esc to cancel).');
    // no touch words name a key
    for (const lang of ['it', 'en'] as const) {
      const texts: Record<string, string> = { ...(messages(lang) as Record<string, string>), ...HINT_TEXTS[lang] };
      for (const key of Object.keys(texts).filter((k) => k.endsWith('_touch')))
        assert.ok(!/\b(esc|invio|enter|tasto|key)\b/i.test(texts[key]!), `${lang}: ${key}: ${texts[key]}`);
    }
  });

  test('every text that says where to click has touch words in both languages, and they never say click', () => {
    for (const lang of ['it', 'en'] as const) {
      const texts: Record<string, string> = { ...(messages(lang) as Record<string, string>), ...HINT_TEXTS[lang] };
      const clicky = Object.keys(texts).filter((k) => !k.endsWith('_touch') && /\bclic(ca|k)\b/i.test(texts[k]!));
      for (const key of clicky) {
        const touch = texts[`${key}_touch`];
        assert.ok(touch !== undefined, `${lang}: "${key}" says click and has no touch words`);
        assert.ok(!/clic/i.test(touch) && /\b(tocca|tap)\b/i.test(touch), `${lang}: ${key}_touch: ${touch}`);
      }
      assert.ok(clicky.length >= 9, `${lang}: the hints' clicks are found (${clicky.join(', ')})`);
    }
  });
});

describe("the master's keyboard cursor", () => {
  test('from the master seat a goblin is "una tua creatura" / "your creature" and a hero an "eroe nemico" / "enemy hero"; a hero reads a hero as "eroe"', () => {
    const state = game(['barbaro', 'elfo']);
    const master = table(state, MASTER);
    const goblin = master.view.units.find((u) => u.kind === 'goblin')!;
    const barbarian = master.view.units.find((u) => u.id === 'h1')!;
    assert.match(describeSquare(master, goblin.x, goblin.y, 'it'), /^Casella \d+, \d+\. Stanza Sala delle guardie\. Goblin, una tua creatura, Corpo 1 su 1\. /);
    assert.match(describeSquare(master, goblin.x, goblin.y, 'en'), /^Square \d+, \d+\. Room Guard room\. Goblin, your creature, Body 1 of 1\. /);
    assert.equal(describeSquare(master, barbarian.x, barbarian.y, 'it'), 'Casella 7, 1. Corridoio. Barbaro, eroe nemico, Corpo 8 su 8. Invio: seleziona.');
    assert.equal(describeSquare(master, barbarian.x, barbarian.y, 'en'), 'Square 7, 1. Corridor. Barbarian, enemy hero, Body 8 of 8. Enter: select.');
    assert.equal(
      describeSquare(table(state, 'h2'), barbarian.x, barbarian.y, 'it'),
      'Casella 7, 1. Corridoio. Barbaro, eroe, Corpo 8 su 8. Nessuna azione qui.',
    );
  });
});

describe('a potion with one possible target', () => {
  test('the barbarian alone drinks his potion at once; with the elf beside him it asks for aiming', () => {
    const alone = table(game(['barbaro']), 'h1');
    assert.deepEqual(
      alone.legal.filter((a) => a.type === 'use_item'),
      [{ type: 'use_item', item: 'pozione-curativa', target: 'h1' }],
      'the server lists the barbarian himself as its one target',
    );
    assert.deepEqual(pressOutcome(alone, { type: 'use_item', item: 'pozione-curativa' }), {
      kind: 'send',
      action: { type: 'use_item', item: 'pozione-curativa', target: 'h1' },
    });
    const withElf = table(game(['barbaro', 'elfo']), 'h1');
    assert.equal(withElf.legal.filter((a) => a.type === 'use_item').length, 2, 'the elf beside him is a second target');
    assert.deepEqual(pressOutcome(withElf, { type: 'use_item', item: 'pozione-curativa' }), {
      kind: 'aim',
      aim: { type: 'use_item', item: 'pozione-curativa' },
    });
  });
});

describe('an action the server could not write', () => {
  test('the database away for a moment: try again; unable to write until its host acts: tell them; in both languages', () => {
    const away = { code: 'database_unavailable', message: 'the database cannot be reached right now: nothing was written; try again in a few seconds' };
    assert.equal(
      rejectionNotice('it', away),
      'Il server non riesce a salvare in questo momento: la tua azione non è stata giocata. Riprova tra qualche secondo.',
    );
    assert.equal(rejectionNotice('en', away), 'The server cannot save right now: your action was not played. Try again in a few seconds.');
    assert.equal(rejectionNotice('en', { ...away, code: 'database_busy' }), rejectionNotice('en', away));
    for (const code of ['storage_full', 'database_read_only']) {
      assert.equal(
        rejectionNotice('it', { code, message: '…' }),
        'Il server non riesce a scrivere i suoi dati: la tua azione non è stata giocata. Avvisa chi gestisce il server.',
      );
      assert.equal(
        rejectionNotice('en', { code, message: '…' }),
        'The server cannot write its data: your action was not played. Let whoever runs the server know.',
      );
    }
  });
});

describe('an action the rules refuse', () => {
  test("in the reader's words, never the server's English in an Italian sentence; a code this version does not know: the server's message", async () => {
    await loadRefusalTexts();
    const turn = { code: 'not_your_turn', message: "it is h1's turn, not h2's" };
    assert.equal(rejectionNotice('it', turn), 'Azione rifiutata: Non è il tuo turno.');
    assert.equal(rejectionNotice('en', turn), 'Action rejected: It is not your turn.');
    assert.equal(
      rejectionNotice('it', { code: 'unreachable', message: 'square [3, 4] cannot be reached with 2 steps' }),
      'Azione rifiutata: Non ci si arriva con i passi che restano.',
    );
    assert.equal(rejectionNotice('en', { code: 'a_newer_code', message: 'something newer' }), 'Action rejected: something newer');
    assert.equal(rejectionNotice('it', { code: 'constructor', message: 'x' }), 'Azione rifiutata: x', 'a code named like an object key is not a known one');
  });

  test('every code the engine and its rules modules refuse with has Italian and English words, each a sentence', () => {
    // the table's type asks for every ERROR_CODES entry; each is checked here as the player reads it
    assert.deepEqual(Object.keys(REFUSAL_TEXTS).sort(), [...ERROR_CODES].sort());
    for (const code of ERROR_CODES) {
      for (const lang of ['it', 'en'] as const) assert.match(REFUSAL_TEXTS[code][lang], /^\p{Lu}.*[.!?]$/u, `${code} in ${lang}: a sentence`);
    }
  });
});

describe("the screen reader's announcement", () => {
  test("names a hero joining in the lobby as the chronicle does, by the hero's name in the reader's language, never its id", () => {
    const lobby = createGame({
      mission,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: classic,
      spells: pack.spells,
      items: pack.items,
      seed: 'lobby',
    });
    const table = { view: viewFor(lobby, MASTER), names: NO_NAMES };
    const joined = [{ type: 'seat_joined' as const, seat: 'h1', hero: 'barbaro' }];
    const heroes = new Map(pack.heroes.map((h) => [h.id, h]));
    assert.equal(announcementOf(joined, table, 'en', heroes), 'The barbarian joins the party.');
    assert.equal(announcementOf(joined, table, 'it', heroes), 'Il barbaro si unisce alla compagnia.');
  });
});
