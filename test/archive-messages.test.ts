/**
 * The Archive words every problem of a document in its reader's language, naming fields as its forms label
 * them and saying where a problem lies in words; the raw path stays on the issue. The content API keeps English
 * messages and raw paths (zod's global configuration is never touched).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { placeOf, validateIn, wordPackIssues } from '../components/archive/issue-text.ts';
import { newDocument, validate } from '../components/archive/schema-tools.ts';
import { Mission } from '../content/schemas/mission.ts';
import { ADMIN_TOKEN, testApp } from './support/server.ts';
import { call, type Requester } from './support/http.ts';

/** A mission with one problem of each kind the issue names (the id is given by each test). */
function faulty(id: string): Record<string, unknown> {
  return {
    id,
    name: { it: 'Cripta', en: 'Crypt' },
    map: { rows: ['...'], rooms: [] },
    start: [[0, 0]],
    // a treasure whose effect gives both an amount and dice
    objects: [{ type: 'treasure', x: 2, y: 0, effects: [{ type: 'damage', target: 'self', amount: 1, dice: 2 }] }],
    // a room no map has; a kill with neither kind nor tag
    win: { mode: 'any', conditions: [{ type: 'room_revealed', room: 'cripta' }, { type: 'kill' }] },
  };
}

type Row = [place: string, message: string, path: string];
const rows = (doc: unknown, lang: 'it' | 'en'): Row[] => validate('missions', doc, lang).map((i) => [placeOf(i.path, lang), i.message, i.path]);

describe("the Archive words a document's problems in its reader's language", () => {
  test('a new mission in Italian: the empty id, name (one language is enough) and map, where they lie in words', () => {
    assert.deepEqual(rows(newDocument('missions', ''), 'it'), [
      ['Identificativo', 'è vuoto: va compilato', 'id'],
      ['Nome', 'è vuoto: scrivilo in italiano o in inglese (basta una lingua)', 'name'],
      ['Mappa › Riga 1', 'è vuoto: va compilato', 'map.rows[0]'],
      ['Partenza 1', 'la casella in colonna 1, riga 1 è fuori dalla mappa', 'start[0]'],
      ['Creature', 'per vincere uccidendo tutte le creature servono creature: mettine qualcuna, o scegli un’altra vittoria', 'monsters'],
    ]);
  });

  test('a new mission in English', () => {
    assert.deepEqual(rows(newDocument('missions', ''), 'en'), [
      ['Identifier', 'empty: fill it in', 'id'],
      ['Name', 'empty: write it in Italian or English (one language is enough)', 'name'],
      ['Map › Row 1', 'empty: fill it in', 'map.rows[0]'],
      ['Start square 1', 'the square at column 1, row 1 lies outside the map', 'start[0]'],
      ['Creatures', 'to win by killing every creature there must be creatures: place some, or choose another victory', 'monsters'],
    ]);
  });

  test('a bad slug, an effect with two amounts, a kill without kind or tag, a win condition on an unknown room: Italian', () => {
    assert.deepEqual(rows(faulty('Cripta Nera'), 'it'), [
      ['Identificativo', 'solo lettere minuscole, cifre e trattini singoli, come «pozione-curativa»', 'id'],
      ['Oggetto 1 › Effetto 1', 'indicane esattamente uno tra «Quantità», «Dadi» e «Tiro di dadi»', 'objects[0].effects[0]'],
      ['Vittoria › Condizione 2', 'indicane esattamente uno tra «Tipo» e «Etichetta»', 'win.conditions[1]'],
      ['Vittoria › Condizione 1 › Stanza', 'nessuna stanza «cripta» sulla mappa', 'win.conditions[0].room'],
    ]);
  });

  test('the same in English', () => {
    assert.deepEqual(rows(faulty('Cripta Nera'), 'en'), [
      ['Identifier', 'lowercase letters, digits and single hyphens only, such as “pozione-curativa”', 'id'],
      ['Object 1 › Effect 1', 'give exactly one of “Amount”, “Dice” or “Dice roll”', 'objects[0].effects[0]'],
      ['Victory › Condition 2', 'give exactly one of “Kind” or “Tag”', 'win.conditions[1]'],
      ['Victory › Condition 1 › Room', 'no room “cripta” on the map', 'win.conditions[0].room'],
    ]);
  });

  test("zod's own issues in words; a defeat's condition says it is the defeat's; bad dice in words", () => {
    const doc = { ...faulty('cripta'), auto: 'no', extra: 1, lose: [{ type: 'rounds', rounds: 0 }] };
    ((doc as Record<string, unknown>).objects as { effects: unknown[] }[])[0]!.effects = [{ type: 'damage', target: 'self', roll: '2x6' }];
    assert.deepEqual(
      validateIn('missions', doc, 'it').map((i) => [placeOf(i.path, 'it'), i.message]),
      [
        ['Senza master', 'deve essere sì o no'],
        ['Oggetto 1 › Effetto 1 › Tiro di dadi', 'dadi scritti come «1d4+1»: quanti dadi, «d», le facce, poi se serve +K o -K'],
        ['Vittoria › Condizione 2', 'indicane esattamente uno tra «Tipo» e «Etichetta»'],
        ['Sconfitta › Condizione 1 › Giri', 'deve essere almeno 1'],
        ['Documento', 'campo sconosciuto: «extra»'],
      ],
    );
    assert.deepEqual(
      validateIn('missions', doc, 'en').map((i) => [placeOf(i.path, 'en'), i.message]),
      [
        ['No master', 'must be yes or no'],
        ['Object 1 › Effect 1 › Dice roll', 'dice written as “1d4+1”: how many dice, “d”, the sides, then +K or -K if needed'],
        ['Victory › Condition 2', 'give exactly one of “Kind” or “Tag”'],
        ['Defeat › Condition 1 › Rounds', 'must be at least 1'],
        ['Document', 'unknown field: “extra”'],
      ],
    );
  });

  test("a mission's start squares and an adventure's first location", () => {
    assert.equal(placeOf('start', 'it', 'missions'), 'Partenze');
    assert.equal(placeOf('start', 'en', 'missions'), 'Start squares');
    assert.equal(placeOf('start', 'it', 'adventures'), 'Primo luogo');
    assert.equal(placeOf('map.doors[2].between[1][0]', 'it', 'missions'), 'Mappa › Porta 3 › Casella 2 › x');
    assert.equal(placeOf('events[0].effects[1].x', 'en', 'missions'), 'Event 1 › Effect 2 › x');
  });

  test('an empty room or NPC of a condition is told it is empty, once', () => {
    const doc = {
      ...faulty('cripta'),
      objects: [],
      win: { mode: 'any', conditions: [{ type: 'room_revealed', room: '' }] },
      lose: [{ type: 'npc_dead', npc: '' }],
    };
    assert.deepEqual(rows(doc, 'it'), [
      ['Vittoria › Condizione 1 › Stanza', 'è vuoto: va compilato', 'win.conditions[0].room'],
      ['Sconfitta › Condizione 1 › PNG', 'è vuoto: va compilato', 'lose[0].npc'],
    ]);
  });

  test("a code none of ours words comes in zod's own Italian (its locale, per parse)", () => {
    const hero = { ...newDocument('heroes', 'eroe'), color: 'rosso' };
    const colour = validateIn('heroes', hero, 'it').find((i) => i.path === 'color');
    assert.deepEqual(colour, { path: 'color', message: 'Stringa non valida: deve corrispondere al pattern /^#[0-9a-f]{6}$/i' });
    assert.equal(placeOf('color', 'it'), 'Colore');
  });

  test("the Archive's Italian leaves zod's global configuration alone: a plain parse stays English", () => {
    validate('missions', faulty('Cripta Nera'), 'it');
    const r = Mission.safeParse(faulty('Cripta Nera'));
    assert.equal(r.success, false);
    assert.deepEqual(
      r.error!.issues.map((i) => i.message),
      [
        'must be a lowercase slug such as "pozione-curativa"',
        'give exactly one of "amount", "dice" or "roll"',
        'give exactly one of "kind" or "tag"',
        'no room "cripta" on the map',
      ],
    );
  });
});

describe('the content API keeps English messages and raw paths', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (path, init) => ctx.app.request(path, init);
  });
  after(() => ctx.close());

  test("a faulty mission is a 400 with the schema's English messages by path", async () => {
    // both languages empty: no text at all (one empty beside a written one is only "not written", no fault)
    const doc = { ...faulty('cripta-nera'), name: { it: '', en: '' } };
    validate('missions', doc, 'it'); // the Archive's Italian in the same process changes nothing for the server
    const res = await call(req, 'PUT', '/api/missions/cripta-nera', { token: ADMIN_TOKEN, body: doc });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    assert.deepEqual(res.body.error.issues, [
      { path: 'name', message: 'a text needs at least one language: write "it" (Italian) or "en" (English)' },
      { path: 'objects[0].effects[0]', message: 'give exactly one of "amount", "dice" or "roll"' },
      { path: 'win.conditions[1]', message: 'give exactly one of "kind" or "tag"' },
      { path: 'win.conditions[0].room', message: 'no room "cripta" on the map' },
    ]);
  });

  test("an import refused by the server: English by path from the API, the Archive's words for the same problems", async () => {
    const pack = {
      missions: [faulty('cripta-nera')],
      creatures: [{ id: 'ombra', name: { it: 'Ombra', en: 'Shade' }, move: 'sei', attack: 1, defence: 1, body: 1, mind: 0 }],
    };
    const res = await call(req, 'POST', '/api/import', { token: ADMIN_TOKEN, body: { pack, onClash: {} } });
    assert.equal(res.status, 400);
    const issues = res.body.error.issues as { path: string; message: string }[];
    assert.deepEqual(
      issues.filter((i) => i.path.startsWith('creatures') || i.path.startsWith('missions[0].win')),
      [
        { path: 'missions[0].win.conditions[1]', message: 'give exactly one of "kind" or "tag"' },
        { path: 'missions[0].win.conditions[0].room', message: 'no room "cripta" on the map' },
        { path: 'creatures[0].move', message: 'Invalid input: expected number, received string' },
      ],
    );
    const worded = wordPackIssues(issues, pack, 'it');
    assert.deepEqual(
      worded.filter((i) => i.path.startsWith('creatures') || i.path.startsWith('missions[0].win')).map((i) => [placeOf(i.path, 'it'), i.message]),
      [
        ['Missione 1 › Vittoria › Condizione 2', 'indicane esattamente uno tra «Tipo» e «Etichetta»'],
        ['Missione 1 › Vittoria › Condizione 1 › Stanza', 'nessuna stanza «cripta» sulla mappa'],
        ['Creatura 1 › Movimento', 'deve essere un numero'],
      ],
    );
  });
});
